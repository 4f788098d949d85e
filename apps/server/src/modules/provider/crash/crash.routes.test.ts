/**
 * Crash over HTTP (ADR 039): the state for a reconnect, a bet with the provider session's token,
 * and the live feed's server-sent events, on a server that really listens (the feed streams).
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
let base: string;
// biome-ignore lint/suspicious/noExplicitAny: the test reads the answers' JSON as the client would.
const json = async (response: Response): Promise<any> => response.json();

beforeAll(async () => {
  // A long betting window, so the bet below lands in the first game's.
  ({ app, database } = await createTestApp({ CRASH_BETTING_MS: '60000' }));
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});

/** Reads server-sent events until one named `name` arrives. */
const nextEvent = async (reader: ReadableStreamDefaultReader<Uint8Array>, name: string) => {
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the feed ended');
    buffer += decoder.decode(value, { stream: true });
    for (const block of buffer.split('\n\n').slice(0, -1)) {
      const lines = block.split('\n');
      if (lines.includes(`event: ${name}`)) {
        return JSON.parse(lines.find((l) => l.startsWith('data: '))!.slice(6));
      }
    }
  }
};

it('answers the state, takes a bet with the session token and streams it to the feed with a masked name', async () => {
  const kit = await createProviderKit(app, database);
  const [crashGame] = await database.db
    .select({ vendor: games.vassalage, gameCode: games.gameCode })
    .from(games)
    .where(and(eq(games.merchantId, kit.lw), eq(games.engine, 'crash'), eq(games.maintenance, false)))
    .limit(1);
  const m = await kit.member('crash_http');
  const url = new URL(
    (await m.c.call('POST', '/wps/game/launchGame', { payload: crashGame })).json().value.url,
  );
  const session = (
    await app.inject({
      method: 'POST',
      url: '/provider/session',
      payload: {
        vendor: url.searchParams.get('vendor'),
        gameCode: url.searchParams.get('gameCode'),
        launchToken: url.searchParams.get('token'),
      },
    })
  ).json().value;
  expect(session.game).toMatchObject({ engine: 'crash', rtp: '99.00' });
  // The per-round route refuses crash: its rounds are shared.
  const perRound = await app.inject({
    method: 'POST',
    url: '/provider/rounds',
    headers: { authorization: `Bearer ${session.token}` },
    payload: { stake: '1.00', action: null },
  });
  expect(perRound.json()).toMatchObject({
    code: 'PROVIDER_BAD_ACTION',
    message: 'provider_err_crash_shared_rounds',
  });

  const state = (await json(await fetch(`${base}/provider/crash/state`))).value;
  expect(state).toMatchObject({ bettingMs: 60_000, game: { phase: 'betting', hash: null }, myBet: null });
  expect(state.chain.commitment).toMatch(/^[0-9a-f]{64}$/);

  const feed = await fetch(`${base}/provider/crash/events`);
  expect(feed.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = feed.body!.getReader();
  const first = await nextEvent(reader, 'state');
  expect(first.game.number).toBe(state.game.number);

  const bet = await fetch(`${base}/provider/crash/bets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ stake: '5.00', autoCashOut: 200 }),
  });
  expect((await json(bet)).value.bet).toMatchObject({ stake: '5.00', autoCashOut: 200, resolved: false });
  let event = await nextEvent(reader, 'state');
  while (event.bets.length === 0) event = await nextEvent(reader, 'state');
  expect(event.bets).toEqual([
    {
      id: expect.any(Number),
      name: 'cr***p',
      stake: '5.00',
      currency: 'VND',
      cashedOutAt: null,
      payout: null,
    },
  ]);
  // The feed stays open: afterAll's close must end it (a shutdown never waits on a listener).

  const mine = await fetch(`${base}/provider/crash/state`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect((await json(mine)).value.myBet).toMatchObject({ stake: '5.00', autoCashOut: 200 });
  const closed = await fetch(`${base}/provider/crash/bets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ stake: '5.00', autoCashOut: 100 }),
  });
  expect(closed.status).toBe(400);
});
