/**
 * Fishing rooms' protocol (`/provider/fishing/*`, issue 22, ADR 088): a room's public state over HTTP
 * and the room protocol over WebSocket, JSON messages. Money is money strings; positions are field
 * units of the 1,600 × 900 field; times are epoch milliseconds of the server's clock.
 */
import { z } from 'zod';
import { Money } from '../money.ts';
import { ZFairness, ZProviderStartRequest } from './house-games.ts';

export const RoomCode = z.string().regex(/^[A-Z0-9-]{3,32}$/);
export const FishId = z.string().regex(/^\d{1,15}\.\d$/);

export const ZFishingSessionRequest = ZProviderStartRequest;

export const ZFishingSession = z.object({
  token: z.string(),
  player: z.string(),
  currency: z.string(),
  balance: Money,
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  /** The room the title opens. */
  table: RoomCode.nullable(),
});
export type TFishingSession = z.infer<typeof ZFishingSession>;

const Point = z.object({ x: z.number().int(), y: z.number().int() });

export const ZFish = z.object({
  id: FishId,
  speciesId: z.string(),
  spawnAtMs: z.number().int(),
  lifetimeMs: z.number().int(),
  path: z.array(Point).length(4),
  captured: z.boolean(),
});

export const ZFishingRoom = z.object({
  code: RoomCode,
  /** The schedule's seed (public: it places fish, never decides a capture) and its SHA-256. */
  roomSeed: z.string(),
  seedHash: z.string(),
  /** Spawn slot 0 starts here (epoch ms). */
  openedAtMs: z.number().int(),
  seats: z.number().int(),
});

/** GET /provider/fishing/rooms/:room: the room and the fish on screen now (the client's first paint). */
export const ZFishingRoomState = z.object({
  serverTimeMs: z.number().int(),
  room: ZFishingRoom,
  fish: z.array(ZFish),
});
export type TFishingRoomState = z.infer<typeof ZFishingRoomState>;

export const ZFishingWeapon = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['cannon', 'net', 'lightning']),
  stakePerHit: Money,
  maxHits: z.number().int(),
  reach: z.number().int(),
  rtpBasisPoints: z.number().int(),
});

// Client → server.
export const ZFishingAuthMessage = z.object({ type: z.literal('auth'), token: z.string().min(1).max(128) });
export const ZFishingShootMessage = z.object({
  type: z.literal('shoot'),
  /** The client's id of the shot, echoed in the answer. */
  clientShotId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  weaponId: z.string().max(32),
  aim: z.object({
    x: z.number().int().min(-1000).max(3000),
    y: z.number().int().min(-1000).max(3000),
  }),
  targetFishIds: z.array(FishId).min(1).max(8),
});
export const ZFishingPingMessage = z.object({ type: z.literal('ping') });
export const ZFishingClientMessage = z.discriminatedUnion('type', [
  ZFishingAuthMessage,
  ZFishingShootMessage,
  ZFishingPingMessage,
]);
export type TFishingClientMessage = z.infer<typeof ZFishingClientMessage>;
export type TFishingShoot = Omit<z.infer<typeof ZFishingShootMessage>, 'type'>;

// Server → client.
export const ZFishingStateMessage = z.object({
  type: z.literal('state'),
  serverTimeMs: z.number().int(),
  room: ZFishingRoom,
  weapons: z.array(ZFishingWeapon),
  balance: Money,
  /** The balance less the stakes not yet debited: what the next shots may cost. */
  available: Money,
  fairness: ZFairness,
  /** The settlement sequence the next batch takes (resumed after the last stored one). */
  nextSequence: z.number().int(),
});
export type TFishingStateMessage = z.infer<typeof ZFishingStateMessage>;

export const ZFishingHit = z.object({
  fishId: z.string(),
  hitIndex: z.number().int(),
  outcome: z.enum(['captured', 'escaped', 'refunded']),
  speciesId: z.string().nullable(),
  reason: z.string().nullable(),
  multiplier: z.number().int(),
  stake: Money,
  win: Money,
});

export const ZFishingShotMessage = z.object({
  type: z.literal('shot'),
  clientShotId: z.string(),
  nonce: z.number().int(),
  settlementId: z.string(),
  atMs: z.number().int(),
  hits: z.array(ZFishingHit),
  stake: Money,
  refund: Money,
  win: Money,
  available: Money,
});
export type TFishingShotMessage = z.infer<typeof ZFishingShotMessage>;

export const ZFishingSettledMessage = z.object({
  type: z.enum(['settled', 'void']),
  settlementId: z.string(),
  sequence: z.number().int(),
  shots: z.number().int(),
  totalStake: Money,
  totalRefund: Money,
  totalWin: Money,
  /** The wallet's last answer (after the credit; for a void batch, the refusal's balance). */
  balance: Money.nullable(),
  roundId: z.string().nullable(),
});
export type TFishingSettledMessage = z.infer<typeof ZFishingSettledMessage>;

export const ZFishingErrorMessage = z.object({
  type: z.literal('error'),
  clientShotId: z.string().nullable(),
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
});
export type TFishingErrorMessage = z.infer<typeof ZFishingErrorMessage>;

export const ZFishingPongMessage = z.object({ type: z.literal('pong'), serverTimeMs: z.number().int() });

export type TFishingServerMessage =
  | TFishingStateMessage
  | TFishingShotMessage
  | TFishingSettledMessage
  | TFishingErrorMessage
  | z.infer<typeof ZFishingPongMessage>;
