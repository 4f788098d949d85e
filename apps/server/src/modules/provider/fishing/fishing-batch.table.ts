import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * A player's settlement round in a room (ADR 088, `packages/games/src/fishing/batch.ts`): up to 1 s
 * or 50 shots, booked as ONE provider round (one debit of `total_stake`, one credit of
 * `total_win + total_refund`). `settlement_id` is the batch's idempotency id: one row, one round,
 * however often the settlement is retried. Its totals grow with every shot, in the shot's
 * transaction, so a server crash loses nothing: the sweep closes and books what the crash left.
 *
 * Status: `open` (taking shots), `pending` (closed, to debit), `debiting` (a server is debiting it),
 * `debited` (stake booked, provider round open or settling), `settled` (credited), `void` (the
 * wallet refused the debit: nothing moved, the wins are not paid).
 */
export const fishingBatches = providerSchema.table(
  'fishing_batches',
  {
    id: serial('id').primaryKey(),
    settlementId: varchar('settlement_id', { length: 200 }).notNull().unique(),
    roomId: integer('room_id').notNull(),
    /** provider.sessions.id of the session whose operator token books it. */
    sessionId: integer('session_id').notNull(),
    brand: varchar('brand', { length: 16 }).notNull(),
    player: varchar('player', { length: 64 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    sequence: integer('sequence').notNull(),
    shots: integer('shots').notNull().default(0),
    firstNonce: integer('first_nonce').notNull(),
    lastNonce: integer('last_nonce').notNull(),
    totalStakeMinor: bigint('total_stake_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    totalRefundMinor: bigint('total_refund_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    totalWinMinor: bigint('total_win_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Every shot's result, in order (audit and game recall). */
    detail: jsonb('detail').notNull().default(sql`'[]'::jsonb`),
    /** provider.rounds.id once debited. */
    providerRoundId: integer('provider_round_id').unique(),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('fishing_batches_player_idx').on(t.roomId, t.brand, t.player, t.sequence),
    index('fishing_batches_unfinished_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} in ('open', 'pending', 'debiting', 'debited')`),
  ],
);

/**
 * The balance of a player as the wallet last answered it (session start, each debit, each credit):
 * what a shot is checked against, less the stakes not yet debited. Locked by each shot's
 * transaction, so two servers taking one player's shots cannot both spend the same money.
 */
export const fishingWallets = providerSchema.table(
  'fishing_wallets',
  {
    brand: varchar('brand', { length: 16 }).notNull(),
    player: varchar('player', { length: 64 }).notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'fishing_wallets_pkey', columns: [t.brand, t.player] })],
);
