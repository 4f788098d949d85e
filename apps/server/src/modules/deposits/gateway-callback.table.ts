import { bigint, bigserial, boolean, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every notification a payment gateway sent, kept whatever became of it (credited, duplicate, late,
 * forged…), so an operator can answer "did the provider tell us?" (issue 4). Not brand-scoped by a
 * foreign key: a forged call may name no deposit, or one that does not exist.
 */
export const gatewayCallbacks = pgTable(
  'gateway_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: varchar('provider', { length: 32 }).notNull(),
    depositId: bigint('deposit_id', { mode: 'number' }),
    signatureValid: boolean('signature_valid').notNull(),
    outcome: varchar('outcome', { length: 24 }).notNull(),
    /** The body as received (truncated to 4,000 characters). */
    payload: text('payload').notNull(),
    ip: varchar('ip', { length: 64 }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gateway_callbacks_deposit_idx').on(t.depositId),
    index('gateway_callbacks_outcome_idx').on(t.outcome, t.id),
  ],
);
