/**
 * Fishing (docs/fishing-maths.md), the capture rule: the server-authoritative resolution of one hit.
 *
 * A hit of a weapon with return to player R on a fish whose expected multiplier is E captures it with
 * probability p = R / E, exactly (an integer draw below a reduced fraction, no float), so its expected
 * return is p × E = R per unit of stake, whatever the fish. A boss's E is base × mean extra; at capture
 * its extra multiplier is drawn from the published distribution, so the hit still returns exactly R.
 *
 * Probabilities are capped at 95 %; the cap is never reached because every multiplier is at least 2 and
 * every RTP below 100 %, so p ≤ 0.97 / 2 < 0.5. `captureChance` refuses a configuration that would
 * reach it rather than quietly lower the RTP.
 *
 * Bosses: the capture probability of a hit depends on nothing but the weapon and the species: not on
 * the damage already dealt, not on who dealt it. The hazard per hit is constant, so each hit, the first
 * or the thousandth, returns exactly R: a late shooter gains nothing from the others' spending. The
 * health bar is cumulative damage shown for drama and never enters the draw (`bossHealthBar`).
 *
 * Randomness: hit number `hitIndex` of the shot with nonce `nonce` draws from the provably-fair stream
 * of (serverSeed, `${clientSeed}#${hitIndex}`, nonce): one independent stream per hit that anyone can
 * recompute once the server seed is revealed (`replayHit`).
 */
import type { RandomStream, Seeds } from '../random-stream.ts';
import { createVerifierStream } from '../verifier-stream.ts';
import { expectedMultiplier, type Species } from './species.ts';
import { BASIS_POINTS, type Weapon } from './weapons.ts';

/** The highest capture probability any hit may have: 95 / 100. */
export const CAPTURE_CAP = { numerator: 95, denominator: 100 } as const;

/** Anything that draws uniform integers like the provably-fair stream does. */
export type UniformSource = Pick<RandomStream, 'nextInt'>;

/**
 * Everything a draw needs, precomputed: capture iff nextInt(denominator) < numerator; then, for a
 * boss, the extra multiplier is extraValues[i] for the first i with nextInt(extraTotal) < extraCumulative[i].
 */
export type CaptureRule = {
  numerator: number;
  denominator: number;
  baseMultiplier: number;
  extraValues: readonly number[];
  extraCumulative: readonly number[];
  extraTotal: number;
};

const gcd = (a: number, b: number): number => {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
};

/**
 * The capture probability of one hit of `weapon` on `species`, as a reduced fraction: R / E.
 * Throws if it would reach the cap or its denominator would not fit one 32-bit draw.
 */
export const captureChance = (
  weapon: Weapon,
  species: Species,
): { numerator: number; denominator: number } => {
  const expected = expectedMultiplier(species);
  const numerator = weapon.rtpBasisPoints * expected.denominator;
  const denominator = BASIS_POINTS * expected.numerator;
  const divisor = gcd(numerator, denominator);
  const chance = { numerator: numerator / divisor, denominator: denominator / divisor };
  if (chance.numerator * CAPTURE_CAP.denominator > CAPTURE_CAP.numerator * chance.denominator) {
    throw new RangeError(
      `${weapon.id} on ${species.id} would capture above the ${CAPTURE_CAP.numerator} % cap`,
    );
  }
  if (chance.denominator > 2 ** 32)
    throw new RangeError(`${weapon.id} on ${species.id}: denominator too large`);
  return chance;
};

/** The precomputed rule of one hit of `weapon` on `species`. */
export const captureRule = (weapon: Weapon, species: Species): CaptureRule => {
  const { numerator, denominator } = captureChance(weapon, species);
  if (species.kind === 'regular') {
    return {
      numerator,
      denominator,
      baseMultiplier: species.multiplier,
      extraValues: [1],
      extraCumulative: [1],
      extraTotal: 1,
    };
  }
  const extraCumulative: number[] = [];
  let total = 0;
  for (const { weight } of species.extra) {
    total += weight;
    extraCumulative.push(total);
  }
  return {
    numerator,
    denominator,
    baseMultiplier: species.baseMultiplier,
    extraValues: species.extra.map((entry) => entry.value),
    extraCumulative,
    extraTotal: total,
  };
};

/**
 * The draw itself, allocation-free so a simulation can run it ten million times: 0 if the fish escapes,
 * else the multiplier paid (base × extra). Draws one integer, and one more for a captured boss.
 */
export const drawMultiplier = (source: UniformSource, rule: CaptureRule): number => {
  if (source.nextInt(rule.denominator) >= rule.numerator) return 0;
  if (rule.extraTotal === 1) return rule.baseMultiplier;
  const draw = source.nextInt(rule.extraTotal);
  let i = 0;
  while (draw >= rule.extraCumulative[i]!) i += 1;
  return rule.baseMultiplier * rule.extraValues[i]!;
};

/** The provably-fair stream of one hit: (serverSeed, `${clientSeed}#${hitIndex}`, nonce). */
export const hitStream = (seeds: Seeds, hitIndex: number): RandomStream => {
  if (!Number.isSafeInteger(hitIndex) || hitIndex < 0) throw new RangeError(`bad hit index ${hitIndex}`);
  return createVerifierStream({ ...seeds, clientSeed: `${seeds.clientSeed}#${hitIndex}` });
};

/** Why a hit was handed its stake back instead of being drawn. */
export type RefundReason =
  | 'already-captured'
  | 'left-screen'
  | 'not-on-screen'
  | 'out-of-reach'
  | 'duplicate-target';

export type HitOutcome =
  | {
      outcome: 'captured';
      fishId: string;
      speciesId: string;
      hitIndex: number;
      stake: bigint;
      baseMultiplier: number;
      extraMultiplier: number;
      multiplier: number;
      win: bigint;
    }
  | { outcome: 'escaped'; fishId: string; speciesId: string; hitIndex: number; stake: bigint; win: 0n }
  | { outcome: 'refunded'; fishId: string; hitIndex: number; stake: bigint; reason: RefundReason; win: 0n };

/** Who captured a fish: the first capture is the only one. */
export type Capture = { playerId: string; nonce: number; hitIndex: number; atMs: number };

/**
 * Resolves hit `hitIndex` of a shot on fish `fishId` of `species`. A fish already in `captures` (caught by
 * anyone, this shot included) cannot be captured again: the hit is refunded and nothing is drawn.
 */
export const resolveHit = ({
  seeds,
  hitIndex,
  weapon,
  fishId,
  species,
  captures,
}: {
  seeds: Seeds;
  hitIndex: number;
  weapon: Weapon;
  fishId: string;
  species: Species;
  captures: ReadonlyMap<string, Capture>;
}): HitOutcome => {
  const stake = weapon.stakePerHit;
  if (captures.has(fishId))
    return { outcome: 'refunded', fishId, hitIndex, stake, reason: 'already-captured', win: 0n };
  const replay = replayHit({ seeds, hitIndex, weapon, species });
  if (!replay.captured)
    return { outcome: 'escaped', fishId, speciesId: species.id, hitIndex, stake, win: 0n };
  return {
    outcome: 'captured',
    fishId,
    speciesId: species.id,
    hitIndex,
    stake,
    baseMultiplier: replay.baseMultiplier,
    extraMultiplier: replay.extraMultiplier,
    multiplier: replay.multiplier,
    win: stake * BigInt(replay.multiplier),
  };
};

/**
 * What the revealed seeds say about one hit: the verifier's function (docs/fishing-maths.md). It is the
 * very draw `resolveHit` makes.
 */
export const replayHit = ({
  seeds,
  hitIndex,
  weapon,
  species,
}: {
  seeds: Seeds;
  hitIndex: number;
  weapon: Weapon;
  species: Species;
}): { captured: boolean; baseMultiplier: number; extraMultiplier: number; multiplier: number } => {
  const rule = captureRule(weapon, species);
  const multiplier = drawMultiplier(hitStream(seeds, hitIndex), rule);
  return {
    captured: multiplier > 0,
    baseMultiplier: rule.baseMultiplier,
    extraMultiplier: multiplier / rule.baseMultiplier,
    multiplier,
  };
};

/**
 * The exact expected return of one hit, as a fraction of its stake: p × E. Equal to the weapon's RTP
 * for every species (capture.test.ts), with no term for damage or history.
 */
export const expectedHitReturn = (
  weapon: Weapon,
  species: Species,
): { numerator: bigint; denominator: bigint } => {
  const chance = captureChance(weapon, species);
  const expected = expectedMultiplier(species);
  return {
    numerator: BigInt(chance.numerator) * BigInt(expected.numerator),
    denominator: BigInt(chance.denominator) * BigInt(expected.denominator),
  };
};

/**
 * The exact expected win of a multi-target shot on these fish (one hit each), in minor units, as a
 * fraction, beside its price: by linearity Σ stakePerHit × p_i × E_i = RTP × price.
 */
export const expectedShotReturn = (
  weapon: Weapon,
  targets: readonly Species[],
): { price: bigint; expectedWin: { numerator: bigint; denominator: bigint } } => {
  let numerator = 0n;
  let denominator = 1n;
  for (const species of targets) {
    const hit = expectedHitReturn(weapon, species);
    numerator = numerator * hit.denominator + hit.numerator * weapon.stakePerHit * denominator;
    denominator *= hit.denominator;
  }
  return { price: weapon.stakePerHit * BigInt(targets.length), expectedWin: { numerator, denominator } };
};

/** Per-mille floor of a boss's displayed health: the bar never shows it dead before it is captured. */
export const BOSS_BAR_FLOOR = 50;

/**
 * The boss's health bar, display only: 1,000 per mille at spawn, draining by one nominal unit per hit
 * (nominal health = the expected multiplier, rounded up, in hits) down to a floor of 5 %. Nothing here
 * is read by the capture draw.
 */
export const bossHealthBar = (
  species: Species,
  hitsTaken: number,
): { hitsTaken: number; healthPerMille: number } => {
  if (species.kind !== 'boss') throw new RangeError(`${species.id} is not a boss`);
  const expected = expectedMultiplier(species);
  const nominal = Math.ceil(expected.numerator / expected.denominator);
  const drained = Math.floor((1000 * hitsTaken) / nominal);
  return { hitsTaken, healthPerMille: Math.max(BOSS_BAR_FLOOR, 1000 - drained) };
};
