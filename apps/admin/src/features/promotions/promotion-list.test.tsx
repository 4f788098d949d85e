import type { TAdminPromotion } from '@luckwell/contracts/admin/promotions';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'content-token-0123456789' };
const BRANDS = [{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }];

const FIRST_DEPOSIT = {
  id: 7,
  merchantCode: 'LW',
  kind: 'deposit_bonus',
  depositRule: 'first',
  bonusPercent: '100.00',
  maxBonus: '2000000.00',
  minDeposit: '100000.00',
  wageringMultiplier: 10,
  wageringBase: 'bonus',
  maxBet: '200000.00',
  expiryDays: 14,
  contributions: [{ category: 'LIVE', percent: '10.00' }],
  title: { vi: 'Thưởng nạp đầu 100%', en: '100% first deposit bonus' },
  summary: { vi: 'Tóm tắt', en: 'Summary' },
  rules: { vi: 'Điều lệ', en: 'Rules' },
  bannerUrl: null,
  startsAt: '2026-10-01T00:00:00.000Z',
  endsAt: null,
  enabled: true,
  sortOrder: 1,
  members: 12,
  paid: '4000000.00',
  released: '1000000.00',
  returned: '500000.00',
  conversion: '25.0',
  updatedAt: '2026-11-01T00:00:00.000Z',
} as TAdminPromotion;

const list = (promotions: TAdminPromotion[]) => ({ list: promotions, currencySymbol: '₫' });

describe('Promotions → promotions', () => {
  it('lists a promotion with its terms, cost and conversion, and its bonuses', async () => {
    mockApi({
      ...meHandler('finance'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/promotions': () => jsonResponse(200, ok(list([FIRST_DEPOSIT]))),
      'GET /admin-api/promotions/7/bonuses': () =>
        jsonResponse(
          200,
          ok({
            content: [
              {
                id: 3,
                account: 'demo_saver',
                status: 'wagering',
                bonus: '100000.00',
                deposit: '100000.00',
                wageringRequired: '1000000.00',
                wageringDone: '250000.00',
                balance: '80000.00',
                joinedAt: '2026-11-20T10:00:00.000Z',
                finishedAt: null,
              },
            ],
            pageNum: 1,
            totalPages: 1,
            total: 1,
          }),
        ),
    });
    renderApp('/promotions', TOKEN);
    const table = await screen.findByRole('table', { name: 'Promotions' }, { timeout: 5_000 });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('100% first deposit bonus');
    expect(row.textContent).toContain('100.00% of a deposit up to 2,000,000.00 · 10× the bonus');
    expect(row.textContent).toContain('Live');
    expect(row.textContent).toContain('25.0%');
    // Finance reads: no way to create or edit.
    expect(screen.queryByRole('button', { name: 'New promotion' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Bonuses' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('demo_saver')).toBeTruthy();
    expect(within(dialog).getByText('Wagering')).toBeTruthy();
  });

  it('creates a promotion: checked first, then the server refusal lands under its field', async () => {
    let refuse = true;
    const { calls } = mockApi({
      ...meHandler('content'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/promotions': () => jsonResponse(200, ok(list([]))),
      'POST /admin-api/promotions': () =>
        refuse
          ? jsonResponse(400, fail('VALIDATION_FAILED', 'in_input_error', { field: 'body.maxBonus' }))
          : jsonResponse(200, ok({ ...FIRST_DEPOSIT, id: 8, title: { vi: 'Quà', en: 'Gift' } })),
    });
    renderApp('/promotions', TOKEN);
    expect(await screen.findByText('No promotion yet', undefined, { timeout: 5_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New promotion' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promotion' });
    fireEvent.change(within(dialog).getByLabelText('Kind'), { target: { value: 'no_deposit' } });
    expect(within(dialog).queryByLabelText('Minimum deposit')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the promotion' }));
    expect((await within(dialog).findAllByText('Check this value.')).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('Bonus amount', '50,000');
    type('Title (Vietnamese)', 'Quà');
    type('Title (English)', 'Gift');
    type('Summary (Vietnamese)', 'Nhận quà');
    type('Summary (English)', 'Claim a gift');
    type('Rules (Vietnamese)', 'Một lần');
    type('Rules (English)', 'Once');
    type('Reason', 'welcome campaign');
    type('VIP level', '2');
    type('Only members who joined within (days)', '30');
    fireEvent.click(
      within(dialog).getByRole('switch', { name: /Once per IP address, device and payment account/ }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the promotion' }));
    expect(
      await within(dialog).findByText('Some fields are not valid. Check them and try again.'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Bonus amount').getAttribute('aria-invalid')).toBe('true');
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the promotion' }));
    expect(await screen.findByText('“Gift” is created.')).toBeTruthy();
    const body = calls.filter((call) => call.method === 'POST').at(-1)?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      merchantCode: 'LW',
      kind: 'no_deposit',
      bonusPercent: null,
      maxBonus: '50000.00',
      minDeposit: '0.00',
      wageringMultiplier: 10,
      contributions: [],
      minVipLevel: 2,
      newMemberDays: 30,
      onePerAddress: true,
      reason: 'welcome campaign',
    });
  });

  it('creates a raffle with an end, a bet per ticket and its prizes, the top prize as its most paid', async () => {
    const { calls } = mockApi({
      ...meHandler('content'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/promotions': () => jsonResponse(200, ok(list([]))),
      'POST /admin-api/promotions': () =>
        jsonResponse(200, ok({ ...FIRST_DEPOSIT, id: 9, title: { vi: 'Quay số', en: 'Raffle' } })),
    });
    renderApp('/promotions', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'New promotion' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New promotion' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('Kind', 'raffle');
    expect(within(dialog).queryByLabelText('Bonus amount')).toBeNull();
    type('Valid bet per ticket', '100,000');
    type('Prize 1 amount', '10,000');
    type('How many (1)', '3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a prize' }));
    type('Prize 2 amount', '1,000,000');
    type('Title (Vietnamese)', 'Quay số');
    type('Title (English)', 'Raffle');
    type('Summary (Vietnamese)', 'Cược nhận vé');
    type('Summary (English)', 'Bet for tickets');
    type('Rules (Vietnamese)', 'Quay khi kết thúc');
    type('Rules (English)', 'Drawn at the end');
    type('Reason', 'year-end raffle');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the promotion' }));
    expect(within(dialog).getByText('A raffle needs an end: it is drawn then.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    type('Ends (optional)', '2026-12-31T20:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the promotion' }));
    expect(await screen.findByText('“Raffle” is created.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({
      kind: 'raffle',
      maxBonus: '1000000.00',
      ticketBet: '100000.00',
      prizes: [
        { amount: '10000.00', count: 3 },
        { amount: '1000000.00', count: 1 },
      ],
    });
  });
});
