import { index, integer, jsonb, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * One issue of one lottery game (issue 20, ADR 081): shared by every brand that offers the game.
 * Its timeline is the row: sales from `opens_at` to `closes_at`, drawn at `draw_at`.
 *
 * Status: `selling` → `drawn` (result fixed) → `settled` (every ticket paid or closed); a drawn-
 * by-operator issue waits `awaiting_result` after its draw time, then `awaiting_confirmation` once
 * one operator has entered the result, until a second operator confirms it; `cancelled` refunds
 * every ticket. An in-house issue's server seed is made when the row is and only its SHA-256
 * (`seed_hash`) is shown until the draw; the result is the lottery engine's draw from
 * (server seed, client seed `${game}:${issue}`, nonce 0) alone, so no ticket can steer it.
 */
export const lotteryDraws = providerSchema.table(
  'lottery_draws',
  {
    id: serial('id').primaryKey(),
    /** The lottery game's key (`vn-fast-60`, `vn-north`, …), packages/games/src/lottery/games.ts. */
    game: varchar('game', { length: 32 }).notNull(),
    /** `yyyyMMdd-NNNN`, the day in Vietnam time. */
    issue: varchar('issue', { length: 16 }).notNull(),
    /** A Vietnamese daily issue's province (its code in vn-schedule.ts); null for every other game. */
    province: varchar('province', { length: 16 }),
    status: varchar('status', { length: 24 }).notNull().default('selling'),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    /** An in-house draw's secret seed (hex); shown once drawn. Null for an operator's draw. */
    serverSeed: varchar('server_seed', { length: 64 }),
    seedHash: varchar('seed_hash', { length: 64 }),
    /** The engine's result (its own shape), once drawn or entered. */
    result: jsonb('result'),
    /** For a drawn-by-operator issue: who entered the result, and who confirmed it. */
    enteredBy: integer('entered_by'),
    enteredAt: timestamp('entered_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 200 }),
    /** The server drawing or settling the issue holds it until then (a conditional update takes it). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseHolder: varchar('lease_holder', { length: 64 }),
  },
  (t) => [
    unique('lottery_draws_game_issue_key').on(t.game, t.issue),
    index('lottery_draws_game_draw_at_idx').on(t.game, t.drawAt),
    index('lottery_draws_unsettled_idx').on(t.status, t.drawAt),
  ],
);
