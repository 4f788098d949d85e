import { boolean, integer, jsonb, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { providerSchema } from './provider-schema.table.ts';

/** Every step of a round: the player's action as the engine parsed it and what the engine answered. */
export const providerRoundSteps = providerSchema.table(
  'round_steps',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id').notNull(),
    seq: integer('seq').notNull(),
    action: jsonb('action'),
    record: jsonb('record'),
    multiplier: integer('multiplier').notNull(),
    finished: boolean('finished').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.roundId, t.seq)],
);
