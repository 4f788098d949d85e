import { integer, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * The shared secret a seamless vendor signs its calls with, one per vendor per brand. Rotation
 * moves the current secret to `previous`, which is still accepted until `previousUntil`.
 */
export const seamlessVendorSecrets = pgTable(
  'seamless_vendor_secrets',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousUntil: timestamp('previous_until', { withTimezone: true }),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.merchantId, t.vendor)],
);
