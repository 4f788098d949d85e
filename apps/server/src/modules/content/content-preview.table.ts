import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { operators } from '../admin/operator.table.ts';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * A link an operator made to see one banner or announcement on the site as a visitor would, before
 * it is published (issue 19, ADR 079): the sha256 of its random token, what it shows, and until when.
 */
export const contentPreviews = pgTable('content_previews', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  kind: varchar('kind', { length: 16 }).notNull(),
  itemId: integer('item_id').notNull(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
