import { createHash } from 'node:crypto';
import { jackpotDraw } from '@luckwell/games/jackpot';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { betRecords } from '../seamless/bet-record.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { DEMO_LW_FIRST_SEED } from './demo-jackpots.ts';
import { jackpotHits } from './jackpot-hit.table.ts';
import { jackpotPools } from './jackpot-pool.table.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ rounds: true });
}, 120_000);
afterAll(async () => {
  await database.close();
});

it("wins Luckwell's first cycle for real in the demo's played rounds, and pays it", async () => {
  const hits = await database.db.select().from(jackpotHits).orderBy(jackpotHits.cycle);
  expect(hits.length).toBeGreaterThanOrEqual(1);
  const [first] = hits;
  expect(first).toMatchObject({
    cycle: 1,
    status: 'paid',
    vendor: 'ORIENT',
    transactionId: 'demo-round-20-bet',
    serverSeed: DEMO_LW_FIRST_SEED,
    seedHash: createHash('sha256').update(DEMO_LW_FIRST_SEED).digest('hex'),
    hitEveryMinor: 20_000_000_000_00n,
  });
  expect(first!.amountMinor).toBeGreaterThan(50_000_000_00n);
  // The draw anyone can recompute from what the hit reveals.
  expect(
    jackpotDraw({
      serverSeed: first!.serverSeed,
      betId: `${first!.vendor}:${first!.transactionId}`,
      cycle: 1,
      stakeMinor: first!.stakeMinor,
      hitEveryMinor: first!.hitEveryMinor!,
    }),
  ).toBe(true);
  // Every earlier demo bet drew on the same seed and missed.
  const [pool] = await database.db.select().from(jackpotPools).where(eq(jackpotPools.id, first!.poolId));
  expect(pool!.cycle).toBe(hits.length + 1);
  expect(pool!.serverSeed).not.toBe(DEMO_LW_FIRST_SEED);
  const [win] = await database.db
    .select()
    .from(betRecords)
    .where(eq(betRecords.roundId, `jackpot-${first!.id}`));
  expect(win).toMatchObject({ status: 'settled', payoutMinor: first!.amountMinor });
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
}, 60_000);
