/**
 * The public verifier (docs/provably-fair.md): recomputes a round from its revealed server seed,
 * client seed, nonce, engine, configuration and the player's actions, and checks the seed against
 * the hash committed before play. Runs in the browser as well as in tests: it uses @noble/hashes,
 * never node:crypto, and the same stream algorithm as the server (`random-stream.ts`).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { type EngineStep, replayRound } from './engine.ts';
import { houseEngine } from './house-engines.ts';
import type { Seeds } from './random-stream.ts';
import { createVerifierStream } from './verifier-stream.ts';

export { createVerifierStream };

/** SHA-256 of the seed's UTF-8 bytes, lowercase hex: the commitment shown before play. */
export const sha256Hex = (text: string) => bytesToHex(sha256(utf8ToBytes(text)));

export type VerifyInput = Seeds & {
  engine: string;
  /** The game's engine configuration (undefined: the family's default). */
  config?: unknown;
  /** The player's actions in order; dice has one. */
  actions: readonly unknown[];
  /** The hash shown before play, when the player kept it. */
  serverSeedHash?: string;
};

export type VerifyResult =
  | {
      ok: true;
      /** Undefined when no hash was given to compare with. */
      hashMatches: boolean | undefined;
      serverSeedHash: string;
      steps: EngineStep<unknown, unknown>[];
      /** The round's multiplier in ten-thousandths (0 when unfinished or lost). */
      multiplier: number;
    }
  | { ok: false; reason: 'unknown_engine' | 'bad_input'; message: string };

export const verifyRound = (input: VerifyInput): VerifyResult => {
  const engine = houseEngine(input.engine);
  if (!engine) return { ok: false, reason: 'unknown_engine', message: `no engine ${input.engine}` };
  const serverSeedHash = sha256Hex(input.serverSeed);
  try {
    const config = engine.config(input.config);
    const steps = replayRound(engine, config, createVerifierStream(input), input.actions);
    const last = steps.at(-1);
    return {
      ok: true,
      hashMatches:
        input.serverSeedHash === undefined
          ? undefined
          : input.serverSeedHash.toLowerCase() === serverSeedHash,
      serverSeedHash,
      steps,
      multiplier: last?.finished ? last.multiplier : 0,
    };
  } catch (error) {
    return {
      ok: false,
      reason: 'bad_input',
      message: error instanceof Error ? error.message : String(error),
    };
  }
};
