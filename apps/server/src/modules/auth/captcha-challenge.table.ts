import { integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/** An image captcha handed out by GET /wps/captcha; the answer is stored hashed and used once. */
export const captchaChallenges = pgTable('captcha_challenges', {
  id: uuid('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  answerHash: varchar('answer_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
