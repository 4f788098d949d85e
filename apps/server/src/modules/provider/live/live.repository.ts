/** Queries of the live tables (ADR 082): tables, shoes, rounds, slips and bets (schema `provider`). */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { anyOf } from '../../../db/any-of.ts';
import type { Database } from '../../../db/client.ts';
import { providerRounds } from '../round.table.ts';
import { liveBets } from './live-bet.table.ts';
import { liveRounds } from './live-round.table.ts';
import { liveShoes } from './live-shoe.table.ts';
import { liveSlips } from './live-slip.table.ts';
import { liveTableLimits, liveTables } from './live-table.table.ts';

export type LiveTableRow = typeof liveTables.$inferSelect;
export type LiveShoeRow = typeof liveShoes.$inferSelect;
export type LiveRoundRow = typeof liveRounds.$inferSelect;
export type LiveSlipRow = typeof liveSlips.$inferSelect;
export type LiveBetRow = typeof liveBets.$inferSelect;
export type LiveTableLimitsRow = typeof liveTableLimits.$inferSelect;

export const createLiveRepository = (db: Database) => ({
  /** Inserts the tables that do not exist yet (by code); existing rows, an operator's edits, stay. */
  ensureTables: async (values: (typeof liveTables.$inferInsert)[]) => {
    if (values.length) await db.insert(liveTables).values(values).onConflictDoNothing();
  },
  tables: () => db.select().from(liveTables).orderBy(asc(liveTables.sort), asc(liveTables.id)),
  tableByCode: async (code: string) =>
    (await db.select().from(liveTables).where(eq(liveTables.code, code)))[0],
  /** A brand's own limits at a table; undefined when it plays the table's. */
  brandLimits: async (tableId: number, brand: string) =>
    (
      await db
        .select()
        .from(liveTableLimits)
        .where(and(eq(liveTableLimits.tableId, tableId), eq(liveTableLimits.brand, brand)))
    )[0],
  /** Every brand's own limits at these tables. */
  limitsOfTables: (tableIds: number[]) =>
    tableIds.length
      ? db
          .select()
          .from(liveTableLimits)
          .where(inArray(liveTableLimits.tableId, tableIds))
          .orderBy(asc(liveTableLimits.brand))
      : Promise.resolve([]),
  tablesByIds: (ids: number[]) =>
    ids.length ? db.select().from(liveTables).where(inArray(liveTables.id, ids)) : Promise.resolve([]),
  /**
   * Takes (or renews) the lease to deal and settle a table's rounds: a conditional update, so of two
   * servers exactly one holds it until it lapses.
   */
  leaseTable: async (id: number, holder: string, at: Date, until: Date) =>
    (
      await db
        .update(liveTables)
        .set({ leaseUntil: until, leaseHolder: holder })
        .where(
          and(
            eq(liveTables.id, id),
            or(
              isNull(liveTables.leaseUntil),
              lt(liveTables.leaseUntil, at),
              eq(liveTables.leaseHolder, holder),
            ),
          ),
        )
        .returning()
    )[0],

  insertShoe: async (values: typeof liveShoes.$inferInsert) => {
    await db.insert(liveShoes).values(values).onConflictDoNothing();
    return (
      await db
        .select()
        .from(liveShoes)
        .where(and(eq(liveShoes.tableId, values.tableId), eq(liveShoes.number, values.number)))
    )[0]!;
  },
  shoeById: async (id: number) => (await db.select().from(liveShoes).where(eq(liveShoes.id, id)))[0],
  shoeByNumber: async (tableId: number, number: number) =>
    (
      await db
        .select()
        .from(liveShoes)
        .where(and(eq(liveShoes.tableId, tableId), eq(liveShoes.number, number)))
    )[0],
  /** The table's latest shoe whose seed is revealed. */
  lastRevealedShoe: async (tableId: number) =>
    (
      await db
        .select()
        .from(liveShoes)
        .where(and(eq(liveShoes.tableId, tableId), isNotNull(liveShoes.revealedAt)))
        .orderBy(desc(liveShoes.number))
        .limit(1)
    )[0],
  revealShoe: async (id: number, at: Date) =>
    db
      .update(liveShoes)
      .set({ revealedAt: at })
      .where(and(eq(liveShoes.id, id), isNull(liveShoes.revealedAt))),

  latestRound: async (tableId: number) =>
    (
      await db
        .select()
        .from(liveRounds)
        .where(eq(liveRounds.tableId, tableId))
        .orderBy(desc(liveRounds.number))
        .limit(1)
    )[0],
  /** Inserts the round unless its number exists already: of two servers racing, one inserts. */
  insertRound: async (values: typeof liveRounds.$inferInsert) => {
    await db.insert(liveRounds).values(values).onConflictDoNothing();
    return (
      await db
        .select()
        .from(liveRounds)
        .where(and(eq(liveRounds.tableId, values.tableId), eq(liveRounds.number, values.number)))
    )[0]!;
  },
  roundByNumber: async (tableId: number, number: number) =>
    (
      await db
        .select()
        .from(liveRounds)
        .where(and(eq(liveRounds.tableId, tableId), eq(liveRounds.number, number)))
    )[0],
  roundById: async (id: number) => (await db.select().from(liveRounds).where(eq(liveRounds.id, id)))[0],
  roundsByIds: (ids: number[]) =>
    ids.length ? db.select().from(liveRounds).where(inArray(liveRounds.id, ids)) : Promise.resolve([]),
  lockRound: async (id: number) =>
    (await db.select().from(liveRounds).where(eq(liveRounds.id, id)).for('update'))[0],
  /** A table's rounds not yet settled or cancelled, oldest first. */
  unfinishedRounds: (tableId: number) =>
    db
      .select()
      .from(liveRounds)
      .where(and(eq(liveRounds.tableId, tableId), inArray(liveRounds.status, ['betting', 'dealing'])))
      .orderBy(asc(liveRounds.number)),
  /** Moves a round on only from the statuses given: a repeat, or a second server, changes nothing. */
  moveRound: async (id: number, from: readonly string[], values: Partial<typeof liveRounds.$inferInsert>) =>
    (
      await db
        .update(liveRounds)
        .set(values)
        .where(and(eq(liveRounds.id, id), inArray(liveRounds.status, [...from])))
        .returning()
    )[0],
  /** A table's latest settled rounds, newest first. */
  recentResults: (tableId: number, limit: number) =>
    db
      .select()
      .from(liveRounds)
      .where(and(eq(liveRounds.tableId, tableId), eq(liveRounds.status, 'settled')))
      .orderBy(desc(liveRounds.number))
      .limit(limit),
  /** A shoe's dealt rounds (settled, or cancelled after dealing), in dealing order. */
  dealtRoundsOfShoe: (shoeId: number) =>
    db
      .select()
      .from(liveRounds)
      .where(and(eq(liveRounds.shoeId, shoeId), isNotNull(liveRounds.outcome)))
      .orderBy(asc(liveRounds.number)),

  /** A table's cancelled rounds that still hold placed slips (a refund the operator did not confirm). */
  cancelledWithSlips: (tableId: number) =>
    db
      .selectDistinct({ round: liveRounds })
      .from(liveRounds)
      .innerJoin(liveSlips, eq(liveSlips.roundId, liveRounds.id))
      .where(
        and(
          eq(liveRounds.tableId, tableId),
          eq(liveRounds.status, 'cancelled'),
          eq(liveSlips.status, 'placed'),
        ),
      )
      .then((rows) => rows.map((row) => row.round)),

  /** Claims a slip's idempotency key; undefined when it is taken already. */
  claimSlip: async (values: typeof liveSlips.$inferInsert) =>
    (await db.insert(liveSlips).values(values).onConflictDoNothing().returning())[0],
  slipByRequest: async (brand: string, player: string, requestId: string) =>
    (
      await db
        .select()
        .from(liveSlips)
        .where(
          and(eq(liveSlips.brand, brand), eq(liveSlips.player, player), eq(liveSlips.requestId, requestId)),
        )
    )[0],
  /** Gives a claim back (its debit was refused or refunded): the key may be used again. */
  releaseSlip: async (id: number) =>
    db.delete(liveSlips).where(and(eq(liveSlips.id, id), eq(liveSlips.status, 'pending'))),
  moveSlip: async (id: number, from: readonly string[], values: Partial<typeof liveSlips.$inferInsert>) =>
    (
      await db
        .update(liveSlips)
        .set(values)
        .where(and(eq(liveSlips.id, id), inArray(liveSlips.status, [...from])))
        .returning()
    )[0],
  /** A round's placed slips with their provider round, in betting order. */
  placedSlipsOf: (roundId: number) =>
    db
      .select({ slip: liveSlips, round: providerRounds })
      .from(liveSlips)
      .innerJoin(providerRounds, eq(providerRounds.id, liveSlips.providerRoundId))
      .where(and(eq(liveSlips.roundId, roundId), eq(liveSlips.status, 'placed')))
      .orderBy(asc(liveSlips.id)),
  /** The player's latest slips (of one table, or all), newest first. */
  slipsOfPlayer: (brand: string, player: string, limit: number, tableId?: number) =>
    db
      .select({ slip: liveSlips, roundUuid: providerRounds.roundId })
      .from(liveSlips)
      .innerJoin(providerRounds, eq(providerRounds.id, liveSlips.providerRoundId))
      .where(
        and(
          eq(liveSlips.brand, brand),
          eq(liveSlips.player, player),
          inArray(liveSlips.status, ['placed', 'settled', 'refunded']),
          tableId === undefined ? undefined : eq(liveSlips.tableId, tableId),
        ),
      )
      .orderBy(desc(liveSlips.id))
      .limit(limit),

  insertBets: async (values: (typeof liveBets.$inferInsert)[]) =>
    values.length ? db.insert(liveBets).values(values).returning() : [],
  betsOfSlips: (slipIds: number[]) =>
    slipIds.length
      ? db.select().from(liveBets).where(anyOf(liveBets.slipId, slipIds)).orderBy(asc(liveBets.id))
      : Promise.resolve([]),
  /** The player's bets in a round, every slip's, in betting order. */
  betsOfPlayer: (roundId: number, brand: string, player: string) =>
    db
      .select()
      .from(liveBets)
      .where(and(eq(liveBets.roundId, roundId), eq(liveBets.brand, brand), eq(liveBets.player, player)))
      .orderBy(asc(liveBets.id)),
  /** The player's stake per spot in a round, over the slips that stand (placed or settled). */
  stakesOfPlayer: async (roundId: number, brand: string, player: string) =>
    new Map(
      (
        await db
          .select({ spot: liveBets.spot, stake: sql<string>`sum(${liveBets.stakeMinor})::text` })
          .from(liveBets)
          .where(
            and(
              eq(liveBets.roundId, roundId),
              eq(liveBets.brand, brand),
              eq(liveBets.player, player),
              inArray(liveBets.status, ['placed', 'won', 'push', 'lost']),
            ),
          )
          .groupBy(liveBets.spot)
      ).map((row) => [row.spot, BigInt(row.stake)]),
    ),
  settleBet: async (id: number, values: { payoutMinor: bigint; status: string }) =>
    db
      .update(liveBets)
      .set(values)
      .where(and(eq(liveBets.id, id), eq(liveBets.status, 'placed'))),
  /** Many bets' payouts and statuses in one statement (a round's slips resolved, ADR 091); placed ones only. */
  settleBets: async (rows: readonly { id: number; payoutMinor: bigint; status: string }[]) => {
    if (rows.length === 0) return;
    const settled = JSON.stringify(
      rows.map((row) => ({ id: row.id, payout: row.payoutMinor.toString(), status: row.status })),
    );
    await db.execute(sql`update ${liveBets} b set payout_minor = s.payout, status = s.status
      from jsonb_to_recordset(${settled}::jsonb) as s(id int, payout bigint, status varchar)
      where b.id = s.id and b.status = 'placed'`);
  },
  /** Many placed slips' payouts in one statement; answers the ids of those still placed. */
  resolveSlips: async (rows: readonly { id: number; payoutMinor: bigint }[]) => {
    if (rows.length === 0) return new Set<number>();
    const resolved = JSON.stringify(rows.map((row) => ({ id: row.id, payout: row.payoutMinor.toString() })));
    const result = (await db.execute(sql`update ${liveSlips} l set payout_minor = s.payout
      from jsonb_to_recordset(${resolved}::jsonb) as s(id int, payout bigint)
      where l.id = s.id and l.status = 'placed'
      returning l.id`)) as unknown as { rows: { id: number }[] };
    return new Set(result.rows.map((row) => Number(row.id)));
  },
  /** Marks many placed slips settled at once, their rounds paid. */
  settleSlips: async (ids: readonly number[], settledAt: Date) => {
    if (ids.length === 0) return;
    await db
      .update(liveSlips)
      .set({ status: 'settled', settledAt })
      .where(and(anyOf(liveSlips.id, ids), eq(liveSlips.status, 'placed')));
  },
  refundBetsOfSlip: async (slipId: number) =>
    db
      .update(liveBets)
      .set({ status: 'refunded', payoutMinor: 0n })
      .where(and(eq(liveBets.slipId, slipId), eq(liveBets.status, 'placed'))),
});

export type LiveRepository = ReturnType<typeof createLiveRepository>;
