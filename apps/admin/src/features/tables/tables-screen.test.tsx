import type { TCardTableAdmin, TLiveTableAdmin } from '@luckwell/contracts/admin/tables';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'owner-token-0123456789' };
const baccarat = {
  code: 'LWLIVE-BAC-1',
  name: 'Baccarat',
  kind: 'baccarat',
  mode: 'commission',
  enabled: true,
  bettingMs: 15_000,
  dealingMs: 9_000,
  minStake: '10.00',
  maxStake: '50000.00',
  brandLimits: [] as TLiveTableAdmin['brandLimits'],
  round: { number: 42, phase: 'betting', slips: 3, stake: '75.00', cancelReason: null },
} as TLiveTableAdmin;
const roulette = {
  ...baccarat,
  code: 'LWLIVE-RO-1',
  name: 'European Roulette',
  kind: 'roulette',
  mode: null,
  enabled: false,
  round: { number: 7, phase: 'cancelled', slips: 1, stake: '5.00', cancelReason: 'Wheel jammed' },
} as TLiveTableAdmin;
const tienLen = {
  code: 'LWCARD-TL-1',
  name: 'Tiến Lên Miền Nam',
  game: 'tien_len',
  seats: 4,
  base: '1.00',
  escrowUnits: 60,
  rakeBps: 500,
  rakeCap: '20.00',
  turnMs: 15_000,
  enabled: true,
  handsWaiting: 1,
  handsPlaying: 2,
} as TCardTableAdmin;
const listOf = (live: TLiveTableAdmin[], cards: TCardTableAdmin[] = [tienLen]) =>
  jsonResponse(200, ok({ serverTime: '2026-11-27T10:00:00.000Z', live, cards }));

describe('the tables desk', () => {
  it('lists the live tables with their round and bets, and the card tables with their hands', async () => {
    mockApi({ ...meHandler('owner'), 'GET /admin-api/tables': () => listOf([baccarat, roulette]) });
    renderApp('/games/tables', TOKEN);
    const live = await screen.findByRole('table', { name: 'Live tables' });
    const bac = within(live).getByText('Baccarat').closest('tr')!;
    expect(within(bac).getByText('Open')).toBeTruthy();
    expect(within(bac).getByText('10.00 – 50,000.00')).toBeTruthy();
    expect(within(bac).getByText('Round 42')).toBeTruthy();
    expect(within(bac).getByText('Betting')).toBeTruthy();
    expect(within(bac).getByText('75.00')).toBeTruthy();
    expect(within(bac).getByText('3 slip(s)')).toBeTruthy();
    expect(within(bac).getByRole('button', { name: 'Cancel round 42 of Baccarat' })).toBeTruthy();
    const ro = within(live).getByText('European Roulette').closest('tr')!;
    expect(within(ro).getByText('Closed')).toBeTruthy();
    expect(within(ro).getByText('Cancelled')).toBeTruthy();
    expect(within(ro).getByText('Wheel jammed')).toBeTruthy();
    // A settled or cancelled round has nothing to cancel.
    expect(within(ro).queryByRole('button', { name: /Cancel round/ })).toBeNull();

    const cards = screen.getByRole('table', { name: 'Card tables' });
    const tl = within(cards)
      .getByText('Tiến Lên Miền Nam', { selector: 'span.font-semibold' })
      .closest('tr')!;
    expect(within(tl).getByText('5 %')).toBeTruthy();
    expect(within(tl).getByText('at most 20.00 a hand')).toBeTruthy();
    expect(within(tl).getByText('2 playing')).toBeTruthy();
    expect(within(tl).getByText('1 waiting')).toBeTruthy();
  });

  it('cancels a round only with a reason, warning that every bet is refunded', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/tables': () => listOf([baccarat]),
      'POST /admin-api/tables/live/LWLIVE-BAC-1/rounds/42/cancel': () =>
        jsonResponse(
          200,
          ok({ table: 'LWLIVE-BAC-1', number: 42, refunded: 3, unfinished: 0, stake: '75.00' }),
        ),
    });
    renderApp('/games/tables', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel round 42 of Baccarat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel round 42 of Baccarat' });
    expect(within(dialog).getByText('Every bet on this round is refunded')).toBeTruthy();
    expect(
      within(dialog).getByText(/3 slip\(s\) staking 75\.00 go back to the players’ wallets/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel round' }));
    expect(await within(dialog).findByText('Give a reason; it is recorded in the audit log.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Dealer error' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel round' }));
    expect(await screen.findByText('Round 42 cancelled: 3 slip(s) refunded.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Dealer error' });
  });

  it('shows a refused cancel in the dialog', async () => {
    mockApi({
      ...meHandler('owner'),
      'GET /admin-api/tables': () => listOf([baccarat]),
      'POST /admin-api/tables/live/LWLIVE-BAC-1/rounds/42/cancel': () =>
        jsonResponse(
          409,
          fail('LIVE_ROUND_FINISHED', 'tables_err_round_finished', { field: 'params.number' }),
        ),
    });
    renderApp('/games/tables', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel round 42 of Baccarat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel round 42 of Baccarat' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Late' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel round' }));
    expect(
      await within(dialog).findByText('This round is already settled or cancelled: nothing to refund.'),
    ).toBeTruthy();
  });

  it('saves a live table’s limits with a reason, and shows a refused limit at its field', async () => {
    let refuse = true;
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/tables': () => listOf([baccarat]),
      'PUT /admin-api/tables/live/LWLIVE-BAC-1': () =>
        refuse
          ? jsonResponse(
              400,
              fail('VALIDATION_FAILED', 'tables_err_min_above_max', { field: 'body.minStake' }),
            )
          : jsonResponse(200, ok({ ...baccarat, minStake: '20.00' })),
    });
    renderApp('/games/tables', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Settings of Baccarat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings of Baccarat' });
    fireEvent.change(within(dialog).getByLabelText('Minimum stake per spot'), {
      target: { value: '60,000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await within(dialog).findByText('Give a reason; it is recorded in the audit log.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Weekend limits' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await within(dialog).findByText('The minimum stake must not be above the maximum.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      enabled: true,
      minStake: '60000.00',
      maxStake: '50000.00',
      bettingMs: 15_000,
      dealingMs: 9_000,
      reason: 'Weekend limits',
    });

    refuse = false;
    fireEvent.change(within(dialog).getByLabelText('Minimum stake per spot'), { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Baccarat saved. Players see the change on their next call.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives a brand limits of its own at a live table, and shows a refused limit at its field', async () => {
    let refuse = true;
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/tables': () =>
        listOf([
          {
            ...baccarat,
            brandLimits: [
              { brand: 'LW2', minStake: '5.00', maxStake: '500.00' },
            ] as TLiveTableAdmin['brandLimits'],
          },
        ]),
      'GET /admin-api/games/brands': () =>
        jsonResponse(
          200,
          ok([
            { id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' },
            { id: 2, code: 'LW2', name: 'Luckwell Two', currency: 'VND' },
          ]),
        ),
      'PUT /admin-api/tables/live/LWLIVE-BAC-1/brands/LW': () =>
        refuse
          ? jsonResponse(
              400,
              fail('VALIDATION_FAILED', 'tables_err_min_above_max', { field: 'body.limits.minStake' }),
            )
          : jsonResponse(
              200,
              ok({ ...baccarat, brandLimits: [{ brand: 'LW', minStake: '50.00', maxStake: '100.00' }] }),
            ),
    });
    renderApp('/games/tables', TOKEN);
    const live = await screen.findByRole('table', { name: 'Live tables' });
    expect(within(live).getByText('1 brand with its own limits')).toBeTruthy();
    fireEvent.click(within(live).getByRole('button', { name: 'Limits by brand at Baccarat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limits by brand at Baccarat' });
    expect(await within(dialog).findByText('Players of LW bet within the table’s limits.')).toBeTruthy();
    // The other brand's own limits, as they stand.
    fireEvent.change(within(dialog).getByLabelText('Brand'), { target: { value: 'LW2' } });
    expect(
      within(dialog).getByText('Players of LW2 bet 5.00 – 500.00 per spot here (the brand’s own limits).'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Brand'), { target: { value: 'LW' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Limits of the brand’s own' }));
    fireEvent.change(within(dialog).getByLabelText('Minimum stake per spot'), { target: { value: '500' } });
    fireEvent.change(within(dialog).getByLabelText('Maximum stake per spot'), { target: { value: '100' } });
    // No reason: asked for it before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'VIP brand' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await within(dialog).findByText('The minimum stake must not be above the maximum.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      limits: { minStake: '500.00', maxStake: '100.00' },
      reason: 'VIP brand',
    });

    refuse = false;
    fireEvent.change(within(dialog).getByLabelText('Minimum stake per spot'), { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Limits of LW at Baccarat saved')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      limits: { minStake: '50.00', maxStake: '100.00' },
      reason: 'VIP brand',
    });
  });

  it('closes a card table with a reason', async () => {
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/tables': () => listOf([]),
      'PUT /admin-api/tables/cards/LWCARD-TL-1': () => jsonResponse(200, ok({ ...tienLen, enabled: false })),
    });
    renderApp('/games/tables', TOKEN);
    expect(await screen.findByText('No live tables')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Settings of Tiến Lên Miền Nam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings of Tiến Lên Miền Nam' });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Table open' }));
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Maintenance' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Tiến Lên Miền Nam saved/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      enabled: false,
      rakeBps: 500,
      rakeCap: '20.00',
      reason: 'Maintenance',
    });
  });

  it('is closed to an operator without the games permission', async () => {
    mockApi({ ...meHandler('support') });
    renderApp('/games/tables', { token: 'support-token-0123456789' });
    expect(await screen.findByText('Not available to your role')).toBeTruthy();
  });
});
