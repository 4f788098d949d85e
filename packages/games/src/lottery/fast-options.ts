/** What the fast games share about their option picks (issue 20). */
import type { PickSet } from './fast.ts';

/** How many of a set's big / small / odd / even options a value satisfies. */
export const bigSmallOddEvenHits = (set: PickSet, big: boolean, odd: boolean): number => {
  let hits = 0;
  for (const option of set) {
    if (
      (option === 'big' && big) ||
      (option === 'small' && !big) ||
      (option === 'odd' && odd) ||
      (option === 'even' && !odd)
    ) {
      hits += 1;
    }
  }
  return hits;
};
