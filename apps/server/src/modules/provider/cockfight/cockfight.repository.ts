/** Queries of the cockfight arenas (ADR 087): arenas, fights and slips (schema `provider`). */

import { COCKFIGHT_FAMILY } from '@luckwell/games/cockfight/titles';
import { and, asc, count, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { lastBalanceOf } from '../provider.repository.ts';
import { providerRounds } from '../round.table.ts';
import { cockfightArenas } from './cockfight-arena.table.ts';
import { cockfightFights } from './cockfight-fight.table.ts';
import { cockfightSlips } from './cockfight-slip.table.ts';

export type ArenaRow = typeof cockfightArenas.$inferSelect;
export type FightRow = typeof cockfightFights.$inferSelect;
export type SlipRow = typeof cockfightSlips.$inferSelect;

/** Slips that hold or held a player's stake on the fight (a claim whose debit is under way left out). */
const STANDING = ['placed', 'won', 'lost', 'refunded'];

export const createCockfightRepository = (db: Database) => ({
  /** Inserts the arenas that do not exist yet (by code); existing rows, an operator's edits, stay. */
  ensureArenas: async (values: (typeof cockfightArenas.$inferInsert)[]) => {
    if (values.length) await db.insert(cockfightArenas).values(values).onConflictDoNothing();
  },
  arenas: () => db.select().from(cockfightArenas).orderBy(asc(cockfightArenas.sort), asc(cockfightArenas.id)),
  arenaByCode: async (code: string) =>
    (await db.select().from(cockfightArenas).where(eq(cockfightArenas.code, code)))[0],
  /** The arena's row under lock (in a transaction): its settings change, or a fight opens, one at a time. */
  lockArena: async (code: string) =>
    (await db.select().from(cockfightArenas).where(eq(cockfightArenas.code, code)).for('update'))[0],
  updateArena: async (id: number, values: Partial<typeof cockfightArenas.$inferInsert>) =>
    (await db.update(cockfightArenas).set(values).where(eq(cockfightArenas.id, id)).returning())[0]!,
  /** Takes (or renews) the lease to advance an arena: of two servers exactly one holds it. */
  leaseArena: async (id: number, holder: string, at: Date, until: Date) =>
    (
      await db
        .update(cockfightArenas)
        .set({ leaseUntil: until, leaseHolder: holder })
        .where(
          and(
            eq(cockfightArenas.id, id),
            or(
              isNull(cockfightArenas.leaseUntil),
              lt(cockfightArenas.leaseUntil, at),
              eq(cockfightArenas.leaseHolder, holder),
            ),
          ),
        )
        .returning()
    )[0],

  latestFight: async (arenaId: number) =>
    (
      await db
        .select()
        .from(cockfightFights)
        .where(eq(cockfightFights.arenaId, arenaId))
        .orderBy(desc(cockfightFights.number))
        .limit(1)
    )[0],
  /** Inserts the fight unless its number exists already; answers the row standing, and whether it is ours. */
  insertFight: async (values: typeof cockfightFights.$inferInsert) => {
    const [inserted] = await db.insert(cockfightFights).values(values).onConflictDoNothing().returning();
    if (inserted) return { fight: inserted, inserted: true };
    const [standing] = await db
      .select()
      .from(cockfightFights)
      .where(and(eq(cockfightFights.arenaId, values.arenaId), eq(cockfightFights.number, values.number)));
    return { fight: standing!, inserted: false };
  },
  fightById: async (id: number) =>
    (await db.select().from(cockfightFights).where(eq(cockfightFights.id, id)))[0],
  fightByNumber: async (arenaId: number, number: number) =>
    (
      await db
        .select()
        .from(cockfightFights)
        .where(and(eq(cockfightFights.arenaId, arenaId), eq(cockfightFights.number, number)))
    )[0],
  lockFight: async (id: number) =>
    (await db.select().from(cockfightFights).where(eq(cockfightFights.id, id)).for('update'))[0],
  /** Moves a fight on only from the statuses given: a repeat, or a second server, changes nothing. */
  moveFight: async (
    id: number,
    from: readonly string[],
    values: Partial<typeof cockfightFights.$inferInsert>,
  ) =>
    (
      await db
        .update(cockfightFights)
        .set(values)
        .where(and(eq(cockfightFights.id, id), inArray(cockfightFights.status, [...from])))
        .returning()
    )[0],
  /** Marks a finished fight settled, once. */
  markSettled: async (id: number, at: Date) =>
    db
      .update(cockfightFights)
      .set({ settledAt: at })
      .where(and(eq(cockfightFights.id, id), isNull(cockfightFights.settledAt))),
  /** An arena's fights not finished yet, or finished and not yet settled, oldest first. */
  fightsToAdvance: (arenaId: number) =>
    db
      .select()
      .from(cockfightFights)
      .where(and(eq(cockfightFights.arenaId, arenaId), isNull(cockfightFights.settledAt)))
      .orderBy(asc(cockfightFights.number)),
  /** An arena's latest finished fights (a result, or cancelled), newest first. */
  recentResults: (arenaId: number, limit: number) =>
    db
      .select()
      .from(cockfightFights)
      .where(
        and(eq(cockfightFights.arenaId, arenaId), inArray(cockfightFights.status, ['RESULT', 'CANCELLED'])),
      )
      .orderBy(desc(cockfightFights.number))
      .limit(limit),

  /** Claims a slip's idempotency key; undefined when it is taken already. */
  claimSlip: async (values: typeof cockfightSlips.$inferInsert) =>
    (await db.insert(cockfightSlips).values(values).onConflictDoNothing().returning())[0],
  slipByRequest: async (brand: string, player: string, requestId: string) =>
    (
      await db
        .select()
        .from(cockfightSlips)
        .where(
          and(
            eq(cockfightSlips.brand, brand),
            eq(cockfightSlips.player, player),
            eq(cockfightSlips.requestId, requestId),
          ),
        )
    )[0],
  /** Gives a claim back (its debit was refused or refunded): the key may be used again. */
  releaseSlip: async (id: number) =>
    db.delete(cockfightSlips).where(and(eq(cockfightSlips.id, id), eq(cockfightSlips.status, 'pending'))),
  moveSlip: async (
    id: number,
    from: readonly string[],
    values: Partial<typeof cockfightSlips.$inferInsert>,
  ) =>
    (
      await db
        .update(cockfightSlips)
        .set(values)
        .where(and(eq(cockfightSlips.id, id), inArray(cockfightSlips.status, [...from])))
        .returning()
    )[0],
  /** Every slip standing on the fight, in betting order: the whole book settlement reads. */
  standingSlips: (fightId: number) =>
    db
      .select()
      .from(cockfightSlips)
      .where(and(eq(cockfightSlips.fightId, fightId), inArray(cockfightSlips.status, STANDING)))
      .orderBy(asc(cockfightSlips.id)),
  /** The fight's placed slips (not yet paid or refunded) with their provider round. */
  placedSlipsOf: (fightId: number) =>
    db
      .select({ slip: cockfightSlips, round: providerRounds })
      .from(cockfightSlips)
      .innerJoin(providerRounds, eq(providerRounds.id, cockfightSlips.providerRoundId))
      .where(and(eq(cockfightSlips.fightId, fightId), eq(cockfightSlips.status, 'placed')))
      .orderBy(asc(cockfightSlips.id)),
  /** The player's standing slips on a fight, in betting order. */
  slipsOfPlayer: (fightId: number, brand: string, player: string) =>
    db
      .select()
      .from(cockfightSlips)
      .where(
        and(
          eq(cockfightSlips.fightId, fightId),
          eq(cockfightSlips.brand, brand),
          eq(cockfightSlips.player, player),
          inArray(cockfightSlips.status, STANDING),
        ),
      )
      .orderBy(asc(cockfightSlips.id)),
  /** The player's balance as the arenas last saw it (their latest cockfight round). */
  lastBalance: (brand: string, player: string) => lastBalanceOf(db, brand, player, COCKFIGHT_FAMILY),
  /** Each fight's standing slips and stakes per side (for the back office). */
  slipCounts: async (fightIds: number[]) =>
    fightIds.length
      ? db
          .select({
            fightId: cockfightSlips.fightId,
            side: cockfightSlips.side,
            slips: count(),
            stakeMinor: sql<string>`coalesce(sum(${cockfightSlips.stakeMinor}), 0)::text`,
          })
          .from(cockfightSlips)
          .where(and(inArray(cockfightSlips.fightId, fightIds), ne(cockfightSlips.status, 'pending')))
          .groupBy(cockfightSlips.fightId, cockfightSlips.side)
      : [],
});

export type CockfightRepository = ReturnType<typeof createCockfightRepository>;
