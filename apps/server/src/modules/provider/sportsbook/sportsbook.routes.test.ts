/**
 * The sportsbook over HTTP (ADR 089): the LWSB title and an e-sports vendor's title launching into
 * the book on their sport, the session from the launch token, the public book from the demo feed, a
 * single placed with the session token and listed, preferences kept, and refusals as envelopes with
 * their code, message and field.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { games } from '../../games/game.table.ts';
import { createProviderKit } from '../provider-test-kit.ts';

let app: App;
let database: DatabaseHandle;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
});
afterAll(async () => {
  await app.close();
});

const titleOf = async (merchantId: number, vendor: string) => {
  const [title] = await database.db
    .select({
      vendor: games.vassalage,
      gameCode: games.gameCode,
      maintenance: games.maintenance,
      rtp: games.rtp,
    })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.vassalage, vendor)))
    .limit(1);
  return title!;
};

it('launches sportsbook titles into the book, places a single with the session token and refuses in envelopes', async () => {
  const kit = await createProviderKit(app, database);
  const house = await titleOf(kit.lw, 'LWSB');
  expect(house).toMatchObject({ maintenance: false, rtp: '95.00' });
  const esports = await titleOf(kit.lw, 'IMES');
  expect(esports.maintenance).toBe(false);
  const m = await kit.member('sportsbook_http');
  expect((await m.launch({ vendor: esports.vendor, gameCode: esports.gameCode })).pathname).toBe(
    '/sportsbook/esports',
  );
  const url = await m.launch({ vendor: house.vendor, gameCode: house.gameCode });
  expect(url.pathname).toBe('/sportsbook/football');
  const started = await app.inject({
    method: 'POST',
    url: '/provider/sportsbook/session',
    payload: {
      vendor: url.searchParams.get('vendor'),
      gameCode: url.searchParams.get('gameCode'),
      launchToken: url.searchParams.get('token'),
    },
  });
  const session = started.json().value;
  expect(session).toMatchObject({
    player: 'sportsbook_http',
    sport: 'football',
    balance: '10000.00',
    preferences: { oddsFormat: 'decimal', acceptance: 'higher' },
  });
  const auth = { authorization: `Bearer ${session.token}` };

  // The public book: the demo feed's fixtures around now, each with its markets.
  const book = await app.inject({ method: 'GET', url: '/provider/sportsbook/book?sport=football' });
  expect(book.headers['cache-control']).toBe('no-store');
  const { fixtures } = book.json().value;
  expect(fixtures.length).toBeGreaterThan(20);
  const fixture = fixtures.find(
    (f: { status: string; markets: { kind: string; status: string }[] }) =>
      f.status === 'prematch' && f.markets.some((m) => m.kind === 'matchResult' && m.status === 'open'),
  );
  const market = fixture.markets.find((m: { kind: string }) => m.kind === 'matchResult');
  expect(market.selections.map((s: { key: string }) => s.key)).toEqual(['home', 'draw', 'away']);
  const home = market.selections.find((s: { key: string }) => s.key === 'home');

  const placed = await app.inject({
    method: 'POST',
    url: '/provider/sportsbook/tickets',
    headers: auth,
    payload: {
      requestId: 'http-ticket-0001',
      stake: '25.00',
      acceptance: 'any',
      legs: [{ marketId: market.id, selection: 'home', oddsMilli: home.oddsMilli }],
    },
  });
  expect(placed.statusCode).toBe(200);
  expect(placed.json().value).toMatchObject({
    ticket: { status: 'open', stake: '25.00' },
    balance: '9975.00',
  });
  const open = (
    await app.inject({ method: 'GET', url: '/provider/sportsbook/tickets?status=open', headers: auth })
  ).json().value;
  expect(open.balance).toBe('9975.00');
  expect(open.tickets[0].legs[0]).toMatchObject({
    fixtureId: fixture.id,
    kind: 'matchResult',
    selection: 'home',
  });

  const saved = await app.inject({
    method: 'PUT',
    url: '/provider/sportsbook/preferences',
    headers: auth,
    payload: { oddsFormat: 'malay', acceptance: 'none' },
  });
  expect(saved.json().value).toEqual({ oddsFormat: 'malay', acceptance: 'none' });

  // A price other than the book's under "none" is refused at its leg; nothing moves.
  const stale = await app.inject({
    method: 'POST',
    url: '/provider/sportsbook/tickets',
    headers: auth,
    payload: {
      requestId: 'http-ticket-0002',
      stake: '10.00',
      acceptance: 'none',
      legs: [{ marketId: market.id, selection: 'home', oddsMilli: home.oddsMilli + 1 }],
    },
  });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({
    success: false,
    code: 'SPORTSBOOK_ODDS_CHANGED',
    message: 'sportsbook_err_odds_changed',
    value: { field: 'body.legs.0.oddsMilli' },
  });
  const unknown = await app.inject({
    method: 'POST',
    url: '/provider/sportsbook/tickets',
    headers: auth,
    payload: {
      requestId: 'http-ticket-0003',
      stake: '10.00',
      acceptance: 'any',
      legs: [{ marketId: 999_999, selection: 'home', oddsMilli: 2_000 }],
    },
  });
  expect(unknown.json()).toMatchObject({
    code: 'SPORTSBOOK_MARKET_NOT_FOUND',
    value: { field: 'body.legs.0.marketId' },
  });
  const malformed = await app.inject({
    method: 'POST',
    url: '/provider/sportsbook/tickets',
    headers: auth,
    payload: { requestId: 'http-ticket-0004', stake: '10.00', acceptance: 'any', legs: [] },
  });
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  const anonymous = await app.inject({ method: 'GET', url: '/provider/sportsbook/tickets' });
  expect(anonymous.statusCode).toBe(401);
  expect(await m.balance()).toBe(997_500n);
});
