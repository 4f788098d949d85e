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
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';

/** A milestone as stored: its kind, the threshold and the reward in minor units (as text: jsonb). */
export type StoredMilestone = { kind: 'deposit' | 'valid_bet'; thresholdMinor: string; rewardMinor: string };

/** A brand's referral programme (docs/decisions/067-referral-rewards.md); no row: none. */
export const referralSettings = pgTable('referral_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  enabled: boolean('enabled').notNull().default(false),
  milestones: jsonb('milestones').$type<StoredMilestone[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A reward an inviter earned when an invitee reached a milestone: written once per invitee ×
 * milestone (`milestone_key` = kind:threshold), then paid under `referral:<id>`, or held for review
 * (`held_for` says what the two accounts share) until an operator pays or rejects it.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    inviterId: bigint('inviter_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    inviteeId: bigint('invitee_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    milestoneKey: varchar('milestone_key', { length: 48 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    thresholdMinor: bigint('threshold_minor', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    heldFor: varchar('held_for', { length: 120 }),
    entryId: bigint('entry_id', { mode: 'number' }),
    decidedByName: varchar('decided_by_name', { length: 64 }),
    decisionReason: varchar('decision_reason', { length: 500 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.inviteeId, t.milestoneKey),
    index('referral_rewards_inviter_idx').on(t.inviterId),
    index('referral_rewards_merchant_status_idx').on(t.merchantId, t.status, t.id),
  ],
);
