import { bigint, integer, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * What the house would pay on one issue if one number came up for one product: the live liability
 * board, raised in the same transaction as the ticket that adds to it (the row lock orders racing
 * tickets), so a cap is never overshot (issue 20, ADR 081).
 */
export const lotteryLiability = providerSchema.table(
  'lottery_liability',
  {
    drawId: integer('draw_id').notNull(),
    product: varchar('product', { length: 32 }).notNull(),
    number: varchar('number', { length: 16 }).notNull(),
    exposureMinor: bigint('exposure_minor', { mode: 'bigint' }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    tickets: integer('tickets').notNull(),
  },
  (t) => [primaryKey({ name: 'lottery_liability_pkey', columns: [t.drawId, t.product, t.number] })],
);
