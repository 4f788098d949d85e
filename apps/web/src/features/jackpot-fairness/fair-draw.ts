/**
 * The jackpot's provably-fair draw recomputed in the browser with WebCrypto (no node:crypto in the
 * web build): the same HMAC-SHA256 stream as packages/games/src/rng.ts — blocks of
 * HMAC(serverSeed, `${clientSeed}:${nonce}:${round}`) read as big-endian 32-bit words — and the same
 * rejection sampling over 64-bit words as packages/games/src/jackpot.ts. fair-draw.test.ts proves it
 * gives the engine's answer. docs/decisions/035-jackpot-back-office.md.
 */

const encoder = new TextEncoder();

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** SHA-256 of a text, in lower-case hex: a revealed seed checked against the hash published before. */
export const sha256Hex = async (text: string) =>
  hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));

/** The stream's 32-bit words, one HMAC block (eight words) at a time. */
const wordStream = async (serverSeed: string, clientSeed: string, nonce: number) => {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  let round = 0;
  let block = new DataView(new ArrayBuffer(0));
  let offset = 0;
  return async () => {
    if (offset + 4 > block.byteLength) {
      block = new DataView(
        await crypto.subtle.sign('HMAC', key, encoder.encode(`${clientSeed}:${nonce}:${round}`)),
      );
      round += 1;
      offset = 0;
    }
    const word = block.getUint32(offset);
    offset += 4;
    return BigInt(word);
  };
};

export type FairDrawInput = {
  serverSeed: string;
  /** `<VENDOR>:<transactionId>` of the bet. */
  clientSeed: string;
  /** The pool's cycle: the nonce. */
  cycle: number;
  stakeMinor: bigint;
  hitEveryMinor: bigint;
};

export type FairDrawResult = {
  hit: boolean;
  /** The uniform number drawn in [0, hitEvery); null when no draw is needed (stake ≥ hit-every, or nothing staked). */
  drawn: bigint | null;
  /** The bet hits when the drawn number is below this: its stake. */
  threshold: bigint;
};

/** Whether a bet wins the pool, and the number it drew: exactly packages/games' `jackpotDraw`. */
export const fairJackpotDraw = async ({
  serverSeed,
  clientSeed,
  cycle,
  stakeMinor,
  hitEveryMinor,
}: FairDrawInput): Promise<FairDrawResult> => {
  if (stakeMinor <= 0n || hitEveryMinor <= 0n) return { hit: false, drawn: null, threshold: stakeMinor };
  if (stakeMinor >= hitEveryMinor) return { hit: true, drawn: null, threshold: stakeMinor };
  const next = await wordStream(serverSeed, clientSeed, cycle);
  const space = 2n ** 64n;
  const limit = space - (space % hitEveryMinor);
  for (;;) {
    const word = ((await next()) << 32n) | (await next());
    if (word < limit) {
      const drawn = word % hitEveryMinor;
      return { hit: drawn < stakeMinor, drawn, threshold: stakeMinor };
    }
  }
};

/** "1000000.00" or "1,000,000.5" → minor units; null for what is not an amount. */
export const parseMoneyToMinor = (typed: string): bigint | null => {
  const plain = typed.replace(/[\s,]/g, '');
  const match = /^(\d{1,18})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
};
