import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';

/** A text in each of the site's languages. */
export type Words = { vi: string; en: string };

/** A text in the asked language: English for `en`, else Vietnamese. */
export const wordsIn = (text: Words, language: string) => (language === 'en' ? text.en : text.vi);

/** A raffle's prize: an amount in minor units (as text: JSON has no bigint) and how many there are. */
export type StoredPrize = { amountMinor: string; count: number };

/** A category's wagering contribution in basis points (10000 = counts in full). */
export type StoredContribution = { category: string; bp: number };

/**
 * A brand's promotion (docs/decisions/063-bonus-money.md): what it pays and the terms of the bonus
 * it pays. Money in minor units, shares in basis points.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: varchar('kind', { length: 24 }).notNull(),
    depositRule: varchar('deposit_rule', { length: 8 }).notNull().default('any'),
    title: jsonb('title').$type<Words>().notNull(),
    summary: jsonb('summary').$type<Words>().notNull(),
    rules: jsonb('rules').$type<Words>().notNull(),
    bannerUrl: varchar('banner_url', { length: 500 }),
    bonusBp: integer('bonus_bp'),
    maxBonusMinor: bigint('max_bonus_minor', { mode: 'bigint' }).notNull(),
    minDepositMinor: bigint('min_deposit_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Cashback (docs/decisions/070-cashback-and-applications.md): its period and least net loss. */
    cashbackPeriod: varchar('cashback_period', { length: 8 }).notNull().default('weekly'),
    /** Raffle (docs/decisions/071-raffles.md): valid bet per ticket, and the prizes largest first. */
    ticketMinor: bigint('ticket_minor', { mode: 'bigint' }),
    prizes: jsonb('prizes').$type<StoredPrize[]>().notNull().default([]),
    minLossMinor: bigint('min_loss_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    wageringBase: varchar('wagering_base', { length: 16 }).notNull(),
    maxBetMinor: bigint('max_bet_minor', { mode: 'bigint' }),
    expiryDays: integer('expiry_days').notNull(),
    contributions: jsonb('contributions').$type<StoredContribution[]>().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Eligibility and abuse limits (docs/decisions/069-promotion-eligibility.md). */
    minVipLevel: integer('min_vip_level').notNull().default(0),
    newMemberDays: integer('new_member_days'),
    onePerAddress: boolean('one_per_address').notNull().default(false),
    /** Only this agent's team, at any depth (member_tree). */
    teamAgentId: bigint('team_agent_id', { mode: 'number' }).references(() => members.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promotions_merchant_idx').on(t.merchantId, t.sortOrder)],
);

/**
 * A member's bonus from a promotion. `claim_key` (promotion × member × period) is unique, so fifty
 * parallel joins write one row; at most one bonus per member is `joined` or `wagering` at a time, so
 * the bonus wallet always belongs to one bonus. Its money is in the wallet: paid under
 * `bonus:<id>`, released under `bonus-release:<id>`, returned under `bonus-return:<id>`.
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    claimKey: varchar('claim_key', { length: 80 }).notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    bonusMinor: bigint('bonus_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    depositMinor: bigint('deposit_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    depositId: integer('deposit_id'),
    wageringRequiredMinor: bigint('wagering_required_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    wageringDoneMinor: bigint('wagering_done_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** What left the bonus wallet when the bonus finished: released to cash, or returned. */
    finalMinor: bigint('final_minor', { mode: 'bigint' }),
    /** The terms as they were when the member joined (a later edit does not change them). */
    maxBetMinor: bigint('max_bet_minor', { mode: 'bigint' }),
    contributions: jsonb('contributions').$type<StoredContribution[]>().notNull().default([]),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bonuses_claim_uq').on(t.merchantId, t.claimKey),
    uniqueIndex('bonuses_one_open_uq')
      .on(t.merchantId, t.memberId)
      .where(sql`status in ('joined', 'wagering')`),
    index('bonuses_member_idx').on(t.merchantId, t.memberId, t.id),
    index('bonuses_promotion_idx').on(t.promotionId, t.id),
    index('bonuses_expiry_idx').on(t.expiresAt).where(sql`status = 'wagering'`),
  ],
);

/**
 * A member's application to an application promotion (ADR 070): a comment and up to 3 images,
 * `applying` until an operator issues a bonus (`issued`, with the bonus it paid) or rejects it
 * (`rejected`, with the reason). One live application per member and promotion (applying or
 * issued); after a rejection the member may apply again.
 */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    comment: varchar('comment', { length: 140 }).notNull(),
    imageCount: integer('image_count').notNull().default(0),
    status: varchar('status', { length: 12 }).notNull().default('applying'),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    bonusId: integer('bonus_id').references(() => bonuses.id),
    reason: varchar('reason', { length: 500 }),
    decidedBy: varchar('decided_by', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promotion_applications_live_uq')
      .on(t.promotionId, t.memberId)
      .where(sql`status in ('applying', 'issued')`),
    index('promotion_applications_queue_idx').on(t.merchantId, t.status, t.id),
    index('promotion_applications_member_idx').on(t.memberId, t.promotionId, t.id),
  ],
);

/** An application's images, checked png or jpg of 5 MB at most, kept apart so the queue reads light. */
export const promotionApplicationImages = pgTable(
  'promotion_application_images',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => promotionApplications.id),
    position: integer('position').notNull(),
    mime: varchar('mime', { length: 16 }).notNull(),
    data: text('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.position] })],
);

/** A member's entry to a raffle (ADR 071): tickets are counted from their valid bet at the draw. */
export const raffleEntries = pgTable(
  'raffle_entries',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.memberId] })],
);

/**
 * A raffle's draw, once (the primary key): the random seed the winners were picked with, and how
 * many entrants and tickets took part.
 */
export const raffleDraws = pgTable('raffle_draws', {
  promotionId: integer('promotion_id')
    .primaryKey()
    .references(() => promotions.id),
  seed: varchar('seed', { length: 64 }).notNull(),
  entrants: integer('entrants').notNull(),
  totalTickets: bigint('total_tickets', { mode: 'number' }).notNull(),
  drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A raffle's prize and its winner: one prize per member; `bonus_id` once the winner claimed it. */
export const raffleWinners = pgTable(
  'raffle_winners',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    rank: integer('rank').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    tickets: bigint('tickets', { mode: 'number' }).notNull(),
    prizeMinor: bigint('prize_minor', { mode: 'bigint' }).notNull(),
    bonusId: integer('bonus_id').references(() => bonuses.id),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.rank] }),
    uniqueIndex('raffle_winners_member_uq').on(t.promotionId, t.memberId),
  ],
);
