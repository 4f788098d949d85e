/**
 * The back office's trading desk (`/admin-api/trading`, issue 23, ADR 089): the sportsbook's fixtures
 * with their markets, prices and exposure; a trader creates fixtures and markets, sets, moves and
 * suspends prices (a market a trader touched is no longer moved by the feed), changes stake and
 * liability limits, puts a trader's fixture in play, and enters results — settled at once. Every
 * change carries a reason and is audited. Prices are decimal odds in thousandths; lines in quarters.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';
import {
  SportsbookFixtureStatus,
  SportsbookMarketKind,
  SportsbookMarketStatus,
  SportsbookOutcome,
  SportsbookSelectionKey,
  SportsbookSport,
} from '../provider/sportsbook.ts';

/** The reason a change carries to the audit log. */
export const TradingReason = z.string().trim().min(1).max(200);

const Prices = z.partialRecord(SportsbookSelectionKey, z.number().int());

export const ZTradingExposure = z.object({
  selection: SportsbookSelectionKey,
  /** Standing tickets (pending or open) with a leg on it. */
  tickets: z.number().int(),
  stake: Money,
  /** What the house loses if it wins: those tickets' returns less their stakes. */
  liability: Money,
});

export const ZTradingMarket = z.object({
  id: z.number().int(),
  kind: SportsbookMarketKind,
  line: z.number().int().nullable(),
  status: SportsbookMarketStatus,
  selections: z.array(z.object({ key: SportsbookSelectionKey, oddsMilli: z.number().int() })),
  maxStake: Money,
  /** The most the house may lose on one selection. */
  liabilityLimit: Money,
  /** A trader took it: the feed no longer moves it. */
  traded: z.boolean(),
  /** Each selection's outcome once settled. */
  result: z.partialRecord(SportsbookSelectionKey, SportsbookOutcome).nullable(),
  exposure: z.array(ZTradingExposure),
});
export type TTradingMarket = z.infer<typeof ZTradingMarket>;

export const ZTradingFixture = z.object({
  id: z.string(),
  sport: SportsbookSport,
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  status: SportsbookFixtureStatus,
  score: z.object({ home: z.number().int(), away: z.number().int() }),
  /** E-sports: the winners of the maps completed. */
  maps: z.array(z.enum(['home', 'away'])),
  source: z.enum(['feed', 'operator']),
  /** `operator` once a trader entered the result. */
  resultSource: z.enum(['operator']).nullable(),
  settledAt: z.string().nullable(),
  markets: z.array(ZTradingMarket),
});
export type TTradingFixture = z.infer<typeof ZTradingFixture>;

export const ZTradingFixturesQuery = z.object({
  sport: SportsbookSport.default('football'),
  /** Part of a team's or league's name. */
  q: z.string().trim().max(64).optional(),
});
export const ZTradingFixtures = z.object({ serverTime: z.string(), fixtures: z.array(ZTradingFixture) });
export const ZTradingFixturesResponse = envelope(ZTradingFixtures);
export const ZTradingFixtureResponse = envelope(ZTradingFixture);

const Name = z.string().trim().min(2).max(96);

export const ZTradingFixtureCreate = z.object({
  sport: SportsbookSport,
  league: Name,
  home: Name,
  away: Name,
  /** Kick-off, ISO 8601, in the future. */
  startsAt: z.string().datetime({ offset: true }),
  reason: TradingReason,
});
export type TTradingFixtureCreate = z.infer<typeof ZTradingFixtureCreate>;

export const ZTradingMarketCreate = z.object({
  kind: SportsbookMarketKind,
  /** Quarters: required for handicaps and totals, null for 1X2 and winners. */
  line: z.number().int().min(-40).max(40).nullable(),
  selections: Prices,
  reason: TradingReason,
});
export type TTradingMarketCreate = z.infer<typeof ZTradingMarketCreate>;

export const ZTradingMarketUpdate = z.object({
  selections: Prices.optional(),
  status: z.enum(['open', 'suspended']).optional(),
  maxStake: Money.optional(),
  liabilityLimit: Money.optional(),
  reason: TradingReason,
});
export type TTradingMarketUpdate = z.infer<typeof ZTradingMarketUpdate>;

/** A trader's fixture put in play (or back before kick-off), with the score so far. */
export const ZTradingFixtureUpdate = z.object({
  status: z.enum(['prematch', 'live']),
  score: z
    .object({ home: z.number().int().min(0).max(99), away: z.number().int().min(0).max(99) })
    .optional(),
  reason: TradingReason,
});
export type TTradingFixtureUpdate = z.infer<typeof ZTradingFixtureUpdate>;

/** A result: the final score (football) or the maps' winners (e-sports); abandoned or postponed voids. */
export const ZTradingResult = z.object({
  status: z.enum(['finished', 'abandoned', 'postponed']),
  score: z
    .object({ home: z.number().int().min(0).max(99), away: z.number().int().min(0).max(99) })
    .optional(),
  maps: z
    .array(z.enum(['home', 'away']))
    .max(7)
    .optional(),
  reason: TradingReason,
});
export type TTradingResult = z.infer<typeof ZTradingResult>;

/** A trader's stake limit for one member (ADR 090): the most one of their tickets may stake. */
export const ZTradingMemberLimit = z.object({
  /** The member's brand (merchant code) and account. */
  brand: z.string(),
  player: z.string(),
  maxStake: Money,
  reason: z.string(),
  updatedAt: z.string(),
});
export type TTradingMemberLimit = z.infer<typeof ZTradingMemberLimit>;
export const ZTradingMemberLimits = z.object({ limits: z.array(ZTradingMemberLimit) });
export const ZTradingMemberLimitsResponse = envelope(ZTradingMemberLimits);
/** Sets a member's limit, or lifts it (`maxStake: null`). */
export const ZTradingMemberLimitSet = z.object({
  brand: z.string().trim().min(1).max(16),
  player: z.string().trim().min(1).max(64),
  maxStake: Money.nullable(),
  reason: TradingReason,
});
export type TTradingMemberLimitSet = z.infer<typeof ZTradingMemberLimitSet>;
