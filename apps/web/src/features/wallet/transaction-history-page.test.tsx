import type { TTransactionRow } from '@luckwell/contracts/wallet/transaction-history';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { failure, memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';
import { setLanguage } from '../i18n/i18n.ts';
import { presetDays, rangeQuery } from './date-range.ts';

type RowOver = Partial<Omit<TTransactionRow, 'amount' | 'balanceAfter'>> & {
  amount?: string;
  balanceAfter?: string;
};

const row = (id: number, over: RowOver = {}): TTransactionRow =>
  ({
    id,
    time: '2026-03-05T08:30:00.000Z',
    type: 'bet',
    amount: '-20.00',
    balanceAfter: '9999980.00',
    memo: 'Lucky Slots',
    entryId: 1000 + id,
    ...over,
  }) as TTransactionRow;

type Page = { list: TTransactionRow[]; total: number };

/** Signs in and answers the account record with `answer(url)`; records every query it was asked. */
const signedIn = (answer: (params: URLSearchParams) => Page | Response) => {
  const asked: URLSearchParams[] = [];
  stubApi({
    member: memberFixture(),
    routes: {
      'GET /wps/member/transactions': (_init, url) => {
        const params = new URL(url, 'http://localhost').searchParams;
        asked.push(params);
        const page = answer(params);
        if (page instanceof Response) return page;
        const size = Number(params.get('size'));
        return ok({
          ...page,
          page: Number(params.get('page')),
          size,
          totalPages: Math.ceil(page.total / size),
          currency: 'VND',
          currencySymbol: '₫',
        });
      },
    },
  });
  sessionStorage.setItem('token', 'tok_signed_in_000001');
  useSessionStore.getState().refresh();
  return asked;
};

/** The first render loads the member centre and its translations lazily: allow for a cold start. */
const table = async () => screen.findByTestId('tx-table', {}, { timeout: 5000 });

describe('transactionHistory (account record)', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('names the other member of a transfer, sent or received', async () => {
    signedIn(() => ({
      list: [
        row(2, {
          type: 'transfer',
          amount: '-20000.00',
          memo: 'Transfer me → demo_agent',
          counterparty: 'demo_agent',
        }),
        row(1, {
          type: 'transfer',
          amount: '5000.00',
          memo: 'Transfer demo_friend → me',
          counterparty: 'demo_friend',
        }),
      ],
      total: 2,
    }));
    renderApp('/member?page=transactionHistory');
    const rows = within(await table()).getAllByRole('row');
    expect(within(rows[1]!).getByText('Chuyển cho demo_agent')).toBeTruthy();
    expect(within(rows[2]!).getByText('Nhận từ demo_friend')).toBeTruthy();
  });

  it("lists the member's movements with signed money, balance after, memo and reference", async () => {
    const asked = signedIn(() => ({
      list: [
        row(3, { type: 'win', amount: '35.50', balanceAfter: '10000015.50' }),
        row(2),
        row(1, { type: 'deposit', amount: '10000000.00', balanceAfter: '10000000.00', memo: null }),
      ],
      total: 3,
    }));
    renderApp('/member?page=transactionHistory');
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('+₫35.50')).toBeTruthy();
    expect(within(rows[1]!).getByText('Thắng')).toBeTruthy();
    expect(within(rows[1]!).getByText('₫10,000,015.50')).toBeTruthy();
    expect(within(rows[2]!).getByText('-₫20.00')).toBeTruthy();
    expect(within(rows[2]!).getByText('Lucky Slots')).toBeTruthy();
    expect(within(rows[2]!).getByText('#1002')).toBeTruthy();
    expect(within(rows[3]!).getByText('Nạp tiền')).toBeTruthy();
    expect(screen.getByText('Số giao dịch: 3')).toBeTruthy();
    // Last 7 days by default, today included, from the player's own midnight.
    const week = presetDays('7d');
    expect(asked[0]?.get('from')).toBe(rangeQuery(week.fromDay, week.toDay)?.from);
    expect(asked[0]?.get('type')).toBeNull();
    expect(screen.getByRole('link', { name: 'Lịch sử giao dịch' }).getAttribute('aria-current')).toBe('page');
  });

  it('filters by type and by the 30-day preset or a custom range, starting again at page 1', async () => {
    const asked = signedIn(() => ({ list: [row(1)], total: 1 }));
    renderApp('/member?page=transactionHistory');
    await table();
    fireEvent.change(screen.getByLabelText('Loại giao dịch'), { target: { value: 'bet' } });
    await waitFor(() => expect(asked.at(-1)?.get('type')).toBe('bet'));

    fireEvent.click(screen.getByRole('button', { name: '30 ngày qua' }));
    const month = presetDays('30d');
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe(rangeQuery(month.fromDay, month.toDay)?.from));
    expect(asked.at(-1)?.get('type')).toBe('bet');

    fireEvent.click(screen.getByRole('button', { name: 'Tùy chọn' }));
    fireEvent.change(screen.getByLabelText('Từ ngày'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '2026-01-31' } });
    await waitFor(() => expect(asked.at(-1)?.get('to')).toBe(new Date(2026, 1, 1).toISOString()));
    expect(asked.at(-1)?.get('from')).toBe(new Date(2026, 0, 1).toISOString());

    // A range that ends before it starts is explained, not sent.
    const count = asked.length;
    fireEvent.change(screen.getByLabelText('Từ ngày'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('Ngày bắt đầu không được sau ngày kết thúc.')).toBeTruthy();
    expect(asked.length).toBe(count);
  });

  it('pages through the record', async () => {
    const asked = signedIn((params) => ({
      list: [row(Number(params.get('page')) * 100)],
      total: 25,
    }));
    renderApp('/member?page=transactionHistory');
    expect(await screen.findByText('Trang 1/3', {}, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Trang trước' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(await screen.findByText('Trang 2/3')).toBeTruthy();
    expect(asked.at(-1)?.get('page')).toBe('2');
    expect(asked.at(-1)?.get('size')).toBe('10');
    await waitFor(() => expect(within(screen.getByTestId('tx-table')).getByText('#1200')).toBeTruthy());
  });

  it('shows a designed empty state when nothing matches', async () => {
    signedIn(() => ({ list: [], total: 0 }));
    renderApp('/member?page=transactionHistory');
    expect(
      await screen.findByText('Không có giao dịch trong khoảng thời gian này', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByTestId('tx-table')).toBeNull();
  });

  it('explains a failure in the player language and retries on request', async () => {
    let fail = true;
    signedIn(() =>
      fail ? failure('SYSTEM_ERROR', 'in_system_error', null, 500) : { list: [row(1)], total: 1 },
    );
    renderApp('/member?page=transactionHistory');
    // A 5xx is retried once before the page gives up.
    expect(await screen.findByText('Không tải được lịch sử giao dịch', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Lỗi hệ thống, vui lòng thử lại sau')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await table()).toBeTruthy();
  });

  it('speaks English too', async () => {
    signedIn(() => ({ list: [row(1, { type: 'grant', amount: '200000.00' })], total: 1 }));
    await setLanguage('en');
    renderApp('/member?page=transactionHistory');
    expect(await screen.findByRole('heading', { name: 'Account record' })).toBeTruthy();
    expect(within(await table()).getByText('Credit')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toBeTruthy();
    await setLanguage('vi');
  });
});
