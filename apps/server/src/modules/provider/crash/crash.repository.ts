/** Queries of crash (ADR 039): its chains, games and bets (schema `provider`). */
import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { providerRounds } from '../round.table.ts';
import { crashBets } from './crash-bet.table.ts';
import { crashChains } from './crash-chain.table.ts';
import { crashGames } from './crash-game.table.ts';

export type CrashChainRow = typeof crashChains.$inferSelect;
export type CrashGameRow = typeof crashGames.$inferSelect;
export type CrashBetRow = typeof crashBets.$inferSelect;

export const createCrashRepository = (db: Database) => ({
  latestChain: async () => (await db.select().from(crashChains).orderBy(desc(crashChains.id)).limit(1))[0],
  /** The oldest chain made after `id` (a chain made ahead, or by a racing server), if any. */
  chainAfter: async (id: number) =>
    (
      await db.select().from(crashChains).where(gt(crashChains.id, id)).orderBy(asc(crashChains.id)).limit(1)
    )[0],
  chainById: async (id: number) => (await db.select().from(crashChains).where(eq(crashChains.id, id)))[0],
  chainsByIds: (ids: number[]) =>
    ids.length ? db.select().from(crashChains).where(inArray(crashChains.id, ids)) : Promise.resolve([]),
  insertChain: async (values: typeof crashChains.$inferInsert) =>
    (await db.insert(crashChains).values(values).returning())[0]!,

  latestGame: async () => (await db.select().from(crashGames).orderBy(desc(crashGames.number)).limit(1))[0],
  gameById: async (id: number) => (await db.select().from(crashGames).where(eq(crashGames.id, id)))[0],
  /** Inserts the game unless its number exists already: of two servers racing, one inserts. */
  insertGame: async (values: typeof crashGames.$inferInsert) =>
    (await db.insert(crashGames).values(values).onConflictDoNothing().returning())[0],
  gameByNumber: async (number: number) =>
    (await db.select().from(crashGames).where(eq(crashGames.number, number)))[0],
  /** Games crashed by `at`, newest first. */
  crashedGames: (at: Date, limit: number) =>
    db
      .select()
      .from(crashGames)
      .where(lte(crashGames.crashesAt, at))
      .orderBy(desc(crashGames.number))
      .limit(limit),
  /** Games that have started and whose bets are not all settled, oldest first. */
  unsettledGames: (at: Date, limit: number) =>
    db
      .select()
      .from(crashGames)
      .where(and(isNull(crashGames.settledAt), lte(crashGames.startsAt, at)))
      .orderBy(asc(crashGames.number))
      .limit(limit),
  /**
   * Takes (or renews) the lease to run a game's settlement: a conditional update, so of two servers
   * exactly one holds it until it lapses.
   */
  leaseGame: async (id: number, holder: string, at: Date, until: Date) =>
    (
      await db
        .update(crashGames)
        .set({ leaseUntil: until, leaseHolder: holder })
        .where(
          and(
            eq(crashGames.id, id),
            isNull(crashGames.settledAt),
            or(
              isNull(crashGames.leaseUntil),
              lt(crashGames.leaseUntil, at),
              eq(crashGames.leaseHolder, holder),
            ),
          ),
        )
        .returning()
    )[0],
  markSettled: async (id: number, at: Date) =>
    (
      await db
        .update(crashGames)
        .set({ settledAt: at, leaseUntil: null, leaseHolder: null })
        .where(and(eq(crashGames.id, id), isNull(crashGames.settledAt)))
        .returning()
    )[0],

  /** A provider round by its row id (a crash bet's round). */
  roundById: async (id: number) =>
    (await db.select().from(providerRounds).where(eq(providerRounds.id, id)))[0],

  insertBet: async (values: typeof crashBets.$inferInsert) =>
    (await db.insert(crashBets).values(values).onConflictDoNothing().returning())[0],
  betOf: async (gameId: number, brand: string, player: string) =>
    (
      await db
        .select()
        .from(crashBets)
        .where(and(eq(crashBets.gameId, gameId), eq(crashBets.brand, brand), eq(crashBets.player, player)))
    )[0],
  betByRound: async (roundId: number) =>
    (await db.select().from(crashBets).where(eq(crashBets.roundId, roundId)))[0],
  /** A game's bets with their round's status and public id, in betting order. */
  betsOf: (gameId: number) =>
    db
      .select({ bet: crashBets, status: providerRounds.status, roundUuid: providerRounds.roundId })
      .from(crashBets)
      .innerJoin(providerRounds, eq(providerRounds.id, crashBets.roundId))
      .where(eq(crashBets.gameId, gameId))
      .orderBy(asc(crashBets.id)),
  /** Records a manual cash-out's tick, once: the second request changes nothing. */
  setCashOutTick: async (id: number, tick: number) =>
    (
      await db
        .update(crashBets)
        .set({ cashOutTick: tick })
        .where(and(eq(crashBets.id, id), isNull(crashBets.cashOutTick), isNull(crashBets.resolvedAt)))
        .returning()
    )[0],
  resolveBet: async (
    id: number,
    values: {
      cashedOutAt: number | null;
      cashedOutTick: number | null;
      payoutMinor: bigint;
      resolvedAt: Date;
    },
  ) =>
    (
      await db
        .update(crashBets)
        .set(values)
        .where(and(eq(crashBets.id, id), isNull(crashBets.resolvedAt)))
        .returning()
    )[0],
});

export type CrashRepository = ReturnType<typeof createCrashRepository>;
