/**
 * Crash's API (`/provider/crash/*`, ADR 039): shared timed games on a provably-fair hash chain.
 * Multipliers are in hundredths (100 = 1.00×) as in `packages/games/src/crash.ts`; money as
 * two-decimal strings. A game's hash and crash point are null until it has crashed.
 */
import { z } from 'zod';
import { Money } from '../money.ts';
import { ZPlayValue } from './house-games.ts';

export const CrashPhase = z.enum(['betting', 'running', 'crashed']);
export type TCrashPhase = z.infer<typeof CrashPhase>;

/** A target or cash-out in hundredths: 1.01× … 1,000,000×. */
export const CrashMultiplier = z.number().int().min(101).max(100_000_000);

export const ZCrashGame = z.object({
  /** The game's number on the site (counts every game of every chain). */
  number: z.number().int(),
  /** Its position in its chain: its hash, hashed this many times, is the chain's commitment. */
  chainGame: z.number().int(),
  phase: CrashPhase,
  bettingAt: z.string(),
  /** The curve's time zero: the multiplier at t ms after it is floor(100 × e^(0.00006 t)) hundredths. */
  startsAt: z.string(),
  crashesAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  crashPoint: z.number().int().nullable(),
  hash: z.string().nullable(),
});
export type TCrashGame = z.infer<typeof ZCrashGame>;

export const ZCrashBetView = z.object({
  /** The bet's number (a list key; it names nobody). */
  id: z.number().int(),
  /** The player's name, masked (`de***1`). */
  name: z.string(),
  stake: Money,
  currency: z.string(),
  /** Hundredths it cashed out at; null while in, or lost. */
  cashedOutAt: z.number().int().nullable(),
  payout: Money.nullable(),
});
export type TCrashBetView = z.infer<typeof ZCrashBetView>;

export const ZCrashMyBet = z.object({
  roundId: z.string(),
  gameNumber: z.number().int(),
  stake: Money,
  autoCashOut: z.number().int().nullable(),
  cashedOutAt: z.number().int().nullable(),
  /** The tick (100 ms) it cashed out at, or null. */
  tick: z.number().int().nullable(),
  payout: Money.nullable(),
  /** Whether its outcome is fixed: cashed out, or lost in the crash. */
  resolved: z.boolean(),
  /** The crash point of its round once it was lost in the crash (shown after the next round opens). */
  crashPoint: z.number().int().nullable(),
  /** The wallet balance after its credit, once credited (an auto cash-out is paid with no call). */
  balance: Money.nullable(),
});
export type TCrashMyBet = z.infer<typeof ZCrashMyBet>;

export const ZCrashRecent = z.object({
  number: z.number().int(),
  chainGame: z.number().int(),
  crashPoint: z.number().int(),
  hash: z.string(),
  commitment: z.string(),
  salt: z.string(),
});
export type TCrashRecent = z.infer<typeof ZCrashRecent>;

export const ZCrashState = z.object({
  /** The server's clock when the state was taken: the client keeps its offset from it. */
  serverTime: z.string(),
  bettingMs: z.number().int(),
  game: ZCrashGame,
  bets: z.array(ZCrashBetView),
  /** The last crashed games, newest first. */
  recent: z.array(ZCrashRecent),
  /** The current game's chain: its commitment, published before its first game, and the public salt. */
  chain: z.object({ commitment: z.string(), salt: z.string(), length: z.number().int() }),
  /**
   * The caller's bet (with a provider session) on the current game, else on the game before (its
   * outcome), else null.
   */
  myBet: ZCrashMyBet.nullable(),
});
export type TCrashState = z.infer<typeof ZCrashState>;

export const ZCrashBetRequest = z.object({
  stake: Money.refine((value) => !value.startsWith('-') && value !== '0.00', 'stake must be positive'),
  autoCashOut: CrashMultiplier.nullable().optional(),
});
export type TCrashBetRequest = z.infer<typeof ZCrashBetRequest>;

/** A bet's or a cash-out's answer: the round, the balance, the fairness (as every play) and the bet. */
export const ZCrashPlayValue = ZPlayValue.extend({ bet: ZCrashMyBet });
export type TCrashPlayValue = z.infer<typeof ZCrashPlayValue>;
