/**
 * Fishing (docs/fishing-maths.md), the room: a deterministic fish schedule from a room seed, and the
 * server's resolution of a shot against it.
 *
 * Time is cut into spawn slots of 500 ms from the room's opening. Slot n's fish come from the
 * provably-fair stream (roomSeed, 'fishing-schedule', n): how many (0–3), which species (by spawn
 * weight), when in the slot, and a cubic Bézier path from one edge of the 1,600 × 900 field to the
 * opposite one, swum at the species's speed. Positions are integer arithmetic on a 1/10,000 time
 * grid, so a client drawing the fish and the server checking a shot compute the same points. The
 * schedule may be public: it decides where fish swim, never whether a hit captures (capture.ts).
 *
 * A shot names its target fish and its aim point; each target is one hit. The server resolves it when it
 * receives it, at `serverNowMs`: a target that has not appeared, that left the field more than the lag
 * tolerance ago, that someone already captured, or that was not within reach of the aim point at any
 * moment of the tolerance window, is refunded in full instead of drawn ("invalidated by lag").
 */
import type { Seeds } from '../random-stream.ts';
import { createVerifierStream } from '../verifier-stream.ts';
import { type Capture, type HitOutcome, type RefundReason, resolveHit } from './capture.ts';
import { FISH_SPECIES, fishSpecies, type Species } from './species.ts';
import { fishWeapon } from './weapons.ts';

export const FIELD_WIDTH = 1600;
export const FIELD_HEIGHT = 900;
export const SPAWN_SLOT_MS = 500;
/** No fish stays longer: a path that would take longer is swum faster. */
export const MAX_FISH_LIFETIME_MS = 60_000;
/** How late a shot may reach the server and still count against where the fish was. */
export const LAG_TOLERANCE_MS = 300;
/** Step of the reach check across the tolerance window. */
const REACH_STEP_MS = 50;
/** The time grid of a path: position at fraction s / 10,000 of the lifetime. */
const PATH_STEPS = 10_000;
const SCHEDULE_CLIENT_SEED = 'fishing-schedule';
/** Fish per slot: 0, 1, 1, 2, 2 or 3, equally likely (mean 1.5, so 3 a second). */
const FISH_PER_SLOT = [0, 1, 1, 2, 2, 3] as const;

export type Point = { x: number; y: number };

export type FishSpawn = {
  /** `${slot}.${k}`: the k-th fish of spawn slot `slot`. */
  id: string;
  speciesId: string;
  spawnAtMs: number;
  lifetimeMs: number;
  /** Cubic Bézier control points; the first and last lie just outside the field. */
  path: readonly [Point, Point, Point, Point];
};

export type RoomState = {
  roomId: string;
  roomSeed: string;
  openedAtMs: number;
  /** The fish captured so far, by fish id: one capturer each. */
  captures: ReadonlyMap<string, Capture>;
};

export const createRoom = ({
  roomId,
  roomSeed,
  openedAtMs,
}: {
  roomId: string;
  roomSeed: string;
  openedAtMs: number;
}): RoomState => ({ roomId, roomSeed, openedAtMs, captures: new Map() });

const totalSpawnWeight = FISH_SPECIES.reduce((sum, species) => sum + species.spawnWeight, 0);

const distance = (a: Point, b: Point): number => Math.sqrt((a.x - b.x) ** 2 + (a.y - b.y) ** 2);

/** The fish of spawn slot `slot` (0 is the room's first half second). */
export const spawnsInSlot = (room: Pick<RoomState, 'roomSeed' | 'openedAtMs'>, slot: number): FishSpawn[] => {
  if (!Number.isSafeInteger(slot) || slot < 0) throw new RangeError(`bad spawn slot ${slot}`);
  const stream = createVerifierStream({
    serverSeed: room.roomSeed,
    clientSeed: SCHEDULE_CLIENT_SEED,
    nonce: slot,
  });
  const count = FISH_PER_SLOT[stream.nextInt(FISH_PER_SLOT.length)]!;
  const fish: FishSpawn[] = [];
  for (let k = 0; k < count; k++) {
    let pick = stream.nextInt(totalSpawnWeight);
    let species: Species = FISH_SPECIES[0]!;
    for (const candidate of FISH_SPECIES) {
      if (pick < candidate.spawnWeight) {
        species = candidate;
        break;
      }
      pick -= candidate.spawnWeight;
    }
    const spawnAtMs = room.openedAtMs + slot * SPAWN_SLOT_MS + stream.nextInt(SPAWN_SLOT_MS);
    const r = species.radius;
    const side = stream.nextInt(4);
    const along = (length: number) => stream.nextInt(length + 1);
    let start: Point;
    let end: Point;
    if (side < 2) {
      const left = { x: -r, y: along(FIELD_HEIGHT) };
      const right = { x: FIELD_WIDTH + r, y: along(FIELD_HEIGHT) };
      [start, end] = side === 0 ? [left, right] : [right, left];
    } else {
      const top = { x: along(FIELD_WIDTH), y: -r };
      const bottom = { x: along(FIELD_WIDTH), y: FIELD_HEIGHT + r };
      [start, end] = side === 2 ? [top, bottom] : [bottom, top];
    }
    const c1 = { x: along(FIELD_WIDTH), y: along(FIELD_HEIGHT) };
    const c2 = { x: along(FIELD_WIDTH), y: along(FIELD_HEIGHT) };
    // Arc length ≈ the mean of the chord and the control polygon; Math.sqrt is correctly rounded in
    // every engine, so the lifetime is the same integer everywhere.
    const length = (distance(start, end) + distance(start, c1) + distance(c1, c2) + distance(c2, end)) / 2;
    const lifetimeMs = Math.min(MAX_FISH_LIFETIME_MS, Math.ceil((1000 * length) / species.speed));
    fish.push({
      id: `${slot}.${k}`,
      speciesId: species.id,
      spawnAtMs,
      lifetimeMs,
      path: [start, c1, c2, end],
    });
  }
  return fish;
};

/** The fish with this id, or undefined if the id names none. */
export const findFish = (
  room: Pick<RoomState, 'roomSeed' | 'openedAtMs'>,
  fishId: string,
): FishSpawn | undefined => {
  const match = /^(\d{1,15})\.(\d)$/.exec(fishId);
  if (!match) return undefined;
  return spawnsInSlot(room, Number(match[1])).find((fish) => fish.id === fishId);
};

/** Where a fish is at `atMs`, in integer field units; undefined before its spawn or after its lifetime. */
export const fishPosition = (fish: FishSpawn, atMs: number): Point | undefined => {
  const elapsed = atMs - fish.spawnAtMs;
  if (elapsed < 0 || elapsed > fish.lifetimeMs) return undefined;
  const s = Math.floor((elapsed * PATH_STEPS) / fish.lifetimeMs);
  const u = PATH_STEPS - s;
  // Bernstein weights in units of PATH_STEPS³ = 10^12; every product stays below 2^53.
  const w0 = u * u * u;
  const w1 = 3 * u * u * s;
  const w2 = 3 * u * s * s;
  const w3 = s * s * s;
  const [p0, p1, p2, p3] = fish.path;
  const scale = PATH_STEPS ** 3;
  return {
    x: Math.floor((w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x) / scale),
    y: Math.floor((w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y) / scale),
  };
};

/** The fish alive at `atMs` (spawned, not yet gone), captured or not, oldest slot first. */
export const fishOnScreen = (room: Pick<RoomState, 'roomSeed' | 'openedAtMs'>, atMs: number): FishSpawn[] => {
  const last = Math.floor((atMs - room.openedAtMs) / SPAWN_SLOT_MS);
  if (last < 0) return [];
  const first = Math.max(0, Math.floor((atMs - room.openedAtMs - MAX_FISH_LIFETIME_MS) / SPAWN_SLOT_MS));
  const alive: FishSpawn[] = [];
  for (let slot = first; slot <= last; slot++) {
    for (const fish of spawnsInSlot(room, slot)) {
      if (fish.spawnAtMs <= atMs && atMs <= fish.spawnAtMs + fish.lifetimeMs) alive.push(fish);
    }
  }
  return alive;
};

/** A player's shot as the server receives it. `seeds.nonce` numbers the player's shots. */
export type Shot = {
  playerId: string;
  weaponId: string;
  seeds: Seeds;
  aim: Point;
  /** One hit per target, hit index = position in this list; 1 to the weapon's maxHits. */
  targetFishIds: readonly string[];
};

export type ShotResult = {
  roomId: string;
  playerId: string;
  nonce: number;
  weaponId: string;
  atMs: number;
  hits: HitOutcome[];
  /** stakePerHit × targets: what the shot cost when fired. */
  stake: bigint;
  /** The stake of the refunded hits, handed back. */
  refund: bigint;
  win: bigint;
};

/** Whether the fish came within reach of the aim point at some moment of the tolerance window. */
const withinReach = (
  fish: FishSpawn,
  species: Species,
  aim: Point,
  reach: number,
  serverNowMs: number,
): boolean => {
  const limit = (species.radius + reach) ** 2;
  const from = Math.max(fish.spawnAtMs, serverNowMs - LAG_TOLERANCE_MS);
  const to = Math.min(fish.spawnAtMs + fish.lifetimeMs, serverNowMs);
  for (let t = from; ; t = Math.min(to, t + REACH_STEP_MS)) {
    const at = fishPosition(fish, t);
    if (at && (at.x - aim.x) ** 2 + (at.y - aim.y) ** 2 <= limit) return true;
    if (t >= to) return false;
  }
};

/**
 * Resolves a shot on arrival: each target is refunded (not on screen, duplicate, already captured,
 * gone beyond the tolerance, out of reach) or drawn by `resolveHit`. Returns the new room state (with
 * this shot's captures) and the result; the input state is not changed. Throws on a malformed shot
 * (unknown weapon, no targets or more than the weapon's maxHits), which the server refuses unpaid.
 */
export const resolveShot = (
  room: RoomState,
  shot: Shot,
  serverNowMs: number,
): { room: RoomState; result: ShotResult } => {
  const weapon = fishWeapon(shot.weaponId);
  const targets = shot.targetFishIds.length;
  if (targets < 1 || targets > weapon.maxHits) {
    throw new RangeError(`${weapon.id} hits 1 to ${weapon.maxHits} fish, not ${targets}`);
  }
  let captures = room.captures;
  const seen = new Set<string>();
  const hits: HitOutcome[] = [];
  const stake = weapon.stakePerHit;
  shot.targetFishIds.forEach((fishId, hitIndex) => {
    const refund = (reason: RefundReason): HitOutcome => ({
      outcome: 'refunded',
      fishId,
      hitIndex,
      stake,
      reason,
      win: 0n,
    });
    const outcome = ((): HitOutcome => {
      const fish = findFish(room, fishId);
      if (!fish || fish.spawnAtMs > serverNowMs) return refund('not-on-screen');
      if (seen.has(fishId)) return refund('duplicate-target');
      seen.add(fishId);
      if (captures.has(fishId)) return refund('already-captured');
      if (serverNowMs > fish.spawnAtMs + fish.lifetimeMs + LAG_TOLERANCE_MS) return refund('left-screen');
      const species = fishSpecies(fish.speciesId);
      if (!withinReach(fish, species, shot.aim, weapon.reach, serverNowMs)) return refund('out-of-reach');
      return resolveHit({ seeds: shot.seeds, hitIndex, weapon, fishId, species, captures });
    })();
    if (outcome.outcome === 'captured') {
      const next = new Map(captures);
      next.set(fishId, { playerId: shot.playerId, nonce: shot.seeds.nonce, hitIndex, atMs: serverNowMs });
      captures = next;
    }
    hits.push(outcome);
  });
  let refund = 0n;
  let win = 0n;
  for (const hit of hits) {
    if (hit.outcome === 'refunded') refund += hit.stake;
    win += hit.win;
  }
  return {
    room: captures === room.captures ? room : { ...room, captures },
    result: {
      roomId: room.roomId,
      playerId: shot.playerId,
      nonce: shot.seeds.nonce,
      weaponId: weapon.id,
      atMs: serverNowMs,
      hits,
      stake: stake * BigInt(targets),
      refund,
      win,
    },
  };
};

/** Drops the captures of fish gone for longer than the tolerance: no shot can name them usefully any more. */
export const pruneCaptures = (room: RoomState, nowMs: number): RoomState => {
  const kept = new Map<string, Capture>();
  for (const [fishId, capture] of room.captures) {
    const fish = findFish(room, fishId);
    if (fish && nowMs <= fish.spawnAtMs + fish.lifetimeMs + LAG_TOLERANCE_MS) kept.set(fishId, capture);
  }
  return kept.size === room.captures.size ? room : { ...room, captures: kept };
};
