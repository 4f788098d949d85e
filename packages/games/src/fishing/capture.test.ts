import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import {
  BOSS_BAR_FLOOR,
  bossHealthBar,
  CAPTURE_CAP,
  type Capture,
  captureChance,
  captureRule,
  drawMultiplier,
  expectedHitReturn,
  expectedShotReturn,
  hitStream,
  replayHit,
  resolveHit,
} from './capture.ts';
import { createFastStream, Z99 } from './simulation.ts';
import { expectedMultiplier, FISH_SPECIES, fishSpecies, maxMultiplier, type Species } from './species.ts';
import { BASIS_POINTS, FISH_WEAPONS, fishWeapon, type Weapon } from './weapons.ts';

const pairs = FISH_WEAPONS.flatMap((weapon) => FISH_SPECIES.map((species) => [weapon, species] as const));
const bosses = FISH_SPECIES.filter((species) => species.kind === 'boss');
const seeds = { serverSeed: 'capture-server', clientSeed: 'capture-client', nonce: 3 };

/** A source that answers the given integers in order. */
const scripted = (values: number[]) => {
  let i = 0;
  return { nextInt: (_bound: number) => values[i++]! };
};

/** a/b ≤ c/d on positive bigints. */
const atMost = (a: bigint, b: bigint, c: bigint, d: bigint) => a * d <= c * b;

describe('the fish and weapons', () => {
  it('publishes 21 species from 2× to 1,000×, three of them bosses, and RTPs of 96 %–97 %', () => {
    expect(FISH_SPECIES).toHaveLength(21);
    expect(bosses.map((boss) => boss.id)).toEqual(['giant-crab', 'kraken', 'sea-emperor']);
    expect(Math.min(...FISH_SPECIES.map(maxMultiplier))).toBe(2);
    expect(Math.max(...FISH_SPECIES.map(maxMultiplier))).toBe(1000);
    for (const weapon of FISH_WEAPONS) expect(weapon.rtpBasisPoints).toBeGreaterThanOrEqual(9_600);
    for (const weapon of FISH_WEAPONS) expect(weapon.rtpBasisPoints).toBeLessThanOrEqual(9_700);
  });
});

describe('the capture rule', () => {
  it.each(pairs.map(([weapon, species]) => [weapon.id, species.id, weapon, species] as const))(
    '%s on %s returns exactly the weapon’s RTP per hit (p × E = R)',
    (_w, _s, weapon: Weapon, species: Species) => {
      const { numerator, denominator } = expectedHitReturn(weapon, species);
      expect(numerator * BigInt(BASIS_POINTS)).toBe(BigInt(weapon.rtpBasisPoints) * denominator);
    },
  );

  it('keeps every capture probability below one half, far from the 95 % cap, in one 32-bit draw', () => {
    for (const [weapon, species] of pairs) {
      const chance = captureChance(weapon, species);
      expect(chance.numerator * 2).toBeLessThan(chance.denominator);
      expect(chance.numerator * CAPTURE_CAP.denominator).toBeLessThan(
        CAPTURE_CAP.numerator * chance.denominator,
      );
      expect(chance.denominator).toBeLessThanOrEqual(2 ** 32);
    }
  });

  it('refuses a configuration that would reach the cap instead of quietly lowering the RTP', () => {
    const oneTimes: Species = { ...fishSpecies('clownfish'), kind: 'regular', multiplier: 1 };
    expect(() => captureChance(fishWeapon('cannon-100'), oneTimes)).toThrow(/cap/);
  });

  it('captures a clownfish with the cannon at exactly 9,650 / 20,000', () => {
    expect(captureChance(fishWeapon('cannon-1'), fishSpecies('clownfish'))).toEqual({
      numerator: 193,
      denominator: 400,
    });
  });

  it('captures on a draw below the numerator and lets the fish escape at the numerator', () => {
    const rule = captureRule(fishWeapon('cannon-1'), fishSpecies('golden-dragon'));
    expect(drawMultiplier(scripted([rule.numerator - 1]), rule)).toBe(1000);
    expect(drawMultiplier(scripted([rule.numerator]), rule)).toBe(0);
  });

  it('pays a captured boss its base times the extra multiplier the second draw picks', () => {
    const rule = captureRule(fishWeapon('cannon-1'), fishSpecies('kraken'));
    // Cumulative weights 40, 65, 80, 92, 100 for 1×, 2×, 3×, 5×, 10×.
    expect(drawMultiplier(scripted([0, 39]), rule)).toBe(100);
    expect(drawMultiplier(scripted([0, 40]), rule)).toBe(200);
    expect(drawMultiplier(scripted([0, 79]), rule)).toBe(300);
    expect(drawMultiplier(scripted([0, 91]), rule)).toBe(500);
    expect(drawMultiplier(scripted([0, 99]), rule)).toBe(1000);
  });

  it('draws a boss’s extra multiplier with its published frequencies (99 % per value)', () => {
    const rule = {
      ...captureRule(fishWeapon('cannon-1'), fishSpecies('kraken')),
      numerator: 1,
      denominator: 1,
    };
    const source = createFastStream(21);
    const n = 400_000;
    const counts = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const extra = drawMultiplier(source, rule) / rule.baseMultiplier;
      counts.set(extra, (counts.get(extra) ?? 0) + 1);
    }
    const kraken = fishSpecies('kraken');
    if (kraken.kind !== 'boss') throw new Error('kraken is a boss');
    for (const { value, weight } of kraken.extra) {
      const p = weight / 100;
      expect(Math.abs((counts.get(value) ?? 0) / n - p)).toBeLessThan(3.3 * Math.sqrt((p * (1 - p)) / n));
    }
  });
});

describe('multi-target weapons', () => {
  it('never expect more than RTP × price, for every set of up to three targets (exact)', () => {
    for (const weapon of FISH_WEAPONS.filter((w) => w.maxHits > 1)) {
      const rtp = BigInt(weapon.rtpBasisPoints);
      const scale = BigInt(BASIS_POINTS);
      const n = FISH_SPECIES.length;
      for (let a = 0; a < n; a++) {
        for (let b = a; b < n; b++) {
          for (let c = b; c < n; c++) {
            for (const targets of [[a], [a, b], [a, b, c]]) {
              const { price, expectedWin } = expectedShotReturn(
                weapon,
                targets.map((i) => FISH_SPECIES[i]!),
              );
              expect(atMost(expectedWin.numerator, expectedWin.denominator, rtp * price, scale)).toBe(true);
              expect(expectedWin.numerator * scale).toBe(rtp * price * expectedWin.denominator);
            }
          }
        }
      }
    }
  });

  it('expect exactly RTP × price on full nets and chains of any species (exact, 2,000 random target sets)', () => {
    const source = createFastStream(5);
    for (const weapon of FISH_WEAPONS.filter((w) => w.maxHits > 1)) {
      for (let trial = 0; trial < 1000; trial++) {
        const hits = 1 + source.nextInt(weapon.maxHits);
        const targets = Array.from(
          { length: hits },
          () => FISH_SPECIES[source.nextInt(FISH_SPECIES.length)]!,
        );
        const { price, expectedWin } = expectedShotReturn(weapon, targets);
        expect(price).toBe(weapon.stakePerHit * BigInt(hits));
        expect(expectedWin.numerator * BigInt(BASIS_POINTS)).toBe(
          BigInt(weapon.rtpBasisPoints) * price * expectedWin.denominator,
        );
      }
    }
  });
});

describe('bosses', () => {
  it('give every hit the same capture rule whatever the damage: the rule has no damage input', () => {
    // captureRule(weapon, species) is all a draw reads; the same object for the first hit and the last.
    for (const boss of bosses) {
      for (const weapon of FISH_WEAPONS) expect(captureRule(weapon, boss)).toEqual(captureRule(weapon, boss));
    }
  });

  it.each(bosses.map((boss) => [boss.id, boss] as const))(
    '%s: the return per hit is RTP whatever the damage already dealt (99 % per damage band)',
    (_id, boss) => {
      // Shoot bosses with the cannon until each is captured; file every hit under the damage (hits
      // already taken) before it. Each band's mean return must be the RTP.
      const weapon = fishWeapon('cannon-1');
      const rule = captureRule(weapon, boss);
      const expected = expectedMultiplier(boss);
      const nominal = expected.numerator / expected.denominator;
      const bands = [0, nominal / 4, nominal / 2, nominal, 2 * nominal, Number.POSITIVE_INFINITY];
      const sums = bands.slice(1).map(() => ({ n: 0, sum: 0, squares: 0 }));
      const source = createFastStream(99);
      for (let hit = 0, damage = 0; hit < 3_000_000; hit++) {
        const win = drawMultiplier(source, rule);
        const band = sums[bands.findIndex((edge, i) => damage >= edge && damage < bands[i + 1]!)]!;
        band.n += 1;
        band.sum += win;
        band.squares += win * win;
        damage = win > 0 ? 0 : damage + 1;
      }
      const rtp = weapon.rtpBasisPoints / BASIS_POINTS;
      for (const band of sums) {
        const mean = band.sum / band.n;
        const variance = band.squares / band.n - mean * mean;
        expect(band.n).toBeGreaterThan(100_000);
        expect(Math.abs(mean - rtp)).toBeLessThan(Z99 * Math.sqrt(variance / band.n));
      }
    },
  );

  it('shows a health bar that drains with damage but never reaches zero before the capture', () => {
    const kraken = fishSpecies('kraken');
    expect(bossHealthBar(kraken, 0).healthPerMille).toBe(1000);
    expect(bossHealthBar(kraken, 55).healthPerMille).toBe(800);
    expect(bossHealthBar(kraken, 10_000).healthPerMille).toBe(BOSS_BAR_FLOOR);
    expect(() => bossHealthBar(fishSpecies('clownfish'), 1)).toThrow();
  });
});

describe('resolving a hit', () => {
  const weapon = fishWeapon('cannon-5');
  const species = fishSpecies('clownfish');
  const none = new Map<string, Capture>();

  it('draws the same outcome from the same seeds, nonce and hit index, as the verifier replays it', () => {
    for (let hitIndex = 0; hitIndex < 20; hitIndex++) {
      const outcome = resolveHit({ seeds, hitIndex, weapon, fishId: '1.0', species, captures: none });
      const again = resolveHit({ seeds, hitIndex, weapon, fishId: '1.0', species, captures: none });
      expect(again).toEqual(outcome);
      const replay = replayHit({ seeds, hitIndex, weapon, species });
      expect(outcome.outcome).toBe(replay.captured ? 'captured' : 'escaped');
      if (outcome.outcome === 'captured') expect(outcome.win).toBe(500n * 2n);
    }
  });

  it('reads hit i from HMAC-SHA256(serverSeed, "clientSeed#i:nonce:cursor"), as a verifier recomputes it', () => {
    const block = hmac(
      sha256,
      utf8ToBytes(seeds.serverSeed),
      utf8ToBytes(`${seeds.clientSeed}#2:${seeds.nonce}:0`),
    );
    const firstWord = ((block[0]! << 24) | (block[1]! << 16) | (block[2]! << 8) | block[3]!) >>> 0;
    expect(hitStream(seeds, 2).nextInt(2 ** 32)).toBe(firstWord);
  });

  it('gives each hit index its own stream', () => {
    expect(hitStream(seeds, 0).nextInt(2 ** 32)).not.toBe(hitStream(seeds, 1).nextInt(2 ** 32));
    expect(() => hitStream(seeds, -1)).toThrow();
  });

  it('refunds a hit on a fish someone already captured, drawing nothing', () => {
    const captures = new Map<string, Capture>([['1.0', { playerId: 'a', nonce: 1, hitIndex: 0, atMs: 0 }]]);
    expect(resolveHit({ seeds, hitIndex: 0, weapon, fishId: '1.0', species, captures })).toEqual({
      outcome: 'refunded',
      fishId: '1.0',
      hitIndex: 0,
      stake: 500n,
      reason: 'already-captured',
      win: 0n,
    });
  });
});
