/**
 * The provably-fair random stream on the server (DESIGN.md §5): the algorithm of
 * `random-stream.ts` over node:crypto's native HMAC, the fastest there is here. The browser's
 * verifier runs the same algorithm over @noble/hashes (`verify.ts`), and a test holds the two equal.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createStreamWith, type HmacSha256, type RandomStream, type Seeds } from './random-stream.ts';

export type { RandomStream, Seeds };

const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message).digest();

/** What the player sees before betting: the server seed's SHA-256, revealed seed checked against it later. */
export const commitServerSeed = (serverSeed: string): string =>
  createHash('sha256').update(serverSeed).digest('hex');

/** A fresh server seed: 32 random bytes as 64 hex characters. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** The round's stream from its seeds; `startAt` words already read by earlier steps of the round. */
export const createRandomStream = (seeds: Seeds, startAt = 0): RandomStream =>
  createStreamWith(nodeHmac, seeds, startAt);
