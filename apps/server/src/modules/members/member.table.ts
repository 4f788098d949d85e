import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * A player or agent account of one brand (spec §3 "Member info"). `type` decides the role: 0 member,
 * 1/2/41/42 agent, 4 trial. Every member has at most one upline (the agent or member who brought
 * them), the root of the agent tree the agent-network work builds on.
 */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    account: varchar('account', { length: 64 }).notNull(),
    nickname: varchar('nickname', { length: 64 }).notNull(),
    type: smallint('type').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an operator's password reset or a weak default: the next login must change it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    paymentPasswordHash: text('payment_password_hash'),
    payeeName: varchar('payee_name', { length: 128 }),
    email: varchar('email', { length: 255 }),
    /** When the bound email answered a code sent to it; cleared when the email changes. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    countryDialingCode: varchar('country_dialing_code', { length: 6 }),
    mobileNum: varchar('mobile_num', { length: 32 }),
    /** When the bound mobile answered a code sent to it; cleared when the number changes. */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    qqNum: varchar('qq_num', { length: 64 }),
    line: varchar('line', { length: 128 }),
    whatsapp: varchar('whatsapp', { length: 64 }),
    facebook: varchar('facebook', { length: 128 }),
    wechat: varchar('wechat', { length: 128 }),
    idNumber: varchar('id_number', { length: 64 }),
    /** Personal details (spec §3 "Other registration field labels"); see PERSONAL_DETAIL_FIELDS. */
    birthday: date('birthday', { mode: 'string' }),
    nationality: varchar('nationality', { length: 64 }),
    address: varchar('address', { length: 255 }),
    occupation: varchar('occupation', { length: 128 }),
    incomeSource: varchar('income_source', { length: 128 }),
    zalo: varchar('zalo', { length: 64 }),
    telegram: varchar('telegram', { length: 64 }),
    recommenderId: varchar('recommender_id', { length: 64 }),
    iconUrl: text('icon_url'),
    uplineId: bigint('upline_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
    /** An agent's invitation code (spec "affiliate code"); unique per brand. */
    affiliateCode: varchar('affiliate_code', { length: 32 }),
    /** Every member's invite-a-friend code (`/register?referralCode=`); unique per brand. */
    referralCode: varchar('referral_code', { length: 32 }).notNull(),
    registerIp: varchar('register_ip', { length: 64 }),
    registerUrl: text('register_url'),
    registerMethod: varchar('register_method', { length: 16 }),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_merchant_account_uq').on(t.merchantId, sql`lower(${t.account})`),
    uniqueIndex('members_merchant_referral_uq').on(t.merchantId, t.referralCode),
    uniqueIndex('members_merchant_affiliate_uq')
      .on(t.merchantId, t.affiliateCode)
      .where(sql`${t.affiliateCode} is not null`),
    uniqueIndex('members_merchant_mobile_uq')
      .on(t.merchantId, t.countryDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} is not null`),
    index('members_upline_idx').on(t.uplineId),
    // The brand's agents (types 1, 2, 41, 42): a team's sub-agents are counted from here (ADR 057).
    index('members_agents_idx').on(t.merchantId, t.id).where(sql`${t.type} in (1, 2, 41, 42)`),
    // Trial accounts (type 4) are made without an upline; the rare one given one is taken off a
    // team's size from here, so the size itself stays an index count (ADR 057).
    index('members_trial_in_team_idx')
      .on(t.merchantId, t.id)
      .where(sql`${t.type} = 4 and ${t.uplineId} is not null`),
    check('members_status_ck', sql`${t.status} in ('active', 'locked', 'disabled')`),
  ],
);
