/** Reads and writes of member accounts, their sign-in history and known addresses. */
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { members } from './member.table.ts';
import { memberKnownIps } from './member-known-ip.table.ts';
import { memberLogins } from './member-login.table.ts';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

/** A member below an agent in the upline tree, with how many levels below (1 = direct). */
export type DownlineRow = { id: number; account: string; nickname: string; type: number; depth: number };

/** Upline chains are walked at most this deep: a guard against a cycle written by hand, never a real limit. */
export const MAX_TREE_DEPTH = 64;

export const createMembersRepository = (db: Database) => {
  const findOne = async (where: SQL | undefined) => {
    const [row] = await db.select().from(members).where(where).limit(1);
    return row;
  };

  return {
    findById: (merchantId: number, id: number) =>
      findOne(and(eq(members.merchantId, merchantId), eq(members.id, id))),
    /** The member under a row lock, inside the caller's transaction: changes that must not race. */
    findByIdForUpdate: async (merchantId: number, id: number) => {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.id, id)))
        .for('update');
      return row;
    },
    findByAccount: (merchantId: number, account: string) =>
      findOne(and(eq(members.merchantId, merchantId), sql`lower(${members.account}) = lower(${account})`)),
    findByMobile: (merchantId: number, countryDialingCode: string, mobileNum: string) =>
      findOne(
        and(
          eq(members.merchantId, merchantId),
          eq(members.countryDialingCode, countryDialingCode),
          eq(members.mobileNum, mobileNum),
        ),
      ),
    findByAffiliateCode: (merchantId: number, code: string) =>
      findOne(and(eq(members.merchantId, merchantId), sql`upper(${members.affiliateCode}) = upper(${code})`)),
    findByReferralCode: (merchantId: number, code: string) =>
      findOne(and(eq(members.merchantId, merchantId), sql`upper(${members.referralCode}) = upper(${code})`)),

    /**
     * How many levels `ancestorId` sits above `memberId` in the upline tree, walking up from the
     * member (a recursive CTE, one round trip); undefined when the member is not in their downline.
     */
    depthBelow: async (merchantId: number, ancestorId: number, memberId: number) => {
      const rows = rowsOf<{ depth: number }>(
        await db.execute(sql`
          with recursive chain (id, upline_id, depth) as (
            select id, upline_id, 0 from ${members}
            where merchant_id = ${merchantId} and id = ${memberId}
            union all
            select m.id, m.upline_id, c.depth + 1 from ${members} m
            join chain c on m.id = c.upline_id
            where m.merchant_id = ${merchantId} and c.depth < ${MAX_TREE_DEPTH}
          )
          select depth::int as depth from chain where id = ${ancestorId} and depth > 0 limit 1`),
      );
      return rows[0] ? Number(rows[0].depth) : undefined;
    },

    /** The members above `memberId` in the upline tree, nearest first. */
    uplineIds: async (memberId: number) => {
      const rows = rowsOf<{ upline_id: number }>(
        await db.execute(sql`
          with recursive chain (id, upline_id, depth) as (
            select id, upline_id, 0 from ${members} where id = ${memberId}
            union all
            select m.id, m.upline_id, c.depth + 1 from ${members} m
            join chain c on m.id = c.upline_id
            where c.depth < ${MAX_TREE_DEPTH}
          )
          select upline_id from chain where upline_id is not null order by depth`),
      );
      return rows.map((row) => Number(row.upline_id));
    },

    /** Members below `ancestorId` at any depth, nearest first, optionally whose account starts with `prefix`. */
    downline: async (
      merchantId: number,
      ancestorId: number,
      { prefix, limit }: { prefix?: string; limit: number },
    ) => {
      const pattern = prefix ? `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '%';
      const rows = rowsOf<DownlineRow>(
        await db.execute(sql`
          with recursive tree (id, depth) as (
            select id, 1 from ${members} where merchant_id = ${merchantId} and upline_id = ${ancestorId}
            union all
            select m.id, t.depth + 1 from ${members} m
            join tree t on m.upline_id = t.id
            where m.merchant_id = ${merchantId} and t.depth < ${MAX_TREE_DEPTH}
          )
          select m.id::int as id, m.account, m.nickname, m.type::int as type, t.depth::int as depth
          from tree t join ${members} m on m.id = t.id
          where lower(m.account) like ${pattern} and m.status = 'active' and m.type <> 4
          order by t.depth, lower(m.account)
          limit ${limit}`),
      );
      return rows.map((r) => ({ ...r, id: Number(r.id), type: Number(r.type), depth: Number(r.depth) }));
    },

    /** Inserts a member; undefined when the account (or mobile number) is already taken. */
    insert: async (values: NewMember) => {
      const [row] = await db.insert(members).values(values).onConflictDoNothing().returning();
      return row;
    },

    update: (id: number, values: Partial<NewMember>) =>
      db.update(members).set(values).where(eq(members.id, id)),

    /** Counts a failed password; locks the account once `lockAfter` failures are reached. */
    recordFailure: async (id: number, lockAfter: number, lockMinutes: number) => {
      const [row] = await db
        .update(members)
        .set({
          failedLogins: sql`${members.failedLogins} + 1`,
          lockedUntil: sql`case when ${members.failedLogins} + 1 >= ${lockAfter}
            then now() + make_interval(mins => ${lockMinutes}) else ${members.lockedUntil} end`,
        })
        .where(eq(members.id, id))
        .returning({ failedLogins: members.failedLogins, lockedUntil: members.lockedUntil });
      return row;
    },

    recordLogin: (entry: typeof memberLogins.$inferInsert) => db.insert(memberLogins).values(entry),

    /** The member's newest sign-in attempts, successful or not. */
    loginHistory: (memberId: number, limit: number) =>
      db
        .select({
          id: memberLogins.id,
          at: memberLogins.at,
          ip: memberLogins.ip,
          userAgent: memberLogins.userAgent,
          success: memberLogins.success,
        })
        .from(memberLogins)
        .where(eq(memberLogins.memberId, memberId))
        .orderBy(desc(memberLogins.at), desc(memberLogins.id))
        .limit(limit),

    /**
     * The successful sign-in before the one that opened a session begun at `sessionStart`: the
     * session's own sign-in is the newest success not after it (recorded just before the session).
     * The database keeps microseconds and a Date only milliseconds, so the bound is the next
     * millisecond: the session's own sign-in is never left out by rounding.
     */
    previousSignIn: async (memberId: number, sessionStart: Date) => {
      const bound = new Date(sessionStart.getTime() + 1);
      const [row] = await db
        .select({ at: memberLogins.at, ip: memberLogins.ip })
        .from(memberLogins)
        .where(
          and(
            eq(memberLogins.memberId, memberId),
            eq(memberLogins.success, true),
            lt(memberLogins.at, bound),
          ),
        )
        .orderBy(desc(memberLogins.at), desc(memberLogins.id))
        .limit(1)
        .offset(1);
      return row;
    },

    /** The member's own profile fields, on this brand only. */
    updateProfile: (
      merchantId: number,
      id: number,
      values: Partial<Pick<NewMember, 'nickname' | 'iconUrl'>>,
    ) =>
      db
        .update(members)
        .set(values)
        .where(and(eq(members.merchantId, merchantId), eq(members.id, id))),

    isKnownIp: async (memberId: number, ip: string) => {
      const rows = await db
        .select({ ip: memberKnownIps.ip })
        .from(memberKnownIps)
        .where(and(eq(memberKnownIps.memberId, memberId), eq(memberKnownIps.ip, ip)));
      return rows.length > 0;
    },

    rememberIp: (memberId: number, ip: string) =>
      db
        .insert(memberKnownIps)
        .values({ memberId, ip })
        .onConflictDoUpdate({
          target: [memberKnownIps.memberId, memberKnownIps.ip],
          set: { lastSeenAt: new Date() },
        }),
  };
};

export type MembersRepository = ReturnType<typeof createMembersRepository>;
