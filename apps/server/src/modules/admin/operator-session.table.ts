import { bigserial, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { sessionColumns } from '../../db/session-columns.ts';
import { operators } from './operator.table.ts';

/** A signed-in back-office browser; separate from member sessions. Token stored as SHA-256. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    ...sessionColumns(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);
