import { integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * How far our books have taken a vendor's rounds in: the vendor's cursor of the last round booked.
 * Owned by the transfer-wallet module (rounds are re-read from here after a restart; booking them
 * again would be a replay anyway, by their idempotency keys).
 */
export const transferVendorCursors = pgTable(
  'transfer_vendor_cursors',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    cursor: varchar('cursor', { length: 100 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vendor] })],
);
