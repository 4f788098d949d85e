/**
 * What a sportsbook catalogue title opens (issue 23, ADR 089): every title of the `sportsbook` engine
 * family (the house's LWSB and, on an aggregated brand, the SPORTS and ESPORTS vendors' titles) opens
 * the house book — on football, or on e-sports for an e-sports vendor's title — at
 * `/sportsbook/<sport>`.
 */

/** The engine family of sportsbook titles and their provider sessions. */
export const SPORTSBOOK_FAMILY = 'sportsbook';

/** The web page a title opens on the sport given, or undefined when it is not a sportsbook title. */
export const sportsbookPagePath = (engine: string | null, sport: 'football' | 'esports') =>
  engine === SPORTSBOOK_FAMILY ? `/sportsbook/${sport}` : undefined;

/**
 * The return a sportsbook title publishes, in percent: the book's prices keep its 5 % margin
 * (`DEFAULT_MARGIN_BP`), so a selection returns 95 % of its stakes on the model's chances.
 */
export const SPORTSBOOK_RTP = '95.00';
