import { bigint, index, integer, jsonb, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * One line of a member's bet slip on one lottery issue. A slip is one provider round (`rounds`
 * carries its whole cost, the operator's transaction ids and the money's status), so a slip is
 * bought or refused whole and paid by one credit (ADR 081). A line's cost is bet count × unit stake
 * × multiplier; its return is the engine's, floored once. Status: `open` until its issue is drawn,
 * then `won` / `lost`, or `refunded` if the issue is cancelled.
 */
export const lotteryTickets = providerSchema.table(
  'lottery_tickets',
  {
    id: serial('id').primaryKey(),
    drawId: integer('draw_id').notNull(),
    /** provider.rounds.id of the ticket's round. */
    roundId: integer('round_id').notNull(),
    brand: varchar('brand', { length: 16 }).notNull(),
    player: varchar('player', { length: 64 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    product: varchar('product', { length: 32 }).notNull(),
    /** The canonical selection the engine parsed, and the text as the member typed it. */
    selection: jsonb('selection').notNull(),
    selectionText: varchar('selection_text', { length: 2000 }).notNull(),
    betCount: integer('bet_count').notNull(),
    unitStakeMinor: bigint('unit_stake_minor', { mode: 'bigint' }).notNull(),
    multiplier: integer('multiplier').notNull(),
    costMinor: bigint('cost_minor', { mode: 'bigint' }).notNull(),
    /** The product's rates when the ticket was bought: what it is paid by, whatever changes later. */
    rates: jsonb('rates').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    hits: integer('hits'),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('lottery_tickets_draw_idx').on(t.drawId, t.id),
    index('lottery_tickets_round_idx').on(t.roundId),
    index('lottery_tickets_player_idx').on(t.brand, t.player, t.id),
  ],
);
