import type { TAgentAnnouncements } from '@luckwell/contracts/agent/agent-announcements';
import type { TAgentIncome, TTeamLoss, TTeamTransactions } from '@luckwell/contracts/agent/team-reports';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failure, ok } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';
import { stubResizeObserver } from '../../test/resize-observer.ts';
import { asAgent } from './agent-test-session.ts';

/** The requests a route answered, as search params. */
const recorder = (answer: (params: URLSearchParams) => unknown) => {
  const asked: URLSearchParams[] = [];
  const route = (_init: RequestInit | undefined, url: string) => {
    const params = new URL(url, 'http://localhost').searchParams;
    asked.push(params);
    return ok(answer(params));
  };
  return { asked, route };
};

const money = (value: string) => value as TTeamLoss['totals']['stake'];

const lossReport = (over: Partial<TTeamLoss> = {}): TTeamLoss => ({
  from: '2026-11-26',
  to: '2026-11-26',
  content: [
    {
      id: 3,
      account: 'big_loser',
      level: 1,
      rounds: 12,
      stake: money('1500000.00'),
      validBet: money('1400000.00'),
      payout: money('250000.00'),
      winLoss: money('-1250000.00'),
    },
    {
      id: 4,
      account: 'lucky_kid',
      level: 2,
      rounds: 3,
      stake: money('30000.00'),
      validBet: money('30000.00'),
      payout: money('90000.00'),
      winLoss: money('60000.00'),
    },
  ],
  totals: {
    players: 2,
    rounds: 15,
    stake: money('1530000.00'),
    validBet: money('1430000.00'),
    payout: money('340000.00'),
    winLoss: money('-1190000.00'),
  },
  pageNum: 1,
  totalPages: 1,
  total: 2,
  currencySymbol: '₫',
  ...over,
});

const zeroKinds = {
  dividend: money('0.00'),
  dailyWage: money('0.00'),
  hourlySalary: money('0.00'),
  realtimeSalary: money('0.00'),
};

const incomeReport = (over: Partial<TAgentIncome> = {}): TAgentIncome => ({
  from: '2026-11-01',
  to: '2026-11-26',
  thisMonth: {
    from: '2026-11-01',
    to: '2026-11-26',
    total: money('1970.50'),
    byKind: { ...zeroKinds, dividend: money('1700.00'), dailyWage: money('270.50') },
  },
  lastMonth: {
    from: '2026-10-01',
    to: '2026-10-31',
    total: money('530.00'),
    byKind: { ...zeroKinds, dividend: money('500.00'), dailyWage: money('30.00') },
  },
  range: {
    from: '2026-11-01',
    to: '2026-11-26',
    total: money('1970.50'),
    byKind: { ...zeroKinds, dividend: money('1700.00'), dailyWage: money('270.50') },
  },
  days: Array.from({ length: 26 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    ...zeroKinds,
    ...(i === 23 ? { dailyWage: money('120.50') } : {}),
  })),
  content: [
    {
      id: 9,
      kind: 'dailyWage',
      periodKey: '2026-11-25',
      from: '2026-11-25',
      to: '2026-11-25',
      amount: money('150.00'),
      status: 'paid',
      paidAt: '2026-11-26T01:00:00.000Z',
    },
    {
      id: 8,
      kind: 'dailyWage',
      periodKey: '2026-11-23',
      from: '2026-11-23',
      to: '2026-11-23',
      amount: money('80.00'),
      status: 'insufficientBalance',
      paidAt: null,
    },
    {
      id: 7,
      kind: 'dividend',
      periodKey: '2026-W47',
      from: '2026-11-16',
      to: '2026-11-22',
      amount: money('1000.00'),
      status: 'paid',
      paidAt: '2026-11-23T01:00:00.000Z',
    },
  ],
  pageNum: 1,
  totalPages: 1,
  total: 3,
  currencySymbol: '₫',
  ...over,
});

const transactions = (over: Partial<TTeamTransactions> = {}): TTeamTransactions => ({
  from: '2026-11-26',
  to: '2026-11-26',
  content: [
    {
      id: 30,
      time: '2026-11-26T08:00:00.000Z',
      account: 'sub_agent',
      level: 1,
      type: 'transfer',
      amount: money('40000.00'),
      balanceAfter: money('40000.00'),
      memo: null,
      entryId: 12,
      counterparty: 'sub_kid',
    },
    {
      id: 29,
      time: '2026-11-26T07:00:00.000Z',
      account: 'sub_kid',
      level: 2,
      type: 'withdraw',
      amount: money('-200000.00'),
      balanceAfter: money('100000.00'),
      memo: 'Withdrawal #9',
      entryId: 11,
      counterparty: null,
    },
  ],
  pageNum: 1,
  totalPages: 1,
  total: 2,
  currencySymbol: '₫',
  ...over,
});

describe('the agent centre reports', () => {
  beforeEach(async () => {
    await setUpBrand();
    stubResizeObserver();
  });

  it('lists the pages in the centre’s order, announcements first', async () => {
    asAgent({ 'GET /wps/agent/team/overview': () => failure('SYSTEM_ERROR', 'in_system_error') });
    renderApp('/agentHome');
    const menu = await screen.findByRole('navigation', { name: 'Trung tâm đại lý' }, { timeout: 5000 });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Thông báo',
      'Tổng quan đội',
      'Tuyến dưới',
      'Cược đội nhóm',
      'Thắng thua thành viên',
      'Thu nhập của tôi',
      'Chi tiết tài khoản',
      'Đăng ký tuyến dưới',
      'Chuyển xuống tuyến dưới',
    ]);
    expect(within(menu).getByRole('link', { name: 'Thắng thua thành viên' }).getAttribute('href')).toBe(
      '/agentHome?page=palStatementsAgentCopy',
    );
  });

  describe('agentAnnouncement', () => {
    it('lists the announcements newest first, each opening to its text', async () => {
      const answer: TAgentAnnouncements = {
        list: [
          {
            id: 2,
            category: 'promotion',
            title: 'Thưởng đại lý tháng 12',
            body: 'Đại lý có 10 thành viên hoạt động\nnhận thêm 1%.',
            sentAt: '2026-11-26T03:00:00.000Z',
          },
          {
            id: 1,
            category: 'notice',
            title: 'Lịch trả lương',
            body: 'Lương ngày trả lúc 12:00.',
            sentAt: '2026-11-20T03:00:00.000Z',
          },
        ],
        page: 1,
        size: 10,
        total: 2,
        totalPages: 1,
      };
      asAgent({ 'GET /wps/agent/announcements': () => ok(answer) });
      renderApp('/agentHome?page=agentAnnouncement');
      const page = await screen.findByTestId('agent-announcements', {}, { timeout: 5000 });
      expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Thông báo cho đại lý');
      const items = await within(page).findAllByTestId('announcement');
      expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
        expect.stringContaining('Thưởng đại lý tháng 12'),
        expect.stringContaining('Lịch trả lương'),
      ]);
      expect(within(items[0]!).getByText('Khuyến mãi')).toBeTruthy();
      expect(screen.queryByText(/nhận thêm 1%/)).toBeNull();
      fireEvent.click(within(items[0]!).getByRole('button'));
      expect(within(items[0]!).getByRole('button').getAttribute('aria-expanded')).toBe('true');
      expect(within(items[0]!).getByText(/nhận thêm 1%/).textContent).toBe(
        'Đại lý có 10 thành viên hoạt động\nnhận thêm 1%.',
      );
    });

    it('says when there is none, and offers to try again when they cannot be loaded', async () => {
      let calls = 0;
      asAgent({
        'GET /wps/agent/announcements': () => {
          calls += 1;
          return calls === 1
            ? failure('SYSTEM_ERROR', 'in_system_error')
            : ok({ list: [], page: 1, size: 10, total: 0, totalPages: 1 });
        },
      });
      renderApp('/agentHome?page=agentAnnouncement');
      expect(await screen.findByText('Không tải được thông báo', {}, { timeout: 5000 })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
      expect(await screen.findByText('Chưa có thông báo nào')).toBeTruthy();
    });
  });

  describe('palStatementsAgentCopy', () => {
    it('shows the members biggest loser first with the totals, and sends the period and the search', async () => {
      const { asked, route } = recorder((params) =>
        params.get('account') === 'nobody' ? lossReport({ content: [], total: 0 }) : lossReport(),
      );
      asAgent({ 'GET /wps/agent/reports/loss': route });
      renderApp('/agentHome?page=palStatementsAgentCopy');
      const table = await screen.findByTestId('loss-table', {}, { timeout: 5000 });
      expect(asked[0]?.get('period')).toBe('today');
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
        'big_loser',
        'lucky_kid',
      ]);
      expect(within(rows[0]!).getByText('-₫1,250,000.00').className).toContain('text-red-400');
      expect(within(rows[1]!).getByText('+₫60,000.00').className).toContain('text-emerald-400');
      expect(within(rows[1]!).getByText('Cấp 2')).toBeTruthy();
      expect(screen.getByTestId('loss-players').textContent).toContain('2');
      expect(screen.getByTestId('loss-win-loss').textContent).toContain('-₫1,190,000.00');
      expect(screen.getByTestId('report-range').textContent).toBe('2026-11-26');
      // The phone's cards carry the same rows.
      expect(within(screen.getByTestId('loss-cards')).getByText('big_loser')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Tuần này' }));
      await waitFor(() => expect(asked.at(-1)?.get('period')).toBe('thisWeek'));
      fireEvent.change(screen.getByLabelText('Tài khoản'), { target: { value: ' nobody ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Tìm' }));
      expect(
        await screen.findByText('Không có thành viên nào với tài khoản này chơi trong khoảng thời gian này.'),
      ).toBeTruthy();
      expect(asked.at(-1)?.get('account')).toBe('nobody');
    });

    it('asks for a custom range only when it is one', async () => {
      const { asked, route } = recorder(() => lossReport());
      asAgent({ 'GET /wps/agent/reports/loss': route });
      renderApp('/agentHome?page=palStatementsAgentCopy');
      await screen.findByTestId('loss-table', {}, { timeout: 5000 });
      fireEvent.click(screen.getByRole('button', { name: 'Tùy chọn' }));
      const from = screen.getByLabelText('Từ ngày') as HTMLInputElement;
      const to = screen.getByLabelText('Đến ngày') as HTMLInputElement;
      expect([from.value, to.value]).toEqual(['2026-11-26', '2026-11-26']);
      const before = asked.length;
      fireEvent.change(from, { target: { value: '2026-08-01' } });
      expect(screen.getByRole('alert').textContent).toBe('Mỗi lần chỉ xem được tối đa 92 ngày.');
      fireEvent.change(from, { target: { value: '2026-11-27' } });
      expect(screen.getByRole('alert').textContent).toBe('Ngày bắt đầu không được sau ngày kết thúc.');
      expect(asked.length).toBe(before);
      fireEvent.change(from, { target: { value: '2026-11-20' } });
      await waitFor(() => expect(asked.at(-1)?.get('from')).toBe('2026-11-20'));
      expect(asked.at(-1)?.get('to')).toBe('2026-11-26');
      expect(asked.at(-1)?.has('period')).toBe(false);
    });
  });

  describe('agentRevenueReport', () => {
    it('shows this month, last month and the period by kind, the chart and the settlements', async () => {
      const { asked, route } = recorder((params) =>
        params.get('kind') === 'dividend'
          ? incomeReport({ content: incomeReport().content.filter((r) => r.kind === 'dividend'), total: 1 })
          : incomeReport(),
      );
      asAgent({ 'GET /wps/agent/reports/income': route });
      renderApp('/agentHome?page=agentRevenueReport');
      const page = await screen.findByTestId('agent-income', {}, { timeout: 5000 });
      await within(page).findByTestId('income-table');
      expect(asked[0]?.get('period')).toBe('thisMonth');
      expect(within(page).getByTestId('income-note').textContent).toBe(
        'Chỉ tính thu nhập từ hợp đồng: tiền tuyến dưới chuyển cho bạn không được tính ở đây.',
      );
      const month = screen.getByTestId('income-this-month');
      expect(month.textContent).toContain('₫1,970.50');
      expect(within(month).getByText('Cổ tức').nextSibling?.textContent).toBe('₫1,700.00');
      expect(within(month).getByText('Lương ngày').nextSibling?.textContent).toBe('₫270.50');
      expect(screen.getByTestId('income-last-month').textContent).toContain('₫530.00');
      expect(screen.getByTestId('income-range').textContent).toContain('₫1,970.50');
      expect(await screen.findByTestId('income-chart', {}, { timeout: 5000 })).toBeTruthy();

      const rows = within(screen.getByTestId('income-table')).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(3);
      expect(within(rows[1]!).getByText('Chưa trả: số dư bên trả không đủ')).toBeTruthy();
      expect(within(rows[2]!).getByText('Từ 2026-11-16 đến 2026-11-22')).toBeTruthy();

      fireEvent.click(within(page).getByRole('button', { name: 'Cổ tức' }));
      await waitFor(() => expect(asked.at(-1)?.get('kind')).toBe('dividend'));
      await waitFor(() =>
        expect(within(screen.getByTestId('income-table')).getAllByRole('row')).toHaveLength(2),
      );
      fireEvent.click(within(page).getByRole('button', { name: 'Tháng trước' }));
      await waitFor(() => expect(asked.at(-1)?.get('period')).toBe('lastMonth'));
    });

    it('says so when nothing was settled and nothing paid', async () => {
      asAgent({
        'GET /wps/agent/reports/income': () =>
          ok(
            incomeReport({
              days: incomeReport().days.map((day) => ({ ...day, ...zeroKinds })),
              content: [],
              total: 0,
            }),
          ),
      });
      renderApp('/agentHome?page=agentRevenueReport');
      expect(
        await screen.findByText('Không có kỳ kết toán nào trong khoảng thời gian này', {}, { timeout: 5000 }),
      ).toBeTruthy();
      expect(
        await screen.findByText(
          'Không có khoản nào được trả trong khoảng thời gian này.',
          {},
          { timeout: 5000 },
        ),
      ).toBeTruthy();
    });
  });

  describe('agentDownlineTransactionDetailsCopy', () => {
    it('lists the team’s wallet movements with their account and type, filtered by type and account', async () => {
      const { asked, route } = recorder((params) =>
        params.get('type') === 'deposit' ? transactions({ content: [], total: 0 }) : transactions(),
      );
      asAgent({ 'GET /wps/agent/reports/transactions': route });
      renderApp('/agentHome?page=agentDownlineTransactionDetailsCopy');
      const table = await screen.findByTestId('transactions-table', {}, { timeout: 5000 });
      expect(asked[0]?.get('period')).toBe('today');
      const rows = within(table).getAllByRole('row').slice(1);
      expect(within(rows[0]!).getByText('sub_agent')).toBeTruthy();
      expect(within(rows[0]!).getByText('Chuyển khoản')).toBeTruthy();
      expect(within(rows[0]!).getByText('Nhận từ sub_kid')).toBeTruthy();
      expect(within(rows[0]!).getByText('+₫40,000.00')).toBeTruthy();
      expect(within(rows[1]!).getByText('Rút tiền')).toBeTruthy();
      expect(within(rows[1]!).getByText('-₫200,000.00').className).toContain('text-red-400');
      expect(within(rows[1]!).getByText('Withdrawal #9')).toBeTruthy();
      expect(within(rows[1]!).getByText('Cấp 2')).toBeTruthy();
      expect(screen.getByTestId('transactions-total').textContent).toBe('2 giao dịch');
      expect(within(screen.getByTestId('transactions-cards')).getByText('Số dư: ₫100,000.00')).toBeTruthy();

      fireEvent.change(screen.getByLabelText('Loại giao dịch'), { target: { value: 'deposit' } });
      expect(
        await screen.findByText(
          'Không có giao dịch nào khớp tài khoản hoặc loại này trong khoảng thời gian này.',
        ),
      ).toBeTruthy();
      expect(asked.at(-1)?.get('type')).toBe('deposit');
      fireEvent.change(screen.getByLabelText('Tài khoản'), { target: { value: 'sub' } });
      fireEvent.click(screen.getByRole('button', { name: 'Tìm' }));
      await waitFor(() => expect(asked.at(-1)?.get('account')).toBe('sub'));
      expect(asked.at(-1)?.get('type')).toBe('deposit');
    });

    it('offers to try again when the details cannot be loaded', async () => {
      let calls = 0;
      asAgent({
        'GET /wps/agent/reports/transactions': () => {
          calls += 1;
          return calls === 1 ? failure('SYSTEM_ERROR', 'in_system_error') : ok(transactions());
        },
      });
      renderApp('/agentHome?page=agentDownlineTransactionDetailsCopy');
      expect(
        await screen.findByText('Không tải được chi tiết tài khoản', {}, { timeout: 5000 }),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
      expect(await screen.findByTestId('transactions-table')).toBeTruthy();
    });
  });
});
