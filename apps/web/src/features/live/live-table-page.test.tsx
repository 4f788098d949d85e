import { spinRouletteFromSeeds } from '@luckwell/games/live/roulette';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberFixture, ok, type StubRoutes, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';
import { sha256Hex } from '../jackpot-fairness/fair-draw.ts';
import { baccaratTable, bettingState, shoeVerify } from './live-fixtures.ts';

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
    // The stub answers the first route whose path starts the address: the longest paths first.
    routes: Object.fromEntries(
      Object.entries(all)
        .sort(([a], [b]) => b.length - a.length)
        .map(([key, answer]) => [
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

describe('the fairness panel of a live card table', { timeout: 20_000 }, () => {
  const TABLE = '/provider/live/tables/LWLIVE-BAC-1';
  const revealed = (number: number) => ({
    number,
    seedHash: 'b'.repeat(64),
    clientSeed: `LWLIVE-BAC-1:shoe:${number}`,
    serverSeed: 'c'.repeat(64),
    revealedAt: new Date().toISOString(),
  });
  const field = () => screen.getByRole('textbox', { name: 'Số shoe' }) as HTMLInputElement;
  const verifyButton = () =>
    screen.getByTestId('live-verify-number').closest('form')?.querySelector('button');
  const type = (value: string) => fireEvent.change(field(), { target: { value } });

  beforeEach(async () => {
    await setUpBrand();
  });

  it('offers the last revealed shoe and recomputes any earlier one the player chooses', async () => {
    const first = await shoeVerify({ number: 1, serverSeed: 'seed-of-shoe-1', count: 4 });
    const { calls } = open(
      { [`GET ${TABLE}/shoes/1`]: () => ok(first) },
      bettingState({ previousShoe: revealed(2) }),
    );
    expect((await screen.findByRole('textbox', { name: 'Số shoe' })).getAttribute('value')).toBe('2');
    expect(verifyButton()?.textContent).toBe('Kiểm chứng shoe #2');
    type('1');
    fireEvent.click(button('Kiểm chứng shoe #1'));
    const result = await screen.findByTestId('live-verify-result');
    expect(result.getAttribute('data-number')).toBe('1');
    expect(result.getAttribute('data-ok')).toBe('yes');
    expect(result.textContent).toContain('Đã tính lại 4 ván trong trình duyệt: tất cả trùng khớp.');
    expect(result.textContent).toContain(first.shoe.seedHash);
    expect(calls.filter((c) => c.url.includes('/shoes/')).map((c) => c.url)).toEqual([`${TABLE}/shoes/1`]);
  });

  it("says in the player's language that a shoe does not exist, or is still being dealt", async () => {
    const current = await shoeVerify({ number: 3, serverSeed: 'seed-of-shoe-3', revealed: false });
    open(
      {
        [`GET ${TABLE}/shoes/3`]: () => ok(current),
        [`GET ${TABLE}/shoes/9`]: () =>
          new Response(
            JSON.stringify({
              success: false,
              code: 'LIVE_ROUND_NOT_FOUND',
              message: 'live_err_shoe_not_found',
              value: null,
            }),
            { status: 404 },
          ),
      },
      bettingState({ previousShoe: revealed(2) }),
    );
    await screen.findByRole('textbox', { name: 'Số shoe' });
    type('9');
    fireEvent.click(button('Kiểm chứng shoe #9'));
    expect((await screen.findByRole('alert')).textContent).toBe('Bàn này chưa có shoe #9.');
    expect(screen.queryByTestId('live-verify-result')).toBeNull();
    // Another number clears the refusal; the shoe being dealt can be verified once it ends.
    type('3');
    expect(screen.queryByTestId('live-verify-failure')).toBeNull();
    fireEvent.click(button('Kiểm chứng shoe #3'));
    expect((await screen.findByTestId('live-verify-pending')).textContent).toBe(
      'Shoe #3 vẫn đang được chia. Hạt giống được công bố khi gặp lá cắt; khi đó bạn có thể kiểm chứng.',
    );
    expect(screen.queryByTestId('live-verify-result')).toBeNull();
  });

  it('refuses an empty, zero or fractional number before asking the server', async () => {
    const { calls } = open({}, bettingState({ previousShoe: revealed(2) }));
    await screen.findByRole('textbox', { name: 'Số shoe' });
    for (const value of ['', '0', '1.5', 'abc']) {
      type(value);
      expect(verifyButton()?.disabled, value).toBe(true);
      expect(field().getAttribute('aria-invalid'), value).toBe('true');
      expect(screen.getByTestId('live-verify-invalid').textContent).toBe(
        'Hãy nhập một số nguyên từ 1 trở lên.',
      );
    }
    fireEvent.submit(field().closest('form') as HTMLFormElement);
    type('2');
    expect(verifyButton()?.disabled).toBe(false);
    expect(screen.queryByTestId('live-verify-invalid')).toBeNull();
    expect(calls.some((c) => c.url.includes('/shoes/'))).toBe(false);
  });

  it('keeps saying the first shoe can be verified once it ends while none has been revealed', async () => {
    open();
    expect(
      await screen.findByText(
        'Khi shoe hiện tại kết thúc, hạt giống được công bố và bạn có thể tính lại toàn bộ shoe ở đây.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('live-verify-number')).toBeNull();
  });
});

describe('the fairness panel of a live roulette table', { timeout: 20_000 }, () => {
  const TABLE = '/provider/live/tables/LWLIVE-BAC-1';

  beforeEach(async () => {
    await setUpBrand();
  });

  it('recomputes an earlier round the player chooses and names a round that does not exist', async () => {
    const spin = (serverSeed: string, clientSeed: string) => {
      const { number, color, wheelIndex } = spinRouletteFromSeeds({ serverSeed, clientSeed, nonce: 0 });
      return { kind: 'roulette' as const, number, color, wheelIndex };
    };
    const last = spin('seed-41', 'LWLIVE-RO-1:41');
    const earlier = spin('seed-7', 'LWLIVE-RO-1:7');
    const base = bettingState();
    const state = bettingState({
      table: baccaratTable({ kind: 'roulette', houseEdges: { straight: '2.70' } }),
      round: { ...base.round, shoeNumber: null, position: null },
      results: [{ number: 41, shoeNumber: null, outcome: last }],
      roads: null,
      shoe: null,
    });
    const { calls } = open(
      {
        [`GET ${TABLE}/rounds/7`]: async () =>
          ok({
            table: 'LWLIVE-BAC-1',
            kind: 'roulette',
            decks: null,
            nonce: 0,
            shoe: null,
            round: {
              ...base.round,
              number: 7,
              phase: 'settled',
              shoeNumber: null,
              position: null,
              outcome: earlier,
              seedHash: await sha256Hex('seed-7'),
              clientSeed: 'LWLIVE-RO-1:7',
              serverSeed: 'seed-7',
            },
          }),
        [`GET ${TABLE}/rounds/500`]: () =>
          new Response(
            JSON.stringify({
              success: false,
              code: 'LIVE_ROUND_NOT_FOUND',
              message: 'live_err_round_not_found',
              value: null,
            }),
            { status: 404 },
          ),
      },
      state,
    );
    const field = (await screen.findByRole('textbox', { name: 'Số ván' })) as HTMLInputElement;
    expect(field.value).toBe('41');
    fireEvent.change(field, { target: { value: '500' } });
    fireEvent.click(button('Kiểm chứng ván #500'));
    expect((await screen.findByRole('alert')).textContent).toBe('Bàn này chưa có ván #500.');
    fireEvent.change(field, { target: { value: '7' } });
    fireEvent.click(button('Kiểm chứng ván #7'));
    const result = await screen.findByTestId('live-verify-result');
    expect(result.getAttribute('data-number')).toBe('7');
    expect(result.getAttribute('data-ok')).toBe('yes');
    expect(calls.filter((c) => c.url.includes('/rounds/')).map((c) => c.url)).toEqual([
      `${TABLE}/rounds/500`,
      `${TABLE}/rounds/7`,
    ]);
  });
});
