/**
 * The demo's simulated cockfight arena (issue 22, docs/cockfight-rules.md): an endless schedule of
 * fights, computed — never stored — from an arena seed, the arena's config and a time. Same seed,
 * config and time → same answer, on the server and in a test; no clock is read here, the caller
 * passes `timeMs`.
 *
 * Schedule: fight n (n = 1, 2, …) opens at startMs + (n − 1) × cycle, cycle = openMs + lastCallMs +
 * closedMs + resultMs, and goes OPEN → LAST_CALL → CLOSED → RESULT (or CANCELLED), the result shown
 * for resultMs before fight n + 1 opens.
 *
 * Fairness, per fight:
 *   serverSeed(n) = hex(HMAC-SHA256(key = arenaSeed, message = arenaId + ":fight:" + n))
 *   commitment(n) = hex(SHA-256(serverSeed(n)))          — shown from the moment the fight opens
 *   result(n)     = first word of the provably-fair stream (docs/provably-fair.md) with
 *                   serverSeed(n), clientSeed = arenaId, nonce = n, read as an integer r in
 *                   [0, W) (rejection sampling), W the sum of the weights, then MERON if
 *                   r < w_MERON, WALA if r < w_MERON + w_WALA, DRAW next, CANCELLED last.
 * The server seed is revealed with the result, so anyone can check it against the commitment and
 * recompute the result (`verifyFightResult`). Deriving each fight's seed by HMAC means revealing one
 * fight's seed tells nothing about the next.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { createVerifierStream } from '../verifier-stream.ts';
import type { FightResult } from './fight.ts';

export type ArenaOutcome = FightResult | 'CANCELLED';
export const ARENA_OUTCOMES: readonly ArenaOutcome[] = ['MERON', 'WALA', 'DRAW', 'CANCELLED'];

/** Integer weights of each outcome; the chance of one is its weight over their sum. */
export type OutcomeWeights = Record<ArenaOutcome, number>;

/** MERON 47.75 %, WALA 47.75 %, DRAW 4 %, CANCELLED 0.5 % (in basis points). */
export const DEFAULT_WEIGHTS: OutcomeWeights = { MERON: 4_775, WALA: 4_775, DRAW: 400, CANCELLED: 50 };

export type ArenaConfig = {
  /** Public: the client seed of every fight's stream, and part of each fight's seed message. */
  arenaId: string;
  /** When fight 1 opens (ms since the epoch). */
  startMs: number;
  openMs: number;
  lastCallMs: number;
  /** From betting closed to the result (the fight itself). */
  closedMs: number;
  /** How long the result is shown before the next fight opens. */
  resultMs: number;
  weights: OutcomeWeights;
};

export type ArenaPhase = 'OPEN' | 'LAST_CALL' | 'CLOSED' | 'RESULT' | 'CANCELLED';

export type ArenaFight = {
  fightNumber: number;
  /** At the time asked; RESULT or CANCELLED once the result is out. */
  phase: ArenaPhase;
  opensAt: number;
  lastCallAt: number;
  closesAt: number;
  resultAt: number;
  /** When the next fight opens. */
  endsAt: number;
  /** SHA-256 of the fight's server seed, lowercase hex. */
  commitment: string;
  /** Only once the result is out: the fight's server seed and its outcome. */
  reveal: { serverSeed: string; outcome: ArenaOutcome } | null;
};

/** The most fights `fightsBetween` returns at once. */
export const MAX_FIGHTS_LISTED = 10_000;

const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

const checkConfig = (config: ArenaConfig) => {
  const { startMs, openMs, lastCallMs, closedMs, resultMs } = config;
  if (!Number.isSafeInteger(startMs)) throw new RangeError(`bad startMs ${startMs}`);
  for (const [name, value] of Object.entries({ openMs, lastCallMs, closedMs, resultMs })) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`bad ${name} ${value}`);
  }
  if (openMs <= 0 || closedMs <= 0) throw new RangeError('a fight needs an open and a closed phase');
  checkWeights(config.weights);
};

const checkWeights = (weights: OutcomeWeights): number => {
  let total = 0;
  for (const outcome of ARENA_OUTCOMES) {
    const weight = weights[outcome];
    if (!Number.isSafeInteger(weight) || weight < 0) throw new RangeError(`bad weight ${outcome}`);
    total += weight;
  }
  if (total < 1 || total > 2 ** 32) throw new RangeError(`bad total weight ${total}`);
  return total;
};

const cycleOf = (config: ArenaConfig) =>
  config.openMs + config.lastCallMs + config.closedMs + config.resultMs;

/** The fight's server seed: secret until its result is out. */
export const fightServerSeed = (arenaSeed: string, arenaId: string, fightNumber: number): string =>
  bytesToHex(hmac(sha256, utf8ToBytes(arenaSeed), utf8ToBytes(`${arenaId}:fight:${fightNumber}`)));

/** What the fight shows before it starts: SHA-256 of its server seed. */
export const fightCommitment = (serverSeed: string): string => sha256Hex(serverSeed);

/** The outcome a fight's server seed decides (the whole of the fairness rule). */
export const outcomeFromSeed = ({
  serverSeed,
  arenaId,
  fightNumber,
  weights,
}: {
  serverSeed: string;
  arenaId: string;
  fightNumber: number;
  weights: OutcomeWeights;
}): ArenaOutcome => {
  const total = checkWeights(weights);
  const r = createVerifierStream({ serverSeed, clientSeed: arenaId, nonce: fightNumber }).nextInt(total);
  let upTo = 0;
  for (const outcome of ARENA_OUTCOMES) {
    upTo += weights[outcome];
    if (r < upTo) return outcome;
  }
  throw new Error('unreachable: r below the total weight');
};

/**
 * Checks a revealed fight: the seed matches the commitment shown before the fight, and it decides
 * the announced outcome.
 */
export const verifyFightResult = (args: {
  serverSeed: string;
  commitment: string;
  arenaId: string;
  fightNumber: number;
  weights: OutcomeWeights;
  outcome: ArenaOutcome;
}): boolean => fightCommitment(args.serverSeed) === args.commitment && outcomeFromSeed(args) === args.outcome;

/** Fight `fightNumber` as seen at `timeMs` (which may be before it opens: phase OPEN is then upcoming). */
export const arenaFight = (
  config: ArenaConfig,
  arenaSeed: string,
  fightNumber: number,
  timeMs: number,
): ArenaFight => {
  checkConfig(config);
  if (!Number.isSafeInteger(fightNumber) || fightNumber < 1) throw new RangeError(`bad fight ${fightNumber}`);
  const opensAt = config.startMs + (fightNumber - 1) * cycleOf(config);
  const lastCallAt = opensAt + config.openMs;
  const closesAt = lastCallAt + config.lastCallMs;
  const resultAt = closesAt + config.closedMs;
  const endsAt = resultAt + config.resultMs;
  const serverSeed = fightServerSeed(arenaSeed, config.arenaId, fightNumber);
  const out = timeMs >= resultAt;
  const outcome = out
    ? outcomeFromSeed({ serverSeed, arenaId: config.arenaId, fightNumber, weights: config.weights })
    : null;
  const phase: ArenaPhase =
    outcome === 'CANCELLED'
      ? 'CANCELLED'
      : out
        ? 'RESULT'
        : timeMs >= closesAt
          ? 'CLOSED'
          : timeMs >= lastCallAt
            ? 'LAST_CALL'
            : 'OPEN';
  return {
    fightNumber,
    phase,
    opensAt,
    lastCallAt,
    closesAt,
    resultAt,
    endsAt,
    commitment: fightCommitment(serverSeed),
    reveal: outcome === null ? null : { serverSeed, outcome },
  };
};

/** The fight on at `timeMs` (opened at or before it, next not yet open); RangeError before fight 1. */
export const fightAt = (config: ArenaConfig, arenaSeed: string, timeMs: number): ArenaFight => {
  checkConfig(config);
  if (!Number.isSafeInteger(timeMs) || timeMs < config.startMs) throw new RangeError(`no fight at ${timeMs}`);
  const fightNumber = Math.floor((timeMs - config.startMs) / cycleOf(config)) + 1;
  return arenaFight(config, arenaSeed, fightNumber, timeMs);
};

/**
 * Every fight on at some moment of [fromMs, toMs), oldest first, each as seen at `toMs` (so all but
 * possibly the last few are revealed): the history a trend board is drawn from. At most
 * MAX_FIGHTS_LISTED fights (RangeError beyond).
 */
export const fightsBetween = (
  config: ArenaConfig,
  arenaSeed: string,
  fromMs: number,
  toMs: number,
): ArenaFight[] => {
  checkConfig(config);
  if (!Number.isSafeInteger(fromMs) || !Number.isSafeInteger(toMs) || toMs < fromMs) {
    throw new RangeError(`bad window ${fromMs}…${toMs}`);
  }
  if (toMs <= config.startMs || toMs === fromMs) return [];
  const cycle = cycleOf(config);
  const first = Math.floor((Math.max(fromMs, config.startMs) - config.startMs) / cycle) + 1;
  const last = Math.floor((toMs - 1 - config.startMs) / cycle) + 1;
  if (last - first + 1 > MAX_FIGHTS_LISTED) throw new RangeError(`more than ${MAX_FIGHTS_LISTED} fights`);
  const fights: ArenaFight[] = [];
  for (let n = first; n <= last; n++) fights.push(arenaFight(config, arenaSeed, n, toMs));
  return fights;
};
