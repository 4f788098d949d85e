import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';
import { BRANDS, preview, settingsList, settlementRow, TOKEN } from './agents-test-data.ts';

const history = [
  {
    kind: 'dailyWage',
    periodKey: '2026-11-24',
    from: '2026-11-24',
    to: '2026-11-24',
    settledAt: '2026-11-25T00:05:00.000Z',
    agents: 3,
    paid: 2,
    insufficientBalance: 1,
    amount: '42000.00',
  },
];

const base = {
  'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
  'GET /admin-api/agents/settings': () => jsonResponse(200, ok(settingsList())),
  'GET /admin-api/agents/settlements': () => jsonResponse(200, ok(history)),
};

describe('the settlements view', () => {
  it('previews a period still open: its agents and their lines, and no paying until it ends', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      ...base,
      'POST /admin-api/agents/settlements/preview': () => jsonResponse(200, ok(preview())),
    });
    renderApp('/agents/settlements?brand=LW&kind=dailyWage&day=2026-11-25', TOKEN);
    const period = await screen.findByRole(
      'region',
      { name: 'Settlement of period 2026-11-25' },
      { timeout: 5_000 },
    );
    expect(calls.find((c) => c.path === '/admin-api/agents/settlements/preview')?.body).toEqual({
      merchantCode: 'LW',
      kind: 'dailyWage',
      day: '2026-11-25',
    });
    expect(within(period).getByText('Still open')).toBeTruthy();
    expect(within(period).getByText(/The period runs until the end of 2026-11-25/)).toBeTruthy();
    expect(
      (within(period).getByRole('button', { name: 'Pay this period' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const row = within(period).getByRole('button', { name: 'Show the lines of agent01' }).closest('tr')!;
    expect(within(row).getByText('To pay')).toBeTruthy();
    expect(within(row).getByText('2,400,000.00')).toBeTruthy();
    expect(within(row).getByText('The brand')).toBeTruthy();
    expect(within(period).queryByText("Direct sub-agent's team")).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Show the lines of agent01' }));
    const lines = within(period).getByRole('table', { name: 'What agent01 is paid on' });
    const sub = within(lines).getByText('sub01').closest('tr')!;
    expect(within(sub).getByText("Direct sub-agent's team")).toBeTruthy();
    expect(within(sub).getByText('1.00%')).toBeTruthy();
    expect(within(sub).getByText('9,000.00')).toBeTruthy();
    expect(within(period).getByText('Total 18,000.00 to 1 agents')).toBeTruthy();

    // The history of the kind, below.
    const past = await screen.findByRole('region', { name: 'Daily wage: settled periods' });
    expect(within(past).getByText('2026-11-24')).toBeTruthy();
    expect(within(past).getByText('42,000.00')).toBeTruthy();
  });

  it('pays an ended period after a confirmation, and says why a refused run was refused', async () => {
    let paid = false;
    let refuse = true;
    const ready = preview({ periodKey: '2026-11-24', from: '2026-11-24', to: '2026-11-24', closed: true });
    const { calls } = mockApi({
      ...meHandler('finance'),
      ...base,
      'POST /admin-api/agents/settlements/preview': () =>
        jsonResponse(200, ok(paid ? { ...ready, settled: true } : ready)),
      'POST /admin-api/agents/settlements/run': () => {
        if (refuse) {
          return jsonResponse(
            400,
            fail('VALIDATION_FAILED', 'in_contract_period_open', { field: 'body.day' }),
          );
        }
        paid = true;
        return jsonResponse(
          200,
          ok({
            ...ready,
            settled: true,
            rows: [settlementRow({ id: 9, status: 'paid', paidAt: '2026-11-25T00:05:00.000Z' })],
          }),
        );
      },
    });
    const { router } = renderApp('/agents/settlements?brand=LW', TOKEN);
    // Finance may settle: pick the day, then preview.
    fireEvent.change(await screen.findByLabelText('Any day of the period', undefined, { timeout: 5_000 }), {
      target: { value: '2026-11-24' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const period = await screen.findByRole('region', { name: 'Settlement of period 2026-11-24' });
    expect(router.state.location.search).toBe('?brand=LW&kind=dailyWage&day=2026-11-24');
    expect(within(period).getByText('Ready to pay')).toBeTruthy();

    fireEvent.click(within(period).getByRole('button', { name: 'Pay this period' }));
    const confirm = await screen.findByRole('dialog', { name: 'Pay period 2026-11-24?' });
    expect(confirm.textContent).toContain('18,000.00 to 1 agents');
    fireEvent.change(within(confirm).getByLabelText('Reason'), { target: { value: 'Scheduler was down' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Pay this period' }));
    expect(
      await within(confirm).findByText('This period has not ended yet: it can be paid once it has.'),
    ).toBeTruthy();

    refuse = false;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Pay this period' }));
    expect(await screen.findByText('Period 2026-11-24 paid: 18,000.00.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/admin-api/agents/settlements/run').at(-1)?.body).toEqual({
      merchantCode: 'LW',
      kind: 'dailyWage',
      day: '2026-11-24',
      reason: 'Scheduler was down',
    });
    expect(await within(period).findByText('Settled')).toBeTruthy();
    expect(within(period).getByText('Paid')).toBeTruthy();
    expect(
      (within(period).getByRole('button', { name: 'Pay this period' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('offers to pay again only the rows a settled period left unpaid', async () => {
    const settled = preview({
      periodKey: '2026-11-23',
      from: '2026-11-23',
      to: '2026-11-23',
      closed: true,
      settled: true,
      rows: [
        settlementRow({ id: 7, status: 'paid' }),
        settlementRow({ id: 8, account: 'agent02', status: 'insufficientBalance', payer: 'boss01' }),
      ],
    });
    mockApi({
      ...meHandler('owner'),
      ...base,
      'POST /admin-api/agents/settlements/preview': () => jsonResponse(200, ok(settled)),
    });
    renderApp('/agents/settlements?brand=LW&kind=dailyWage&day=2026-11-23', TOKEN);
    const period = await screen.findByRole(
      'region',
      { name: 'Settlement of period 2026-11-23' },
      { timeout: 5_000 },
    );
    expect(within(period).getByText('Settled')).toBeTruthy();
    expect(within(period).getByText('Unpaid: payer short of funds')).toBeTruthy();
    expect(
      (within(period).getByRole('button', { name: 'Pay the 1 unpaid rows' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('offers every kind, saying which are off, and shows support only the history', async () => {
    const { calls } = mockApi({ ...meHandler('support'), ...base });
    renderApp('/agents/settlements?brand=LW&kind=dailyWage&day=2026-11-25', TOKEN);
    const kind = (await screen.findByLabelText('Contract kind', undefined, {
      timeout: 5_000,
    })) as HTMLSelectElement;
    expect(await screen.findByRole('option', { name: 'Hourly salary (off)' })).toBeTruthy();
    expect(kind.value).toBe('dailyWage');
    expect(screen.getByText(/Previewing and paying a period needs the settlement permission/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
    expect(await screen.findByText('42,000.00')).toBeTruthy();
    expect(calls.some((c) => c.path === '/admin-api/agents/settlements/preview')).toBe(false);
  });

  it('picks an hourly salary period by its day and hour, and reopens one from the history', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      ...base,
      'GET /admin-api/agents/settings': () =>
        jsonResponse(
          200,
          ok(
            settingsList().map((rules) =>
              rules.kind === 'hourlySalary' ? { ...rules, enabled: true } : rules,
            ),
          ),
        ),
      'GET /admin-api/agents/settlements': () =>
        jsonResponse(
          200,
          ok([
            {
              ...history[0],
              kind: 'hourlySalary',
              periodKey: '2026-11-24T13',
              from: '2026-11-24',
              to: '2026-11-24',
            },
          ]),
        ),
      'POST /admin-api/agents/settlements/preview': (call) => {
        const { day, time } = call.body as { day: string; time: string };
        const key = `${day}T${time.slice(0, 2)}`;
        return jsonResponse(200, ok(preview({ kind: 'hourlySalary', periodKey: key, from: day, to: day })));
      },
    });
    renderApp('/agents/settlements?brand=LW&kind=hourlySalary', TOKEN);
    const time = (await screen.findByLabelText('Time (business clock)', undefined, {
      timeout: 5_000,
    })) as HTMLInputElement;
    expect(time.step).toBe('3600');
    fireEvent.change(screen.getByLabelText('Any day of the period'), { target: { value: '2026-11-25' } });
    fireEvent.change(time, { target: { value: '14:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('region', { name: 'Settlement of period 2026-11-25T14' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/admin-api/agents/settlements/preview')?.body).toEqual({
      merchantCode: 'LW',
      kind: 'hourlySalary',
      day: '2026-11-25',
      time: '14:00',
    });

    const past = await screen.findByRole('region', { name: 'Hourly salary: settled periods' });
    fireEvent.click(within(past).getByRole('button', { name: /2026-11-24T13/ }));
    expect(await screen.findByRole('region', { name: 'Settlement of period 2026-11-24T13' })).toBeTruthy();
    expect(
      calls.filter((c) => c.path === '/admin-api/agents/settlements/preview').at(-1)?.body,
    ).toMatchObject({
      day: '2026-11-24',
      time: '13:00',
    });
  }, 15_000);
});
