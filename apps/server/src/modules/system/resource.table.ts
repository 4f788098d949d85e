import { boolean, integer, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/** A brand's external links by type: TELEGRAM, FACEBOOK, YOUTUBE, MOBILECONFIG (iOS), Android. */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    resourceType: varchar('resource_type', { length: 16 }).notNull(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    labelNameEn: text('label_name_en').notNull(),
    newTab: boolean('new_tab').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique().on(t.merchantId, t.resourceType)],
);
