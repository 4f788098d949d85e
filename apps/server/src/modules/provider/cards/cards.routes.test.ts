/**
 * Card tables over HTTP (ADR 084): a house Tiến Lên title launching into its table's page, the
 * session from the launch token, the public table and the player's seat with the session token, and
 * refusals as envelopes with their code, message and field: no such table, no session, no hand,
 * cards that are not cards; the table's feed pulsing as a seat is taken.
 */
import type { TCardPulse, TCardTableState } from '@luckwell/contracts/provider/cards';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { readEvents } from '../../../testing/read-events.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { games } from '../../games/game.table.ts';
import { createProviderKit } from '../provider-test-kit.ts';

let app: App;
let database: DatabaseHandle;
let base: string;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});

it('launches a Tiến Lên title into its table, seats the player with the session token and refuses in envelopes', async () => {
  const kit = await createProviderKit(app, database);
  const [title] = await database.db
    .select({ vendor: games.vassalage, gameCode: games.gameCode, maintenance: games.maintenance })
    .from(games)
    .where(and(eq(games.merchantId, kit.lw), eq(games.vassalage, 'LWCARD'), eq(games.engine, 'tien-len')))
    .limit(1);
  expect(title).toMatchObject({ maintenance: false });
  const m = await kit.member('cards_http');
  const url = await m.launch({ vendor: title!.vendor, gameCode: title!.gameCode });
  expect(url.pathname).toBe('/cardTable/LWCARD-TL-1');
  const started = await app.inject({
    method: 'POST',
    url: '/provider/cards/session',
    payload: {
      vendor: url.searchParams.get('vendor'),
      gameCode: url.searchParams.get('gameCode'),
      launchToken: url.searchParams.get('token'),
    },
  });
  const session = started.json().value;
  expect(session).toMatchObject({ player: 'cards_http', table: 'LWCARD-TL-1', balance: '10000.00' });
  const auth = { authorization: `Bearer ${session.token}` };

  // The hand history is the session's player's own: none yet, and none without a session.
  const hands = await app.inject({
    method: 'GET',
    url: '/provider/cards/tables/LWCARD-TL-1/hands',
    headers: auth,
  });
  expect(hands.json()).toMatchObject({ success: true, value: { hands: [] } });
  const nobody = await app.inject({ method: 'GET', url: '/provider/cards/tables/LWCARD-TL-1/hands' });
  expect(nobody.statusCode).toBe(401);
  expect(nobody.json()).toMatchObject({ success: false, code: 'PROVIDER_SESSION_INVALID' });

  const open = await app.inject({ method: 'GET', url: '/provider/cards/tables/LWCARD-TL-1' });
  expect(open.headers['cache-control']).toBe('no-store');
  expect(open.json().value).toMatchObject({
    table: {
      code: 'LWCARD-TL-1',
      seats: 4,
      base: '1.00',
      escrow: '60.00',
      rakePercent: '5.00',
      rakeCap: '20.00',
    },
    hand: null,
    balance: null,
  });

  // Acting with no hand, and sitting without a session, are refused; nothing moves.
  const noHand = await app.inject({
    method: 'POST',
    url: '/provider/cards/tables/LWCARD-TL-1/actions',
    headers: auth,
    payload: { type: 'pass' },
  });
  expect(noHand.statusCode).toBe(409);
  expect(noHand.json()).toMatchObject({
    success: false,
    code: 'CARD_NOT_SEATED',
    message: 'cards_err_not_seated',
  });
  const anonymous = await app.inject({
    method: 'POST',
    url: '/provider/cards/tables/LWCARD-TL-1/seat',
    payload: { requestId: 'anonymous-sit-1' },
  });
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json()).toMatchObject({ success: false, code: 'PROVIDER_SESSION_INVALID' });
  const missing = await app.inject({
    method: 'POST',
    url: '/provider/cards/tables/NO-SUCH-TABLE/seat',
    headers: auth,
    payload: { requestId: 'missing-table-1' },
  });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toMatchObject({ code: 'CARD_TABLE_NOT_FOUND', value: { field: 'params.table' } });
  const notCards = await app.inject({
    method: 'POST',
    url: '/provider/cards/tables/LWCARD-TL-1/actions',
    headers: auth,
    payload: { type: 'play', cards: [52] },
  });
  expect(notCards.statusCode).toBe(400);
  expect(notCards.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  expect(await m.balance()).toBe(1_000_000n);

  const seated = await app.inject({
    method: 'POST',
    url: '/provider/cards/tables/LWCARD-TL-1/seat',
    headers: auth,
    payload: { requestId: 'http-sit-request-1' },
  });
  expect(seated.statusCode).toBe(200);
  const state = seated.json().value as TCardTableState;
  expect(state.hand).toMatchObject({ status: 'waiting', mySeat: 0, escrow: '60.00' });
  expect(state.balance).toBe('9940.00');
  expect(await m.balance()).toBe(1_000_000n - 6_000n);
  // The player's seat is theirs on a reload: the table answers it with the session token.
  const again = await app.inject({ method: 'GET', url: '/provider/cards/tables/LWCARD-TL-1', headers: auth });
  expect(again.json().value.hand).toMatchObject({ number: state.hand!.number, mySeat: 0 });
});

it("streams a pulse to the table's feed whenever a hand there changes, naming no cards", async () => {
  const kit = await createProviderKit(app, database);
  const missing = await fetch(`${base}/provider/cards/tables/NO-SUCH-TABLE/events`);
  expect(missing.status).toBe(404);
  expect(await missing.json()).toMatchObject({ code: 'CARD_TABLE_NOT_FOUND' });

  const feed = await fetch(`${base}/provider/cards/tables/LWCARD-TL-1/events`);
  expect(feed.headers.get('content-type')).toMatch(/^text\/event-stream/);
  // Listening from before the seat is taken: the first pulse at once, the next once it changes.
  let wanted: { number: number; seats: number } | undefined;
  const heard = readEvents(feed, (events) =>
    events.some(({ data }) =>
      (data as TCardPulse).hands.some((hand) => hand.number === wanted?.number && hand.seats >= wanted.seats),
    ),
  );

  const m = await kit.member('cards_feed');
  const [title] = await database.db
    .select({ vendor: games.vassalage, gameCode: games.gameCode })
    .from(games)
    .where(and(eq(games.merchantId, kit.lw), eq(games.vassalage, 'LWCARD'), eq(games.engine, 'tien-len')))
    .limit(1);
  const url = await m.launch({ vendor: title!.vendor, gameCode: title!.gameCode });
  const session = (
    await app.inject({
      method: 'POST',
      url: '/provider/cards/session',
      payload: {
        vendor: title!.vendor,
        gameCode: title!.gameCode,
        launchToken: url.searchParams.get('token'),
      },
    })
  ).json().value;
  const seated = await app.inject({
    method: 'POST',
    url: '/provider/cards/tables/LWCARD-TL-1/seat',
    headers: { authorization: `Bearer ${session.token}` },
    payload: { requestId: 'feed-sit-request-1' },
  });
  const hand = (seated.json().value as TCardTableState).hand!;
  wanted = { number: hand.number, seats: hand.seats.length };
  const pulses = (await heard).map(({ data }) => data as TCardPulse);
  expect(pulses[0]!.table).toBe('LWCARD-TL-1');
  const seatsOf = (pulse: TCardPulse) => pulse.hands.find((h) => h.number === hand.number)?.seats ?? 0;
  expect(seatsOf(pulses[0]!)).toBeLessThan(wanted.seats);
  // The seat taken shows in a later pulse: the hand, its status and its seats, never its cards.
  expect(pulses.at(-1)!.hands.find((h) => h.number === hand.number)).toMatchObject({
    status: 'waiting',
    seats: wanted.seats,
  });
  expect(JSON.stringify(pulses)).not.toMatch(/cards|dealt|serverSeed/);
});
