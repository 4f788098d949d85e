import type { TAdminRebateDays, TAdminRebateRates } from '@luckwell/contracts/admin/rebates';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'owner-token-0123456789' };
const BRANDS = [{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }];

const rates = (rng = '1.20'): TAdminRebateRates => ({
  merchantCode: 'LW',
  rates: [
    { category: 'LOTT', rate: '1.00' },
    { category: 'PVP', rate: null },
    { category: 'RNG', rate: rng },
    { category: 'LIVE', rate: '0.80' },
  ],
});

const days = (list: TAdminRebateDays['days']): TAdminRebateDays =>
  ({ days: list, total: '1600.50', currencySymbol: '₫' }) as TAdminRebateDays;

const paid = [
  { day: '2026-11-25', members: 12, amount: '1200.50', settledAt: '2026-11-25T17:00:05.000Z' },
  { day: '2026-11-24', members: 4, amount: '400.00', settledAt: '2026-11-24T17:00:05.000Z' },
] as TAdminRebateDays['days'];

describe('Promotions → rebates', () => {
  it('changes the rates with a reason: a category switched off, another rate typed, a bad one refused first', async () => {
    let refuse = true;
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/rebates/rates': () => jsonResponse(200, ok(rates())),
      'GET /admin-api/rebates/days': () => jsonResponse(200, ok(days(paid))),
      'PUT /admin-api/rebates/rates': () =>
        refuse
          ? jsonResponse(400, fail('VALIDATION_FAILED', 'in_validation', { field: 'body.rates.2.rate' }))
          : jsonResponse(200, ok(rates('1.50'))),
    });
    renderApp('/promotions/rebates', TOKEN);
    const form = await screen.findByRole('form', { name: 'Rebate rates' }, { timeout: 5_000 });
    const rng = await within(form).findByLabelText('Slots: Rate (%)');
    expect((rng as HTMLInputElement).value).toBe('1.20');
    expect(
      within(form).getByRole('switch', { name: 'Card games: Pays a rebate' }).getAttribute('aria-checked'),
    ).toBe('false');

    fireEvent.change(rng, { target: { value: '1.555' } });
    fireEvent.click(within(form).getByRole('switch', { name: 'Live casino: Pays a rebate' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save the rates' }));
    expect(await within(form).findByText('A rate from 0.01 to 100, at most two decimals.')).toBeTruthy();
    expect(
      within(form).getByText('Give a reason of 3 to 500 characters; it is recorded in the audit log.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(rng, { target: { value: '1.5' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'November campaign' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the rates' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    refuse = false;
    fireEvent.click(within(form).getByRole('button', { name: 'Save the rates' }));
    expect(await screen.findByText('The rebate rates of LW are saved.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      merchantCode: 'LW',
      rates: [
        { category: 'LOTT', rate: '1.00' },
        { category: 'PVP', rate: null },
        { category: 'RNG', rate: '1.5' },
        { category: 'LIVE', rate: null },
      ],
      reason: 'November campaign',
    });

    const table = screen.getByRole('table', { name: 'Rebates paid per day' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('1,200.50');
    expect(screen.getByText('Total over these days: ₫1,600.50')).toBeTruthy();
  });

  it('shows finance the rates read only, and an empty history in words', async () => {
    mockApi({
      ...meHandler('finance'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/rebates/rates': () => jsonResponse(200, ok(rates())),
      'GET /admin-api/rebates/days': () => jsonResponse(200, ok(days([]))),
    });
    renderApp('/promotions/rebates', TOKEN);
    const form = await screen.findByRole('form', { name: 'Rebate rates' }, { timeout: 5_000 });
    expect(
      await within(form).findByText(
        'Your role can read these rates; an owner or the content team changes them.',
      ),
    ).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Save the rates' })).toBeNull();
    expect(within(form).getByRole('switch', { name: 'Slots: Pays a rebate' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(await screen.findByText('No day settled yet')).toBeTruthy();
  });
});
