/** Queries of the card tables (ADR 084): tables, hands and seats (schema `provider`). */
import { and, asc, count, desc, eq, inArray, lte, max, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { providerRounds } from '../round.table.ts';
import { cardHands } from './card-hand.table.ts';
import { cardSeats } from './card-seat.table.ts';
import { cardTables } from './card-table.table.ts';

export type CardTableRow = typeof cardTables.$inferSelect;
export type CardHandRow = typeof cardHands.$inferSelect;
export type CardSeatRow = typeof cardSeats.$inferSelect;

export const createCardsRepository = (db: Database) => ({
  /** Inserts the tables that do not exist yet (by code); existing rows, an operator's edits, stay. */
  ensureTables: async (values: (typeof cardTables.$inferInsert)[]) => {
    if (values.length) await db.insert(cardTables).values(values).onConflictDoNothing();
  },
  tables: () => db.select().from(cardTables).orderBy(asc(cardTables.sort), asc(cardTables.id)),
  tableByCode: async (code: string) =>
    (await db.select().from(cardTables).where(eq(cardTables.code, code)))[0],
  tableById: async (id: number) => (await db.select().from(cardTables).where(eq(cardTables.id, id)))[0],

  /** The table's newest hand still seating players, if any. */
  waitingHand: async (tableId: number) =>
    (
      await db
        .select()
        .from(cardHands)
        .where(and(eq(cardHands.tableId, tableId), eq(cardHands.status, 'waiting')))
        .orderBy(desc(cardHands.number))
        .limit(1)
    )[0],
  lastNumber: async (tableId: number) =>
    (
      await db
        .select({ last: max(cardHands.number) })
        .from(cardHands)
        .where(eq(cardHands.tableId, tableId))
    )[0]?.last ?? 0,
  /** A new hand; undefined when another server took the number first. */
  insertHand: async (values: typeof cardHands.$inferInsert) =>
    (await db.insert(cardHands).values(values).onConflictDoNothing().returning())[0],
  handById: async (id: number) => (await db.select().from(cardHands).where(eq(cardHands.id, id)))[0],
  handByNumber: async (tableId: number, number: number) =>
    (
      await db
        .select()
        .from(cardHands)
        .where(and(eq(cardHands.tableId, tableId), eq(cardHands.number, number)))
    )[0],
  /** The hand under this transaction's lock. */
  lockHand: async (id: number) =>
    (await db.select().from(cardHands).where(eq(cardHands.id, id)).for('update'))[0],
  /** Locks the next due hand no other server holds, or undefined. */
  lockDueHand: async (at: Date) =>
    (
      await db
        .select()
        .from(cardHands)
        .where(and(inArray(cardHands.status, ['waiting', 'playing', 'finished']), lte(cardHands.dueAt, at)))
        .orderBy(asc(cardHands.dueAt))
        .limit(1)
        .for('update', { skipLocked: true })
    )[0],
  updateHand: async (id: number, values: Partial<typeof cardHands.$inferInsert>) =>
    (
      await db
        .update(cardHands)
        .set({ ...values, version: sql`${cardHands.version} + 1` })
        .where(eq(cardHands.id, id))
        .returning()
    )[0]!,
  /** The table's latest hands, newest first: what its feed watches for change. */
  latestHands: (tableId: number, limit: number) =>
    db
      .select({
        number: cardHands.number,
        status: cardHands.status,
        version: cardHands.version,
        seats: count(cardSeats.id),
      })
      .from(cardHands)
      .leftJoin(cardSeats, eq(cardSeats.handId, cardHands.id))
      .where(eq(cardHands.tableId, tableId))
      .groupBy(cardHands.id)
      .orderBy(desc(cardHands.number))
      .limit(limit),
  handsInPlay: async (tableId: number) =>
    (
      await db
        .select({ n: count() })
        .from(cardHands)
        .where(and(eq(cardHands.tableId, tableId), eq(cardHands.status, 'playing')))
    )[0]?.n ?? 0,

  seatsOf: (handId: number) =>
    db.select().from(cardSeats).where(eq(cardSeats.handId, handId)).orderBy(asc(cardSeats.seat)),
  insertSeat: async (values: typeof cardSeats.$inferInsert) =>
    (await db.insert(cardSeats).values(values).returning())[0]!,
  setSeatRound: (id: number, providerRoundId: number) =>
    db.update(cardSeats).set({ providerRoundId }).where(eq(cardSeats.id, id)),
  deleteSeat: (id: number) => db.delete(cardSeats).where(eq(cardSeats.id, id)),
  /** The player's seat made by this request (a repeat of it answers the same seat). */
  seatByRequest: async (brand: string, player: string, requestId: string) =>
    (
      await db
        .select()
        .from(cardSeats)
        .where(
          and(eq(cardSeats.brand, brand), eq(cardSeats.player, player), eq(cardSeats.requestId, requestId)),
        )
    )[0],
  /** The player's latest seat at the table, with its hand. */
  latestSeat: async (tableId: number, brand: string, player: string) =>
    (
      await db
        .select({ seat: cardSeats, hand: cardHands })
        .from(cardSeats)
        .innerJoin(cardHands, eq(cardHands.id, cardSeats.handId))
        .where(and(eq(cardSeats.brand, brand), eq(cardSeats.player, player), eq(cardHands.tableId, tableId)))
        .orderBy(desc(cardSeats.handId))
        .limit(1)
    )[0],
  /** A player's latest finished hands at a table, newest first, with their seats. */
  finishedHandsOf: (tableId: number, brand: string, player: string, limit: number) =>
    db
      .select({ seat: cardSeats, hand: cardHands, round: providerRounds })
      .from(cardSeats)
      .innerJoin(cardHands, eq(cardHands.id, cardSeats.handId))
      .leftJoin(providerRounds, eq(providerRounds.id, cardSeats.providerRoundId))
      .where(
        and(
          eq(cardSeats.brand, brand),
          eq(cardSeats.player, player),
          eq(cardHands.tableId, tableId),
          inArray(cardHands.status, ['finished', 'settled']),
        ),
      )
      .orderBy(desc(cardSeats.handId))
      .limit(limit),
  /** The seats of several hands. */
  seatsOfHands: (handIds: readonly number[]) =>
    handIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(cardSeats)
          .where(inArray(cardSeats.handId, [...handIds]))
          .orderBy(asc(cardSeats.handId), asc(cardSeats.seat)),
  providerRound: async (id: number) =>
    (await db.select().from(providerRounds).where(eq(providerRounds.id, id)))[0],
  /** The provider rounds of a hand's players' seats. */
  roundsOfHand: (handId: number) =>
    db
      .select({ seat: cardSeats, round: providerRounds })
      .from(cardSeats)
      .innerJoin(providerRounds, eq(providerRounds.id, cardSeats.providerRoundId))
      .where(eq(cardSeats.handId, handId))
      .orderBy(asc(cardSeats.seat)),
});

export type CardsRepository = ReturnType<typeof createCardsRepository>;
