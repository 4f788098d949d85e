/**
 * The provably-fair random stream (DESIGN.md §5): HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`)
 * blocks read as 32-bit words. Integers come by rejection sampling, never modulo bias, never
 * Math.random, so the same seeds always replay the same outcome.
 */
import { createHash, createHmac } from 'node:crypto';

export type Seeds = { serverSeed: string; clientSeed: string; nonce: number };

/** What the player sees before betting: the server seed's SHA-256, revealed seed checked against it later. */
export const commitServerSeed = (serverSeed: string): string =>
  createHash('sha256').update(serverSeed).digest('hex');

export const createRandomStream = ({ serverSeed, clientSeed, nonce }: Seeds) => {
  let round = 0;
  let block = Buffer.alloc(0);
  let offset = 0;

  const nextWord = (): number => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
      round += 1;
      offset = 0;
    }
    const word = block.readUInt32BE(offset);
    offset += 4;
    return word;
  };

  /** A uniform integer in [0, bound), for 1 ≤ bound ≤ 2^32. */
  const nextInt = (bound: number): number => {
    if (!Number.isInteger(bound) || bound < 1 || bound > 2 ** 32) throw new RangeError(`bad bound ${bound}`);
    const limit = 2 ** 32 - (2 ** 32 % bound);
    for (;;) {
      const word = nextWord();
      if (word < limit) return word % bound;
    }
  };

  /** A uniform float in [0, 1) with 52 bits of precision. */
  const nextFloat = (): number => (nextWord() * 2 ** 20 + (nextWord() >>> 12)) / 2 ** 52;

  return { nextInt, nextFloat };
};
