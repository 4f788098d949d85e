/**
 * The house game provider (issue 6, DESIGN.md §1 §5, docs/decisions/031-house-game-provider.md):
 * a vendor like any other. A game client opens a session with the operator's launch token (the
 * provider authenticates it over the signed seamless protocol), then plays rounds. Every round is
 * debited before any outcome exists, played by the engine family of the game from the player's
 * committed seed pair and nonce, every step stored, and credited when it finishes; the operator's
 * transaction ids derive from the round id, so any retry is idempotent. A sweep completes rounds
 * whose client vanished: unconfirmed debits are rolled back, unconfirmed credits retried, and
 * multi-step rounds left open settled by the engine's timeout action. A family that takes further
 * stakes mid-round (blackjack's double and split, ADR 085) has each debited as a further debit of the
 * round before its step is applied.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { CREDIT_BATCH_MAX, type TSeamlessResponse } from '@luckwell/contracts/games/seamless';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import type {
  TFairness,
  TProviderRound,
  TProviderSession,
  TRotateValue,
} from '@luckwell/contracts/provider/house-games';
import { type AnyHouseEngine, EngineInputError, MULTIPLIER_ONE } from '@luckwell/games/engine';
import { houseEngine } from '@luckwell/games/house-engines';
import { commitServerSeed, createRandomStream, newServerSeed } from '@luckwell/games/rng';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { OperatorClient } from './operator-client.ts';
import {
  createProviderRepository,
  type ProviderSessionRow,
  type RoundRow,
  type RoundStepRow,
  type SeedPairRow,
} from './provider.repository.ts';

/** A catalogue game as the provider needs it; undefined when the brand has no such game. */
export type ProviderGame = {
  gameName: string;
  engine: string | null;
  maintenance: boolean;
  /** A jackpot title: a family with per-title configurations may pick a jackpot-eligible one. */
  jackpot?: boolean;
};
export type GameOf = (brand: string, vendor: string, gameCode: string) => Promise<ProviderGame | undefined>;

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

type Options = {
  db: Database;
  operator: OperatorClient;
  gameOf: GameOf;
  now?: () => Date;
  log?: Log;
  sessionTtlMs?: number;
  /** An unfinished multi-step round is settled by the sweep after this long untouched. */
  openRoundTimeoutMs?: number;
  /** A debit or credit not confirmed for this long is rolled back or retried by the sweep. */
  unconfirmedAfterMs?: number;
  /** The engine families it plays (every built one unless told; tests add their own). */
  engines?: (family: string) => AnyHouseEngine | undefined;
};

const SESSION_TTL_MS = 4 * 60 * 60_000;
const OPEN_ROUND_TIMEOUT_MS = 10 * 60_000;
const UNCONFIRMED_AFTER_MS = 30_000;
const LEASE_MS = 60_000;
export const HISTORY_ROUNDS = 10;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newClientSeed = () => randomBytes(8).toString('hex');
const betId = (roundId: string) => `${roundId}:bet`;
const winId = (roundId: string) => `${roundId}:win`;
const refundId = (roundId: string) => `${roundId}:refund`;
/** A correction's id: the round's correction step's number (each correction its own transaction). */
const resettleId = (roundId: string, step: number) => `${roundId}:resettle:${step}`;
/** A further stake of the round (ADR 085), named by the step row that asked for it: never reused. */
const stakeId = (roundId: string, pendingStepId: number) => `${roundId}:stake:${pendingStepId}`;

/**
 * The multiplier of a step row that stands for a further stake asked for and not yet applied or
 * cancelled (ADR 085): never a real multiplier. Its record is `PendingStake`, its action the move
 * the stake pays for. Game recall and the verifier never see it.
 */
export const PENDING_STAKE = -1;
type PendingStake = { pendingStake: string; cancelling?: boolean };
const isPendingStake = (step: RoundStepRow) => step.multiplier < 0;
/** Refusals a debit only gets when it was not booked (answered after the protocol's idempotency check). */
const UNBOOKED = new Set(['INSUFFICIENT_FUNDS', 'LIMIT_REACHED', 'BONUS_MAX_BET', 'ROUND_CLOSED']);
const money = (minor: bigint | null) => (minor === null ? null : fromMinorUnits(minor));

const invalidSession = () => new AppError(401, 'PROVIDER_SESSION_INVALID', 'provider_err_session');
const badAction = (reason: string) =>
  new AppError(400, 'PROVIDER_BAD_ACTION', `provider_err_${reason}`, 'body.action');
const unavailable = () => new AppError(503, 'PROVIDER_OPERATOR_UNAVAILABLE', 'provider_err_unavailable');

/** A further stake the operator refused: the round is left as it was. */
const extraStakeRefusal = (answer: TSeamlessResponse, stake: string) => {
  if (answer.status === 'INSUFFICIENT_FUNDS') {
    return new AppError(
      409,
      'PROVIDER_EXTRA_STAKE_INSUFFICIENT_FUNDS',
      'provider_err_extra_stake_insufficient_funds',
      'body.action',
    ).with({ params: { balance: answer.balance ?? '0.00', stake } });
  }
  if (answer.status === 'TOKEN_EXPIRED' || answer.status === 'INVALID_TOKEN') return invalidSession();
  const message =
    answer.status === 'LIMIT_REACHED'
      ? 'provider_err_limit_reached'
      : answer.status === 'BONUS_MAX_BET'
        ? 'provider_err_bonus_max_bet'
        : 'provider_err_extra_stake_refused';
  return new AppError(409, 'PROVIDER_EXTRA_STAKE_REFUSED', message, 'body.action');
};

/** The payout of a finished round: floor(stake × multiplier / 10,000) minor units. */
export const payoutOf = (stakeMinor: bigint, multiplier: number) =>
  (stakeMinor * BigInt(multiplier)) / BigInt(MULTIPLIER_ONE);

/**
 * The round's first stake, which a multiplier is counted in: the stake itself, or for a family that
 * takes further stakes, the total staked over the first stakes its state holds (ADR 085).
 */
export const firstStakeOf = (engine: AnyHouseEngine, stakeMinor: bigint, config: unknown, state: unknown) => {
  if (!engine.stakeUnits || state === null || state === undefined) return stakeMinor;
  const units = BigInt(engine.stakeUnits(config, state));
  if (units < 1n || stakeMinor % units !== 0n) {
    throw new Error(`provider: stake ${stakeMinor} is not ${units} equal first stakes`);
  }
  return stakeMinor / units;
};

export const createProviderService = ({
  db,
  operator,
  gameOf,
  now = () => new Date(),
  log,
  sessionTtlMs = SESSION_TTL_MS,
  openRoundTimeoutMs = OPEN_ROUND_TIMEOUT_MS,
  unconfirmedAfterMs = UNCONFIRMED_AFTER_MS,
  engines = houseEngine,
}: Options) => {
  const repository = createProviderRepository(db, now);
  const inTx = <T>(work: (r: ReturnType<typeof createProviderRepository>) => Promise<T>) =>
    db.transaction((tx) => work(createProviderRepository(tx as unknown as Database, now)));

  const fairnessOf = (pair: SeedPairRow): TFairness => ({
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: pair.nextNonce,
  });

  /** The player's active seed pair, made on first need. */
  const seedPairOf = async (player: { brand: string; player: string }) => {
    const existing = await repository.activeSeedPair(player);
    if (existing) return existing;
    const serverSeed = newServerSeed();
    await repository.insertSeedPair({
      ...player,
      serverSeed,
      serverSeedHash: commitServerSeed(serverSeed),
      clientSeed: newClientSeed(),
    });
    return (await repository.activeSeedPair(player))!;
  };

  /** Rounds with their steps and, where the seed pair is revealed, the server seed. */
  const toDtos = async (
    rounds: RoundRow[],
    known?: { steps: RoundStepRow[]; pair: SeedPairRow },
  ): Promise<TProviderRound[]> => {
    const steps = known ? known.steps : await repository.stepsOf(rounds.map((r) => r.id));
    const pairs = known
      ? new Map([[known.pair.id, known.pair]])
      : new Map(
          (
            await repository.seedPairsByIds([
              ...new Set(rounds.flatMap((r) => (r.seedPairId ? [r.seedPairId] : []))),
            ])
          ).map((p) => [p.id, p]),
        );
    const stepsBy = new Map<number, RoundStepRow[]>();
    for (const step of steps) stepsBy.set(step.roundId, [...(stepsBy.get(step.roundId) ?? []), step]);
    return rounds.map((round) => {
      const pair = round.seedPairId ? pairs.get(round.seedPairId) : undefined;
      return {
        roundId: round.roundId,
        vendor: round.vendor,
        gameCode: round.gameCode,
        engine: round.engine,
        currency: round.currency,
        status: round.status as TProviderRound['status'],
        stake: fromMinorUnits(round.stakeMinor),
        multiplier: round.multiplier,
        payout: fromMinorUnits(round.payoutMinor),
        balanceBefore: money(round.balanceBeforeMinor),
        balanceAfter: money(round.balanceAfterMinor),
        nonce: round.nonce,
        clientSeed: round.clientSeed,
        serverSeedHash: pair?.serverSeedHash ?? '',
        serverSeed: pair?.revealedAt ? pair.serverSeed : null,
        config: round.config ?? null,
        steps: (stepsBy.get(round.id) ?? [])
          .filter((s) => !isPendingStake(s))
          .map((s) => ({
            seq: s.seq,
            action: s.action,
            record: s.record,
            multiplier: s.multiplier,
            finished: s.finished,
            at: s.createdAt.toISOString(),
          })),
        createdAt: round.createdAt.toISOString(),
        settledAt: round.settledAt?.toISOString() ?? null,
      };
    });
  };
  const toDto = async (round: RoundRow, known?: { steps: RoundStepRow[]; pair: SeedPairRow }) =>
    (await toDtos([round], known))[0]!;

  const engineOf = (family: string): AnyHouseEngine => {
    const engine = engines(family);
    if (!engine) throw new AppError(404, 'GAME_NOT_FOUND', 'in_game_not_found');
    return engine;
  };

  /**
   * The engine configuration of a catalogue game: the family's, made for this title (a slot title
   * picks its math model from its code). Stored with every round, so the verifier replays it.
   */
  const configOf = (engine: AnyHouseEngine, gameCode: string, game: ProviderGame) =>
    engine.config(undefined, { gameCode, jackpot: game.jackpot ?? false });

  const parseAction = (engine: AnyHouseEngine, config: unknown, raw: unknown, state: unknown) => {
    try {
      return engine.action(config, raw, state ?? undefined);
    } catch (error) {
      if (error instanceof EngineInputError) throw badAction(error.reason);
      throw error;
    }
  };

  /**
   * Authenticates the operator's one-time launch token and opens a provider session for the title
   * it names, played by the family `familyOf` gives its catalogue game (undefined: not ours to play).
   */
  const openSession = async (
    input: { vendor: string; gameCode: string; launchToken: string },
    familyOf: (game: ProviderGame) => string | undefined,
  ) => {
    const vendor = input.vendor.toUpperCase();
    let auth: TSeamlessResponse;
    try {
      auth = await operator.authenticate(vendor, input.launchToken);
    } catch {
      throw unavailable();
    }
    if (auth.status !== 'OK' || !auth.token || !auth.user || !auth.brand || !auth.currency) {
      throw new AppError(401, 'PROVIDER_SESSION_INVALID', 'provider_err_launch', 'body.launchToken');
    }
    const gameCode = auth.gameCode ?? input.gameCode;
    const game = await gameOf(auth.brand, vendor, gameCode);
    const family = game ? familyOf(game) : undefined;
    if (!game || !family) throw new AppError(404, 'GAME_NOT_FOUND', 'in_game_not_found');
    const token = randomBytes(32).toString('base64url');
    const player = { brand: auth.brand, player: auth.user };
    await repository.insertSession({
      tokenHash: hashToken(token),
      operatorToken: auth.token,
      ...player,
      vendor,
      gameCode,
      engine: family,
      currency: auth.currency,
      expiresAt: new Date(now().getTime() + sessionTtlMs),
    });
    return {
      token,
      auth: { ...auth, user: auth.user, currency: auth.currency },
      vendor,
      gameCode,
      game,
      player,
    };
  };

  /** Opens a game client's session from the operator's one-time launch token. */
  const startSession = async (input: {
    vendor: string;
    gameCode: string;
    launchToken: string;
  }): Promise<TProviderSession> => {
    const { token, auth, vendor, gameCode, game, player } = await openSession(input, (found) =>
      found.engine ? engines(found.engine)?.family : undefined,
    );
    const engine = engineOf(game.engine!);
    const open = await repository.openRoundOf(player, gameCode);
    const config = configOf(engine, gameCode, game);
    return {
      token,
      player: auth.user,
      currency: auth.currency,
      balance: fromMinorUnits(toMinorUnits(auth.balance ?? '0.00')),
      game: {
        vendor,
        gameCode,
        gameName: game.gameName,
        engine: engine.family,
        rtp: engine.rtp(config),
        config,
      },
      fairness: fairnessOf(await seedPairOf(player)),
      openRound: open ? await toDto(open) : null,
    };
  };

  /** The session of a game client's bearer token (refused once expired). */
  const sessionOf = async (token: string | undefined) => {
    if (!token || token.length > 128) throw invalidSession();
    const session = await repository.sessionByTokenHash(hashToken(token));
    if (!session || session.expiresAt <= now()) throw invalidSession();
    return session;
  };

  /** A finished round's closing credit: its whole payout, under the round's win id. */
  const closingCredit = (round: RoundRow, session: ProviderSessionRow) => ({
    token: session.operatorToken,
    transactionId: winId(round.roundId),
    referenceTransactionId: betId(round.roundId),
    roundId: round.roundId,
    amount: fromMinorUnits(round.payoutMinor),
    currency: round.currency,
  });

  /** Pays a finished round (a zero credit closes a lost one). Left `settling` if the operator cannot confirm. */
  const settle = async (round: RoundRow, session: ProviderSessionRow) => {
    let answer: TSeamlessResponse;
    try {
      answer = await operator.credit({ vendor: round.vendor, ...closingCredit(round, session) });
    } catch (error) {
      log?.warn({ err: error, roundId: round.roundId }, 'provider: credit not confirmed, the sweep retries');
      return round;
    }
    if (answer.status !== 'OK') {
      log?.error({ roundId: round.roundId, status: answer.status }, 'provider: credit refused');
      return round;
    }
    return (
      (await repository.moveRound(round.id, ['settling'], {
        status: 'settled',
        settledAt: now(),
        balanceAfterMinor: answer.balance ? toMinorUnits(answer.balance) : null,
        leaseUntil: null,
      })) ?? round
    );
  };

  /**
   * Pays many finished rounds (a live round's slips, ADR 091): one signed `creditBatch` per brand and
   * vendor (at most CREDIT_BATCH_MAX credits each), then the confirmed rounds moved to `settled` in
   * one statement. A round the operator did not confirm stays `settling` for the sweep. Answers the
   * ids of the rounds settled now.
   */
  const payMany = async (rounds: readonly RoundRow[]) => {
    const sessions = new Map(
      (await repository.sessionsByIds(rounds.map((round) => round.sessionId))).map((session) => [
        session.id,
        session,
      ]),
    );
    const groups = new Map<string, { round: RoundRow; session: ProviderSessionRow }[]>();
    for (const round of rounds) {
      const session = sessions.get(round.sessionId);
      if (!session) continue;
      const key = `${round.vendor}\n${session.brand}`;
      groups.set(key, [...(groups.get(key) ?? []), { round, session }]);
    }
    const settled: number[] = [];
    for (const group of groups.values()) {
      for (let start = 0; start < group.length; start += CREDIT_BATCH_MAX) {
        const chunk = group.slice(start, start + CREDIT_BATCH_MAX);
        let answer: TSeamlessResponse;
        try {
          answer = await operator.creditBatch(
            chunk[0]!.round.vendor,
            chunk.map(({ round, session }) => closingCredit(round, session)),
          );
        } catch (error) {
          log?.warn(
            { err: error, rounds: chunk.length },
            'provider: credit batch not confirmed, the sweep retries',
          );
          continue;
        }
        const confirmed = chunk.flatMap(({ round }, i) => {
          const result = answer.results?.[i];
          // An answer is its credit's only if it names it: one out of place confirms nothing.
          if (result?.status !== 'OK' || result.transactionId !== winId(round.roundId)) {
            log?.error(
              { roundId: round.roundId, status: result?.status ?? answer.status },
              'provider: credit refused',
            );
            return [];
          }
          return [{ id: round.id, balanceAfterMinor: result.balance ? toMinorUnits(result.balance) : null }];
        });
        settled.push(...(await repository.settleRounds(confirmed, now())));
      }
    }
    return new Set(settled);
  };

  /**
   * Pays many finished rounds together (ADR 091): one signed credit batch per vendor and brand, in
   * chunks of CREDIT_BATCH_MAX. Answers the ids it marked settled; never throws — a round it could
   * not confirm stays `settling` for the next beat or the sweep.
   */
  const settleMany = async (rounds: readonly RoundRow[]): Promise<Set<number>> => {
    if (rounds.length === 0) return new Set();
    try {
      return await payMany(rounds);
    } catch (error) {
      log?.error({ err: error, rounds: rounds.length }, 'provider: paying rounds failed, the sweep retries');
      return new Set();
    }
  };

  /**
   * Asks the operator to pay a `resettling` round's corrected payout (ADR 090); left `resettling`
   * if the operator cannot confirm, for the sweep to retry under the same transaction id.
   */
  const resettle = async (round: RoundRow, session: ProviderSessionRow) => {
    let answer: TSeamlessResponse;
    try {
      answer = await operator.resettle({
        vendor: round.vendor,
        token: session.operatorToken,
        transactionId: resettleId(round.roundId, (await repository.stepCount(round.id)) - 1),
        roundId: round.roundId,
        amount: fromMinorUnits(round.payoutMinor),
        currency: round.currency,
      });
    } catch (error) {
      log?.warn(
        { err: error, roundId: round.roundId },
        'provider: resettle not confirmed, the sweep retries',
      );
      return round;
    }
    if (answer.status !== 'OK') {
      log?.error({ roundId: round.roundId, status: answer.status }, 'provider: resettle refused');
      return round;
    }
    if (answer.shortfall && answer.shortfall !== '0.00')
      log?.warn(
        { roundId: round.roundId, shortfall: answer.shortfall },
        'provider: a correction could not take all of it back',
      );
    return (
      (await repository.moveRound(round.id, ['resettling'], {
        status: 'settled',
        balanceAfterMinor: answer.balance ? toMinorUnits(answer.balance) : null,
        leaseUntil: null,
      })) ?? round
    );
  };

  /**
   * Refunds a round's debit (engine failure, an unconfirmed debit found by the sweep; from `open`, a
   * cancelled lottery issue's tickets).
   */
  const refund = async (round: RoundRow, session: ProviderSessionRow, from: string[] = ['pending']) => {
    const answer = await operator.rollback({
      vendor: round.vendor,
      token: session.operatorToken,
      transactionId: refundId(round.roundId),
      referenceTransactionId: betId(round.roundId),
      roundId: round.roundId,
    });
    if (answer.status !== 'OK')
      throw new Error(`provider: rollback of ${round.roundId} refused: ${answer.status}`);
    return repository.moveRound(round.id, from, {
      status: 'refunded',
      settledAt: now(),
      leaseUntil: null,
    });
  };

  type StepOutcome = {
    round: RoundRow;
    finished: boolean;
    step: RoundStepRow;
    pair: SeedPairRow | undefined;
  };

  /**
   * Plays one step of a locked round: the stream from the round's seeds positioned where the last
   * step left it, the step stored, the round moved on. The round's seeds are taken on its first step.
   */
  const playStep = async (
    tx: ReturnType<typeof createProviderRepository>,
    round: RoundRow,
    engine: AnyHouseEngine,
    action: unknown,
    extra: Partial<RoundRow> = {},
  ): Promise<StepOutcome> => {
    let { seedPairId, nonce, clientSeed } = round;
    let serverSeed: string;
    let taken: SeedPairRow | undefined;
    if (seedPairId === null || nonce === null || clientSeed === null) {
      taken = await tx.takeNonce(round);
      if (!taken) throw new Error('provider: no active seed pair');
      ({ id: seedPairId, clientSeed, serverSeed } = taken);
      nonce = taken.nextNonce - 1;
    } else {
      const [pair] = await tx.seedPairsByIds([seedPairId]);
      serverSeed = pair!.serverSeed;
    }
    const random = createRandomStream({ serverSeed, clientSeed, nonce }, round.position);
    const seq = round.seedPairId === null ? 0 : await tx.stepCount(round.id);
    const step = engine.step(round.config, random, round.state ?? undefined, action);
    const stepRow = await tx.insertStep({
      roundId: round.id,
      seq,
      action,
      record: step.record,
      multiplier: step.multiplier,
      finished: step.finished,
    });
    const stakeMinor = extra.stakeMinor ?? round.stakeMinor;
    const moved = await tx.moveRound(round.id, [round.status], {
      ...extra,
      seedPairId,
      nonce,
      clientSeed,
      position: random.position(),
      state: step.state,
      multiplier: step.multiplier,
      ...(step.finished
        ? {
            status: 'settling',
            payoutMinor: payoutOf(
              firstStakeOf(engine, stakeMinor, round.config, step.state),
              step.multiplier,
            ),
          }
        : { status: 'open' }),
    });
    if (!moved) throw new Error(`provider: round ${round.roundId} moved under us`);
    return { round: moved, finished: step.finished, step: stepRow, pair: taken };
  };

  /**
   * A new round for the session's player and its stake debited through the protocol: the round and
   * the balance after the debit. A refusal marks the round `rejected` and throws the player's error;
   * an unanswered debit leaves it `pending` for the sweep to roll back. Used by every bet (and crash's).
   */
  const debitRound = async (
    session: ProviderSessionRow,
    family: string,
    config: unknown,
    stakeMinor: bigint,
  ): Promise<{ round: RoundRow; afterDebit: bigint }> => {
    const roundId = randomUUID();
    const round = await repository.insertRound({
      roundId,
      sessionId: session.id,
      brand: session.brand,
      player: session.player,
      vendor: session.vendor,
      gameCode: session.gameCode,
      engine: family,
      config,
      currency: session.currency,
      stakeMinor,
    });
    let debit: TSeamlessResponse;
    try {
      debit = await operator.debit({
        vendor: session.vendor,
        token: session.operatorToken,
        transactionId: betId(roundId),
        roundId,
        amount: fromMinorUnits(stakeMinor),
        currency: session.currency,
      });
    } catch {
      // The debit's fate is unknown: the round stays pending and the sweep rolls it back.
      throw unavailable();
    }
    if (debit.status !== 'OK') {
      await repository.moveRound(round.id, ['pending'], { status: 'rejected', settledAt: now() });
      if (debit.status === 'INSUFFICIENT_FUNDS') {
        throw new AppError(
          409,
          'WALLET_INSUFFICIENT_FUNDS',
          'provider_err_insufficient_funds',
          'body.stake',
        ).with({
          params: { balance: debit.balance ?? '0.00' },
        });
      }
      if (debit.status === 'TOKEN_EXPIRED' || debit.status === 'INVALID_TOKEN') throw invalidSession();
      // The member's own loss or session limit, or an exclusion (ADR 051): said as such in the game.
      if (debit.status === 'LIMIT_REACHED') {
        throw new AppError(409, 'PROVIDER_BAD_ACTION', 'provider_err_limit_reached', 'body.stake');
      }
      if (debit.status === 'BONUS_MAX_BET') {
        throw new AppError(409, 'PROVIDER_BAD_ACTION', 'provider_err_bonus_max_bet', 'body.stake');
      }
      throw new AppError(409, 'PROVIDER_BAD_ACTION', 'provider_err_refused');
    }
    const afterDebit = toMinorUnits(debit.balance ?? '0.00');
    return { round, afterDebit };
  };

  const balanceAfter = (round: RoundRow, fallback: bigint) =>
    fromMinorUnits(round.balanceAfterMinor ?? fallback);

  /** A bet: debit, the first step, and the credit when the round finished on it. */
  const play = async (token: string | undefined, input: { stake: string; action: unknown }) => {
    const session = await sessionOf(token);
    const engine = engineOf(session.engine);
    // The title's configuration as the catalogue has it now (a game taken off its engine plays no more).
    const game = await gameOf(session.brand, session.vendor, session.gameCode);
    if (game?.engine !== session.engine) throw new AppError(404, 'GAME_NOT_FOUND', 'in_game_not_found');
    const config = configOf(engine, session.gameCode, game);
    const action = parseAction(engine, config, input.action, undefined);
    // One unfinished multi-step round at a time (a single-step engine never leaves one open).
    if (engine.timeoutAction && (await repository.openRoundOf(session, session.gameCode))) {
      throw badAction('round_open');
    }
    const stakeMinor = toMinorUnits(input.stake);
    const debited = await debitRound(session, engine.family, config, stakeMinor);
    let round = debited.round;
    const { afterDebit } = debited;
    const roundId = round.roundId;
    let outcome: StepOutcome;
    try {
      // No lock needed: the round moves on only if it is still pending (the sweep may have refunded it).
      outcome = await db.transaction(async (raw) =>
        playStep(createProviderRepository(raw as unknown as Database, now), round, engine, action, {
          balanceBeforeMinor: afterDebit + stakeMinor,
        }),
      );
    } catch (error) {
      log?.error({ err: error, roundId }, 'provider: step failed, refunding the bet');
      await refund(round, session).catch((e) =>
        log?.error({ err: e, roundId }, 'provider: refund failed; the sweep retries'),
      );
      throw new AppError(500, 'SYSTEM_ERROR', 'in_system_error');
    }
    round = outcome.round;
    if (outcome.finished) round = await settle(round, session);
    const pair = outcome.pair!;
    return {
      round: await toDto(round, { steps: [outcome.step], pair }),
      balance: balanceAfter(round, afterDebit),
      fairness: fairnessOf(pair),
    };
  };

  /**
   * Gives up a further stake whose step was never applied (ADR 085): marked `cancelling` under the
   * round's lock (so no retry applies it meanwhile), rolled back through the protocol (a debit that
   * never arrived is tombstoned, so it cannot book later), then forgotten. Throws when the operator
   * cannot confirm: the mark stays and the next call or sweep tries again.
   */
  const cancelStake = async (round: RoundRow, pendingStepId: number, operatorToken: string) => {
    const marked = await inTx(async (tx) => {
      await tx.lockRound(round.id);
      const pending = await tx.pendingStakeOf(round.id);
      if (pending?.id !== pendingStepId) return false;
      const record = pending.record as PendingStake;
      if (!record.cancelling) await tx.updateStep(pending.id, { record: { ...record, cancelling: true } });
      return true;
    });
    if (!marked) return;
    const transactionId = stakeId(round.roundId, pendingStepId);
    const answer = await operator.rollback({
      vendor: round.vendor,
      token: operatorToken,
      transactionId: `${transactionId}:refund`,
      referenceTransactionId: transactionId,
      roundId: round.roundId,
    });
    if (answer.status !== 'OK')
      throw new Error(`provider: rollback of ${transactionId} refused: ${answer.status}`);
    await repository.deleteStep(pendingStepId);
  };

  /**
   * Debits a further stake asked for by a step row, then applies that step's move with the round's
   * stake grown by it. Refused: the stake is cancelled and the round stays as it was. Unanswered:
   * the row stays, for a retry (the same transaction id: idempotent) or the sweep (cancels it).
   * Undefined when a concurrent call applied it first.
   */
  const completeStake = async (
    round: RoundRow,
    pending: RoundStepRow,
    engine: AnyHouseEngine,
    operatorToken: string,
  ): Promise<StepOutcome | undefined> => {
    const { pendingStake } = pending.record as PendingStake;
    let answer: TSeamlessResponse;
    try {
      answer = await operator.debit({
        vendor: round.vendor,
        token: operatorToken,
        transactionId: stakeId(round.roundId, pending.id),
        roundId: round.roundId,
        amount: pendingStake,
        currency: round.currency,
      });
    } catch {
      throw unavailable();
    }
    if (answer.status !== 'OK') {
      // An answer that proves nothing was booked could simply forget the row; a rollback is sure either way.
      if (!UNBOOKED.has(answer.status))
        log?.warn({ roundId: round.roundId, status: answer.status }, 'provider: further stake refused');
      try {
        await cancelStake(round, pending.id, operatorToken);
      } catch (error) {
        log?.error(
          { err: error, roundId: round.roundId },
          'provider: cancelling a refused stake failed; the sweep retries',
        );
        throw unavailable();
      }
      throw extraStakeRefusal(answer, pendingStake);
    }
    return inTx(async (tx) => {
      const locked = await tx.lockRound(round.id);
      const still = await tx.pendingStakeOf(round.id);
      // Applied by a concurrent retry of the same stake, or being cancelled: nothing to play here.
      if (
        locked?.status !== 'open' ||
        still?.id !== pending.id ||
        (still.record as PendingStake).cancelling
      ) {
        return undefined;
      }
      await tx.deleteStep(pending.id);
      return playStep(tx, locked, engine, pending.action, {
        stakeMinor: locked.stakeMinor + toMinorUnits(pendingStake),
      });
    });
  };

  /**
   * A step of a family that takes further stakes (ADR 085). A move needing one is written down
   * first (a pending step row, under the round's lock), its stake debited, then applied. A stake
   * left pending by an earlier call whose answer never came is completed first, whatever the new
   * move: money the player may have paid is never dropped.
   */
  const actWithStakes = async (
    session: ProviderSessionRow,
    found: RoundRow,
    engine: AnyHouseEngine,
    rawAction: unknown,
    retried = false,
  ): Promise<StepOutcome | undefined> => {
    const intent = await inTx(async (tx) => {
      const locked = await tx.lockRound(found.id);
      if (locked?.status !== 'open') throw badAction('round_finished');
      const pending = await tx.pendingStakeOf(locked.id);
      if (pending) return { round: locked, pending };
      const action = parseAction(engine, locked.config, rawAction, locked.state);
      const units = engine.extraStakes!(locked.config, locked.state, action);
      if (units <= 0) return { outcome: await playStep(tx, locked, engine, action) };
      const amountMinor =
        firstStakeOf(engine, locked.stakeMinor, locked.config, locked.state) * BigInt(units);
      const row = await tx.insertStep({
        roundId: locked.id,
        seq: await tx.stepCount(locked.id),
        action,
        record: { pendingStake: fromMinorUnits(amountMinor) } satisfies PendingStake,
        multiplier: PENDING_STAKE,
        finished: false,
      });
      // Touched: the sweep's timeout leaves the round to this call.
      const round = await tx.moveRound(locked.id, ['open'], {});
      return { round: round ?? locked, pending: row };
    });
    if (intent.outcome) return intent.outcome;
    const { round, pending } = intent;
    if ((pending.record as PendingStake).cancelling) {
      if (retried) throw unavailable();
      await cancelStake(round, pending.id, session.operatorToken).catch(() => {
        throw unavailable();
      });
      return actWithStakes(session, found, engine, rawAction, true);
    }
    return completeStake(round, pending, engine, session.operatorToken);
  };

  /**
   * A later step of a multi-step round (reveal a tile, guess higher, cash out; hit, double). With
   * `seq`, a retry of a step already played answers the round as it stands.
   */
  const act = async (
    token: string | undefined,
    roundId: string,
    input: { action: unknown; seq?: number },
  ) => {
    const session = await sessionOf(token);
    const found = /^[0-9a-f-]{36}$/.test(roundId) ? await repository.roundByRoundId(roundId) : undefined;
    if (
      !found ||
      found.brand !== session.brand ||
      found.player !== session.player ||
      found.gameCode !== session.gameCode
    ) {
      throw new AppError(404, 'PROVIDER_ROUND_NOT_FOUND', 'provider_err_round_not_found');
    }
    const engine = engineOf(found.engine);
    const playedSteps = async () =>
      (await repository.stepCount(found.id)) - ((await repository.pendingStakeOf(found.id)) ? 1 : 0);
    let outcome: StepOutcome | undefined;
    if (input.seq !== undefined && input.seq < (await playedSteps())) {
      outcome = undefined;
    } else if (engine.extraStakes) {
      outcome = await actWithStakes(session, found, engine, input.action);
    } else {
      outcome = await db.transaction(async (raw) => {
        const tx = createProviderRepository(raw as unknown as Database, now);
        const locked = await tx.lockRound(found.id);
        if (locked?.status !== 'open') throw badAction('round_finished');
        const action = parseAction(engine, locked.config, input.action, locked.state);
        return playStep(tx, locked, engine, action);
      });
    }
    let round = outcome?.round ?? (await repository.roundByRoundId(roundId))!;
    if (outcome?.finished) {
      const owner = (await repository.sessionById(round.sessionId)) ?? session;
      round = await settle(round, owner);
    }
    // Settled: the credit's answer. Still open: the wallet now, or (unreachable) what it was after the bets.
    let balanceMinor = round.balanceAfterMinor;
    if (balanceMinor === null) {
      balanceMinor =
        (await walletBalance(session)) ?? (round.balanceBeforeMinor ?? round.stakeMinor) - round.stakeMinor;
    }
    return {
      round: await toDto(round),
      balance: fromMinorUnits(balanceMinor),
      fairness: fairnessOf(await seedPairOf(session)),
    };
  };

  const fairness = async (token: string | undefined) => fairnessOf(await seedPairOf(await sessionOf(token)));

  /** The player's wallet as the operator answers it now; undefined when it cannot be asked. */
  const walletBalance = async (session: ProviderSessionRow) => {
    const answer = await operator.balance(session.vendor, session.operatorToken).catch(() => undefined);
    return answer?.status === 'OK' && answer.balance ? toMinorUnits(answer.balance) : undefined;
  };

  const setClientSeed = async (token: string | undefined, clientSeed: string) => {
    const session = await sessionOf(token);
    await seedPairOf(session);
    const pair = await repository.setClientSeed(session, clientSeed);
    return fairnessOf(pair ?? (await seedPairOf(session)));
  };

  /** Reveals the active server seed and commits to a new one (the client seed stays unless given). */
  const rotate = async (token: string | undefined, clientSeed?: string): Promise<TRotateValue> => {
    const session = await sessionOf(token);
    await seedPairOf(session);
    return inTx(async (tx) => {
      const old = await tx.revealSeedPair(session, now());
      if (!old) throw new Error('provider: no active seed pair to rotate');
      const serverSeed = newServerSeed();
      await tx.insertSeedPair({
        brand: session.brand,
        player: session.player,
        serverSeed,
        serverSeedHash: commitServerSeed(serverSeed),
        clientSeed: clientSeed ?? old.clientSeed,
      });
      const next = (await tx.activeSeedPair(session))!;
      return {
        revealed: {
          serverSeed: old.serverSeed,
          serverSeedHash: old.serverSeedHash,
          clientSeed: old.clientSeed,
          rounds: old.nextNonce,
        },
        fairness: fairnessOf(next),
      };
    });
  };

  /** Game recall: the player's last rounds of this game with every step. */
  const history = async (token: string | undefined) => {
    const session = await sessionOf(token);
    return { rounds: await toDtos(await repository.recentRounds(session, session.gameCode, HISTORY_ROUNDS)) };
  };

  /** One round by its id (the round id is the operator's bet record id: unguessable, a capability). */
  const recall = async (roundId: string) => {
    const round = /^[0-9a-f-]{36}$/.test(roundId) ? await repository.roundByRoundId(roundId) : undefined;
    if (!round || round.status === 'rejected') {
      throw new AppError(404, 'PROVIDER_ROUND_NOT_FOUND', 'provider_err_round_not_found');
    }
    return toDto(round);
  };

  /**
   * Completes interrupted rounds (run on a timer by every server; leases and conditional updates
   * keep two servers from both acting on one round): an unconfirmed debit is rolled back, an
   * unconfirmed credit retried, and a multi-step round left open settled by its engine's timeout.
   */
  const sweep = async ({ limit = 100 }: { limit?: number } = {}) => {
    const at = now();
    const lease = new Date(at.getTime() + LEASE_MS);
    const done = { refunded: 0, settled: 0, autoSettled: 0, resettled: 0 };
    const sessionFor = async (round: RoundRow) => repository.sessionById(round.sessionId);

    for (const stale of await repository.staleRounds(
      'pending',
      new Date(at.getTime() - unconfirmedAfterMs),
      limit,
    )) {
      const round = await repository.leaseRound(stale.id, 'pending', at, lease);
      const session = round && (await sessionFor(round));
      if (!round || !session) continue;
      try {
        if (await refund(round, session)) done.refunded += 1;
      } catch (error) {
        log?.error({ err: error, roundId: round.roundId }, 'provider sweep: refund failed');
      }
    }

    const finished: RoundRow[] = [];
    for (const stale of await repository.staleRounds(
      'open',
      new Date(at.getTime() - openRoundTimeoutMs),
      limit,
    )) {
      const engine = engines(stale.engine);
      if (!engine?.timeoutAction) continue;
      try {
        // A further stake the player asked for and never saw through is given back first (ADR 085).
        const pending = engine.extraStakes ? await repository.pendingStakeOf(stale.id) : undefined;
        const owner = pending && (await sessionFor(stale));
        if (pending) {
          if (!owner) continue;
          await cancelStake(stale, pending.id, owner.operatorToken);
        }
        const outcome = await db.transaction(async (raw) => {
          const tx = createProviderRepository(raw as unknown as Database, now);
          const locked = await tx.lockRound(stale.id);
          // Another server (or the player) moved it meanwhile: nothing to do.
          if (locked?.status !== 'open' || locked.updatedAt.getTime() !== stale.updatedAt.getTime())
            return undefined;
          return playStep(tx, locked, engine, engine.timeoutAction!(locked.config, locked.state));
        });
        if (outcome) {
          done.autoSettled += 1;
          if (outcome.finished) finished.push(outcome.round);
        }
      } catch (error) {
        log?.error({ err: error, roundId: stale.roundId }, 'provider sweep: auto-settle failed');
      }
    }

    // Credits: of the rounds just auto-settled, and of rounds whose credit never got through.
    const unconfirmed = await repository.staleRounds(
      'settling',
      new Date(at.getTime() - unconfirmedAfterMs),
      limit,
    );
    for (const stale of [...finished, ...unconfirmed]) {
      const round = await repository.leaseRound(stale.id, 'settling', at, lease);
      const session = round && (await sessionFor(round));
      if (!round || !session) continue;
      if ((await settle(round, session)).status === 'settled') done.settled += 1;
    }
    // Corrections of settled rounds whose resettle never got through.
    for (const stale of await repository.staleRounds(
      'resettling',
      new Date(at.getTime() - unconfirmedAfterMs),
      limit,
    )) {
      const round = await repository.leaseRound(stale.id, 'resettling', at, lease);
      const session = round && (await sessionFor(round));
      if (!round || !session) continue;
      if ((await resettle(round, session)).status === 'settled') done.resettled += 1;
    }
    return done;
  };

  return {
    startSession,
    play,
    act,
    fairness,
    setClientSeed,
    rotate,
    history,
    recall,
    sweep,
    totals: repository.settledTotals,
    // For crash (ADR 039) and lottery (ADR 081), whose shared timed rounds use the provider's
    // sessions, debits and credits.
    openSession,
    sessionOf,
    debitRound,
    settle,
    settleMany,
    resettle,
    refund,
    walletBalance,
    toDto,
    fairnessOf: async (session: ProviderSessionRow) => fairnessOf(await seedPairOf(session)),
  };
};

export type ProviderService = ReturnType<typeof createProviderService>;
