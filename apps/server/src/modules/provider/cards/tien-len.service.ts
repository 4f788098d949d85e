/**
 * Tiến Lên Miền Nam tables on the house provider (issue 21, ADR 084): hands of four seats, players
 * and the house's bots, the rules of `packages/games/src/cards/tien-len.ts`, the money through the
 * seamless protocol as every house game's.
 *
 * A player sits by putting up the table's escrow (one provider round: its debit); a hand waits
 * `wait_ms` for more players, then the bots take the empty seats and the cards are dealt from the
 * hand's committed seed. Each turn has a deadline: a bot acts at it, a player who has not acted is
 * played for (a pass, or a leader's weakest card). When the hand ends, who pays whom is fixed, each
 * seat held to its escrow, the house rakes what a player wins, and each player's round is credited
 * escrow + winnings − rake (zero when the whole escrow is lost).
 *
 * No server keeps state another needs (DESIGN.md §1): the hand is its row, changed only under its
 * lock, so a player's move and a deadline on another server never both apply; a player who reloads
 * or comes back on another server is shown their seat as it stands.
 */
import { fromMinorUnits } from '@luckwell/contracts/money';
import {
  CARD_HISTORY_SIZE,
  type TCardActionRequest,
  type TCardHand,
  type TCardHistory,
  type TCardPulse,
  type TCardSession,
  type TCardTable,
  type TCardTableState,
} from '@luckwell/contracts/provider/cards';
import {
  applyAction,
  autoAction,
  botAction,
  rake,
  settleHandCapped,
  settlementLines,
  startHand,
  type TienLenState,
} from '@luckwell/games/cards/tien-len';
import { EngineInputError, MULTIPLIER_ONE } from '@luckwell/games/engine';
import { commitServerSeed, newServerSeed } from '@luckwell/games/rng';
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
  type CardHandRow,
  type CardSeatRow,
  type CardTableRow,
  createCardsRepository,
} from './cards.repository.ts';

type Log = { error: (obj: object, msg: string) => void };

/** The session family of card-table titles, and the catalogue family that opens them. */
export const CARDS_FAMILY = 'cards';
export const TIEN_LEN_FAMILY = 'tien-len';

export type CardTableSpec = {
  code: string;
  name: string;
  seats: number;
  baseMinor: bigint;
  escrowUnits: number;
  rakeBps: number;
  rakeCapMinor: bigint;
  turnMs: number;
  botMs: number;
  waitMs: number;
  sort: number;
};

/**
 * The house's table. A unit is 1.00; a seat puts up 60 units, more than any ordinary loss (13 cards,
 * or 26 for cóng, plus every 2 and four of a kind left); 5 % rake, at most 20 units a hand.
 */
export const DEFAULT_CARD_TABLES: readonly CardTableSpec[] = [
  {
    code: 'LWCARD-TL-1',
    name: 'Tiến Lên Miền Nam',
    seats: 4,
    baseMinor: 100n,
    escrowUnits: 60,
    rakeBps: 500,
    rakeCapMinor: 2_000n,
    turnMs: 15_000,
    botMs: 900,
    waitMs: 5_000,
    sort: 1,
  },
];

/** The table a PVP title of a card family opens. */
export const CARD_TITLE_TABLES: Readonly<Record<string, string>> = { [TIEN_LEN_FAMILY]: 'LWCARD-TL-1' };
export const cardTablePath = (engine: string | null) => {
  const code = engine ? CARD_TITLE_TABLES[engine] : undefined;
  return code ? `/cardTable/${code}` : undefined;
};

/** The house's bots, marked as bots wherever they sit. */
const BOT_NAMES = ['Bot An', 'Bot Bình', 'Bot Chi', 'Bot Dũng'];
/** How many due hands one beat works through at most. */
const BEAT_HANDS = 50;
const CREDIT_RETRY_MS = 5_000;
/** A hand dealt within this of the last one's end continues its game (its winner leads). */
const CONTINUING_GAME_MS = 2 * 60_000;

const tableNotFound = () =>
  new AppError(404, 'CARD_TABLE_NOT_FOUND', 'cards_err_table_not_found', 'params.table');
const notSeated = () => new AppError(409, 'CARD_NOT_SEATED', 'cards_err_not_seated');
const badPlay = (reason: string) => new AppError(409, 'CARD_BAD_PLAY', `cards_err_${reason}`, 'body.cards');
const notCards = () => new AppError(409, 'PROVIDER_BAD_ACTION', 'cards_err_not_cards');

/** `demo_player` → `dem***er`: enough to tell players apart, not to find them. */
export const maskName = (player: string) =>
  player.length <= 4 ? `${player.slice(0, 1)}***` : `${player.slice(0, 3)}***${player.slice(-2)}`;

type Settlement = { deltas: string[]; rakes: string[] };

/** How many of a table's latest hands its feed watches (the waiting, playing and settling ones). */
const PULSE_HANDS = 4;

type Options = {
  db: Database;
  provider: Pick<ProviderService, 'openSession' | 'sessionOf' | 'debitRound' | 'settle' | 'refund'>;
  now?: () => Date;
  log?: Log;
  tables?: readonly CardTableSpec[];
  /** A hand's server seed, from its client seed (tests pick deals; production draws a fresh one). */
  serverSeedFor?: (clientSeed: string) => string;
};

export const createTienLenService = ({
  db,
  provider,
  now = () => new Date(),
  log,
  tables: specs = DEFAULT_CARD_TABLES,
  serverSeedFor = () => newServerSeed(),
}: Options) => {
  const repository = createCardsRepository(db);
  const rounds = createProviderRepository(db, now);
  const inTx = <T>(
    work: (tx: {
      cards: ReturnType<typeof createCardsRepository>;
      rounds: ReturnType<typeof createProviderRepository>;
    }) => Promise<T>,
  ) =>
    db.transaction((raw) =>
      work({
        cards: createCardsRepository(raw as unknown as Database),
        rounds: createProviderRepository(raw as unknown as Database, now),
      }),
    );
  type Tx = Parameters<Parameters<typeof inTx>[0]>[0];

  let ensured: Promise<void> | undefined;
  const ensureTables = () => {
    ensured ??= repository
      .ensureTables(specs.map((spec) => ({ ...spec, game: 'tien_len' })))
      .catch((error: unknown) => {
        ensured = undefined;
        throw error;
      });
    return ensured;
  };
  const tableOf = async (code: string) => {
    await ensureTables();
    const table = await repository.tableByCode(code);
    if (!table?.enabled) throw tableNotFound();
    return table;
  };
  const escrowOf = (table: CardTableRow) => table.baseMinor * BigInt(table.escrowUnits);

  const cardsSession = async (token: string | undefined) => {
    const session = await provider.sessionOf(token);
    if (session.engine !== CARDS_FAMILY) throw notCards();
    return session;
  };

  const tableView = (table: CardTableRow): TCardTable => ({
    code: table.code,
    name: table.name,
    game: 'tien_len',
    seats: table.seats,
    base: fromMinorUnits(table.baseMinor),
    escrow: fromMinorUnits(escrowOf(table)),
    rakePercent: (table.rakeBps / 100).toFixed(2),
    rakeCap: fromMinorUnits(table.rakeCapMinor),
    turnMs: table.turnMs,
  });

  const stateOf = (hand: CardHandRow) => hand.state as TienLenState | null;
  const isBot = (seats: CardSeatRow[], seat: number) => seats.find((s) => s.seat === seat)?.kind === 'bot';
  const dueAfter = (table: CardTableRow, seats: CardSeatRow[], state: TienLenState, at: Date) =>
    new Date(at.getTime() + (isBot(seats, state.turn) ? table.botMs : table.turnMs));

  /**
   * The hand has ended: each seat's gain held to its escrow, the rake on each player's winnings, and
   * every player's provider round moved to `settling` with escrow + gain − rake. The credits follow.
   */
  const finish = async (
    tx: Tx,
    table: CardTableRow,
    hand: CardHandRow,
    seats: CardSeatRow[],
    state: TienLenState,
    at: Date,
  ) => {
    const escrow = escrowOf(table);
    const deltas = settleHandCapped(state, Number(table.baseMinor), Number(escrow));
    const rakes = deltas.map((delta, seat) =>
      !isBot(seats, seat) && delta > 0 ? rake(delta, table.rakeBps / 100, Number(table.rakeCapMinor)) : 0,
    );
    for (const seat of seats) {
      if (seat.kind !== 'player' || seat.providerRoundId === null) continue;
      const locked = await tx.rounds.lockRound(seat.providerRoundId);
      if (locked?.status !== 'open') continue;
      const payoutMinor = seat.escrowMinor + BigInt(deltas[seat.seat]!) - BigInt(rakes[seat.seat]!);
      const moved = await closeBookedRound(tx.rounds, locked, {
        action: 'finish',
        record: {
          table: table.code,
          hand: hand.number,
          seat: seat.seat,
          winner: state.winner,
          delta: String(deltas[seat.seat]),
          rake: String(rakes[seat.seat]),
        },
        multiplier: Number((payoutMinor * BigInt(MULTIPLIER_ONE)) / locked.stakeMinor),
        payoutMinor,
        state: { table: table.code, hand: hand.number, seat: seat.seat },
      });
      if (!moved) throw new Error(`cards: round ${locked.roundId} moved under us`);
    }
    const settlement: Settlement = { deltas: deltas.map(String), rakes: rakes.map(String) };
    return tx.cards.updateHand(hand.id, { status: 'finished', state, settlement, finishedAt: at, dueAt: at });
  };

  /** After a move (or the deal): the hand finishes, or the next seat's deadline is set. */
  const moved = (
    tx: Tx,
    table: CardTableRow,
    hand: CardHandRow,
    seats: CardSeatRow[],
    state: TienLenState,
    at: Date,
  ) =>
    state.status === 'finished'
      ? finish(tx, table, hand, seats, state, at)
      : tx.cards.updateHand(hand.id, { state, dueAt: dueAfter(table, seats, state, at) });

  /**
   * Who leads a hand: the previous hand's winner, when they were a player who sits in this one and
   * that hand finished within `CONTINUING_GAME_MS` — the game goes on, and they lead with anything.
   * Otherwise (a bot won, the winner left, or the table stood idle) it is a table's first game,
   * led by the holder of 3♠ (undefined).
   */
  const leaderOf = async (
    tx: Tx,
    table: CardTableRow,
    hand: CardHandRow,
    seats: CardSeatRow[],
    at: Date,
  ): Promise<number | undefined> => {
    const previous = await tx.cards.handByNumber(table.id, hand.number - 1);
    const winnerSeat = previous && stateOf(previous)?.winner;
    if (!previous?.finishedAt || winnerSeat == null) return undefined;
    if (at.getTime() - previous.finishedAt.getTime() > CONTINUING_GAME_MS) return undefined;
    const winner = (await tx.cards.seatsOf(previous.id)).find((s) => s.seat === winnerSeat);
    if (winner?.kind !== 'player') return undefined;
    return seats.find((s) => s.kind === 'player' && s.brand === winner.brand && s.player === winner.player)
      ?.seat;
  };

  /** Bots take the empty seats and the cards are dealt from the hand's seed. */
  const deal = async (tx: Tx, table: CardTableRow, hand: CardHandRow, at: Date) => {
    const seated = await tx.cards.seatsOf(hand.id);
    const taken = new Set(seated.map((s) => s.seat));
    const seats = [...seated];
    for (let seat = 0; seat < table.seats; seat++) {
      if (taken.has(seat)) continue;
      seats.push(
        await tx.cards.insertSeat({
          handId: hand.id,
          seat,
          kind: 'bot',
          name: BOT_NAMES[seat % BOT_NAMES.length]!,
          escrowMinor: 0n,
        }),
      );
    }
    seats.sort((a, b) => a.seat - b.seat);
    const state = startHand({
      seeds: { serverSeed: hand.serverSeed, clientSeed: hand.clientSeed, nonce: 0 },
      seats: table.seats,
      leader: await leaderOf(tx, table, hand, seats, at),
    });
    const playing = await tx.cards.updateHand(hand.id, { status: 'playing', startedAt: at });
    return moved(tx, table, playing, seats, state, at);
  };

  const newHand = async (table: CardTableRow, at: Date) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const number = (await repository.lastNumber(table.id)) + 1;
      const clientSeed = `${table.code}:${number}`;
      const serverSeed = serverSeedFor(clientSeed);
      const hand = await repository.insertHand({
        tableId: table.id,
        number,
        dueAt: new Date(at.getTime() + table.waitMs),
        serverSeed,
        seedHash: commitServerSeed(serverSeed),
        clientSeed,
      });
      if (hand) return hand;
    }
    throw new Error(`cards: could not open a hand at ${table.code}`);
  };

  /** Credits a finished hand's players; the hand is settled once every credit is confirmed. */
  const credit = async (hand: CardHandRow) => {
    let unfinished = 0;
    for (const { round } of await repository.roundsOfHand(hand.id)) {
      let current: RoundRow = round;
      try {
        if (current.status === 'settling') {
          const session = await rounds.sessionById(current.sessionId);
          if (session) current = await provider.settle(current, session);
        }
      } catch (error) {
        log?.error({ err: error, roundId: round.roundId }, 'cards: a credit failed; the beat retries');
      }
      if (current.status !== 'settled' && current.status !== 'refunded') unfinished += 1;
    }
    if (unfinished === 0) {
      await inTx(async (tx) => {
        const locked = await tx.cards.lockHand(hand.id);
        if (locked?.status === 'finished') {
          await tx.cards.updateHand(hand.id, { status: 'settled', settledAt: now() });
        }
      });
    }
  };

  /**
   * One due hand's work under its lock: a waiting hand is dealt; at a turn's deadline the bot acts or
   * the player is played for; a finished hand is claimed for its credits (the beat credits it after).
   */
  const processDue = async (at: Date) =>
    inTx(async (tx) => {
      const hand = await tx.cards.lockDueHand(at);
      if (!hand) return undefined;
      const table = (await tx.cards.tableById(hand.tableId))!;
      if (hand.status === 'waiting') return deal(tx, table, hand, at);
      if (hand.status === 'finished') {
        return tx.cards.updateHand(hand.id, { dueAt: new Date(at.getTime() + CREDIT_RETRY_MS) });
      }
      const seats = await tx.cards.seatsOf(hand.id);
      const state = stateOf(hand)!;
      const action = isBot(seats, state.turn) ? botAction(state, state.turn) : autoAction(state, state.turn);
      return moved(tx, table, hand, seats, applyAction(state, action), at);
    });

  /** One beat of the tables (every server, a few times a second): every due hand, then the credits. */
  const advance = async () => {
    await ensureTables();
    const at = now();
    for (let i = 0; i < BEAT_HANDS; i++) {
      const hand = await processDue(at);
      if (!hand) break;
      if (hand.status === 'finished') await credit(hand);
    }
  };

  const seatView = (seat: CardSeatRow, mine: CardSeatRow | undefined, hand: CardHandRow) => {
    const state = stateOf(hand);
    const settlement = hand.settlement as Settlement | null;
    return {
      seat: seat.seat,
      kind: seat.kind as 'player' | 'bot',
      name: seat.name,
      me: seat.id === mine?.id,
      cardsLeft: state?.hands[seat.seat]?.length ?? 0,
      passed: state?.trick.passed.includes(seat.seat) ?? false,
      result: settlement
        ? {
            delta: fromMinorUnits(BigInt(settlement.deltas[seat.seat]!)),
            rake: fromMinorUnits(BigInt(settlement.rakes[seat.seat]!)),
          }
        : null,
    };
  };

  const handView = async (hand: CardHandRow, mine: CardSeatRow): Promise<TCardHand> => {
    const seats = await repository.seatsOf(hand.id);
    const state = stateOf(hand);
    const over = hand.status === 'finished' || hand.status === 'settled';
    const round =
      mine.providerRoundId === null ? undefined : await repository.providerRound(mine.providerRoundId);
    return {
      number: hand.number,
      status: hand.status as TCardHand['status'],
      startsAt: (hand.startedAt ?? hand.dueAt).toISOString(),
      turnDeadline: hand.status === 'playing' ? hand.dueAt.toISOString() : null,
      mySeat: mine.seat,
      seats: seats.map((seat) => seatView(seat, mine, hand)),
      turn: state && hand.status === 'playing' ? state.turn : null,
      hand: state?.hands[mine.seat] ?? [],
      top:
        state?.trick.top && state.trick.topSeat !== null
          ? { type: state.trick.top.type, cards: state.trick.top.cards, seat: state.trick.topSeat }
          : null,
      openingCard: state?.openingCard ?? null,
      leader: state?.leader ?? null,
      actions: (state?.actions ?? []).map((action) => ({
        seat: action.seat,
        type: action.type,
        cards: action.type === 'play' ? action.cards : [],
      })),
      winner: state?.winner ?? null,
      instantWin: state?.instantWin ?? null,
      dealt: over && state ? state.dealt : null,
      left: over && state ? state.hands : null,
      lines: over && state ? settlementLines(state) : null,
      escrow: fromMinorUnits(mine.escrowMinor),
      payout: round?.status === 'settled' ? fromMinorUnits(round.payoutMinor) : null,
      seedHash: hand.seedHash,
      clientSeed: hand.clientSeed,
      serverSeed: over ? hand.serverSeed : null,
    };
  };

  /** The table for a (re)connecting client: with a session, the player's hand there and balance. */
  const tableState = async (tableCode: string, token?: string): Promise<TCardTableState> => {
    const session = token ? await cardsSession(token) : undefined;
    const table = await tableOf(tableCode);
    const latest = session ? await repository.latestSeat(table.id, session.brand, session.player) : undefined;
    const round =
      latest?.seat.providerRoundId != null
        ? await repository.providerRound(latest.seat.providerRoundId)
        : undefined;
    let balanceMinor: bigint | null = null;
    if (round?.balanceAfterMinor != null) balanceMinor = round.balanceAfterMinor;
    else if (round?.balanceBeforeMinor != null) balanceMinor = round.balanceBeforeMinor - round.stakeMinor;
    return {
      serverTime: now().toISOString(),
      table: tableView(table),
      hand: latest ? await handView(latest.hand, latest.seat) : null,
      balance: balanceMinor === null ? null : fromMinorUnits(balanceMinor),
      handsInPlay: await repository.handsInPlay(table.id),
    };
  };

  /** What the table's feed watches: its latest hands' numbers, statuses, versions and seats. */
  const pulse = async (tableCode: string): Promise<TCardPulse> => {
    const table = await tableOf(tableCode);
    return {
      table: table.code,
      hands: (await repository.latestHands(table.id, PULSE_HANDS)).map((hand) => ({
        ...hand,
        status: hand.status as TCardPulse['hands'][number]['status'],
      })),
    };
  };

  /**
   * The session's player's hand history at a table: their latest finished hands, newest first, each
   * with every seat's result, their own cards as dealt and the revealed seed to verify the deal.
   */
  const history = async (token: string | undefined, tableCode: string): Promise<TCardHistory> => {
    const session = await cardsSession(token);
    const table = await tableOf(tableCode);
    const rows = await repository.finishedHandsOf(table.id, session.brand, session.player, CARD_HISTORY_SIZE);
    const seatsOf = new Map<number, CardSeatRow[]>();
    for (const seat of await repository.seatsOfHands(rows.map((row) => row.hand.id))) {
      seatsOf.set(seat.handId, [...(seatsOf.get(seat.handId) ?? []), seat]);
    }
    return {
      hands: rows.map(({ seat: mine, hand, round }) => {
        const state = stateOf(hand);
        const settlement = hand.settlement as Settlement;
        const deltaOf = (seat: number) => fromMinorUnits(BigInt(settlement.deltas[seat] ?? '0'));
        return {
          number: hand.number,
          status: hand.status as 'finished' | 'settled',
          finishedAt: (hand.finishedAt ?? hand.dueAt).toISOString(),
          mySeat: mine.seat,
          seats: (seatsOf.get(hand.id) ?? []).map((seat) => ({
            seat: seat.seat,
            name: seat.name,
            kind: seat.kind as 'player' | 'bot',
            me: seat.id === mine.id,
            delta: deltaOf(seat.seat),
          })),
          winner: state?.winner ?? null,
          instantWin: state?.instantWin ?? null,
          dealt: state?.dealt[mine.seat] ?? [],
          escrow: fromMinorUnits(mine.escrowMinor),
          delta: deltaOf(mine.seat),
          rake: fromMinorUnits(BigInt(settlement.rakes[mine.seat] ?? '0')),
          payout: round?.status === 'settled' ? fromMinorUnits(round.payoutMinor) : null,
          seedHash: hand.seedHash,
          clientSeed: hand.clientSeed,
          serverSeed: hand.serverSeed,
        };
      }),
    };
  };

  /** Opens a card title's session from the operator's one-time launch token. */
  const startSession = async (input: {
    vendor: string;
    gameCode: string;
    launchToken: string;
  }): Promise<TCardSession> => {
    const session = await openTableSession(provider, input, CARD_TITLE_TABLES, CARDS_FAMILY);
    // The family was chosen because the title's engine opens a table.
    return { ...session, table: session.table ?? CARD_TITLE_TABLES[TIEN_LEN_FAMILY]! };
  };

  /**
   * Sits the player at the table's hand that is seating (or a new one) for the next hand: the escrow
   * debited first, then the seat taken under the hand's lock. A hand that started or filled up in the
   * meantime gives the escrow back and the next hand is tried. Already seated in a hand not yet
   * settled, or repeating `requestId`: that seat, and no money moves.
   */
  const sit = async (token: string | undefined, tableCode: string, input: { requestId: string }) => {
    const session = await cardsSession(token);
    const table = await tableOf(tableCode);
    const current = await repository.latestSeat(table.id, session.brand, session.player);
    const repeated = await repository.seatByRequest(session.brand, session.player, input.requestId);
    if (repeated || (current && current.hand.status !== 'settled')) return tableState(tableCode, token);
    const escrow = escrowOf(table);
    for (let attempt = 0; attempt < 3; attempt++) {
      const at = now();
      const waiting = await repository.waitingHand(table.id);
      const hand = waiting && waiting.dueAt > at ? waiting : await newHand(table, at);
      const { round: booked, afterDebit } = await provider.debitRound(
        session,
        CARDS_FAMILY,
        { table: table.code, hand: hand.number },
        escrow,
      );
      const seated = await inTx(async (tx) => {
        const locked = await tx.cards.lockHand(hand.id);
        if (locked?.status !== 'waiting') return undefined;
        const seats = await tx.cards.seatsOf(hand.id);
        if (seats.some((s) => s.brand === session.brand && s.player === session.player)) return undefined;
        const free = Array.from({ length: table.seats }, (_, i) => i).find(
          (i) => !seats.some((s) => s.seat === i),
        );
        if (free === undefined) return undefined;
        const seat = await tx.cards.insertSeat({
          handId: hand.id,
          seat: free,
          kind: 'player',
          name: maskName(session.player),
          brand: session.brand,
          player: session.player,
          requestId: input.requestId,
          sessionId: session.id,
          providerRoundId: booked.id,
          escrowMinor: escrow,
        });
        await openBookedRound(tx.rounds, booked, {
          game: 'cards',
          action: { table: table.code, hand: hand.number, seat: free },
          record: { table: table.code, hand: hand.number, seat: free, seedHash: hand.seedHash },
          state: { table: table.code, hand: hand.number, seat: free },
          balanceBeforeMinor: afterDebit + escrow,
        });
        // The last seat taken by a player: the hand need not wait.
        if (seats.length + 1 === table.seats) await deal(tx, table, locked, now());
        return seat;
      });
      if (seated) return tableState(tableCode, token);
      await provider
        .refund(booked, session)
        .catch((error: unknown) =>
          log?.error({ err: error, roundId: booked.roundId }, 'cards: refund failed; the sweep retries'),
        );
    }
    throw new AppError(409, 'CARD_NOT_SEATED', 'cards_err_busy');
  };

  /** The player's play or pass in their hand being played (the rules engine decides what is legal). */
  const act = async (token: string | undefined, tableCode: string, input: TCardActionRequest) => {
    const session = await cardsSession(token);
    const table = await tableOf(tableCode);
    const current = await repository.latestSeat(table.id, session.brand, session.player);
    if (current?.hand.status !== 'playing') throw notSeated();
    const hand = await inTx(async (tx) => {
      const locked = await tx.cards.lockHand(current.hand.id);
      if (locked?.status !== 'playing') throw badPlay('hand_finished');
      const seats = await tx.cards.seatsOf(locked.id);
      const state = stateOf(locked)!;
      let next: TienLenState;
      try {
        next = applyAction(
          state,
          input.type === 'pass'
            ? { seat: current.seat.seat, type: 'pass' }
            : { seat: current.seat.seat, type: 'play', cards: input.cards },
        );
      } catch (error) {
        if (error instanceof EngineInputError) throw badPlay(error.reason);
        throw error;
      }
      return moved(tx, table, locked, seats, next, now());
    });
    if (hand.status === 'finished') await credit(hand);
    return tableState(tableCode, token);
  };

  return { ensureTables, advance, tableState, pulse, history, startSession, sit, act };
};

export type TienLenService = ReturnType<typeof createTienLenService>;
