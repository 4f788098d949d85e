/**
 * Live tables' API (`/provider/live/*`, issue 21, ADR 082): baccarat, dragon tiger, sic bo and
 * European roulette as shared timed rounds on the house provider. Stakes and payouts are money
 * strings; cards are two-letter codes (`AS`, `TD`, `KH`: rank A 2–9 T J Q K, suit S H D C); spots
 * are the engines' names (`banker`, `player-pair`, `total:9`, `split:17-20`, `dozen:2`, …).
 */
import { z } from 'zod';
import { Money } from '../money.ts';
import { ZProviderStartRequest } from './house-games.ts';

export const LiveKind = z.enum(['baccarat', 'dragon_tiger', 'sic_bo', 'roulette']);
export type TLiveKind = z.infer<typeof LiveKind>;

/** Baccarat: the banker pays 0.95:1 (`commission`) or 1:1 and 1:2 on a six (`no_commission`). */
export const LiveMode = z.enum(['commission', 'no_commission']);
export type TLiveMode = z.infer<typeof LiveMode>;

/**
 * `betting` until `dealsAt`; `dealing` from then (the outcome appears once dealt; the client
 * animates it until `resultAt`); `settled` once every bet is paid; `cancelled` (every bet refunded).
 */
export const LivePhase = z.enum(['betting', 'dealing', 'settled', 'cancelled']);
export type TLivePhase = z.infer<typeof LivePhase>;

export const TableCode = z.string().regex(/^[A-Z0-9-]{3,32}$/);

const Card = z.string().regex(/^[A2-9TJQK][SHDC]$/);
/** Where the round dealt from in its shoe, and whether the cut card came out (the shoe's last round). */
const ShoePlace = {
  position: z.number().int(),
  nextPosition: z.number().int(),
  cutCardReached: z.boolean(),
};

export const ZBaccaratOutcome = z.object({
  kind: z.literal('baccarat'),
  player: z.array(Card),
  banker: z.array(Card),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  winner: z.enum(['player', 'banker', 'tie']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  natural: z.boolean(),
  ...ShoePlace,
});
export const ZDragonTigerOutcome = z.object({
  kind: z.literal('dragon_tiger'),
  dragon: Card,
  tiger: Card,
  winner: z.enum(['dragon', 'tiger', 'tie']),
  suitedTie: z.boolean(),
  ...ShoePlace,
});
export const ZSicBoOutcome = z.object({
  kind: z.literal('sic_bo'),
  dice: z.array(z.number().int().min(1).max(6)).length(3),
  total: z.number().int(),
  triple: z.boolean(),
});
export const ZRouletteOutcome = z.object({
  kind: z.literal('roulette'),
  number: z.number().int().min(0).max(36),
  color: z.enum(['green', 'red', 'black']),
  /** The pocket's place on the wheel, clockwise from the zero (where the wheel stops). */
  wheelIndex: z.number().int(),
});
export const ZLiveOutcome = z.discriminatedUnion('kind', [
  ZBaccaratOutcome,
  ZDragonTigerOutcome,
  ZSicBoOutcome,
  ZRouletteOutcome,
]);
export type TLiveOutcome = z.infer<typeof ZLiveOutcome>;

/** The baccarat roads of the current shoe: `grid[column][row]`, six rows, null for an empty cell. */
const Grid = <T extends z.ZodType>(cell: T) => z.array(z.array(cell.nullable()));
const RoadResult = z.object({
  winner: z.enum(['player', 'banker', 'tie']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
});
const DerivedColor = z.enum(['red', 'blue']);
export const ZBaccaratRoads = z.object({
  bead: Grid(RoadResult),
  big: Grid(
    z.object({
      winner: z.enum(['player', 'banker']),
      ties: z.number().int(),
      playerPair: z.boolean(),
      bankerPair: z.boolean(),
    }),
  ),
  bigEyeBoy: Grid(DerivedColor),
  small: Grid(DerivedColor),
  cockroach: Grid(DerivedColor),
});
export type TBaccaratRoads = z.infer<typeof ZBaccaratRoads>;

export const ZLiveTable = z.object({
  code: TableCode,
  name: z.string(),
  kind: LiveKind,
  mode: LiveMode.nullable(),
  /** Card games: decks in the shoe; null otherwise. */
  decks: z.number().int().nullable(),
  bettingMs: z.number().int(),
  dealingMs: z.number().int(),
  /** A player's stake on one spot in one round: at least `minStake`, at most `maxStake` in all. */
  limits: z.object({ minStake: Money, maxStake: Money }),
  /**
   * The exact house edge of every bet in percent (two decimals): per spot for baccarat, dragon tiger
   * and sic bo, per kind of bet for roulette (`straight`, `split`, …, `dozen`, `column`).
   */
  houseEdges: z.record(z.string(), z.string()),
});
export type TLiveTable = z.infer<typeof ZLiveTable>;

export const ZLiveRound = z.object({
  number: z.number().int(),
  phase: LivePhase,
  bettingAt: z.string(),
  /** Betting closes then: the countdown's end. */
  dealsAt: z.string(),
  /** The deal or spin is over then: the client has shown the result. */
  resultAt: z.string(),
  settledAt: z.string().nullable(),
  /** Card games: the shoe and the position of the round's first card. */
  shoeNumber: z.number().int().nullable(),
  position: z.number().int().nullable(),
  /** Null until dealt. */
  outcome: ZLiveOutcome.nullable(),
  /** The committed SHA-256: the shoe's seed (card games) or the round's own seed. */
  seedHash: z.string(),
  clientSeed: z.string(),
  /** Sic bo and roulette: the round's seed once settled (card games reveal the shoe's, see `shoe`). */
  serverSeed: z.string().nullable(),
});
export type TLiveRound = z.infer<typeof ZLiveRound>;

export const ZLiveResult = z.object({
  number: z.number().int(),
  shoeNumber: z.number().int().nullable(),
  outcome: ZLiveOutcome,
});
export type TLiveResult = z.infer<typeof ZLiveResult>;

/** A shoe's commitment; its seed once it has ended. Nonce is always 0. */
export const ZLiveShoe = z.object({
  number: z.number().int(),
  seedHash: z.string(),
  clientSeed: z.string(),
  serverSeed: z.string().nullable(),
  revealedAt: z.string().nullable(),
});
export type TLiveShoe = z.infer<typeof ZLiveShoe>;

export const ZLiveMyBet = z.object({
  spot: z.string(),
  stake: Money,
  /** Stake included; null until settled. */
  payout: Money.nullable(),
  status: z.enum(['placed', 'won', 'push', 'lost', 'refunded']),
});
export type TLiveMyBet = z.infer<typeof ZLiveMyBet>;

export const ZLiveTableState = z.object({
  serverTime: z.string(),
  table: ZLiveTable,
  round: ZLiveRound,
  /** The last results, newest first. */
  results: z.array(ZLiveResult),
  /** Baccarat: the current shoe's roads; null for the other games. */
  roads: ZBaccaratRoads.nullable(),
  /** Card games: the current shoe's commitment. */
  shoe: ZLiveShoe.nullable(),
  /** Card games: the last ended shoe, its seed revealed (the verifier recomputes it). */
  previousShoe: ZLiveShoe.nullable(),
  /** With a session: the player's bets in the current round, one row per spot; else null. */
  myBets: z.array(ZLiveMyBet).nullable(),
});
export type TLiveTableState = z.infer<typeof ZLiveTableState>;

export const ZLiveLobby = z.object({
  serverTime: z.string(),
  tables: z.array(
    z.object({
      table: ZLiveTable,
      round: ZLiveRound,
      results: z.array(ZLiveResult),
      roads: ZBaccaratRoads.nullable(),
    }),
  ),
});
export type TLiveLobby = z.infer<typeof ZLiveLobby>;

export const ZLiveSessionRequest = ZProviderStartRequest;
export const ZLiveSession = z.object({
  token: z.string(),
  player: z.string(),
  currency: z.string(),
  balance: Money,
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  /** The table the title opens (the player may bet at any live table with the session). */
  table: TableCode.nullable(),
});
export type TLiveSession = z.infer<typeof ZLiveSession>;

export const ZLiveBet = z.object({
  spot: z.string().min(1).max(48),
  stake: Money.refine((value) => !value.startsWith('-') && value !== '0.00', 'stake must be positive'),
});
export const ZLiveBetsRequest = z.object({
  /**
   * The client's idempotency key for this slip (a UUID): a repeat answers the first slip and moves no
   * money. Re-bet and double are new slips with new keys.
   */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  bets: z.array(ZLiveBet).min(1).max(60),
});
export type TLiveBetsRequest = z.infer<typeof ZLiveBetsRequest>;

export const ZLiveBetsValue = z.object({
  table: TableCode,
  roundNumber: z.number().int(),
  /** The slip's provider round id (its bet record id at the operator). */
  roundId: z.string(),
  requestId: z.string(),
  total: Money,
  /** The wallet balance after the slip's debit. */
  balance: Money,
  /** All the player's bets in this round (this slip's and earlier ones'), one row per spot. */
  myBets: z.array(ZLiveMyBet),
});
export type TLiveBetsValue = z.infer<typeof ZLiveBetsValue>;

export const ZLiveHistoryQuery = z.object({ table: TableCode.optional() });
export const ZLiveHistory = z.object({
  slips: z.array(
    z.object({
      roundId: z.string(),
      table: TableCode,
      roundNumber: z.number().int(),
      status: z.enum(['placed', 'settled', 'refunded']),
      total: Money,
      payout: Money.nullable(),
      bets: z.array(ZLiveMyBet),
      outcome: ZLiveOutcome.nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type TLiveHistory = z.infer<typeof ZLiveHistory>;

/** A shoe for the verifier: recompute `shoeFromSeeds` and deal each round from its position. */
export const ZLiveShoeVerify = z.object({
  table: TableCode,
  kind: LiveKind,
  decks: z.number().int(),
  shoe: ZLiveShoe,
  nonce: z.literal(0),
  rounds: z.array(z.object({ number: z.number().int(), position: z.number().int(), outcome: ZLiveOutcome })),
});
export type TLiveShoeVerify = z.infer<typeof ZLiveShoeVerify>;

/** A round for the verifier: sic bo and roulette recompute it from its own seed, card games from the shoe. */
export const ZLiveRoundVerify = z.object({
  table: TableCode,
  kind: LiveKind,
  decks: z.number().int().nullable(),
  round: ZLiveRound,
  nonce: z.literal(0),
  /** Card games: the round's shoe (its seed once the shoe has ended). */
  shoe: ZLiveShoe.nullable(),
});
export type TLiveRoundVerify = z.infer<typeof ZLiveRoundVerify>;
