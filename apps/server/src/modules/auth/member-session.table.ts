import { bigint, bigserial, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { sessionColumns } from '../../db/session-columns.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';

export type PasswordChangeReason = 'weak' | 'expired';

/**
 * A signed-in browser. Only the SHA-256 of the token is stored; revoked on logout or password change.
 * `passwordChange` says why this session must change its password before anything else (ADR 042):
 * signed in with the brand's default password (`weak`) or one older than the policy allows (`expired`).
 */
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
    passwordChange: varchar('password_change', { length: 16 }).$type<PasswordChangeReason>(),
  },
  (t) => [index('member_sessions_member_idx').on(t.memberId)],
);
