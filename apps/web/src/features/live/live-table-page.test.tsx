import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberFixture, ok, type StubRoutes, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';
import { bettingState } from './live-fixtures.ts';

const SESSION = {
  token: 'live-session-token',
  player: 'player01',
  currency: 'VND',
  balance: '1000000.00',
  vendor: 'LWLIVE',
  gameCode: 'LWLIVE-0000',
  gameName: 'Royal Baccarat',
  table: 'LWLIVE-BAC-1',
};

type Call = { method: string; url: string; body: unknown; auth: string | undefined };
type Slip = { requestId: string; bets: unknown };

/** The body of a recorded bet call. */
const slip = (call: Call | undefined): Slip => (call?.body ?? { requestId: '', bets: null }) as Slip;

const open = (routes: StubRoutes = {}, state = bettingState()) => {
  sessionStorage.setItem('token', 'tok_member_000001');
  const calls: Call[] = [];
  const all: StubRoutes = {
    'POST /provider/live/session': () => ok(SESSION),
    'GET /provider/live/tables/LWLIVE-BAC-1': () => ok(state),
    'GET /provider/live/bets': () => ok({ slips: [] }),
    ...routes,
  };
  stubApi({
    member: memberFixture(),
    routes: Object.fromEntries(
      Object.entries(all).map(([key, answer]) => [
        key,
        (init: RequestInit | undefined, url: string) => {
          calls.push({
            method: init?.method ?? 'GET',
            url,
            body: init?.body ? JSON.parse(String(init.body)) : undefined,
            auth: (init?.headers as Record<string, string> | undefined)?.Authorization,
          });
          return answer(init, url);
        },
      ]),
    ),
  });
  const view = renderApp('/liveTable/LWLIVE-BAC-1?vendor=LWLIVE&gameCode=LWLIVE-0000&token=launch-1&lang=vi');
  return { ...view, calls };
};

const spot = (name: string) => screen.getByTestId(`spot-${name}`);
const button = (name: string) => screen.getByRole('button', { name });

describe('a live baccarat table', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('opens the session from the launch token and shows the round, the countdown and the last result', async () => {
    const { calls, router } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Baccarat' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('live-balance').textContent).toBe('1,000,000.00 VND'));
    expect(calls.find((c) => c.url === '/provider/live/session')?.body).toEqual({
      vendor: 'LWLIVE',
      gameCode: 'LWLIVE-0000',
      launchToken: 'launch-1',
    });
    // The one-time token leaves the address.
    await waitFor(() => expect(router.search).toBe(''));
    expect(screen.getByTestId('live-phase').getAttribute('data-phase')).toBe('betting');
    expect(Number(screen.getByTestId('live-countdown').getAttribute('data-seconds'))).toBeGreaterThan(9);
    expect(screen.getByTestId('live-previous').textContent).toBe('Kết quả ván #41');
    expect(screen.getByTestId('live-winner').textContent).toContain('Hòa');
    expect(screen.getAllByTestId('live-card').map((card) => card.getAttribute('data-card'))).toEqual([
      '9S',
      'KH',
      '2D',
      '3C',
      '4H',
    ]);
    expect(screen.getByTestId('live-seed-hash').textContent).toBe('a'.repeat(64));
  });

  it('stacks chips, undoes, clears, doubles and confirms the right bets with a fresh request id', async () => {
    const placed = { spot: 'player', stake: '60.00', payout: null, status: 'placed' as const };
    const { calls } = open({
      'POST /provider/live/tables/LWLIVE-BAC-1/bets': () =>
        ok({
          table: 'LWLIVE-BAC-1',
          roundNumber: 42,
          roundId: 'r-1',
          requestId: 'x',
          total: '120.00',
          balance: '999880.00',
          myBets: [
            { ...placed, stake: '100.00' },
            { spot: 'tie', stake: '20.00', payout: null, status: 'placed' },
          ],
        }),
    });
    await screen.findByTestId('bet-board');
    await waitFor(() => expect((spot('player') as HTMLButtonElement).disabled).toBe(false));

    // Chip 10 on the player twice, then chip 50 on it, then 10 on the tie.
    fireEvent.click(spot('player'));
    fireEvent.click(spot('player'));
    fireEvent.click(button('Phỉnh 50.00 VND'));
    fireEvent.click(spot('player'));
    fireEvent.click(button('Phỉnh 10.00 VND'));
    fireEvent.click(spot('tie'));
    expect(within(spot('player')).getByTestId('stake-chip').textContent).toBe('70');
    expect(screen.getByTestId('laid-total').textContent).toBe('80.00 VND');
    expect(spot('player').getAttribute('aria-label')).toBe('Người chơi, đã cược 70.00 VND');

    // Undo takes back the tie's chip, then the 50.
    fireEvent.click(button('Hoàn tác'));
    fireEvent.click(button('Hoàn tác'));
    expect(within(spot('player')).getByTestId('stake-chip').textContent).toBe('20');
    expect(within(spot('tie')).queryByTestId('stake-chip')).toBeNull();
    // Clear, then lay again and double.
    fireEvent.click(button('Xóa'));
    expect(screen.getByTestId('laid-total').textContent).toBe('0.00 VND');
    fireEvent.click(spot('player'));
    fireEvent.click(button('Phỉnh 50.00 VND'));
    fireEvent.click(spot('player'));
    fireEvent.click(button('Phỉnh 10.00 VND'));
    fireEvent.click(spot('tie'));
    fireEvent.click(button('Gấp đôi'));
    expect(screen.getByTestId('laid-total').textContent).toBe('140.00 VND');
    fireEvent.click(button('Hoàn tác'));

    fireEvent.click(button('Xác nhận'));
    await screen.findByTestId('live-placed');
    const bet = calls.find((c) => c.method === 'POST' && c.url.endsWith('/bets'));
    expect(bet?.url).toBe('/provider/live/tables/LWLIVE-BAC-1/bets');
    expect(bet?.auth).toBe('Bearer live-session-token');
    const body = bet?.body as { requestId: string; bets: unknown };
    expect(body.bets).toEqual([
      { spot: 'player', stake: '60.00' },
      { spot: 'tie', stake: '10.00' },
    ]);
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('live-placed').textContent).toBe('Đã đặt 120.00 VND cho ván #42.');
    expect(screen.getByTestId('live-balance').textContent).toBe('999,880.00 VND');
    // Confirmed chips stay on the felt (solid), the laid ones are gone.
    expect(screen.getByTestId('laid-total').textContent).toBe('0.00 VND');
    expect(screen.getByTestId('confirmed-total').textContent).toBe('120.00 VND');
    expect(within(spot('player')).getByTestId('stake-chip').textContent).toBe('100');

    // Double with nothing laid lays the confirmed bets again; a second confirm is a new request id.
    fireEvent.click(button('Gấp đôi'));
    expect(screen.getByTestId('laid-total').textContent).toBe('120.00 VND');
    fireEvent.click(button('Xác nhận'));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/bets'))).toHaveLength(2),
    );
    const [first, second] = calls.filter((c) => c.method === 'POST' && c.url.endsWith('/bets'));
    expect(slip(second).bets).toEqual([
      { spot: 'player', stake: '100.00' },
      { spot: 'tie', stake: '20.00' },
    ]);
    expect(slip(second).requestId).not.toBe(slip(first).requestId);
  });

  it("re-bets the last round's bets and shows a refusal in the player's language", async () => {
    const { calls } = open({
      'GET /provider/live/bets': () =>
        ok({
          slips: [
            {
              roundId: 'r-41',
              table: 'LWLIVE-BAC-1',
              roundNumber: 41,
              status: 'settled',
              total: '30.00',
              payout: '30.00',
              bets: [
                { spot: 'banker', stake: '20.00', payout: '20.00', status: 'push' },
                { spot: 'banker-pair', stake: '10.00', payout: '0.00', status: 'lost' },
              ],
              outcome: null,
              createdAt: new Date().toISOString(),
            },
          ],
        }),
      'POST /provider/live/tables/LWLIVE-BAC-1/bets': () =>
        new Response(
          JSON.stringify({
            success: false,
            code: 'LIVE_BETTING_CLOSED',
            message: 'live_err_betting_closed',
            value: null,
          }),
          { status: 409 },
        ),
    });
    await screen.findByTestId('bet-board');
    await waitFor(() => expect((button('Cược lại') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('live-my-outcome').getAttribute('data-round')).toBe('41');
    fireEvent.click(button('Cược lại'));
    expect(screen.getByTestId('laid-total').textContent).toBe('30.00 VND');
    fireEvent.click(button('Xác nhận'));
    expect((await screen.findByTestId('live-failure')).textContent).toBe(
      'Ván này đã hết thời gian đặt cược. Hãy cược ở ván sau.',
    );
    const bet = calls.find((c) => c.method === 'POST' && c.url.endsWith('/bets'));
    expect(slip(bet).bets).toEqual([
      { spot: 'banker', stake: '20.00' },
      { spot: 'banker-pair', stake: '10.00' },
    ]);
    // The chips stay laid for the next try.
    expect(screen.getByTestId('laid-total').textContent).toBe('30.00 VND');
  });

  it('draws the five roads of the shoe as grids of coloured cells', async () => {
    open();
    const maps = await screen.findByTestId('road-maps');
    const filled = (id: string) => within(maps).getByTestId(id).querySelectorAll('[data-road-cell="filled"]');
    // Bead road: every hand, in order down the columns.
    expect(
      [...filled('road-bead')].map((cell) => cell.firstElementChild?.getAttribute('data-winner')),
    ).toEqual(['player', 'banker', 'banker', 'tie', 'banker', 'player', 'player']);
    expect(within(maps).getByTestId('road-bead').getAttribute('data-columns')).toBe('2');
    // Big road: P | B B B (the tie marked on the second B) | P P — three columns.
    expect(within(maps).getByTestId('road-big').getAttribute('data-columns')).toBe('3');
    expect(
      [...filled('road-big')].map((cell) => cell.firstElementChild?.getAttribute('data-winner')),
    ).toEqual(['player', 'banker', 'banker', 'banker', 'player', 'player']);
    // The derived roads start once the big road has enough columns; each cell red or blue.
    for (const id of ['road-big-eye', 'road-small', 'road-cockroach']) {
      for (const cell of filled(id))
        expect(cell.firstElementChild?.getAttribute('data-color')).toMatch(/^(red|blue)$/);
    }
    expect(filled('road-big-eye').length).toBeGreaterThan(0);
  });
});
