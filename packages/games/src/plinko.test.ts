import { describe, expect, it } from 'vitest';
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  PLINKO_RTP,
  type PlinkoConfig,
  playPlinko,
  plinkoPaytable,
} from './plinko.ts';
import { createRandomStream } from './rng.ts';

const binomial = (n: number, k: number): bigint => {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
};

const allConfigs: PlinkoConfig[] = [];
for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows++) {
  for (const risk of PLINKO_RISKS) allConfigs.push({ rows, risk });
}

const seeds = { serverSeed: 'plinko-server', clientSeed: 'plinko-client', nonce: 7 };

/** A stream that answers the given bits in order: drives the engine down one chosen path. */
const scripted = (bits: number[]) => {
  let i = 0;
  return {
    nextInt: (bound: number) => {
      if (bound !== 2) throw new Error(`unexpected bound ${bound}`);
      return bits[i++]!;
    },
  };
};

describe('plinko paytables', () => {
  it.each(allConfigs)('returns exactly the published 99 % on $rows rows, $risk risk', (config) => {
    const table = plinkoPaytable(config);
    expect(table).toHaveLength(config.rows + 1);
    // RTP = Σ C(n,k) m_k / (2^n × 10,000); exactly 99/100 iff 100 Σ C(n,k) m_k = 99 × 2^n × 10,000.
    const weighted = table.reduce((sum, m, k) => sum + binomial(config.rows, k) * BigInt(m), 0n);
    const stakes = 2n ** BigInt(config.rows) * 10_000n;
    expect(weighted * PLINKO_RTP.denominator).toBe(stakes * PLINKO_RTP.numerator);
  });

  it.each(allConfigs)('is symmetric, whole hundredths, and riskier at the edges ($rows, $risk)', (config) => {
    const table = plinkoPaytable(config);
    expect(table).toEqual([...table].reverse());
    for (const m of table) expect(m % 100).toBe(0);
    expect(table[0]!).toBe(Math.max(...table));
  });

  it('has higher top prizes and lower floors as the risk rises', () => {
    for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows++) {
      const [low, medium, high] = PLINKO_RISKS.map((risk) => plinkoPaytable({ rows, risk }));
      expect(low![0]!).toBeLessThan(medium![0]!);
      expect(medium![0]!).toBeLessThan(high![0]!);
      expect(Math.min(...low!)).toBeGreaterThanOrEqual(Math.min(...high!));
    }
  });
});

describe('playPlinko', () => {
  it('returns exactly 99 % when every one of the 2^rows equally likely paths is played through the engine', () => {
    for (const config of allConfigs) {
      let total = 0n;
      const paths = 2 ** config.rows;
      for (let path = 0; path < paths; path++) {
        const bits = Array.from({ length: config.rows }, (_, row) => (path >> row) & 1);
        total += BigInt(playPlinko(config, scripted(bits)).multiplier);
      }
      expect(total * 100n).toBe(BigInt(paths) * 10_000n * 99n);
    }
  });

  it('lands in the slot counted by the rights of its path', () => {
    const result = playPlinko({ rows: 8, risk: 'high' }, scripted([1, 1, 0, 1, 0, 0, 0, 1]));
    expect(result.path).toEqual(['R', 'R', 'L', 'R', 'L', 'L', 'L', 'R']);
    expect(result.slot).toBe(4);
    expect(result.multiplier).toBe(2_000);
    expect(playPlinko({ rows: 16, risk: 'high' }, scripted(new Array(16).fill(1))).multiplier).toBe(
      10_001_200,
    );
  });

  it('replays the same drop from the same seeds, and another drop for another nonce', () => {
    const config: PlinkoConfig = { rows: 16, risk: 'medium' };
    const first = playPlinko(config, createRandomStream(seeds));
    expect(playPlinko(config, createRandomStream(seeds))).toEqual(first);
    const others = Array.from({ length: 20 }, (_, i) =>
      playPlinko(config, createRandomStream({ ...seeds, nonce: 100 + i })),
    );
    expect(others.some((other) => other.path.join('') !== first.path.join(''))).toBe(true);
  });

  it('draws the path from the stream, one nextInt(2) per row, so a verifier recomputes it by hand', () => {
    const config: PlinkoConfig = { rows: 12, risk: 'low' };
    const stream = createRandomStream(seeds);
    const bits = Array.from({ length: 12 }, () => stream.nextInt(2));
    const result = playPlinko(config, createRandomStream(seeds));
    expect(result.path).toEqual(bits.map((bit) => (bit === 1 ? 'R' : 'L')));
    expect(result.multiplier).toBe(plinkoPaytable(config)[result.slot]);
  });

  it('has no stake anywhere in its input: the same seeds pay the same multiplier whatever is staked', () => {
    const config = { rows: 10, risk: 'high' as const, stake: 1 };
    const big = { ...config, stake: 1_000_000 };
    expect(playPlinko(big, createRandomStream(seeds))).toEqual(playPlinko(config, createRandomStream(seeds)));
  });

  it('refuses rows outside 8..16 and unknown risks', () => {
    expect(() => plinkoPaytable({ rows: 7, risk: 'low' })).toThrow(RangeError);
    expect(() => plinkoPaytable({ rows: 17, risk: 'low' })).toThrow(RangeError);
    expect(() => plinkoPaytable({ rows: 8.5, risk: 'low' })).toThrow(RangeError);
    expect(() => plinkoPaytable({ rows: 8, risk: 'extreme' as never })).toThrow(RangeError);
  });
});
