import { index, integer, jsonb, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { providerSchema } from '../provider-schema.table.ts';

/**
 * One fight of an arena (ADR 087). Status `OPEN` → `LAST_CALL` → `CLOSED` → `RESULT`, or
 * `CANCELLED` from any of the first three (the engine's `fight.ts`); `settled_at` once every slip is
 * paid or refunded. Auto arenas plan the timeline when the fight opens (`last_call_at`, `closes_at`,
 * `result_at`, `ends_at`) and commit to a server seed (its hash shown from the start, the seed once
 * the result is out); manual arenas record when the operator acted and carry no seed. The odds are
 * fixed when the fight opens. The unique (arena, number) makes the next fight's insert happen once.
 */
export const cockfightFights = providerSchema.table(
  'cockfight_fights',
  {
    id: serial('id').primaryKey(),
    arenaId: integer('arena_id').notNull(),
    number: integer('number').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('OPEN'),
    /** `MERON` | `WALA` | `DRAW`, once RESULT. */
    result: varchar('result', { length: 8 }),
    /** The odds the fight opened with (the engine's `OddsMode`). */
    odds: jsonb('odds').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    lastCallAt: timestamp('last_call_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    resultAt: timestamp('result_at', { withTimezone: true }),
    /** Auto arenas: when the next fight opens. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Auto arenas: the fight's server seed (secret until the result), its SHA-256, the client seed. */
    serverSeed: varchar('server_seed', { length: 64 }),
    seedHash: varchar('seed_hash', { length: 64 }),
    clientSeed: varchar('client_seed', { length: 64 }),
    cancelReason: varchar('cancel_reason', { length: 200 }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cockfight_fights_arena_number_key').on(t.arenaId, t.number),
    index('cockfight_fights_arena_status_idx').on(t.arenaId, t.status),
  ],
);
