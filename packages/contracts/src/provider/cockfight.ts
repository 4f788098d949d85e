/**
 * Cockfight arenas' API (`/provider/cockfight/*`, issue 22, ADR 087): shared fights on the house
 * provider, each bet booked through the seamless protocol. Stakes, pools and payouts are money
 * strings; prices are thousandths of the stake paid back (1900 → 1.900×, stake included).
 */
import { z } from 'zod';
import { Money } from '../money.ts';
import { ZProviderStartRequest } from './house-games.ts';

export const ArenaCode = z.string().regex(/^[A-Z0-9-]{3,32}$/);
export const CockfightSide = z.enum(['meron', 'wala', 'draw']);
export type TCockfightSide = z.infer<typeof CockfightSide>;
export const FightStatus = z.enum(['OPEN', 'LAST_CALL', 'CLOSED', 'RESULT', 'CANCELLED']);
export type TFightStatus = z.infer<typeof FightStatus>;
export const FightResult = z.enum(['MERON', 'WALA', 'DRAW']);
export type TFightResult = z.infer<typeof FightResult>;
export const FightOutcome = z.enum(['MERON', 'WALA', 'DRAW', 'CANCELLED']);
export const ArenaMode = z.enum(['auto', 'manual']);

export const ZCockfightOdds = z.object({
  mode: z.enum(['parimutuel', 'fixed']),
  /** Parimutuel: the cut in basis points (500 = 5 %). */
  cutBps: z.number().int().nullable(),
  /** Fixed: the posted prices in thousandths. */
  meronMilli: z.number().int().nullable(),
  walaMilli: z.number().int().nullable(),
});

export const ZCockfightArena = z.object({
  code: ArenaCode,
  name: z.string(),
  mode: ArenaMode,
  odds: ZCockfightOdds,
  /** Per side per fight per player. */
  limits: z.object({ minStake: Money, maxStake: Money }),
  /** Auto arenas: the phases' lengths; null for manual arenas. */
  phases: z
    .object({
      openMs: z.number().int(),
      lastCallMs: z.number().int(),
      closedMs: z.number().int(),
      resultMs: z.number().int(),
    })
    .nullable(),
  streamUrl: z.string().nullable(),
});
export type TCockfightArena = z.infer<typeof ZCockfightArena>;

const Pools = z.object({ meron: Money, wala: Money, draw: Money });

/** The live board: each side's price if the fight ended now (parimutuel moves with every bet). */
export const ZCockfightBoard = z.object({
  mode: z.enum(['parimutuel', 'fixed']),
  meronMilli: z.number().int(),
  walaMilli: z.number().int(),
  drawMilli: z.number().int(),
  /** Parimutuel: a side has no bets yet, so a result now would refund Meron and Wala. */
  oneSided: z.boolean(),
});

export const ZCockfightFight = z.object({
  number: z.number().int(),
  /** As stored, or (auto arenas) as the clock has it already. */
  status: FightStatus,
  result: FightResult.nullable(),
  opensAt: z.string(),
  lastCallAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  resultAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  pools: Pools,
  board: ZCockfightBoard,
  /** Auto arenas: the commitment from the start, the seed once the result is out. */
  seedHash: z.string().nullable(),
  clientSeed: z.string().nullable(),
  serverSeed: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type TCockfightFight = z.infer<typeof ZCockfightFight>;

export const ZCockfightResult = z.object({ number: z.number().int(), outcome: FightOutcome });
export type TCockfightResult = z.infer<typeof ZCockfightResult>;

const Grid = <T extends z.ZodType>(cell: T) => z.array(z.array(cell.nullable()));
export const ZCockfightTrend = z.object({
  bead: Grid(z.object({ fightNumber: z.number().int(), outcome: FightOutcome })),
  bigRoad: Grid(
    z.object({ winner: z.enum(['MERON', 'WALA']), fightNumber: z.number().int(), draws: z.number().int() }),
  ),
  counts: z.object({
    MERON: z.number().int(),
    WALA: z.number().int(),
    DRAW: z.number().int(),
    CANCELLED: z.number().int(),
  }),
});

export const ZCockfightMyBet = z.object({
  side: CockfightSide,
  stake: Money,
  payout: Money.nullable(),
  status: z.enum(['placed', 'won', 'lost', 'refunded']),
});
export type TCockfightMyBet = z.infer<typeof ZCockfightMyBet>;

export const ZCockfightArenaState = z.object({
  serverTime: z.string(),
  arena: ZCockfightArena,
  /** The arena's fight of the moment (null for a manual arena before its first fight). */
  fight: ZCockfightFight.nullable(),
  /** The latest finished fights, newest first. */
  results: z.array(ZCockfightResult),
  trend: ZCockfightTrend,
  /** With a session: the player's bets on the fight, one per slip. */
  myBets: z.array(ZCockfightMyBet).nullable(),
  /** With a session: the balance as the arenas last saw it (after the last bet or payout); else null. */
  balance: Money.nullable(),
});
export type TCockfightArenaState = z.infer<typeof ZCockfightArenaState>;

export const ZCockfightLobby = z.object({
  serverTime: z.string(),
  arenas: z.array(
    z.object({
      arena: ZCockfightArena,
      fight: ZCockfightFight.nullable(),
      results: z.array(ZCockfightResult),
    }),
  ),
});
export type TCockfightLobby = z.infer<typeof ZCockfightLobby>;

export const ZCockfightSessionRequest = ZProviderStartRequest;
export const ZCockfightSession = z.object({
  token: z.string(),
  player: z.string(),
  currency: z.string(),
  balance: Money,
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  /** The arena the title opens (the session may bet at any arena). */
  table: ArenaCode.nullable(),
});
export type TCockfightSession = z.infer<typeof ZCockfightSession>;

export const ZCockfightBetRequest = z.object({
  /** The client's idempotency key (a UUID): a repeat answers the first slip and moves no money. */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  side: CockfightSide,
  stake: Money.refine((value) => !value.startsWith('-') && value !== '0.00', 'stake must be positive'),
});
export type TCockfightBetRequest = z.infer<typeof ZCockfightBetRequest>;

export const ZCockfightBetValue = z.object({
  arena: ArenaCode,
  fightNumber: z.number().int(),
  /** The provider round the slip is booked as. */
  roundId: z.string(),
  requestId: z.string(),
  side: CockfightSide,
  stake: Money,
  balance: Money,
  myBets: z.array(ZCockfightMyBet),
});
export type TCockfightBetValue = z.infer<typeof ZCockfightBetValue>;

/** A fight for the verifier: its seed once the result is out, and how the result is drawn from it. */
export const ZCockfightFightVerify = z.object({
  arena: ArenaCode,
  fight: ZCockfightFight,
  /** The stream's nonce: the fight's number. */
  nonce: z.number().int(),
  /** The outcome weights the result is drawn with (auto arenas), null for a manual arena. */
  weights: z
    .object({
      MERON: z.number().int(),
      WALA: z.number().int(),
      DRAW: z.number().int(),
      CANCELLED: z.number().int(),
    })
    .nullable(),
});
export type TCockfightFightVerify = z.infer<typeof ZCockfightFightVerify>;
