/** Queries of the jackpot module: pools (settings and current cycle) and hits. */
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
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

  /** Every pool with its brand and its hit counts, by brand code (the back office's list). */
  pools: () =>
    db
      .select({
        pool: jackpotPools,
        merchantCode: merchants.code,
        merchantName: merchants.name,
        hits: sql<number>`(select count(*)::int from ${jackpotHits} where ${jackpotHits.poolId} = ${jackpotPools.id})`,
        pendingHits: sql<number>`(select count(*)::int from ${jackpotHits} where ${jackpotHits.poolId} = ${jackpotPools.id} and ${jackpotHits.status} = 'pending')`,
      })
      .from(jackpotPools)
      .innerJoin(merchants, eq(merchants.id, jackpotPools.merchantId))
      .orderBy(asc(merchants.code), asc(jackpotPools.currency)),
  /** A pool's settings, in the operator's transaction. */
  setSettings: (
    id: number,
    values: Pick<JackpotPoolRow, 'contributionPpm' | 'seedMinor' | 'hitEveryMinor'>,
  ) =>
    db
      .update(jackpotPools)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(jackpotPools.id, id)),
  /** Hits with the member's username and the brand's code, newest first. */
  hitsPage: async (filter: { merchantCode?: string; status?: string }, page: number, pageSize: number) => {
    const where: SQL[] = [];
    if (filter.merchantCode) where.push(eq(merchants.code, filter.merchantCode));
    if (filter.status) where.push(eq(jackpotHits.status, filter.status));
    const condition = where.length > 0 ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ hit: jackpotHits, merchantCode: merchants.code, account: members.account })
        .from(jackpotHits)
        .innerJoin(merchants, eq(merchants.id, jackpotHits.merchantId))
        .innerJoin(members, eq(members.id, jackpotHits.memberId))
        .where(condition)
        .orderBy(desc(jackpotHits.hitAt), desc(jackpotHits.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db
        .select({ n: count() })
        .from(jackpotHits)
        .innerJoin(merchants, eq(merchants.id, jackpotHits.merchantId))
        .where(condition),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
  hitWithNames: async (id: number) =>
    (
      await db
        .select({ hit: jackpotHits, merchantCode: merchants.code, account: members.account })
        .from(jackpotHits)
        .innerJoin(merchants, eq(merchants.id, jackpotHits.merchantId))
        .innerJoin(members, eq(members.id, jackpotHits.memberId))
        .where(eq(jackpotHits.id, id))
    )[0],
  /** A pool's paid hits, newest cycle first: the public history. */
  paidHitsPage: async (poolId: number, page: number, size: number) => {
    const where = and(eq(jackpotHits.poolId, poolId), eq(jackpotHits.status, 'paid'));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(jackpotHits)
        .where(where)
        .orderBy(desc(jackpotHits.cycle))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ n: count() }).from(jackpotHits).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
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
