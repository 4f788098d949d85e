/**
 * What a cockfight catalogue title opens (issue 22, ADR 087): every title of the `cockfight` engine
 * family plays at the house's arenas, the first one (`LWCF-1`, the arena running all day) opening
 * first; its page is `/cockfight/<arena>`. The return a title publishes is its best bet's: Meron or
 * Wala at the arenas' 5 % (the parimutuel cut, and the fixed 1.900 prices over an even fight).
 */

/** The engine family of cockfight titles and their provider sessions. */
export const COCKFIGHT_FAMILY = 'cockfight';

/** The arena a cockfight title opens, by its engine family. */
export const COCKFIGHT_TITLE_ARENAS: Readonly<Record<string, string>> = { [COCKFIGHT_FAMILY]: 'LWCF-1' };

/** The published return of a cockfight title (its Meron or Wala bet's), in percent. */
export const COCKFIGHT_RTP = '95.00';

/** The web page of the arena a title opens, or undefined when the title opens none. */
export const cockfightPagePath = (engine: string | null) => {
  const code = engine ? COCKFIGHT_TITLE_ARENAS[engine] : undefined;
  return code ? `/cockfight/${code}` : undefined;
};
