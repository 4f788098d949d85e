import type { TArenaAdmin } from '@luckwell/contracts/admin/arenas';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'owner-token-0123456789' };
const pools = (meron: [number, string], wala: [number, string], draw: [number, string]) => ({
  meron: { slips: meron[0], stake: meron[1] },
  wala: { slips: wala[0], stake: wala[1] },
  draw: { slips: draw[0], stake: draw[1] },
});
const saigon = {
  code: 'LWCF-1',
  name: 'Arena Sài Gòn',
  mode: 'auto',
  enabled: true,
  odds: { mode: 'parimutuel', cutBps: 500, meronMilli: null, walaMilli: null },
  minStake: '10.00',
  maxStake: '50000.00',
  streamUrl: null,
  phases: { openMs: 40_000, lastCallMs: 10_000, closedMs: 30_000, resultMs: 10_000 },
  fight: {
    number: 318,
    status: 'OPEN',
    result: null,
    opensAt: '2026-11-27T10:00:00.000Z',
    settledAt: null,
    cancelReason: null,
    pools: pools([2, '400.00'], [3, '250.00'], [1, '10.00']),
    board: { mode: 'parimutuel', meronMilli: 1543, walaMilli: 2470, drawMilli: 9000, oneSided: false },
  },
} as TArenaAdmin;
const canTho = {
  code: 'LWCF-2',
  name: 'Arena Cần Thơ',
  mode: 'manual',
  enabled: true,
  odds: { mode: 'fixed', cutBps: null, meronMilli: 1900, walaMilli: 1900 },
  minStake: '10.00',
  maxStake: '20000.00',
  streamUrl: 'https://stream.example.com/can-tho',
  phases: null,
  fight: {
    number: 12,
    status: 'CLOSED',
    result: null,
    opensAt: '2026-11-27T09:58:00.000Z',
    settledAt: null,
    cancelReason: null,
    pools: pools([4, '1000.00'], [2, '300.00'], [1, '50.00']),
    board: { mode: 'fixed', meronMilli: 1900, walaMilli: 1900, drawMilli: 9000, oneSided: false },
  },
} as TArenaAdmin;
const withFight = (arena: TArenaAdmin, fight: Partial<NonNullable<TArenaAdmin['fight']>> | null) =>
  ({ ...arena, fight: fight && { ...arena.fight!, ...fight } }) as TArenaAdmin;
const listOf = (arenas: TArenaAdmin[]) =>
  jsonResponse(200, ok({ serverTime: '2026-11-27T10:00:00.000Z', arenas }));

describe('the arenas console', () => {
  it('shows each arena with its odds, limits and fight of the moment, pools and prices', async () => {
    mockApi({ ...meHandler('owner'), 'GET /admin-api/arenas': () => listOf([saigon, canTho]) });
    renderApp('/games/arenas', TOKEN);
    const auto = await screen.findByRole('region', { name: 'Arena Sài Gòn' });
    expect(within(auto).getByText('LWCF-1')).toBeTruthy();
    expect(within(auto).getByText('Auto schedule')).toBeTruthy();
    expect(within(auto).getByText('Parimutuel · 5 % cut')).toBeTruthy();
    expect(within(auto).getByText('10.00 – 50,000.00')).toBeTruthy();
    expect(within(auto).getByText('Fight #318')).toBeTruthy();
    expect(within(auto).getByText('Open for bets')).toBeTruthy();
    const meron = within(auto).getByTestId('pool-meron');
    expect(within(meron).getByText('1.543')).toBeTruthy();
    expect(within(meron).getByText('400.00')).toBeTruthy();
    expect(within(meron).getByText('2 slip(s)')).toBeTruthy();
    expect(within(within(auto).getByTestId('pool-draw')).getByText('9.000')).toBeTruthy();
    // An auto arena runs itself: only cancelling is offered.
    expect(within(auto).getByRole('button', { name: 'Cancel fight' })).toBeTruthy();
    expect(within(auto).queryByRole('button', { name: 'Last call' })).toBeNull();
    expect(within(auto).queryByRole('button', { name: 'Open next fight' })).toBeNull();

    const manual = screen.getByTestId('arena-LWCF-2');
    expect(within(manual).getByText('Manual')).toBeTruthy();
    expect(within(manual).getByText('Fixed · Meron 1.900 · Wala 1.900')).toBeTruthy();
    expect(within(manual).getByText('Betting closed')).toBeTruthy();
    expect(within(manual).getByRole('button', { name: 'Enter result' })).toBeTruthy();
    expect(within(manual).getByRole('button', { name: 'Cancel fight' })).toBeTruthy();
    expect(within(manual).queryByRole('button', { name: 'Close betting' })).toBeNull();
    // The live stream: the operator's on one, the drawn arena on the other.
    expect(within(manual).getByText('On · https://stream.example.com/can-tho')).toBeTruthy();
    expect(within(auto).getByText('Off · players see the drawn arena')).toBeTruthy();
  });

  it('opens a manual arena’s next fight once the last one is resulted, posting the move', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/arenas': () =>
        listOf([
          withFight(canTho, { status: 'RESULT', result: 'WALA', settledAt: '2026-11-27T10:01:00.000Z' }),
        ]),
      'POST /admin-api/arenas/LWCF-2/fights': () =>
        jsonResponse(200, ok(withFight(canTho, { number: 13, status: 'OPEN' }))),
    });
    renderApp('/games/arenas', TOKEN);
    const card = await screen.findByRole('region', { name: 'Arena Cần Thơ' });
    expect(within(card).getByText('Wala wins')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Cancel fight' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Open next fight' }));
    expect(await screen.findByText('Fight #13 is open for bets.')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/admin-api/arenas/LWCF-2/fights');
    expect(post?.body).toEqual({});
  });

  it('shows the last call and close moves while betting, and a refused move in words', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/arenas': () => listOf([withFight(canTho, { status: 'OPEN' })]),
      'POST /admin-api/arenas/LWCF-2/fights/12/last-call': () =>
        jsonResponse(409, fail('COCKFIGHT_BAD_TRANSITION', 'cockfight_err_bad_transition')),
    });
    renderApp('/games/arenas', TOKEN);
    const card = await screen.findByRole('region', { name: 'Arena Cần Thơ' });
    expect(within(card).getByRole('button', { name: 'Close betting' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Enter result' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Last call' }));
    expect(await within(card).findByText(/This fight cannot do that now/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(
      '/admin-api/arenas/LWCF-2/fights/12/last-call',
    );
  });

  it('enters a result only once chosen, naming it and what it pays', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/arenas': () => listOf([canTho]),
      'POST /admin-api/arenas/LWCF-2/fights/12/result': () =>
        jsonResponse(200, ok(withFight(canTho, { status: 'RESULT', result: 'MERON' }))),
    });
    renderApp('/games/arenas', TOKEN);
    const card = await screen.findByRole('region', { name: 'Arena Cần Thơ' });
    fireEvent.click(within(card).getByRole('button', { name: 'Enter result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result of fight #12' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm result' }));
    expect(await within(dialog).findByText('Choose Meron, Wala or Draw first.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Draw' }));
    expect(within(dialog).getByText('You are declaring fight #12: Draw.')).toBeTruthy();
    expect(
      within(dialog).getByText(/Every Meron and Wala bet is refunded: 6 slip\(s\) staking 1,300\.00/),
    ).toBeTruthy();
    expect(within(dialog).getByText(/paid about 450\.00/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Meron' }));
    expect(within(dialog).getByText('You are declaring fight #12: Meron.')).toBeTruthy();
    expect(
      within(dialog).getByText(
        /Meron wins: 4 slip\(s\) staking 1,000\.00 are paid at 1\.900, about 1,900\.00/,
      ),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Judge call' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm result' }));
    expect(await screen.findByText('Fight #12: Meron. The bets are being paid.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/admin-api/arenas/LWCF-2/fights/12/result');
    expect(post?.body).toEqual({ result: 'MERON', reason: 'Judge call' });
  });

  it('cancels an auto arena’s fight only with a reason, and shows a refusal in the dialog', async () => {
    let refuse = true;
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/arenas': () => listOf([saigon]),
      'POST /admin-api/arenas/LWCF-1/fights/318/cancel': () =>
        refuse
          ? jsonResponse(409, fail('COCKFIGHT_BAD_TRANSITION', 'cockfight_err_bad_transition'))
          : jsonResponse(200, ok(withFight(saigon, { status: 'CANCELLED', cancelReason: 'Injured cock' }))),
    });
    renderApp('/games/arenas', TOKEN);
    const card = await screen.findByRole('region', { name: 'Arena Sài Gòn' });
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel fight' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel fight #318' });
    expect(within(dialog).getByText('Every bet on this fight is refunded')).toBeTruthy();
    expect(within(dialog).getByText(/6 slip\(s\) staking 660\.00 go back/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel fight' }));
    expect(await within(dialog).findByText('Give a reason; it is recorded in the audit log.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Injured cock' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel fight' }));
    expect(await within(dialog).findByText(/This fight cannot do that now/)).toBeTruthy();

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel fight' }));
    expect(await screen.findByText('Fight #318 cancelled: 6 slip(s) refunded.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ reason: 'Injured cock' });
  });

  it('edits an arena’s prices, limits and stream with a reason, showing a refused price at its field', async () => {
    let refuse = true;
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/arenas': () => listOf([canTho]),
      'PUT /admin-api/arenas/LWCF-2': () =>
        refuse
          ? jsonResponse(
              400,
              fail('COCKFIGHT_BAD_ODDS', 'arenas_err_bad_price', {
                field: 'body.odds.meronMilli',
                params: { min: '1.001', max: '100.000' },
              }),
            )
          : jsonResponse(200, ok({ ...canTho, name: 'Arena Cần Thơ VIP' })),
    });
    renderApp('/games/arenas', TOKEN);
    const card = await screen.findByRole('region', { name: 'Arena Cần Thơ' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit arena' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Arena Cần Thơ' });
    expect(
      within(dialog).getByText(
        'New odds apply from the next fight: fight #12 keeps the odds it opened with.',
      ),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText('Live stream URL') as HTMLInputElement).value).toBe(
      'https://stream.example.com/can-tho',
    );
    expect(within(dialog).getByRole('button', { name: 'Fixed prices' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.change(within(dialog).getByLabelText('Arena name'), { target: { value: 'Arena Cần Thơ VIP' } });
    fireEvent.change(within(dialog).getByLabelText('Meron price'), { target: { value: '0.95' } });
    fireEvent.change(within(dialog).getByLabelText('Wala price'), { target: { value: '1.75' } });
    fireEvent.change(within(dialog).getByLabelText('Maximum stake per side'), {
      target: { value: '10,000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await within(dialog).findByText('Give a reason; it is recorded in the audit log.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'VIP night' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(
      await within(dialog).findByText('A fixed price must be between 1.001 and 100.000 (stake included).'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Meron price').getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Arena Cần Thơ VIP',
      enabled: true,
      odds: { mode: 'fixed', meronMilli: 950, walaMilli: 1750 },
      limits: { minStake: '10.00', maxStake: '10000.00' },
      streamUrl: 'https://stream.example.com/can-tho',
      reason: 'VIP night',
    });

    refuse = false;
    fireEvent.change(within(dialog).getByLabelText('Meron price'), { target: { value: '2.1' } });
    fireEvent.change(within(dialog).getByLabelText('Live stream URL'), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Arena Cần Thơ VIP saved. New odds apply from the next fight.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({
      odds: { mode: 'fixed', meronMilli: 2100, walaMilli: 1750 },
      streamUrl: null,
    });
  });

  it('switches an arena to parimutuel, and shows a refused closing under the switch', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/arenas': () => listOf([canTho]),
      'PUT /admin-api/arenas/LWCF-2': () =>
        jsonResponse(
          409,
          fail('COCKFIGHT_ARENA_BUSY', 'arenas_err_arena_busy', {
            field: 'body.enabled',
            params: { number: 12, status: 'CLOSED' },
          }),
        ),
    });
    renderApp('/games/arenas', TOKEN);
    const card = await screen.findByRole('region', { name: 'Arena Cần Thơ' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit arena' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Arena Cần Thơ' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Parimutuel' }));
    expect(within(dialog).queryByLabelText('Meron price')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Operator’s cut (%)'), { target: { value: '4.5' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Arena open' }));
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Closing for the night' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(
      await within(dialog).findByText(
        'Fight #12 is still running or being settled: cancel or finish it before closing the arena.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      enabled: false,
      odds: { mode: 'parimutuel', cutBps: 450 },
    });
  });

  it('says when there are no arenas', async () => {
    mockApi({ ...meHandler('owner'), 'GET /admin-api/arenas': () => listOf([]) });
    renderApp('/games/arenas', TOKEN);
    expect(await screen.findByText('No arenas')).toBeTruthy();
  });

  it('says when the list cannot be read, with a retry', async () => {
    mockApi({
      ...meHandler('owner'),
      'GET /admin-api/arenas': () => jsonResponse(500, fail('SYSTEM_ERROR', 'in_system_error')),
    });
    renderApp('/games/arenas', TOKEN);
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeTruthy();
  });

  it('is closed to an operator without the tables permission', async () => {
    mockApi({ ...meHandler('support') });
    renderApp('/games/arenas', { token: 'support-token-0123456789' });
    expect(await screen.findByText('Not available to your role')).toBeTruthy();
  });

  it('is open to a risk operator', async () => {
    mockApi({ ...meHandler('risk'), 'GET /admin-api/arenas': () => listOf([canTho]) });
    renderApp('/games/arenas', { token: 'risk-token-0123456789' });
    expect(await screen.findByRole('region', { name: 'Arena Cần Thơ' })).toBeTruthy();
  });
});
