import { boolean, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { merchants } from './merchant.table.ts';

/** Host names a brand answers on; the request's host picks the merchant. */
export const merchantDomains = pgTable('merchant_domains', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  host: varchar('host', { length: 253 }).notNull().unique(),
  isMain: boolean('is_main').notNull().default(false),
});
