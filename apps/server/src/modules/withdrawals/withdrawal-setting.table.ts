import { bigint, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * A brand's withdrawal rules. A brand without a row uses the defaults in withdrawals.service.ts.
 * Amounts are minor units of the brand's currency.
 */
export const withdrawalSettings = pgTable('withdrawal_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
  maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
  /** Spec §4: an unconfirmed paid withdrawal counts as received after this many minutes. */
  confirmMinutes: integer('confirm_minutes').notNull(),
  maxBankAccounts: smallint('max_bank_accounts').notNull(),
});
