import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * A member's own safer-play setting (ADR 051): a deposit or loss limit in minor units, a session
 * limit or the reality-check interval in minutes. A raise or removal waits out the cooling-off as
 * `pending_value` (null = removal) from `pending_from`; a lowering replaces `value` at once.
 */
export const memberLimits = pgTable(
  'member_limits',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: varchar('kind', { length: 24 }).notNull(),
    value: bigint('value', { mode: 'bigint' }),
    pendingValue: bigint('pending_value', { mode: 'bigint' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind] }),
    check(
      'member_limits_kind_ck',
      sql`${t.kind} in ('depositDay', 'depositWeek', 'depositMonth', 'lossDay', 'lossWeek', 'lossMonth', 'sessionMinutes', 'realityCheckMinutes')`,
    ),
    check(
      'member_limits_positive_ck',
      sql`(${t.value} is null or ${t.value} > 0) and (${t.pendingValue} is null or ${t.pendingValue} > 0)`,
    ),
  ],
);

/** A time-out or self-exclusion the member took; `until` null is permanent. Never shortened. */
export const memberExclusions = pgTable(
  'member_exclusions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }),
    /** Who set it: the member, or an operator lengthening it (their id). */
    setByOperatorId: integer('set_by_operator_id'),
  },
  (t) => [
    index('member_exclusions_member_idx').on(t.memberId, t.since),
    check('member_exclusions_kind_ck', sql`${t.kind} in ('timeout', 'selfExclusion')`),
  ],
);
