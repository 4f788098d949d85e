/**
 * The provably-fair random stream's algorithm, free of any platform API so the server (node:crypto,
 * `rng.ts`) and the browser's verifier (`verify.ts`, @noble/hashes) run the same code
 * (docs/provably-fair.md): HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`) blocks read
 * as big-endian 32-bit words, cursor 0, 1, 2, … . Integers come by rejection sampling, never modulo
 * bias, never Math.random, so the same seeds always replay the same outcome.
 */

export type Seeds = { serverSeed: string; clientSeed: string; nonce: number };

/** HMAC-SHA256 of a UTF-8 message under a UTF-8 key: 32 bytes. */
export type HmacSha256 = (key: string, message: string) => Uint8Array;

/** What an engine draws from: the only source of chance it may use. */
export type RandomStream = {
  /** A uniform integer in [0, bound), for 1 ≤ bound ≤ 2^32. */
  nextInt: (bound: number) => number;
  /** A uniform float in [0, 1) with 52 bits of precision. */
  nextFloat: () => number;
  /** How many 32-bit words have been read: a later step of the round resumes from here. */
  position: () => number;
};

const WORDS_PER_BLOCK = 8;

export const createStreamWith = (
  hmac: HmacSha256,
  { serverSeed, clientSeed, nonce }: Seeds,
  startAt = 0,
): RandomStream => {
  if (!Number.isSafeInteger(startAt) || startAt < 0) throw new RangeError(`bad position ${startAt}`);
  let cursor = Math.floor(startAt / WORDS_PER_BLOCK);
  let block: Uint8Array | undefined;
  let offset = (startAt % WORDS_PER_BLOCK) * 4;
  let read = startAt;
  if (offset > 0) {
    block = hmac(serverSeed, `${clientSeed}:${nonce}:${cursor}`);
    cursor += 1;
  }

  const nextWord = (): number => {
    if (!block || offset + 4 > block.length) {
      block = hmac(serverSeed, `${clientSeed}:${nonce}:${cursor}`);
      cursor += 1;
      offset = 0;
    }
    const word =
      ((block[offset]! << 24) |
        (block[offset + 1]! << 16) |
        (block[offset + 2]! << 8) |
        block[offset + 3]!) >>>
      0;
    offset += 4;
    read += 1;
    return word;
  };

  const nextInt = (bound: number): number => {
    if (!Number.isInteger(bound) || bound < 1 || bound > 2 ** 32) throw new RangeError(`bad bound ${bound}`);
    const limit = 2 ** 32 - (2 ** 32 % bound);
    for (;;) {
      const word = nextWord();
      if (word < limit) return word % bound;
    }
  };

  const nextFloat = (): number => (nextWord() * 2 ** 20 + (nextWord() >>> 12)) / 2 ** 52;

  return { nextInt, nextFloat, position: () => read };
};
