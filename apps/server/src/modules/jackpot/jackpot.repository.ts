/** Queries of the jackpot module: pools (settings and current cycle) and hits. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jackpotHits } from './jackpot-hit.table.ts';
import { jackpotPools } from './jackpot-pool.table.ts';

export type JackpotPoolRow = typeof jackpotPools.$inferSelect;
export type JackpotHitRow = typeof jackpotHits.$inferSelect;

export const createJackpotRepository = (db: Database) => ({
  pool: async (merchantId: number, currency: string) =>
    (
      await db
        .select()
        .from(jackpotPools)
        .where(and(eq(jackpotPools.merchantId, merchantId), eq(jackpotPools.currency, currency)))
    )[0],

  /** Creates the pool unless the brand has one in that currency; undefined when it had one. */
  insertPool: async (values: typeof jackpotPools.$inferInsert) =>
    (await db.insert(jackpotPools).values(values).onConflictDoNothing().returning())[0],

  lockPool: async (id: number) =>
    (await db.select().from(jackpotPools).where(eq(jackpotPools.id, id)).for('update'))[0],

  /** Starts the next cycle with a new server seed. */
  nextCycle: (id: number, cycle: number, serverSeed: string, seedHash: string) =>
    db
      .update(jackpotPools)
      .set({ cycle, serverSeed, seedHash, cycleStartedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(jackpotPools.id, id)),

  /** Claims a cycle's hit; undefined when the cycle was already won (by a bet that committed first). */
  claimHit: async (values: typeof jackpotHits.$inferInsert) =>
    (await db.insert(jackpotHits).values(values).onConflictDoNothing().returning({ id: jackpotHits.id }))[0],

  lockPendingHit: async (id: number) =>
    (
      await db
        .select()
        .from(jackpotHits)
        .where(and(eq(jackpotHits.id, id), eq(jackpotHits.status, 'pending')))
        .for('update')
    )[0],

  markPaid: (id: number, amountMinor: bigint, entryId: number | null) =>
    db
      .update(jackpotHits)
      .set({ status: 'paid', amountMinor, entryId, paidAt: sql`now()` })
      .where(eq(jackpotHits.id, id)),

  pendingHitIds: async (limit: number) =>
    (
      await db
        .select({ id: jackpotHits.id })
        .from(jackpotHits)
        .where(eq(jackpotHits.status, 'pending'))
        .orderBy(asc(jackpotHits.id))
        .limit(limit)
    ).map((row) => row.id),

  lastPaidHit: async (poolId: number) =>
    (
      await db
        .select()
        .from(jackpotHits)
        .where(and(eq(jackpotHits.poolId, poolId), eq(jackpotHits.status, 'paid')))
        .orderBy(desc(jackpotHits.cycle))
        .limit(1)
    )[0],
});
