/**
 * The back office's arenas desk (`/admin-api/arenas`, issue 22, ADR 087): the house's cockfight
 * arenas with their fight of the moment, its pools and slips; an operator opens, calls, closes and
 * enters the result of a manual arena's fights, and cancels any arena's fight (every bet refunded).
 * Every action is audited with its reason. An arena's settings (name, opening, odds, stake limits,
 * stream URL) are edited with a reason too; new odds apply from the next fight.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';
import {
  ArenaCode,
  ArenaMode,
  FightResult,
  FightStatus,
  ZCockfightArena,
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
  /** The operator's live stream shown on the player's page; null draws the arena instead. */
  streamUrl: z.string().nullable(),
  /** Auto arenas: the phases' lengths (not editable); null for manual arenas. */
  phases: ZCockfightArena.shape.phases,
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

/** A stream URL's longest length (the column's). */
export const ARENA_STREAM_URL_MAX = 300;
/** An https URL with a host (a player's page embeds it: no http, no javascript:, no data:). */
export const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !/\s/.test(value);
  } catch {
    return false;
  }
};
const ArenaStreamUrl = z.string().trim().max(ARENA_STREAM_URL_MAX).refine(isHttpsUrl, 'must be an https URL');
/** A positive money amount ("0.00" and negatives refused). */
const PositiveMoney = Money.refine((value) => !value.startsWith('-') && value !== '0.00', 'must be positive');

/**
 * An arena's odds as an operator sets them: parimutuel with a cut in basis points, or fixed Meron
 * and Wala prices in thousandths. The ranges are the engine's (`checkOddsMode`): the server refuses
 * a cut or a price outside them with COCKFIGHT_BAD_ODDS at the field.
 */
export const ZArenaOddsRequest = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('parimutuel'), cutBps: z.number().int() }),
  z.object({ mode: z.literal('fixed'), meronMilli: z.number().int(), walaMilli: z.number().int() }),
]);
export type TArenaOddsRequest = z.infer<typeof ZArenaOddsRequest>;

/**
 * PUT /admin-api/arenas/:arena — every setting at once, with a reason (audited). The arena's mode
 * (auto schedule or manual) is not editable. New odds apply from the next fight (a running fight
 * keeps the odds it opened with); limits bound new bets at once; closing (`enabled: false`) is
 * refused while a fight runs or waits to be settled (COCKFIGHT_ARENA_BUSY).
 */
export const ZArenaUpdateRequest = z.object({
  name: z.string().trim().min(1).max(64),
  enabled: z.boolean(),
  odds: ZArenaOddsRequest,
  limits: z.object({ minStake: PositiveMoney, maxStake: PositiveMoney }),
  /** null (or no stream): the player's page draws the arena. */
  streamUrl: ArenaStreamUrl.nullable(),
  reason: ArenaReason,
});
export type TArenaUpdateRequest = z.infer<typeof ZArenaUpdateRequest>;
