/**
 * The back office's trading desk over HTTP (issue 23, ADR 089): a trader's fixtures with their
 * standard markets, a member's three-leg parlay on them, prices moved (the market then traded) with
 * the exposure shown, bad prices, lines and results refused at their field, the results entered and
 * the parlay paid at once (a level handicap leg void), a settled fixture closed to changes, every
 * change audited, and the desk closed to operators without `sportsbook.trade` — the ledger balanced.
 */
import type { TTradingFixture } from '@luckwell/contracts/admin/trading';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { auditLog } from '../../admin/audit-log.table.ts';
import { createOperatorClient } from '../../admin/operator-test-client.ts';
import { games } from '../../games/game.table.ts';
import { betRecords } from '../../seamless/bet-record.table.ts';
import { journalEntries } from '../../wallet/journal-entry.table.ts';
import { checkLedger } from '../../wallet/ledger-check.ts';
import { createProviderKit } from '../provider-test-kit.ts';

let app: App;
let database: DatabaseHandle;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

const operator = async (username: string, password: string) => {
  const client = createOperatorClient(app);
  await client.signIn(username, password);
  return client;
};
const fixtureOf = (response: {
  statusCode: number;
  body: string;
  json: () => { value: TTradingFixture };
}) => {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json().value;
};
const marketOf = (fixture: TTradingFixture, kind: string) => fixture.markets.find((m) => m.kind === kind)!;
const priceOf = (fixture: TTradingFixture, kind: string, key: string) =>
  marketOf(fixture, kind).selections.find((s) => s.key === key)!.oddsMilli;

/** LW's LW Sportsbook title. */
const lwsbTitle = async (lw: number) => {
  const [title] = await database.db
    .select({ vendor: games.vassalage, gameCode: games.gameCode })
    .from(games)
    .where(and(eq(games.merchantId, lw), eq(games.vassalage, 'LWSB')))
    .limit(1);
  return title!;
};

/** A member's sportsbook session, opened from a launch of the title as the book's page does. */
const sportsbookSession = async (
  m: { launch: (game: { vendor: string; gameCode: string }) => Promise<URL> },
  title: { vendor: string; gameCode: string },
) => {
  const url = await m.launch(title);
  return (
    await app.inject({
      method: 'POST',
      url: '/provider/sportsbook/session',
      payload: {
        vendor: url.searchParams.get('vendor'),
        gameCode: url.searchParams.get('gameCode'),
        launchToken: url.searchParams.get('token'),
      },
    })
  ).json().value;
};

it('runs a parlay on traders’ fixtures from prices to results, paying it at once, audited', async () => {
  const owner = await operator('owner', 'Owner@2026');
  const kickOff = new Date(Date.now() + 2 * 3_600_000).toISOString();
  const create = (home: string, away: string) =>
    owner.post('/trading/fixtures', {
      sport: 'football',
      league: 'Trader Cup',
      home,
      away,
      startsAt: kickOff,
      reason: 'Friendly added for the demo',
    });
  const one = fixtureOf(await create('Sông Hàn FC', 'Cầu Rồng United'));
  const two = fixtureOf(await create('Núi Bà Đen', 'Biển Hồ Stars'));
  const three = fixtureOf(await create('Cát Bà Corsairs', 'Lạch Tray Town'));
  expect(one).toMatchObject({ source: 'operator', status: 'prematch', settledAt: null });
  expect(one.markets.map((m) => [m.kind, m.line, m.status, m.traded])).toEqual([
    ['matchResult', null, 'open', true],
    ['asianHandicap', 0, 'open', true],
    ['overUnder', 10, 'open', true],
  ]);

  // A member's parlay: home at 2.600, over 2.5 at 1.900, away level (handicap 0) at 1.900.
  const kit = await createProviderKit(app, database);
  const title = await lwsbTitle(kit.lw);
  const m = await kit.member('trading_parlay');
  const session = await sportsbookSession(m, title);
  const placed = await app.inject({
    method: 'POST',
    url: '/provider/sportsbook/tickets',
    headers: { authorization: `Bearer ${session.token}` },
    payload: {
      requestId: 'trading-parlay-1',
      stake: '100.00',
      acceptance: 'none',
      legs: [
        { marketId: marketOf(one, 'matchResult').id, selection: 'home', oddsMilli: 2_600 },
        { marketId: marketOf(two, 'overUnder').id, selection: 'over', oddsMilli: 1_900 },
        { marketId: marketOf(three, 'asianHandicap').id, selection: 'away', oddsMilli: 1_900 },
      ],
    },
  });
  expect(placed.json().value.ticket).toMatchObject({
    kind: 'parlay',
    oddsMilli: 9_386,
    potentialReturn: '938.60',
  });

  // Prices moved by the trader; the exposure shows the parlay on each of its markets.
  const moved = fixtureOf(
    await owner.put(`/trading/markets/${marketOf(one, 'matchResult').id}`, {
      selections: { home: 2_400, draw: 3_200, away: 2_900 },
      maxStake: '20000.00',
      reason: 'Team news: the away keeper is out',
    }),
  );
  expect(priceOf(moved, 'matchResult', 'home')).toBe(2_400);
  expect(marketOf(moved, 'matchResult')).toMatchObject({
    maxStake: '20000.00',
    exposure: [{ selection: 'home', tickets: 1, stake: '100.00', liability: '838.60' }],
  });
  const suspended = fixtureOf(
    await owner.put(`/trading/markets/${marketOf(two, 'overUnder').id}`, {
      status: 'suspended',
      reason: 'Weather',
    }),
  );
  expect(marketOf(suspended, 'overUnder').status).toBe('suspended');

  // Refusals at their field.
  expect(
    (
      await owner.put(`/trading/markets/${marketOf(one, 'matchResult').id}`, {
        selections: { home: 2_000, away: 2_000 },
        reason: 'x',
      })
    ).json(),
  ).toMatchObject({ code: 'SPORTSBOOK_BAD_PRICES', value: { field: 'body.selections.draw' } });
  expect(
    (
      await owner.post(`/trading/fixtures/${one.id}/markets`, {
        kind: 'asianHandicap',
        line: null,
        selections: { home: 1_900, away: 1_900 },
        reason: 'x',
      })
    ).json(),
  ).toMatchObject({ code: 'SPORTSBOOK_BAD_LINE', value: { field: 'body.line' } });
  expect(
    (
      await owner.post(`/trading/fixtures/${one.id}/markets`, {
        kind: 'overUnder',
        line: 10,
        selections: { over: 1_900, under: 1_900 },
        reason: 'x',
      })
    ).json(),
  ).toMatchObject({ code: 'SPORTSBOOK_MARKET_EXISTS' });
  const added = fixtureOf(
    await owner.post(`/trading/fixtures/${one.id}/markets`, {
      kind: 'asianHandicap',
      line: -3,
      selections: { home: 2_050, away: 1_780 },
      reason: 'Quarter line',
    }),
  );
  expect(added.markets.map((market) => market.line)).toEqual([null, 0, 10, -3]);
  expect(
    (await owner.post(`/trading/fixtures/${one.id}/result`, { status: 'finished', reason: 'x' })).json(),
  ).toMatchObject({
    code: 'SPORTSBOOK_BAD_RESULT',
    value: { field: 'body.score' },
  });
  expect(
    (
      await owner.post('/trading/fixtures', {
        sport: 'football',
        league: 'Lg',
        home: 'Aa',
        away: 'Bb',
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        reason: 'x',
      })
    ).json(),
  ).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'body.startsAt' } });

  // The results: 2–0, 2–1 (over), 1–1 (level: the away leg void). Paid at the third: 100 × 2.6 × 1.9.
  const result = (id: string, home: number, away: number) =>
    owner.post(`/trading/fixtures/${id}/result`, {
      status: 'finished',
      score: { home, away },
      reason: 'Official result',
    });
  expect(fixtureOf(await result(one.id, 2, 0))).toMatchObject({
    status: 'finished',
    resultSource: 'operator',
    settledAt: expect.any(String),
  });
  await result(two.id, 2, 1);
  expect(await m.balance()).toBe(990_000n);
  const last = fixtureOf(await result(three.id, 1, 1));
  expect(marketOf(last, 'asianHandicap').result).toEqual({ home: 'void', away: 'void' });
  expect(await m.balance()).toBe(990_000n + 49_400n);
  const settled = (
    await app.inject({
      method: 'GET',
      url: '/provider/sportsbook/tickets?status=settled',
      headers: { authorization: `Bearer ${session.token}` },
    })
  ).json().value;
  expect(settled.tickets[0]).toMatchObject({ status: 'won', payout: '494.00' });
  expect(settled.tickets[0].legs.map((l: { outcome: string }) => l.outcome)).toEqual(['won', 'won', 'void']);

  // A corrected result resettles (ADR 090): 2–1 was 1–0, the over leg lost, the 494.00 taken back
  // by a correction entry; corrected back, paid again. The bet record follows; the same result again
  // is refused.
  const corrected = fixtureOf(await result(two.id, 1, 0));
  expect(marketOf(corrected, 'overUnder').result).toEqual({ over: 'lost', under: 'won' });
  expect(await m.balance()).toBe(990_000n);
  const afterCorrection = (
    await app.inject({
      method: 'GET',
      url: '/provider/sportsbook/tickets?status=settled',
      headers: { authorization: `Bearer ${session.token}` },
    })
  ).json().value.tickets[0];
  expect(afterCorrection).toMatchObject({ status: 'lost', payout: '0.00', correctedAt: expect.any(String) });
  const record = async () =>
    (await database.db.select().from(betRecords).where(eq(betRecords.roundId, afterCorrection.roundId)))[0]!;
  expect(await record()).toMatchObject({ status: 'settled', payoutMinor: 0n, winLossMinor: -10_000n });
  await result(two.id, 2, 1);
  expect(await m.balance()).toBe(990_000n + 49_400n);
  expect(await record()).toMatchObject({ payoutMinor: 49_400n, winLossMinor: 39_400n });
  const corrections = await database.db
    .select({ kind: journalEntries.kind })
    .from(journalEntries)
    .where(eq(journalEntries.kind, 'win_correction'));
  expect(corrections.length).toBeGreaterThanOrEqual(2);
  expect((await result(two.id, 2, 1)).json()).toMatchObject({
    code: 'SPORTSBOOK_BAD_RESULT',
    value: { field: 'body.status' },
  });
  const [correctionAudit] = await database.db
    .select()
    .from(auditLog)
    .where(like(auditLog.action, 'sportsbook.result.correct'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  expect(correctionAudit).toMatchObject({ targetType: 'sportsbook_fixture', targetId: two.id });
  expect(correctionAudit!.before).toMatchObject({ score: { home: 1, away: 0 } });

  // A settled fixture's markets take no more changes.
  expect(
    (
      await owner.put(`/trading/markets/${marketOf(one, 'overUnder').id}`, {
        status: 'suspended',
        reason: 'x',
      })
    ).json(),
  ).toMatchObject({ code: 'SPORTSBOOK_ALREADY_SETTLED' });

  // Audited, with the reason.
  const [entry] = await database.db
    .select()
    .from(auditLog)
    .where(like(auditLog.action, 'sportsbook.result.enter'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  expect(entry).toMatchObject({ targetType: 'sportsbook_fixture', targetId: three.id });
  expect(entry!.after).toMatchObject({
    status: 'finished',
    score: { home: 1, away: 1 },
    reason: 'Official result',
  });

  // Content runs the catalogue, not the book.
  const content = await operator('content', 'Content@2026');
  expect((await content.get('/trading/fixtures')).statusCode).toBe(403);
});

it('takes an e-sports result as the maps’ winners and puts a trader’s fixture in play', async () => {
  const risk = await operator('risk', 'Risk@2026');
  const created = fixtureOf(
    await risk.post('/trading/fixtures', {
      sport: 'esports',
      league: 'Trader Masters',
      home: 'Sấm Sét',
      away: 'Gió Lốc',
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      reason: 'Show match',
    }),
  );
  expect(created.markets.map((m) => m.kind)).toEqual(['esportsMatchWinner', 'mapHandicap', 'totalMaps']);
  const live = fixtureOf(
    await risk.put(`/trading/fixtures/${created.id}`, {
      status: 'live',
      score: { home: 1, away: 0 },
      reason: 'Started',
    }),
  );
  expect(live).toMatchObject({ status: 'live', score: { home: 1, away: 0 } });
  expect(
    (await risk.post(`/trading/fixtures/${created.id}/result`, { status: 'finished', reason: 'x' })).json(),
  ).toMatchObject({ code: 'SPORTSBOOK_BAD_RESULT', value: { field: 'body.maps' } });
  const done = fixtureOf(
    await risk.post(`/trading/fixtures/${created.id}/result`, {
      status: 'finished',
      maps: ['home', 'away', 'home'],
      reason: 'Official',
    }),
  );
  expect(done).toMatchObject({ score: { home: 2, away: 1 }, maps: ['home', 'away', 'home'] });
  expect(marketOf(done, 'esportsMatchWinner').result).toEqual({ home: 'won', away: 'lost' });
  expect(marketOf(done, 'totalMaps').result).toEqual({ over: 'won', under: 'lost' });
  const feedFixture = (await risk.get('/trading/fixtures?sport=football'))
    .json()
    .value.fixtures.find((f: TTradingFixture) => f.source === 'feed' && f.status === 'prematch');
  expect(
    (await risk.put(`/trading/fixtures/${feedFixture.id}`, { status: 'live', reason: 'x' })).json(),
  ).toMatchObject({
    code: 'SPORTSBOOK_FEED_FIXTURE',
  });
});

it('adds double chance, odd/even, correct score and map winner markets, and settles tickets on them', async () => {
  const owner = await operator('owner', 'Owner@2026');
  const startsAt = new Date(Date.now() + 3_600_000).toISOString();
  const football = fixtureOf(
    await owner.post('/trading/fixtures', {
      sport: 'football',
      league: 'Desk Cup',
      home: 'Tràng An Kites',
      away: 'Hòn Chồng Crabs',
      startsAt,
      reason: 'More markets',
    }),
  );
  const esports = fixtureOf(
    await owner.post('/trading/fixtures', {
      sport: 'esports',
      league: 'Desk Masters',
      home: 'Lửa Thiêng',
      away: 'Băng Giá',
      startsAt,
      reason: 'More markets',
    }),
  );
  const add = (id: string, body: Record<string, unknown>) =>
    owner.post(`/trading/fixtures/${id}/markets`, { reason: 'More markets', ...body });
  await add(football.id, {
    kind: 'doubleChance',
    line: null,
    selections: { '1X': 1_300, '12': 1_280, X2: 1_650 },
  });
  await add(football.id, { kind: 'oddEven', line: null, selections: { odd: 1_900, even: 1_900 } });
  // A correct score offers the scores it is given and any other.
  const scored = fixtureOf(
    await add(football.id, {
      kind: 'correctScore',
      line: null,
      selections: { '1-0': 6_500, '2-1': 8_000, '1-1': 6_000, other: 1_700 },
    }),
  );
  expect(marketOf(scored, 'correctScore').selections.map((s) => s.key)).toEqual([
    '1-0',
    '1-1',
    '2-1',
    'other',
  ]);
  expect(
    (await add(football.id, { kind: 'correctScore', line: null, selections: { other: 1_050 } })).json(),
  ).toMatchObject({ code: 'SPORTSBOOK_BAD_PRICES' });
  // A move prices the market's own scores: none added, none taken off.
  const scores = marketOf(scored, 'correctScore').id;
  expect(
    (
      await owner.put(`/trading/markets/${scores}`, {
        selections: { '1-0': 6_000, '2-1': 8_000, other: 1_700 },
        reason: 'x',
      })
    ).json(),
  ).toMatchObject({ code: 'SPORTSBOOK_BAD_PRICES', value: { field: 'body.selections.1-1' } });
  expect(
    (
      await owner.put(`/trading/markets/${scores}`, {
        selections: { '1-0': 6_000, '2-1': 8_000, '1-1': 6_000, '0-0': 9_000, other: 1_700 },
        reason: 'x',
      })
    ).json(),
  ).toMatchObject({ code: 'SPORTSBOOK_BAD_PRICES', value: { field: 'body.selections.0-0' } });
  const movedScores = fixtureOf(
    await owner.put(`/trading/markets/${scores}`, {
      selections: { '1-0': 6_000, '2-1': 7_500, '1-1': 6_000, other: 1_750 },
      reason: 'Late team news',
    }),
  );
  expect(priceOf(movedScores, 'correctScore', '2-1')).toBe(7_500);
  // A map winner's line is its map: 1 to 7.
  for (const line of [null, 0, 8])
    expect(
      (await add(esports.id, { kind: 'mapWinner', line, selections: { home: 1_900, away: 1_900 } })).json(),
    ).toMatchObject({ code: 'SPORTSBOOK_BAD_LINE', value: { field: 'body.line' } });
  expect(
    (await add(football.id, { kind: 'mapWinner', line: 1, selections: { home: 1_900, away: 1_900 } })).json(),
  ).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'body.kind' } });
  const mapped = fixtureOf(
    await add(esports.id, { kind: 'mapWinner', line: 2, selections: { home: 1_850, away: 1_950 } }),
  );
  expect(mapped.markets.map((m) => [m.kind, m.line])).toContainEqual(['mapWinner', 2]);

  // A member's singles on the four, then the results: 2–1, and maps home, away, away.
  const kit = await createProviderKit(app, database);
  const title = await lwsbTitle(kit.lw);
  const m = await kit.member('trading_more_markets');
  const session = await sportsbookSession(m, title);
  const start = await m.balance();
  let placed = 0;
  const single = async (fixture: TTradingFixture, kind: string, selection: string) => {
    const market = marketOf(fixture, kind);
    const response = await app.inject({
      method: 'POST',
      url: '/provider/sportsbook/tickets',
      headers: { authorization: `Bearer ${session.token}` },
      payload: {
        requestId: `trading-more-${++placed}`,
        stake: '100.00',
        acceptance: 'none',
        legs: [{ marketId: market.id, selection, oddsMilli: priceOf(fixture, kind, selection) }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  await single(movedScores, 'doubleChance', '1X');
  await single(movedScores, 'oddEven', 'even');
  await single(movedScores, 'correctScore', '2-1');
  await single(mapped, 'mapWinner', 'away');
  const settledFootball = fixtureOf(
    await owner.post(`/trading/fixtures/${football.id}/result`, {
      status: 'finished',
      score: { home: 2, away: 1 },
      reason: 'Official',
    }),
  );
  const done = fixtureOf(
    await owner.post(`/trading/fixtures/${esports.id}/result`, {
      status: 'finished',
      maps: ['home', 'away', 'away'],
      reason: 'Official',
    }),
  );
  expect(marketOf(done, 'mapWinner').result).toEqual({ home: 'lost', away: 'won' });
  expect(marketOf(settledFootball, 'doubleChance').result).toEqual({ '1X': 'won', '12': 'won', X2: 'lost' });
  expect(marketOf(settledFootball, 'oddEven').result).toEqual({ odd: 'won', even: 'lost' });
  expect(marketOf(settledFootball, 'correctScore').result).toMatchObject({
    '1-0': 'lost',
    '2-1': 'won',
    '1-1': 'lost',
    other: 'lost',
  });
  // 1X at 1.300, even lost, 2–1 at 7.500, map 2 away at 1.950: 130 + 750 + 195 back on 400 staked.
  expect((await m.balance()) - start).toBe(13_000n + 75_000n + 19_500n - 40_000n);
});

it('holds a member to a trader’s stake limit of their own, audited, until it is lifted', async () => {
  const risk = await operator('risk', 'Risk@2026');
  const kit = await createProviderKit(app, database);
  const m = await kit.member('trading_limited');
  const title = await lwsbTitle(kit.lw);
  const fixture = fixtureOf(
    await risk.post('/trading/fixtures', {
      sport: 'football',
      league: 'Limit Cup',
      home: 'Hạ Long Gulls',
      away: 'Tam Đảo Pines',
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      reason: 'Limit test',
    }),
  );
  const limit = (player: string, maxStake: string | null) =>
    risk.put('/trading/limits', { brand: 'LW', player, maxStake, reason: 'Sharp account' });

  expect((await limit('nobody_here', '50.00')).json()).toMatchObject({
    code: 'SPORTSBOOK_MEMBER_NOT_FOUND',
    value: { field: 'body.player' },
  });
  expect((await limit('trading_limited', '5.00')).json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    value: { field: 'body.maxStake' },
  });
  const set = (await limit('trading_limited', '50.00')).json().value;
  expect(set.limits.find((l: { player: string }) => l.player === 'trading_limited')).toMatchObject({
    brand: 'LW',
    maxStake: '50.00',
    reason: 'Sharp account',
  });

  const session = await sportsbookSession(m, title);
  expect(session.maxStake).toBe('50.00');
  const bet = (stake: string, requestId: string) =>
    app.inject({
      method: 'POST',
      url: '/provider/sportsbook/tickets',
      headers: { authorization: `Bearer ${session.token}` },
      payload: {
        requestId,
        stake,
        acceptance: 'none',
        legs: [{ marketId: marketOf(fixture, 'matchResult').id, selection: 'home', oddsMilli: 2_600 }],
      },
    });
  expect((await bet('50.01', 'limited-1')).json()).toMatchObject({
    code: 'SPORTSBOOK_STAKE_OUT_OF_RANGE',
    value: { field: 'body.stake', params: { max: '50.00' } },
  });
  expect(await m.balance()).toBe(1_000_000n);
  expect((await bet('50.00', 'limited-2')).json().success).toBe(true);

  expect((await limit('trading_limited', null)).json().value.limits).not.toContainEqual(
    expect.objectContaining({ player: 'trading_limited' }),
  );
  expect((await bet('500.00', 'limited-3')).json().success).toBe(true);
  const audits = await database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'sportsbook.limit.set'), eq(auditLog.targetId, String(m.id))))
    .orderBy(auditLog.id);
  expect(audits.map((a) => (a.after as { maxStake: string | null }).maxStake)).toEqual(['50.00', null]);
});
