import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Append-only record of every operator action: who, what, before, after, when, from where. Each
 * row's hash covers its content and the previous row's hash, so an edited or deleted row breaks
 * the chain (GET /admin-api/audit/verify). The migration also revokes UPDATE and DELETE by trigger.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id'),
    operatorName: varchar('operator_name', { length: 64 }),
    merchantId: integer('merchant_id'),
    action: varchar('action', { length: 64 }).notNull(),
    targetType: varchar('target_type', { length: 32 }),
    targetId: varchar('target_id', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    prevHash: varchar('prev_hash', { length: 64 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [
    index('audit_log_operator_idx').on(t.operatorId, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
