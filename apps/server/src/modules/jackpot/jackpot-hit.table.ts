import { bigint, index, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { jackpotPools } from './jackpot-pool.table.ts';

/**
 * The bet that won a pool's cycle: claimed ('pending') in the bet's own transaction, one per cycle
 * (the unique key), then paid ('paid') in a transaction of its own that also starts the next cycle.
 * Keeps the cycle's revealed server seed so anyone can check the draw.
 */
export const jackpotHits = pgTable(
  'jackpot_hits',
  {
    id: serial('id').primaryKey(),
    poolId: integer('pool_id')
      .notNull()
      .references(() => jackpotPools.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    cycle: integer('cycle').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: varchar('currency', { length: 8 }).notNull(),
    vendor: varchar('vendor', { length: 32 }).notNull(),
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    /** The winning bet: the vendor's transaction id, the draw's client seed with the vendor. */
    transactionId: varchar('transaction_id', { length: 100 }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    serverSeed: varchar('server_seed', { length: 64 }).notNull(),
    /** The seed's SHA-256 as published while the cycle ran (null for hits claimed before it was kept). */
    seedHash: varchar('seed_hash', { length: 64 }),
    /** The pool's hit-every when the bet was drawn: settings change, a verifier needs the one used. */
    hitEveryMinor: bigint('hit_every_minor', { mode: 'bigint' }),
    /** 'pending' until paid, then 'paid'. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** What the member was paid: the whole pool when paid. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    entryId: bigint('entry_id', { mode: 'number' }),
    hitAt: timestamp('hit_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    unique('jackpot_hits_cycle_uq').on(t.poolId, t.cycle),
    index('jackpot_hits_pending_idx').on(t.status, t.id),
  ],
);
