import type { TImageSource } from '@luckwell/contracts/content/announcements';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';
import type { Localized } from './localized.ts';

/** A banner image in a group (w_home, w_activity, w_login, …) with what a click does. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** Stable name so the seed and imports can find the row again. */
    key: varchar('key', { length: 64 }).notNull(),
    groupName: varchar('group_name', { length: 16 }).notNull(),
    url: text('url').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    linkageType: varchar('linkage_type', { length: 16 }).notNull().default('NONE'),
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** An uploaded picture's AVIF and WebP widths (issue 19); empty for a drawn one. */
    sources: jsonb('sources').$type<TImageSource[]>().notNull().default([]),
    /** Shown from, and until (null: no end). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.merchantId, t.key)],
);
