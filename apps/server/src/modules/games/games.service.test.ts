/**
 * The catalogue's side of a launch (docs/decisions/026-demo-playable-games.md): the lookup the
 * launch asks, the recent games launches leave behind, and what the game-maintenance page offers.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { hashPassword } from '../auth/passwords.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { games } from './game.table.ts';
import { createGamesService, type GamesService, RECENT_GAMES, RECOMMENDED_GAMES } from './games.service.ts';
import { vendors } from './vendor.table.ts';

let database: DatabaseHandle;
let service: GamesService;
let lw: { id: number } & Record<string, unknown>;
let jdg: { id: number } & Record<string, unknown>;

beforeAll(async () => {
  database = await createTestDatabase();
  // No catalogue cache: every call sees the table as the test left it.
  service = createGamesService(database.db, { catalogueCacheMs: 0 });
  const brands = await database.db.select().from(merchants);
  lw = brands.find((m) => m.code === 'LW')!;
  jdg = brands.find((m) => m.code === 'JDG')!;
});
afterAll(async () => {
  await database.close();
});

const setVendor = (vassalage: string, set: { enabled?: boolean; maintenance?: boolean }) =>
  database.db
    .update(vendors)
    .set(set)
    .where(and(eq(vendors.merchantId, lw.id), eq(vendors.vassalage, vassalage)));
const setGame = (gameCode: string, set: { enabled?: boolean; maintenance?: boolean }) =>
  database.db
    .update(games)
    .set(set)
    .where(and(eq(games.merchantId, lw.id), eq(games.gameCode, gameCode)));

describe('findLaunchable', () => {
  it("finds a third-party vendor's game as playable, by vendor and code", async () => {
    const game = await service.findLaunchable(lw.id, 'NOVA', 'NOVA-0000');
    // Aggregated by the demo (ADR 045): the title records the engine family of its kind.
    expect(game).toMatchObject({
      vendor: 'NOVA',
      gameCode: 'NOVA-0000',
      maintenance: false,
      engine: expect.any(String),
    });
    expect(game?.nodeId).toEqual(expect.any(Number));
    // Vendor codes are upper case; a lower-cased one (the gameListCenter route's) finds the same game.
    expect((await service.findLaunchable(lw.id, 'nova', 'NOVA-0000'))?.nodeId).toBe(game?.nodeId);
  });

  it('finds a house game under maintenance, with its engine', async () => {
    const title = and(eq(games.vassalage, 'LWCARD'), eq(games.gameCode, 'LWCARD-0001'));
    await database.db.update(games).set({ maintenance: true }).where(title);
    const game = await service.findLaunchable(lw.id, 'LWCARD', 'LWCARD-0001');
    await database.db.update(games).set({ maintenance: false }).where(title);
    expect(game).toMatchObject({ vendor: 'LWCARD', maintenance: true, engine: expect.any(String) });
  });

  it('knows no unknown code, no code of another vendor and no game of another brand', async () => {
    expect(await service.findLaunchable(lw.id, 'NOVA', 'nova-fortune')).toBeUndefined();
    expect(await service.findLaunchable(lw.id, 'ORIENT', 'NOVA-0000')).toBeUndefined();
    expect(await service.findLaunchable(jdg.id, 'ORIENT', 'ORIENT-0000')).toBeUndefined();
  });

  it('puts a game under maintenance when its vendor is, and knows none of a disabled vendor', async () => {
    await setVendor('ORIENT', { maintenance: true });
    expect(await service.findLaunchable(lw.id, 'ORIENT', 'ORIENT-0001')).toMatchObject({ maintenance: true });
    await setVendor('ORIENT', { maintenance: false, enabled: false });
    expect(await service.findLaunchable(lw.id, 'ORIENT', 'ORIENT-0001')).toBeUndefined();
    await setVendor('ORIENT', { enabled: true });
    expect(await service.findLaunchable(lw.id, 'ORIENT', 'ORIENT-0001')).toMatchObject({
      maintenance: false,
    });
  });

  it('knows no disabled game, and tells a game the operator closed', async () => {
    await setGame('PHOENIX-0003', { enabled: false });
    expect(await service.findLaunchable(lw.id, 'PHOENIX', 'PHOENIX-0003')).toBeUndefined();
    await setGame('PHOENIX-0003', { enabled: true, maintenance: true });
    expect(await service.findLaunchable(lw.id, 'PHOENIX', 'PHOENIX-0003')).toMatchObject({
      maintenance: true,
    });
    await setGame('PHOENIX-0003', { maintenance: false });
  });
});

describe('recent games', () => {
  const member = async (account: string) => {
    const [row] = await database.db
      .insert(members)
      .values({
        merchantId: lw.id,
        account,
        nickname: account,
        passwordHash: await hashPassword('Player@2026'),
        referralCode: account.toUpperCase(),
      })
      .returning({ id: members.id });
    return row!.id;
  };
  const nodeOf = async (vendor: string, code: string) =>
    (await service.findLaunchable(lw.id, vendor, code))!.nodeId;
  const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, second));

  it('answers the launched games newest first, each once', async () => {
    const memberId = await member('recent01');
    const a = await nodeOf('NOVA', 'NOVA-0001');
    const b = await nodeOf('ORIENT', 'ORIENT-0001');
    const c = await nodeOf('OCEAN', 'OCEAN-0000');
    await service.recordLaunch(memberId, a, at(1));
    await service.recordLaunch(memberId, b, at(2));
    await service.recordLaunch(memberId, c, at(3));
    await service.recordLaunch(memberId, a, at(4));
    const recent = await service.recentGames(lw as never, memberId);
    expect(recent.map((g) => g.nodeId)).toEqual([a, c, b]);
    expect(recent[0]).toMatchObject({ vassalage: 'NOVA', gameCode: 'NOVA-0001', gameType: 'RNG' });
  });

  it("are the member's own, and a visitor has none", async () => {
    const one = await member('recent02');
    const other = await member('recent03');
    await service.recordLaunch(one, await nodeOf('NOVA', 'NOVA-0002'), at(1));
    expect(await service.recentGames(lw as never, other)).toEqual([]);
    expect(await service.recentGames(lw as never, undefined)).toEqual([]);
  });

  it(`keep the latest ${RECENT_GAMES} and leave out games no longer listed`, async () => {
    const memberId = await member('recent04');
    for (let i = 0; i < RECENT_GAMES + 5; i++) {
      await service.recordLaunch(
        memberId,
        await nodeOf('NOVA', `NOVA-${String(10 + i).padStart(4, '0')}`),
        at(i),
      );
    }
    const recent = await service.recentGames(lw as never, memberId);
    expect(recent).toHaveLength(RECENT_GAMES);
    expect(recent[0]?.gameCode).toBe(`NOVA-${String(10 + RECENT_GAMES + 4).padStart(4, '0')}`);
    await setVendor('NOVA', { enabled: false });
    expect(await service.recentGames(lw as never, memberId)).toEqual([]);
    await setVendor('NOVA', { enabled: true });
  });
});

describe('recommended games (the game-maintenance page)', () => {
  it('offers playable games of the same category for a house game, never the game itself', async () => {
    const picks = await service.recommendedGames(lw as never, { vassalage: 'LW', gameCode: 'LW-0000' });
    expect(picks).toHaveLength(RECOMMENDED_GAMES);
    expect(picks.every((g) => !g.maintenance && g.gameType === 'RNG')).toBe(true);
    expect(picks.some((g) => g.gameCode === 'LW-0000')).toBe(false);
    expect(new Set(picks.map((g) => g.nodeId)).size).toBe(picks.length);
  });

  it('offers the same vendor first when its other games are playable', async () => {
    await setGame('NOVA-0005', { maintenance: true });
    const picks = await service.recommendedGames(lw as never, { vassalage: 'NOVA', gameCode: 'NOVA-0005' });
    expect(picks.every((g) => g.vassalage === 'NOVA' && !g.maintenance)).toBe(true);
    expect(picks.some((g) => g.gameCode === 'NOVA-0005')).toBe(false);
    await setGame('NOVA-0005', { maintenance: false });
  });

  it('fills from other categories when the whole category is closed, and works from a category alone', async () => {
    // Like a card game: playable games only, never itself.
    const cards = await service.recommendedGames(lw as never, {
      vassalage: 'LWCARD',
      gameCode: 'LWCARD-0001',
    });
    expect(cards.length).toBe(RECOMMENDED_GAMES);
    expect(cards.every((g) => !g.maintenance && g.gameCode !== 'LWCARD-0001')).toBe(true);
    // Every e-sports game closed by the operator: other categories fill in.
    const esportsGames = and(eq(games.merchantId, lw.id), eq(games.gameType, 'ESPORTS'));
    await database.db.update(games).set({ maintenance: true }).where(esportsGames);
    const esports = await service.recommendedGames(lw as never, { gameType: 'ESPORTS' });
    await database.db.update(games).set({ maintenance: false }).where(esportsGames);
    expect(esports.length).toBe(RECOMMENDED_GAMES);
    expect(esports.every((g) => !g.maintenance && g.gameType !== 'ESPORTS')).toBe(true);
  });

  it('skips a vendor under maintenance', async () => {
    await setVendor('PHOENIX', { maintenance: true });
    const picks = await service.recommendedGames(lw as never, { gameType: 'RNG' }, 200);
    expect(picks.some((g) => g.vassalage === 'PHOENIX')).toBe(false);
    await setVendor('PHOENIX', { maintenance: false });
  });
});
