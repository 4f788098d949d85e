/** Queries of lottery (issue 20, ADR 081): its issues, ticket lines, liability and settings (schema `provider`). */
import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { providerRounds } from '../round.table.ts';
import { lotteryDraws } from './lottery-draw.table.ts';
import { lotteryLiability } from './lottery-liability.table.ts';
import { lotterySettings } from './lottery-setting.table.ts';
import { lotteryTickets } from './lottery-ticket.table.ts';

export type LotteryDrawRow = typeof lotteryDraws.$inferSelect;
export type LotteryTicketRow = typeof lotteryTickets.$inferSelect;
export type LotterySettingRow = typeof lotterySettings.$inferSelect;
export type LotteryLiabilityRow = typeof lotteryLiability.$inferSelect;

const liabilityKeys = (keys: { product: string; number: string }[]): SQL | undefined =>
  or(...keys.map((k) => and(eq(lotteryLiability.product, k.product), eq(lotteryLiability.number, k.number))));

export const createLotteryRepository = (db: Database) => ({
  /** Inserts an issue unless it exists: of two servers racing, one inserts; either way the row is returned. */
  ensureDraw: async (values: typeof lotteryDraws.$inferInsert) => {
    await db.insert(lotteryDraws).values(values).onConflictDoNothing();
    return (
      await db
        .select()
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.game, values.game), eq(lotteryDraws.issue, values.issue)))
    )[0]!;
  },
  draw: async (game: string, issue: string) =>
    (
      await db
        .select()
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.game, game), eq(lotteryDraws.issue, issue)))
    )[0],
  drawById: async (id: number) => (await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id)))[0],
  drawsByIds: (ids: number[]) =>
    ids.length ? db.select().from(lotteryDraws).where(inArray(lotteryDraws.id, ids)) : Promise.resolve([]),
  /** Locks an issue's row for the rest of the transaction (a ticket checks the window under it). */
  lockDraw: async (id: number) =>
    (await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id)).for('update'))[0],
  /** The issues on sale at `at` (one for a fast game; a province each for a daily one), soonest first. */
  sellingDraws: (game: string, at: Date) =>
    db
      .select()
      .from(lotteryDraws)
      .where(
        and(
          eq(lotteryDraws.game, game),
          eq(lotteryDraws.status, 'selling'),
          lte(lotteryDraws.opensAt, at),
          gt(lotteryDraws.closesAt, at),
        ),
      )
      .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.issue))
      .limit(10),
  /** The latest issues with a result (drawn or settled), newest first. */
  recentDrawn: (game: string, limit: number) =>
    db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.game, game), inArray(lotteryDraws.status, ['drawn', 'settled'])))
      .orderBy(desc(lotteryDraws.drawAt))
      .limit(limit),
  /** Issues past their draw time still to be drawn or settled, and cancelled ones to refund, oldest first. */
  dueDraws: (at: Date, limit: number) =>
    db
      .select()
      .from(lotteryDraws)
      .where(
        and(
          isNull(lotteryDraws.settledAt),
          or(
            and(inArray(lotteryDraws.status, ['selling', 'drawn']), lte(lotteryDraws.drawAt, at)),
            eq(lotteryDraws.status, 'cancelled'),
          ),
        ),
      )
      .orderBy(asc(lotteryDraws.drawAt))
      .limit(limit),
  /** Issues for the back office, by game and status, those drawing soonest or latest first. */
  issues: (filter: { game?: string; status?: string; before: Date }, limit: number) =>
    db
      .select()
      .from(lotteryDraws)
      .where(
        and(
          filter.game ? eq(lotteryDraws.game, filter.game) : undefined,
          filter.status ? eq(lotteryDraws.status, filter.status) : lte(lotteryDraws.opensAt, filter.before),
        ),
      )
      .orderBy(desc(lotteryDraws.drawAt), asc(lotteryDraws.issue))
      .limit(limit),
  /**
   * Takes (or renews) the lease to draw or settle an issue: a conditional update, so of two servers
   * exactly one holds it until it lapses.
   */
  leaseDraw: async (id: number, holder: string, at: Date, until: Date) =>
    (
      await db
        .update(lotteryDraws)
        .set({ leaseUntil: until, leaseHolder: holder })
        .where(
          and(
            eq(lotteryDraws.id, id),
            isNull(lotteryDraws.settledAt),
            or(
              isNull(lotteryDraws.leaseUntil),
              lt(lotteryDraws.leaseUntil, at),
              eq(lotteryDraws.leaseHolder, holder),
            ),
          ),
        )
        .returning()
    )[0],
  /** Moves an issue from one of `from` to new values; undefined when it was not in `from`. */
  moveDraw: async (id: number, from: string[], values: Partial<typeof lotteryDraws.$inferInsert>) =>
    (
      await db
        .update(lotteryDraws)
        .set(values)
        .where(and(eq(lotteryDraws.id, id), inArray(lotteryDraws.status, from)))
        .returning()
    )[0],
  /** Operator's daily issues past their draw time with no result yet: they wait for it. */
  markAwaitingResult: (at: Date, games: string[]) =>
    games.length
      ? db
          .update(lotteryDraws)
          .set({ status: 'awaiting_result' })
          .where(
            and(
              inArray(lotteryDraws.game, games),
              eq(lotteryDraws.status, 'selling'),
              lte(lotteryDraws.drawAt, at),
            ),
          )
          .returning()
      : Promise.resolve([]),

  insertTickets: (values: (typeof lotteryTickets.$inferInsert)[]) =>
    db.insert(lotteryTickets).values(values).returning(),
  ticketsOfRound: (roundId: number) =>
    db
      .select()
      .from(lotteryTickets)
      .where(eq(lotteryTickets.roundId, roundId))
      .orderBy(asc(lotteryTickets.id)),
  /** The rounds (slips) of an issue whose money is not settled yet, with their status. */
  openRoundsOf: (drawId: number) =>
    db
      .selectDistinct({ round: providerRounds })
      .from(lotteryTickets)
      .innerJoin(providerRounds, eq(providerRounds.id, lotteryTickets.roundId))
      .where(and(eq(lotteryTickets.drawId, drawId), inArray(providerRounds.status, ['open', 'settling'])))
      .then((rows) => rows.map((row) => row.round)),
  /** Rounds still pending on an issue (a debit not yet confirmed): the issue waits for the provider's sweep. */
  pendingRoundsOf: async (drawId: number) =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(lotteryTickets)
        .innerJoin(providerRounds, eq(providerRounds.id, lotteryTickets.roundId))
        .where(and(eq(lotteryTickets.drawId, drawId), eq(providerRounds.status, 'pending')))
    )[0]!.n,
  settleTicket: async (
    id: number,
    values: { status: string; hits: number | null; payoutMinor: bigint; settledAt: Date },
  ) =>
    (
      await db
        .update(lotteryTickets)
        .set(values)
        .where(and(eq(lotteryTickets.id, id), eq(lotteryTickets.status, 'open')))
        .returning()
    )[0],
  /** A player's latest ticket lines with their issue, newest first. */
  ticketsOf: (brand: string, player: string, limit: number, game?: string) =>
    db
      .select({ ticket: lotteryTickets, draw: lotteryDraws, roundId: providerRounds.roundId })
      .from(lotteryTickets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
      .innerJoin(providerRounds, eq(providerRounds.id, lotteryTickets.roundId))
      .where(
        and(
          eq(lotteryTickets.brand, brand),
          eq(lotteryTickets.player, player),
          game ? eq(lotteryDraws.game, game) : undefined,
        ),
      )
      .orderBy(desc(lotteryTickets.id))
      .limit(limit),
  /** Totals of an issue's lines, for the back office's settlement history. */
  drawTotals: (drawIds: number[]) =>
    drawIds.length
      ? db
          .select({
            drawId: lotteryTickets.drawId,
            tickets: sql<number>`count(*)::int`,
            costMinor: sql<string>`coalesce(sum(${lotteryTickets.costMinor}), 0)::text`,
            payoutMinor: sql<string>`coalesce(sum(${lotteryTickets.payoutMinor}), 0)::text`,
          })
          .from(lotteryTickets)
          .where(inArray(lotteryTickets.drawId, drawIds))
          .groupBy(lotteryTickets.drawId)
      : Promise.resolve([]),

  /** The liability rows of an issue's numbers as they stand (no lock: the check before the debit). */
  liabilityFor: (drawId: number, keys: { product: string; number: string }[]) =>
    keys.length
      ? db
          .select()
          .from(lotteryLiability)
          .where(and(eq(lotteryLiability.drawId, drawId), liabilityKeys(keys)))
      : Promise.resolve([]),
  /** Locks (creating at zero) the liability rows of an issue's numbers, in a fixed order (no deadlock). */
  lockLiability: async (drawId: number, keys: { product: string; number: string }[]) => {
    if (!keys.length) return [];
    const sorted = [...keys].sort((a, b) =>
      a.product === b.product ? a.number.localeCompare(b.number) : a.product.localeCompare(b.product),
    );
    await db
      .insert(lotteryLiability)
      .values(sorted.map((k) => ({ drawId, ...k, exposureMinor: 0n, stakeMinor: 0n, tickets: 0 })))
      .onConflictDoNothing();
    return db
      .select()
      .from(lotteryLiability)
      .where(and(eq(lotteryLiability.drawId, drawId), liabilityKeys(sorted)))
      .orderBy(asc(lotteryLiability.product), asc(lotteryLiability.number))
      .for('update');
  },
  addLiability: (
    drawId: number,
    product: string,
    number: string,
    exposureMinor: bigint,
    stakeMinor: bigint,
  ) =>
    db
      .update(lotteryLiability)
      .set({
        exposureMinor: sql`${lotteryLiability.exposureMinor} + ${exposureMinor}`,
        stakeMinor: sql`${lotteryLiability.stakeMinor} + ${stakeMinor}`,
        tickets: sql`${lotteryLiability.tickets} + 1`,
      })
      .where(
        and(
          eq(lotteryLiability.drawId, drawId),
          eq(lotteryLiability.product, product),
          eq(lotteryLiability.number, number),
        ),
      ),
  /** An issue's liability board: the largest exposures first. */
  liabilityOf: (drawId: number, limit: number) =>
    db
      .select()
      .from(lotteryLiability)
      .where(eq(lotteryLiability.drawId, drawId))
      .orderBy(desc(lotteryLiability.exposureMinor))
      .limit(limit),

  settings: () => db.select().from(lotterySettings),
  upsertSetting: async (values: typeof lotterySettings.$inferInsert) =>
    (
      await db
        .insert(lotterySettings)
        .values(values)
        .onConflictDoUpdate({ target: lotterySettings.game, set: { ...values, updatedAt: new Date() } })
        .returning()
    )[0]!,
});

export type LotteryRepository = ReturnType<typeof createLotteryRepository>;
