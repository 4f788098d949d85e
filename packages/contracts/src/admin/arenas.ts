/**
 * The back office's arenas desk (`/admin-api/arenas`, issue 22, ADR 087): the house's cockfight
 * arenas with their fight of the moment, its pools and slips; an operator opens, calls, closes and
 * enters the result of a manual arena's fights, and cancels any arena's fight (every bet refunded).
 * Every action is audited with its reason.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';
import {
  ArenaCode,
  ArenaMode,
  FightResult,
  FightStatus,
  ZCockfightBoard,
  ZCockfightOdds,
} from '../provider/cockfight.ts';

/** The reason an action carries to the audit log. */
export const ArenaReason = z.string().trim().min(1).max(200);

const SidePool = z.object({ slips: z.number().int(), stake: Money });

export const ZArenaFightAdmin = z.object({
  number: z.number().int(),
  status: FightStatus,
  result: FightResult.nullable(),
  opensAt: z.string(),
  settledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  pools: z.object({ meron: SidePool, wala: SidePool, draw: SidePool }),
  board: ZCockfightBoard,
});
export type TArenaFightAdmin = z.infer<typeof ZArenaFightAdmin>;

export const ZArenaAdmin = z.object({
  code: ArenaCode,
  name: z.string(),
  mode: ArenaMode,
  enabled: z.boolean(),
  odds: ZCockfightOdds,
  minStake: Money,
  maxStake: Money,
  fight: ZArenaFightAdmin.nullable(),
});
export type TArenaAdmin = z.infer<typeof ZArenaAdmin>;

export const ZArenasResponse = envelope(z.object({ serverTime: z.string(), arenas: z.array(ZArenaAdmin) }));
export const ZArenaResponse = envelope(ZArenaAdmin);

/** Open, last call, close: the reason is optional (the audit log records the action either way). */
export const ZArenaActionRequest = z.object({ reason: ArenaReason.optional() });
export type TArenaActionRequest = z.infer<typeof ZArenaActionRequest>;
export const ZArenaResultRequest = z.object({ result: FightResult, reason: ArenaReason.optional() });
export type TArenaResultRequest = z.infer<typeof ZArenaResultRequest>;
export const ZArenaCancelRequest = z.object({ reason: ArenaReason });
export type TArenaCancelRequest = z.infer<typeof ZArenaCancelRequest>;
