/** Queries of the sportsbook (ADR 089): fixtures, markets, tickets and their legs (schema `provider`). */

import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { providerRounds } from '../round.table.ts';
import { sportsbookFixtures } from './sportsbook-fixture.table.ts';
import { sportsbookMarkets } from './sportsbook-market.table.ts';
import {
  sportsbookLegs,
  sportsbookMemberLimits,
  sportsbookPreferences,
  sportsbookTickets,
} from './sportsbook-ticket.table.ts';

export type FixtureRow = typeof sportsbookFixtures.$inferSelect;
export type MarketRow = typeof sportsbookMarkets.$inferSelect;
export type TicketRow = typeof sportsbookTickets.$inferSelect;
export type LegRow = typeof sportsbookLegs.$inferSelect;

/** Tickets that hold a member's stake and wait for results: what a market's liability counts. */
export const STANDING = ['pending', 'open'];
export const SETTLED = ['won', 'lost', 'void', 'cashed_out', 'refused'];

export const createSportsbookRepository = (db: Database) => ({
  /**
   * Writes the feed's fixtures: new ones inserted, known ones moved on — except a trader's fixture
   * and a fixture whose result a trader entered, which the feed leaves alone.
   */
  upsertFixtures: async (rows: (typeof sportsbookFixtures.$inferInsert)[]) => {
    if (!rows.length) return;
    await db
      .insert(sportsbookFixtures)
      .values(rows)
      .onConflictDoUpdate({
        target: sportsbookFixtures.id,
        set: {
          startsAt: sql`excluded.starts_at`,
          status: sql`excluded.status`,
          scoreHome: sql`excluded.score_home`,
          scoreAway: sql`excluded.score_away`,
          minute: sql`excluded.minute`,
          maps: sql`excluded.maps`,
          updatedAt: sql`excluded.updated_at`,
        },
        setWhere: and(
          eq(sportsbookFixtures.source, 'feed'),
          isNull(sportsbookFixtures.resultSource),
          isNull(sportsbookFixtures.settledAt),
        ),
      });
  },
  /** Writes the feed's markets: prices and status of those no trader took and not settled. */
  upsertMarkets: async (rows: (typeof sportsbookMarkets.$inferInsert)[]) => {
    if (!rows.length) return;
    await db
      .insert(sportsbookMarkets)
      .values(rows)
      .onConflictDoUpdate({
        target: [sportsbookMarkets.fixtureId, sportsbookMarkets.key],
        set: {
          status: sql`excluded.status`,
          // A correct score keeps every score it offered: one the feed no longer prices stays at 0,
          // suspended, so "any other" settles against the list the market was bet on (ADR 090).
          selections: sql`case when excluded.kind = 'correctScore'
            then coalesce((select jsonb_object_agg(k, 0) from jsonb_object_keys(${sportsbookMarkets.selections}) as k), '{}'::jsonb) || excluded.selections
            else excluded.selections end`,
          sort: sql`excluded.sort`,
          updatedAt: sql`excluded.updated_at`,
        },
        setWhere: and(eq(sportsbookMarkets.traded, false), isNull(sportsbookMarkets.result)),
      });
  },
  /** The feed's markets of these fixtures it no longer prices (a moved line) stop taking bets. */
  suspendUnpriced: async (fixtureIds: string[], priced: string[], at: Date) => {
    if (!fixtureIds.length) return;
    await db
      .update(sportsbookMarkets)
      .set({ status: 'suspended', updatedAt: at })
      .where(
        and(
          inArray(sportsbookMarkets.fixtureId, fixtureIds),
          sql`${sportsbookMarkets.fixtureId} || '|' || ${sportsbookMarkets.key} not in (select jsonb_array_elements_text(${JSON.stringify(priced)}::jsonb))`,
          eq(sportsbookMarkets.traded, false),
          eq(sportsbookMarkets.status, 'open'),
        ),
      );
  },

  /** A sport's fixtures starting in the window, and any of it live. */
  fixturesOf: (sport: string, from: Date, to: Date) =>
    db
      .select()
      .from(sportsbookFixtures)
      .where(
        and(
          eq(sportsbookFixtures.sport, sport),
          or(
            and(gte(sportsbookFixtures.startsAt, from), lt(sportsbookFixtures.startsAt, to)),
            eq(sportsbookFixtures.status, 'live'),
          ),
        ),
      )
      .orderBy(asc(sportsbookFixtures.startsAt), asc(sportsbookFixtures.id)),
  fixturesByIds: (ids: string[]) =>
    ids.length ? db.select().from(sportsbookFixtures).where(inArray(sportsbookFixtures.id, ids)) : [],
  marketsOf: (fixtureIds: string[]) =>
    fixtureIds.length
      ? db
          .select()
          .from(sportsbookMarkets)
          .where(inArray(sportsbookMarkets.fixtureId, fixtureIds))
          .orderBy(asc(sportsbookMarkets.sort), asc(sportsbookMarkets.id))
      : [],
  marketsByIds: (ids: number[]) =>
    ids.length ? db.select().from(sportsbookMarkets).where(inArray(sportsbookMarkets.id, ids)) : [],
  /** The markets under lock, in id order (a ticket's checks and its liability against another's). */
  lockMarkets: (ids: number[]) =>
    db
      .select()
      .from(sportsbookMarkets)
      .where(inArray(sportsbookMarkets.id, ids))
      .orderBy(asc(sportsbookMarkets.id))
      .for('update'),
  /**
   * Fixtures over whose markets are not settled yet: finished, or void 48 hours after the start (at
   * once when a trader entered it abandoned or postponed).
   */
  unsettledFixtures: (voidBefore: Date) =>
    db
      .select()
      .from(sportsbookFixtures)
      .where(
        and(
          isNull(sportsbookFixtures.settledAt),
          or(
            eq(sportsbookFixtures.status, 'finished'),
            and(
              inArray(sportsbookFixtures.status, ['abandoned', 'postponed']),
              or(
                lte(sportsbookFixtures.startsAt, voidBefore),
                eq(sportsbookFixtures.resultSource, 'operator'),
              ),
            ),
          ),
        ),
      )
      .limit(200),
  /** A market's result and its legs' outcomes; the market closes. */
  settleMarket: async (market: MarketRow, result: Record<string, string>, at: Date) => {
    await db
      .update(sportsbookMarkets)
      .set({ result, status: 'closed', updatedAt: at })
      .where(eq(sportsbookMarkets.id, market.id));
    for (const [selection, outcome] of Object.entries(result)) {
      await db
        .update(sportsbookLegs)
        .set({ outcome })
        .where(and(eq(sportsbookLegs.marketId, market.id), eq(sportsbookLegs.selection, selection)));
    }
  },
  markFixtureSettled: (id: string, at: Date) =>
    db.update(sportsbookFixtures).set({ settledAt: at }).where(eq(sportsbookFixtures.id, id)),

  /** Each market's standing tickets, stakes and liability by selection (the trading desk's exposure). */
  exposureOf: (marketIds: number[]) =>
    marketIds.length
      ? db
          .select({
            marketId: sportsbookLegs.marketId,
            selection: sportsbookLegs.selection,
            tickets: sql<number>`count(*)::int`,
            stakeMinor: sql<string>`sum(${sportsbookTickets.stakeMinor})::text`,
            liabilityMinor: sql<string>`sum(${sportsbookTickets.potentialMinor} - ${sportsbookTickets.stakeMinor})::text`,
          })
          .from(sportsbookLegs)
          .innerJoin(sportsbookTickets, eq(sportsbookTickets.id, sportsbookLegs.ticketId))
          .where(
            and(inArray(sportsbookLegs.marketId, marketIds), inArray(sportsbookTickets.status, STANDING)),
          )
          .groupBy(sportsbookLegs.marketId, sportsbookLegs.selection)
      : [],
  fixtureById: async (id: string) =>
    (await db.select().from(sportsbookFixtures).where(eq(sportsbookFixtures.id, id)))[0],
  lockFixture: async (id: string) =>
    (await db.select().from(sportsbookFixtures).where(eq(sportsbookFixtures.id, id)).for('update'))[0],
  insertFixture: async (values: typeof sportsbookFixtures.$inferInsert) =>
    (await db.insert(sportsbookFixtures).values(values).returning())[0]!,
  updateFixture: async (id: string, values: Partial<typeof sportsbookFixtures.$inferInsert>) =>
    (await db.update(sportsbookFixtures).set(values).where(eq(sportsbookFixtures.id, id)).returning())[0]!,
  /** Inserts a market unless one of its kind and line exists; undefined then. */
  insertMarket: async (values: typeof sportsbookMarkets.$inferInsert) =>
    (await db.insert(sportsbookMarkets).values(values).onConflictDoNothing().returning())[0],
  lockMarket: async (id: number) =>
    (await db.select().from(sportsbookMarkets).where(eq(sportsbookMarkets.id, id)).for('update'))[0],
  updateMarket: async (id: number, values: Partial<typeof sportsbookMarkets.$inferInsert>) =>
    (await db.update(sportsbookMarkets).set(values).where(eq(sportsbookMarkets.id, id)).returning())[0]!,
  /** Fixtures for the trading desk: a sport's, from a day back, matching a name if given. */
  tradingFixtures: (sport: string, from: Date, q?: string) =>
    db
      .select()
      .from(sportsbookFixtures)
      .where(
        and(
          eq(sportsbookFixtures.sport, sport),
          or(gte(sportsbookFixtures.startsAt, from), eq(sportsbookFixtures.status, 'live')),
          q
            ? or(
                ilike(sportsbookFixtures.home, `%${q}%`),
                ilike(sportsbookFixtures.away, `%${q}%`),
                ilike(sportsbookFixtures.league, `%${q}%`),
              )
            : undefined,
        ),
      )
      .orderBy(asc(sportsbookFixtures.startsAt), asc(sportsbookFixtures.id))
      .limit(300),

  /**
   * What the house stands to lose on a selection of a market: every standing ticket with a leg on
   * it, its return if every leg wins less its stake.
   */
  liabilityOf: async (marketId: number, selection: string) => {
    const [row] = await db
      .select({
        total: sql<string>`coalesce(sum(${sportsbookTickets.potentialMinor} - ${sportsbookTickets.stakeMinor}), 0)::text`,
      })
      .from(sportsbookLegs)
      .innerJoin(sportsbookTickets, eq(sportsbookTickets.id, sportsbookLegs.ticketId))
      .where(
        and(
          eq(sportsbookLegs.marketId, marketId),
          eq(sportsbookLegs.selection, selection),
          inArray(sportsbookTickets.status, STANDING),
        ),
      );
    return BigInt(row?.total ?? '0');
  },

  /** Claims a ticket's request id; undefined when it is taken (the same request racing this one). */
  claimTicket: async (values: typeof sportsbookTickets.$inferInsert) =>
    (await db.insert(sportsbookTickets).values(values).onConflictDoNothing().returning())[0],
  /** Frees a claim whose debit was refused or rolled back (the request may be sent again). */
  releaseTicket: (id: number) =>
    db
      .delete(sportsbookTickets)
      .where(and(eq(sportsbookTickets.id, id), eq(sportsbookTickets.status, 'claimed'))),
  ticketByRequest: async (brand: string, player: string, requestId: string) =>
    (
      await db
        .select()
        .from(sportsbookTickets)
        .where(
          and(
            eq(sportsbookTickets.brand, brand),
            eq(sportsbookTickets.player, player),
            eq(sportsbookTickets.requestId, requestId),
          ),
        )
    )[0],
  ticketById: async (id: number) =>
    (await db.select().from(sportsbookTickets).where(eq(sportsbookTickets.id, id)))[0],
  /** Moves a ticket on only from the statuses given: a repeat, or a second server, changes nothing. */
  moveTicket: async (id: number, from: string[], values: Partial<typeof sportsbookTickets.$inferInsert>) =>
    (
      await db
        .update(sportsbookTickets)
        .set(values)
        .where(and(eq(sportsbookTickets.id, id), inArray(sportsbookTickets.status, from)))
        .returning()
    )[0],
  insertLegs: async (values: (typeof sportsbookLegs.$inferInsert)[]) =>
    db.insert(sportsbookLegs).values(values).returning(),
  setLegOdds: (id: number, oddsMilli: number) =>
    db.update(sportsbookLegs).set({ oddsMilli }).where(eq(sportsbookLegs.id, id)),
  legsOf: (ticketIds: number[]) =>
    ticketIds.length
      ? db
          .select()
          .from(sportsbookLegs)
          .where(inArray(sportsbookLegs.ticketId, ticketIds))
          .orderBy(asc(sportsbookLegs.ticketId), asc(sportsbookLegs.seq))
      : [],
  /** A member's tickets of these statuses, newest first. */
  ticketsOf: (brand: string, player: string, statuses: string[], limit: number) =>
    db
      .select()
      .from(sportsbookTickets)
      .where(
        and(
          eq(sportsbookTickets.brand, brand),
          eq(sportsbookTickets.player, player),
          inArray(sportsbookTickets.status, statuses),
        ),
      )
      .orderBy(desc(sportsbookTickets.id))
      .limit(limit),
  /** Live tickets whose delay is over (of one member, or all). */
  dueTickets: (at: Date, player?: { brand: string; player: string }) =>
    db
      .select()
      .from(sportsbookTickets)
      .where(
        and(
          eq(sportsbookTickets.status, 'pending'),
          lte(sportsbookTickets.strikeAt, at),
          player ? eq(sportsbookTickets.brand, player.brand) : undefined,
          player ? eq(sportsbookTickets.player, player.player) : undefined,
        ),
      )
      .orderBy(asc(sportsbookTickets.id))
      .limit(200),
  /**
   * Open tickets whose result is known: a leg lost, or every leg settled. Those of the fixtures given
   * (just settled), or all (the sweep).
   */
  decidedTickets: (fixtureIds?: string[]) =>
    db
      .select()
      .from(sportsbookTickets)
      .where(
        and(
          eq(sportsbookTickets.status, 'open'),
          fixtureIds
            ? sql`exists (select 1 from ${sportsbookLegs} l where l.ticket_id = ${sportsbookTickets.id} and l.fixture_id in (select jsonb_array_elements_text(${JSON.stringify(fixtureIds)}::jsonb)))`
            : undefined,
          or(
            sql`exists (select 1 from ${sportsbookLegs} l where l.ticket_id = ${sportsbookTickets.id} and l.outcome = 'lost')`,
            sql`not exists (select 1 from ${sportsbookLegs} l where l.ticket_id = ${sportsbookTickets.id} and l.outcome is null)`,
          ),
        ),
      )
      .orderBy(asc(sportsbookTickets.id))
      .limit(500),
  /** The tickets of these statuses with a leg on a fixture (those a corrected result may change). */
  ticketsOn: (fixtureId: string, statuses: string[]) =>
    db
      .select()
      .from(sportsbookTickets)
      .where(
        and(
          inArray(sportsbookTickets.status, statuses),
          sql`exists (select 1 from ${sportsbookLegs} l where l.ticket_id = ${sportsbookTickets.id} and l.fixture_id = ${fixtureId})`,
        ),
      )
      .orderBy(asc(sportsbookTickets.id)),
  /**
   * Corrected tickets whose settled round paid other than they now pay (ADR 090): the resettlements
   * to start. Only corrected tickets can differ, so the partial index keeps this cheap.
   */
  unpaidCorrections: () =>
    db
      .select({ ticket: sportsbookTickets })
      .from(sportsbookTickets)
      .innerJoin(providerRounds, eq(providerRounds.id, sportsbookTickets.providerRoundId))
      .where(
        and(
          isNotNull(sportsbookTickets.correctedAt),
          inArray(sportsbookTickets.status, ['won', 'lost', 'void', 'cashed_out']),
          eq(providerRounds.status, 'settled'),
          sql`${providerRounds.payoutMinor} <> ${sportsbookTickets.payoutMinor}`,
        ),
      )
      .orderBy(asc(sportsbookTickets.id))
      .limit(200),
  /** A member's stake limit set by a trader (ADR 090), or undefined. */
  memberLimitOf: async (brand: string, player: string) =>
    (
      await db
        .select()
        .from(sportsbookMemberLimits)
        .where(and(eq(sportsbookMemberLimits.brand, brand), eq(sportsbookMemberLimits.player, player)))
    )[0],
  memberLimits: () =>
    db.select().from(sportsbookMemberLimits).orderBy(desc(sportsbookMemberLimits.updatedAt)).limit(500),
  setMemberLimit: (values: typeof sportsbookMemberLimits.$inferInsert) =>
    db
      .insert(sportsbookMemberLimits)
      .values(values)
      .onConflictDoUpdate({
        target: [sportsbookMemberLimits.brand, sportsbookMemberLimits.player],
        set: { maxStakeMinor: values.maxStakeMinor, reason: values.reason, updatedAt: values.updatedAt },
      }),
  liftMemberLimit: (brand: string, player: string) =>
    db
      .delete(sportsbookMemberLimits)
      .where(and(eq(sportsbookMemberLimits.brand, brand), eq(sportsbookMemberLimits.player, player)))
      .returning(),
  roundById: async (id: number) =>
    (await db.select().from(providerRounds).where(eq(providerRounds.id, id)))[0],

  preferencesOf: async (brand: string, player: string) =>
    (
      await db
        .select()
        .from(sportsbookPreferences)
        .where(and(eq(sportsbookPreferences.brand, brand), eq(sportsbookPreferences.player, player)))
    )[0],
  savePreferences: async (values: typeof sportsbookPreferences.$inferInsert) => {
    await db
      .insert(sportsbookPreferences)
      .values(values)
      .onConflictDoUpdate({
        target: [sportsbookPreferences.brand, sportsbookPreferences.player],
        set: { oddsFormat: values.oddsFormat, acceptance: values.acceptance, updatedAt: values.updatedAt },
      });
  },
});

export type SportsbookRepository = ReturnType<typeof createSportsbookRepository>;
