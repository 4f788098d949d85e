/**
 * Fishing (docs/fishing-maths.md), the weapons. A cannon shot hits one fish and costs its stake; a net
 * or a chain-lightning shot hits up to `maxHits` fish and is priced per hit: stakePerHit × the number of
 * fish it hits, so every hit, whatever the weapon, is one stake of `stakePerHit` with the weapon's RTP.
 * Stakes are bigint minor units (cents); RTPs are basis points (9,650 is 96.50 %).
 */

export type WeaponKind = 'cannon' | 'net' | 'lightning';

export type Weapon = {
  id: string;
  name: string;
  kind: WeaponKind;
  /** Stake of one hit in minor units; a shot costs stakePerHit × its hits. */
  stakePerHit: bigint;
  /** 1 for a cannon; the most fish one shot may hit for a net or chain lightning. */
  maxHits: number;
  /**
   * How far from the aim point a target may be, in field units, on top of the fish's own radius: the
   * bullet's tolerance for a cannon, the net's or the lightning's reach for the others.
   */
  reach: number;
  /** Published return to player in basis points. */
  rtpBasisPoints: number;
};

/** Basis points in one: RTP 9,650 / 10,000 = 96.5 %. */
export const BASIS_POINTS = 10_000;

export const FISH_WEAPONS: readonly Weapon[] = [
  {
    id: 'cannon-1',
    name: 'Cannon ×1',
    kind: 'cannon',
    stakePerHit: 100n,
    maxHits: 1,
    reach: 8,
    rtpBasisPoints: 9_650,
  },
  {
    id: 'cannon-5',
    name: 'Cannon ×5',
    kind: 'cannon',
    stakePerHit: 500n,
    maxHits: 1,
    reach: 8,
    rtpBasisPoints: 9_650,
  },
  {
    id: 'cannon-20',
    name: 'Cannon ×20',
    kind: 'cannon',
    stakePerHit: 2_000n,
    maxHits: 1,
    reach: 8,
    rtpBasisPoints: 9_650,
  },
  {
    id: 'cannon-100',
    name: 'Cannon ×100',
    kind: 'cannon',
    stakePerHit: 10_000n,
    maxHits: 1,
    reach: 8,
    rtpBasisPoints: 9_700,
  },
  {
    id: 'net',
    name: 'Net',
    kind: 'net',
    stakePerHit: 200n,
    maxHits: 5,
    reach: 120,
    rtpBasisPoints: 9_600,
  },
  {
    id: 'chain-lightning',
    name: 'Chain lightning',
    kind: 'lightning',
    stakePerHit: 500n,
    maxHits: 8,
    reach: 260,
    rtpBasisPoints: 9_700,
  },
];

const byId = new Map(FISH_WEAPONS.map((weapon) => [weapon.id, weapon]));

/** The weapon with this id; throws on an unknown one. */
export const fishWeapon = (id: string): Weapon => {
  const weapon = byId.get(id);
  if (!weapon) throw new RangeError(`unknown fishing weapon ${id}`);
  return weapon;
};

/** What a shot of `hits` hits costs: stakePerHit × hits; throws outside 1…maxHits. */
export const shotPrice = (weapon: Weapon, hits: number): bigint => {
  if (!Number.isInteger(hits) || hits < 1 || hits > weapon.maxHits) {
    throw new RangeError(`${weapon.id} hits 1 to ${weapon.maxHits} fish, not ${hits}`);
  }
  return weapon.stakePerHit * BigInt(hits);
};
