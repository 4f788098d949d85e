/**
 * What the slot client computes from a round the provider played (docs/decisions/037-slot-client.md):
 * the model the title runs, the spins in the order they are shown, each win's amount for the stake,
 * the reel columns the spin animation scrolls, and the celebration a round earns. Pure and small, so
 * the client, the history and the verifier show the same thing, and tests read it directly.
 */
import { slotModelById, slotModels } from '@luckwell/games/slots/registry';
import type { RoundResult, SlotModel, SpinResult } from '@luckwell/games/slots/types';

export const REELS = 5;
export const ROWS = 3;

/** The model a session's or round's configuration names (the first model if it names none we know). */
export const modelOfConfig = (config: unknown): SlotModel => {
  const id = (config as { model?: unknown } | null | undefined)?.model;
  return (typeof id === 'string' && slotModelById(id)) || slotModels[0]!;
};

/** A round's record, as the provider stores it, or undefined for anything else. */
export const roundRecordOf = (record: unknown): RoundResult | undefined => {
  const r = record as RoundResult | null | undefined;
  return r && typeof r === 'object' && r.base && Array.isArray(r.base.grid) && Array.isArray(r.freeSpins)
    ? r
    : undefined;
};

/** Money as minor units, or null for text that is not an amount. */
export const toMinor = (money: string) => {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(money.trim());
  return match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : null;
};

/** What a multiplier (ten-thousandths of the stake) pays on a stake, in minor units, floored as the provider does. */
export const payOf = (stakeMinor: bigint, multiplier: number) => (stakeMinor * BigInt(multiplier)) / 10_000n;

/** Base spin first, then the free spins, each with its place: 0 for the base, 1…n for free spins. */
export const spinsOf = (round: RoundResult): SpinResult[] => [round.base, ...round.freeSpins];

/** Free spins known after `shown` spins of the round (the base award plus retriggers so far). */
export const freeSpinsAwardedAfter = (round: RoundResult, shown: number) =>
  spinsOf(round)
    .slice(0, shown)
    .reduce((sum, spin) => sum + spin.freeSpinsAwarded, 0);

/** The round's win so far, after `shown` spins, in ten-thousandths of the stake. */
export const winAfter = (round: RoundResult, shown: number) =>
  spinsOf(round)
    .slice(0, shown)
    .reduce((sum, spin) => sum + spin.multiplier, 0);

export type Celebration = 'big' | 'mega' | 'epic' | null;

/** Big win from 15× the stake, mega from 50×, epic from 150×. */
export const celebrationOf = (multiplier: number): Celebration =>
  multiplier >= 1_500_000 ? 'epic' : multiplier >= 500_000 ? 'mega' : multiplier >= 150_000 ? 'big' : null;

/** The positions a spin's wins cover (line and ways wins, and the scatters when they pay or award spins). */
export const winningPositions = (spin: SpinResult) => {
  const cells = new Set<string>();
  for (const win of spin.wins) for (const [reel, row] of win.positions) cells.add(`${reel}:${row}`);
  if (spin.scatter.multiplier > 0 || spin.freeSpinsAwarded > 0) {
    for (const [reel, row] of spin.scatter.positions) cells.add(`${reel}:${row}`);
  }
  return cells;
};

/**
 * The column a reel scrolls to land on `stop`, top to bottom: one symbol above the window (room for
 * the landing's overshoot), the window strip[stop], strip[stop+1], strip[stop+2], then `travel`
 * symbols of the real strip that pass before it, then the window shown before the spin. The reel
 * scrolls down from the last window to the first, so the player sees the true strip go by.
 */
export const landingColumn = (
  strip: readonly number[],
  stop: number,
  travel: number,
  previous: readonly number[],
) => {
  const at = (i: number) => strip[(((stop + i) % strip.length) + strip.length) % strip.length]!;
  const column = [at(-1)];
  for (let i = 0; i < ROWS + travel; i++) column.push(at(i));
  return [...column, ...previous];
};

/** The stake steps for a currency: dong amounts for VND (and other large-unit currencies), cents up for the rest. */
export const stakesFor = (currency: string) =>
  /^(VND|IDR|KRW|JPY|MMK|LAK|KHR)$/.test(currency)
    ? [
        '100.00',
        '200.00',
        '500.00',
        '1000.00',
        '2000.00',
        '5000.00',
        '10000.00',
        '20000.00',
        '50000.00',
        '100000.00',
      ]
    : ['0.10', '0.20', '0.50', '1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00'];

/** The paylines of a model as lists of rows (empty for ways). */
export const linesOf = (model: SlotModel) => (model.mode.kind === 'paylines' ? model.mode.lines : []);

/** How a model pays, in words the info panel uses: "20 lines" or "243 ways". */
export const waysCount = (model: SlotModel) =>
  model.mode.kind === 'paylines' ? model.mode.lines.length : ROWS ** REELS;

/** A published fraction ("0.961471630825") as a percent with 2 decimals. */
export const percentOf = (fraction: string) => (Math.round(Number(fraction) * 10_000) / 100).toFixed(2);
