import { integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/**
 * A picture an operator uploaded (issue 19): its bytes are in the media storage as
 * `content/<key>-<width>.<avif|webp>`, one file per width made; this row says whose it is and
 * which widths exist, so a banner can only point at its own brand's uploads.
 */
export const contentImages = pgTable('content_images', {
  key: varchar('key', { length: 32 }).primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** The widths made, narrowest first (never wider than the upload). */
  widths: jsonb('widths').$type<number[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
