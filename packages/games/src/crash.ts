/**
 * Crash (docs/mini-games-maths.md, ADR 034), the pure parts: the provably-fair hash chain, the crash
 * point of a game hash (the bustabit scheme with a published 1 % house edge), the multiplier curve
 * and its tick schedule, and the settlement of bets against a crash point. The shared round timer,
 * the bets' booking and the live feed belong to the server, built on these functions.
 *
 * Everything is integer arithmetic (bigint where it must be exact), so the server, a browser and a
 * player's own script compute the same crash point, the same multiplier at every tick and the same
 * payouts. Multipliers on the curve are in hundredths (100 = 1.00×); payouts, as for every house
 * engine, in ten-thousandths of the stake (10,000 = 1×). No stake enters.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The only two hash functions crash needs, on UTF-8 text, answering lowercase hex. @noble/hashes
 * rather than node:crypto so the game client and the browser verifier run this very file (ADR 039);
 * the server walks long chains with node:crypto's faster SHA-256 and checks it against this one.
 */
const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));
const hmacSha256Hex = (key: string, message: string): string =>
  bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));

/** The published house edge: 1 / 100, so the published RTP of every cash-out target is 99 %. */
export const CRASH_HOUSE_EDGE = { numerator: 1n, denominator: 100n } as const;
/** Bits of the HMAC read as the game's uniform draw: 52, the first 13 hex digits. */
export const CRASH_BITS = 52;
/** The round's clock advances in ticks of 100 ms: tick n is n × 100 ms after the round starts. */
export const CRASH_TICK_MS = 100;
/** The lowest cash-out, 1.01×, in hundredths: at 1.00× a cash-out would only hand the stake back. */
export const CRASH_MIN_CASH_OUT = 101;
/**
 * The highest multiplier, 1,000,000× in hundredths. A crash point above it is published as it, and a
 * round that reaches it ends there with every bet still in cashed out at it (about 1 round in a million).
 */
export const CRASH_MAX_MULTIPLIER = 100_000_000;
/** Growth of the curve, e^(0.00006 × ms): 3 / 50,000 per millisecond, kept as a fraction. */
const GROWTH_NUMERATOR = 3n;
const GROWTH_DENOMINATOR = 50_000n;
/** The curve is defined up to 5 minutes; the ceiling is reached after 230.26 s. */
export const CRASH_MAX_MS = 300_000;

// --- The hash chain -------------------------------------------------------------------------------

/** The hash of the game before `gameHash`: SHA-256 of its lowercase hex text. */
export const previousCrashHash = (gameHash: string): string => sha256Hex(gameHash);

/**
 * A chain of `games` game hashes from a secret terminating seed, in play order (`hashes[0]` is game 1).
 * The last game's hash is SHA-256(seed); each earlier one is the SHA-256 of the next one's hex text;
 * the commitment, published before game 1, is SHA-256(game 1's hash). Games are played from the start
 * of the array, i.e. in the reverse order of generation, so each revealed hash proves the ones before
 * it and nobody can compute a future one.
 */
export const crashChain = (
  terminatingSeed: string,
  games: number,
): { commitment: string; hashes: string[] } => {
  if (!Number.isInteger(games) || games < 1) throw new RangeError(`bad chain length ${games}`);
  const hashes = new Array<string>(games);
  let hash = sha256Hex(terminatingSeed);
  for (let i = games - 1; i >= 0; i--) {
    hashes[i] = hash;
    hash = sha256Hex(hash);
  }
  return { commitment: hash, hashes };
};

/** Whether `gameHash` is game number `game` (1-based) of the chain committed to by `commitment`. */
export const verifyCrashHash = (gameHash: string, commitment: string, game: number): boolean => {
  if (!Number.isInteger(game) || game < 1) return false;
  let hash = gameHash;
  for (let i = 0; i < game; i++) hash = sha256Hex(hash);
  return hash === commitment;
};

// --- The crash point -------------------------------------------------------------------------------

/**
 * The crash point for a uniform integer 0 ≤ h < 2^bits, in hundredths:
 * max(100, floor(99 × 2^bits / (2^bits − h))), at most CRASH_MAX_MULTIPLIER. For any target a ≥ 1.01×
 * exactly floor(99 × 2^bits / a) of the 2^bits values of h give a crash point ≥ a (docs/mini-games-maths.md),
 * which is what makes every target return 99 %. `bits` is a parameter so tests can enumerate every h.
 */
export const crashPointFromDraw = (h: bigint, bits = CRASH_BITS): number => {
  const space = 1n << BigInt(bits);
  if (h < 0n || h >= space) throw new RangeError(`draw out of range: ${h}`);
  const raw = (99n * space) / (space - h);
  if (raw < 100n) return 100;
  return raw > BigInt(CRASH_MAX_MULTIPLIER) ? CRASH_MAX_MULTIPLIER : Number(raw);
};

/** The crash point of a game, in hundredths: HMAC-SHA256(key = game hash, message = salt), first 52 bits. */
export const crashPoint = (gameHash: string, salt: string): number => {
  const hmac = hmacSha256Hex(gameHash, salt);
  return crashPointFromDraw(BigInt(`0x${hmac.slice(0, CRASH_BITS / 4)}`));
};

// --- The curve and its ticks ---------------------------------------------------------------------

/**
 * The multiplier `ms` milliseconds into a round, in hundredths: floor(100 × e^(0.00006 × ms)), the
 * exact mathematical value, not Math.exp's (which may round differently between JavaScript engines).
 * The exponential's series is summed in fixed point with a proven error bound, and the precision
 * doubles in the (astronomically rare) case the bound straddles a hundredth.
 */
export const crashMultiplierAt = (ms: number): number => {
  if (!Number.isInteger(ms) || ms < 0 || ms > CRASH_MAX_MS) throw new RangeError(`bad elapsed time ${ms}`);
  const num = GROWTH_NUMERATOR * BigInt(ms); // the exponent q = num / den
  const den = GROWTH_DENOMINATOR;
  // A bound on e^q: e^q < 2^(1.5 q), since log2(e) < 1.5.
  const bound = 1n << ((3n * num + 2n * den - 1n) / (2n * den));
  for (let bits = 96n; ; bits *= 2n) {
    const scale = 1n << bits;
    let term = scale;
    let sum = scale;
    let n = 0n;
    // Stop once the terms have floored to zero and n > 2q, so the rest of the series is below the
    // last true term. Each floor loses < 1 unit and a loss grows by at most e^q through later terms,
    // so the true e^q × scale lies in [sum, sum + (n + 2) × bound].
    while (term > 0n || n * den <= 2n * num) {
      n += 1n;
      term = (term * num) / (den * n);
      sum += term;
    }
    const low = (100n * sum) / scale;
    const high = (100n * (sum + (n + 2n) * bound)) / scale;
    if (low === high) return Number(low);
  }
};

/** The multiplier shown at tick `tick`, in hundredths (before the crash). */
export const crashTickMultiplier = (tick: number): number => crashMultiplierAt(tick * CRASH_TICK_MS);

/** The first tick whose multiplier is at least `multiplier` (hundredths). */
export const firstTickReaching = (multiplier: number): number => {
  if (multiplier <= 100) return 0;
  // A floating estimate, then exact steps: the curve is non-decreasing, so this finds the first tick.
  let tick = Math.max(0, Math.ceil(Math.log(multiplier / 100) / (0.00006 * CRASH_TICK_MS)));
  while (tick > 0 && crashTickMultiplier(tick - 1) >= multiplier) tick -= 1;
  while (crashTickMultiplier(tick) < multiplier) tick += 1;
  return tick;
};

/**
 * A round's fixed facts: its crash point (hundredths) and the tick at which it crashes, the first tick
 * whose multiplier reaches the crash point (tick 0 for a 1.00× crash); the feed shows the crash point
 * there, at crashTick × CRASH_TICK_MS ms.
 */
export const crashRound = (gameHash: string, salt: string): { crashPoint: number; crashTick: number } => {
  const point = crashPoint(gameHash, salt);
  return { crashPoint: point, crashTick: firstTickReaching(point) };
};

// --- Settlement -----------------------------------------------------------------------------------

export type CrashBet = {
  /** Auto cash-out target in hundredths (101 … 100,000,000), or none. */
  autoCashOut?: number | null;
  /**
   * The tick at which the server executes the player's cash-out request: the first tick after it
   * arrived. A request executed before the curve reaches 1.01× waits for the first tick that does.
   */
  cashOutTick?: number | null;
};

export type CrashSettlement = {
  /** The payout in ten-thousandths of the stake: cashedOutAt × 100, or 0 for a lost bet. */
  multiplier: number;
  /** The multiplier cashed out at, hundredths, or null for a lost bet. */
  cashedOutAt: number | null;
  /** The tick at which it was cashed out, or null. */
  tick: number | null;
};

const checkBet = ({ autoCashOut, cashOutTick }: CrashBet): void => {
  if (autoCashOut != null) {
    const ok =
      Number.isInteger(autoCashOut) &&
      autoCashOut >= CRASH_MIN_CASH_OUT &&
      autoCashOut <= CRASH_MAX_MULTIPLIER;
    if (!ok)
      throw new RangeError(
        `auto cash-out must be ${CRASH_MIN_CASH_OUT}..${CRASH_MAX_MULTIPLIER}, got ${autoCashOut}`,
      );
  }
  if (cashOutTick != null && (!Number.isInteger(cashOutTick) || cashOutTick < 0)) {
    throw new RangeError(`bad cash-out tick ${cashOutTick}`);
  }
};

/**
 * One bet against a crash point (hundredths). The rules, in full:
 * - A cash-out at multiplier x wins iff x ≤ the crash point, and pays x: ties go to the player, which
 *   is what makes every target return exactly 99 % less at most 2^-52 (a tie lost would cost ~1/x).
 * - An auto cash-out at a pays exactly a (not the next tick's multiplier), at the first tick reaching a.
 * - A manual cash-out executes at its tick n and pays that tick's multiplier x, if n is not after the
 *   crash tick and x ≤ the crash point: before the crash tick x is below the crash point; at the crash
 *   tick only a multiplier equal to the crash point wins.
 * - Both on one bet: the earlier tick wins; on the same tick the auto cash-out does, since the curve
 *   passed a at or before the tick's multiplier.
 * - Every bet carries an implicit auto cash-out at the 1,000,000× ceiling.
 */
export const settleCrashBet = (bet: CrashBet, point: number): CrashSettlement =>
  settleCrash([bet], point)[0]!;

/** Every bet of a round against its crash point (hundredths), in the order given. */
export const settleCrash = <Bet extends CrashBet>(bets: readonly Bet[], point: number): CrashSettlement[] => {
  if (!Number.isInteger(point) || point < 100 || point > CRASH_MAX_MULTIPLIER) {
    throw new RangeError(`bad crash point ${point}`);
  }
  const crashTick = firstTickReaching(point);
  const firstCashOutTick = firstTickReaching(CRASH_MIN_CASH_OUT);
  const ticks = new Map<number, number>(); // first tick reaching each auto target, shared by the round
  const tickOf = (target: number): number => {
    let tick = ticks.get(target);
    if (tick === undefined) {
      tick = firstTickReaching(target);
      ticks.set(target, tick);
    }
    return tick;
  };
  return bets.map((bet): CrashSettlement => {
    checkBet(bet);
    const target = Math.min(bet.autoCashOut ?? CRASH_MAX_MULTIPLIER, CRASH_MAX_MULTIPLIER);
    const auto = target <= point ? { at: target, tick: tickOf(target) } : null;
    let manual: { at: number; tick: number } | null = null;
    if (bet.cashOutTick != null) {
      const tick = Math.max(bet.cashOutTick, firstCashOutTick);
      if (tick <= crashTick) {
        const at = crashTickMultiplier(tick);
        if (at <= point) manual = { at, tick };
      }
    }
    const won = auto && (!manual || auto.tick <= manual.tick) ? auto : manual;
    if (!won) return { multiplier: 0, cashedOutAt: null, tick: null };
    return { multiplier: won.at * 100, cashedOutAt: won.at, tick: won.tick };
  });
};
