/**
 * Crash on the house provider (issue 6, ADR 039): shared games on a timed schedule, their crash
 * points fixed in advance by a hash chain (docs/mini-games-maths.md), bets and cash-outs booked as
 * provider rounds through the seamless protocol.
 *
 * No server keeps state another needs (DESIGN.md §1): a game's timeline is its row (betting from
 * `bettingAt`, running from `startsAt`, crashed at `crashesAt`, over at `endsAt`), so every server
 * answers the phase and the multiplier from the clock. `advance` — run on a timer by every server —
 * inserts the next game under a unique number (one server wins), and the server holding a game's
 * lease (a conditional update) settles its bets: auto cash-outs as the curve passes their target,
 * everything at the crash. Every settlement step is conditional on the round's status and every
 * credit id derives from the round, so running it twice pays once.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import type {
  TCrashBetView,
  TCrashGame,
  TCrashMyBet,
  TCrashPlayValue,
  TCrashState,
} from '@luckwell/contracts/provider/crash';
import { CRASH_TICK_MS, crashRound, settleCrashBet } from '@luckwell/games/crash';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  closeBookedRound,
  createProviderRepository,
  openBookedRound,
  type ProviderSessionRow,
  type RoundRow,
} from '../provider.repository.ts';
import { type ProviderService, payoutOf } from '../provider.service.ts';
import {
  type CrashBetRow,
  type CrashChainRow,
  type CrashGameRow,
  createCrashRepository,
} from './crash.repository.ts';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type CrashTimings = {
  /** How long bets are taken before a game starts. */
  bettingMs: number;
  /** How long a crashed game is shown before the next one's betting opens. */
  crashedMs: number;
};

type Options = {
  db: Database;
  provider: Pick<
    ProviderService,
    'sessionOf' | 'debitRound' | 'settle' | 'settleMany' | 'refund' | 'toDto' | 'fairnessOf'
  >;
  now?: () => Date;
  log?: Log;
  timings?: Partial<CrashTimings>;
  /** Games per hash chain; a new chain (new commitment) follows when one runs out. */
  chainLength?: number;
  /** This server's name on the leases it takes. */
  node?: string;
};

export const CRASH_ENGINE = 'crash';
const DEFAULT_TIMINGS: CrashTimings = { bettingMs: 6_000, crashedMs: 3_000 };
const CHAIN_LENGTH = 10_000;
const LEASE_MS = 5_000;
const RECENT_GAMES = 12;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Game `game`'s hash of a chain: SHA-256 of the seed, hashed again (length − game) times — the same
 * walk as `crashChain` in packages/games with node:crypto's faster SHA-256 (a test holds them equal).
 */
export const chainHashAt = (seed: string, length: number, game: number) => {
  let hash = sha256Hex(seed);
  for (let i = length; i > game; i--) hash = sha256Hex(hash);
  return hash;
};

/** `demo_crash1` → `de***1`: enough for a player to spot themselves, not to name another. */
export const maskName = (player: string) =>
  player.length <= 3 ? `${player.slice(0, 1)}***` : `${player.slice(0, 2)}***${player.slice(-1)}`;

const phaseOf = (game: CrashGameRow, at: Date): TCrashGame['phase'] =>
  at < game.startsAt ? 'betting' : at < game.crashesAt ? 'running' : 'crashed';

/** The tick a cash-out asked at `at` executes at: the first tick at or after it. */
const tickAt = (game: CrashGameRow, at: Date) =>
  Math.max(0, Math.ceil((at.getTime() - game.startsAt.getTime()) / CRASH_TICK_MS));

const bettingClosed = () =>
  new AppError(409, 'CRASH_BETTING_CLOSED', 'provider_err_crash_betting_closed', 'body.stake');
const badAction = (reason: string) => new AppError(409, 'PROVIDER_BAD_ACTION', `provider_err_${reason}`);

export const createCrashService = ({
  db,
  provider,
  now = () => new Date(),
  log,
  timings: given,
  chainLength = CHAIN_LENGTH,
  node = randomUUID(),
}: Options) => {
  const timings = { ...DEFAULT_TIMINGS, ...given };
  const repository = createCrashRepository(db);
  const rounds = createProviderRepository(db, now);

  const newChain = () => {
    const seed = randomBytes(32).toString('hex');
    return repository.insertChain({
      seed,
      // Game 1's hash is the chain hashed `length` times from the seed; the commitment one more.
      commitment: sha256Hex(chainHashAt(seed, chainLength, 1)),
      salt: randomBytes(16).toString('hex'),
      length: chainLength,
    });
  };

  /** The chain the game after `previous` is played on: its own, the next one made, or a new one. */
  const chainAfter = async (previous: CrashGameRow | undefined): Promise<CrashChainRow> => {
    if (previous) {
      const chain = (await repository.chainById(previous.chainId))!;
      if (previous.chainGame < chain.length) return chain;
      return (await repository.chainAfter(chain.id)) ?? newChain();
    }
    return (await repository.latestChain()) ?? newChain();
  };

  /** Inserts the game after `previous`; of two servers racing, the first insert stands. */
  const nextGame = async (previous: CrashGameRow | undefined, at: Date) => {
    const chain = await chainAfter(previous);
    const chainGame = previous && previous.chainId === chain.id ? previous.chainGame + 1 : 1;
    const hash = chainHashAt(chain.seed, chain.length, chainGame);
    const { crashPoint, crashTick } = crashRound(hash, chain.salt);
    // After an outage the next game opens now, not in the past.
    const bettingAt = new Date(Math.max(previous?.endsAt.getTime() ?? 0, at.getTime()));
    const startsAt = new Date(bettingAt.getTime() + timings.bettingMs);
    const crashesAt = new Date(startsAt.getTime() + crashTick * CRASH_TICK_MS);
    const number = (previous?.number ?? 0) + 1;
    await repository.insertGame({
      number,
      chainId: chain.id,
      chainGame,
      hash,
      crashPoint,
      crashTick,
      bettingAt,
      startsAt,
      crashesAt,
      endsAt: new Date(crashesAt.getTime() + timings.crashedMs),
    });
    return (await repository.gameByNumber(number))!;
  };

  /** The game of the moment: the latest, or the one after it once it is over. */
  const currentGame = async (at = now()) => {
    let game = await repository.latestGame();
    while (!game || game.endsAt <= at) game = await nextGame(game, at);
    return game;
  };

  type Resolved = { bet: CrashBetRow; round: RoundRow };

  /**
   * Fixes a bet's outcome (cashed out or lost) and moves its round to `settling`, in one
   * transaction under the round's lock: a bet already resolved is left as it is.
   */
  const resolve = async (bet: CrashBetRow, game: CrashGameRow, at: Date): Promise<Resolved | undefined> =>
    db.transaction(async (raw) => {
      const tx = createProviderRepository(raw as unknown as Database, now);
      const txCrash = createCrashRepository(raw as unknown as Database);
      const round = await tx.lockRound(bet.roundId);
      if (round?.status !== 'open') return undefined;
      const outcome = settleCrashBet(
        { autoCashOut: bet.autoCashOut, cashOutTick: bet.cashOutTick },
        game.crashPoint,
      );
      const payoutMinor = payoutOf(round.stakeMinor, outcome.multiplier);
      const resolved = await txCrash.resolveBet(bet.id, {
        cashedOutAt: outcome.cashedOutAt,
        cashedOutTick: outcome.tick,
        payoutMinor,
        resolvedAt: at,
      });
      if (!resolved) return undefined;
      const moved = await closeBookedRound(tx, round, {
        action: outcome.cashedOutAt === null ? 'crash' : 'cashout',
        record: {
          game: game.number,
          tick: outcome.tick,
          cashedOutAt: outcome.cashedOutAt,
          crashPoint: game.crashPoint,
          crashTick: game.crashTick,
          hash: game.hash,
        },
        multiplier: outcome.multiplier,
        payoutMinor,
        state: { game: game.number, cashedOutAt: outcome.cashedOutAt, tick: outcome.tick },
      });
      if (!moved) throw new Error(`crash: round ${round.roundId} moved under us`);
      return { bet: resolved, round: moved };
    });

  /** Credits a resolved bet's round (a zero credit closes a lost one); the sweep retries a failure. */
  const credit = async (round: RoundRow) => {
    const session = await rounds.sessionById(round.sessionId);
    return session ? provider.settle(round, session) : round;
  };

  /** Whether a bet's outcome is due at `at`: its cash-out tick has passed, or the game has crashed. */
  const due = (bet: CrashBetRow, game: CrashGameRow, at: Date) => {
    if (at >= game.crashesAt) return true;
    if (at < game.startsAt) return false;
    const outcome = settleCrashBet(
      { autoCashOut: bet.autoCashOut, cashOutTick: bet.cashOutTick },
      game.crashPoint,
    );
    const elapsedTicks = Math.floor((at.getTime() - game.startsAt.getTime()) / CRASH_TICK_MS);
    return outcome.tick !== null && outcome.tick <= elapsedTicks;
  };

  /**
   * Runs a started game's settlement if this server holds (or can take) its lease: resolves and
   * credits every bet that is due, and marks the game settled once it has crashed and every bet is.
   */
  const settleGame = async (game: CrashGameRow, at = now()) => {
    const leased = await repository.leaseGame(game.id, node, at, new Date(at.getTime() + LEASE_MS));
    if (!leased) return { resolved: 0, settled: false };
    let resolved = 0;
    let unfinished = 0;
    // The rounds to pay, paid together (one signed credit batch per brand, ADR 091): at the crash,
    // every bet still open on the game.
    const paying: RoundRow[] = [];
    for (const { bet, status } of await repository.betsOf(game.id)) {
      let round: RoundRow | undefined;
      if (status === 'open') {
        if (!due(bet, game, at)) {
          unfinished += 1;
          continue;
        }
        const done = await resolve(bet, game, at);
        if (done) resolved += 1;
        round = done?.round;
      } else if (status === 'settling') {
        round = await repository.roundById(bet.roundId);
      }
      if (round?.status === 'settling') paying.push(round);
    }
    const paid = await provider.settleMany(paying);
    unfinished += paying.filter((round) => !paid.has(round.id)).length;
    const settled = at >= game.crashesAt && unfinished === 0 && (await repository.markSettled(game.id, at));
    return { resolved, settled: Boolean(settled) };
  };

  /**
   * One beat of the schedule (every server, a few times a second): makes sure the current game
   * exists and settles what is due in every started, unsettled game.
   */
  const advance = async () => {
    const at = now();
    const game = await currentGame(at);
    for (const started of await repository.unsettledGames(at, 20)) await settleGame(started, at);
    return game;
  };

  const playerBet = (bet: CrashBetRow, game: CrashGameRow, round: RoundRow): TCrashMyBet => ({
    roundId: round.roundId,
    gameNumber: game.number,
    stake: fromMinorUnits(bet.stakeMinor),
    autoCashOut: bet.autoCashOut,
    cashedOutAt: bet.cashedOutAt,
    tick: bet.cashedOutTick,
    payout: bet.resolvedAt && bet.payoutMinor !== null ? fromMinorUnits(bet.payoutMinor) : null,
    resolved: bet.resolvedAt !== null,
    crashPoint: bet.resolvedAt !== null && bet.cashedOutAt === null ? game.crashPoint : null,
    balance:
      round.status === 'settled' && round.balanceAfterMinor !== null
        ? fromMinorUnits(round.balanceAfterMinor)
        : null,
  });

  /** What a bet's or a cash-out's caller is answered: its round, the balance, the fairness, the bet. */
  const answer = async (
    session: ProviderSessionRow,
    round: RoundRow,
    bet: CrashBetRow,
    game: CrashGameRow,
    fallbackBalance: bigint,
  ): Promise<TCrashPlayValue> => ({
    round: await provider.toDto(round),
    balance: fromMinorUnits(round.balanceAfterMinor ?? fallbackBalance),
    fairness: await provider.fairnessOf(session),
    bet: playerBet(bet, game, round),
  });

  /** A bet on the game in its betting window: the stake debited through the protocol at once. */
  const placeBet = async (
    token: string | undefined,
    input: { stake: string; autoCashOut?: number | null },
  ): Promise<TCrashPlayValue> => {
    const session = await provider.sessionOf(token);
    if (session.engine !== CRASH_ENGINE) throw badAction('crash_not_crash');
    const at = now();
    const game = await currentGame(at);
    if (phaseOf(game, at) !== 'betting') throw bettingClosed();
    if (await repository.betOf(game.id, session.brand, session.player)) throw badAction('crash_bet_placed');
    const stakeMinor = toMinorUnits(input.stake);
    const { round, afterDebit } = await provider.debitRound(
      session,
      CRASH_ENGINE,
      { game: game.number },
      stakeMinor,
    );
    const placed = await db.transaction(async (raw) => {
      const tx = createProviderRepository(raw as unknown as Database, now);
      const txCrash = createCrashRepository(raw as unknown as Database);
      // The window is checked again after the debit: a bet booked after the start is refunded.
      if (now() >= game.startsAt) return bettingClosed();
      const bet = await txCrash.insertBet({
        gameId: game.id,
        roundId: round.id,
        brand: session.brand,
        player: session.player,
        currency: session.currency,
        stakeMinor,
        autoCashOut: input.autoCashOut ?? null,
      });
      // A second bet of the same player that raced this one: refunded.
      if (!bet) return badAction('crash_bet_placed');
      const open = await openBookedRound(tx, round, {
        game: 'crash',
        action: { game: game.number, autoCashOut: bet.autoCashOut },
        record: { game: game.number, chainGame: game.chainGame },
        state: { game: game.number },
        balanceBeforeMinor: afterDebit + stakeMinor,
      });
      return { bet, round: open };
    });
    if (placed instanceof AppError) {
      await provider
        .refund(round, session)
        .catch((error) =>
          log?.error({ err: error, roundId: round.roundId }, 'crash: refund failed; the sweep retries'),
        );
      throw placed;
    }
    return answer(session, placed.round, placed.bet, game, afterDebit);
  };

  /**
   * A manual cash-out, executed at the first tick at or after the request: it wins iff that tick's
   * multiplier is at most the crash point (so a request after the crash tick loses). Paid at once.
   */
  const cashOut = async (token: string | undefined): Promise<TCrashPlayValue> => {
    const session = await provider.sessionOf(token);
    const at = now();
    const game = await currentGame(at);
    let bet = await repository.betOf(game.id, session.brand, session.player);
    if (!bet) throw badAction('crash_no_bet');
    if (at < game.startsAt) throw badAction('crash_not_running');
    if (!bet.resolvedAt && bet.cashOutTick === null) {
      bet = (await repository.setCashOutTick(bet.id, tickAt(game, at))) ?? bet;
    }
    if (!bet.resolvedAt) {
      const resolved = await resolve(bet, game, at);
      if (resolved) {
        bet = resolved.bet;
        await credit(resolved.round);
      }
    }
    bet = (await repository.betOf(game.id, session.brand, session.player))!;
    const round = (await repository.roundById(bet.roundId))!;
    return answer(session, round, bet, game, (round.balanceBeforeMinor ?? 0n) - round.stakeMinor);
  };

  const gameView = (game: CrashGameRow, at: Date): TCrashGame => {
    const phase = phaseOf(game, at);
    const over = phase === 'crashed';
    return {
      number: game.number,
      chainGame: game.chainGame,
      phase,
      bettingAt: game.bettingAt.toISOString(),
      startsAt: game.startsAt.toISOString(),
      crashesAt: over ? game.crashesAt.toISOString() : null,
      endsAt: over ? game.endsAt.toISOString() : null,
      crashPoint: over ? game.crashPoint : null,
      hash: over ? game.hash : null,
    };
  };

  /**
   * Everything a client needs to draw the game (the live feed's event, and the reconnect answer):
   * the game (its secret parts only once crashed), its bets with masked names, the recent crash
   * points with their hashes, and the chain's commitment and salt.
   */
  const publicState = async (at = now()): Promise<Omit<TCrashState, 'myBet'> & { gameRow: CrashGameRow }> => {
    const game = await currentGame(at);
    const [bets, crashed, chain] = await Promise.all([
      repository.betsOf(game.id),
      repository.crashedGames(at, RECENT_GAMES),
      repository.chainById(game.chainId),
    ]);
    const chains = new Map(
      (await repository.chainsByIds([...new Set(crashed.map((g) => g.chainId))])).map((c) => [c.id, c]),
    );
    return {
      gameRow: game,
      serverTime: at.toISOString(),
      bettingMs: timings.bettingMs,
      game: gameView(game, at),
      bets: bets.map(
        ({ bet }): TCrashBetView => ({
          id: bet.id,
          name: maskName(bet.player),
          stake: fromMinorUnits(bet.stakeMinor),
          currency: bet.currency,
          cashedOutAt: bet.cashedOutAt,
          payout: bet.resolvedAt && bet.payoutMinor !== null ? fromMinorUnits(bet.payoutMinor) : null,
        }),
      ),
      recent: crashed.map((g) => ({
        number: g.number,
        chainGame: g.chainGame,
        crashPoint: g.crashPoint,
        hash: g.hash,
        commitment: chains.get(g.chainId)!.commitment,
        salt: chains.get(g.chainId)!.salt,
      })),
      chain: { commitment: chain!.commitment, salt: chain!.salt, length: chain!.length },
    };
  };

  /**
   * The state for a (re)connecting client; with a session, its own bet on the current game or, with
   * none there, on the game before: that bet's outcome stays in view after the next game opens, and a
   * client that missed the crash (a slow connection) learns it here.
   */
  const state = async (token: string | undefined): Promise<TCrashState> => {
    const session = token ? await provider.sessionOf(token) : undefined;
    const { gameRow, ...rest } = await publicState();
    let myBet: TCrashMyBet | null = null;
    if (session) {
      const previous = async () => {
        const before = gameRow.number > 1 ? await repository.gameByNumber(gameRow.number - 1) : undefined;
        const bet = before && (await repository.betOf(before.id, session.brand, session.player));
        return before && bet ? { game: before, bet } : undefined;
      };
      const current = await repository.betOf(gameRow.id, session.brand, session.player);
      const mine = current ? { game: gameRow, bet: current } : await previous();
      const round = mine && (await repository.roundById(mine.bet.roundId));
      if (mine && round) myBet = playerBet(mine.bet, mine.game, round);
    }
    return { ...rest, myBet };
  };

  /** The provider sweep's part: every crashed game whose bets are not all settled gets settled. */
  const sweep = async () => {
    const at = now();
    let settled = 0;
    for (const game of await repository.unsettledGames(at, 100)) {
      if (at >= game.crashesAt && (await settleGame(game, at)).settled) settled += 1;
    }
    return { settled };
  };

  return { advance, currentGame, settleGame, placeBet, cashOut, publicState, state, sweep, timings };
};

export type CrashService = ReturnType<typeof createCrashService>;
