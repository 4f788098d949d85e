import type { TAdminContractSettings } from '@luckwell/contracts/admin/agents';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';
import { BRANDS, settingsList, TOKEN } from './agents-test-data.ts';

describe('the contract rules view', () => {
  it("saves a kind's rules with a reason, naming a refused field first", async () => {
    let current = settingsList();
    let refuse = true;
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/agents/settings': () => jsonResponse(200, ok(current)),
      'PUT /admin-api/agents/settings/dailyWage': (call) => {
        if (refuse) {
          return jsonResponse(400, fail('VALIDATION_FAILED', 'in_input_error', { field: 'body.maxRate' }));
        }
        const { merchantCode: _brand, reason: _reason, ...saved } = call.body as Record<string, unknown>;
        const next = { ...current[1], ...saved } as TAdminContractSettings;
        current = current.map((rules) => (rules.kind === 'dailyWage' ? next : rules));
        return jsonResponse(200, ok(next));
      },
    });
    renderApp('/agents/rules?brand=LW', TOKEN);
    const card = await screen.findByRole('region', { name: 'Daily wage' }, { timeout: 5_000 });
    expect((within(card).getByLabelText('Settlement cycle') as HTMLSelectElement).disabled).toBe(true);
    const rate = within(card).getByLabelText('Highest rate (%)') as HTMLInputElement;
    expect(rate.value).toBe('3.00');

    fireEvent.change(rate, { target: { value: '250' } });
    fireEvent.change(within(card).getByLabelText('Who pays'), { target: { value: 'upline' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save rules' }));
    expect(await within(card).findByText(/Give a reason of 3 to 500 characters/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(within(card).getByLabelText('Reason'), { target: { value: 'Market review' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save rules' }));
    expect(await within(card).findByText('A percentage from 0 to 100, at most two decimals.')).toBeTruthy();
    expect(rate.getAttribute('aria-invalid')).toBe('true');

    refuse = false;
    fireEvent.change(rate, { target: { value: '2.5' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Daily wage rules of LW saved.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      merchantCode: 'LW',
      enabled: true,
      cycle: 'daily',
      payer: 'upline',
      maxRate: '2.50',
      reason: 'Market review',
    });
    const saved = await screen.findByRole('region', { name: 'Daily wage' });
    expect(((await within(saved).findByLabelText('Highest rate (%)')) as HTMLInputElement).value).toBe(
      '2.50',
    );
  });

  it('lets hourly salary be turned on, on its own cycle only, and dividends choose theirs', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/agents/settings': () => jsonResponse(200, ok(settingsList())),
      'PUT /admin-api/agents/settings/hourlySalary': (call) => {
        const { merchantCode: _brand, reason: _reason, ...saved } = call.body as Record<string, unknown>;
        return jsonResponse(200, ok({ ...settingsList()[2], ...saved }));
      },
    });
    renderApp('/agents/rules?brand=LW', TOKEN);
    const card = await screen.findByRole('region', { name: 'Hourly salary' }, { timeout: 5_000 });
    const cycle = within(card).getByLabelText('Settlement cycle') as HTMLSelectElement;
    expect(cycle.disabled).toBe(true);
    expect([...cycle.options].map((option) => option.text)).toEqual(['Hourly']);
    const dividends = screen.getByRole('region', { name: 'Dividend' });
    expect(
      [...(within(dividends).getByLabelText('Settlement cycle') as HTMLSelectElement).options].map(
        (option) => option.value,
      ),
    ).toEqual(['daily', 'weekly', 'halfMonthly', 'monthly']);

    fireEvent.click(within(card).getByRole('switch', { name: 'Hourly salary contracts on' }));
    fireEvent.change(within(card).getByLabelText('Reason'), { target: { value: 'Launch hourly pay' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Hourly salary rules of LW saved.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({
      enabled: true,
      cycle: 'hourly',
    });
  });

  it('shows the rules read-only to a role without agents.manage, and a failure with a retry', async () => {
    mockApi({
      ...meHandler('risk'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/agents/settings': () => jsonResponse(200, ok(settingsList())),
    });
    const view = renderApp('/agents/rules?brand=LW', TOKEN);
    const card = await screen.findByRole('region', { name: 'Dividend' }, { timeout: 5_000 });
    expect(within(card).getByText('Your role can see these rules but not change them.')).toBeTruthy();
    expect((within(card).getByLabelText('Highest rate (%)') as HTMLInputElement).disabled).toBe(true);
    expect(within(card).queryByLabelText('Reason')).toBeNull();
    view.unmount();

    mockApi({
      ...meHandler('risk'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/agents/settings': () => jsonResponse(403, fail('FORBIDDEN', 'in_access_denied')),
    });
    renderApp('/agents/rules?brand=LW', TOKEN);
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('You do not have access to this.')).toBeTruthy();
  });
});
