import { boolean, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchant.table.ts';

/** Per brand and field: is it shown, required, how long, which pattern. */
export const registerFieldRules = pgTable(
  'register_field_rules',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    field: varchar('field', { length: 32 }).notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
    patternId: integer('pattern_id').notNull(),
    acceptedPattern: text('accepted_pattern').notNull(),
    /** Offered on My account even when registration does not ask for it (ADR 052). */
    onProfile: boolean('on_profile').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.field] })],
);
