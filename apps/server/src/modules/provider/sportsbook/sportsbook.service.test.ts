/**
 * The sportsbook on the provider (issue 23, ADR 089), on one database with a fake clock and a feed
 * the test moves: singles and a three-leg parlay settled through the protocol at the engine's
 * return (a quarter line half won); refusals (price moved, market closed, stake, same fixture twice,
 * liability, a reused request) moving nothing; a repeated request moving money once; a live ticket
 * struck after its delay, or refused and rolled back when its price moved; a cash-out paid once and
 * never again at settlement; an abandoned fixture void 48 hours on — and the ledger balanced after
 * each.
 */

import type { TSportsbookTicketRequest } from '@luckwell/contracts/provider/sportsbook';
import type { FeedAdapter, FeedMarket, Fixture, FixtureSnapshot } from '@luckwell/games/sportsbook/feed';
import type { OddsMilli } from '@luckwell/games/sportsbook/odds';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { betRecords } from '../../seamless/bet-record.table.ts';
import { checkLedger } from '../../wallet/ledger-check.ts';
import { createProviderService } from '../provider.service.ts';
import { createProviderKit, lossyOperator } from '../provider-test-kit.ts';
import { providerRounds } from '../round.table.ts';
import { createSportsbookService } from './sportsbook.service.ts';
import { sportsbookFixtures } from './sportsbook-fixture.table.ts';
import { sportsbookMarkets } from './sportsbook-market.table.ts';
import { sportsbookTickets } from './sportsbook-ticket.table.ts';

let app: App;
let database: DatabaseHandle;
let kit: Awaited<ReturnType<typeof createProviderKit>>;
let clock = Date.parse('2026-11-28T05:00:00Z');
const now = () => new Date(clock);
const HOUR = 3_600_000;

// A feed the test moves: each fixture's status, score and prices as the test sets them.
type Played = Fixture & {
  score: { home: number; away: number };
  maps: ('home' | 'away')[];
  markets: FeedMarket[];
};
const played = new Map<string, Played>();
const odds = (value: number) => value as OddsMilli;
const footballMarkets = (home = 2_100, draw = 3_300, away = 3_500): FeedMarket[] => [
  {
    market: 'matchResult',
    status: 'open',
    selections: { home: odds(home), draw: odds(draw), away: odds(away) },
  },
  { market: 'asianHandicap', status: 'open', line: -1, selections: { home: odds(1_900), away: odds(1_950) } },
  { market: 'overUnder', status: 'open', line: 10, selections: { over: odds(1_850), under: odds(2_000) } },
];
let fixtures = 0;
const fixture = (values: Partial<Played> = {}) => {
  const id = `tst-${++fixtures}`;
  const row: Played = {
    id,
    sport: 'football',
    league: 'Test League',
    home: `Home ${fixtures}`,
    away: `Away ${fixtures}`,
    startsAt: new Date(clock + 2 * HOUR).toISOString(),
    status: 'prematch',
    score: { home: 0, away: 0 },
    maps: [],
    markets: footballMarkets(),
    ...values,
  };
  played.set(id, row);
  return row;
};
const feed: FeedAdapter = {
  fixtures: async () => [...played.values()].map(({ score: _s, maps: _m, markets: _k, ...f }) => f),
  snapshot: async (id, at): Promise<FixtureSnapshot | undefined> => {
    const row = played.get(id);
    if (!row) return undefined;
    const { score, maps, markets, ...f } = row;
    if (f.sport === 'esports')
      return { sport: 'esports', fixture: f, at, markets, score, maps, currentMap: null };
    return { sport: 'football', fixture: f, at, markets, score, period: null, minute: null, goals: [] };
  },
};
const finish = async (row: Played, score: { home: number; away: number }) => {
  row.status = 'finished';
  row.score = score;
  row.markets = row.markets.map((m) => ({ ...m, status: 'closed' }));
  await server.sportsbook.sync(now());
  return server.sportsbook.settle();
};

const serverWith = () => {
  const provider = createProviderService({
    db: database.db,
    operator: lossyOperator(app),
    now,
    gameOf: async (_brand, _vendor, gameCode) => ({
      gameName: gameCode,
      engine: 'sportsbook',
      maintenance: false,
    }),
  });
  return {
    provider,
    sportsbook: createSportsbookService({ db: database.db, provider, now, feed, liveDelayMs: 5_000 }),
  };
};
let server: ReturnType<typeof serverWith>;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  kit = await createProviderKit(app, database);
  server = serverWith();
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

const member = async (account: string, cash?: bigint) => {
  const m = await kit.member(account, cash);
  const url = await m.launch();
  const session = await server.sportsbook.startSession({
    vendor: url.searchParams.get('vendor')!,
    gameCode: url.searchParams.get('gameCode')!,
    launchToken: url.searchParams.get('token')!,
  });
  return { ...m, token: session.token, session, start: await m.balance() };
};
const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError)
      return { code: error.code, field: error.field, message: error.messageKey, params: error.detail.params };
    throw error;
  }
  throw new Error('expected a refusal');
};
/** The book's market of a fixture by kind. */
const marketOf = async (row: Played, kind: string) => {
  const book = await server.sportsbook.book('football');
  const found = book.fixtures.find((f) => f.id === row.id)?.markets.find((m) => m.kind === kind);
  if (!found) throw new Error(`no ${kind} market on ${row.id}`);
  return found;
};
let requests = 0;
const requestId = () => `test-request-${++requests}`;
type Pick = {
  row: Played;
  kind: string;
  selection: 'home' | 'draw' | 'away' | 'over' | 'under';
  odds?: number;
};
const place = async (
  player: { token: string },
  stake: string,
  picks: Pick[],
  {
    acceptance = 'none' as const,
    id = requestId(),
  }: { acceptance?: 'none' | 'any' | 'higher'; id?: string } = {},
) => {
  const legs = [];
  for (const pick of picks) {
    const market = await marketOf(pick.row, pick.kind);
    const price = market.selections.find((s) => s.key === pick.selection)!.oddsMilli;
    legs.push({ marketId: market.id, selection: pick.selection, oddsMilli: pick.odds ?? price });
  }
  return server.sportsbook.placeTicket(player.token, {
    requestId: id,
    stake: stake as TSportsbookTicketRequest['stake'],
    acceptance,
    legs,
  });
};

describe('the book', () => {
  it('writes the feed into the book and keeps a line it stops pricing, suspended', async () => {
    const row = fixture();
    await server.sportsbook.sync(now());
    const before = await marketOf(row, 'asianHandicap');
    expect(before).toMatchObject({ line: -1, status: 'open', maxStake: '500000.00' });
    row.markets = row.markets.map((m) => (m.market === 'asianHandicap' ? { ...m, line: -2 } : m));
    await server.sportsbook.sync(now());
    const book = await server.sportsbook.book('football');
    const handicaps = book.fixtures
      .find((f) => f.id === row.id)!
      .markets.filter((m) => m.kind === 'asianHandicap');
    expect(handicaps.map((m) => [m.line, m.status])).toEqual([
      [-1, 'suspended'],
      [-2, 'open'],
    ]);
    expect(book.limits).toEqual({ minStake: '10.00', maxStake: '500000.00', maxLegs: 10 });
  });
});

describe('my bets', () => {
  it('answers the wallet now with the tickets, before any ticket too (a return visit shows it)', async () => {
    const a = await member('sb_no_tickets_yet');
    expect(await server.sportsbook.tickets(a.token, 'open')).toEqual({ tickets: [], balance: '10000.00' });
  });
});

describe('singles and parlays', () => {
  it('pays a single on 1X2 at its price and a losing single nothing, through the protocol', async () => {
    const a = await member('sb_single');
    const row = fixture();
    await server.sportsbook.sync(now());
    const won = await place(a, '100.00', [{ row, kind: 'matchResult', selection: 'home' }]);
    expect(won.ticket).toMatchObject({
      kind: 'single',
      status: 'open',
      stake: '100.00',
      oddsMilli: 2_100,
      potentialReturn: '210.00',
    });
    expect(won.balance).toBe('9900.00');
    const lost = await place(a, '50.00', [{ row, kind: 'overUnder', selection: 'over' }]);
    expect((await a.balance()) - a.start).toBe(-15_000n);
    expect(await finish(row, { home: 1, away: 0 })).toEqual({ fixtures: 1, tickets: 2 });
    const settled = await server.sportsbook.tickets(a.token, 'settled');
    const byId = new Map(settled.tickets.map((t) => [t.id, t]));
    expect(byId.get(won.ticket.id)).toMatchObject({ status: 'won', payout: '210.00' });
    expect(byId.get(won.ticket.id)!.legs[0]).toMatchObject({ outcome: 'won', score: { home: 1, away: 0 } });
    expect(byId.get(lost.ticket.id)).toMatchObject({ status: 'lost', payout: '0.00' });
    expect((await a.balance()) - a.start).toBe(21_000n - 15_000n);
    // Settling again pays nothing more.
    expect(await server.sportsbook.settle()).toEqual({ fixtures: 0, tickets: 0 });
    expect((await a.balance()) - a.start).toBe(6_000n);
  });

  it('pays a three-leg parlay the product of its legs, a quarter line half won', async () => {
    const a = await member('sb_parlay');
    const one = fixture();
    const two = fixture();
    const three = fixture();
    // Home −0.25 on a draw: half lost; over 2.5 on 2–1: won; away at 3.500 on 0–1: won.
    two.markets = two.markets.map((m) => (m.market === 'asianHandicap' ? { ...m, line: 1 } : m));
    await server.sportsbook.sync(now());
    const ticket = await place(a, '100.00', [
      { row: one, kind: 'asianHandicap', selection: 'home' },
      { row: two, kind: 'asianHandicap', selection: 'away' },
      { row: three, kind: 'matchResult', selection: 'away' },
    ]);
    // 1.900 × 1.950 × 3.500 = 12.967 (floored).
    expect(ticket.ticket).toMatchObject({ kind: 'parlay', oddsMilli: 12_967, potentialReturn: '1296.75' });
    await finish(one, { home: 2, away: 1 }); // home −0.25 (line −1): won
    expect((await server.sportsbook.tickets(a.token, 'open')).tickets[0]!.legs.map((l) => l.outcome)).toEqual(
      ['won', null, null],
    );
    await finish(two, { home: 1, away: 1 }); // away −0.25 (home line +1 → away −0.25) on a draw: half lost
    await finish(three, { home: 0, away: 1 });
    const [settled] = (await server.sportsbook.tickets(a.token, 'settled')).tickets;
    expect(settled!.legs.map((l) => l.outcome)).toEqual(['won', 'half_lost', 'won']);
    // 100 × 1.900 × 0.5 × 3.500 = 332.50.
    expect(settled).toMatchObject({ status: 'won', payout: '332.50' });
    expect((await a.balance()) - a.start).toBe(33_250n - 10_000n);
  });

  it('records a ticket on its round that reads without the book: each leg named, outcomes on settling', async () => {
    const a = await member('sb_recall');
    const one = fixture({ league: 'Recall League' });
    const two = fixture();
    await server.sportsbook.sync(now());
    const placed = await place(a, '30.00', [
      { row: one, kind: 'asianHandicap', selection: 'away' },
      { row: two, kind: 'matchResult', selection: 'home' },
    ]);
    const recalled = await server.provider.recall(placed.ticket.roundId);
    expect(recalled).toMatchObject({ engine: 'sportsbook', stake: '30.00', status: 'open' });
    expect(recalled.steps[0]!.record).toEqual({
      ticket: Number(placed.ticket.id),
      legs: [
        {
          fixture: one.id,
          market: 'asianHandicap:-1',
          selection: 'away',
          odds: 1_950,
          league: 'Recall League',
          home: one.home,
          away: one.away,
          startsAt: one.startsAt,
          kind: 'asianHandicap',
          line: -1,
        },
        {
          fixture: two.id,
          market: 'matchResult:',
          selection: 'home',
          odds: 2_100,
          league: 'Test League',
          home: two.home,
          away: two.away,
          startsAt: two.startsAt,
          kind: 'matchResult',
          line: null,
        },
      ],
    });
    await finish(one, { home: 1, away: 1 }); // away +0.25 on a draw: half won
    await finish(two, { home: 2, away: 0 });
    const settled = await server.provider.recall(placed.ticket.roundId);
    expect(settled.steps.at(-1)!.record).toMatchObject({
      status: 'won',
      outcomes: ['half_won', 'won'],
      odds: [1_950, 2_100],
    });
  });

  it('settles a parlay lost as soon as a leg loses', async () => {
    const a = await member('sb_parlay_lost');
    const one = fixture();
    const two = fixture();
    await server.sportsbook.sync(now());
    await place(a, '20.00', [
      { row: one, kind: 'matchResult', selection: 'draw' },
      { row: two, kind: 'matchResult', selection: 'home' },
    ]);
    await finish(one, { home: 3, away: 0 });
    const [settled] = (await server.sportsbook.tickets(a.token, 'settled')).tickets;
    expect(settled).toMatchObject({ status: 'lost', payout: '0.00' });
    expect(settled!.legs.map((l) => l.outcome)).toEqual(['lost', null]);
  });
});

describe('refusals move nothing', () => {
  it('refuses a moved price, a started fixture, a stake out of range, one fixture twice, the liability and a reused key', async () => {
    const a = await member('sb_refused');
    const row = fixture();
    const other = fixture();
    await server.sportsbook.sync(now());
    expect(
      await refusal(place(a, '100.00', [{ row, kind: 'matchResult', selection: 'home', odds: 2_000 }])),
    ).toEqual({
      code: 'SPORTSBOOK_ODDS_CHANGED',
      field: 'body.legs.0.oddsMilli',
      message: 'sportsbook_err_odds_changed',
      params: { odds: '2.100' },
    });
    // Higher accepts a better price than asked, and strikes at the price now.
    const better = await place(a, '10.00', [{ row, kind: 'matchResult', selection: 'home', odds: 2_000 }], {
      acceptance: 'higher',
    });
    expect(better.ticket.legs[0]!.oddsMilli).toBe(2_100);
    expect(await refusal(place(a, '9.99', [{ row, kind: 'matchResult', selection: 'home' }]))).toMatchObject({
      code: 'SPORTSBOOK_STAKE_OUT_OF_RANGE',
      params: { min: '10.00', max: '500000.00' },
    });
    expect(
      await refusal(
        place(a, '10.00', [
          { row, kind: 'matchResult', selection: 'home' },
          { row, kind: 'overUnder', selection: 'over' },
        ]),
      ),
    ).toMatchObject({ code: 'SPORTSBOOK_BAD_PARLAY', field: 'body.legs' });
    const market = await marketOf(other, 'matchResult');
    await database.db
      .update(sportsbookMarkets)
      .set({ liabilityMinor: 5_000n })
      .where(eq(sportsbookMarkets.id, market.id));
    expect(
      await refusal(place(a, '100.00', [{ row: other, kind: 'matchResult', selection: 'away' }])),
    ).toMatchObject({
      code: 'SPORTSBOOK_LIABILITY_REACHED',
    });
    await place(a, '10.00', [{ row: other, kind: 'matchResult', selection: 'away' }], { id: 'sb-reused-1' });
    expect(
      await refusal(
        place(a, '20.00', [{ row: other, kind: 'matchResult', selection: 'away' }], { id: 'sb-reused-1' }),
      ),
    ).toMatchObject({ code: 'SPORTSBOOK_REQUEST_REUSED' });
    clock += 3 * HOUR; // past kick-off, the feed not moved yet
    expect(await refusal(place(a, '10.00', [{ row, kind: 'matchResult', selection: 'home' }]))).toMatchObject(
      {
        code: 'SPORTSBOOK_MARKET_CLOSED',
      },
    );
    // Two tickets stand: 10.00 each.
    expect((await a.balance()) - a.start).toBe(-2_000n);
    clock -= 3 * HOUR;
  });

  it('answers a repeated request with the first ticket and moves money once', async () => {
    const a = await member('sb_replay');
    const row = fixture();
    await server.sportsbook.sync(now());
    const first = await place(a, '30.00', [{ row, kind: 'matchResult', selection: 'draw' }], {
      id: 'sb-replay-1',
    });
    const again = await place(a, '30.00', [{ row, kind: 'matchResult', selection: 'draw' }], {
      id: 'sb-replay-1',
    });
    expect(again.ticket.id).toBe(first.ticket.id);
    expect((await a.balance()) - a.start).toBe(-3_000n);
    const rounds = await database.db
      .select()
      .from(providerRounds)
      .where(eq(providerRounds.player, 'sb_replay'));
    expect(rounds).toHaveLength(1);
  });
});

describe('live tickets', () => {
  it('waits its delay and is struck at the price then, or refused and rolled back when it moved', async () => {
    const a = await member('sb_live');
    const row = fixture({ status: 'live', startsAt: new Date(clock - HOUR).toISOString() });
    await server.sportsbook.sync(now());
    const kept = await place(a, '40.00', [{ row, kind: 'matchResult', selection: 'home' }], {
      acceptance: 'higher',
    });
    const moved = await place(a, '60.00', [{ row, kind: 'overUnder', selection: 'over' }]);
    expect([kept.ticket.status, moved.ticket.status]).toEqual(['pending', 'pending']);
    expect((await a.balance()) - a.start).toBe(-10_000n);
    // The home price lengthens (accepted as higher), the over shortens (refused under none).
    row.markets = footballMarkets(2_300).map((m) =>
      m.market === 'overUnder' ? { ...m, selections: { over: odds(1_700), under: odds(2_200) } } : m,
    );
    await server.sportsbook.sync(now());
    // Not before the delay.
    expect((await server.sportsbook.tickets(a.token, 'open')).tickets.map((t) => t.status)).toEqual([
      'pending',
      'pending',
    ]);
    clock += 5_000;
    const open = await server.sportsbook.tickets(a.token, 'open');
    expect(open.tickets.map((t) => [t.status, t.legs[0]!.oddsMilli])).toEqual([['open', 2_300]]);
    const [refused] = (await server.sportsbook.tickets(a.token, 'settled')).tickets;
    expect(refused).toMatchObject({
      id: moved.ticket.id,
      status: 'refused',
      refusal: 'sportsbook_err_odds_changed',
      payout: '60.00',
    });
    expect((await a.balance()) - a.start).toBe(-4_000n);
    const [round] = await database.db
      .select()
      .from(providerRounds)
      .where(eq(providerRounds.roundId, refused!.roundId));
    expect(round!.status).toBe('refunded');
  });
});

describe('cash out', () => {
  it('buys a ticket back at the offer once, refuses a lower offer than accepted, and settlement pays no more', async () => {
    const a = await member('sb_cash_out');
    const row = fixture();
    await server.sportsbook.sync(now());
    const placed = await place(a, '100.00', [{ row, kind: 'matchResult', selection: 'home' }]);
    // The price shortens to 1.500: the offer is 100 × 2.100 / 1.500 × 0.95 = 133.00.
    row.markets = footballMarkets(1_500);
    await server.sportsbook.sync(now());
    const [open] = (await server.sportsbook.tickets(a.token, 'open')).tickets;
    expect(open!.cashOut).toBe('133.00');
    expect(
      await refusal(server.sportsbook.cashOut(a.token, Number(placed.ticket.id), { offer: '140.00' })),
    ).toEqual({
      code: 'SPORTSBOOK_CASH_OUT_CHANGED',
      field: 'body.offer',
      message: 'sportsbook_err_cash_out_changed',
      params: { offer: '133.00' },
    });
    const cashed = await server.sportsbook.cashOut(a.token, Number(placed.ticket.id), { offer: '133.00' });
    expect(cashed.ticket).toMatchObject({ status: 'cashed_out', payout: '133.00', cashOut: null });
    expect((await a.balance()) - a.start).toBe(3_300n);
    expect(
      await refusal(server.sportsbook.cashOut(a.token, Number(placed.ticket.id), { offer: '1.00' })),
    ).toMatchObject({
      code: 'SPORTSBOOK_CASH_OUT_UNAVAILABLE',
    });
    const b = await member('sb_cash_out_other');
    expect(
      await refusal(server.sportsbook.cashOut(b.token, Number(placed.ticket.id), { offer: '1.00' })),
    ).toMatchObject({
      code: 'SPORTSBOOK_TICKET_NOT_FOUND',
    });
    await finish(row, { home: 2, away: 0 });
    expect((await a.balance()) - a.start).toBe(3_300n);
  });

  it('offers nothing once a parlay leg lost or a market is suspended', async () => {
    const a = await member('sb_no_offer');
    const one = fixture();
    const two = fixture();
    await server.sportsbook.sync(now());
    const placed = await place(a, '10.00', [
      { row: one, kind: 'matchResult', selection: 'home' },
      { row: two, kind: 'matchResult', selection: 'home' },
    ]);
    expect((await server.sportsbook.tickets(a.token, 'open')).tickets[0]!.cashOut).not.toBeNull();
    two.markets = two.markets.map((m) => ({ ...m, status: 'suspended' }));
    await server.sportsbook.sync(now());
    expect((await server.sportsbook.tickets(a.token, 'open')).tickets[0]!.cashOut).toBeNull();
    expect(
      await refusal(server.sportsbook.cashOut(a.token, Number(placed.ticket.id), { offer: '1.00' })),
    ).toMatchObject({
      code: 'SPORTSBOOK_CASH_OUT_UNAVAILABLE',
    });
  });
});

describe('void', () => {
  it('settles an abandoned fixture void 48 hours after its start, returning every stake', async () => {
    const a = await member('sb_void');
    const row = fixture();
    await server.sportsbook.sync(now());
    const placed = await place(a, '25.00', [{ row, kind: 'overUnder', selection: 'under' }]);
    row.status = 'abandoned';
    await server.sportsbook.sync(now());
    expect((await server.sportsbook.settle()).tickets).toBe(0);
    clock += 51 * HOUR;
    await server.sportsbook.settle();
    clock -= 51 * HOUR;
    const [ticket] = await database.db
      .select()
      .from(sportsbookTickets)
      .where(eq(sportsbookTickets.id, Number(placed.ticket.id)));
    expect(ticket).toMatchObject({ status: 'void', payoutMinor: 2_500n });
    expect(await a.balance()).toBe(a.start);
  });
});

describe('double chance, odd/even, correct score and map winner', () => {
  /** A single on a market of the fixture's sport by kind (and line), at its price now. */
  const single = async (
    player: { token: string },
    row: Played,
    kind: string,
    selection: TSportsbookTicketRequest['legs'][number]['selection'],
    line: number | null = null,
  ) => {
    const book = await server.sportsbook.book(row.sport);
    const market = book.fixtures
      .find((f) => f.id === row.id)
      ?.markets.find((m) => m.kind === kind && m.line === line);
    if (!market) throw new Error(`no ${kind} market on ${row.id}`);
    const oddsMilli = market.selections.find((s) => s.key === selection)!.oddsMilli;
    const placed = await server.sportsbook.placeTicket(player.token, {
      requestId: requestId(),
      stake: '100.00' as TSportsbookTicketRequest['stake'],
      acceptance: 'none',
      legs: [{ marketId: market.id, selection, oddsMilli }],
    });
    return placed.ticket.id;
  };
  const settledOf = async (player: { token: string }) =>
    new Map((await server.sportsbook.tickets(player.token, 'settled')).tickets.map((t) => [t.id, t]));

  it('settles double chance, odd/even and correct score on the final score, a score dropped live lost', async () => {
    const a = await member('sb_newer_football');
    const row = fixture({
      markets: [
        ...footballMarkets(),
        {
          market: 'doubleChance',
          status: 'open',
          selections: { '1X': odds(1_300), '12': odds(1_250), X2: odds(1_700) },
        },
        { market: 'oddEven', status: 'open', selections: { odd: odds(1_900), even: odds(1_900) } },
        {
          market: 'correctScore',
          status: 'open',
          selections: { '0-0': odds(9_000), '1-0': odds(7_000), '2-1': odds(8_500), other: odds(2_000) },
        },
      ],
    });
    await server.sportsbook.sync(now());
    const bets = {
      oneX: await single(a, row, 'doubleChance', '1X'),
      x2: await single(a, row, 'doubleChance', 'X2'),
      odd: await single(a, row, 'oddEven', 'odd'),
      score: await single(a, row, 'correctScore', '2-1'),
      other: await single(a, row, 'correctScore', 'other'),
      nil: await single(a, row, 'correctScore', '0-0'),
    };
    // In play at 1–0, the feed stops offering 0–0: the ticket on it still settles (lost).
    row.markets = row.markets.map((m) =>
      m.market === 'correctScore'
        ? { ...m, selections: { '1-0': odds(3_000), '2-1': odds(6_000), other: odds(1_800) } }
        : m,
    );
    await server.sportsbook.sync(now());
    const shown = await server.sportsbook.book('football');
    const market = shown.fixtures
      .find((f) => f.id === row.id)!
      .markets.find((m) => m.kind === 'correctScore')!;
    expect(market.selections.map((s) => s.key)).toEqual(['1-0', '2-1', 'other']);
    await finish(row, { home: 2, away: 1 });
    const settled = await settledOf(a);
    expect(settled.get(bets.oneX)).toMatchObject({ status: 'won', payout: '130.00' });
    expect(settled.get(bets.x2)).toMatchObject({ status: 'lost', payout: '0.00' });
    expect(settled.get(bets.odd)).toMatchObject({ status: 'won', payout: '190.00' });
    expect(settled.get(bets.score)).toMatchObject({ status: 'won', payout: '850.00' });
    expect(settled.get(bets.score)!.legs[0]).toMatchObject({ kind: 'correctScore', selection: '2-1' });
    expect(settled.get(bets.other)).toMatchObject({ status: 'lost', payout: '0.00' });
    expect(settled.get(bets.nil)).toMatchObject({ status: 'lost', payout: '0.00' });
    expect((await a.balance()) - a.start).toBe(13_000n + 19_000n + 85_000n - 60_000n);
  });

  it('keeps a score the feed stopped offering on its correct score, suspended: it wins if it is the final', async () => {
    const a = await member('sb_dropped_score');
    const row = fixture({
      markets: [
        ...footballMarkets(),
        {
          market: 'correctScore',
          status: 'open',
          selections: { '0-0': odds(9_000), '1-0': odds(7_000), other: odds(2_000) },
        },
      ],
    });
    await server.sportsbook.sync(now());
    const nil = await single(a, row, 'correctScore', '0-0');
    const other = await single(a, row, 'correctScore', 'other');
    // 1–0 in play: the feed stops pricing 0–0, which no longer takes bets.
    row.markets = row.markets.map((m) =>
      m.market === 'correctScore' ? { ...m, selections: { '1-0': odds(3_000), other: odds(1_800) } } : m,
    );
    await server.sportsbook.sync(now());
    const market = await marketOf(row, 'correctScore');
    expect(
      await refusal(
        server.sportsbook.placeTicket(a.token, {
          requestId: requestId(),
          stake: '10.00' as TSportsbookTicketRequest['stake'],
          acceptance: 'any',
          legs: [{ marketId: market.id, selection: '0-0', oddsMilli: 9_000 }],
        }),
      ),
    ).toMatchObject({ code: 'SPORTSBOOK_MARKET_CLOSED' });
    // The goal is ruled out: 0–0 at full time. The ticket on 0–0 wins; "any other" does not.
    await finish(row, { home: 0, away: 0 });
    const settled = await settledOf(a);
    expect(settled.get(nil)).toMatchObject({ status: 'won', payout: '900.00' });
    expect(settled.get(other)).toMatchObject({ status: 'lost', payout: '0.00' });
  });

  it('settles a map winner on its map (the line), void when that map is not played', async () => {
    const a = await member('sb_newer_maps');
    const esports = (): FeedMarket[] => [
      { market: 'esportsMatchWinner', status: 'open', selections: { home: odds(1_800), away: odds(2_000) } },
      ...[1, 2, 3].map(
        (line): FeedMarket => ({
          market: 'mapWinner',
          status: 'open',
          line,
          selections: { home: odds(1_850), away: odds(1_950) },
        }),
      ),
    ];
    const three = fixture({ sport: 'esports', markets: esports() });
    const two = fixture({ sport: 'esports', markets: esports() });
    await server.sportsbook.sync(now());
    const secondHome = await single(a, three, 'mapWinner', 'home', 2);
    const thirdHome = await single(a, three, 'mapWinner', 'home', 3);
    const thirdAway = await single(a, two, 'mapWinner', 'away', 3);
    for (const [row, maps] of [
      [three, ['away', 'home', 'away']],
      [two, ['home', 'home']],
    ] as const) {
      row.status = 'finished';
      row.maps = [...maps];
      row.score = {
        home: maps.filter((m) => m === 'home').length,
        away: maps.filter((m) => m === 'away').length,
      };
      row.markets = row.markets.map((m) => ({ ...m, status: 'closed' }));
    }
    await server.sportsbook.sync(now());
    await server.sportsbook.settle();
    const settled = await settledOf(a);
    expect(settled.get(secondHome)).toMatchObject({ status: 'won', payout: '185.00' });
    expect(settled.get(secondHome)!.legs[0]).toMatchObject({ kind: 'mapWinner', line: 2, outcome: 'won' });
    expect(settled.get(thirdHome)).toMatchObject({ status: 'lost', payout: '0.00' });
    expect(settled.get(thirdAway)).toMatchObject({ status: 'void', payout: '100.00' });
    expect((await a.balance()) - a.start).toBe(18_500n + 10_000n - 30_000n);
  });
});

describe('resettlement (ADR 090)', () => {
  /** An operator's corrected result of a settled fixture, as the trading desk enters it. */
  const correct = async (row: Played, score: { home: number; away: number }) => {
    row.score = score;
    await database.db
      .update(sportsbookFixtures)
      .set({ scoreHome: score.home, scoreAway: score.away, resultSource: 'operator' })
      .where(eq(sportsbookFixtures.id, row.id));
    const resettled = await server.sportsbook.resettleFixture(row.id);
    await server.sportsbook.settle();
    return resettled;
  };
  const roundOf = async (roundId: string) =>
    (await database.db.select().from(providerRounds).where(eq(providerRounds.roundId, roundId)))[0]!;
  const recordOf = async (roundId: string) =>
    (await database.db.select().from(betRecords).where(eq(betRecords.roundId, roundId)))[0]!;

  it('takes a corrected win back as far as the wallet holds it, the rest a shortfall', async () => {
    const a = await member('sb_resettle_short');
    const row = fixture();
    const other = fixture();
    await server.sportsbook.sync(now());
    const won = await place(a, '100.00', [{ row, kind: 'matchResult', selection: 'home' }]);
    await finish(row, { home: 2, away: 0 });
    expect((await a.balance()) - a.start).toBe(11_000n);
    // All but 50.00 of the wallet staked elsewhere: the correction can take back only that.
    const left = await a.balance();
    await place(a, ((Number(left) - 5_000) / 100).toFixed(2), [
      { row: other, kind: 'matchResult', selection: 'away' },
    ]);
    expect(await a.balance()).toBe(5_000n);

    expect(await correct(row, { home: 0, away: 1 })).toEqual({ tickets: 1 });
    expect(await a.balance()).toBe(0n);
    const [ticket] = (await server.sportsbook.tickets(a.token, 'settled')).tickets;
    expect(ticket).toMatchObject({ id: won.ticket.id, status: 'lost', payout: '0.00' });
    expect(ticket!.correctedAt).not.toBeNull();
    expect(await roundOf(won.ticket.roundId)).toMatchObject({ status: 'settled', payoutMinor: 0n });
    // The operator's record keeps what the member was paid in the end: 210.00 less the 50.00 taken.
    expect(await recordOf(won.ticket.roundId)).toMatchObject({ payoutMinor: 16_000n, winLossMinor: 6_000n });

    // Corrected again to the first result: only the 50.00 taken is paid back (the shortfall was never
    // recovered, so paying 210.00 would create money); the same result changes nothing.
    expect(await correct(row, { home: 2, away: 0 })).toEqual({ tickets: 1 });
    expect(await a.balance()).toBe(5_000n);
    expect(await correct(row, { home: 2, away: 0 })).toEqual({ tickets: 0 });
    expect(await a.balance()).toBe(5_000n);
    expect(await roundOf(won.ticket.roundId)).toMatchObject({ status: 'settled', payoutMinor: 21_000n });
    expect(await recordOf(won.ticket.roundId)).toMatchObject({ payoutMinor: 21_000n });
  });

  it('opens again a parlay lost on a corrected leg and pays it when its last leg wins', async () => {
    const a = await member('sb_resettle_reopen');
    const first = fixture();
    const second = fixture({ startsAt: new Date(clock + 5 * HOUR).toISOString() });
    await server.sportsbook.sync(now());
    const parlay = await place(a, '100.00', [
      { row: first, kind: 'matchResult', selection: 'home' },
      { row: second, kind: 'matchResult', selection: 'home' },
    ]);
    await finish(first, { home: 0, away: 1 });
    expect((await server.sportsbook.tickets(a.token, 'settled')).tickets[0]).toMatchObject({
      id: parlay.ticket.id,
      status: 'lost',
    });

    await correct(first, { home: 1, away: 0 });
    const [reopened] = (await server.sportsbook.tickets(a.token, 'open')).tickets;
    expect(reopened).toMatchObject({ id: parlay.ticket.id, status: 'open', payout: null });
    expect(reopened!.legs.map((l) => l.outcome)).toEqual(['won', null]);
    expect((await a.balance()) - a.start).toBe(-10_000n);
    // Its round records why it is open again (the betting record's replay reads it).
    const recalled = await server.provider.recall(parlay.ticket.roundId);
    expect(recalled.steps.at(-1)?.record).toMatchObject({
      status: 'open',
      correction: true,
      outcomes: ['won', null],
    });

    await finish(second, { home: 3, away: 1 });
    expect((await a.balance()) - a.start).toBe(-10_000n + 44_100n);
    expect(await roundOf(parlay.ticket.roundId)).toMatchObject({ status: 'settled', payoutMinor: 44_100n });
    expect(await recordOf(parlay.ticket.roundId)).toMatchObject({ payoutMinor: 44_100n });
    expect((await server.provider.recall(parlay.ticket.roundId)).steps.at(-1)?.record).toMatchObject({
      status: 'won',
      correction: true,
      payout: '44100',
    });
  });

  it('leaves a cashed-out ticket as it was bought back', async () => {
    const a = await member('sb_resettle_cashed');
    const row = fixture();
    await server.sportsbook.sync(now());
    const placed = await place(a, '100.00', [{ row, kind: 'matchResult', selection: 'home' }]);
    const cashed = await server.sportsbook.cashOut(a.token, Number(placed.ticket.id), {
      offer: placed.ticket.cashOut!,
    });
    await finish(row, { home: 2, away: 0 });
    const before = await a.balance();
    expect(await correct(row, { home: 0, away: 2 })).toEqual({ tickets: 0 });
    expect(await a.balance()).toBe(before);
    expect((await server.sportsbook.tickets(a.token, 'settled')).tickets[0]).toMatchObject({
      status: 'cashed_out',
      payout: cashed.ticket.payout,
      correctedAt: null,
    });
  });

  it('retries a resettle whose answer was lost under the same transaction id, moving money once', async () => {
    let lose = true;
    const provider = createProviderService({
      db: database.db,
      operator: lossyOperator(app, (action) => lose && action === 'resettle'),
      now,
      gameOf: async (_brand, _vendor, gameCode) => ({
        gameName: gameCode,
        engine: 'sportsbook',
        maintenance: false,
      }),
    });
    const lossy = createSportsbookService({ db: database.db, provider, now, feed });
    const a = await member('sb_resettle_lost');
    const row = fixture();
    await server.sportsbook.sync(now());
    const placed = await place(a, '100.00', [{ row, kind: 'matchResult', selection: 'home' }]);
    await finish(row, { home: 1, away: 0 });
    row.score = { home: 1, away: 1 };
    await database.db
      .update(sportsbookFixtures)
      .set({ scoreHome: 1, scoreAway: 1, resultSource: 'operator' })
      .where(eq(sportsbookFixtures.id, row.id));
    await lossy.resettleFixture(row.id);
    // The operator took the 210.00 back, but the provider never heard: the round waits, resettling.
    expect((await a.balance()) - a.start).toBe(-10_000n);
    expect(await roundOf(placed.ticket.roundId)).toMatchObject({ status: 'resettling', payoutMinor: 0n });
    lose = false;
    clock += 60_000;
    expect(await provider.sweep()).toMatchObject({ resettled: 1 });
    expect((await a.balance()) - a.start).toBe(-10_000n);
    expect(await roundOf(placed.ticket.roundId)).toMatchObject({ status: 'settled', payoutMinor: 0n });
    expect(await recordOf(placed.ticket.roundId)).toMatchObject({ payoutMinor: 0n, winLossMinor: -10_000n });
  });
});
