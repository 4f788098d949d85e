import { describe, expect, it } from 'vitest';
import { replayHit } from './capture.ts';
import {
  createRoom,
  FIELD_HEIGHT,
  FIELD_WIDTH,
  type FishSpawn,
  findFish,
  fishOnScreen,
  fishPosition,
  LAG_TOLERANCE_MS,
  MAX_FISH_LIFETIME_MS,
  pruneCaptures,
  resolveShot,
  type Shot,
  spawnsInSlot,
} from './room.ts';
import { fishSpecies } from './species.ts';
import { fishWeapon } from './weapons.ts';

const OPENED = 1_700_000_000_000;
const room = createRoom({ roomId: 'room-1', roomSeed: 'room-seed-1', openedAtMs: OPENED });
const seedsOf = (nonce: number) => ({ serverSeed: 'player-server', clientSeed: 'player-client', nonce });

/** A fish alive in the middle of its life at about 30 s into the room, with the lowest multiplier found. */
const NOW = OPENED + 30_000;
const cheapestFish = (): FishSpawn => {
  const onScreen = fishOnScreen(room, NOW).filter(
    (fish) => NOW - fish.spawnAtMs > 1_000 && fish.spawnAtMs + fish.lifetimeMs - NOW > 1_000,
  );
  onScreen.sort((a, b) => a.speciesId.localeCompare(b.speciesId));
  return onScreen.find((fish) => fish.speciesId === 'clownfish') ?? onScreen[0]!;
};

const shotAt = (fish: FishSpawn, atMs: number, overrides: Partial<Shot> = {}): Shot => ({
  playerId: 'alice',
  weaponId: 'cannon-1',
  seeds: seedsOf(1),
  aim: fishPosition(fish, atMs)!,
  targetFishIds: [fish.id],
  ...overrides,
});

describe('the fish schedule', () => {
  it('is the same for the same room seed, every time, and different for another seed', () => {
    const again = createRoom({ roomId: 'room-1', roomSeed: 'room-seed-1', openedAtMs: OPENED });
    expect(fishOnScreen(again, NOW)).toEqual(fishOnScreen(room, NOW));
    const other = createRoom({ roomId: 'room-1', roomSeed: 'room-seed-2', openedAtMs: OPENED });
    expect(fishOnScreen(other, NOW)).not.toEqual(fishOnScreen(room, NOW));
  });

  it('pins the first slots of a seed, so a published seed replays the same room forever', () => {
    const first = [0, 1, 2, 3].flatMap((slot) => spawnsInSlot(room, slot));
    expect(
      first.map((fish) => `${fish.id}:${fish.speciesId}:${fish.spawnAtMs - OPENED}:${fish.lifetimeMs}`),
    ).toEqual(PINNED);
  });

  it('swims every fish from just outside one edge to just outside the opposite one within the lifetime cap', () => {
    for (let slot = 0; slot < 400; slot++) {
      for (const fish of spawnsInSlot(room, slot)) {
        const species = fishSpecies(fish.speciesId);
        const [start, , , end] = fish.path;
        expect(fishPosition(fish, fish.spawnAtMs)).toEqual(start);
        expect(fishPosition(fish, fish.spawnAtMs + fish.lifetimeMs)).toEqual(end);
        expect(fishPosition(fish, fish.spawnAtMs - 1)).toBeUndefined();
        expect(fishPosition(fish, fish.spawnAtMs + fish.lifetimeMs + 1)).toBeUndefined();
        const outside = (p: { x: number; y: number }) =>
          p.x <= -species.radius ||
          p.x >= FIELD_WIDTH + species.radius ||
          p.y <= -species.radius ||
          p.y >= FIELD_HEIGHT + species.radius;
        expect(outside(start) && outside(end)).toBe(true);
        expect(fish.lifetimeMs).toBeGreaterThan(0);
        expect(fish.lifetimeMs).toBeLessThanOrEqual(MAX_FISH_LIFETIME_MS);
        expect(findFish(room, fish.id)).toEqual(fish);
      }
    }
  });

  it('keeps a few dozen fish on screen once the room has filled', () => {
    const count = fishOnScreen(room, NOW).length;
    expect(count).toBeGreaterThan(15);
    expect(count).toBeLessThan(120);
  });

  it('knows no fish by a malformed or unspawned id', () => {
    expect(findFish(room, 'nope')).toBeUndefined();
    expect(findFish(room, '3.9')).toBeUndefined();
  });
});

describe('resolving a shot', () => {
  const fish = cheapestFish();
  const weapon = fishWeapon('cannon-1');

  it('draws a hit on a fish at the aim point, as the verifier replays it from the revealed seeds', () => {
    const { result } = resolveShot(room, shotAt(fish, NOW), NOW);
    expect(result.stake).toBe(100n);
    expect(result.refund).toBe(0n);
    const hit = result.hits[0]!;
    const replay = replayHit({
      seeds: seedsOf(1),
      hitIndex: 0,
      weapon,
      species: fishSpecies(fish.speciesId),
    });
    expect(hit.outcome).toBe(replay.captured ? 'captured' : 'escaped');
    expect(result.win).toBe(100n * BigInt(replay.multiplier));
  });

  it('lets one player only capture a fish: a later hit by anyone is refunded in full', () => {
    let nonce = 1;
    let step = resolveShot(room, shotAt(fish, NOW, { seeds: seedsOf(nonce) }), NOW);
    while (step.result.hits[0]!.outcome !== 'captured') {
      nonce += 1;
      step = resolveShot(room, shotAt(fish, NOW, { seeds: seedsOf(nonce) }), NOW);
    }
    expect(room.captures.size).toBe(0);
    expect(step.room.captures.get(fish.id)).toMatchObject({ playerId: 'alice', nonce });
    const late = resolveShot(
      step.room,
      shotAt(fish, NOW + 20, { playerId: 'bob', seeds: seedsOf(1) }),
      NOW + 20,
    );
    expect(late.result.hits[0]).toMatchObject({ outcome: 'refunded', reason: 'already-captured' });
    expect(late.result.refund).toBe(late.result.stake);
    expect(late.result.win).toBe(0n);
    expect(late.room.captures.get(fish.id)?.playerId).toBe('alice');
  });

  it('still counts a shot that arrives within the lag tolerance after the fish left', () => {
    const gone = fish.spawnAtMs + fish.lifetimeMs;
    const { result } = resolveShot(room, shotAt(fish, gone), gone + LAG_TOLERANCE_MS);
    expect(result.hits[0]!.outcome).not.toBe('refunded');
  });

  it('refunds in full a shot invalidated by lag: the fish left beyond the tolerance', () => {
    const gone = fish.spawnAtMs + fish.lifetimeMs;
    const { result } = resolveShot(room, shotAt(fish, gone), gone + LAG_TOLERANCE_MS + 1);
    expect(result.hits[0]).toMatchObject({ outcome: 'refunded', reason: 'left-screen' });
    expect(result.refund).toBe(result.stake);
  });

  it('refunds a shot aimed where the fish has not been within the tolerance window', () => {
    const { result } = resolveShot(room, shotAt(fish, NOW - 2_000), NOW);
    expect(result.hits[0]).toMatchObject({ outcome: 'refunded', reason: 'out-of-reach' });
    const lagged = resolveShot(room, shotAt(fish, NOW - LAG_TOLERANCE_MS), NOW);
    expect(lagged.result.hits[0]!.outcome).not.toBe('refunded');
  });

  it('refunds a target not yet spawned, an unknown id and a duplicate, and prices a net per hit', () => {
    const { result } = resolveShot(
      room,
      shotAt(fish, NOW, { weaponId: 'net', targetFishIds: [fish.id, fish.id, 'nope', '999999.0'] }),
      NOW,
    );
    expect(result.stake).toBe(4n * 200n);
    expect(result.hits.map((hit) => (hit.outcome === 'refunded' ? hit.reason : 'drawn'))).toEqual([
      'drawn',
      'duplicate-target',
      'not-on-screen',
      'not-on-screen',
    ]);
    expect(result.refund).toBe(3n * 200n);
  });

  it('refuses a shot with no target or more than the weapon hits', () => {
    expect(() => resolveShot(room, shotAt(fish, NOW, { targetFishIds: [] }), NOW)).toThrow();
    expect(() => resolveShot(room, shotAt(fish, NOW, { targetFishIds: [fish.id, fish.id] }), NOW)).toThrow();
    expect(() => resolveShot(room, shotAt(fish, NOW, { weaponId: 'bazooka' }), NOW)).toThrow();
  });

  it('hits several fish with one chain-lightning shot, each hit drawn from its own hit index', () => {
    const near = fishOnScreen(room, NOW).filter((other) => {
      const a = fishPosition(fish, NOW)!;
      const b = fishPosition(other, NOW)!;
      return (a.x - b.x) ** 2 + (a.y - b.y) ** 2 <= 250 ** 2;
    });
    const ids = near.slice(0, 8).map((other) => other.id);
    expect(ids.length).toBeGreaterThan(1);
    const { result } = resolveShot(
      room,
      shotAt(fish, NOW, { weaponId: 'chain-lightning', targetFishIds: ids }),
      NOW,
    );
    expect(result.stake).toBe(500n * BigInt(ids.length));
    result.hits.forEach((hit, index) => {
      expect(hit.hitIndex).toBe(index);
      expect(hit.outcome).not.toBe('refunded');
    });
  });

  it('forgets captures of fish long gone', () => {
    let nonce = 1;
    let step = resolveShot(room, shotAt(fish, NOW, { seeds: seedsOf(nonce) }), NOW);
    while (step.room.captures.size === 0) {
      nonce += 1;
      step = resolveShot(room, shotAt(fish, NOW, { seeds: seedsOf(nonce) }), NOW);
    }
    expect(pruneCaptures(step.room, NOW).captures.size).toBe(1);
    const later = fish.spawnAtMs + fish.lifetimeMs + LAG_TOLERANCE_MS + 1;
    expect(pruneCaptures(step.room, later).captures.size).toBe(0);
  });
});

const PINNED = [
  '0.0:octopus:364:21372',
  '0.1:sardine:208:10506',
  '0.2:clownfish:476:10961',
  '1.0:pufferfish:594:16200',
  '2.0:pufferfish:1124:17637',
  '2.1:butterflyfish:1251:15556',
  '3.0:angelfish:1999:14785',
  '3.1:turtle:1963:22652',
  '3.2:seahorse:1589:19345',
];
