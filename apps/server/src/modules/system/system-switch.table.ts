import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * The operator's run-time switches for a brand: maintenance and region restriction. Read on every
 * status call, so turning them on takes no deploy (the environment has platform-wide ones too).
 */
export const systemSwitches = pgTable('system_switches', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  maintenance: boolean('maintenance').notNull().default(false),
  maintenanceMessage: text('maintenance_message'),
  maintenanceUntil: timestamp('maintenance_until', { withTimezone: true }),
  blockedCountries: text('blocked_countries').array().notNull().default([]),
  blockedIps: text('blocked_ips').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
