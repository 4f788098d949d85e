/**
 * The provably-fair stream over @noble/hashes: runs in the browser and on the server alike. The
 * verifier recomputes rounds with it, and the seed-taking helpers of the mini-game engines
 * (`startMines`, `dealHiloCard`, …) draw from it, so those files never pull node:crypto into the
 * player's bundle. The server's provider keeps `rng.ts` (native HMAC); a test holds the two equal.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { createStreamWith, type HmacSha256, type Seeds } from './random-stream.ts';

const nobleHmac: HmacSha256 = (key, message) => hmac(sha256, utf8ToBytes(key), utf8ToBytes(message));

/** The round's random stream, as the server draws it. */
export const createVerifierStream = (seeds: Seeds, startAt = 0) =>
  createStreamWith(nobleHmac, seeds, startAt);
