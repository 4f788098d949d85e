import { bigserial, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/** Every SMS and email the adapters sent; outside production this is the dev inbox at /dev/inbox. */
export const outboundMessages = pgTable('outbound_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  channel: varchar('channel', { length: 8 }).notNull(),
  to: varchar('to', { length: 255 }).notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  /** The provider that took it ('dev-inbox', 'smtp', …) and its message id when it gave one. */
  provider: varchar('provider', { length: 32 }).notNull(),
  providerId: text('provider_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
