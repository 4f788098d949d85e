/**
 * The room's fish as this browser sees them: the very schedule the server checks shots against
 * (`@luckwell/games/fishing/room`, from the room's public seed and opening), cached per spawn slot,
 * less the fish known captured (the room's state every few seconds, this player's captures, a hit
 * refunded `already-captured`). Also the choice of a shot's targets from an aim point.
 */
import {
  FIELD_HEIGHT,
  FIELD_WIDTH,
  type FishSpawn,
  fishPosition,
  MAX_FISH_LIFETIME_MS,
  SPAWN_SLOT_MS,
  spawnsInSlot,
} from '@luckwell/games/fishing/room';
import { FISH_SPECIES, maxMultiplier, type Species } from '@luckwell/games/fishing/species';

export { FIELD_HEIGHT, FIELD_WIDTH };

export type LiveFish = {
  fish: FishSpawn;
  species: Species;
  x: number;
  y: number;
  /** Heading in radians (from where it was 80 ms ago). */
  angle: number;
  /** 0 at spawn → 1 at the end of its path. */
  progress: number;
};

export type RoomSchedule = { roomSeed: string; openedAtMs: number };

const speciesById = new Map(FISH_SPECIES.map((species) => [species.id, species]));
export const speciesOf = (id: string) => speciesById.get(id);
export { FISH_SPECIES, maxMultiplier };

/** A species's published multiplier as shown: "20×", or "30–300×" for a boss. */
export const multiplierLabel = (species: Species) =>
  species.kind === 'regular'
    ? `${species.multiplier}×`
    : `${species.baseMultiplier}–${maxMultiplier(species)}×`;

export const createFishField = () => {
  let room: RoomSchedule | null = null;
  const slots = new Map<number, FishSpawn[]>();
  const captured = new Set<string>();

  const slotFish = (slot: number) => {
    let fish = slots.get(slot);
    if (!fish && room) {
      fish = spawnsInSlot(room, slot);
      slots.set(slot, fish);
    }
    return fish ?? [];
  };

  /** The fish swimming at `atMs` (server clock), captured ones left out. */
  const alive = (atMs: number): LiveFish[] => {
    if (!room) return [];
    const last = Math.floor((atMs - room.openedAtMs) / SPAWN_SLOT_MS);
    if (last < 0) return [];
    const first = Math.max(0, Math.floor((atMs - room.openedAtMs - MAX_FISH_LIFETIME_MS) / SPAWN_SLOT_MS));
    for (const slot of slots.keys()) if (slot < first - 2) slots.delete(slot);
    const out: LiveFish[] = [];
    for (let slot = first; slot <= last; slot++) {
      for (const fish of slotFish(slot)) {
        if (captured.has(fish.id)) continue;
        const at = fishPosition(fish, atMs);
        if (!at) continue;
        const species = speciesById.get(fish.speciesId);
        if (!species) continue;
        const before = fishPosition(fish, Math.max(fish.spawnAtMs, atMs - 80)) ?? at;
        const dx = at.x - before.x;
        const dy = at.y - before.y;
        const angle =
          dx === 0 && dy === 0
            ? Math.atan2(fish.path[3].y - fish.path[0].y, fish.path[3].x - fish.path[0].x)
            : Math.atan2(dy, dx);
        out.push({
          fish,
          species,
          x: at.x,
          y: at.y,
          angle,
          progress: (atMs - fish.spawnAtMs) / fish.lifetimeMs,
        });
      }
    }
    return out;
  };

  return {
    setRoom: (next: RoomSchedule) => {
      if (room && room.roomSeed === next.roomSeed && room.openedAtMs === next.openedAtMs) return;
      room = next;
      slots.clear();
      captured.clear();
    },
    hasRoom: () => room !== null,
    capture: (fishId: string) => captured.add(fishId),
    isCaptured: (fishId: string) => captured.has(fishId),
    alive,
  };
};

export type FishField = ReturnType<typeof createFishField>;

const onField = (f: LiveFish) => f.x >= 0 && f.x <= FIELD_WIDTH && f.y >= 0 && f.y <= FIELD_HEIGHT;

/** How far past its reach a tap still finds the nearest fish (field units): fingers are wide. */
export const TAP_SLOP = 60;

/**
 * A shot's targets at `aim`: the fish within the weapon's reach (plus their radius), nearest first, up
 * to maxHits; if none, the nearest fish within a finger's slop, the aim moved onto it; null if none.
 */
export const pickTargets = (
  fish: readonly LiveFish[],
  aim: { x: number; y: number },
  weapon: { reach: number; maxHits: number },
): { aim: { x: number; y: number }; targets: LiveFish[] } | null => {
  const ranked = fish
    .filter(onField)
    .map((f) => ({ f, d: Math.hypot(f.x - aim.x, f.y - aim.y) }))
    .sort((a, b) => a.d - b.d);
  const inReach = ranked.filter(({ f, d }) => d <= f.species.radius + weapon.reach);
  if (inReach.length > 0) {
    return {
      aim: { x: Math.round(aim.x), y: Math.round(aim.y) },
      targets: inReach.slice(0, weapon.maxHits).map(({ f }) => f),
    };
  }
  const near = ranked.find(({ f, d }) => d <= f.species.radius + Math.max(weapon.reach, TAP_SLOP));
  if (!near) return null;
  const centre = { x: near.f.x, y: near.f.y };
  const around = ranked
    .filter(({ f }) => Math.hypot(f.x - centre.x, f.y - centre.y) <= f.species.radius + weapon.reach)
    .sort(
      (a, b) =>
        Math.hypot(a.f.x - centre.x, a.f.y - centre.y) - Math.hypot(b.f.x - centre.x, b.f.y - centre.y),
    );
  return { aim: centre, targets: around.slice(0, weapon.maxHits).map(({ f }) => f) };
};

/** The fish auto-aim follows: the highest multiplier on the field (the biggest when tied). */
export const bestTarget = (fish: readonly LiveFish[]): LiveFish | null => {
  let best: LiveFish | null = null;
  for (const f of fish) {
    if (!onField(f)) continue;
    if (!best) {
      best = f;
      continue;
    }
    const a = maxMultiplier(f.species);
    const b = maxMultiplier(best.species);
    if (a > b || (a === b && f.species.radius > best.species.radius)) best = f;
  }
  return best;
};
