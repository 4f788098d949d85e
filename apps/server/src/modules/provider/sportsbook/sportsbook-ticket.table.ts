import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * A member's ticket (ADR 089): a single or a mix parlay, booked as one provider round (one debit of
 * its stake; one credit of its return, settled or cashed out; a rollback when refused). `request_id`
 * is the client's idempotency key. Status: `claimed` (the debit under way), `pending` (a live
 * ticket's delay), `open`, `won`, `lost`, `void`, `cashed_out`, `refused`.
 */
export const sportsbookTickets = providerSchema.table(
  'sportsbook_tickets',
  {
    id: serial('id').primaryKey(),
    brand: varchar('brand', { length: 16 }).notNull(),
    player: varchar('player', { length: 64 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    /** What the request asked for: a replay must ask the same. */
    digest: varchar('digest', { length: 64 }).notNull(),
    /** `single` | `parlay`. */
    kind: varchar('kind', { length: 8 }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    /** `none` | `any` | `higher`. */
    acceptance: varchar('acceptance', { length: 8 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('claimed'),
    /** What it returns if every leg wins, at the prices struck (the liability it adds). */
    potentialMinor: bigint('potential_minor', { mode: 'bigint' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
    /** Why a refused ticket was not struck (an i18n key). */
    refusal: varchar('refusal', { length: 64 }),
    /** provider.rounds.id of the ticket's round, once debited. */
    providerRoundId: integer('provider_round_id').unique(),
    /** A live ticket is struck (its prices checked again) at this time. */
    strikeAt: timestamp('strike_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When its result was last corrected after it settled (resettlement, ADR 090). */
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    answer: jsonb('answer'),
  },
  (t) => [
    unique('sportsbook_tickets_request_key').on(t.brand, t.player, t.requestId),
    index('sportsbook_tickets_player_idx').on(t.brand, t.player, t.id),
    index('sportsbook_tickets_status_idx').on(t.status),
    index('sportsbook_tickets_corrected_idx').on(t.correctedAt).where(sql`${t.correctedAt} is not null`),
  ],
);

/** A leg of a ticket: one selection of one market at the price struck; `outcome` once its market settles. */
export const sportsbookLegs = providerSchema.table(
  'sportsbook_legs',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id').notNull(),
    seq: integer('seq').notNull(),
    fixtureId: varchar('fixture_id', { length: 64 }).notNull(),
    marketId: integer('market_id').notNull(),
    selection: varchar('selection', { length: 8 }).notNull(),
    oddsMilli: integer('odds_milli').notNull(),
    /** `won` | `half_won` | `void` | `half_lost` | `lost`. */
    outcome: varchar('outcome', { length: 12 }),
  },
  (t) => [
    unique('sportsbook_legs_seq').on(t.ticketId, t.seq),
    index('sportsbook_legs_market_idx').on(t.marketId),
  ],
);

/** A member's odds format and odds-change acceptance, kept by the book. */
export const sportsbookPreferences = providerSchema.table(
  'sportsbook_preferences',
  {
    brand: varchar('brand', { length: 16 }).notNull(),
    player: varchar('player', { length: 64 }).notNull(),
    oddsFormat: varchar('odds_format', { length: 8 }).notNull(),
    acceptance: varchar('acceptance', { length: 8 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sportsbook_preferences_player').on(t.brand, t.player)],
);

/**
 * A trader's stake limit for one member (issue 23, ADR 090): the most one ticket of theirs may stake,
 * below the market's own limit — for a sharp or a problem account. No row: the markets' limits only.
 */
export const sportsbookMemberLimits = providerSchema.table(
  'sportsbook_member_limits',
  {
    brand: varchar('brand', { length: 16 }).notNull(),
    player: varchar('player', { length: 64 }).notNull(),
    maxStakeMinor: bigint('max_stake_minor', { mode: 'bigint' }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sportsbook_member_limits_player').on(t.brand, t.player)],
);
