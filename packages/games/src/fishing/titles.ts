/**
 * What a fishing catalogue title opens (issue 22, ADR 088): every title of the `fish-shooter` engine
 * family plays in the house's fishing rooms, the first (`LWFISH-R1`) opening first; its page is
 * `/fishing/<room>`. The return a title publishes is its best weapon's (docs/fishing-maths.md: the
 * ×100 cannon and the chain lightning at 97.00 %; the other cannons 96.50 %, the net 96.00 %).
 */
import { FISH_WEAPONS } from './weapons.ts';

/** The engine family of fishing titles and their provider sessions. */
export const FISHING_FAMILY = 'fish-shooter';

/** The room a fishing title opens, by its engine family. */
export const FISHING_TITLE_ROOMS: Readonly<Record<string, string>> = { [FISHING_FAMILY]: 'LWFISH-R1' };

/** The published return of a fishing title (its best weapon's), in percent. */
export const FISHING_RTP = (Math.max(...FISH_WEAPONS.map((w) => w.rtpBasisPoints)) / 100).toFixed(2);

/** The web page of the room a title opens, or undefined when the title opens none. */
export const fishingPagePath = (engine: string | null) => {
  const code = engine ? FISHING_TITLE_ROOMS[engine] : undefined;
  return code ? `/fishing/${code}` : undefined;
};
