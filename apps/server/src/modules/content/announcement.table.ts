import { boolean, integer, jsonb, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';
import type { Localized } from './localized.ts';

/** A notice, popup or promotion teaser, shown to an audience by execution (A, B, F). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    key: varchar('key', { length: 64 }).notNull(),
    type: varchar('type', { length: 4 }).notNull(),
    text: jsonb('text').$type<Localized<{ title: string; content: string }>>().notNull(),
    promotionType: varchar('promotion_type', { length: 32 }),
    execution: varchar('execution', { length: 1 }).notNull(),
    /** Shown from this moment (the back office's "starts at"). */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Shown until this moment; null: no end (issue 19). */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [unique().on(t.merchantId, t.key)],
);
