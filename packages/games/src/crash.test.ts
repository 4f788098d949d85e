import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CRASH_MAX_MULTIPLIER,
  CRASH_TICK_MS,
  crashChain,
  crashMultiplierAt,
  crashPoint,
  crashPointFromDraw,
  crashRound,
  crashTickMultiplier,
  firstTickReaching,
  previousCrashHash,
  settleCrash,
  settleCrashBet,
  verifyCrashHash,
} from './crash.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const E = 2n ** 52n;

describe('crash hash chain', () => {
  const { commitment, hashes } = crashChain('chain-test-seed', 50);

  it('links every game to the one before it by SHA-256, from SHA-256(seed) at the end to the commitment', () => {
    expect(hashes).toHaveLength(50);
    expect(hashes[49]).toBe(sha256('chain-test-seed'));
    for (let i = 0; i < 49; i++) expect(sha256(hashes[i + 1]!)).toBe(hashes[i]);
    expect(sha256(hashes[0]!)).toBe(commitment);
    expect(previousCrashHash(hashes[10]!)).toBe(hashes[9]);
  });

  it('lets a player prove any revealed game belongs to the committed chain, and at which position', () => {
    expect(verifyCrashHash(hashes[0]!, commitment, 1)).toBe(true);
    expect(verifyCrashHash(hashes[41]!, commitment, 42)).toBe(true);
    expect(verifyCrashHash(hashes[41]!, commitment, 41)).toBe(false);
    expect(verifyCrashHash(sha256('some other seed'), commitment, 1)).toBe(false);
    expect(verifyCrashHash(hashes[0]!, commitment, 0)).toBe(false);
  });

  it('is the same chain whatever its length: a longer chain only adds games after the shorter one', () => {
    const longer = crashChain('chain-test-seed', 60);
    expect(longer.hashes.slice(10)).toEqual(hashes);
  });
});

describe('crash point', () => {
  it('reads HMAC-SHA256(key = game hash, message = salt) and its first 52 bits', () => {
    const gameHash = sha256('any game');
    const hmac = createHmac('sha256', gameHash).update('the salt').digest('hex');
    expect(crashPoint(gameHash, 'the salt')).toBe(crashPointFromDraw(BigInt(`0x${hmac.slice(0, 13)}`)));
  });

  it('gives a crash point at or above a for exactly floor(99 × 2^bits / a) of the draws (all 2^16 draws counted)', () => {
    const bits = 16;
    const space = 2 ** bits;
    const ceiling = 200_000;
    const atLeast = new Array<number>(ceiling + 2).fill(0);
    for (let h = 0; h < space; h++) atLeast[Math.min(crashPointFromDraw(BigInt(h), bits), ceiling + 1)]! += 1;
    for (let a = ceiling; a >= 100; a--) atLeast[a]! += atLeast[a + 1]!; // now counts crash ≥ a
    const wrong: number[] = [];
    for (let a = 101; a <= ceiling; a++) if (atLeast[a] !== Math.floor((99 * space) / a)) wrong.push(a);
    expect(wrong).toEqual([]);
    expect(atLeast[100]).toBe(space);
  });

  it('so every cash-out target from 1.01× returns 99 % less at most target / 2^52 (the 52-bit game)', () => {
    const targets: bigint[] = [];
    for (let a = 101n; a <= 100_000n; a++) targets.push(a);
    for (let a = 100_000n; a <= BigInt(CRASH_MAX_MULTIPLIER); a = (a * 1_001n) / 1_000n) targets.push(a);
    targets.push(BigInt(CRASH_MAX_MULTIPLIER));
    // RTP(a) = (a / 100) × P(crash ≥ a) = a × floor(99 E / a) / (100 E); claim 99/100 − a/(100 E) < RTP ≤ 99/100.
    const wrong = targets.filter((a) => {
      const wins = (99n * E) / a;
      return a * wins > 99n * E || a * wins <= 99n * E - a;
    });
    expect(targets.length).toBeGreaterThan(100_000);
    expect(wrong).toEqual([]);
  });

  it('crashes at 1.00× in 2/101 of games, below 1.01× where no cash-out is allowed', () => {
    // Crash 1.00× iff floor(99 E / (E − h)) < 101 iff h < E − floor(99 E / 101).
    const instant = E - (99n * E) / 101n;
    expect(instant * 101n - 2n * E).toBeGreaterThanOrEqual(0n);
    expect(instant * 101n - 2n * E).toBeLessThan(101n);
    expect(crashPointFromDraw(0n)).toBe(100);
    expect(crashPointFromDraw(instant - 1n)).toBe(100);
    expect(crashPointFromDraw(instant)).toBe(101);
    expect(crashPointFromDraw(E / 2n)).toBe(198);
    expect(crashPointFromDraw(E - 1n)).toBe(CRASH_MAX_MULTIPLIER);
  });

  it('returns close to 99 % on a real chain: 20,000 games at a 2.00× target, within a 99.9 % band', () => {
    const { hashes } = crashChain('simulation-seed', 20_000);
    const points = hashes.map((hash) => crashPoint(hash, 'simulation-salt'));
    const wins = points.filter((point) => point >= 200).length;
    // Payout per game is 2 × Bernoulli(0.495): mean 0.99, sd ≈ 1.0; 3.29 sd / √20,000 ≈ 0.0233.
    expect(Math.abs((2 * wins) / points.length - 0.99)).toBeLessThan(0.0233);
    const instant = points.filter((point) => point === 100).length / points.length;
    expect(Math.abs(instant - 2 / 101)).toBeLessThan(3.29 * Math.sqrt(((2 / 101) * (99 / 101)) / 20_000));
  });
});

describe('crash curve and ticks', () => {
  it('is floor(100 × e^(0.00006 t)) exactly, on both sides of 2.00×', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    // ln 2 / 0.00006 = 11,552.45 ms.
    expect(crashMultiplierAt(11_552)).toBe(199);
    expect(crashMultiplierAt(11_553)).toBe(200);
    for (let ms = 0; ms <= 240_000; ms += 997) {
      expect(crashMultiplierAt(ms)).toBe(Math.floor(100 * Math.exp(0.00006 * ms)));
    }
  });

  it('never goes down from one tick to the next, up to the 1,000,000× ceiling', () => {
    const last = firstTickReaching(CRASH_MAX_MULTIPLIER);
    let previous = crashTickMultiplier(0);
    for (let tick = 1; tick <= last; tick++) {
      const current = crashTickMultiplier(tick);
      expect(current).toBeGreaterThanOrEqual(previous);
      previous = current;
    }
    expect(previous).toBeGreaterThanOrEqual(CRASH_MAX_MULTIPLIER);
    expect(last * CRASH_TICK_MS).toBeLessThan(240_000); // a round lasts at most four minutes
  });

  it('finds the first tick reaching a multiplier', () => {
    for (const multiplier of [100, 101, 102, 150, 200, 1_000, 12_345, 1_000_000, CRASH_MAX_MULTIPLIER]) {
      const tick = firstTickReaching(multiplier);
      expect(crashTickMultiplier(tick)).toBeGreaterThanOrEqual(multiplier);
      if (tick > 0) expect(crashTickMultiplier(tick - 1)).toBeLessThan(multiplier);
    }
    expect(firstTickReaching(100)).toBe(0);
    expect(() => crashMultiplierAt(300_001)).toThrow(RangeError);
    expect(() => crashMultiplierAt(-1)).toThrow(RangeError);
  });
});

describe('crash settlement', () => {
  const point = 250;
  const crashTick = firstTickReaching(point);

  it('pays an auto cash-out its exact target when the target is at or below the crash point', () => {
    expect(settleCrashBet({ autoCashOut: 200 }, point)).toEqual({
      multiplier: 20_000,
      cashedOutAt: 200,
      tick: firstTickReaching(200),
    });
    expect(settleCrashBet({ autoCashOut: 250 }, point).multiplier).toBe(25_000); // a tie goes to the player
    expect(settleCrashBet({ autoCashOut: 251 }, point)).toEqual({
      multiplier: 0,
      cashedOutAt: null,
      tick: null,
    });
  });

  it('pays a manual cash-out the multiplier of its tick, if that tick is not past the crash', () => {
    const before = crashTick - 1;
    expect(settleCrashBet({ cashOutTick: before }, point)).toEqual({
      multiplier: crashTickMultiplier(before) * 100,
      cashedOutAt: crashTickMultiplier(before),
      tick: before,
    });
    // At the crash tick only a multiplier equal to the crash point wins.
    const atCrash = crashTickMultiplier(crashTick);
    expect(settleCrashBet({ cashOutTick: crashTick }, atCrash).cashedOutAt).toBe(atCrash);
    expect(settleCrashBet({ cashOutTick: crashTick }, atCrash + 1).cashedOutAt).toBe(atCrash);
    expect(settleCrashBet({ cashOutTick: firstTickReaching(atCrash) }, atCrash - 1).multiplier).toBe(0);
    expect(settleCrashBet({ cashOutTick: crashTick + 1 }, point).multiplier).toBe(0);
    expect(settleCrashBet({ cashOutTick: 1e9 }, point).multiplier).toBe(0);
  });

  it('loses a later tick of the same value once the round has crashed on the first one', () => {
    // At low multipliers two ticks can show the same hundredth: 1.01× at ticks 2 and 3.
    expect([crashTickMultiplier(2), crashTickMultiplier(3)]).toEqual([101, 101]);
    expect(settleCrashBet({ cashOutTick: 2 }, 101).cashedOutAt).toBe(101);
    expect(settleCrashBet({ cashOutTick: 3 }, 101).multiplier).toBe(0);
  });

  it('holds a cash-out asked before 1.01× until the first tick at 1.01×', () => {
    expect(settleCrashBet({ cashOutTick: 0 }, point)).toMatchObject({ cashedOutAt: 101, tick: 2 });
  });

  it('resolves both cash-outs on one bet by the earlier tick, the auto one on the same tick', () => {
    const autoTick = firstTickReaching(150);
    expect(settleCrashBet({ autoCashOut: 150, cashOutTick: autoTick + 5 }, point).cashedOutAt).toBe(150);
    expect(settleCrashBet({ autoCashOut: 150, cashOutTick: autoTick }, point)).toEqual({
      multiplier: 15_000,
      cashedOutAt: 150,
      tick: autoTick,
    });
    expect(settleCrashBet({ autoCashOut: 150, cashOutTick: autoTick - 3 }, point).tick).toBe(autoTick - 3);
    // A manual cash-out after the crash does not spoil an auto cash-out that won.
    expect(settleCrashBet({ autoCashOut: 150, cashOutTick: crashTick + 10 }, point).cashedOutAt).toBe(150);
  });

  it('loses every bet in a 1.00× crash and cashes every bet still in at the 1,000,000× ceiling', () => {
    expect(settleCrashBet({ autoCashOut: 101, cashOutTick: 2 }, 100).multiplier).toBe(0);
    expect(settleCrashBet({}, CRASH_MAX_MULTIPLIER)).toEqual({
      multiplier: CRASH_MAX_MULTIPLIER * 100,
      cashedOutAt: CRASH_MAX_MULTIPLIER,
      tick: firstTickReaching(CRASH_MAX_MULTIPLIER),
    });
    expect(settleCrashBet({}, CRASH_MAX_MULTIPLIER - 1).multiplier).toBe(0);
  });

  it('settles a round of bets in order, and refuses impossible targets, ticks and crash points', () => {
    const bets = [
      { id: 'a', autoCashOut: 120 },
      { id: 'b', cashOutTick: 5 },
      { id: 'c', autoCashOut: 900 },
    ];
    expect(settleCrash(bets, point).map((s) => s.cashedOutAt)).toEqual([120, crashTickMultiplier(5), null]);
    expect(() => settleCrashBet({ autoCashOut: 100 }, point)).toThrow(RangeError);
    expect(() => settleCrashBet({ autoCashOut: 150.5 }, point)).toThrow(RangeError);
    expect(() => settleCrashBet({ autoCashOut: CRASH_MAX_MULTIPLIER + 1 }, point)).toThrow(RangeError);
    expect(() => settleCrashBet({ cashOutTick: -1 }, point)).toThrow(RangeError);
    expect(() => settleCrashBet({}, 99)).toThrow(RangeError);
  });
});

describe('the worked example of docs/mini-games-maths.md', () => {
  const doc = readFileSync(new URL('../../../docs/mini-games-maths.md', import.meta.url), 'utf8');
  const seed = 'luckwell-crash-worked-example';
  const salt = 'luckwell-public-salt-2026';
  const { commitment, hashes } = crashChain(seed, 3);

  it('has the chain the document prints', () => {
    expect(commitment).toBe('d306eb3a402529046b8e8317c26b97f4a8b237f6ca41ce2c055510ddc0b5c3d4');
    expect(hashes).toEqual([
      '178050a015f24f94934d0f174ba82e61b73e8c0b068203cd5c72ab606de0bbbf',
      '9634063ec2196fa186fd98e2d5d5457dc4f29a3f7c42fe72e702e5057db03712',
      'c730b832baa53dd19818d0642bc627d4f735f18c880288dc910929cb05f46998',
    ]);
    for (const value of [commitment, ...hashes, seed, salt]) expect(doc).toContain(value);
  });

  it('crashes game 1 at 1.29× on tick 43, as worked by hand in the document', () => {
    const hmac = createHmac('sha256', hashes[0]!).update(salt).digest('hex');
    expect(hmac).toBe('3cb02741d906f60b5c3b1ed3b35cf51c54741048c4ac2914ae304806c6e50249');
    expect(BigInt('0x3cb02741d906f')).toBe(1_067_636_328_599_663n);
    expect((99n * E) / (E - 1_067_636_328_599_663n)).toBe(129n);
    expect(crashRound(hashes[0]!, salt)).toEqual({ crashPoint: 129, crashTick: 43 });
    expect(hashes.map((hash) => crashPoint(hash, salt))).toEqual([129, 313, 125]);
    for (const value of [hmac, '3cb02741d906f', '1067636328599663', '3435963298770833', '129.76']) {
      expect(doc).toContain(value);
    }
  });
});
