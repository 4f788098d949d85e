/** Queries of the transfers module: its settings, transfer rows and daily totals. Nothing else. */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberTransfers, transferDailyTotals } from './member-transfer.table.ts';
import { transferSettings } from './transfer-setting.table.ts';

export type TransferRow = typeof memberTransfers.$inferSelect;
export type NewTransfer = typeof memberTransfers.$inferInsert;
export type TransferSettingsRow = typeof transferSettings.$inferSelect;

export const createTransfersRepository = (db: Database) => ({
  settings: async (merchantId: number) => {
    const [row] = await db.select().from(transferSettings).where(eq(transferSettings.merchantId, merchantId));
    return row;
  },

  upsertSettings: (row: TransferSettingsRow) => db.insert(transferSettings).values(row).onConflictDoNothing(),

  /**
   * Claims the request key. Undefined when the sender used it before: a concurrent duplicate waits
   * on the unique index until the first commits (or rolls back, and then this insert succeeds).
   */
  claim: async (values: NewTransfer) => {
    const [row] = await db.insert(memberTransfers).values(values).onConflictDoNothing().returning();
    return row;
  },

  findByKey: async (merchantId: number, senderId: number, requestKey: string) => {
    const [row] = await db
      .select()
      .from(memberTransfers)
      .where(
        and(
          eq(memberTransfers.merchantId, merchantId),
          eq(memberTransfers.senderId, senderId),
          eq(memberTransfers.requestKey, requestKey),
        ),
      );
    return row;
  },

  setEntry: (id: number, entryId: number, balanceAfter: bigint) =>
    db.update(memberTransfers).set({ entryId, balanceAfter }).where(eq(memberTransfers.id, id)),

  /**
   * Adds `amount` to the sender's total of `day` unless that passes `limit`; false when it would.
   * The conflict update locks the day's row, so racing transfers are judged one after the other.
   */
  addToDay: async (input: {
    merchantId: number;
    memberId: number;
    day: string;
    amount: bigint;
    limit: bigint;
  }) => {
    if (input.amount > input.limit) return false;
    const rows = await db
      .insert(transferDailyTotals)
      .values({ merchantId: input.merchantId, memberId: input.memberId, day: input.day, total: input.amount })
      .onConflictDoUpdate({
        target: [transferDailyTotals.memberId, transferDailyTotals.day],
        set: { total: sql`${transferDailyTotals.total} + excluded.total` },
        setWhere: sql`${transferDailyTotals.total} + excluded.total <= ${input.limit}`,
      })
      .returning({ total: transferDailyTotals.total });
    return rows.length > 0;
  },

  sentOn: async (memberId: number, day: string) => {
    const [row] = await db
      .select({ total: transferDailyTotals.total })
      .from(transferDailyTotals)
      .where(and(eq(transferDailyTotals.memberId, memberId), eq(transferDailyTotals.day, day)));
    return row?.total ?? 0n;
  },
});

export type TransfersRepository = ReturnType<typeof createTransfersRepository>;
