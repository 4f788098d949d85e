/**
 * Reel strips from symbol counts: a model states how many of each symbol a reel holds (what its
 * maths depends on) and a seed; the arrangement follows deterministically, so it never changes.
 */
import { SCATTER } from './models/shared.ts';

/** A small seeded generator (mulberry32): strips must come out the same each time. */
const seeded = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
};

/**
 * A strip with `counts[symbol]` of each symbol: scatters evenly spaced (never two in one window),
 * the rest shuffled; `stack` symbols are laid in runs of that length.
 */
export const buildStrip = (
  counts: Record<number, number>,
  seed: number,
  stacks: Record<number, number> = {},
): number[] => {
  const random = seeded(seed);
  const length = Object.values(counts).reduce((a, b) => a + b, 0);
  const scatters = counts[SCATTER] ?? 0;
  if (scatters * 3 > length) throw new RangeError('too many scatters to keep them apart');
  const blocks: number[][] = [];
  for (const [id, count] of Object.entries(counts)) {
    const symbol = Number(id);
    if (symbol === SCATTER) continue;
    const run = stacks[symbol] ?? 1;
    let left = count;
    while (left > 0) {
      const n = Math.min(run, left);
      blocks.push(new Array(n).fill(symbol));
      left -= n;
    }
  }
  for (let i = blocks.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [blocks[i], blocks[j]] = [blocks[j]!, blocks[i]!];
  }
  const rest = blocks.flat();
  if (scatters === 0) return rest;
  // Insert each scatter after an even share of the other symbols: gaps of at least 2.
  const strip: number[] = [];
  const gap = rest.length / scatters;
  let taken = 0;
  for (let s = 0; s < scatters; s++) {
    const upTo = Math.round((s + 1) * gap);
    while (taken < upTo) strip.push(rest[taken++]!);
    strip.push(SCATTER);
  }
  return strip;
};
