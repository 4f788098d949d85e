import {
  DEFAULT_WEIGHTS,
  fightCommitment,
  fightServerSeed,
  outcomeFromSeed,
} from '@luckwell/games/cockfight/arena';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failure, memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';

const SESSION = {
  token: 'cockfight-session-token',
  player: 'player01',
  currency: 'VND',
  balance: '1000.00',
  vendor: 'LWCF',
  gameCode: 'LWCF-0001',
  gameName: 'Sabong Arena',
  table: 'LWCF-1',
};
const ARENA = {
  code: 'LWCF-1',
  name: 'Đấu trường Luckwell 1',
  mode: 'auto',
  odds: { mode: 'parimutuel', cutBps: 500, meronMilli: null, walaMilli: null },
  limits: { minStake: '10.00', maxStake: '5000.00' },
  phases: { openMs: 40_000, lastCallMs: 10_000, closedMs: 15_000, resultMs: 10_000 },
  streamUrl: null,
};
const MANUAL = {
  ...ARENA,
  code: 'LWCF-2',
  name: 'Đấu trường Luckwell 2',
  mode: 'manual',
  odds: { mode: 'fixed', cutBps: null, meronMilli: 1900, walaMilli: 1900 },
  phases: null,
};
const at = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const fight = (over: Record<string, unknown> = {}) => ({
  number: 42,
  status: 'OPEN',
  result: null,
  opensAt: at(-10),
  lastCallAt: at(30),
  closesAt: at(40),
  resultAt: at(55),
  endsAt: at(65),
  settledAt: null,
  pools: { meron: '300.00', wala: '200.00', draw: '0.00' },
  board: { mode: 'parimutuel', meronMilli: 1583, walaMilli: 2375, drawMilli: 9000, oneSided: false },
  seedHash: 'c'.repeat(64),
  clientSeed: 'LWCF-1',
  serverSeed: null,
  cancelReason: null,
  ...over,
});
const TREND = {
  bead: [
    [
      { fightNumber: 39, outcome: 'MERON' },
      { fightNumber: 40, outcome: 'WALA' },
      { fightNumber: 41, outcome: 'DRAW' },
    ],
  ],
  bigRoad: [
    [{ winner: 'MERON', fightNumber: 39, draws: 0 }],
    [{ winner: 'WALA', fightNumber: 40, draws: 1 }],
  ],
  counts: { MERON: 1, WALA: 1, DRAW: 1, CANCELLED: 0 },
};
const state = (over: Record<string, unknown> = {}) => ({
  serverTime: new Date().toISOString(),
  arena: ARENA,
  fight: fight(),
  results: [
    { number: 41, outcome: 'DRAW' },
    { number: 40, outcome: 'WALA' },
    { number: 39, outcome: 'MERON' },
  ],
  trend: TREND,
  myBets: [],
  balance: '1000.00',
  ...over,
});

type Routes = Record<string, () => Response>;

/** Opens the arena from a launch; `routes` first (most specific first), then the session and lobby. */
const open = (routes: Routes, path = '/cockfight/LWCF-1') => {
  sessionStorage.setItem('token', 'tok_member_000001');
  const posted: { url: string; body: unknown }[] = [];
  const all: Routes = {
    ...routes,
    'POST /provider/cockfight/session': () => ok(SESSION),
    'GET /provider/cockfight/arenas': () =>
      ok({
        serverTime: new Date().toISOString(),
        arenas: [
          { arena: ARENA, fight: fight(), results: [] },
          { arena: MANUAL, fight: null, results: [] },
        ],
      }),
  };
  stubApi({
    member: memberFixture(),
    routes: Object.fromEntries(
      Object.entries(all).map(([key, answer]) => [
        key,
        (init: RequestInit | undefined, url: string) => {
          if (init?.method === 'POST')
            posted.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
          return answer();
        },
      ]),
    ),
  });
  renderApp(`${path}?vendor=LWCF&gameCode=LWCF-0001&token=launch-1&lang=vi`);
  return posted;
};

describe('a cockfight arena', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('places a Meron bet of the chosen chip with a fresh request id, and the balance follows', async () => {
    let placed = false;
    const mine = [{ side: 'meron', stake: '10.00', payout: null, status: 'placed' }];
    const posted = open({
      'POST /provider/cockfight/arenas/LWCF-1/bets': () => {
        placed = true;
        return ok({
          arena: 'LWCF-1',
          fightNumber: 42,
          roundId: 'LWCF-1:42:1',
          requestId: 'x',
          side: 'meron',
          stake: '10.00',
          balance: '990.00',
          myBets: mine,
        });
      },
      'GET /provider/cockfight/arenas/LWCF-1': () =>
        ok(state(placed ? { balance: '990.00', myBets: mine } : {})),
    });
    const meron = await screen.findByTestId('cockfight-side-meron');
    expect(screen.getByTestId('cockfight-status').textContent).toBe('Đặt cược');
    expect(screen.getByTestId('cockfight-fight-number').textContent).toBe('Trận #42');
    expect(within(meron).getByText('1.583')).toBeTruthy();
    expect(within(screen.getByTestId('cockfight-side-draw')).getByText('9.000')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('cockfight-balance').textContent).toBe('1,000.00 VND'));
    // Nothing to place before a side is picked.
    expect((screen.getByTestId('cockfight-place') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(meron);
    expect(screen.getByText('10.00 VND vào Gà Meron')).toBeTruthy();
    fireEvent.click(screen.getByTestId('cockfight-place'));
    await waitFor(() => expect(screen.getByTestId('cockfight-balance').textContent).toBe('990.00 VND'));
    const bets = posted.filter((p) => p.url.endsWith('/bets'));
    expect(bets).toHaveLength(1);
    expect(bets[0]?.body).toEqual({
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      side: 'meron',
      stake: '10.00',
    });
    const list = screen.getByTestId('cockfight-my-bets');
    expect(within(list).getByText('Đã đặt')).toBeTruthy();
    // A second click is another bet with another request id.
    fireEvent.click(screen.getByTestId('cockfight-place'));
    await waitFor(() => expect(posted.filter((p) => p.url.endsWith('/bets'))).toHaveLength(2));
    const ids = posted
      .filter((p) => p.url.endsWith('/bets'))
      .map((p) => (p.body as { requestId: string }).requestId);
    expect(new Set(ids).size).toBe(2);
  });

  it('shows a refusal in the player’s words', async () => {
    open({
      'POST /provider/cockfight/arenas/LWCF-1/bets': () =>
        failure('COCKFIGHT_BETTING_CLOSED', 'cockfight_err_betting_closed', { field: 'body.side' }, 409),
      'GET /provider/cockfight/arenas/LWCF-1': () => ok(state()),
    });
    fireEvent.click(await screen.findByTestId('cockfight-side-wala'));
    fireEvent.click(screen.getByTestId('cockfight-place'));
    expect(await screen.findByText('Trận này đã hết thời gian đặt cược. Hãy cược ở trận sau.')).toBeTruthy();
  });

  it('words a stake outside the limits with the arena’s minimum and maximum', async () => {
    open({
      'POST /provider/cockfight/arenas/LWCF-1/bets': () =>
        failure(
          'COCKFIGHT_STAKE_OUT_OF_RANGE',
          'cockfight_err_stake_out_of_range',
          { field: 'body.stake', params: { min: '10.00', max: '5000.00' } },
          409,
        ),
      'GET /provider/cockfight/arenas/LWCF-1': () => ok(state()),
    });
    fireEvent.click(await screen.findByTestId('cockfight-side-draw'));
    fireEvent.click(screen.getByTestId('cockfight-place'));
    expect(
      await screen.findByText('Tổng cược của bạn cho một bên phải từ 10.00 VND đến 5,000.00 VND.'),
    ).toBeTruthy();
  });

  it('closes the board while the fight is on', async () => {
    open({
      'GET /provider/cockfight/arenas/LWCF-1': () => ok(state({ fight: fight({ status: 'CLOSED' }) })),
    });
    const status = await screen.findByTestId('cockfight-status');
    await waitFor(() => expect(status.textContent).toBe('Đang đấu'));
    for (const side of ['meron', 'wala', 'draw'])
      expect((screen.getByTestId(`cockfight-side-${side}`) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('cockfight-place') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Trận này đã đóng cược. Cược đã đặt không thể hủy.')).toBeTruthy();
  });

  it('shows the winner and the player’s payout', async () => {
    open({
      'GET /provider/cockfight/arenas/LWCF-1': () =>
        ok(
          state({
            fight: fight({ status: 'RESULT', result: 'MERON', serverSeed: 'd'.repeat(64) }),
            balance: '1009.00',
            myBets: [
              { side: 'meron', stake: '10.00', payout: '19.00', status: 'won' },
              { side: 'draw', stake: '10.00', payout: null, status: 'lost' },
            ],
          }),
        ),
    });
    const result = await screen.findByTestId('cockfight-result');
    expect(within(result).getByText('Gà Meron thắng')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('cockfight-win').textContent).toBe('Bạn thắng 19.00 VND'));
    const list = screen.getByTestId('cockfight-my-bets');
    expect(within(list).getByText('Thắng')).toBeTruthy();
    expect(within(list).getByText('Thua')).toBeTruthy();
    expect(screen.getByTestId('cockfight-balance').textContent).toBe('1,009.00 VND');
  });

  it('checks the last fight’s revealed seed in the browser', async () => {
    const serverSeed = fightServerSeed('test-arena-seed', 'LWCF-1', 42);
    const outcome = outcomeFromSeed({
      serverSeed,
      arenaId: 'LWCF-1',
      fightNumber: 42,
      weights: DEFAULT_WEIGHTS,
    });
    const revealed = fight({
      status: outcome === 'CANCELLED' ? 'CANCELLED' : 'RESULT',
      result: outcome === 'CANCELLED' ? null : outcome,
      seedHash: fightCommitment(serverSeed),
      serverSeed,
    });
    open({
      'GET /provider/cockfight/arenas/LWCF-1/fights/42': () =>
        ok({ arena: 'LWCF-1', fight: revealed, nonce: 42, weights: DEFAULT_WEIGHTS }),
      'GET /provider/cockfight/arenas/LWCF-1': () => ok(state({ fight: revealed })),
    });
    const verified = await screen.findByTestId('cockfight-verified');
    expect(verified.getAttribute('data-verified')).toBe('true');
    expect(verified.textContent).toMatch(/^Đã xác minh ✓/);
    const panel = screen.getByTestId('cockfight-fairness');
    expect(within(panel).getByText(serverSeed)).toBeTruthy();
  });

  it('says so when a revealed seed does not draw the announced result', async () => {
    const serverSeed = fightServerSeed('test-arena-seed', 'LWCF-1', 42);
    const outcome = outcomeFromSeed({
      serverSeed,
      arenaId: 'LWCF-1',
      fightNumber: 42,
      weights: DEFAULT_WEIGHTS,
    });
    const wrong = outcome === 'MERON' ? 'WALA' : 'MERON';
    const revealed = fight({
      status: 'RESULT',
      result: wrong,
      seedHash: fightCommitment(serverSeed),
      serverSeed,
    });
    open({
      'GET /provider/cockfight/arenas/LWCF-1/fights/42': () =>
        ok({ arena: 'LWCF-1', fight: revealed, nonce: 42, weights: DEFAULT_WEIGHTS }),
      'GET /provider/cockfight/arenas/LWCF-1': () => ok(state({ fight: revealed })),
    });
    const verified = await screen.findByTestId('cockfight-verified');
    expect(verified.getAttribute('data-verified')).toBe('false');
    expect(verified.textContent).toMatch(/^Không khớp ✗/);
  });

  it('waits for the operator’s next fight at a manual arena, and switches arenas by tab', async () => {
    open(
      {
        'GET /provider/cockfight/arenas/LWCF-2': () =>
          ok(state({ arena: MANUAL, fight: null, results: [], myBets: [] })),
      },
      '/cockfight/LWCF-2',
    );
    expect(await screen.findByText('Chờ trận tiếp theo')).toBeTruthy();
    const meron = screen.getByTestId('cockfight-side-meron') as HTMLButtonElement;
    expect(meron.disabled).toBe(true);
    // The posted fixed prices show before the first fight.
    expect(within(meron).getByText('1.900')).toBeTruthy();
    expect(screen.queryByTestId('cockfight-fairness')).toBeNull();
    const tabs = await screen.findByRole('navigation', { name: 'Các đấu trường' });
    expect(
      within(tabs)
        .getByRole('link', { name: /LWCF-1/ })
        .getAttribute('href'),
    ).toMatch(/^\/cockfight\/LWCF-1/);
  });

  it('says so when the arena does not exist, with the way back to the cockfight lobby', async () => {
    open({
      'GET /provider/cockfight/arenas/LWCF-1': () =>
        failure('COCKFIGHT_ARENA_NOT_FOUND', 'cockfight_err_arena_not_found', { field: 'params.arena' }, 404),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByText('Đấu trường này không tồn tại.').length).toBeGreaterThan(0);
    expect(within(alert).getByRole('link', { name: 'Về sảnh đá gà' }).getAttribute('href')).toBe(
      '/cockfight',
    );
  });
});
