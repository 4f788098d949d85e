import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createRateLimiter } from '../../platform/rate-limit.ts';
import { createAuthClient, JDG_HOST, LW_HOST } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { games } from './game.table.ts';
import { createGamesRepository } from './games.repository.ts';
import { createGamesService } from './games.service.ts';
import { vendors } from './vendor.table.ts';

let app: App;
let database: DatabaseHandle;
let lw: number;
const PASSWORD = 'Player@2026';

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  const [brand] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
  lw = brand!.id;
});
afterAll(async () => {
  await app.close();
});

const get = async (url: string, host = LW_HOST) => {
  const response = await app.inject({ method: 'GET', url, headers: { host } });
  return { status: response.statusCode, body: response.json() };
};

type Game = {
  nodeId: number;
  vassalage: string;
  gameType: string;
  gameName: string;
  subCategory: string | null;
};
const list = async (query: string) =>
  (await get(`/relay/GCSGAME_gameList?${query}`)).body.value as {
    content: Game[];
    total: number;
    totalPages: number;
    pageNum: number;
  };

let ipCounter = 0;
const freshMember = async (account: string) => {
  const [row] = await database.db
    .insert(members)
    .values({
      merchantId: lw,
      account,
      nickname: account,
      passwordHash: await hashPassword(PASSWORD),
      referralCode: account.toUpperCase(),
    })
    .returning({ id: members.id });
  ipCounter += 1;
  const c = createAuthClient(app, { ip: `198.51.100.${ipCounter}` });
  expect((await c.login(account, PASSWORD)).json().success).toBe(true);
  return { id: row!.id, c };
};

describe('the demo catalogue', () => {
  it('holds at least ten thousand games on the demo brand, and a sample on the second', async () => {
    expect((await list('pageSize=1')).total).toBeGreaterThanOrEqual(10_000);
    const jade = (await get('/relay/GCSGAME_gameList?pageSize=1', JDG_HOST)).body.value;
    expect(jade.total).toBeGreaterThan(0);
    expect(jade.total).toBeLessThan(10_000);
  });

  it('every game of every category has an icon the server draws', async () => {
    const menus = (await get('/lgw/games/game_menus')).body.value as { gameType: string }[];
    for (const { gameType } of menus) {
      const [first] = (await list(`gameType=${gameType}&pageSize=1`)).content as (Game & {
        iconUrl: string;
      })[];
      expect(first, gameType).toBeDefined();
      const icon = await app.inject({ method: 'GET', url: first!.iconUrl, headers: { host: LW_HOST } });
      expect(icon.statusCode, first!.iconUrl).toBe(200);
      expect(icon.headers['content-type']).toContain('image/svg+xml');
      expect(icon.body).toContain('<svg');
    }
    expect((await get('/img/games/RNG/NOPE.svg')).status).toBe(404);
  });
});

describe('GCSGAME_gameList', () => {
  it('filters by category, vendor and sub-category', async () => {
    const rng = await list('gameType=RNG&pageSize=200');
    expect(rng.content.length).toBe(200);
    expect(rng.content.every((g) => g.gameType === 'RNG')).toBe(true);

    const nova = await list('gameType=RNG&vassalage=nova&subCategory=JP&pageSize=50');
    expect(nova.total).toBeGreaterThan(0);
    expect(nova.content.every((g) => g.vassalage === 'NOVA' && g.subCategory === 'JP')).toBe(true);

    const empty = await list('vassalage=NOPE');
    expect(empty).toMatchObject({ content: [], total: 0, totalPages: 0 });
  });

  it('searches names case-insensitively, taking LIKE characters literally', async () => {
    const dragons = await list('search=DRAGON&pageSize=200');
    expect(dragons.total).toBeGreaterThan(0);
    expect(dragons.content.every((g) => g.gameName.toLowerCase().includes('dragon'))).toBe(true);
    expect((await list('search=%25')).total).toBe(0);
    expect((await list('search=golde_')).total).toBe(0); // `_` would match Golden as a pattern
    expect((await list('search=golden')).total).toBeGreaterThan(0);
  });

  it('pages are stable: no game twice, none skipped, past the end is empty with the total', async () => {
    const all = await list('gameType=FISH&pageSize=200');
    const seen: number[] = [];
    for (let pageNum = 1; pageNum <= Math.ceil(all.total / 37); pageNum++) {
      const page = await list(`gameType=FISH&pageSize=37&pageNum=${pageNum}`);
      seen.push(...page.content.map((g) => g.nodeId));
    }
    const again = await list(`gameType=FISH&pageSize=${Math.min(200, all.total)}`);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(all.total);
    expect(seen.slice(0, again.content.length)).toEqual(again.content.map((g) => g.nodeId));
    const past = await list('gameType=FISH&pageSize=37&pageNum=9999');
    expect(past.content).toEqual([]);
    expect(past.total).toBe(all.total);
  });

  it('refuses a bad filter with the 400 envelope', async () => {
    const bad = await get('/relay/GCSGAME_gameList?gameType=NOPE');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect((await get('/relay/GCSGAME_gameList?pageSize=5000')).status).toBe(400);
  });

  it('the in-process list answers what the SQL of the same filter answers; a disabled game leaves it', async () => {
    const fresh = createGamesService(database.db, { catalogueCacheMs: 0 });
    const [brand] = await database.db.select().from(merchants).where(eq(merchants.id, lw));
    const repository = createGamesRepository(database.db);
    const filters = [
      { gameType: 'RNG' as const, search: 'dragon', pageNum: 2 },
      { gameType: 'JL' as const, subCategory: 'JP' as const, search: 'a', pageNum: 1 },
      { vassalage: 'NOVA', search: 'GOLD', pageNum: 3 },
      { search: 'sic bo', pageNum: 1 },
    ];
    for (const { pageNum, ...filter } of filters) {
      const listed = await fresh.gameList(brand!, { ...filter, pageNum, pageSize: 20 });
      const sql = await repository.listGames(lw, filter, 20, (pageNum - 1) * 20);
      expect(listed.total, JSON.stringify(filter)).toBe(sql.total);
      expect(listed.content.map((g) => g.nodeId)).toEqual(sql.rows.map((r) => r.id));
    }

    const [first] = (await fresh.gameList(brand!, { vassalage: 'LW', pageNum: 1, pageSize: 1 })).content;
    await database.db.update(games).set({ enabled: false }).where(eq(games.id, first!.nodeId));
    const after = await fresh.gameList(brand!, { vassalage: 'LW', pageNum: 1, pageSize: 5 });
    expect(after.content.map((g) => g.nodeId)).not.toContain(first!.nodeId);
    await database.db.update(games).set({ enabled: true }).where(eq(games.id, first!.nodeId));
  });

  it("a vendor under maintenance puts its games under maintenance; a disabled vendor's games leave the list", async () => {
    const fresh = createGamesService(database.db, { catalogueCacheMs: 0 });
    const [brand] = await database.db.select().from(merchants).where(eq(merchants.id, lw));
    const [first] = (await fresh.gameList(brand!, { vassalage: 'ORIENT', pageNum: 1, pageSize: 1 })).content;
    await database.db.update(games).set({ maintenance: false }).where(eq(games.id, first!.nodeId));
    const open = await fresh.gameList(brand!, { vassalage: 'ORIENT', pageNum: 1, pageSize: 1 });
    expect(open.content[0]).toMatchObject({ nodeId: first!.nodeId, maintenance: false });

    const orient = and(eq(vendors.merchantId, lw), eq(vendors.vassalage, 'ORIENT'));
    await database.db.update(vendors).set({ maintenance: true }).where(orient);
    const closed = await fresh.gameList(brand!, { vassalage: 'ORIENT', pageNum: 1, pageSize: 1 });
    expect(closed.content[0]).toMatchObject({ nodeId: first!.nodeId, maintenance: true });

    await database.db.update(vendors).set({ maintenance: false, enabled: false }).where(orient);
    expect((await fresh.gameList(brand!, { vassalage: 'ORIENT', pageNum: 1, pageSize: 1 })).total).toBe(0);
    await database.db.update(vendors).set({ enabled: true }).where(orient);
    await database.db.update(games).set({ maintenance: true }).where(eq(games.id, first!.nodeId));
  });
});

describe('hot games, vendors and vendor game types', () => {
  it('GCSGAME_hotGamesV2 answers hot games, of one vendor when asked', async () => {
    const hot = (await get('/relay/GCSGAME_hotGamesV2')).body.value as (Game & { hot: boolean })[];
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((g) => g.hot)).toBe(true);
    const nova = (
      await get('/relay/GCSGAME_hotGamesV2?vassalage=NOVA&platform=flash,html5-desktop&isPlatform=2')
    ).body.value as Game[];
    expect(nova.length).toBeGreaterThan(0);
    expect(nova.every((g) => g.vassalage === 'NOVA')).toBe(true);
  });

  it('GCSGAME_hotGamesV2 narrows to one category for the home live slider, and refuses an unknown one', async () => {
    const live = (await get('/relay/GCSGAME_hotGamesV2?gameType=LIVE')).body.value as (Game & {
      hot: boolean;
    })[];
    // More than the slider's four, so its arrows show.
    expect(live.length).toBeGreaterThan(4);
    expect(live.every((g) => g.gameType === 'LIVE' && g.hot)).toBe(true);
    const bad = await get('/relay/GCSGAME_hotGamesV2?gameType=CASINO');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, value: { field: expect.stringContaining('gameType') } });
  });

  it('GCSGAME_gameVendor lists vendors in their regrouped categories with game counts', async () => {
    const vendors = (await get('/relay/GCSGAME_gameVendor')).body.value as {
      vassalage: string;
      gameType: string;
      gameCount: number;
    }[];
    expect(vendors.find((v) => v.vassalage === 'IMES')?.gameType).toBe('ESPORTS');
    expect(vendors.find((v) => v.vassalage === 'DS88')?.gameType).toBe('COCKFIGHT');
    expect(vendors.find((v) => v.vassalage === 'JL')?.gameType).toBe('JL');
    expect(vendors.reduce((sum, v) => sum + v.gameCount, 0)).toBeGreaterThanOrEqual(10_000);
  });

  it("GCSGAME_getVassGameType gives a vendor's categories and sub-categories, never BG without TY", async () => {
    const types = (await get('/relay/GCSGAME_getVassGameType?vassalage=NOVA')).body.value;
    expect(types).toEqual([
      expect.objectContaining({ gameType: 'RNG', subCategories: ['SC', 'JP', 'TG', 'AC'] }),
    ]);
    expect((await get('/relay/GCSGAME_getVassGameType?vassalage=NOPE')).body.value).toEqual([]);
  });

  it('game_menus places JL first', async () => {
    const menus = (await get('/lgw/games/game_menus')).body.value as { gameType: string }[];
    expect(menus[0]?.gameType).toBe('JL');
  });

  it('GCS_recentGame answers a visitor an empty list', async () => {
    expect((await get('/relay/GCS_recentGame')).body).toMatchObject({ success: true, value: [] });
  });

  it('GCSGAME_recommendGames offers playable games like a given one', async () => {
    const { status, body } = await get('/relay/GCSGAME_recommendGames?vassalage=LWCARD&gameCode=LWCARD-0001');
    expect(status).toBe(200);
    expect(body.value.length).toBeGreaterThan(0);
    // Playable games fill the page, never the game itself.
    for (const game of body.value) expect(game).toMatchObject({ maintenance: false });
    expect(body.value.some((game: { gameCode: string }) => game.gameCode === 'LWCARD-0001')).toBe(false);
    expect((await get('/relay/GCSGAME_recommendGames?gameType=NOPE')).status).toBe(400);
  });
});

describe('favourites', () => {
  it('need a member token', async () => {
    const response = await get('/relay/MCSFE_getFavoriteGames');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHORIZED');
  });

  it('add, list (plain and paged), re-add kept once, remove; the toggle is throttled to one a second', async () => {
    const { id, c } = await freshMember('favfan01');
    const clearThrottle = () => createRateLimiter(database.db).clear(`favorite-toggle:${id}`);
    const [a, b] = (await list('gameType=RNG&pageSize=2')).content;

    const added = (
      await c.call('POST', '/relay/MCSFE_addFavoriteGameV2', {
        payload: { nodeId: a!.nodeId, vendor: a!.vassalage, gameType: 'RNG' },
      })
    ).json();
    expect(added).toMatchObject({ success: true, value: { nodeId: a!.nodeId, favorite: true } });

    // A second toggle within the second is refused with the wait.
    const throttled = await c.call('POST', '/relay/MCSFE_addFavoriteGameV2', {
      payload: { nodeId: b!.nodeId },
    });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'RATE_LIMITED', value: { retryAfterSeconds: 1 } });

    await clearThrottle();
    expect(
      (await c.call('POST', '/relay/MCSFE_addFavoriteGameV2', { payload: { nodeId: b!.nodeId } })).statusCode,
    ).toBe(200);
    await clearThrottle();
    expect(
      (await c.call('POST', '/relay/MCSFE_addFavoriteGameV2', { payload: { nodeId: a!.nodeId } })).statusCode,
    ).toBe(200);

    const favs = (await c.call('GET', '/relay/MCSFE_getFavoriteGames')).json().value;
    expect(favs).toHaveLength(2);
    expect(favs).toContainEqual({ nodeId: a!.nodeId, vassalage: a!.vassalage, gameType: 'RNG' });

    const paged = (await c.call('GET', '/relay/MCSFE_getFavoriteGamesList?pageNum=1&pageSize=1')).json()
      .value;
    expect(paged).toMatchObject({ pageNum: 1, totalPages: 2, total: 2 });
    expect(paged.content).toHaveLength(1);

    await clearThrottle();
    const removed = (await c.call('DELETE', `/relay/MCSFE_removeFavoriteGameV2?nodeId=${a!.nodeId}`)).json();
    expect(removed).toMatchObject({ success: true, value: { nodeId: a!.nodeId, favorite: false } });
    expect((await c.call('GET', '/relay/MCSFE_getFavoriteGames')).json().value).toEqual([
      { nodeId: b!.nodeId, vassalage: b!.vassalage, gameType: 'RNG' },
    ]);

    // Another member's favourites are their own.
    const other = await freshMember('favfan02');
    expect((await other.c.call('GET', '/relay/MCSFE_getFavoriteGames')).json().value).toEqual([]);
  });

  it('an unknown game or one of another brand is NOT_FOUND', async () => {
    const { c } = await freshMember('favfan03');
    const unknown = await c.call('POST', '/relay/MCSFE_addFavoriteGameV2', {
      payload: { nodeId: 99_999_999 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', value: { field: 'nodeId' } });
    const [jade] = (await get('/relay/GCSGAME_gameList?pageSize=1', JDG_HOST)).body.value.content;
    const foreign = await c.call('POST', '/relay/MCSFE_addFavoriteGameV2', {
      payload: { nodeId: jade.nodeId },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
