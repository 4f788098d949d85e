import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/** The demo and default threshold: 5,000,000.00 in the brand's currency (minor units). */
export const DEFAULT_APPROVAL_THRESHOLD_MINOR = 5_000_000_00n;

/**
 * A brand's money rules for the back office. A brand without a row uses the defaults: manual
 * adjustments above 5,000,000.00 need a second operator.
 */
export const financeSettings = pgTable('finance_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  /** Adjustments above this amount (minor units) wait for another operator's approval. */
  adjustmentApprovalThreshold: bigint('adjustment_approval_threshold', { mode: 'bigint' })
    .notNull()
    .default(sql`500000000`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
