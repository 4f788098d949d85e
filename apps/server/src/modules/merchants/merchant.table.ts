import { jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export type MerchantTheme = { background: string; surface: string; primary: string; accent: string };

/** A brand (white label): its code, config, look and languages. Every brand-owned row points here. */
export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: text('name').notNull(),
  platform: varchar('platform', { length: 8 }).notNull().default('WEB'),
  lotteryType: varchar('lottery_type', { length: 8 }).notNull().default('SEA'),
  currencyCode: varchar('currency_code', { length: 8 }).notNull(),
  currencySymbol: varchar('currency_symbol', { length: 8 }).notNull(),
  logoUrl: text('logo_url').notNull(),
  languages: text('languages').array().notNull(),
  defaultLanguage: varchar('default_language', { length: 8 }).notNull(),
  theme: jsonb('theme').$type<MerchantTheme>().notNull(),
  customerServiceUrl: text('customer_service_url').notNull(),
  supportHours: text('support_hours').notNull(),
  gtagId: text('gtag_id'),
  imageCdns: text('image_cdns').array().notNull().default([]),
  launchGameCdns: text('launch_game_cdns').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
