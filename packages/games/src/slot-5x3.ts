/**
 * The 5×3 video slot as a house engine family (`slot-5x3`, docs/decisions/037-slot-client.md): the
 * slot engine of ADR 033 plugged into the provider's contract (ADR 031). A catalogue title runs one
 * of the six math models — the one its game code picks (`slotModelForTitle`) unless its stored
 * configuration names one — so the configuration is only the model's id and every round records it.
 *
 * One step: the paid spin and every free spin it leads to (`playRound`), settled at once — a slot
 * round is never left open. The record is the whole round as the client animates it and the
 * recall replays it: each spin's stops, grid, wins with their positions, scatter, free spins
 * awarded and feature multiplier. The step takes no player input beyond the stake.
 */
import { defineEngine, EngineInputError } from './engine.ts';
import { playRound } from './slots/engine.ts';
import { slotModelById, slotModelForTitle, slotModels } from './slots/registry.ts';
import type { RoundResult, SlotModel } from './slots/types.ts';

export type Slot5x3Config = { model: string };
export type Slot5x3Record = RoundResult;

export const SLOT_5X3 = 'slot-5x3';

/** The model a configuration names (a stored round's configuration included). */
export const slotModelOf = (config: Slot5x3Config): SlotModel => {
  const model = slotModelById(config.model);
  if (!model) throw new Error(`${SLOT_5X3}: unknown model ${String(config.model)}`);
  return model;
};

/** A published RTP fraction ("0.961471630825") as the catalogue's percent with 2 decimals ("96.15"). */
export const rtpPercent = (fraction: string) => (Math.round(Number(fraction) * 10_000) / 100).toFixed(2);

export const slot5x3 = defineEngine<Slot5x3Config, null, null, Slot5x3Record>({
  family: SLOT_5X3,
  config: (raw, game) => {
    const named = (raw as { model?: unknown } | null | undefined)?.model;
    if (named !== undefined) {
      if (typeof named !== 'string' || !slotModelById(named)) {
        throw new Error(`${SLOT_5X3}: unknown model ${String(named)}`);
      }
      return { model: named };
    }
    if (game) return { model: slotModelForTitle(game.gameCode, game.jackpot ?? false).id };
    return { model: slotModels[0]!.id };
  },
  action: (_config, _raw, state) => {
    if (state !== undefined) throw new EngineInputError('round_finished');
    return null; // a spin takes no input beyond the stake
  },
  step: (config, random) => {
    const round = playRound(slotModelOf(config), random);
    return { state: null, multiplier: round.multiplier, finished: true, record: round };
  },
  rtp: (config) => rtpPercent(slotModelOf(config).published.rtp),
});
