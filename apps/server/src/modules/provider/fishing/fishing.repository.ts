/** Queries of the fishing rooms (ADR 088): rooms, captures, settlement batches and the wallet answers. */
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { providerRounds } from '../round.table.ts';
import { fishingBatches, fishingWallets } from './fishing-batch.table.ts';
import { fishingCaptures } from './fishing-capture.table.ts';
import { fishingRooms } from './fishing-room.table.ts';

export type FishingRoomRow = typeof fishingRooms.$inferSelect;
export type FishingBatchRow = typeof fishingBatches.$inferSelect;
export type FishingCaptureRow = typeof fishingCaptures.$inferSelect;
type Player = { brand: string; player: string };

/** Batches whose stake is not debited yet: what a new shot's price is checked against, with the balance. */
export const UNDEBITED = ['open', 'pending', 'debiting'] as const;

export const createFishingRepository = (db: Database) => ({
  ensureRooms: async (values: (typeof fishingRooms.$inferInsert)[]) => {
    if (values.length) await db.insert(fishingRooms).values(values).onConflictDoNothing();
  },
  roomByCode: async (code: string) =>
    (await db.select().from(fishingRooms).where(eq(fishingRooms.code, code)))[0],
  roomById: async (id: number) => (await db.select().from(fishingRooms).where(eq(fishingRooms.id, id)))[0],

  /** The player's last wallet answer, locked for the shot's transaction. */
  lockWallet: async ({ brand, player }: Player) =>
    (
      await db
        .select()
        .from(fishingWallets)
        .where(and(eq(fishingWallets.brand, brand), eq(fishingWallets.player, player)))
        .for('update')
    )[0],
  wallet: async ({ brand, player }: Player) =>
    (
      await db
        .select()
        .from(fishingWallets)
        .where(and(eq(fishingWallets.brand, brand), eq(fishingWallets.player, player)))
    )[0],
  setWallet: async ({ brand, player }: Player, balanceMinor: bigint, at: Date) => {
    await db
      .insert(fishingWallets)
      .values({ brand, player, balanceMinor, updatedAt: at })
      .onConflictDoUpdate({
        target: [fishingWallets.brand, fishingWallets.player],
        set: { balanceMinor, updatedAt: at },
      });
  },
  /** Σ stakes of the player's batches not debited yet (every room). */
  undebitedStake: async ({ brand, player }: Player) =>
    BigInt(
      (
        await db
          .select({ total: sql<string>`coalesce(sum(${fishingBatches.totalStakeMinor}), 0)::text` })
          .from(fishingBatches)
          .where(
            and(
              eq(fishingBatches.brand, brand),
              eq(fishingBatches.player, player),
              inArray(fishingBatches.status, [...UNDEBITED]),
            ),
          )
      )[0]?.total ?? '0',
    ),

  capturesOf: (roomId: number, fishIds: string[]) =>
    fishIds.length
      ? db
          .select()
          .from(fishingCaptures)
          .where(and(eq(fishingCaptures.roomId, roomId), inArray(fishingCaptures.fishId, fishIds)))
      : Promise.resolve([]),
  /** Records a capture unless the fish has its capturer already (another server's): true if it stands. */
  insertCapture: async (values: typeof fishingCaptures.$inferInsert) =>
    (
      await db
        .insert(fishingCaptures)
        .values(values)
        .onConflictDoNothing({ target: [fishingCaptures.roomId, fishingCaptures.fishId] })
        .returning({ id: fishingCaptures.id })
    ).length === 1,
  capturedSince: (roomId: number, since: Date) =>
    db
      .select({ fishId: fishingCaptures.fishId })
      .from(fishingCaptures)
      .where(and(eq(fishingCaptures.roomId, roomId), sql`${fishingCaptures.capturedAt} >= ${since}`)),

  /**
   * Adds a shot to its batch: the row made by the batch's first shot, its totals grown by the later
   * ones, only while it is `open`. Undefined when the batch was closed meanwhile (another connection
   * of the player, the sweep): the caller resynchronises its sequence.
   */
  addToBatch: async (
    values: Omit<typeof fishingBatches.$inferInsert, 'shots' | 'detail'> & { shot: unknown },
  ) => {
    const { shot, ...row } = values;
    const detail = sql`${JSON.stringify([shot])}::jsonb`;
    return (
      await db
        .insert(fishingBatches)
        .values({ ...row, shots: 1, detail })
        .onConflictDoUpdate({
          target: fishingBatches.settlementId,
          set: {
            shots: sql`${fishingBatches.shots} + 1`,
            lastNonce: sql`excluded.last_nonce`,
            totalStakeMinor: sql`${fishingBatches.totalStakeMinor} + excluded.total_stake_minor`,
            totalRefundMinor: sql`${fishingBatches.totalRefundMinor} + excluded.total_refund_minor`,
            totalWinMinor: sql`${fishingBatches.totalWinMinor} + excluded.total_win_minor`,
            detail: sql`${fishingBatches.detail} || excluded.detail`,
            status: sql`excluded.status`,
            updatedAt: sql`excluded.updated_at`,
          },
          setWhere: eq(fishingBatches.status, 'open'),
        })
        .returning()
    )[0];
  },
  batchBySettlementId: async (settlementId: string) =>
    (await db.select().from(fishingBatches).where(eq(fishingBatches.settlementId, settlementId)))[0],
  /** Moves a batch only if it is still in `from`: the loser of a race changes nothing. */
  moveBatch: async (
    id: number,
    from: readonly string[],
    values: Partial<typeof fishingBatches.$inferInsert>,
  ) =>
    (
      await db
        .update(fishingBatches)
        .set(values)
        .where(and(eq(fishingBatches.id, id), inArray(fishingBatches.status, [...from])))
        .returning()
    )[0],
  /** The player's last stored sequence in a room (-1 when none). */
  lastSequence: async (roomId: number, { brand, player }: Player) =>
    (
      await db
        .select({ sequence: fishingBatches.sequence })
        .from(fishingBatches)
        .where(
          and(
            eq(fishingBatches.roomId, roomId),
            eq(fishingBatches.brand, brand),
            eq(fishingBatches.player, player),
          ),
        )
        .orderBy(desc(fishingBatches.sequence))
        .limit(1)
    )[0]?.sequence ?? -1,
  /** The player's batches in a room in these statuses, oldest first. */
  batchesOf: (roomId: number, { brand, player }: Player, statuses: readonly string[]) =>
    db
      .select()
      .from(fishingBatches)
      .where(
        and(
          eq(fishingBatches.roomId, roomId),
          eq(fishingBatches.brand, brand),
          eq(fishingBatches.player, player),
          inArray(fishingBatches.status, [...statuses]),
        ),
      )
      .orderBy(fishingBatches.sequence),
  /** Batches in `status` untouched since `before`, oldest first (the sweep's). */
  staleBatches: (status: string, before: Date, limit: number) =>
    db
      .select()
      .from(fishingBatches)
      .where(and(eq(fishingBatches.status, status), lt(fishingBatches.updatedAt, before)))
      .orderBy(fishingBatches.updatedAt)
      .limit(limit),
  providerRoundById: async (id: number) =>
    (await db.select().from(providerRounds).where(eq(providerRounds.id, id)))[0],
  /** The provider round a debit of this batch made (its config names the settlement). */
  providerRoundOfSettlement: async (engine: string, settlementId: string) =>
    (
      await db
        .select()
        .from(providerRounds)
        .where(
          and(
            eq(providerRounds.engine, engine),
            sql`${providerRounds.config} ->> 'settlementId' = ${settlementId}`,
          ),
        )
        .orderBy(desc(providerRounds.id))
        .limit(1)
    )[0],
});

export type FishingRepository = ReturnType<typeof createFishingRepository>;
