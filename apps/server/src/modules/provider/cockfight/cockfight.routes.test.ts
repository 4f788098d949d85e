/**
 * Cockfight arenas over HTTP (ADR 087): a cockfight title launching into its arena's page, the
 * session from the launch token, the public arena and a bet with the session token answered with the
 * balance the page then shows, and refusals as envelopes with their code, message and field.
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

it('launches a cockfight title into its arena, bets with the session token and refuses in envelopes', async () => {
  const kit = await createProviderKit(app, database);
  const [title] = await database.db
    .select({ vendor: games.vassalage, gameCode: games.gameCode, maintenance: games.maintenance })
    .from(games)
    .where(and(eq(games.merchantId, kit.lw), eq(games.gameType, 'COCKFIGHT')))
    .limit(1);
  expect(title).toMatchObject({ maintenance: false });
  const m = await kit.member('cockfight_http');
  const url = await m.launch({ vendor: title!.vendor, gameCode: title!.gameCode });
  expect(url.pathname).toBe('/cockfight/LWCF-1');
  const started = await app.inject({
    method: 'POST',
    url: '/provider/cockfight/session',
    payload: {
      vendor: url.searchParams.get('vendor'),
      gameCode: url.searchParams.get('gameCode'),
      launchToken: url.searchParams.get('token'),
    },
  });
  const session = started.json().value;
  expect(session).toMatchObject({ player: 'cockfight_http', table: 'LWCF-1', balance: '10000.00' });
  const auth = { authorization: `Bearer ${session.token}` };

  // The manual arena has no fight until an operator opens one: a bet there is refused, nothing moves.
  const publicState = await app.inject({ method: 'GET', url: '/provider/cockfight/arenas/LWCF-2' });
  expect(publicState.headers['cache-control']).toBe('no-store');
  expect(publicState.json().value).toMatchObject({
    arena: { code: 'LWCF-2', mode: 'manual', odds: { mode: 'fixed', meronMilli: 1900 } },
    fight: null,
    myBets: null,
    balance: null,
  });
  const closed = await app.inject({
    method: 'POST',
    url: '/provider/cockfight/arenas/LWCF-2/bets',
    headers: auth,
    payload: { requestId: 'http-closed-1', side: 'meron', stake: '10.00' },
  });
  expect(closed.statusCode).toBe(409);
  expect(closed.json()).toMatchObject({
    success: false,
    code: 'COCKFIGHT_BETTING_CLOSED',
    message: 'cockfight_err_betting_closed',
    value: { field: 'body.side' },
  });

  // The auto arena takes bets while its fight is open; the state then shows the bet and the balance.
  const auto = (await app.inject({ method: 'GET', url: '/provider/cockfight/arenas/LWCF-1' })).json().value;
  if (auto.fight && ['OPEN', 'LAST_CALL'].includes(auto.fight.status)) {
    const placed = await app.inject({
      method: 'POST',
      url: '/provider/cockfight/arenas/LWCF-1/bets',
      headers: auth,
      payload: { requestId: 'http-bet-0001', side: 'meron', stake: '25.00' },
    });
    if (placed.statusCode === 200) {
      expect(placed.json().value).toMatchObject({ side: 'meron', stake: '25.00', balance: '9975.00' });
      const mine = (
        await app.inject({ method: 'GET', url: '/provider/cockfight/arenas/LWCF-1', headers: auth })
      ).json().value;
      expect(mine.balance).toBe('9975.00');
      expect(mine.myBets).toContainEqual({ side: 'meron', stake: '25.00', payout: null, status: 'placed' });
    } else expect(placed.json().code).toBe('COCKFIGHT_BETTING_CLOSED');
  }

  // Malformed bets and unknown arenas are refused at their field; a bet needs a session.
  const badStake = await app.inject({
    method: 'POST',
    url: '/provider/cockfight/arenas/LWCF-1/bets',
    headers: auth,
    payload: { requestId: 'http-bad-0001', side: 'meron', stake: '0.00' },
  });
  expect(badStake.statusCode).toBe(400);
  expect(badStake.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  const unknown = await app.inject({ method: 'GET', url: '/provider/cockfight/arenas/NOPE-9' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toMatchObject({
    code: 'COCKFIGHT_ARENA_NOT_FOUND',
    value: { field: 'params.arena' },
  });
  const anonymous = await app.inject({
    method: 'POST',
    url: '/provider/cockfight/arenas/LWCF-1/bets',
    payload: { requestId: 'http-anon-0001', side: 'wala', stake: '10.00' },
  });
  expect(anonymous.statusCode).toBe(401);
});
