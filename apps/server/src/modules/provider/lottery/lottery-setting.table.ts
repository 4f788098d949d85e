import { boolean, integer, jsonb, timestamp, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * The operator's settings of one lottery game (issue 20): whether it sells, how many seconds before
 * the draw sales close, the prize group of a fast game, the rates of its products and the liability
 * cap per number. Absent: the game's defaults from packages/games (ADR 081).
 */
export const lotterySettings = providerSchema.table('lottery_settings', {
  game: varchar('game', { length: 32 }).primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  closeSeconds: integer('close_seconds'),
  prizeGroup: integer('prize_group'),
  /** Overrides of the engine's default rates: { [product]: { [tier]: { num, den } } } as strings. */
  rates: jsonb('rates'),
  /** Liability cap per number in minor units (a decimal string), and what happens at it. */
  liability: jsonb('liability'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});
