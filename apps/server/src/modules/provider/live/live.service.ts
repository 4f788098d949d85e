/**
 * Live-style tables on the house provider (issue 21, ADR 082): baccarat, dragon tiger, sic bo and
 * European roulette as shared rounds on a timed cycle, every bet booked through the seamless
 * protocol as a provider round, every outcome a pure function of a committed seed.
 *
 * No server keeps state another needs (DESIGN.md §1): a round's timeline is its row (betting until
 * `dealsAt`, the result shown at `resultAt`), so every server answers the phase from the clock.
 * `advance` — run on a timer by every server — opens a table's next round once the last one is
 * settled (a unique (table, number): one insert stands); the server holding the table's lease (a
 * conditional update) deals at `dealsAt` and settles at `resultAt`. Settling is conditional on the
 * provider round's status and every credit id derives from the round, so running it twice pays once.
 *
 * A player's `placeBets` call is a slip: one provider round, one debit of its total, one credit of
 * its payout (zero for a loss). A second call in the same round (re-bet, double, more chips) is a
 * second slip; the client's `requestId` makes a repeated call answer the first slip and move no money.
 */
import { createHash, randomUUID } from 'node:crypto';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import type {
  TLiveBetsValue,
  TLiveHistory,
  TLiveKind,
  TLiveLobby,
  TLiveMode,
  TLiveMyBet,
  TLiveOutcome,
  TLiveResult,
  TLiveRound,
  TLiveRoundVerify,
  TLiveSession,
  TLiveShoe,
  TLiveShoeVerify,
  TLiveTable,
  TLiveTableState,
} from '@luckwell/contracts/provider/live';
import { EngineInputError, MULTIPLIER_ONE } from '@luckwell/games/engine';
import type { Shoe } from '@luckwell/games/live/cards';
import { baccaratRoads } from '@luckwell/games/live/roads';
import { commitServerSeed, newServerSeed } from '@luckwell/games/rng';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { createProviderRepository, openBookedRound, type RoundRow } from '../provider.repository.ts';
import type { ProviderService } from '../provider.service.ts';
import { openTableSession } from '../table-session.ts';
import {
  createLiveRepository,
  type LiveBetRow,
  type LiveRoundRow,
  type LiveShoeRow,
  type LiveSlipRow,
  type LiveTableRow,
} from './live.repository.ts';
import {
  canonicalSpot,
  dealFromShoe,
  dealsFromShoe,
  drawFromSeeds,
  houseEdgesOf,
  isLiveKind,
  type ShoePlace,
  settleBets,
  shoeOf,
} from './live-games.ts';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/** A house table as the code defines it; inserted on first use, then the row is the truth. */
export type LiveTableSpec = {
  code: string;
  name: string;
  kind: TLiveKind;
  mode?: TLiveMode;
  /** Card games: decks in the shoe (8 unless told). */
  decks?: number;
  bettingMs: number;
  dealingMs: number;
  minStakeMinor: bigint;
  maxStakeMinor: bigint;
  sort: number;
};

/** Every catalogue title of these engine families opens a live table (`LIVE_TITLE_TABLES`). */
export const LIVE_FAMILY = 'live';

/** The house's tables (brand-independent, like crash's one table), one of each game, baccarat twice. */
export const DEFAULT_LIVE_TABLES: readonly LiveTableSpec[] = [
  {
    code: 'LWLIVE-BAC-1',
    name: 'Baccarat',
    kind: 'baccarat',
    mode: 'commission',
    bettingMs: 15_000,
    dealingMs: 9_000,
    minStakeMinor: 1_000n,
    maxStakeMinor: 5_000_000n,
    sort: 1,
  },
  {
    code: 'LWLIVE-BAC-2',
    name: 'No Commission Baccarat',
    kind: 'baccarat',
    mode: 'no_commission',
    bettingMs: 15_000,
    dealingMs: 9_000,
    minStakeMinor: 1_000n,
    maxStakeMinor: 5_000_000n,
    sort: 2,
  },
  {
    code: 'LWLIVE-DT-1',
    name: 'Dragon Tiger',
    kind: 'dragon_tiger',
    bettingMs: 12_000,
    dealingMs: 5_000,
    minStakeMinor: 1_000n,
    maxStakeMinor: 5_000_000n,
    sort: 3,
  },
  {
    code: 'LWLIVE-SB-1',
    name: 'Sic Bo',
    kind: 'sic_bo',
    bettingMs: 15_000,
    dealingMs: 7_000,
    minStakeMinor: 1_000n,
    maxStakeMinor: 2_000_000n,
    sort: 4,
  },
  {
    code: 'LWLIVE-RO-1',
    name: 'European Roulette',
    kind: 'roulette',
    bettingMs: 15_000,
    dealingMs: 10_000,
    minStakeMinor: 1_000n,
    maxStakeMinor: 2_000_000n,
    sort: 5,
  },
];

/** The table a LIVE catalogue title opens, by its engine family (blackjack has none yet). */
export const LIVE_TITLE_TABLES: Readonly<Record<string, string>> = {
  baccarat: 'LWLIVE-BAC-1',
  'baccarat-no-commission': 'LWLIVE-BAC-2',
  'dragon-tiger': 'LWLIVE-DT-1',
  sicbo: 'LWLIVE-SB-1',
  roulette: 'LWLIVE-RO-1',
};
/** The web page of the table a title opens (`/liveTable/<code>`), or undefined when it opens none. */
export const liveTablePath = (engine: string | null) => {
  const code = engine ? LIVE_TITLE_TABLES[engine] : undefined;
  return code ? `/liveTable/${code}` : undefined;
};

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
  /** The tables inserted on first use (those whose code exists are left as they are). */
  tables?: readonly LiveTableSpec[];
};

const LEASE_MS = 10_000;
const RECENT_RESULTS = 60;
const LOBBY_RESULTS = 20;
const MY_SLIPS = 50;
const SHOE_CACHE = 32;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const tableNotFound = () =>
  new AppError(404, 'LIVE_TABLE_NOT_FOUND', 'live_err_table_not_found', 'params.table');
const roundNotFound = () =>
  new AppError(404, 'LIVE_ROUND_NOT_FOUND', 'live_err_round_not_found', 'params.number');
const bettingClosed = () => new AppError(409, 'LIVE_BETTING_CLOSED', 'live_err_betting_closed', 'body.bets');
const badSpot = (index: number, reason: string) =>
  new AppError(400, 'LIVE_BAD_SPOT', `live_err_${reason}`, `body.bets.${index}.spot`);
/** A player's stake limits per spot per round: their brand's own at the table, else the table's. */
type StakeLimits = Pick<LiveTableRow, 'minStakeMinor' | 'maxStakeMinor'>;

const stakeOutOfRange = (index: number, limits: StakeLimits) =>
  new AppError(
    409,
    'LIVE_STAKE_OUT_OF_RANGE',
    'live_err_stake_out_of_range',
    `body.bets.${index}.stake`,
  ).with({
    params: { min: fromMinorUnits(limits.minStakeMinor), max: fromMinorUnits(limits.maxStakeMinor) },
  });
const requestReused = () =>
  new AppError(409, 'LIVE_REQUEST_REUSED', 'live_err_request_reused', 'body.requestId');
const badAction = (reason: string) => new AppError(409, 'PROVIDER_BAD_ACTION', `live_err_${reason}`);

/** A round's phase as players see it: betting closes at `dealsAt`, even before the deal is stored. */
export const phaseOf = (round: LiveRoundRow, at: Date): TLiveRound['phase'] => {
  if (round.status === 'betting') return at < round.dealsAt ? 'betting' : 'dealing';
  return round.status as TLiveRound['phase'];
};

const kindOf = (table: LiveTableRow): TLiveKind => {
  if (!isLiveKind(table.kind)) throw new Error(`live: table ${table.code} has unknown kind ${table.kind}`);
  return table.kind;
};
const modeOf = (table: LiveTableRow): TLiveMode | null =>
  table.mode === 'commission' || table.mode === 'no_commission' ? table.mode : null;
const outcomeOf = (round: LiveRoundRow) => (round.outcome as TLiveOutcome | null) ?? null;
const shoePlaceOf = (outcome: TLiveOutcome | null): ShoePlace | null =>
  outcome && (outcome.kind === 'baccarat' || outcome.kind === 'dragon_tiger') ? outcome : null;
/** A bet's status from what it returned: more than its stake won, nothing lost, else (part of) it back. */
const betStatus = (stake: bigint, payout: bigint): TLiveMyBet['status'] =>
  payout > stake ? 'won' : payout === 0n ? 'lost' : 'push';

export const createLiveService = ({
  db,
  provider,
  now = () => new Date(),
  log,
  node = randomUUID(),
  tables: specs = DEFAULT_LIVE_TABLES,
}: Options) => {
  const repository = createLiveRepository(db);
  const rounds = createProviderRepository(db, now);
  const inTx = <T>(
    work: (tx: {
      live: ReturnType<typeof createLiveRepository>;
      rounds: ReturnType<typeof createProviderRepository>;
      db: Database;
    }) => Promise<T>,
  ) =>
    db.transaction((raw) =>
      work({
        live: createLiveRepository(raw as unknown as Database),
        rounds: createProviderRepository(raw as unknown as Database, now),
        db: raw as unknown as Database,
      }),
    );

  let ensured: Promise<void> | undefined;
  /** The code's tables exist (inserted once, on first use; an operator's later edits stay). */
  const ensureTables = () => {
    ensured ??= repository
      .ensureTables(
        specs.map((spec) => ({
          code: spec.code,
          name: spec.name,
          kind: spec.kind,
          mode: spec.mode ?? null,
          decks: spec.decks ?? 8,
          bettingMs: spec.bettingMs,
          dealingMs: spec.dealingMs,
          minStakeMinor: spec.minStakeMinor,
          maxStakeMinor: spec.maxStakeMinor,
          sort: spec.sort,
        })),
      )
      .catch((error: unknown) => {
        ensured = undefined;
        throw error;
      });
    return ensured;
  };
  const enabledTables = async () => {
    await ensureTables();
    return (await repository.tables()).filter((table) => table.enabled);
  };
  const tableOf = async (code: string) => {
    await ensureTables();
    const table = await repository.tableByCode(code);
    if (!table?.enabled) throw tableNotFound();
    return table;
  };

  /** Shoes are pure functions of their seeds: kept in memory only to spare recomputing them. */
  const shoes = new Map<number, Shoe>();
  const shoeCards = (row: LiveShoeRow, decks: number) => {
    let shoe = shoes.get(row.id);
    if (!shoe) {
      shoe = shoeOf({ serverSeed: row.serverSeed, clientSeed: row.clientSeed, nonce: 0 }, decks);
      if (shoes.size >= SHOE_CACHE) shoes.delete(shoes.keys().next().value!);
      shoes.set(row.id, shoe);
    }
    return shoe;
  };

  const newShoe = (table: LiveTableRow, number: number) => {
    const serverSeed = newServerSeed();
    return repository.insertShoe({
      tableId: table.id,
      number,
      serverSeed,
      seedHash: commitServerSeed(serverSeed),
      clientSeed: `${table.code}:shoe:${number}`,
    });
  };

  /**
   * Inserts the round after `previous`; of two servers racing, the first insert stands. A card table
   * deals on from where the last round stopped, or starts a new shoe once the cut card came out.
   */
  const openNext = async (table: LiveTableRow, previous: LiveRoundRow | undefined, at: Date) => {
    const number = (previous?.number ?? 0) + 1;
    // After an outage the next round opens now, not in the past.
    const bettingAt = new Date(Math.max(previous?.resultAt.getTime() ?? 0, at.getTime()));
    const dealsAt = new Date(bettingAt.getTime() + table.bettingMs);
    const timeline = {
      tableId: table.id,
      number,
      bettingAt,
      dealsAt,
      resultAt: new Date(dealsAt.getTime() + table.dealingMs),
    };
    if (!dealsFromShoe(kindOf(table))) {
      const serverSeed = newServerSeed();
      return repository.insertRound({
        ...timeline,
        serverSeed,
        seedHash: commitServerSeed(serverSeed),
        clientSeed: `${table.code}:${number}`,
      });
    }
    let shoe: LiveShoeRow | undefined;
    let position = 0;
    if (previous?.shoeId) {
      const place = shoePlaceOf(outcomeOf(previous));
      if (!place?.cutCardReached) {
        shoe = await repository.shoeById(previous.shoeId);
        position = place ? place.nextPosition : previous.position!;
      }
    }
    if (!shoe) {
      shoe = await newShoe(table, (previous?.shoeNumber ?? 0) + 1);
      position = shoeCards(shoe, table.decks).firstPosition;
    }
    return repository.insertRound({
      ...timeline,
      shoeId: shoe.id,
      shoeNumber: shoe.number,
      position,
      seedHash: shoe.seedHash,
      clientSeed: shoe.clientSeed,
    });
  };

  /** The table's round of the moment: the latest, or the one after it once it is settled or cancelled. */
  const currentRound = async (table: LiveTableRow, at = now()) => {
    const latest = await repository.latestRound(table.id);
    if (latest && (latest.status === 'betting' || latest.status === 'dealing')) return latest;
    return openNext(table, latest, at);
  };

  /** The round's outcome: dealt from its shoe, or drawn from its own seed. Pure; stored once. */
  const outcomeFor = async (table: LiveTableRow, round: LiveRoundRow): Promise<TLiveOutcome> => {
    const kind = kindOf(table);
    if (kind === 'baccarat' || kind === 'dragon_tiger') {
      const shoe = await repository.shoeById(round.shoeId!);
      return dealFromShoe(kind, shoeCards(shoe!, table.decks), round.position!);
    }
    return drawFromSeeds(kind, { serverSeed: round.serverSeed!, clientSeed: round.clientSeed, nonce: 0 });
  };

  /** Closes betting and fixes the outcome: a conditional update, so bets locked in before it count. */
  const deal = async (table: LiveTableRow, round: LiveRoundRow, at: Date) =>
    (await repository.moveRound(round.id, ['betting'], {
      status: 'dealing',
      outcome: await outcomeFor(table, round),
      dealtAt: at,
    })) ?? (await repository.roundById(round.id))!;

  /**
   * Fixes the payouts of a dealt round's slips and moves their provider rounds to `settling`, in one
   * transaction under the live round's lock and the provider rounds' (taken in id order), with one
   * statement per table rather than per slip (ADR 091): a slip resolved already, or a round cancelled
   * meanwhile, is left as it is. Answers the provider rounds moved, by slip id.
   */
  const resolveSlips = (table: LiveTableRow, slips: readonly LiveSlipRow[]) =>
    inTx(async (tx) => {
      const moved = new Map<number, RoundRow>();
      if (slips.length === 0) return moved;
      const round = await tx.live.lockRound(slips[0]!.roundId);
      const outcome = round && outcomeOf(round);
      if (round?.status !== 'dealing' || !outcome) return moved;
      const open = new Map(
        (await tx.rounds.lockRounds(slips.map((slip) => slip.providerRoundId!)))
          .filter((locked) => locked.status === 'open')
          .map((locked) => [locked.id, locked]),
      );
      const resolving = slips.filter((slip) => open.has(slip.providerRoundId!));
      const betsOf = new Map<number, LiveBetRow[]>();
      for (const bet of await tx.live.betsOfSlips(resolving.map((slip) => slip.id))) {
        betsOf.set(bet.slipId, [...(betsOf.get(bet.slipId) ?? []), bet]);
      }
      const bets: { id: number; payoutMinor: bigint; status: string }[] = [];
      const payouts: { id: number; payoutMinor: bigint }[] = [];
      const closing: Parameters<typeof tx.rounds.closeRounds>[0][number][] = [];
      for (const slip of resolving) {
        const locked = open.get(slip.providerRoundId!)!;
        const placed = betsOf.get(slip.id) ?? [];
        const settled = settleBets(
          outcome,
          placed.map((bet) => ({ spot: bet.spot, stake: Number(bet.stakeMinor) })),
          table.mode,
        );
        let payoutMinor = 0n;
        for (const [i, bet] of placed.entries()) {
          const payout = BigInt(settled[i]!.payout);
          payoutMinor += payout;
          bets.push({ id: bet.id, payoutMinor: payout, status: betStatus(bet.stakeMinor, payout) });
        }
        payouts.push({ id: slip.id, payoutMinor });
        closing.push({
          id: locked.id,
          action: 'deal',
          record: {
            table: table.code,
            round: round.number,
            outcome,
            bets: settled.map(({ spot, stake, payout }) => ({ spot, stake, payout })),
          },
          multiplier: Number((payoutMinor * BigInt(MULTIPLIER_ONE)) / locked.stakeMinor),
          payoutMinor,
          state: { table: table.code, round: round.number },
        });
      }
      await tx.live.settleBets(bets);
      const stillPlaced = await tx.live.resolveSlips(payouts);
      const closed = new Map(
        (await tx.rounds.closeRounds(closing.filter((_, i) => stillPlaced.has(payouts[i]!.id)))).map(
          (row) => [row.id, row],
        ),
      );
      for (const slip of resolving) {
        const row = closed.get(slip.providerRoundId!);
        if (row) moved.set(slip.id, row);
      }
      return moved;
    });

  const sessionFor = (round: RoundRow) => rounds.sessionById(round.sessionId);

  /** Refunds a cancelled round's slip: its debit rolled back, its bets marked refunded. */
  const refundSlip = async (slip: LiveSlipRow, round: RoundRow, at: Date) => {
    const session = await sessionFor(round);
    if (!session) return false;
    const refunded = await provider.refund(round, session, ['open']);
    if (!refunded) return false;
    await repository.refundBetsOfSlip(slip.id);
    await repository.moveSlip(slip.id, ['placed'], { status: 'refunded', payoutMinor: 0n, settledAt: at });
    return true;
  };

  /**
   * Ends a slip whose provider round is past `open`: a `settling` one credited (a zero credit closes
   * a lost one), then the slip marked as its round ended. False while its end is still unknown.
   */
  const finishBooked = async (slip: LiveSlipRow, booked: RoundRow, at: Date) => {
    const session = booked.status === 'settling' ? await sessionFor(booked) : undefined;
    const current = session ? await provider.settle(booked, session) : booked;
    if (current.status === 'settled') {
      await repository.moveSlip(slip.id, ['placed'], { status: 'settled', settledAt: at });
      return true;
    }
    if (current.status !== 'refunded') return false;
    await repository.refundBetsOfSlip(slip.id);
    await repository.moveSlip(slip.id, ['placed'], { status: 'refunded', payoutMinor: 0n, settledAt: at });
    return true;
  };

  /**
   * Brings every placed slip of a dealt or cancelled round to its end: resolved and credited, or
   * refunded when the round is cancelled. A dealt round's slips go together (ADR 091): resolved in
   * one transaction, credited in one signed batch, marked settled in one statement. Answers how many
   * are not finished yet.
   */
  const finishSlips = async (table: LiveTableRow, round: LiveRoundRow, at: Date) => {
    const placed = await repository.placedSlipsOf(round.id);
    let unfinished = 0;
    const failed = (error: unknown, roundId: string) => {
      unfinished += 1;
      log?.error({ err: error, roundId, table: table.code }, 'live: settling a slip failed');
    };
    if (round.status === 'cancelled') {
      for (const { slip, round: booked } of placed) {
        try {
          if (booked.status === 'open' && !(await refundSlip(slip, booked, at))) unfinished += 1;
          else if (booked.status !== 'open' && !(await finishBooked(slip, booked, at))) unfinished += 1;
        } catch (error) {
          failed(error, booked.roundId);
        }
      }
      return unfinished;
    }
    let resolved = new Map<number, RoundRow>();
    try {
      resolved = await resolveSlips(
        table,
        placed.filter(({ round: booked }) => booked.status === 'open').map(({ slip }) => slip),
      );
    } catch (error) {
      log?.error({ err: error, table: table.code, round: round.number }, 'live: resolving a round failed');
    }
    const current = new Map<number, RoundRow | undefined>();
    for (const { slip, round: booked } of placed) {
      current.set(
        slip.id,
        resolved.get(slip.id) ??
          (booked.status === 'open' ? await rounds.roundByRoundId(booked.roundId) : booked),
      );
    }
    const settling = [...current.values()].filter((row): row is RoundRow => row?.status === 'settling');
    // Never throws: what it could not confirm stays settling, for the sweep.
    const paid = await provider.settleMany(settling);
    const settledSlips: number[] = [];
    for (const { slip, round: booked } of placed) {
      const row = current.get(slip.id);
      if (row && (row.status === 'settled' || paid.has(row.id))) settledSlips.push(slip.id);
      else if (row?.status === 'refunded') {
        try {
          await finishBooked(slip, row, at);
        } catch (error) {
          failed(error, booked.roundId);
        }
      } else unfinished += 1;
    }
    await repository.settleSlips(settledSlips, at);
    return unfinished;
  };

  /** Settles a dealt round once its result is shown: every slip paid, then the round marked settled. */
  const settleRound = async (table: LiveTableRow, round: LiveRoundRow, at: Date) => {
    if ((await finishSlips(table, round, at)) > 0) return round;
    const perRound = !dealsFromShoe(kindOf(table));
    const settled = await repository.moveRound(round.id, ['dealing'], {
      status: 'settled',
      settledAt: at,
      ...(perRound ? { revealedAt: at } : {}),
    });
    // The shoe's last round: its seed is revealed, and the next round opens a new shoe.
    if (settled?.shoeId && shoePlaceOf(outcomeOf(settled))?.cutCardReached) {
      await repository.revealShoe(settled.shoeId, at);
    }
    return settled ?? round;
  };

  /**
   * One table's due work, if this server holds (or can take) its lease: deal rounds whose betting has
   * closed, settle rounds whose result is shown, refund what cancelled rounds still hold. Then (any
   * server) the next round opens once the last one is finished.
   */
  const processTable = async (table: LiveTableRow, at: Date, open = true) => {
    const unfinished = await repository.unfinishedRounds(table.id);
    const leftovers = await repository.cancelledWithSlips(table.id);
    if (unfinished.some((round) => at >= round.dealsAt) || leftovers.length > 0) {
      const leased = await repository.leaseTable(table.id, node, at, new Date(at.getTime() + LEASE_MS));
      if (leased) {
        for (let round of unfinished) {
          if (round.status === 'betting' && at >= round.dealsAt) round = await deal(table, round, at);
          if (round.status === 'dealing' && at >= round.resultAt) await settleRound(table, round, at);
        }
        for (const round of leftovers) await finishSlips(table, round, at);
      }
    }
    return open ? currentRound(table, at) : undefined;
  };

  /** One beat of the schedule (every server, a few times a second): every table's due work. */
  const advance = async () => {
    const at = now();
    for (const table of await enabledTables()) {
      try {
        await processTable(table, at);
      } catch (error) {
        log?.error({ err: error, table: table.code }, 'live: advancing a table failed');
      }
    }
  };

  /** The provider sweep's part: due rounds dealt and settled, cancelled ones refunded, none opened. */
  const sweep = async () => {
    const at = now();
    for (const table of await enabledTables()) await processTable(table, at, false);
  };

  /**
   * Cancels a round not yet settled (a dealer's fault, an outage): betting closes and every slip not
   * already resolved is refunded. A slip resolved before the cancel is paid as dealt.
   */
  const cancelRound = async (
    tableCode: string,
    number: number,
    reason: string,
    /** Written in the cancel's own transaction (the operator's audit record): both or neither. */
    record?: (tx: Database, cancelled: LiveRoundRow) => Promise<void>,
  ) => {
    const table = await tableOf(tableCode);
    const round = await repository.roundByNumber(table.id, number);
    if (!round) throw roundNotFound();
    const at = now();
    const cancelled = await inTx(async (tx) => {
      const moved = await tx.live.moveRound(round.id, ['betting', 'dealing'], {
        status: 'cancelled',
        cancelReason: reason.slice(0, 200),
        settledAt: at,
        // A void dice or wheel round shows its seed; a card round's shoe deals on and stays secret.
        ...(dealsFromShoe(kindOf(table)) ? {} : { revealedAt: at }),
      });
      if (moved) await record?.(tx.db, moved);
      return moved;
    });
    if (!cancelled) throw badAction('round_finished');
    const unfinished = await finishSlips(table, cancelled, at);
    return { round: cancelled, unfinished };
  };

  /** The limits a brand's players bet within at a table. */
  const limitsOf = async (table: LiveTableRow, brand: string): Promise<StakeLimits> =>
    (await repository.brandLimits(table.id, brand)) ?? table;

  const tableView = (table: LiveTableRow, limits: StakeLimits = table): TLiveTable => {
    const kind = kindOf(table);
    return {
      code: table.code,
      name: table.name,
      kind,
      mode: modeOf(table),
      decks: dealsFromShoe(kind) ? table.decks : null,
      bettingMs: table.bettingMs,
      dealingMs: table.dealingMs,
      limits: {
        minStake: fromMinorUnits(limits.minStakeMinor),
        maxStake: fromMinorUnits(limits.maxStakeMinor),
      },
      houseEdges: houseEdgesOf(kind, modeOf(table), table.decks),
    };
  };

  const roundView = (round: LiveRoundRow, at: Date): TLiveRound => ({
    number: round.number,
    phase: phaseOf(round, at),
    bettingAt: round.bettingAt.toISOString(),
    dealsAt: round.dealsAt.toISOString(),
    resultAt: round.resultAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
    shoeNumber: round.shoeNumber,
    position: round.position,
    outcome: outcomeOf(round),
    seedHash: round.seedHash,
    clientSeed: round.clientSeed,
    serverSeed: round.revealedAt ? round.serverSeed : null,
  });

  const shoeView = (shoe: LiveShoeRow): TLiveShoe => ({
    number: shoe.number,
    seedHash: shoe.seedHash,
    clientSeed: shoe.clientSeed,
    serverSeed: shoe.revealedAt ? shoe.serverSeed : null,
    revealedAt: shoe.revealedAt?.toISOString() ?? null,
  });

  const resultView = (round: LiveRoundRow): TLiveResult => ({
    number: round.number,
    shoeNumber: round.shoeNumber,
    outcome: outcomeOf(round)!,
  });

  /** The roads of a baccarat round's shoe: its settled rounds in order. */
  const roadsOf = async (table: LiveTableRow, round: LiveRoundRow) => {
    if (kindOf(table) !== 'baccarat' || !round.shoeId) return null;
    const results = (await repository.dealtRoundsOfShoe(round.shoeId)).flatMap((r) => {
      const outcome = outcomeOf(r);
      return r.status === 'settled' && outcome?.kind === 'baccarat' ? [outcome] : [];
    });
    return baccaratRoads(results);
  };

  /** One row per spot: the player's stake on it over every slip, and what it paid once settled. */
  const myBetsView = (bets: LiveBetRow[]): TLiveMyBet[] => {
    const bySpot = new Map<string, { stake: bigint; payout: bigint | null; status: TLiveMyBet['status'] }>();
    for (const bet of bets) {
      if (bet.status === 'refunded') {
        if (!bySpot.has(bet.spot))
          bySpot.set(bet.spot, { stake: bet.stakeMinor, payout: 0n, status: 'refunded' });
        continue;
      }
      const row = bySpot.get(bet.spot);
      const payout = bet.payoutMinor;
      if (!row || row.status === 'refunded') {
        bySpot.set(bet.spot, { stake: bet.stakeMinor, payout, status: bet.status as TLiveMyBet['status'] });
        continue;
      }
      row.stake += bet.stakeMinor;
      row.payout = row.payout === null || payout === null ? null : row.payout + payout;
      row.status = row.payout === null ? 'placed' : betStatus(row.stake, row.payout);
    }
    return [...bySpot].map(([spot, row]) => ({
      spot,
      stake: fromMinorUnits(row.stake),
      payout: row.payout === null ? null : fromMinorUnits(row.payout),
      status: row.status,
    }));
  };

  const liveSession = async (token: string | undefined) => {
    const session = await provider.sessionOf(token);
    if (session.engine !== LIVE_FAMILY) throw badAction('not_live');
    return session;
  };

  /** A table's state for a (re)connecting client and the live feed; with a session, the player's bets. */
  const publicState = async (tableCode: string, token?: string): Promise<TLiveTableState> => {
    const session = token ? await liveSession(token) : undefined;
    const table = await tableOf(tableCode);
    const at = now();
    const round = await currentRound(table, at);
    const card = dealsFromShoe(kindOf(table));
    const [results, roads, shoe, previousShoe, myBets, limits] = await Promise.all([
      repository.recentResults(table.id, RECENT_RESULTS),
      roadsOf(table, round),
      card && round.shoeId ? repository.shoeById(round.shoeId) : undefined,
      card ? repository.lastRevealedShoe(table.id) : undefined,
      session ? repository.betsOfPlayer(round.id, session.brand, session.player) : undefined,
      session ? limitsOf(table, session.brand) : table,
    ]);
    return {
      serverTime: at.toISOString(),
      table: tableView(table, limits),
      round: roundView(round, at),
      results: results.map(resultView),
      roads,
      shoe: shoe ? shoeView(shoe) : null,
      previousShoe: previousShoe ? shoeView(previousShoe) : null,
      myBets: myBets ? myBetsView(myBets) : null,
    };
  };

  /**
   * Every table with its round of the moment, its last results and (baccarat) its roads; with a
   * session, each table's limits are the ones its brand's players bet within.
   */
  const lobby = async (token?: string): Promise<TLiveLobby> => {
    // A session gone stale still sees the lobby, with the tables' own limits.
    const session = token ? await liveSession(token).catch(() => undefined) : undefined;
    const at = now();
    const list = [];
    for (const table of await enabledTables()) {
      const round = await currentRound(table, at);
      const [results, roads, limits] = await Promise.all([
        repository.recentResults(table.id, LOBBY_RESULTS),
        roadsOf(table, round),
        session ? limitsOf(table, session.brand) : table,
      ]);
      list.push({
        table: tableView(table, limits),
        round: roundView(round, at),
        results: results.map(resultView),
        roads,
      });
    }
    return { serverTime: at.toISOString(), tables: list };
  };

  /** Opens a live title's session from the operator's one-time launch token. */
  const startSession = async (input: {
    vendor: string;
    gameCode: string;
    launchToken: string;
  }): Promise<TLiveSession> => {
    const session = await openTableSession(provider, input, LIVE_TITLE_TABLES, LIVE_FAMILY);
    return session;
  };

  /** A replayed request: the first slip's answer (its bets as they stand now), or a refusal. */
  const replay = async (slip: LiveSlipRow, digest: string): Promise<TLiveBetsValue> => {
    if (slip.digest !== digest) throw requestReused();
    const answer = slip.answer as TLiveBetsValue | null;
    if (slip.status === 'pending' || !answer) throw badAction('request_pending');
    return {
      ...answer,
      myBets: myBetsView(await repository.betsOfPlayer(slip.roundId, slip.brand, slip.player)),
    };
  };

  /**
   * A slip of bets on the table's round in its betting window: every spot and stake checked before
   * anything is debited, then the slip's total debited once through the protocol. The window and the
   * limits are checked again under the round's lock after the debit; a slip that no longer fits is
   * refunded. `requestId` makes a repeat answer the first slip.
   */
  const placeBets = async (
    token: string | undefined,
    tableCode: string,
    input: { requestId: string; bets: { spot: string; stake: string }[] },
  ): Promise<TLiveBetsValue> => {
    const session = await liveSession(token);
    const table = await tableOf(tableCode);
    const limits = await limitsOf(table, session.brand);
    const kind = kindOf(table);
    // One line per spot (the first bet naming it is where a refusal points).
    const lines = new Map<string, { index: number; stakeMinor: bigint }>();
    input.bets.forEach((bet, index) => {
      let spot: string;
      try {
        spot = canonicalSpot(kind, bet.spot);
      } catch (error) {
        if (error instanceof EngineInputError) throw badSpot(index, error.reason);
        throw error;
      }
      const stakeMinor = toMinorUnits(bet.stake);
      if (stakeMinor <= 0n) throw stakeOutOfRange(index, limits);
      const line = lines.get(spot);
      if (line) line.stakeMinor += stakeMinor;
      else lines.set(spot, { index, stakeMinor });
    });
    const digest = sha256Hex(
      JSON.stringify([
        table.code,
        [...lines].map(([spot, { stakeMinor }]) => [spot, String(stakeMinor)]).sort(),
      ]),
    );
    const earlier = await repository.slipByRequest(session.brand, session.player, input.requestId);
    if (earlier) return replay(earlier, digest);

    const at = now();
    const round = await currentRound(table, at);
    if (round.status !== 'betting' || at >= round.dealsAt) throw bettingClosed();
    /** The first line whose spot would end outside the player's limits, given what they have on it. */
    const overLimit = (have: Map<string, bigint>) => {
      for (const [spot, { index, stakeMinor }] of lines) {
        const total = (have.get(spot) ?? 0n) + stakeMinor;
        if (total < limits.minStakeMinor || total > limits.maxStakeMinor)
          return stakeOutOfRange(index, limits);
      }
      return undefined;
    };
    const quoted = overLimit(await repository.stakesOfPlayer(round.id, session.brand, session.player));
    if (quoted) throw quoted;

    const totalMinor = [...lines.values()].reduce((sum, line) => sum + line.stakeMinor, 0n);
    const claim = await repository.claimSlip({
      roundId: round.id,
      tableId: table.id,
      brand: session.brand,
      player: session.player,
      currency: session.currency,
      requestId: input.requestId,
      digest,
      totalMinor,
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
        LIVE_FAMILY,
        { table: table.code, round: round.number },
        totalMinor,
      );
    } catch (error) {
      // Refused (nothing moved) or unanswered (the provider sweep rolls the debit back): the key is free.
      await repository.releaseSlip(claim.id);
      throw error;
    }
    const { round: booked, afterDebit } = debited;
    const answer: TLiveBetsValue = {
      table: table.code,
      roundNumber: round.number,
      roundId: booked.roundId,
      requestId: input.requestId,
      total: fromMinorUnits(totalMinor),
      balance: fromMinorUnits(afterDebit),
      myBets: [],
    };
    const placed = await inTx(async (tx) => {
      const locked = await tx.live.lockRound(round.id);
      // The window is checked again after the debit: a slip booked after the close is refunded.
      if (locked?.status !== 'betting' || now() >= locked.dealsAt) return bettingClosed();
      const refused = overLimit(await tx.live.stakesOfPlayer(round.id, session.brand, session.player));
      if (refused) return refused;
      await tx.live.insertBets(
        [...lines].map(([spot, { stakeMinor }]) => ({
          slipId: claim.id,
          roundId: round.id,
          providerRoundId: booked.id,
          brand: session.brand,
          player: session.player,
          spot,
          stakeMinor,
        })),
      );
      await tx.live.moveSlip(claim.id, ['pending'], { status: 'placed', providerRoundId: booked.id, answer });
      return openBookedRound(tx.rounds, booked, {
        game: 'live',
        action: { table: table.code, round: round.number, bets: input.bets },
        record: { table: table.code, round: round.number, seedHash: round.seedHash, shoe: round.shoeNumber },
        state: { table: table.code, round: round.number },
        balanceBeforeMinor: afterDebit + totalMinor,
      });
    });
    if (placed instanceof AppError) {
      await provider
        .refund(booked, session)
        .catch((error) =>
          log?.error({ err: error, roundId: booked.roundId }, 'live: refund failed; the sweep retries'),
        );
      await repository.releaseSlip(claim.id);
      throw placed;
    }
    return {
      ...answer,
      myBets: myBetsView(await repository.betsOfPlayer(round.id, session.brand, session.player)),
    };
  };

  /** The session's player's latest slips (of one table, or all), newest first. */
  const history = async (token: string | undefined, tableCode?: string): Promise<TLiveHistory> => {
    const session = await liveSession(token);
    const table = tableCode ? await tableOf(tableCode) : undefined;
    const slips = await repository.slipsOfPlayer(session.brand, session.player, MY_SLIPS, table?.id);
    const [bets, liveRounds] = await Promise.all([
      repository.betsOfSlips(slips.map(({ slip }) => slip.id)),
      repository.roundsByIds([...new Set(slips.map(({ slip }) => slip.roundId))]),
    ]);
    const tables = new Map(
      (await repository.tablesByIds([...new Set(slips.map(({ slip }) => slip.tableId))])).map((t) => [
        t.id,
        t,
      ]),
    );
    const roundsById = new Map(liveRounds.map((r) => [r.id, r]));
    return {
      slips: slips.map(({ slip, roundUuid }) => {
        const round = roundsById.get(slip.roundId)!;
        return {
          roundId: roundUuid,
          table: tables.get(slip.tableId)!.code,
          roundNumber: round.number,
          status: slip.status as 'placed' | 'settled' | 'refunded',
          total: fromMinorUnits(slip.totalMinor),
          payout: slip.payoutMinor === null ? null : fromMinorUnits(slip.payoutMinor),
          bets: myBetsView(bets.filter((bet) => bet.slipId === slip.id)),
          // The outcome once the round is over (a dealt round's is public from the deal).
          outcome: round.status === 'betting' ? null : outcomeOf(round),
          createdAt: slip.createdAt.toISOString(),
        };
      }),
    };
  };

  /** A shoe for the verifier: its commitment, its seed once ended, and every round dealt from it. */
  const verifyShoe = async (tableCode: string, number: number): Promise<TLiveShoeVerify> => {
    const table = await tableOf(tableCode);
    if (!dealsFromShoe(kindOf(table))) throw roundNotFound();
    const shoe = await repository.shoeByNumber(table.id, number);
    if (!shoe) throw new AppError(404, 'LIVE_ROUND_NOT_FOUND', 'live_err_shoe_not_found', 'params.number');
    const dealt = await repository.dealtRoundsOfShoe(shoe.id);
    return {
      table: table.code,
      kind: kindOf(table),
      decks: table.decks,
      shoe: shoeView(shoe),
      nonce: 0,
      rounds: dealt.map((round) => ({
        number: round.number,
        position: round.position!,
        outcome: outcomeOf(round)!,
      })),
    };
  };

  /** A round for the verifier: its own seed once settled (dice, wheel), or its shoe's. */
  const verifyRound = async (tableCode: string, number: number): Promise<TLiveRoundVerify> => {
    const table = await tableOf(tableCode);
    const round = await repository.roundByNumber(table.id, number);
    if (!round) throw roundNotFound();
    const shoe = round.shoeId ? await repository.shoeById(round.shoeId) : undefined;
    const card = dealsFromShoe(kindOf(table));
    return {
      table: table.code,
      kind: kindOf(table),
      decks: card ? table.decks : null,
      round: roundView(round, now()),
      nonce: 0,
      shoe: shoe ? shoeView(shoe) : null,
    };
  };

  return {
    ensureTables,
    advance,
    sweep,
    processTable,
    cancelRound,
    currentRound: async (tableCode: string) => currentRound(await tableOf(tableCode)),
    publicState,
    lobby,
    startSession,
    placeBets,
    history,
    verifyShoe,
    verifyRound,
  };
};

export type LiveService = ReturnType<typeof createLiveService>;
