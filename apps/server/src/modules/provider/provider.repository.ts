/** Queries of the house game provider: its sessions, seed pairs, rounds and their steps (schema `provider`). */
import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Database } from '../../db/client.ts';
import { providerSessions } from './provider-session.table.ts';
import { providerRounds } from './round.table.ts';
import { providerRoundSteps } from './round-step.table.ts';
import { seedPairs } from './seed-pair.table.ts';

export type ProviderSessionRow = typeof providerSessions.$inferSelect;
export type SeedPairRow = typeof seedPairs.$inferSelect;
export type RoundRow = typeof providerRounds.$inferSelect;
export type RoundStepRow = typeof providerRoundSteps.$inferSelect;
type Player = { brand: string; player: string };

export const createProviderRepository = (db: Database, now: () => Date = () => new Date()) => ({
  insertSession: async (values: typeof providerSessions.$inferInsert) => {
    const [row] = await db.insert(providerSessions).values(values).returning();
    return row!;
  },
  sessionByTokenHash: async (tokenHash: string) =>
    (await db.select().from(providerSessions).where(eq(providerSessions.tokenHash, tokenHash)))[0],
  sessionById: async (id: number) =>
    (await db.select().from(providerSessions).where(eq(providerSessions.id, id)))[0],

  sessionsByIds: async (ids: readonly number[]) =>
    ids.length === 0 ? [] : db.select().from(providerSessions).where(anyOf(providerSessions.id, ids)),

  activeSeedPair: async ({ brand, player }: Player) =>
    (
      await db
        .select()
        .from(seedPairs)
        .where(and(eq(seedPairs.brand, brand), eq(seedPairs.player, player), isNull(seedPairs.revealedAt)))
    )[0],
  /** Adds an active pair unless the player has one (two first launches at once: one wins). */
  insertSeedPair: async (values: typeof seedPairs.$inferInsert) => {
    await db.insert(seedPairs).values(values).onConflictDoNothing();
  },
  seedPairsByIds: (ids: number[]) =>
    ids.length ? db.select().from(seedPairs).where(inArray(seedPairs.id, ids)) : Promise.resolve([]),
  /** Takes the active pair's next nonce, atomically: two rounds never share one. */
  takeNonce: async ({ brand, player }: Player) =>
    (
      await db
        .update(seedPairs)
        .set({ nextNonce: sql`${seedPairs.nextNonce} + 1` })
        .where(and(eq(seedPairs.brand, brand), eq(seedPairs.player, player), isNull(seedPairs.revealedAt)))
        .returning()
    )[0],
  setClientSeed: async ({ brand, player }: Player, clientSeed: string) =>
    (
      await db
        .update(seedPairs)
        .set({ clientSeed })
        .where(and(eq(seedPairs.brand, brand), eq(seedPairs.player, player), isNull(seedPairs.revealedAt)))
        .returning()
    )[0],
  revealSeedPair: async ({ brand, player }: Player, at: Date) =>
    (
      await db
        .update(seedPairs)
        .set({ revealedAt: at })
        .where(and(eq(seedPairs.brand, brand), eq(seedPairs.player, player), isNull(seedPairs.revealedAt)))
        .returning()
    )[0],

  insertRound: async (values: typeof providerRounds.$inferInsert) => {
    const [row] = await db
      .insert(providerRounds)
      .values({ createdAt: now(), updatedAt: now(), ...values })
      .returning();
    return row!;
  },
  roundByRoundId: async (roundId: string) =>
    (await db.select().from(providerRounds).where(eq(providerRounds.roundId, roundId)))[0],
  /** The round, locked for this transaction (one step at a time). */
  lockRound: async (id: number) =>
    (await db.select().from(providerRounds).where(eq(providerRounds.id, id)).for('update'))[0],
  /** Several rounds, locked in id order for the rest of the transaction. */
  lockRounds: (ids: readonly number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(providerRounds)
          .where(anyOf(providerRounds.id, ids))
          .orderBy(providerRounds.id)
          .for('update'),
  /**
   * Closes many open rounds at once (a live round's slips, ADR 091): each round's closing step
   * inserted and the round moved to `settling` with its payout, as `closeBookedRound` does one.
   * Answers the rounds moved; one not `open` any more is left as it is (and gets no step).
   */
  closeRounds: async (closing: readonly (RoundClosing & { id: number })[]) => {
    if (closing.length === 0) return [];
    const rows = JSON.stringify(
      closing.map((row) => ({
        id: row.id,
        multiplier: row.multiplier,
        payout: row.payoutMinor.toString(),
        state: row.state,
      })),
    );
    const moved = (
      (await db.execute(sql`update ${providerRounds} r set status = 'settling', multiplier = c.multiplier,
          payout_minor = c.payout, state = c.state, updated_at = ${now().toISOString()}::timestamptz
        from jsonb_to_recordset(${rows}::jsonb) as c(id int, multiplier int, payout bigint, state jsonb)
        where r.id = c.id and r.status = 'open'
        returning r.id`)) as unknown as { rows: { id: number }[] }
    ).rows.map((row) => Number(row.id));
    const closed = new Set(moved);
    const steps = closing.filter((row) => closed.has(row.id));
    if (steps.length > 0) {
      const values = JSON.stringify(
        steps.map((row) => ({
          round_id: row.id,
          action: row.action,
          record: row.record,
          multiplier: row.multiplier,
        })),
      );
      await db.execute(sql`insert into ${providerRoundSteps} (round_id, seq, action, record, multiplier, finished, created_at)
        select s.round_id, 1, s.action, s.record, s.multiplier, true, ${now().toISOString()}::timestamptz
        from jsonb_to_recordset(${values}::jsonb) as s(round_id int, action jsonb, record jsonb, multiplier int)`);
    }
    return db
      .select()
      .from(providerRounds)
      .where(inArray(providerRounds.id, moved.length ? moved : [-1]));
  },
  /** Updates the round only if it is still in `from`: the loser of a race changes nothing. */
  moveRound: async (
    id: number,
    from: readonly string[],
    values: Partial<typeof providerRounds.$inferInsert>,
  ) =>
    (
      await db
        .update(providerRounds)
        .set({ ...values, updatedAt: now() })
        .where(and(eq(providerRounds.id, id), inArray(providerRounds.status, [...from])))
        .returning()
    )[0],
  /** Moves many rounds from `settling` to `settled`, each with the balance its credit answered (ADR 091). */
  settleRounds: async (rows: readonly { id: number; balanceAfterMinor: bigint | null }[], at: Date) => {
    if (rows.length === 0) return [];
    const settled = JSON.stringify(
      rows.map((row) => ({ id: row.id, balance: row.balanceAfterMinor?.toString() ?? null })),
    );
    const result = await db.execute(sql`update ${providerRounds} r set status = 'settled',
        settled_at = ${at.toISOString()}::timestamptz, updated_at = ${now().toISOString()}::timestamptz,
        balance_after_minor = s.balance, lease_until = null
      from jsonb_to_recordset(${settled}::jsonb) as s(id int, balance bigint)
      where r.id = s.id and r.status = 'settling'
      returning r.id`);
    return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  },
  /** Takes the sweep's lease on a round in `status` unless another server holds it. */
  leaseRound: async (id: number, status: string, now: Date, until: Date) =>
    (
      await db
        .update(providerRounds)
        .set({ leaseUntil: until })
        .where(
          and(
            eq(providerRounds.id, id),
            eq(providerRounds.status, status),
            or(isNull(providerRounds.leaseUntil), lt(providerRounds.leaseUntil, now)),
          ),
        )
        .returning()
    )[0],
  openRoundOf: async ({ brand, player }: Player, gameCode: string) =>
    (
      await db
        .select()
        .from(providerRounds)
        .where(
          and(
            eq(providerRounds.brand, brand),
            eq(providerRounds.player, player),
            eq(providerRounds.gameCode, gameCode),
            eq(providerRounds.status, 'open'),
          ),
        )
        .orderBy(desc(providerRounds.id))
        .limit(1)
    )[0],
  /** The player's latest rounds of a game, newest first (refused bets left out). */
  recentRounds: ({ brand, player }: Player, gameCode: string, limit: number) =>
    db
      .select()
      .from(providerRounds)
      .where(
        and(
          eq(providerRounds.brand, brand),
          eq(providerRounds.player, player),
          eq(providerRounds.gameCode, gameCode),
          ne(providerRounds.status, 'rejected'),
        ),
      )
      .orderBy(desc(providerRounds.id))
      .limit(limit),
  /** Rounds in `status` not touched since `before`, oldest first. */
  staleRounds: (status: string, before: Date, limit: number) =>
    db
      .select()
      .from(providerRounds)
      .where(and(eq(providerRounds.status, status), lt(providerRounds.updatedAt, before)))
      .orderBy(providerRounds.updatedAt)
      .limit(limit),

  insertStep: async (values: typeof providerRoundSteps.$inferInsert) => {
    const [row] = await db
      .insert(providerRoundSteps)
      .values({ createdAt: now(), ...values })
      .returning();
    return row!;
  },
  stepsOf: (roundIds: number[]) =>
    roundIds.length
      ? db
          .select()
          .from(providerRoundSteps)
          .where(inArray(providerRoundSteps.roundId, roundIds))
          .orderBy(providerRoundSteps.roundId, providerRoundSteps.seq)
      : Promise.resolve([]),
  /**
   * The round's extra stake asked for and not yet applied or cancelled (ADR 085): a step row with a
   * negative multiplier, its record `{ pendingStake, cancelling? }`, its id naming the debit.
   */
  pendingStakeOf: async (roundId: number) =>
    (
      await db
        .select()
        .from(providerRoundSteps)
        .where(and(eq(providerRoundSteps.roundId, roundId), lt(providerRoundSteps.multiplier, 0)))
    )[0],
  updateStep: async (id: number, values: Partial<typeof providerRoundSteps.$inferInsert>) =>
    (await db.update(providerRoundSteps).set(values).where(eq(providerRoundSteps.id, id)).returning())[0],
  deleteStep: async (id: number) => {
    await db.delete(providerRoundSteps).where(eq(providerRoundSteps.id, id));
  },
  stepCount: async (roundId: number) =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(providerRoundSteps)
        .where(eq(providerRoundSteps.roundId, roundId))
    )[0]?.n ?? 0,
  /** Totals of settled rounds (the proof that the provider's books equal the operator's). */
  settledTotals: async () =>
    (
      await db
        .select({
          rounds: sql<number>`count(*)::int`,
          stake: sql<string>`coalesce(sum(${providerRounds.stakeMinor}), 0)::text`,
          payout: sql<string>`coalesce(sum(${providerRounds.payoutMinor}), 0)::text`,
        })
        .from(providerRounds)
        .where(eq(providerRounds.status, 'settled'))
    )[0]!,
});

export type ProviderRepository = ReturnType<typeof createProviderRepository>;

type StepValues = typeof providerRoundSteps.$inferInsert;
/** How a round closes: its last step and what it pays. */
type RoundClosing = {
  action: StepValues['action'];
  record: StepValues['record'];
  multiplier: number;
  payoutMinor: bigint;
  state: RoundRow['state'];
};
type BookedRound = Pick<RoundRow, 'id' | 'roundId'>;

/**
 * A shared-round game's slip (crash, lottery, live tables: ADR 039, 081, 082), once debited: its
 * opening step (the bet) and its move to `open`. The game's own locks keep every other path off a
 * pending round, so finding it moved is a bug, thrown.
 */
export const openBookedRound = async (
  rounds: Pick<ProviderRepository, 'insertStep' | 'moveRound'>,
  round: BookedRound,
  opening: {
    game: string;
    action: StepValues['action'];
    record: StepValues['record'];
    state: RoundRow['state'];
    balanceBeforeMinor: bigint;
  },
) => {
  await rounds.insertStep({
    roundId: round.id,
    seq: 0,
    action: opening.action,
    record: opening.record,
    multiplier: 0,
    finished: false,
  });
  const open = await rounds.moveRound(round.id, ['pending'], {
    status: 'open',
    balanceBeforeMinor: opening.balanceBeforeMinor,
    state: opening.state,
  });
  if (!open) throw new Error(`${opening.game}: round ${round.roundId} moved under us`);
  return open;
};

/**
 * Its closing step (the crash or cash-out, the draw, the deal) with what it pays, and its move to
 * `settling`, where the credit follows; undefined if the round is no longer open.
 */
export const closeBookedRound = async (
  rounds: Pick<ProviderRepository, 'insertStep' | 'moveRound'>,
  round: BookedRound,
  closing: RoundClosing,
) => {
  await rounds.insertStep({
    roundId: round.id,
    seq: 1,
    action: closing.action,
    record: closing.record,
    multiplier: closing.multiplier,
    finished: true,
  });
  return rounds.moveRound(round.id, ['open'], {
    status: 'settling',
    multiplier: closing.multiplier,
    payoutMinor: closing.payoutMinor,
    state: closing.state,
  });
};

/**
 * A settled round's corrected result (a sportsbook's resettlement, ADR 090): a correction step with
 * what it pays now, and its move to `resettling`, where the operator's resettle call follows;
 * undefined if the round is not settled. The step's number is the correction's transaction id.
 */
export const correctSettledRound = async (
  rounds: Pick<ProviderRepository, 'insertStep' | 'moveRound' | 'stepCount'>,
  round: BookedRound,
  correction: {
    record: StepValues['record'];
    multiplier: number;
    payoutMinor: bigint;
  },
) => {
  await rounds.insertStep({
    roundId: round.id,
    seq: await rounds.stepCount(round.id),
    action: { correct: true },
    record: correction.record,
    multiplier: correction.multiplier,
    finished: true,
  });
  return rounds.moveRound(round.id, ['settled'], {
    status: 'resettling',
    multiplier: correction.multiplier,
    payoutMinor: correction.payoutMinor,
  });
};

/**
 * The player's balance as a shared game last saw it: their latest round of the family's balance
 * after its credit or rollback, or before its debit less the stake while it stands; undefined before
 * a bet.
 */
export const lastBalanceOf = async (db: Database, brand: string, player: string, engine: string) => {
  const [round] = await db
    .select({
      before: providerRounds.balanceBeforeMinor,
      after: providerRounds.balanceAfterMinor,
      stake: providerRounds.stakeMinor,
    })
    .from(providerRounds)
    .where(
      and(
        eq(providerRounds.brand, brand),
        eq(providerRounds.player, player),
        eq(providerRounds.engine, engine),
      ),
    )
    .orderBy(desc(providerRounds.updatedAt), desc(providerRounds.id))
    .limit(1);
  if (!round) return undefined;
  if (round.after !== null) return round.after;
  return round.before === null ? undefined : round.before - round.stake;
};
