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
  const [title] = await database.db
    .select({ vendor: games.vassalage, gameCode: games.gameCode })
    .from(games)
    .where(and(eq(games.merchantId, kit.lw), eq(games.vassalage, 'LWSB')))
    .limit(1);
  const m = await kit.member('trading_parlay');
  const url = await m.launch(title!);
  const session = (
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

  // A settled fixture takes no more changes.
  expect((await result(one.id, 3, 0)).json()).toMatchObject({ code: 'SPORTSBOOK_ALREADY_SETTLED' });
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
