import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';

/** A tier as stored: minor units as decimal strings (JSON has no bigint), the rate in basis points. */
export type StoredTier = {
  validBetMinor: string;
  profitLossMinor: string;
  activeMembers: number;
  rateBp: number;
};

/**
 * A brand's rules for one contract kind (docs/decisions/056-agent-contracts.md); a brand without a
 * row uses the defaults in agent-contracts.service.ts. `payer` says who pays: the brand's commission
 * expense or each agent's upline from their own wallet; `max_rate_bp` caps every rate of the kind.
 */
export const contractSettings = pgTable(
  'contract_settings',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    enabled: boolean('enabled').notNull(),
    cycle: varchar('cycle', { length: 16 }).notNull(),
    payer: varchar('payer', { length: 16 }).notNull(),
    maxRateBp: integer('max_rate_bp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.kind] })],
);

/**
 * A contract between an agent (`member_id`) and the upline who offered it (`upline_id`; null for
 * the operator's contract with a top agent). `status` moves offered → active | rejected | withdrawn,
 * and active → terminated | replaced, each by a conditional update; at most one active and one
 * offered contract per member and kind (partial unique indexes). `accepted_at` and `ended_at` say
 * which periods it settles: the contract in force when a period ends settles the whole period.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    uplineId: bigint('upline_id', { mode: 'number' }).references(() => members.id),
    cycle: varchar('cycle', { length: 16 }).notNull(),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    maxRateBp: integer('max_rate_bp').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    terminationRequestedBy: varchar('termination_requested_by', { length: 8 }),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: varchar('end_reason', { length: 24 }),
  },
  (t) => [
    uniqueIndex('agent_contracts_one_active')
      .on(t.merchantId, t.memberId, t.kind)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('agent_contracts_one_offer')
      .on(t.merchantId, t.memberId, t.kind)
      .where(sql`${t.status} = 'offered'`),
    index('agent_contracts_upline_idx').on(t.merchantId, t.uplineId, t.kind),
    index('agent_contracts_in_force_idx').on(t.merchantId, t.kind, t.acceptedAt),
    check(
      'agent_contracts_status',
      sql`${t.status} in ('offered', 'active', 'rejected', 'terminated', 'replaced', 'withdrawn')`,
    ),
    check('agent_contracts_rate', sql`${t.maxRateBp} between 0 and 10000`),
  ],
);

/**
 * One agent's pay for one period of one kind: unique by brand, kind, period and agent, so a period
 * settled twice (or by two servers) writes and pays once. `entry_id` is the wallet entry that paid it,
 * booked under the same key. `lines` say which downline, which basis, which rate.
 */
export const contractSettlements = pgTable(
  'contract_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    periodKey: varchar('period_key', { length: 16 }).notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    /** The upline who pays; null when the brand does. */
    payerId: bigint('payer_id', { mode: 'number' }).references(() => members.id),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull(),
    profitLossMinor: bigint('profit_loss_minor', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    rateBp: integer('rate_bp').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: varchar('status', { length: 24 }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
    lines: jsonb('lines').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('contract_settlements_period_member').on(t.merchantId, t.kind, t.periodKey, t.memberId),
    index('contract_settlements_member_idx').on(t.merchantId, t.memberId, t.kind, t.periodFrom),
    check(
      'contract_settlements_status',
      sql`${t.status} in ('pending', 'paid', 'insufficientBalance', 'nothingDue')`,
    ),
  ],
);

/**
 * A period of a kind being settled: the lease row that keeps the work on one server at a time
 * (`lease_holder` until `lease_until`), then `settled_at` once every agent's row is written.
 */
export const contractPeriods = pgTable(
  'contract_periods',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    periodKey: varchar('period_key', { length: 16 }).notNull(),
    leaseHolder: text('lease_holder'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.kind, t.periodKey] })],
);
