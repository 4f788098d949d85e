/**
 * Live tables over HTTP (ADR 082): a LIVE title launching into its table's page, the session from the
 * launch token, the lobby and a table's state, a slip of bets with the session token, refusals as
 * envelopes with their field, the verifier's round, and the table's feed of server-sent events.
 */
import type {
  TLiveBetsValue,
  TLiveHistory,
  TLiveLobby,
  TLiveRoundVerify,
  TLiveShoeVerify,
  TLiveTableState,
} from '@luckwell/contracts/provider/live';
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
/** An answer's envelope, its value typed as the contract says. */
type Answer<T> = { success: boolean; code: string; message: string; value: T };
const json = async <T = { field?: string }>(response: Response) => (await response.json()) as Answer<T>;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
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

it('launches a baccarat title into its table, takes a slip with the session token and streams the table', async () => {
  const kit = await createProviderKit(app, database);
  // The LIVE titles wait under maintenance until their pages ship; this test opens one.
  const [title] = await database.db
    .select({ id: games.id, vendor: games.vassalage, gameCode: games.gameCode })
    .from(games)
    .where(and(eq(games.merchantId, kit.lw), eq(games.vassalage, 'LWLIVE'), eq(games.engine, 'baccarat')))
    .limit(1);
  await database.db.update(games).set({ maintenance: false }).where(eq(games.id, title!.id));
  const m = await kit.member('live_http');
  const url = await m.launch({ vendor: title!.vendor, gameCode: title!.gameCode });
  expect(url.pathname).toBe('/liveTable/LWLIVE-BAC-1');
  const session = (
    await app.inject({
      method: 'POST',
      url: '/provider/live/session',
      payload: {
        vendor: url.searchParams.get('vendor'),
        gameCode: url.searchParams.get('gameCode'),
        launchToken: url.searchParams.get('token'),
      },
    })
  ).json().value;
  expect(session).toMatchObject({ player: 'live_http', table: 'LWLIVE-BAC-1', balance: '10000.00' });

  const lobby = (await json<TLiveLobby>(await fetch(`${base}/provider/live/tables`))).value;
  expect(lobby.tables.map((t) => t.table.code)).toContain('LWLIVE-RO-1');
  const state = (await json<TLiveTableState>(await fetch(`${base}/provider/live/tables/LWLIVE-BAC-1`))).value;
  expect(state).toMatchObject({
    round: { phase: 'betting', outcome: null },
    myBets: null,
    roads: { bead: [] },
  });
  expect(state.shoe!.seedHash).toMatch(/^[0-9a-f]{64}$/);
  const missing = await fetch(`${base}/provider/live/tables/LWLIVE-XX-9`);
  expect(missing.status).toBe(404);
  expect((await json(missing)).code).toBe('LIVE_TABLE_NOT_FOUND');

  const feed = await fetch(`${base}/provider/live/tables/LWLIVE-BAC-1/events`);
  expect(feed.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = feed.body!.getReader();
  const first = await nextEvent(reader, 'state');
  expect(first.round.number).toBe(state.round.number);

  const post = (body: object) =>
    fetch(`${base}/provider/live/tables/LWLIVE-BAC-1/bets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify(body),
    });
  const placed = await json<TLiveBetsValue>(
    await post({ requestId: 'http-slip-0001', bets: [{ spot: 'banker', stake: '20.00' }] }),
  );
  expect(placed.value).toMatchObject({
    table: 'LWLIVE-BAC-1',
    total: '20.00',
    balance: '9980.00',
    myBets: [{ spot: 'banker', stake: '20.00', payout: null, status: 'placed' }],
  });
  const bad = await post({ requestId: 'http-slip-0002', bets: [{ spot: 'dragon', stake: '20.00' }] });
  expect(bad.status).toBe(400);
  expect(await json(bad)).toMatchObject({
    code: 'LIVE_BAD_SPOT',
    message: 'live_err_unknown_spot',
    value: { field: 'body.bets.0.spot' },
  });
  const invalid = await post({ requestId: 'x', bets: [] });
  expect(invalid.status).toBe(400);
  const anonymous = await fetch(`${base}/provider/live/tables/LWLIVE-BAC-1/bets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requestId: 'http-slip-0003', bets: [{ spot: 'banker', stake: '20.00' }] }),
  });
  expect((await json(anonymous)).code).toBe('PROVIDER_SESSION_INVALID');

  const mine = await json<TLiveTableState>(
    await fetch(`${base}/provider/live/tables/LWLIVE-BAC-1`, {
      headers: { authorization: `Bearer ${session.token}` },
    }),
  );
  expect(mine.value.myBets).toEqual([{ spot: 'banker', stake: '20.00', payout: null, status: 'placed' }]);
  const history = await json<TLiveHistory>(
    await fetch(`${base}/provider/live/bets?table=LWLIVE-BAC-1`, {
      headers: { authorization: `Bearer ${session.token}` },
    }),
  );
  expect(history.value.slips).toMatchObject([
    { roundId: placed.value.roundId, status: 'placed', outcome: null },
  ]);
  const verify = await json<TLiveRoundVerify>(
    await fetch(`${base}/provider/live/tables/LWLIVE-BAC-1/rounds/${state.round.number}`),
  );
  expect(verify.value).toMatchObject({ kind: 'baccarat', decks: 8, nonce: 0, shoe: { serverSeed: null } });
  const shoe = await json<TLiveShoeVerify>(
    await fetch(`${base}/provider/live/tables/LWLIVE-BAC-1/shoes/${state.shoe!.number}`),
  );
  expect(shoe.value).toMatchObject({
    shoe: { seedHash: state.shoe!.seedHash, serverSeed: null },
    rounds: [],
  });
  // The feed stays open: afterAll's close must end it (a shutdown never waits on a listener).
});
