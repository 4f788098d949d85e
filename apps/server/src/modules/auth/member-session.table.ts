import { bigint, bigserial, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { sessionColumns } from '../../db/session-columns.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';

/** A signed-in browser. Only the SHA-256 of the token is stored; revoked on logout or password change. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    ...sessionColumns(),
  },
  (t) => [index('member_sessions_member_idx').on(t.memberId)],
);
