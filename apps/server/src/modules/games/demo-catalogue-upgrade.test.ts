import { HOUSE_ENGINES } from '@luckwell/games/house-engines';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { DEMO_BRANDS } from '../../db/seed/demo-data.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { demoCatalogueSize, HOUSE_VENDORS, seedDemoCatalogue } from './demo-catalogue.ts';
import { games } from './game.table.ts';

let database: DatabaseHandle;
let lw: number;
const brand = DEMO_BRANDS.find((b) => b.code === 'LW')!;

beforeAll(async () => {
  database = await createTestDatabase();
  lw = (await database.db.select().from(merchants).where(eq(merchants.code, 'LW')))[0]!.id;
});
afterAll(async () => {
  await database.close();
});

const houseSlots = () =>
  and(
    eq(games.merchantId, lw),
    inArray(games.vassalage, [...HOUSE_VENDORS]),
    inArray(games.gameType, ['RNG', 'JL']),
  );
const counts = async () =>
  (
    await database.db
      .select({
        dice: sql<number>`count(*) filter (where ${games.engine} = 'dice' and not ${games.maintenance})::int`,
        built: sql<number>`count(*) filter (where ${inArray(games.engine, Object.keys(HOUSE_ENGINES))} and not ${games.maintenance})::int`,
        old: sql<number>`count(*) filter (where ${games.engine} = 'slot-5x4-ways')::int`,
        open: sql<number>`count(*) filter (where not ${games.maintenance})::int`,
      })
      .from(games)
      .where(houseSlots())
  )[0]!;

it('brings a demo database seeded before issue 6 in line once: built families open, old ones gone', async () => {
  const fresh = await counts();
  expect(fresh.dice).toBeGreaterThan(0);
  expect(fresh.built).toBeGreaterThan(fresh.dice);
  expect(fresh.open).toBe(fresh.built);
  // As the seed before issue 6 left it: families never built, every house game closed.
  await database.db.update(games).set({ engine: 'slot-5x4-ways', maintenance: true }).where(houseSlots());
  const reseed = () =>
    seedDemoCatalogue(database.db, lw, brand.vendors, demoCatalogueSize('LW'), {
      thirdPartyPlayable: true,
      aggregated: true,
    });
  await reseed();
  expect(await counts()).toEqual(fresh);
  // Later an operator closes a dice game: the next start leaves that alone.
  const [one] = await database.db
    .select({ id: games.id })
    .from(games)
    .where(and(houseSlots(), eq(games.engine, 'dice')))
    .limit(1);
  await database.db.update(games).set({ maintenance: true }).where(eq(games.id, one!.id));
  await reseed();
  expect((await counts()).dice).toBe(fresh.dice - 1);
});

it('brings a demo database seeded before ADR 045 in line: third-party titles get their kind, closed ones stay closed', async () => {
  const thirdParty = () => and(eq(games.merchantId, lw), notInArray(games.vassalage, [...HOUSE_VENDORS]));
  const snapshot = () =>
    database.db
      .select({
        gameCode: games.gameCode,
        engine: games.engine,
        maintenance: games.maintenance,
        rtp: games.rtp,
      })
      .from(games)
      .where(thirdParty())
      .orderBy(games.gameCode);
  const fresh = await snapshot();
  expect(fresh.filter((g) => g.engine === 'slot-5x3' && !g.maintenance).length).toBeGreaterThan(50);
  // As ADR 026's seed left it: no engine, open, a made-up RTP; then an operator closed one slot title.
  const slot = fresh.find((g) => g.engine === 'slot-5x3' && !g.maintenance)!;
  await database.db
    .update(games)
    .set({
      engine: null,
      maintenance: false,
      rtp: sql`case when ${games.rtp} is null then null else 95.12 end`,
    })
    .where(thirdParty());
  await database.db
    .update(games)
    .set({ maintenance: true })
    .where(and(thirdParty(), eq(games.gameCode, slot.gameCode)));
  await seedDemoCatalogue(database.db, lw, brand.vendors, demoCatalogueSize('LW'), {
    thirdPartyPlayable: true,
    aggregated: true,
  });
  const upgraded = await snapshot();
  const expected = fresh.map((g) => ({
    ...g,
    maintenance: g.maintenance || g.gameCode === slot.gameCode,
    // Titles of kinds without an engine keep the number they had.
    rtp: g.maintenance ? (g.rtp === null ? null : '95.12') : g.rtp,
  }));
  expect(upgraded).toEqual(expected);
});

it('gives the no-commission table its titles in a demo database seeded before ADR 086', async () => {
  const liveHouse = and(eq(games.merchantId, lw), eq(games.vassalage, 'LWLIVE'), eq(games.gameType, 'LIVE'));
  const titles = () =>
    database.db
      .select({ gameCode: games.gameCode, gameName: games.gameName, engine: games.engine })
      .from(games)
      .where(and(liveHouse, eq(games.engine, 'baccarat-no-commission')))
      .orderBy(games.gameCode);
  const fresh = await titles();
  expect(fresh.length).toBeGreaterThan(0);
  expect(
    fresh.every((g) => g.gameName.endsWith('No Commission Baccarat') || /Baccarat \d+$/.test(g.gameName)),
  ).toBe(true);
  // As seeded before: those titles were "Speed Baccarat" at the commission table.
  for (const g of fresh)
    await database.db
      .update(games)
      .set({ engine: 'baccarat', gameName: g.gameName.replace('No Commission Baccarat', 'Speed Baccarat') })
      .where(and(liveHouse, eq(games.gameCode, g.gameCode)));
  expect(await titles()).toEqual([]);
  await seedDemoCatalogue(database.db, lw, brand.vendors, demoCatalogueSize('LW'), {
    thirdPartyPlayable: true,
    aggregated: true,
  });
  expect(await titles()).toEqual(fresh);
});
