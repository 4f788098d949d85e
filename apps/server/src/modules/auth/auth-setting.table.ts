import { boolean, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/** A brand's sign-in policy. A brand without a row gets the defaults below (safe for production). */
export const authSettings = pgTable('auth_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  /** Accept unsealed login/register/password bodies (demo only; the production config refuses them). */
  allowPlaintext: boolean('allow_plaintext').notNull().default(false),
  /** Require an ALTCHA proof of work on login (not SMS), registration and SMS requests. */
  humanCheck: boolean('human_check').notNull().default(true),
  /** 'off', 'sms' or 'email': a one-time code for a login from an address the member has not used. */
  ipVerification: varchar('ip_verification', { length: 8 }).notNull().default('off'),
  captchaAfterFailures: integer('captcha_after_failures').notNull().default(3),
  lockAfterFailures: integer('lock_after_failures').notNull().default(10),
  lockMinutes: integer('lock_minutes').notNull().default(15),
  sessionHours: integer('session_hours').notNull().default(12),
  /** Passwords older than this have expired (0 = never); enforced only with PWDEXPFORCECHANGE3. */
  passwordMaxAgeDays: integer('password_max_age_days').notNull().default(90),
  /** The brand's default weak password (spec {secret}); signing in with it forces a change. */
  defaultPassword: text('default_password').notNull().default('a123456'),
  smsCodeMinutes: integer('sms_code_minutes').notNull().default(5),
  /** Play money a new trial account starts with, in minor units. */
  trialBalanceMinor: integer('trial_balance_minor').notNull().default(200_000_00),
});
