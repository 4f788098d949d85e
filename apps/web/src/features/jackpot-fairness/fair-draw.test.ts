import { createHash } from 'node:crypto';
import { jackpotDraw } from '@luckwell/games/jackpot';
import { createRandomStream } from '@luckwell/games/rng';
import { describe, expect, it } from 'vitest';
import { fairJackpotDraw, parseMoneyToMinor, sha256Hex } from './fair-draw.ts';

/** The engine's drawn number, by its own stream (the draw itself only answers hit or not). */
const engineDrawn = (serverSeed: string, clientSeed: string, nonce: number, bound: bigint) => {
  const { nextInt } = createRandomStream({ serverSeed, clientSeed, nonce });
  const limit = 2n ** 64n - (2n ** 64n % bound);
  for (;;) {
    const word = (BigInt(nextInt(2 ** 32)) << 32n) | BigInt(nextInt(2 ** 32));
    if (word < limit) return word % bound;
  }
};

const seedOf = (k: number) => createHash('sha256').update(`vector ${k}`).digest('hex');

describe('the jackpot draw in the browser', () => {
  it('hashes a seed as node does', async () => {
    for (const text of ['', 'abc', seedOf(1), 'Hũ thưởng']) {
      expect(await sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  it('draws what packages/games draws, hit or miss, for many vectors', async () => {
    let hits = 0;
    const vectors = Array.from({ length: 60 }, (_, k) => ({
      serverSeed: seedOf(k),
      clientSeed: `${['NOVA', 'ORIENT', 'LW'][k % 3]}:bet-${k}`,
      cycle: 1 + (k % 7),
      stakeMinor: BigInt(1 + k * 12_345),
      // From a coin toss to one in millions, and bounds close to 2^64 where rejection happens.
      hitEveryMinor: [2n * BigInt(1 + k * 12_345), 20_000_000_000_00n, 2n ** 63n + 12_345n, 3n][k % 4]!,
    }));
    for (const input of vectors) {
      const engine = jackpotDraw({ ...input, betId: input.clientSeed });
      const browser = await fairJackpotDraw(input);
      expect(
        browser.hit,
        JSON.stringify(input, (_, v) => (typeof v === 'bigint' ? String(v) : v)),
      ).toBe(engine);
      if (input.stakeMinor < input.hitEveryMinor) {
        expect(browser.drawn).toBe(
          engineDrawn(input.serverSeed, input.clientSeed, input.cycle, input.hitEveryMinor),
        );
      }
      if (engine) hits += 1;
    }
    // The vectors test both answers.
    expect(hits).toBeGreaterThan(5);
    expect(hits).toBeLessThan(55);
  });

  it("recomputes the demo's won cycle as the server drew it", async () => {
    const serverSeed = createHash('sha256').update('luckwell demo jackpot 1170').digest('hex');
    const input = {
      serverSeed,
      clientSeed: 'ORIENT:demo-round-20-bet',
      cycle: 1,
      stakeMinor: 1_000_000_00n,
      hitEveryMinor: 20_000_000_000_00n,
    };
    const result = await fairJackpotDraw(input);
    expect(result.hit).toBe(true);
    expect(result.drawn! < input.stakeMinor).toBe(true);
    expect(jackpotDraw({ ...input, betId: input.clientSeed })).toBe(true);
  });

  it('answers without drawing when nothing is staked or the stake covers hit-every', async () => {
    const base = { serverSeed: 'x', clientSeed: 'y', cycle: 1 };
    expect(await fairJackpotDraw({ ...base, stakeMinor: 0n, hitEveryMinor: 10n })).toMatchObject({
      hit: false,
      drawn: null,
    });
    expect(await fairJackpotDraw({ ...base, stakeMinor: 10n, hitEveryMinor: 10n })).toMatchObject({
      hit: true,
      drawn: null,
    });
  });

  it('reads typed amounts as minor units', () => {
    expect(parseMoneyToMinor('1,000,000.5')).toBe(100_000_050n);
    expect(parseMoneyToMinor('20000000000.00')).toBe(2_000_000_000_000n);
    expect(parseMoneyToMinor('-1')).toBeNull();
    expect(parseMoneyToMinor('1.234')).toBeNull();
  });
});
