import { integer, jsonb, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';
import { helpCategories } from './help-category.table.ts';
import type { Localized } from './localized.ts';

export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id),
    key: varchar('key', { length: 64 }).notNull(),
    text: jsonb('text').$type<Localized<{ title: string; content: string }>>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique().on(t.merchantId, t.key)],
);
