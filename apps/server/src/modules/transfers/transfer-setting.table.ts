import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * A brand's transfer rules (docs/decisions/021-member-transfers.md). A brand without a row uses the
 * defaults in transfers.service.ts. Amounts are minor units of the brand's currency.
 */
export const transferSettings = pgTable('transfer_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  /** Smallest and largest single transfer. */
  minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
  maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
  /** What one member may send per calendar day (UTC), upline and downline together. */
  dailyLimit: bigint('daily_limit', { mode: 'bigint' }).notNull(),
});
