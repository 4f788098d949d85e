import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import type { Words } from '../promotions/promotion.table.ts';

/** An operator-scheduled red envelope drop (docs/decisions/064-red-envelopes-and-prize-wheel.md). */
export const redEnvelopes = pgTable(
  'red_envelopes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    title: jsonb('title').$type<Words>().notNull(),
    totalMinor: bigint('total_minor', { mode: 'bigint' }).notNull(),
    shares: integer('shares').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('red_envelopes_merchant_idx').on(t.merchantId, t.endsAt)],
);

/**
 * A drop's shares, split when it is scheduled (they sum to its total). A grab takes the first free
 * share (`for update skip locked`); a member holds at most one share of a drop (the partial unique
 * index), and is paid under `envelope:<share id>`.
 */
export const redEnvelopeShares = pgTable(
  'red_envelope_shares',
  {
    id: serial('id').primaryKey(),
    envelopeId: integer('envelope_id')
      .notNull()
      .references(() => redEnvelopes.id),
    seq: integer('seq').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    grabbedAt: timestamp('grabbed_at', { withTimezone: true }),
    entryId: bigint('entry_id', { mode: 'number' }),
  },
  (t) => [
    unique().on(t.envelopeId, t.seq),
    uniqueIndex('red_envelope_shares_member_uq')
      .on(t.envelopeId, t.memberId)
      .where(sql`member_id is not null`),
    index('red_envelope_shares_free_idx').on(t.envelopeId, t.seq).where(sql`member_id is null`),
  ],
);

/** A brand's prize wheel: on or off, and the rules that earn tickets (null: not by that rule). */
export const wheelSettings = pgTable('wheel_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  enabled: boolean('enabled').notNull().default(false),
  depositForTicketMinor: bigint('deposit_for_ticket_minor', { mode: 'bigint' }),
  validBetForTicketMinor: bigint('valid_bet_for_ticket_minor', { mode: 'bigint' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A prize of the wheel, in its order; `stock` null is unlimited. Replaced prizes are retired, not deleted. */
export const wheelPrizes = pgTable(
  'wheel_prizes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    label: jsonb('label').$type<Words>().notNull(),
    kind: varchar('kind', { length: 12 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    weight: integer('weight').notNull(),
    stock: integer('stock'),
    sort: integer('sort').notNull(),
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [index('wheel_prizes_merchant_idx').on(t.merchantId, t.sort)],
);

/** One spin's ticket, earned once per source (`deposit:<id>`, `bet:<day>`, `grant:<n>:<i>`). */
export const wheelTickets = pgTable(
  'wheel_tickets',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    source: varchar('source', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    unique().on(t.merchantId, t.memberId, t.source),
    index('wheel_tickets_free_idx').on(t.merchantId, t.memberId, t.id).where(sql`used_at is null`),
  ],
);

/** A spin: the ticket it used, the prize the server picked and what it paid (`wheel:<id>`). */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    ticketId: integer('ticket_id')
      .notNull()
      .unique()
      .references(() => wheelTickets.id),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => wheelPrizes.id),
    kind: varchar('kind', { length: 12 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wheel_spins_member_idx').on(t.merchantId, t.memberId, t.id)],
);
