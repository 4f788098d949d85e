import { ContractMessageKey } from '@luckwell/contracts/agent/agent-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { failure, memberFixture, ok, type StubRoutes, stubApi } from '../../test/fixtures.ts';
import { typeInto } from '../../test/form-input.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';
import { agentEn } from '../i18n/locales/agent.en.ts';
import { agentVi } from '../i18n/locales/agent.vi.ts';
import { consolidated, contract, contractsPage, noSettlements, tier } from './contract-test-data.ts';

const asAgent = (routes: StubRoutes) => {
  stubApi({
    member: memberFixture({ type: 1, nickname: 'Player One' }),
    routes: {
      'GET /wps/member/info/funds/consolidated': () => ok(consolidated()),
      // Before the page's own path, which it starts with.
      'GET /wps/agent/contracts/dividend/settlements': () => ok(noSettlements),
      ...routes,
    },
  });
  sessionStorage.setItem('token', 'tok_signed_in_000001');
  useSessionStore.getState().refresh();
};

const DIVIDENDS = '/agentHome?page=agentDividendRecordCopy2';

/** The tier fields of the offer dialog, by tier number and label. */
const tierField = (dialog: HTMLElement, n: number, label: string) =>
  within(within(dialog).getByRole('group', { name: `Bậc ${n}` })).getByLabelText(label) as HTMLInputElement;

const fillTier = (dialog: HTMLElement, n: number, values: [string, string, string, string]) => {
  typeInto(tierField(dialog, n, 'Cược hợp lệ trong kỳ'), values[0]);
  typeInto(tierField(dialog, n, 'Lãi lỗ trong kỳ'), values[1]);
  typeInto(tierField(dialog, n, 'Thành viên hoạt động'), values[2]);
  typeInto(tierField(dialog, n, 'Tỷ lệ (%)'), values[3]);
};

const openOfferTo = async (account: string) => {
  const card = await screen.findByTestId('downline-21');
  expect(within(card).getByText(account)).toBeTruthy();
  fireEvent.click(within(card).getByRole('button', { name: 'Đề xuất hợp đồng' }));
  return screen.findByRole('dialog', { name: `Đề xuất hợp đồng cho ${account}` });
};

describe('the contract pages (agentDividendRecordCopy2 and the salaries)', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('lists only the contract pages whose consolidated flag is on, and shows my contract and its tiers', async () => {
    asAgent({ 'GET /wps/agent/contracts/dividend': () => ok(contractsPage()) });
    renderApp(DIVIDENDS);
    const mine = await screen.findByTestId('contract-mine');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hợp đồng cổ tức');
    const menu = screen.getByRole('navigation', { name: 'Trung tâm đại lý' });
    expect(within(menu).getByRole('link', { name: 'Cổ tức' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).queryByRole('link', { name: 'Lương ngày' })).toBeNull();

    expect(within(mine).getByText('Nửa tháng')).toBeTruthy();
    expect(within(mine).getByText('boss01 (Boss)')).toBeTruthy();
    const rows = within(within(mine).getByTestId('my-tiers')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'BậcCược hợp lệ trong kỳLãi lỗ trong kỳThành viên hoạt độngTỷ lệ',
      '1₫1,000,000.00₫50,000.00520.00%',
      '2₫5,000,000.00₫200,000.001230.00%',
    ]);
    expect(within(mine).getByRole('button', { name: 'Yêu cầu chấm dứt' })).toBeTruthy();
    expect(screen.getByTestId('offer-cap').textContent).toBe('Bạn có thể đề xuất tối đa 30.00%.');
    expect(await screen.findByText(/Chưa có kỳ nào được quyết toán/)).toBeTruthy();
  });

  it('leaves out the profit column for wages and says when there is no contract yet', async () => {
    stubApi({
      member: memberFixture({ type: 1 }),
      routes: {
        'GET /wps/member/info/funds/consolidated': () =>
          ok(consolidated({ divtypereq: false, dailysalreqtype: true })),
        'GET /wps/agent/contracts/dailyWage/settlements': () => ok(noSettlements),
        'GET /wps/agent/contracts/dailyWage': () =>
          ok(
            contractsPage({
              kind: 'dailyWage',
              cycle: 'daily',
              mine: null,
              offerCap: '0.00',
              offers: [contract({ id: 50, kind: 'dailyWage', status: 'offered', acceptedAt: null })],
            }),
          ),
      },
    });
    sessionStorage.setItem('token', 'tok_signed_in_000001');
    useSessionStore.getState().refresh();
    renderApp('/agentHome?page=agentDailyWages2');
    const offers = await screen.findByTestId('contract-offers');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hợp đồng lương ngày');
    expect(within(offers).queryByText('Lãi lỗ trong kỳ')).toBeNull();
    expect(within(offers).getByText('Đề xuất bởi boss01 (Boss)')).toBeTruthy();
    expect(
      within(screen.getByTestId('contract-mine')).getByText(
        'Bạn chưa có hợp đồng loại này: hãy trả lời đề xuất ở trên.',
      ),
    ).toBeTruthy();
    // Without a contract of their own an agent has nothing to offer.
    expect(
      within(screen.getByTestId('downline-21'))
        .getByRole('button', { name: 'Đề xuất hợp đồng' })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('offers a sub-agent a contract of two tiers, never above the agent’s own rate', async () => {
    const sent: unknown[] = [];
    asAgent({
      'GET /wps/agent/contracts/dividend': () => ok(contractsPage()),
      'POST /relay/MCS2_processDividendReq': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return ok(contract({ id: 60, status: 'offered', acceptedAt: null }));
      },
    });
    renderApp(DIVIDENDS);
    const dialog = await openOfferTo('sub01');
    expect(within(dialog).getAllByText('Tối đa 30.00%').length).toBe(1);
    fillTier(dialog, 1, ['1,000,000', '50000', '5', '20']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thêm bậc' }));
    fillTier(dialog, 2, ['5000000.5', '200000', '12', '35']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi đề xuất' }));
    expect(await within(dialog).findByText('Tỷ lệ không được vượt quá 30.00%.')).toBeTruthy();
    expect(tierField(dialog, 2, 'Tỷ lệ (%)').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    // Tiers climb: the second needs more valid bet than the first.
    typeInto(tierField(dialog, 2, 'Tỷ lệ (%)'), '30');
    typeInto(tierField(dialog, 2, 'Cược hợp lệ trong kỳ'), '900000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi đề xuất' }));
    expect(await within(dialog).findByText('Phải lớn hơn bậc 1.')).toBeTruthy();
    expect(sent).toEqual([]);

    typeInto(tierField(dialog, 2, 'Cược hợp lệ trong kỳ'), '5000000.5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi đề xuất' }));
    expect(
      await screen.findByText('Đã gửi đề xuất cho sub01. Hợp đồng có hiệu lực khi họ chấp nhận.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([
      {
        action: 'offer',
        memberId: 21,
        tiers: [
          { validBet: '1000000.00', profitLoss: '50000.00', activeMembers: 5, rate: '20.00' },
          { validBet: '5000000.50', profitLoss: '200000.00', activeMembers: 12, rate: '30.00' },
        ],
      },
    ]);
  });

  it('shows the server’s refusal on the field it names, and one without a field above the buttons', async () => {
    let answer = 0;
    asAgent({
      'GET /wps/agent/contracts/dividend': () => ok(contractsPage()),
      'POST /relay/MCS2_processDividendReq': () => {
        answer += 1;
        return answer === 1
          ? failure(
              'CONTRACT_RATE_ABOVE_OWN',
              'in_contract_rate_above_own',
              { field: 'body.tiers.0.rate' },
              409,
            )
          : failure('CONTRACT_NOT_DIRECT_DOWNLINE', 'in_contract_not_direct_downline', null, 409);
      },
    });
    renderApp(DIVIDENDS);
    const dialog = await openOfferTo('sub01');
    fillTier(dialog, 1, ['1000000', '0', '5', '25']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi đề xuất' }));
    await waitFor(() => expect(tierField(dialog, 1, 'Tỷ lệ (%)').getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getByText('Tỷ lệ không được cao hơn tỷ lệ trong hợp đồng của chính bạn.'),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi đề xuất' }));
    expect(
      await within(dialog).findByText('Chỉ có thể đề xuất hợp đồng cho đại lý cấp dưới trực tiếp của bạn.'),
    ).toBeTruthy();
    expect(tierField(dialog, 1, 'Tỷ lệ (%)').getAttribute('aria-invalid')).toBeNull();
  });

  it('withdraws an offer still waiting, and changes a sub-agent’s contract from its tiers', async () => {
    const sent: unknown[] = [];
    const page = contractsPage();
    const [first, second] = page.downlines;
    asAgent({
      'GET /wps/agent/contracts/dividend': () =>
        ok({
          ...page,
          downlines: [
            {
              ...first,
              pending: contract({
                id: 70,
                status: 'offered',
                acceptedAt: null,
                tiers: [tier('2000000.00', '0.00', 4, '15.00')],
                maxRate: '15.00',
              }),
            },
            second,
          ],
        }),
      'POST /relay/MCS2_processDividendReq': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return ok(contract({ id: 70, status: 'withdrawn' }));
      },
    });
    renderApp(DIVIDENDS);
    const pending = await screen.findByTestId('pending-70');
    expect(within(pending).getByText('Đã đề xuất: tối đa 15.00%')).toBeTruthy();
    fireEvent.click(within(pending).getByRole('button', { name: 'Rút lại đề xuất' }));
    const confirm = await screen.findByRole('dialog', { name: 'Thông báo' });
    expect(within(confirm).getByText('Rút lại đề xuất gửi sub01?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rút lại đề xuất' }));
    await waitFor(() => expect(sent).toEqual([{ action: 'withdraw', contractId: 70 }]));

    fireEvent.click(
      within(screen.getByTestId('downline-22')).getByRole('button', { name: 'Thay đổi hợp đồng' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Thay đổi hợp đồng của sub02' });
    expect(tierField(dialog, 1, 'Tỷ lệ (%)').value).toBe('10.00');
    expect(tierField(dialog, 1, 'Cược hợp lệ trong kỳ').value).toBe('1000000.00');
  });

  it('translates every contract refusal in both languages', () => {
    for (const key of Object.values(ContractMessageKey)) {
      expect(agentEn, key).toHaveProperty(key);
      expect(agentVi, key).toHaveProperty(key);
    }
  });
});
