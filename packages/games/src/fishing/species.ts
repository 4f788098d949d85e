/**
 * Fishing (docs/fishing-maths.md), the fish: every species's published multiplier, its hit radius and
 * speed on the 1,600 × 900 field of `room.ts`, and how often the room schedule spawns it.
 *
 * A regular fish pays a fixed integer multiple of the stake of the hit that captures it, from 2× to
 * 1,000×. A boss pays its base multiplier times an extra multiplier drawn at capture from the published
 * distribution `extra` (integer values, integer weights), so its expected multiplier is
 * base × Σ value·weight / Σ weight, an exact fraction that `capture.ts` divides the weapon's RTP by.
 * Multipliers are plain integers (7 is 7×): every paying value in this game is a whole multiple.
 */

export type ExtraMultiplier = { value: number; weight: number };

type SpeciesBase = {
  id: string;
  name: string;
  /** Hit radius in field units (the field is 1,600 × 900). */
  radius: number;
  /** Swimming speed in field units per second. */
  speed: number;
  /** Relative weight of the species among the room schedule's spawns. */
  spawnWeight: number;
};

export type RegularSpecies = SpeciesBase & { kind: 'regular'; multiplier: number };
export type BossSpecies = SpeciesBase & {
  kind: 'boss';
  /** Paid times the extra multiplier drawn at capture. */
  baseMultiplier: number;
  /** The published distribution of the extra multiplier. */
  extra: readonly ExtraMultiplier[];
};
export type Species = RegularSpecies | BossSpecies;

const regular = (
  id: string,
  name: string,
  multiplier: number,
  radius: number,
  speed: number,
  spawnWeight: number,
): RegularSpecies => ({ kind: 'regular', id, name, multiplier, radius, speed, spawnWeight });

/** The extra multiplier of the two big bosses: 1× 40 %, 2× 25 %, 3× 15 %, 5× 12 %, 10× 8 % (mean 2.75×). */
const BIG_BOSS_EXTRA: readonly ExtraMultiplier[] = [
  { value: 1, weight: 40 },
  { value: 2, weight: 25 },
  { value: 3, weight: 15 },
  { value: 5, weight: 12 },
  { value: 10, weight: 8 },
];
/** The top boss's extra multiplier: 1× 50 %, 2× 25 %, 3× 15 %, 5× 10 % (mean 1.95×), at most 1,000× in all. */
const EMPEROR_EXTRA: readonly ExtraMultiplier[] = [
  { value: 1, weight: 50 },
  { value: 2, weight: 25 },
  { value: 3, weight: 15 },
  { value: 5, weight: 10 },
];

/** Every species, cheapest first; the three bosses last. */
export const FISH_SPECIES: readonly Species[] = [
  regular('clownfish', 'Clownfish', 2, 22, 150, 120),
  regular('sardine', 'Sardine', 3, 22, 170, 110),
  regular('angelfish', 'Angelfish', 4, 26, 140, 100),
  regular('pufferfish', 'Pufferfish', 5, 28, 110, 90),
  regular('butterflyfish', 'Butterflyfish', 6, 28, 130, 80),
  regular('lionfish', 'Lionfish', 8, 32, 120, 70),
  regular('seahorse', 'Seahorse', 10, 30, 100, 60),
  regular('turtle', 'Sea turtle', 12, 40, 80, 50),
  regular('lanternfish', 'Lanternfish', 15, 36, 110, 45),
  regular('octopus', 'Octopus', 20, 44, 90, 40),
  regular('stingray', 'Stingray', 25, 50, 100, 32),
  regular('swordfish', 'Swordfish', 30, 52, 160, 26),
  regular('hammerhead', 'Hammerhead shark', 40, 60, 110, 20),
  regular('manta', 'Manta ray', 50, 70, 80, 16),
  regular('killer-whale', 'Killer whale', 80, 80, 90, 10),
  regular('golden-shark', 'Golden shark', 100, 80, 110, 8),
  regular('mermaid', 'Mermaid', 300, 60, 130, 3),
  regular('golden-dragon', 'Golden dragon', 1000, 90, 140, 1),
  {
    kind: 'boss',
    id: 'giant-crab',
    name: 'Giant crab',
    baseMultiplier: 30,
    extra: BIG_BOSS_EXTRA,
    radius: 110,
    speed: 60,
    spawnWeight: 4,
  },
  {
    kind: 'boss',
    id: 'kraken',
    name: 'Kraken',
    baseMultiplier: 100,
    extra: BIG_BOSS_EXTRA,
    radius: 130,
    speed: 55,
    spawnWeight: 2,
  },
  {
    kind: 'boss',
    id: 'sea-emperor',
    name: 'Sea emperor',
    baseMultiplier: 200,
    extra: EMPEROR_EXTRA,
    radius: 150,
    speed: 50,
    spawnWeight: 1,
  },
];

const byId = new Map(FISH_SPECIES.map((species) => [species.id, species]));

/** The species with this id; throws on an unknown one. */
export const fishSpecies = (id: string): Species => {
  const species = byId.get(id);
  if (!species) throw new RangeError(`unknown fish species ${id}`);
  return species;
};

/**
 * A species's expected multiplier as an exact fraction: the multiplier itself for a regular fish, and
 * base × Σ value·weight / Σ weight for a boss.
 */
export const expectedMultiplier = (species: Species): { numerator: number; denominator: number } => {
  if (species.kind === 'regular') return { numerator: species.multiplier, denominator: 1 };
  let weights = 0;
  let weighted = 0;
  for (const { value, weight } of species.extra) {
    weights += weight;
    weighted += value * weight;
  }
  return { numerator: species.baseMultiplier * weighted, denominator: weights };
};

/** The highest multiplier a species can pay. */
export const maxMultiplier = (species: Species): number =>
  species.kind === 'regular'
    ? species.multiplier
    : species.baseMultiplier * Math.max(...species.extra.map((entry) => entry.value));
