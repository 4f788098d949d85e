/**
 * The house game provider's API (`/provider/*`), called by our game clients with the provider's
 * own session token (docs/decisions/031-house-game-provider.md). Member envelope; money as
 * two-decimal strings (ADR 005); engine actions and step records are each engine's own JSON.
 */
import { z } from 'zod';
import { Money } from '../money.ts';

const Code = z.string().trim().min(1).max(64);

export const ZProviderStartRequest = z.object({
  vendor: z.string().trim().min(1).max(16),
  gameCode: Code,
  launchToken: z.string().min(16).max(128),
});
export type TProviderStartRequest = z.infer<typeof ZProviderStartRequest>;

/** What the player sees before betting: the commitment, their seed and the next nonce. */
export const ZFairness = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int(),
});
export type TFairness = z.infer<typeof ZFairness>;

export const ClientSeed = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');

export const ZRoundStep = z.object({
  seq: z.number().int(),
  action: z.unknown(),
  record: z.unknown(),
  multiplier: z.number().int(),
  finished: z.boolean(),
  at: z.string(),
});
export type TRoundStep = z.infer<typeof ZRoundStep>;

export const RoundStatus = z.enum(['pending', 'open', 'settling', 'settled', 'refunded', 'rejected']);
export type TRoundStatus = z.infer<typeof RoundStatus>;

export const ZProviderRound = z.object({
  roundId: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  engine: z.string(),
  currency: z.string(),
  status: RoundStatus,
  stake: Money,
  /** Ten-thousandths of the stake (10000 = 1×). */
  multiplier: z.number().int(),
  payout: Money,
  balanceBefore: Money.nullable(),
  balanceAfter: Money.nullable(),
  nonce: z.number().int().nullable(),
  clientSeed: z.string().nullable(),
  serverSeedHash: z.string(),
  /** Shown once the player has rotated the seed this round used. */
  serverSeed: z.string().nullable(),
  /** The engine configuration the round was played with (the verifier needs it). */
  config: z.unknown(),
  steps: z.array(ZRoundStep),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TProviderRound = z.infer<typeof ZProviderRound>;

export const ZProviderSession = z.object({
  token: z.string(),
  player: z.string(),
  currency: z.string(),
  balance: Money,
  game: z.object({
    vendor: z.string(),
    gameCode: z.string(),
    gameName: z.string(),
    engine: z.string(),
    rtp: z.string(),
    config: z.unknown(),
  }),
  fairness: ZFairness,
  /** A multi-step round left unfinished, to resume. */
  openRound: ZProviderRound.nullable(),
});
export type TProviderSession = z.infer<typeof ZProviderSession>;

export const ZPlayRequest = z.object({
  stake: Money.refine((value) => !value.startsWith('-') && value !== '0.00', 'stake must be positive'),
  action: z.unknown(),
});
export type TPlayRequest = z.infer<typeof ZPlayRequest>;

export const ZActRequest = z.object({
  action: z.unknown(),
  /**
   * The step the action is meant to be (how many steps the client has seen). A retry whose step is
   * already played is answered with the round as it stands, never played twice. Optional.
   */
  seq: z.number().int().min(0).max(10_000).optional(),
});
export type TActRequest = z.infer<typeof ZActRequest>;

export const ZPlayValue = z.object({ round: ZProviderRound, balance: Money, fairness: ZFairness });
export type TPlayValue = z.infer<typeof ZPlayValue>;

export const ZSetClientSeedRequest = z.object({ clientSeed: ClientSeed });

export const ZRotateRequest = z.object({ clientSeed: ClientSeed.optional() });
export const ZRotateValue = z.object({
  /** The seed pair just retired, with its server seed revealed. */
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** Rounds played with it (nonces 0 … rounds − 1). */
    rounds: z.number().int(),
  }),
  fairness: ZFairness,
});
export type TRotateValue = z.infer<typeof ZRotateValue>;

export const ZHistoryValue = z.object({ rounds: z.array(ZProviderRound) });
export type THistoryValue = z.infer<typeof ZHistoryValue>;
