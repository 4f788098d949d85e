/**
 * Lottery's public reads and refusals over HTTP (issue 20, spec §7): the lobby, the VN menu and
 * recent results, opened numbers, and what a caller without a lottery session is told.
 */
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { createProviderKit } from '../provider-test-kit.ts';
import { lotteryTickets } from './lottery-ticket.table.ts';

let app: App;
let database: DatabaseHandle;
let kit: Awaited<ReturnType<typeof createProviderKit>>;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  kit = await createProviderKit(app, database);
});
afterAll(async () => {
  await app.close();
});

const get = async (url: string, token?: string) => {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() };
};

describe('prize modes', () => {
  it("prices a fast game at the brand's prize mode: Luckwell's ELOTT menu makes it 1,920 (96 %)", async () => {
    const m = await kit.member('lotto_prize_mode');
    const url = await m.launch({ vendor: 'LWLOTTO', gameCode: 'LWLOTTO-0004' });
    const start = await app.inject({
      method: 'POST',
      url: '/provider/lottery/session',
      payload: {
        vendor: url.searchParams.get('vendor'),
        gameCode: url.searchParams.get('gameCode'),
        launchToken: url.searchParams.get('token'),
      },
    });
    expect(start.json().value).toMatchObject({ game: 'ssc-60', prizeMode: 'ELOTT' });
    const elott = await get('/provider/lottery/games/ssc-60?prizeMode=ELOTT');
    expect(elott.body.value.game).toMatchObject({ prizeGroup: 1920 });
    expect(elott.body.value.game.products[0].rtp).toBe('96.00');
    expect((await get('/provider/lottery/games/ssc-60')).body.value.game.prizeGroup).toBe(1900);
    const issue = elott.body.value.selling[0].issue;
    const token = start.json().value.token;
    const bought = await app.inject({
      method: 'POST',
      url: '/provider/lottery/tickets',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        issue,
        bets: [{ product: 'dragon_tiger', selection: 'dragon', unitStake: '1.00', multiplier: 1 }],
      },
    });
    expect(bought.statusCode).toBe(200);
    const [ticket] = await database.db
      .select()
      .from(lotteryTickets)
      .orderBy(desc(lotteryTickets.id))
      .limit(1);
    expect(ticket!.rates).toMatchObject({ prizeGroup: 1920 });
  });
});

describe('lottery reads', () => {
  it('lists every game in the lobby with the issue on sale; the VN menu only the Vietnamese ones', async () => {
    const lobby = await get('/provider/lottery/lobby');
    expect(lobby.status).toBe(200);
    const keys = lobby.body.value.games.map((g: { game: { key: string } }) => g.game.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'vn-fast-60',
        'ssc-60',
        'pk10-60',
        'k3-60',
        '11x5-60',
        'vn-north',
        'sea-4d',
        'thai-300',
      ]),
    );
    const fast = lobby.body.value.games.find((g: { game: { key: string } }) => g.game.key === 'vn-fast-60');
    expect(fast.current).toMatchObject({
      status: 'selling',
      seedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      serverSeed: null,
    });
    expect(fast.game.products.find((p: { code: string }) => p.code === 'lo2')).toMatchObject({
      rates: [{ tier: 'hit', rate: '3.478', num: '80', den: '23' }],
      rtp: '93.91',
      multiHit: true,
    });
    // The south's lô as the market says it: 18 ăn 80, not 9 / 40.
    const south = lobby.body.value.games.find((g: { game: { key: string } }) => g.game.key === 'vn-south');
    expect(south.game.products.find((p: { code: string }) => p.code === 'lo2')).toMatchObject({
      rates: [{ tier: 'hit', rate: '4.444', num: '80', den: '18' }],
      rtp: '80.00',
      multiHit: true,
    });
    const menu = await get('/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB');
    const families = new Set(menu.body.value.games.map((g: { game: { family: string } }) => g.game.family));
    expect([...families]).toEqual(['vn']);
    const recent = await get('/lgw/vn/games/recent');
    expect(recent.body.value.games.length).toBe(menu.body.value.games.length);
    const opened = await get('/lotto/lgw/games/opened/numero?game=ssc-60&limit=5');
    expect(opened.body.value).toMatchObject({ game: 'ssc-60', draws: expect.any(Array) });
    expect((await get('/lgw/vn/numeros/opened/game?game=nope')).status).toBe(404);
    expect((await get('/provider/lottery/games/nope')).body.code).toBe('GAME_NOT_FOUND');
  });

  it('refuses tickets without a lottery session, and a lottery session for a title that is not a lottery', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/provider/lottery/tickets',
      payload: {
        issue: '20261127-0001',
        bets: [{ product: 'de', selection: '12', unitStake: '1.00', multiplier: 1 }],
      },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('PROVIDER_SESSION_INVALID');
    const m = await kit.member('lotto_not_lottery');
    const url = await m.launch(kit.dice);
    const start = await app.inject({
      method: 'POST',
      url: '/provider/lottery/session',
      payload: {
        vendor: url.searchParams.get('vendor'),
        gameCode: url.searchParams.get('gameCode'),
        launchToken: url.searchParams.get('token'),
      },
    });
    expect(start.statusCode).toBe(404);
    expect(start.json().code).toBe('GAME_NOT_FOUND');
    const bad = await app.inject({
      method: 'POST',
      url: '/provider/lottery/tickets',
      payload: { issue: 'tomorrow', bets: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});
