import { describe, expect, it } from 'vitest';
import { nextOffset, SCROLL_STEP } from './winner-board.tsx';
import { isRankList } from './winners-api.ts';

describe('winner board', () => {
  it('glides half a pixel a frame and starts over seamlessly after one copy of the list', () => {
    expect(SCROLL_STEP).toBe(0.5);
    expect(nextOffset(0, 320)).toBe(0.5);
    expect(nextOffset(319.5, 320)).toBe(0);
    expect(nextOffset(10, 0)).toBe(0);
  });

  it('accepts from session storage only what looks like the rank list', () => {
    const vo = { winAmount: '12345.67', player: 'de***r', customerName: 'De***r', game: 'Golden Koi' };
    expect(isRankList({ list: [{ vo }] })).toBe(true);
    expect(isRankList({ list: [] })).toBe(true);
    expect(isRankList({ list: [{ vo: { winAmount: 12 } }] })).toBe(false);
    expect(isRankList([])).toBe(false);
    expect(isRankList(null)).toBe(false);
  });
});
