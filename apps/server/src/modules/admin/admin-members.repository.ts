/**
 * The back office's read model of members: search across every brand, and the detail page's
 * sign-in history and known addresses. Operators are not scoped to a brand, which the members
 * module's brand-scoped repository is; writes still go through that repository.
 * (docs/decisions/013-operator-auth-and-audit.md explains why these reads live here.)
 */
import type { TAdminMemberSearch } from '@luckwell/contracts/admin/members';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { members } from '../members/member.table.ts';
import { memberKnownIps } from '../members/member-known-ip.table.ts';
import { memberLogins } from '../members/member-login.table.ts';
import { merchants } from '../merchants/merchant.table.ts';

const upline = alias(members, 'upline');

/** `%` and `_` typed by the operator are searched for, not used as wildcards. */
const likeTerm = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const memberColumns = {
  member: members,
  merchantCode: merchants.code,
  currencyCode: merchants.currencyCode,
  uplineAccount: upline.account,
};

export type AdminMemberRecord = {
  member: typeof members.$inferSelect;
  merchantCode: string;
  currencyCode: string;
  uplineAccount: string | null;
};

export const createAdminMembersRepository = (db: Database) => {
  const base = () =>
    db
      .select(memberColumns)
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .leftJoin(upline, eq(upline.id, members.uplineId));

  const search = async (query: TAdminMemberSearch) => {
    const term = query.q ? likeTerm(query.q) : undefined;
    const where = and(
      term
        ? or(
            ilike(members.account, term),
            ilike(members.nickname, term),
            ilike(members.mobileNum, term),
            ilike(members.email, term),
          )
        : undefined,
      query.merchantCode ? eq(merchants.code, query.merchantCode) : undefined,
      query.type !== undefined ? eq(members.type, query.type) : undefined,
      query.status ? eq(members.status, query.status) : undefined,
    );
    const [total] = await db
      .select({ n: count() })
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .where(where);
    const rows: AdminMemberRecord[] = await base()
      .where(where)
      .orderBy(desc(members.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return { rows, total: Number(total?.n ?? 0) };
  };

  const findById = async (id: number, { forUpdate = false } = {}): Promise<AdminMemberRecord | undefined> => {
    const where: SQL = eq(members.id, id);
    const [row] = forUpdate
      ? await base().where(where).limit(1).for('update', { of: members })
      : await base().where(where).limit(1);
    return row;
  };

  const lastLogins = (memberId: number, limit: number) =>
    db
      .select()
      .from(memberLogins)
      .where(eq(memberLogins.memberId, memberId))
      .orderBy(desc(memberLogins.at), desc(memberLogins.id))
      .limit(limit);

  const knownIps = (memberId: number, limit: number) =>
    db
      .select()
      .from(memberKnownIps)
      .where(eq(memberKnownIps.memberId, memberId))
      .orderBy(desc(memberKnownIps.lastSeenAt))
      .limit(limit);

  return { search, findById, lastLogins, knownIps };
};
