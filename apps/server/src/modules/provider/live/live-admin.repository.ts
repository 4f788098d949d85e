/**
 * Queries of the back office's tables desk (issue 21): the live and card tables' rows, each live
 * table's latest round with its slips, the card hands waiting and playing, and the desk's updates.
 */
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { cardHands } from '../cards/card-hand.table.ts';
import { cardTables } from '../cards/card-table.table.ts';
import { liveRounds } from './live-round.table.ts';
import { liveSlips } from './live-slip.table.ts';
import { liveTableLimits, liveTables } from './live-table.table.ts';

export const createLiveAdminRepository = (db: Database) => ({
  /** Each table's latest round (distinct on the table, highest number first). */
  latestRounds: (tableIds: number[]) =>
    tableIds.length
      ? db
          .selectDistinctOn([liveRounds.tableId])
          .from(liveRounds)
          .where(inArray(liveRounds.tableId, tableIds))
          .orderBy(liveRounds.tableId, desc(liveRounds.number))
      : Promise.resolve([]),
  /** Slips booked on each round (a claim whose debit is still under way left out) and their total. */
  slipTotals: async (roundIds: number[]) =>
    roundIds.length
      ? db
          .select({
            roundId: liveSlips.roundId,
            slips: count(),
            totalMinor: sql<string>`coalesce(sum(${liveSlips.totalMinor}), 0)::text`,
          })
          .from(liveSlips)
          .where(and(inArray(liveSlips.roundId, roundIds), ne(liveSlips.status, 'pending')))
          .groupBy(liveSlips.roundId)
      : [],
  /** Slips of a round still holding a player's stake (placed, not yet settled or refunded). */
  placedSlips: async (roundId: number) =>
    (
      await db
        .select({ slips: count() })
        .from(liveSlips)
        .where(and(eq(liveSlips.roundId, roundId), eq(liveSlips.status, 'placed')))
    )[0]?.slips ?? 0,
  lockLiveTable: async (code: string) =>
    (await db.select().from(liveTables).where(eq(liveTables.code, code)).for('update'))[0],
  updateLiveTable: async (id: number, values: Partial<typeof liveTables.$inferInsert>) =>
    (await db.update(liveTables).set(values).where(eq(liveTables.id, id)).returning())[0]!,
  /** Sets a brand's own limits at a table (inserted or replaced). */
  setBrandLimits: (tableId: number, brand: string, minStakeMinor: bigint, maxStakeMinor: bigint, at: Date) =>
    db
      .insert(liveTableLimits)
      .values({ tableId, brand, minStakeMinor, maxStakeMinor, updatedAt: at })
      .onConflictDoUpdate({
        target: [liveTableLimits.tableId, liveTableLimits.brand],
        set: { minStakeMinor, maxStakeMinor, updatedAt: at },
      }),
  /** A brand back on the table's limits; says whether it had its own. */
  clearBrandLimits: async (tableId: number, brand: string) =>
    (
      await db
        .delete(liveTableLimits)
        .where(and(eq(liveTableLimits.tableId, tableId), eq(liveTableLimits.brand, brand)))
        .returning()
    ).length > 0,

  /** Hands waiting for players and hands being played, per table. */
  handCounts: () =>
    db
      .select({ tableId: cardHands.tableId, status: cardHands.status, hands: count() })
      .from(cardHands)
      .where(inArray(cardHands.status, ['waiting', 'playing']))
      .groupBy(cardHands.tableId, cardHands.status),
  lockCardTable: async (code: string) =>
    (await db.select().from(cardTables).where(eq(cardTables.code, code)).for('update'))[0],
  updateCardTable: async (id: number, values: Partial<typeof cardTables.$inferInsert>) =>
    (await db.update(cardTables).set(values).where(eq(cardTables.id, id)).returning())[0]!,
});
