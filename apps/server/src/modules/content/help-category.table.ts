import { integer, jsonb, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';
import type { Localized } from './localized.ts';

export const helpCategories = pgTable(
  'help_categories',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    key: varchar('key', { length: 64 }).notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    icon: text('icon').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique().on(t.merchantId, t.key)],
);
