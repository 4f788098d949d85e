/**
 * Card tables over HTTP (ADR 084): a house Tiến Lên title launching into its table's page, the
 * session from the launch token, the public table and the player's seat with the session token, and
 * refusals as envelopes with their code, message and field: no such table, no session, no hand,
 * cards that are not cards.
 */
import type { TCardTableState } from '@luckwell/contracts/provider/cards';
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
