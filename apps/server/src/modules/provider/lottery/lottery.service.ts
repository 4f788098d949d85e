/**
 * Lottery on the house provider (issue 20, ADR 081): shared issues on a schedule, a member's bet
 * slip booked as one provider round through the seamless protocol, settled by the family's engine.
 *
 * No server keeps state another needs (DESIGN.md §1): an issue's timeline is its row, and `advance`
 * — run on a timer by every server — makes the issues the schedule says should exist (a unique key,
 * so one insert stands), draws an in-house issue once its time has come and settles its tickets under
 * the issue's lease (a conditional update). The draw is a pure function of the issue's seeds, so a
 * restart mid-issue draws the same numbers; every settlement step is conditional on the round's
 * status and every credit id derives from the round, so running it twice pays once.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import type {
  TLotteryBet,
  TLotteryDraw,
  TLotteryGame,
  TLotteryGameState,
  TLotteryLobby,
  TLotteryOpened,
  TLotterySession,
  TLotteryTicket,
  TLotteryTicketsRequest,
  TLotteryTicketsValue,
} from '@luckwell/contracts/provider/lottery';
import type { LotteryMaths, LotteryRates } from '@luckwell/games/lottery/engine';
import { lotteryEngine } from '@luckwell/games/lottery/families';
import { PRIZE_MODE_PRIZE_GROUPS, type PrizeMode } from '@luckwell/games/lottery/fast';
import {
  LOTTERY_FAMILY,
  LOTTERY_GAMES,
  type LotteryGame,
  lotteryGame,
  lotteryGameOfTitle,
} from '@luckwell/games/lottery/games';
import { plannedDraws } from '@luckwell/games/lottery/schedule';
import {
  formatFraction,
  fraction,
  LotteryInputError,
  ticketCost,
  ticketReturn,
} from '@luckwell/games/lottery/types';
import { createRandomStream } from '@luckwell/games/rng';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  closeBookedRound,
  createProviderRepository,
  openBookedRound,
  type RoundRow,
} from '../provider.repository.ts';
import type { ProviderService } from '../provider.service.ts';
import {
  createLotteryRepository,
  type LotteryDrawRow,
  type LotterySettingRow,
  type LotteryTicketRow,
} from './lottery.repository.ts';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

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
  /** A brand's prize mode (spec §4: ELOTT when its ELOTT menu has TCG_LOTTO_VN or LOTT, else LOTT). */
  prizeModeOf?: (brand: string) => Promise<PrizeMode>;
};

const LEASE_MS = 30_000;
const RECENT_DRAWS = 10;
const MY_TICKETS = 50;
/** The most one slip may cost, and the least a unit stake may be (minor units). */
const MIN_UNIT_STAKE_MINOR = 100n;
const MAX_MULTIPLIER_RETURN = 2 ** 31 - 1;
/** Default liability cap per number and product per issue: 10,000,000.00. */
const DEFAULT_CAP_MINOR = 1_000_000_000n;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** The in-house draw's client seed: public, fixed by the issue, so nobody chooses it after the seed is committed. */
export const drawClientSeed = (game: string, issue: string) => `${game}:${issue}`;

const salesClosed = () => new AppError(409, 'LOTTERY_SALES_CLOSED', 'lottery_err_sales_closed', 'body.issue');
const notLottery = () => new AppError(400, 'PROVIDER_BAD_ACTION', 'lottery_err_not_lottery');
const badProduct = (index: number) =>
  new AppError(400, 'LOTTERY_BAD_PRODUCT', 'lottery_err_bad_product', `body.bets.${index}.product`);
const badSelection = (index: number, reason: string) =>
  new AppError(400, 'LOTTERY_BAD_SELECTION', `lottery_err_${reason}`, `body.bets.${index}.selection`);
const badStake = (index: number) =>
  new AppError(400, 'LOTTERY_BAD_STAKE', 'lottery_err_unit_stake', `body.bets.${index}.unitStake`).with({
    params: { min: fromMinorUnits(MIN_UNIT_STAKE_MINOR) },
  });
const numberClosed = (index: number, number: string) =>
  new AppError(
    409,
    'LOTTERY_NUMBER_CLOSED',
    'lottery_err_number_closed',
    `body.bets.${index}.selection`,
  ).with({
    params: { number },
  });

/**
 * The rates and prize group a ticket was bought at, as stored with it (JSON has no bigint); a line
 * sold at a capped number's reduced rate has its rates already reduced, and says by how much.
 */
type StoredRates = {
  rates: Record<string, { num: string; den: string }>;
  prizeGroup: number;
  reducedPercent?: number | null;
};
const storeRates = (
  rates: LotteryRates,
  maths: LotteryMaths,
  reducedPercent: number | null,
): StoredRates => ({
  rates: Object.fromEntries(
    Object.entries(rates).map(([tier, r]) => {
      const sold = reducedPercent === null ? r : fraction(r.num * BigInt(reducedPercent), r.den * 100n);
      return [tier, { num: String(sold.num), den: String(sold.den) }];
    }),
  ),
  prizeGroup: maths.prizeGroup,
  reducedPercent,
});
const loadRates = (stored: unknown) => {
  const { rates, prizeGroup } = stored as StoredRates;
  return {
    rates: Object.fromEntries(
      Object.entries(rates).map(([tier, r]) => [tier, fraction(BigInt(r.num), BigInt(r.den))]),
    ) as LotteryRates,
    maths: { prizeGroup },
  };
};
/** A game's liability setting as stored. */
export type StoredLiability = { capMinor?: string; mode?: 'close' | 'reduce'; reducedPercent?: number };
/** A reduced rate's default share of the full rate, in percent. */
const DEFAULT_REDUCED_PERCENT = 50;

/** The operator's rate overrides as stored: { [product]: { [tier]: { num, den } } } (strings). */
export type StoredRateOverrides = Record<string, Record<string, { num: string; den: string }>>;
export const loadRateOverrides = (stored: unknown): Record<string, LotteryRates> | undefined =>
  stored
    ? Object.fromEntries(
        Object.entries(stored as StoredRateOverrides).map(([product, tiers]) => [
          product,
          Object.fromEntries(
            // Unreduced: a price and payout read as the operator set them ("18 ăn 80").
            Object.entries(tiers).map(([tier, r]) => [tier, { num: BigInt(r.num), den: BigInt(r.den) }]),
          ),
        ]),
      )
    : undefined;

export const createLotteryService = ({
  db,
  provider,
  now = () => new Date(),
  log,
  node = randomUUID(),
  prizeModeOf = async (): Promise<PrizeMode> => 'LOTT',
}: Options) => {
  const repository = createLotteryRepository(db);
  const rounds = createProviderRepository(db, now);

  const settingsOf = async () => new Map((await repository.settings()).map((row) => [row.game, row]));
  /**
   * The maths a game sells at: a fast game's prize group is the operator's for the game, else the
   * default of the brand's prize mode (LOTT 1,900, ELOTT 1,920, ZY 1,950, SEA 1,900).
   */
  const mathsOf = (setting: LotterySettingRow | undefined, prizeMode: PrizeMode = 'LOTT'): LotteryMaths => ({
    prizeGroup: setting?.prizeGroup ?? PRIZE_MODE_PRIZE_GROUPS[prizeMode],
    rates: loadRateOverrides(setting?.rates),
  });
  const closeSecondsOf = (game: LotteryGame, setting: LotterySettingRow | undefined) =>
    setting?.closeSeconds ?? game.closeSeconds;
  const capOf = (setting: LotterySettingRow | undefined) => {
    const configured = (setting?.liability as StoredLiability | null)?.capMinor;
    return configured ? BigInt(configured) : DEFAULT_CAP_MINOR;
  };
  /**
   * What happens at a number's cap: `close` refuses the line; `reduce` sells it at `reducedPercent`
   * of its rates while that still fits (the SEA market's "paid at a reduced rate").
   */
  const liabilityModeOf = (setting: LotterySettingRow | undefined) => {
    const stored = setting?.liability as StoredLiability | null | undefined;
    return {
      mode: stored?.mode ?? 'close',
      reducedPercent: stored?.reducedPercent ?? DEFAULT_REDUCED_PERCENT,
    };
  };

  const gameDto = (
    game: LotteryGame,
    setting: LotterySettingRow | undefined,
    prizeMode: PrizeMode = 'LOTT',
  ): TLotteryGame => {
    const maths = mathsOf(setting, prizeMode);
    return {
      key: game.key,
      family: game.family,
      group: game.group,
      region: game.region ?? null,
      intervalSeconds: game.intervalSeconds ?? null,
      drawnBy: game.drawnBy,
      closeSeconds: closeSecondsOf(game, setting),
      prizeGroup: game.group === 'fast' && game.family !== 'vn' ? maths.prizeGroup : null,
      enabled: setting?.enabled ?? true,
      products: lotteryEngine(game.family)
        .products(game, maths)
        .map((product) => ({
          code: product.code,
          rates: Object.entries(product.rates).map(([tier, rate]) => ({
            tier,
            rate: formatFraction(rate, 3),
            num: String(rate.num),
            den: String(rate.den),
          })),
          rtp: formatFraction(fraction(product.rtp.num * 100n, product.rtp.den)),
          input: product.input,
          multiHit: product.multiHit,
        })),
    };
  };

  const drawDto = (draw: LotteryDrawRow): TLotteryDraw => {
    const game = lotteryGame(draw.game)!;
    const drawn = draw.result !== null && ['drawn', 'settled'].includes(draw.status);
    return {
      game: draw.game,
      issue: draw.issue,
      province: draw.province,
      status: draw.status as TLotteryDraw['status'],
      opensAt: draw.opensAt.toISOString(),
      closesAt: draw.closesAt.toISOString(),
      drawAt: draw.drawAt.toISOString(),
      seedHash: draw.seedHash,
      serverSeed: drawn ? draw.serverSeed : null,
      clientSeed: draw.seedHash ? drawClientSeed(draw.game, draw.issue) : null,
      result: drawn ? lotteryEngine(game.family).toTiers(game, draw.result) : null,
    };
  };

  /** The schedule this server last made sure of, per game: a beat with nothing new asks nothing. */
  const ensured = new Map<string, string>();
  /** Makes the issues the schedule says should exist at `at` (an in-house one with its committed seed). */
  const ensureScheduled = async (at: Date, settings: Map<string, LotterySettingRow>) => {
    for (const game of LOTTERY_GAMES) {
      const setting = settings.get(game.key);
      if (setting && !setting.enabled) continue;
      const plans = plannedDraws(game, at, closeSecondsOf(game, setting));
      const mark = plans.map((plan) => `${plan.issue}@${plan.closesAt.getTime()}`).join(',');
      if (ensured.get(game.key) === mark) continue;
      for (const plan of plans) {
        const serverSeed = game.drawnBy === 'house' ? randomBytes(32).toString('hex') : null;
        await repository.ensureDraw({
          game: game.key,
          issue: plan.issue,
          province: plan.province ?? null,
          opensAt: plan.opensAt,
          closesAt: plan.closesAt,
          drawAt: plan.drawAt,
          serverSeed,
          seedHash: serverSeed ? sha256Hex(serverSeed) : null,
        });
      }
      ensured.set(game.key, mark);
    }
  };

  /** The in-house draw: the engine's result from the issue's seeds, nothing else. */
  const drawResult = (game: LotteryGame, draw: LotteryDrawRow) =>
    lotteryEngine(game.family).draw(
      game,
      createRandomStream({
        serverSeed: draw.serverSeed!,
        clientSeed: drawClientSeed(draw.game, draw.issue),
        nonce: 0,
      }),
    );

  /**
   * Fixes a slip's outcome from the issue's result and moves its round to `settling`, in one
   * transaction under the round's lock; a round already moved is left as it is.
   */
  const resolveRound = (round: RoundRow, game: LotteryGame, draw: LotteryDrawRow, at: Date) =>
    db.transaction(async (raw) => {
      const tx = createProviderRepository(raw as unknown as Database, now);
      const txLottery = createLotteryRepository(raw as unknown as Database);
      const locked = await tx.lockRound(round.id);
      if (locked?.status !== 'open') return locked;
      const engine = lotteryEngine(game.family);
      let payoutMinor = 0n;
      const lines = [];
      for (const ticket of await txLottery.ticketsOfRound(round.id)) {
        const bought = loadRates(ticket.rates);
        const { hits, wins } = engine.settle(
          game,
          ticket.product,
          ticket.selection,
          draw.result,
          bought.rates,
          bought.maths,
        );
        const payout = hits > 0 ? ticketReturn(ticket.unitStakeMinor, ticket.multiplier, wins) : 0n;
        payoutMinor += payout;
        await txLottery.settleTicket(ticket.id, {
          status: payout > 0n ? 'won' : 'lost',
          hits,
          payoutMinor: payout,
          settledAt: at,
        });
        lines.push({
          product: ticket.product,
          selection: ticket.selectionText,
          hits,
          payout: fromMinorUnits(payout),
        });
      }
      const multiplier = Number(
        locked.stakeMinor > 0n
          ? (payoutMinor * 10_000n) / locked.stakeMinor > BigInt(MAX_MULTIPLIER_RETURN)
            ? BigInt(MAX_MULTIPLIER_RETURN)
            : (payoutMinor * 10_000n) / locked.stakeMinor
          : 0n,
      );
      return closeBookedRound(tx, locked, {
        action: 'draw',
        record: { game: game.key, issue: draw.issue, result: engine.toTiers(game, draw.result), lines },
        multiplier,
        payoutMinor,
        state: { game: game.key, issue: draw.issue },
      });
    });

  const sessionFor = (round: RoundRow) => rounds.sessionById(round.sessionId);

  /** Refunds a cancelled issue's slip: its lines marked refunded, its debit rolled back. */
  const refundRound = async (round: RoundRow, at: Date) => {
    const session = await sessionFor(round);
    if (!session) return false;
    const refunded = await provider.refund(round, session, ['open']);
    if (!refunded) return false;
    for (const ticket of await repository.ticketsOfRound(round.id)) {
      await repository.settleTicket(ticket.id, {
        status: 'refunded',
        hits: null,
        payoutMinor: 0n,
        settledAt: at,
      });
    }
    return true;
  };

  /**
   * Draws (in-house) and settles one issue past its draw time if this server holds (or can take)
   * its lease. The issue is settled once none of its slips is left pending, open or settling.
   */
  const processDraw = async (due: LotteryDrawRow, at = now()) => {
    const leased = await repository.leaseDraw(due.id, node, at, new Date(at.getTime() + LEASE_MS));
    if (!leased) return { settled: false };
    const game = lotteryGame(leased.game);
    if (!game) return { settled: false };
    let draw = leased;
    if (draw.status === 'selling' && game.drawnBy === 'house') {
      draw =
        (await repository.moveDraw(draw.id, ['selling'], {
          status: 'drawn',
          result: drawResult(game, draw),
          drawnAt: at,
        })) ?? draw;
    }
    if (draw.status !== 'drawn' && draw.status !== 'cancelled') return { settled: false };
    let unfinished = await repository.pendingRoundsOf(draw.id);
    // The slips' rounds to pay, paid together: one signed credit batch per brand (ADR 091).
    const paying: RoundRow[] = [];
    for (const open of await repository.openRoundsOf(draw.id)) {
      try {
        if (draw.status === 'cancelled') {
          if (open.status !== 'open' || !(await refundRound(open, at))) unfinished += 1;
          continue;
        }
        const round = open.status === 'open' ? await resolveRound(open, game, draw, at) : open;
        if (round?.status === 'settling') paying.push(round);
        else unfinished += 1;
      } catch (error) {
        unfinished += 1;
        log?.error(
          { err: error, roundId: open.roundId, issue: draw.issue },
          'lottery: settling a slip failed',
        );
      }
    }
    const paid = await provider.settleMany(paying);
    unfinished += paying.filter((round) => !paid.has(round.id)).length;
    if (unfinished > 0) return { settled: false };
    const settled = await repository.moveDraw(draw.id, ['drawn', 'cancelled'], {
      ...(draw.status === 'drawn' ? { status: 'settled' } : {}),
      settledAt: at,
      leaseUntil: null,
    });
    return { settled: Boolean(settled) };
  };

  /**
   * One beat of the schedule (every server, every second or so): the scheduled issues exist, a daily
   * issue past its draw time waits for its result, and every due issue is drawn and settled.
   */
  const advance = async () => {
    await schedule();
    return sweep();
  };

  /** The issues the schedule says should exist now, and the daily ones past their draw time waiting for a result. */
  const schedule = async () => {
    const at = now();
    await ensureScheduled(at, await settingsOf());
    await repository.markAwaitingResult(
      at,
      LOTTERY_GAMES.filter((game) => game.drawnBy === 'operator').map((game) => game.key),
    );
  };

  /** The provider sweep's part: every issue past its draw time gets drawn and settled (after a restart too). */
  const sweep = async () => {
    const at = now();
    let settled = 0;
    for (const due of await repository.dueDraws(at, 100)) {
      if ((await processDraw(due, at)).settled) settled += 1;
    }
    return { settled };
  };

  /** Every game on offer (those `only` keeps) with its issue on sale and its last result. */
  const lobby = async (only: (game: LotteryGame) => boolean = () => true): Promise<TLotteryLobby> => {
    const at = now();
    const settings = await settingsOf();
    await ensureScheduled(at, settings);
    const games = [];
    for (const game of LOTTERY_GAMES.filter(only)) {
      const setting = settings.get(game.key);
      if (setting && !setting.enabled) continue;
      const [selling] = await repository.sellingDraws(game.key, at);
      const [last] = await repository.recentDrawn(game.key, 1);
      games.push({
        game: gameDto(game, setting),
        current: selling ? drawDto(selling) : null,
        last: last ? drawDto(last) : null,
      });
    }
    return { serverTime: at.toISOString(), games };
  };

  /** A game's products, rates and issues; its rates as a brand of `prizeMode` buys them. */
  const gameState = async (key: string, prizeMode: PrizeMode = 'LOTT'): Promise<TLotteryGameState> => {
    const game = lotteryGame(key);
    if (!game) throw new AppError(404, 'GAME_NOT_FOUND', 'in_game_not_found', 'params.game');
    const at = now();
    const settings = await settingsOf();
    await ensureScheduled(at, settings);
    const [selling, recent] = await Promise.all([
      repository.sellingDraws(game.key, at),
      repository.recentDrawn(game.key, RECENT_DRAWS),
    ]);
    return {
      serverTime: at.toISOString(),
      game: gameDto(game, settings.get(game.key), prizeMode),
      selling: selling.map(drawDto),
      recent: recent.map(drawDto),
    };
  };

  /** A game's opened numbers: its latest drawn issues, newest first. */
  const opened = async (key: string, limit: number): Promise<TLotteryOpened> => {
    if (!lotteryGame(key)) throw new AppError(404, 'GAME_NOT_FOUND', 'in_game_not_found', 'query.game');
    return { game: key, draws: (await repository.recentDrawn(key, limit)).map(drawDto) };
  };

  /** One issue with its seeds (once drawn), for the verifier. */
  const drawOf = async (key: string, issue: string) => {
    const draw = await repository.draw(key, issue);
    if (!draw)
      throw new AppError(404, 'LOTTERY_ISSUE_NOT_FOUND', 'lottery_err_issue_not_found', 'params.issue');
    return drawDto(draw);
  };

  /** Opens a lottery title's session from the operator's one-time launch token. */
  const startSession = async (input: {
    vendor: string;
    gameCode: string;
    launchToken: string;
  }): Promise<TLotterySession> => {
    const { token, auth, vendor, gameCode, game } = await provider.openSession(input, (found) =>
      found.engine === LOTTERY_FAMILY ? LOTTERY_FAMILY : undefined,
    );
    const lottery = lotteryGameOfTitle(vendor, gameCode)!;
    return {
      prizeMode: await prizeModeOf(auth.brand ?? ''),
      token,
      player: auth.user,
      currency: auth.currency,
      balance: fromMinorUnits(toMinorUnits(auth.balance ?? '0.00')),
      vendor,
      gameCode,
      gameName: game.gameName,
      game: lottery.key,
    };
  };

  const lotterySession = async (token: string | undefined) => {
    const session = await provider.sessionOf(token);
    if (session.engine !== LOTTERY_FAMILY) throw notLottery();
    return session;
  };

  const ticketDto = (ticket: LotteryTicketRow, draw: LotteryDrawRow, roundId: string): TLotteryTicket => ({
    roundId,
    game: draw.game,
    issue: draw.issue,
    product: ticket.product,
    selection: ticket.selectionText,
    betCount: ticket.betCount,
    unitStake: fromMinorUnits(ticket.unitStakeMinor),
    multiplier: ticket.multiplier,
    cost: fromMinorUnits(ticket.costMinor),
    status: ticket.status as TLotteryTicket['status'],
    hits: ticket.hits,
    payout: ticket.payoutMinor === null ? null : fromMinorUnits(ticket.payoutMinor),
    createdAt: ticket.createdAt.toISOString(),
    settledAt: ticket.settledAt?.toISOString() ?? null,
    reducedPercent: (ticket.rates as StoredRates).reducedPercent ?? null,
  });

  /**
   * A bet slip on the issue on sale: every line checked (product, picks, stake, the liability cap
   * of every number) before anything is debited, then the whole slip's cost debited once through
   * the protocol. The window and the caps are checked again under the issue's lock after the debit;
   * a slip that no longer fits is refunded.
   */
  const placeTickets = async (
    token: string | undefined,
    // The route's parsed request; a plain string stake is accepted as the Money it was checked to be.
    input: Omit<TLotteryTicketsRequest, 'bets'> & {
      bets: (Omit<TLotteryBet, 'unitStake'> & { unitStake: string })[];
    },
  ): Promise<TLotteryTicketsValue> => {
    const session = await lotterySession(token);
    const game = lotteryGameOfTitle(session.vendor, session.gameCode)!;
    const setting = (await settingsOf()).get(game.key);
    if (setting && !setting.enabled) throw salesClosed();
    const draw = await repository.draw(game.key, input.issue);
    const open = (row: LotteryDrawRow, at: Date) =>
      row.status === 'selling' && row.opensAt <= at && at < row.closesAt;
    if (!draw || !open(draw, now())) throw salesClosed();
    const engine = lotteryEngine(game.family);
    const maths = mathsOf(setting, await prizeModeOf(session.brand));
    const products = new Map(engine.products(game, maths).map((p) => [p.code, p]));
    const cap = capOf(setting);
    const lines = input.bets.map((bet, index) => {
      const product = products.get(bet.product);
      if (!product) throw badProduct(index);
      let parsed: { selection: unknown; betCount: number };
      try {
        parsed = engine.parse(game, bet.product, bet.selection);
      } catch (error) {
        if (error instanceof LotteryInputError) throw badSelection(index, error.reason);
        throw error;
      }
      const unitStakeMinor = toMinorUnits(bet.unitStake);
      if (unitStakeMinor < MIN_UNIT_STAKE_MINOR) throw badStake(index);
      const costMinor = ticketCost(parsed.betCount, unitStakeMinor, bet.multiplier);
      const exposures = engine
        .exposures(game, bet.product, parsed.selection, product.rates)
        .map(({ number, perUnit }) => ({
          number,
          exposureMinor: (unitStakeMinor * BigInt(bet.multiplier) * perUnit.num) / perUnit.den,
        }));
      return { index, bet, product, parsed, unitStakeMinor, costMinor, exposures };
    });
    const { mode, reducedPercent } = liabilityModeOf(setting);
    /**
     * Each line's exposures as sold, given the board's rows (locked in the transaction): at full rate
     * if every number stays within its cap, else (mode `reduce`) at the reduced rate if that fits,
     * else the first number over its cap refuses the slip.
     */
    const plan = (board: Map<string, bigint>) => {
      const added = new Map<string, bigint>();
      const fits = (product: string, exposures: { number: string; exposureMinor: bigint }[]) =>
        exposures.find(({ number, exposureMinor }) => {
          const key = `${product}|${number}`;
          return (added.get(key) ?? board.get(key) ?? 0n) + exposureMinor > cap;
        });
      const sold: { reduced: boolean; exposures: { number: string; exposureMinor: bigint }[] }[] = [];
      for (const line of lines) {
        let exposures = line.exposures;
        let reduced = false;
        let over = fits(line.bet.product, exposures);
        if (over && mode === 'reduce') {
          exposures = exposures.map((e) => ({
            ...e,
            exposureMinor: (e.exposureMinor * BigInt(reducedPercent)) / 100n,
          }));
          reduced = true;
          over = fits(line.bet.product, exposures);
        }
        if (over) return numberClosed(line.index, over.number);
        for (const { number, exposureMinor } of exposures) {
          const key = `${line.bet.product}|${number}`;
          added.set(key, (added.get(key) ?? board.get(key) ?? 0n) + exposureMinor);
        }
        sold.push({ reduced, exposures });
      }
      return sold;
    };
    const keys = lines.flatMap((line) =>
      line.exposures.map(({ number }) => ({ product: line.bet.product, number })),
    );
    const uniqueKeys = [...new Map(keys.map((k) => [`${k.product}|${k.number}`, k])).values()];
    const boardOf = (rows: { product: string; number: string; exposureMinor: bigint }[]) =>
      new Map(rows.map((row) => [`${row.product}|${row.number}`, row.exposureMinor]));
    const quoted = plan(boardOf(await repository.liabilityFor(draw.id, uniqueKeys)));
    if (quoted instanceof AppError) throw quoted;

    const totalMinor = lines.reduce((sum, line) => sum + line.costMinor, 0n);
    const { round, afterDebit } = await provider.debitRound(
      session,
      LOTTERY_FAMILY,
      { game: game.key, issue: draw.issue },
      totalMinor,
    );
    const placed = await db.transaction(async (raw) => {
      const tx = createProviderRepository(raw as unknown as Database, now);
      const txLottery = createLotteryRepository(raw as unknown as Database);
      const locked = await txLottery.lockDraw(draw.id);
      if (!locked || !open(locked, now())) return salesClosed();
      const sold = plan(boardOf(await txLottery.lockLiability(draw.id, uniqueKeys)));
      if (sold instanceof AppError) return sold;
      // A line priced otherwise than quoted (the board moved meanwhile) is not sold behind the member's back.
      const changed = sold.findIndex((line, i) => line.reduced !== quoted[i]!.reduced);
      if (changed >= 0)
        return numberClosed(lines[changed]!.index, lines[changed]!.exposures[0]?.number ?? '');
      for (const [i, line] of lines.entries()) {
        for (const { number, exposureMinor } of sold[i]!.exposures) {
          await txLottery.addLiability(draw.id, line.bet.product, number, exposureMinor, line.costMinor);
        }
      }
      const tickets = await txLottery.insertTickets(
        lines.map((line, i) => ({
          drawId: draw.id,
          roundId: round.id,
          brand: session.brand,
          player: session.player,
          currency: session.currency,
          product: line.bet.product,
          selection: line.parsed.selection,
          selectionText: line.bet.selection,
          betCount: line.parsed.betCount,
          unitStakeMinor: line.unitStakeMinor,
          multiplier: line.bet.multiplier,
          costMinor: line.costMinor,
          rates: storeRates(line.product.rates, maths, quoted[i]!.reduced ? reducedPercent : null),
        })),
      );
      await openBookedRound(tx, round, {
        game: 'lottery',
        action: { issue: draw.issue, bets: input.bets },
        record: { game: game.key, issue: draw.issue, seedHash: draw.seedHash },
        state: { game: game.key, issue: draw.issue },
        balanceBeforeMinor: afterDebit + totalMinor,
      });
      return tickets;
    });
    if (placed instanceof AppError) {
      await provider
        .refund(round, session)
        .catch((error) =>
          log?.error({ err: error, roundId: round.roundId }, 'lottery: refund failed; the sweep retries'),
        );
      throw placed;
    }
    return {
      tickets: placed.map((ticket) => ticketDto(ticket, draw, round.roundId)),
      balance: fromMinorUnits(afterDebit),
    };
  };

  /** The session's player's latest ticket lines, of one game or all. */
  const myTickets = async (token: string | undefined, game?: string) => {
    const session = await lotterySession(token);
    const rows = await repository.ticketsOf(session.brand, session.player, MY_TICKETS, game);
    return { tickets: rows.map((row) => ticketDto(row.ticket, row.draw, row.roundId)) };
  };

  return {
    advance,
    schedule,
    sweep,
    processDraw,
    lobby,
    opened,
    gameState,
    drawOf,
    startSession,
    placeTickets,
    myTickets,
    // For the back office's desk (lottery-admin.service.ts).
    views: { gameDto, drawDto, settingsOf, capOf, liabilityModeOf },
  };
};

export type LotteryService = ReturnType<typeof createLotteryService>;
