import type { TCashierSettings } from '@luckwell/contracts/admin/cashier-settings';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'owner-token-0123456789' };

const settings = (overrides: Partial<TCashierSettings> = {}) =>
  ({
    merchantId: 1,
    merchantCode: 'LW',
    currency: 'VND',
    withdrawals: { minAmount: '50000.00', maxAmount: '500000000.00', confirmMinutes: 30, maxBankAccounts: 3 },
    transfers: { minAmount: '10000.00', maxAmount: '100000000.00', dailyLimit: '500000000.00' },
    ...overrides,
  }) as TCashierSettings;

const brands = () =>
  jsonResponse(
    200,
    ok([
      { merchantCode: 'LW', currency: 'VND', approvalThreshold: '5000000.00' },
      { merchantCode: 'BW', currency: 'VND', approvalThreshold: '1000000.00' },
    ]),
  );

describe('the cashier limits screen', () => {
  it("loads a brand's limits and saves the withdrawal form with a toast", async () => {
    let current = settings();
    const { calls } = mockApi({
      ...meHandler('finance'),
      'GET /admin-api/finance/settings': brands,
      'GET /admin-api/cashier/settings': () => jsonResponse(200, ok(current)),
      'PUT /admin-api/cashier/settings/withdrawals': (call) => {
        const { merchant: _, ...body } = call.body as Record<string, unknown>;
        current = settings({ withdrawals: body as TCashierSettings['withdrawals'] });
        return jsonResponse(200, ok(current));
      },
    });
    renderApp('/cashier/limits', TOKEN);
    const form = await screen.findByRole('region', { name: 'Withdrawals' }, { timeout: 5_000 });
    expect(calls.find((c) => c.path === '/admin-api/cashier/settings')?.query.get('merchant')).toBe('LW');
    const min = within(form).getByLabelText('Minimum amount (VND)');
    expect((min as HTMLInputElement).value).toBe('50000.00');
    fireEvent.change(min, { target: { value: '100,000' } });
    fireEvent.change(within(form).getByLabelText('Confirm within (minutes, 1–1440)'), {
      target: { value: '45' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Withdrawal limits of LW saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      merchant: 'LW',
      minAmount: '100000.00',
      maxAmount: '500000000.00',
      confirmMinutes: 45,
      maxBankAccounts: 3,
    });
    expect(screen.getByText(/Manual adjustments above 5,000,000.00 VND/)).toBeTruthy();
  });

  it('marks the field the server refused', async () => {
    mockApi({
      ...meHandler('owner'),
      'GET /admin-api/finance/settings': brands,
      'GET /admin-api/cashier/settings': () => jsonResponse(200, ok(settings())),
      'PUT /admin-api/cashier/settings/transfers': () =>
        jsonResponse(400, fail('VALIDATION_FAILED', 'in_validation', { field: 'body.dailyLimit' })),
    });
    renderApp('/cashier/limits', TOKEN);
    const form = await screen.findByRole('region', { name: 'Transfers between members' }, { timeout: 5_000 });
    fireEvent.change(within(form).getByLabelText('Daily limit per sender (VND)'), {
      target: { value: '5000' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Check this value.')).toBeTruthy();
    expect(within(form).getByLabelText('Daily limit per sender (VND)').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('shows an error with a retry when the limits cannot be loaded', async () => {
    mockApi({
      ...meHandler('owner'),
      'GET /admin-api/finance/settings': brands,
      'GET /admin-api/cashier/settings': () => jsonResponse(500, fail('SYSTEM_ERROR', 'in_system_error')),
    });
    renderApp('/cashier/limits', TOKEN);
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5_000 })).toBeTruthy();
  });

  it('is refused to support', async () => {
    mockApi({ ...meHandler('support') });
    renderApp('/cashier/limits', TOKEN);
    expect(await screen.findByText('Not available to your role', undefined, { timeout: 5_000 })).toBeTruthy();
  });
});
