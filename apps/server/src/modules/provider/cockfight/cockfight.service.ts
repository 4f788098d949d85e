/**
 * Cockfight arenas on the house provider (issue 22, ADR 087): shared fights whose rules are the pure
 * engine's (`packages/games/src/cockfight/`), every bet booked through the seamless protocol as a
 * provider round, mirroring the live tables (ADR 082).
 *
 * An `auto` arena runs a simulated schedule: the fight's row plans its timeline when it opens (last
 * call, close, result, the next fight) and commits to a server seed, whose outcome (`arena.ts`
 * `outcomeFromSeed`) becomes the result at `result_at`. A `manual` arena moves only when an operator
 * opens a fight, calls, closes it and enters the result of the real fight. `advance` — run on a timer
 * by every server — opens an auto arena's next fight (a unique (arena, number): one insert stands);
 * the server holding the arena's lease (a conditional update) moves phases and settles.
 *
 * A `placeBet` call is a slip: one provider round, one debit of its stake. A fight with a result is
 * settled from its whole book with `settleFight` (parimutuel needs every slip) and each slip credited
 * (a zero credit closes a loss; a refunded Meron/Wala stake on a draw or a one-sided book is a
 * credit of the stake); a cancelled fight's slips are rolled back (`provider.refund`). Every move is
 * conditional on the provider round's status and every credit id derives from the round, so two
 * servers settling at once pay once.
 */
import { createHash, randomUUID } from 'node:crypto';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import type {
  TCockfightArena,
  TCockfightArenaState,
  TCockfightBetValue,
  TCockfightFight,
  TCockfightFightVerify,
  TCockfightLobby,
  TCockfightMyBet,
  TCockfightResult,
  TCockfightSession,
  TCockfightSide,
  TFightResult,
  TFightStatus,
} from '@luckwell/contracts/provider/cockfight';
import {
  type ArenaOutcome,
  DEFAULT_WEIGHTS,
  fightCommitment,
  outcomeFromSeed,
} from '@luckwell/games/cockfight/arena';
import { CockfightError } from '@luckwell/games/cockfight/errors';
import {
  applyAction,
  type BetLimits,
  placeBet as engineBet,
  type Fight,
  type FightAction,
  isBettingOpen,
} from '@luckwell/games/cockfight/fight';
import { liveBoard, type OddsMode, poolsOf } from '@luckwell/games/cockfight/odds';
import { type SettledBet, settleFight } from '@luckwell/games/cockfight/settle';
import { COCKFIGHT_FAMILY, COCKFIGHT_TITLE_ARENAS } from '@luckwell/games/cockfight/titles';
import { beadRoad, bigRoad, trendCounts } from '@luckwell/games/cockfight/trend';
import { MULTIPLIER_ONE } from '@luckwell/games/engine';
import { newServerSeed } from '@luckwell/games/rng';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  closeBookedRound,
  createProviderRepository,
  openBookedRound,
  type RoundRow,
} from '../provider.repository.ts';
import type { ProviderService } from '../provider.service.ts';
import { openTableSession } from '../table-session.ts';
import {
  type ArenaRow,
  createCockfightRepository,
  type FightRow,
  type SlipRow,
} from './cockfight.repository.ts';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/** An arena as the code defines it; inserted on first use, then the row is the truth. */
export type ArenaSpec = {
  code: string;
  name: string;
  mode: 'auto' | 'manual';
  odds: OddsMode;
  minStakeMinor: bigint;
  maxStakeMinor: bigint;
  /** Auto arenas: the phases' lengths. */
  phases?: { openMs: number; lastCallMs: number; closedMs: number; resultMs: number };
  streamUrl?: string;
  sort: number;
};

export const DEFAULT_COCKFIGHT_ARENAS: readonly ArenaSpec[] = [
  {
    code: 'LWCF-1',
    name: 'Arena Sài Gòn',
    mode: 'auto',
    odds: { mode: 'parimutuel', cutBps: 500 },
    minStakeMinor: 1_000n,
    maxStakeMinor: 5_000_000n,
    phases: { openMs: 40_000, lastCallMs: 10_000, closedMs: 30_000, resultMs: 10_000 },
    sort: 1,
  },
  {
    code: 'LWCF-2',
    name: 'Arena Cần Thơ',
    mode: 'manual',
    odds: { mode: 'fixed', meronMilli: 1_900, walaMilli: 1_900 },
    minStakeMinor: 1_000n,
    maxStakeMinor: 5_000_000n,
    sort: 2,
  },
];

type Options = {
  db: Database;
  provider: Pick<
    ProviderService,
    'openSession' | 'sessionOf' | 'debitRound' | 'settle' | 'settleMany' | 'refund'
  >;
  now?: () => Date;
  log?: Log;
  /** This server's name on the leases it takes. */
  node?: string;
  arenas?: readonly ArenaSpec[];
  /** An auto fight's server seed (random unless a test fixes it). */
  newSeed?: () => string;
};

const LEASE_MS = 10_000;
const RECENT_RESULTS = 60;
const LOBBY_RESULTS = 20;
export const FINISHED = ['RESULT', 'CANCELLED'];

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const arenaNotFound = () =>
  new AppError(404, 'COCKFIGHT_ARENA_NOT_FOUND', 'cockfight_err_arena_not_found', 'params.arena');
const fightNotFound = () =>
  new AppError(404, 'COCKFIGHT_FIGHT_NOT_FOUND', 'cockfight_err_fight_not_found', 'params.number');
const bettingClosed = () =>
  new AppError(409, 'COCKFIGHT_BETTING_CLOSED', 'cockfight_err_betting_closed', 'body.side');
const stakeOutOfRange = (arena: ArenaRow) =>
  new AppError(409, 'COCKFIGHT_STAKE_OUT_OF_RANGE', 'cockfight_err_stake_out_of_range', 'body.stake').with({
    params: { min: fromMinorUnits(arena.minStakeMinor), max: fromMinorUnits(arena.maxStakeMinor) },
  });
const requestReused = () =>
  new AppError(409, 'COCKFIGHT_REQUEST_REUSED', 'cockfight_err_request_reused', 'body.requestId');
export const badTransition = (field?: string) =>
  new AppError(409, 'COCKFIGHT_BAD_TRANSITION', 'cockfight_err_bad_transition', field);
const badAction = (reason: string) => new AppError(409, 'PROVIDER_BAD_ACTION', `cockfight_err_${reason}`);

export const oddsOfArena = (arena: ArenaRow): OddsMode =>
  arena.oddsMode === 'fixed'
    ? { mode: 'fixed', meronMilli: arena.meronMilli ?? 0, walaMilli: arena.walaMilli ?? 0 }
    : { mode: 'parimutuel', cutBps: arena.cutBps ?? 0 };
const oddsOf = (fight: FightRow) => fight.odds as OddsMode;
const limitsOf = (arena: ArenaRow): BetLimits => {
  const side = { minMinor: arena.minStakeMinor, maxMinor: arena.maxStakeMinor };
  return { meron: side, wala: side, draw: side };
};
const playerOf = (slip: Pick<SlipRow, 'brand' | 'player'>) => `${slip.brand}:${slip.player}`;

/** A fight's status as players see it: an auto arena's phases move with the clock before the beat stores them. */
export const phaseOf = (arena: ArenaRow, fight: FightRow, at: Date): TFightStatus => {
  const status = fight.status as TFightStatus;
  if (arena.mode !== 'auto' || !isBettingOpen(status)) return status;
  if (fight.closesAt && at >= fight.closesAt) return 'CLOSED';
  if (fight.lastCallAt && at >= fight.lastCallAt) return 'LAST_CALL';
  return status;
};

/** The engine's view of a fight and its book. */
const engineFight = (arena: ArenaRow, fight: FightRow, status: TFightStatus, slips: SlipRow[]): Fight => ({
  config: { fightId: String(fight.id), odds: oddsOf(fight), limits: limitsOf(arena) },
  status,
  result: (fight.result as TFightResult | null) ?? null,
  bets: slips.map((slip) => ({
    betId: String(slip.id),
    playerId: playerOf(slip),
    side: slip.side as TCockfightSide,
    stakeMinor: slip.stakeMinor,
  })),
});

const outcomeOf = (fight: FightRow): ArenaOutcome =>
  fight.status === 'CANCELLED' ? 'CANCELLED' : (fight.result as ArenaOutcome);
const slipStatusOf = (kind: SettledBet['kind']) =>
  kind === 'win' ? 'won' : kind === 'lose' ? 'lost' : 'refunded';

export const arenaView = (arena: ArenaRow): TCockfightArena => {
  const odds = oddsOfArena(arena);
  return {
    code: arena.code,
    name: arena.name,
    mode: arena.mode === 'manual' ? 'manual' : 'auto',
    odds: {
      mode: odds.mode,
      cutBps: odds.mode === 'parimutuel' ? odds.cutBps : null,
      meronMilli: odds.mode === 'fixed' ? odds.meronMilli : null,
      walaMilli: odds.mode === 'fixed' ? odds.walaMilli : null,
    },
    limits: { minStake: fromMinorUnits(arena.minStakeMinor), maxStake: fromMinorUnits(arena.maxStakeMinor) },
    phases:
      arena.mode === 'auto'
        ? {
            openMs: arena.openMs,
            lastCallMs: arena.lastCallMs,
            closedMs: arena.closedMs,
            resultMs: arena.resultMs,
          }
        : null,
    streamUrl: arena.streamUrl,
  };
};

/** The live board of a fight's book (the engine's `liveBoard`, without the pools it repeats). */
export const boardOf = (fight: FightRow, slips: Pick<SlipRow, 'side' | 'stakeMinor'>[]) => {
  const pools = poolsOf(slips.map((s) => ({ side: s.side as TCockfightSide, stakeMinor: s.stakeMinor })));
  const { pools: _pools, ...board } = liveBoard(oddsOf(fight), pools);
  return { pools, board };
};

export const createCockfightService = ({
  db,
  provider,
  now = () => new Date(),
  log,
  node = randomUUID(),
  arenas: specs = DEFAULT_COCKFIGHT_ARENAS,
  newSeed = newServerSeed,
}: Options) => {
  const repository = createCockfightRepository(db);
  const rounds = createProviderRepository(db, now);
  const inTx = <T>(
    work: (tx: {
      cockfight: ReturnType<typeof createCockfightRepository>;
      rounds: ReturnType<typeof createProviderRepository>;
    }) => Promise<T>,
  ) =>
    db.transaction((raw) =>
      work({
        cockfight: createCockfightRepository(raw as unknown as Database),
        rounds: createProviderRepository(raw as unknown as Database, now),
      }),
    );

  let ensured: Promise<void> | undefined;
  /** The code's arenas exist (inserted once, on first use; an operator's later edits stay). */
  const ensureArenas = () => {
    ensured ??= repository
      .ensureArenas(
        specs.map((spec) => ({
          code: spec.code,
          name: spec.name,
          mode: spec.mode,
          oddsMode: spec.odds.mode,
          cutBps: spec.odds.mode === 'parimutuel' ? spec.odds.cutBps : null,
          meronMilli: spec.odds.mode === 'fixed' ? spec.odds.meronMilli : null,
          walaMilli: spec.odds.mode === 'fixed' ? spec.odds.walaMilli : null,
          minStakeMinor: spec.minStakeMinor,
          maxStakeMinor: spec.maxStakeMinor,
          ...(spec.phases ?? {}),
          streamUrl: spec.streamUrl ?? null,
          sort: spec.sort,
        })),
      )
      .catch((error: unknown) => {
        ensured = undefined;
        throw error;
      });
    return ensured;
  };
  const enabledArenas = async () => {
    await ensureArenas();
    return (await repository.arenas()).filter((arena) => arena.enabled);
  };
  const arenaOf = async (code: string) => {
    await ensureArenas();
    const arena = await repository.arenaByCode(code);
    if (!arena?.enabled) throw arenaNotFound();
    return arena;
  };

  /** Inserts an auto arena's fight after `previous`, its timeline planned and its seed committed. */
  const openAutoFight = async (arena: ArenaRow, previous: FightRow | undefined, at: Date) => {
    const number = (previous?.number ?? 0) + 1;
    // After an outage the next fight opens now, not in the past.
    const opensAt = new Date(Math.max(previous?.endsAt?.getTime() ?? 0, at.getTime()));
    const lastCallAt = new Date(opensAt.getTime() + arena.openMs);
    const closesAt = new Date(lastCallAt.getTime() + arena.lastCallMs);
    const resultAt = new Date(closesAt.getTime() + arena.closedMs);
    const serverSeed = newSeed();
    const { fight } = await repository.insertFight({
      arenaId: arena.id,
      number,
      odds: oddsOfArena(arena),
      opensAt,
      lastCallAt,
      closesAt,
      resultAt,
      endsAt: new Date(resultAt.getTime() + arena.resultMs),
      serverSeed,
      seedHash: fightCommitment(serverSeed),
      clientSeed: arena.code,
    });
    return fight;
  };

  /** The arena's fight of the moment: the latest, or (auto) the next once the last one's time is up. */
  const currentFight = async (arena: ArenaRow, at = now()) => {
    const latest = await repository.latestFight(arena.id);
    if (arena.mode !== 'auto') return latest;
    if (latest && !(FINISHED.includes(latest.status) && latest.endsAt && at >= latest.endsAt)) return latest;
    return openAutoFight(arena, latest, at);
  };

  const sessionFor = (round: RoundRow) => rounds.sessionById(round.sessionId);

  /** Rolls a cancelled fight's slip back: its debit refunded, the slip marked refunded. */
  const refundSlip = async (slip: SlipRow, round: RoundRow, at: Date) => {
    let current: RoundRow | undefined = round;
    if (round.status === 'open') {
      const session = await sessionFor(round);
      if (!session) return false;
      current = await provider.refund(round, session, ['open']);
    }
    if (current?.status !== 'refunded') return false;
    await repository.moveSlip(slip.id, ['placed'], {
      status: 'refunded',
      payoutMinor: slip.stakeMinor,
      settledAt: at,
    });
    return true;
  };

  /**
   * Fixes a slip's payout from the fight's settlement and moves its provider round to `settling`,
   * under the provider round's lock: a round no longer open is left as it is.
   */
  const resolveSlip = (arena: ArenaRow, fight: FightRow, slip: SlipRow, settled: SettledBet) =>
    inTx(async (tx) => {
      const locked = await tx.rounds.lockRound(slip.providerRoundId!);
      if (locked?.status !== 'open') return locked;
      await tx.cockfight.moveSlip(slip.id, ['placed'], { payoutMinor: settled.payoutMinor });
      const moved = await closeBookedRound(tx.rounds, locked, {
        action: { result: fight.result },
        record: {
          arena: arena.code,
          fight: fight.number,
          result: fight.result,
          side: slip.side,
          stake: String(slip.stakeMinor),
          payout: String(settled.payoutMinor),
          kind: settled.kind,
        },
        multiplier: Number((settled.payoutMinor * BigInt(MULTIPLIER_ONE)) / locked.stakeMinor),
        payoutMinor: settled.payoutMinor,
        state: { arena: arena.code, fight: fight.number },
      });
      if (!moved) throw new Error(`cockfight: round ${locked.roundId} moved under us`);
      return moved;
    });

  /**
   * Brings every placed slip of a finished fight to its end: paid from the settlement of the whole
   * book (RESULT) or rolled back (CANCELLED); the fight is settled once none is left. Answers how
   * many are not finished yet (the beat retries them).
   */
  const settleSlips = async (arena: ArenaRow, fight: FightRow, at: Date) => {
    if (!FINISHED.includes(fight.status) || fight.settledAt) return 0;
    let payouts = new Map<string, SettledBet>();
    if (fight.status === 'RESULT') {
      const book = await repository.standingSlips(fight.id);
      payouts = new Map(
        settleFight(engineFight(arena, fight, 'RESULT', book)).bets.map((bet) => [bet.betId, bet]),
      );
    }
    let unfinished = 0;
    const failed = (error: unknown, roundId: string) => {
      unfinished += 1;
      log?.error({ err: error, roundId, arena: arena.code }, 'cockfight: settling a slip failed');
    };
    // Every slip's round brought to `settling`, then paid together: one signed credit batch per
    // brand (ADR 091); then each slip marked by its round's end.
    const slips: { slip: SlipRow; settled: SettledBet; round: RoundRow | undefined }[] = [];
    for (const { slip, round } of await repository.placedSlipsOf(fight.id)) {
      try {
        if (fight.status === 'CANCELLED') {
          if (!(await refundSlip(slip, round, at))) unfinished += 1;
          continue;
        }
        const settled = payouts.get(String(slip.id));
        if (!settled) throw new Error(`cockfight: slip ${slip.id} is not in its fight's settlement`);
        const current = round.status === 'open' ? await resolveSlip(arena, fight, slip, settled) : round;
        slips.push({ slip, settled, round: current });
      } catch (error) {
        failed(error, round.roundId);
      }
    }
    const settling = slips.flatMap(({ round }) => (round?.status === 'settling' ? [round] : []));
    const paid = await provider.settleMany(settling);
    for (const { slip, settled, round } of slips) {
      try {
        const status = round && paid.has(round.id) ? 'settled' : round?.status;
        if (status === 'settled') {
          await repository.moveSlip(slip.id, ['placed'], {
            status: slipStatusOf(settled.kind),
            payoutMinor: settled.payoutMinor,
            settledAt: at,
          });
        } else if (status === 'refunded') {
          await repository.moveSlip(slip.id, ['placed'], {
            status: 'refunded',
            payoutMinor: slip.stakeMinor,
            settledAt: at,
          });
        } else {
          unfinished += 1;
        }
      } catch (error) {
        failed(error, round?.roundId ?? String(slip.id));
      }
    }
    if (unfinished === 0) await repository.markSettled(fight.id, at);
    return unfinished;
  };

  /** An auto fight's phases moved on the clock, its result drawn from its seed at `result_at`. */
  const moveOnClock = async (arena: ArenaRow, fight: FightRow, at: Date) => {
    let current = fight;
    const move = async (from: TFightStatus[], values: Partial<FightRow>) => {
      current =
        (await repository.moveFight(current.id, from, values)) ?? (await repository.fightById(current.id))!;
    };
    if (current.status === 'OPEN' && current.lastCallAt && at >= current.lastCallAt)
      await move(['OPEN'], { status: 'LAST_CALL' });
    if (isBettingOpen(current.status as TFightStatus) && current.closesAt && at >= current.closesAt)
      await move(['OPEN', 'LAST_CALL'], { status: 'CLOSED' });
    if (current.status === 'CLOSED' && current.resultAt && at >= current.resultAt && current.serverSeed) {
      const outcome = outcomeFromSeed({
        serverSeed: current.serverSeed,
        arenaId: current.clientSeed ?? arena.code,
        fightNumber: current.number,
        weights: DEFAULT_WEIGHTS,
      });
      await move(
        ['CLOSED'],
        outcome === 'CANCELLED'
          ? { status: 'CANCELLED', cancelReason: 'no contest' }
          : { status: 'RESULT', result: outcome },
      );
    }
    return current;
  };

  const isDue = (arena: ArenaRow, fight: FightRow, at: Date) => {
    if (FINISHED.includes(fight.status)) return true;
    if (arena.mode !== 'auto') return false;
    const next =
      fight.status === 'OPEN'
        ? fight.lastCallAt
        : fight.status === 'LAST_CALL'
          ? fight.closesAt
          : fight.resultAt;
    return next !== null && at >= next;
  };

  /**
   * One arena's due work, if this server holds (or can take) its lease: auto fights moved on the
   * clock, finished fights settled. Then (any server) an auto arena's next fight opens when due.
   */
  const processArena = async (arena: ArenaRow, at: Date, open = true) => {
    const fights = await repository.fightsToAdvance(arena.id);
    if (fights.some((fight) => isDue(arena, fight, at))) {
      const leased = await repository.leaseArena(arena.id, node, at, new Date(at.getTime() + LEASE_MS));
      if (leased) {
        for (let fight of fights) {
          if (arena.mode === 'auto') fight = await moveOnClock(arena, fight, at);
          await settleSlips(arena, fight, at);
        }
      }
    }
    return open ? currentFight(arena, at) : undefined;
  };

  /** One beat of the schedule (every server, a few times a second): every arena's due work. */
  const advance = async () => {
    const at = now();
    for (const arena of await enabledArenas()) {
      try {
        await processArena(arena, at);
      } catch (error) {
        log?.error({ err: error, arena: arena.code }, 'cockfight: advancing an arena failed');
      }
    }
  };

  /** The provider sweep's part: due fights moved and settled, none opened. */
  const sweep = async () => {
    const at = now();
    for (const arena of await enabledArenas()) await processArena(arena, at, false);
  };

  /**
   * An operator's move of a fight (ADR 087), in the caller's transaction when it gives one (the
   * back office audits in the same one): `last_call`, `close` and `result` only on manual arenas,
   * `cancel` on any; a move the fight's status does not allow is COCKFIGHT_BAD_TRANSITION. The
   * slips are settled afterwards by `settle` (or the beat). The arenas must exist (`ensureArenas`).
   */
  const moveFight = async (
    input: {
      arena: string;
      number: number;
      action: FightAction['type'];
      result?: TFightResult;
      reason?: string;
    },
    tx: Database = db,
  ) => {
    const repo = createCockfightRepository(tx);
    const arena = await repo.arenaByCode(input.arena);
    if (!arena?.enabled) throw arenaNotFound();
    const fight = await repo.fightByNumber(arena.id, input.number);
    if (!fight) throw fightNotFound();
    const at = now();
    if (input.action !== 'cancel' && arena.mode !== 'manual') throw badTransition('params.arena');
    // The engine's lifecycle decides the move; the update is conditional on the status we read.
    const action = (
      input.action === 'result' ? { type: 'result', result: input.result } : { type: input.action }
    ) as FightAction;
    let next: Fight;
    try {
      next = applyAction(engineFight(arena, fight, phaseOf(arena, fight, at), []), action);
    } catch (error) {
      if (error instanceof CockfightError) throw badTransition('params.number');
      throw error;
    }
    const values: Partial<FightRow> = { status: next.status };
    if (input.action === 'last_call') values.lastCallAt = at;
    if (input.action === 'close') values.closesAt = at;
    if (input.action === 'result') Object.assign(values, { result: input.result, resultAt: at });
    if (input.action === 'cancel') values.cancelReason = (input.reason ?? 'cancelled').slice(0, 200);
    const moved = await repo.moveFight(fight.id, [fight.status], values);
    if (!moved) throw badTransition('params.number');
    return { arena, before: fight, fight: moved };
  };

  /** Opens a manual arena's next fight (its latest must be finished). */
  const openFight = async (code: string, tx: Database = db) => {
    const repo = createCockfightRepository(tx);
    // Under the arena's lock: an operator closing the arena meanwhile waits, then sees this fight.
    const arena = await repo.lockArena(code);
    if (!arena?.enabled) throw arenaNotFound();
    if (arena.mode !== 'manual') throw badTransition('params.arena');
    const latest = await repo.latestFight(arena.id);
    if (latest && !FINISHED.includes(latest.status)) throw badTransition('params.arena');
    const { fight, inserted } = await repo.insertFight({
      arenaId: arena.id,
      number: (latest?.number ?? 0) + 1,
      odds: oddsOfArena(arena),
      opensAt: now(),
    });
    if (!inserted) throw badTransition('params.arena');
    return { arena, fight };
  };

  /** Settles a finished fight's slips now (after an operator's result or cancel); the beat retries the rest. */
  const settle = async (code: string, number: number) => {
    const arena = await arenaOf(code);
    const fight = await repository.fightByNumber(arena.id, number);
    if (!fight) throw fightNotFound();
    return settleSlips(arena, fight, now());
  };

  const fightView = (arena: ArenaRow, fight: FightRow, book: SlipRow[], at: Date): TCockfightFight => {
    const { pools, board } = boardOf(fight, book);
    const revealed = FINISHED.includes(fight.status);
    return {
      number: fight.number,
      status: phaseOf(arena, fight, at),
      result: (fight.result as TFightResult | null) ?? null,
      opensAt: fight.opensAt.toISOString(),
      lastCallAt: fight.lastCallAt?.toISOString() ?? null,
      closesAt: fight.closesAt?.toISOString() ?? null,
      resultAt: fight.resultAt?.toISOString() ?? null,
      endsAt: fight.endsAt?.toISOString() ?? null,
      settledAt: fight.settledAt?.toISOString() ?? null,
      pools: {
        meron: fromMinorUnits(pools.meron),
        wala: fromMinorUnits(pools.wala),
        draw: fromMinorUnits(pools.draw),
      },
      board,
      seedHash: fight.seedHash,
      clientSeed: fight.clientSeed,
      serverSeed: revealed ? fight.serverSeed : null,
      cancelReason: fight.cancelReason,
    };
  };

  const resultView = (fight: FightRow): TCockfightResult => ({
    number: fight.number,
    outcome: outcomeOf(fight),
  });

  const myBetsView = (slips: SlipRow[]): TCockfightMyBet[] =>
    slips.map((slip) => ({
      side: slip.side as TCockfightSide,
      stake: fromMinorUnits(slip.stakeMinor),
      payout: slip.status === 'placed' || slip.payoutMinor === null ? null : fromMinorUnits(slip.payoutMinor),
      status: slip.status as TCockfightMyBet['status'],
    }));

  const cockfightSession = async (token: string | undefined) => {
    const session = await provider.sessionOf(token);
    if (session.engine !== COCKFIGHT_FAMILY) throw badAction('not_cockfight');
    return session;
  };

  /** An arena's state for a (re)connecting client; with a session, the player's bets. */
  const publicState = async (code: string, token?: string): Promise<TCockfightArenaState> => {
    const session = token ? await cockfightSession(token) : undefined;
    const arena = await arenaOf(code);
    const at = now();
    const fight = await currentFight(arena, at);
    const [recent, book, balanceMinor] = await Promise.all([
      repository.recentResults(arena.id, RECENT_RESULTS),
      fight ? repository.standingSlips(fight.id) : [],
      session ? repository.lastBalance(session.brand, session.player) : undefined,
    ]);
    // The player's bets are their part of the book.
    const mine = session && book.filter((s) => s.brand === session.brand && s.player === session.player);
    const history = [...recent].reverse().map((f) => ({ fightNumber: f.number, outcome: outcomeOf(f) }));
    return {
      serverTime: at.toISOString(),
      arena: arenaView(arena),
      fight: fight ? fightView(arena, fight, book, at) : null,
      results: recent.map(resultView),
      trend: { bead: beadRoad(history), bigRoad: bigRoad(history), counts: trendCounts(history) },
      myBets: session ? myBetsView(mine ?? []) : null,
      balance: balanceMinor === undefined ? null : fromMinorUnits(balanceMinor),
    };
  };

  /** Every arena with its fight of the moment and its last results. */
  const lobby = async (): Promise<TCockfightLobby> => {
    const at = now();
    const list: TCockfightLobby['arenas'] = [];
    for (const arena of await enabledArenas()) {
      const fight = await currentFight(arena, at);
      const [recent, book] = await Promise.all([
        repository.recentResults(arena.id, LOBBY_RESULTS),
        fight ? repository.standingSlips(fight.id) : [],
      ]);
      list.push({
        arena: arenaView(arena),
        fight: fight ? fightView(arena, fight, book, at) : null,
        results: recent.map(resultView),
      });
    }
    return { serverTime: at.toISOString(), arenas: list };
  };

  /** Opens a cockfight title's session from the operator's one-time launch token. */
  const startSession = (input: {
    vendor: string;
    gameCode: string;
    launchToken: string;
  }): Promise<TCockfightSession> =>
    openTableSession(provider, input, COCKFIGHT_TITLE_ARENAS, COCKFIGHT_FAMILY);

  /** A replayed request: the first slip's answer (the player's bets as they stand now), or a refusal. */
  const replay = async (slip: SlipRow, digest: string): Promise<TCockfightBetValue> => {
    if (slip.digest !== digest) throw requestReused();
    const answer = slip.answer as TCockfightBetValue | null;
    if (slip.status === 'pending' || !answer) throw badAction('request_pending');
    return {
      ...answer,
      myBets: myBetsView(await repository.slipsOfPlayer(slip.fightId, slip.brand, slip.player)),
    };
  };

  /** The engine's refusal of the bet on the fight as it stands (status, side, limits), mapped to ours. */
  const refusalOf = (arena: ArenaRow, fight: Fight, bet: Fight['bets'][number]) => {
    try {
      engineBet(fight, bet);
      return undefined;
    } catch (error) {
      if (!(error instanceof CockfightError)) throw error;
      if (error.reason === 'betting_closed') return bettingClosed();
      if (error.reason === 'duplicate_bet') return requestReused();
      return stakeOutOfRange(arena);
    }
  };

  /**
   * A bet on the arena's fight while it takes bets: status, side and the player's limits on the side
   * (given what they have on it) checked by the engine before anything is debited; the slip claimed
   * by its `requestId`, the stake debited through the protocol, then everything checked again under
   * the fight's lock — a bet that no longer fits (betting closed meanwhile) is refunded.
   */
  const placeBet = async (
    token: string | undefined,
    code: string,
    input: { requestId: string; side: TCockfightSide; stake: string },
  ): Promise<TCockfightBetValue> => {
    const session = await cockfightSession(token);
    const arena = await arenaOf(code);
    const stakeMinor = toMinorUnits(input.stake);
    const digest = sha256Hex(JSON.stringify([arena.code, input.side, String(stakeMinor)]));
    const earlier = await repository.slipByRequest(session.brand, session.player, input.requestId);
    if (earlier) return replay(earlier, digest);

    const at = now();
    const fight = await currentFight(arena, at);
    if (!fight) throw bettingClosed();
    const bet = {
      betId: `request:${input.requestId}`,
      playerId: playerOf(session),
      side: input.side,
      stakeMinor,
    };
    const check = (row: FightRow, mine: SlipRow[], when: Date) =>
      refusalOf(arena, engineFight(arena, row, phaseOf(arena, row, when), mine), bet);
    const quoted = check(fight, await repository.slipsOfPlayer(fight.id, session.brand, session.player), at);
    if (quoted) throw quoted;

    const claim = await repository.claimSlip({
      fightId: fight.id,
      arenaId: arena.id,
      brand: session.brand,
      player: session.player,
      currency: session.currency,
      requestId: input.requestId,
      digest,
      side: input.side,
      stakeMinor,
    });
    // The same request racing this one: it holds the key.
    if (!claim)
      return replay(
        (await repository.slipByRequest(session.brand, session.player, input.requestId))!,
        digest,
      );

    let debited: Awaited<ReturnType<typeof provider.debitRound>>;
    try {
      debited = await provider.debitRound(
        session,
        COCKFIGHT_FAMILY,
        { arena: arena.code, fight: fight.number, side: input.side },
        stakeMinor,
      );
    } catch (error) {
      // Refused (nothing moved) or unanswered (the provider sweep rolls the debit back): the key is free.
      await repository.releaseSlip(claim.id);
      throw error;
    }
    const { round: booked, afterDebit } = debited;
    const answer: TCockfightBetValue = {
      arena: arena.code,
      fightNumber: fight.number,
      roundId: booked.roundId,
      requestId: input.requestId,
      side: input.side,
      stake: fromMinorUnits(stakeMinor),
      balance: fromMinorUnits(afterDebit),
      myBets: [],
    };
    const placed = await inTx(async (tx) => {
      const locked = await tx.cockfight.lockFight(fight.id);
      if (!locked) return bettingClosed();
      const refused = check(
        locked,
        await tx.cockfight.slipsOfPlayer(fight.id, session.brand, session.player),
        now(),
      );
      if (refused) return refused;
      await tx.cockfight.moveSlip(claim.id, ['pending'], {
        status: 'placed',
        providerRoundId: booked.id,
        answer,
      });
      return openBookedRound(tx.rounds, booked, {
        game: COCKFIGHT_FAMILY,
        action: { arena: arena.code, fight: fight.number, side: input.side, stake: input.stake },
        record: { arena: arena.code, fight: fight.number, side: input.side, seedHash: fight.seedHash },
        state: { arena: arena.code, fight: fight.number },
        balanceBeforeMinor: afterDebit + stakeMinor,
      });
    });
    if (placed instanceof AppError) {
      await provider
        .refund(booked, session)
        .catch((error) =>
          log?.error({ err: error, roundId: booked.roundId }, 'cockfight: refund failed; the sweep retries'),
        );
      await repository.releaseSlip(claim.id);
      throw placed;
    }
    return {
      ...answer,
      myBets: myBetsView(await repository.slipsOfPlayer(fight.id, session.brand, session.player)),
    };
  };

  /** A fight for the verifier: its seed once the result is out, with the weights it is drawn with. */
  const verifyFight = async (code: string, number: number): Promise<TCockfightFightVerify> => {
    const arena = await arenaOf(code);
    const fight = await repository.fightByNumber(arena.id, number);
    if (!fight) throw fightNotFound();
    const book = await repository.standingSlips(fight.id);
    return {
      arena: arena.code,
      fight: fightView(arena, fight, book, now()),
      nonce: fight.number,
      weights: fight.serverSeed ? { ...DEFAULT_WEIGHTS } : null,
    };
  };

  return {
    ensureArenas,
    advance,
    sweep,
    processArena,
    moveFight,
    openFight,
    settle,
    currentFight: async (code: string) => currentFight(await arenaOf(code)),
    publicState,
    lobby,
    startSession,
    placeBet,
    verifyFight,
  };
};

export type CockfightService = ReturnType<typeof createCockfightService>;
