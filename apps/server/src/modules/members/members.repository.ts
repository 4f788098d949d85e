/** Reads and writes of member accounts, their sign-in history and known addresses. */
import { AGENT_TYPES, TRIAL_TYPE } from '@luckwell/contracts/member/member-info';
import { type AnyColumn, and, asc, desc, eq, gt, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { members } from './member.table.ts';
import { memberKnownIps } from './member-known-ip.table.ts';
import { memberLogins } from './member-login.table.ts';
import { memberTree } from './member-tree.table.ts';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

/** A member below an agent in the upline tree, with how many levels below (1 = direct). */
export type DownlineRow = { id: number; account: string; nickname: string; type: number; depth: number };

/** A LIKE pattern for lower-cased values starting with `prefix` (its wildcards taken literally). */
const startsWith = (prefix: string) => `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `column` (a member id) is in agent `agentId`'s team: a real account below them at any depth, by
 * the closure table (ADR 054). Trial accounts never count.
 */
export const inTeamOf = (column: SQL | AnyColumn, agentId: number) =>
  sql`${column} in (select team.descendant_id from ${memberTree} team
    join ${members} mate on mate.id = team.descendant_id
    where team.ancestor_id = ${agentId} and team.depth > 0 and mate.type <> ${TRIAL_TYPE})`;

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
     * How many levels `ancestorId` sits above `memberId` in the upline tree (one closure-table row,
     * ADR 054); undefined when the member is not in their downline.
     */
    depthBelow: async (merchantId: number, ancestorId: number, memberId: number) => {
      const [row] = await db
        .select({ depth: memberTree.depth })
        .from(memberTree)
        .innerJoin(members, eq(members.id, memberTree.descendantId))
        .where(
          and(
            eq(memberTree.ancestorId, ancestorId),
            eq(memberTree.descendantId, memberId),
            gt(memberTree.depth, 0),
            eq(members.merchantId, merchantId),
          ),
        );
      return row?.depth;
    },

    /** The members above `memberId` in the upline tree, nearest first. */
    uplineIds: async (memberId: number) => {
      const rows = await db
        .select({ id: memberTree.ancestorId })
        .from(memberTree)
        .where(and(eq(memberTree.descendantId, memberId), gt(memberTree.depth, 0)))
        .orderBy(asc(memberTree.depth));
      return rows.map((row) => row.id);
    },

    /** Members below `ancestorId` at any depth, nearest first, optionally whose account starts with `prefix`. */
    downline: async (
      merchantId: number,
      ancestorId: number,
      { prefix, limit }: { prefix?: string; limit: number },
    ) => {
      const pattern = prefix ? startsWith(prefix) : '%';
      const rows: DownlineRow[] = await db
        .select({
          id: members.id,
          account: members.account,
          nickname: members.nickname,
          type: members.type,
          depth: memberTree.depth,
        })
        .from(memberTree)
        .innerJoin(members, eq(members.id, memberTree.descendantId))
        .where(
          and(
            eq(memberTree.ancestorId, ancestorId),
            gt(memberTree.depth, 0),
            eq(members.merchantId, merchantId),
            sql`lower(${members.account}) like ${pattern}`,
            eq(members.status, 'active'),
            ne(members.type, TRIAL_TYPE),
          ),
        )
        .orderBy(asc(memberTree.depth), sql`lower(${members.account})`)
        .limit(limit);
      return rows;
    },

    /**
     * One page of the real accounts below `rootId` (the agent, or a member of their team whose line is
     * open), nearest first, with each one's level below the agent, upline and team size.
     */
    teamPage: async (query: {
      merchantId: number;
      agentId: number;
      rootId: number;
      account?: string;
      agents?: boolean;
      level?: number;
      page: number;
      pageSize: number;
    }) => {
      const below = alias(memberTree, 'below');
      const fromAgent = alias(memberTree, 'from_agent');
      const upline = alias(members, 'upline');
      const agentTypes = sql.join(
        AGENT_TYPES.map((type) => sql`${type}`),
        sql`, `,
      );
      const where = and(
        eq(below.ancestorId, query.rootId),
        query.level ? eq(below.depth, query.level) : gt(below.depth, 0),
        eq(members.merchantId, query.merchantId),
        ne(members.type, TRIAL_TYPE),
        query.account ? sql`lower(${members.account}) like ${startsWith(query.account)}` : undefined,
        query.agents === undefined
          ? undefined
          : query.agents
            ? sql`${members.type} in (${agentTypes})`
            : sql`${members.type} not in (${agentTypes})`,
      );
      const depth = query.level ? eq(memberTree.depth, query.level) : gt(memberTree.depth, 0);
      /** How many of the root's team, of `type` (literal, as its partial index says): an indexed join. */
      const countOf = async (type: SQL) => {
        const [row] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(members)
          .innerJoin(
            memberTree,
            and(eq(memberTree.descendantId, members.id), eq(memberTree.ancestorId, query.rootId), depth),
          )
          .where(and(eq(members.merchantId, query.merchantId), type));
        return row?.n ?? 0;
      };
      /**
       * The count without an account filter (ADR 060): an index-only count of the closure rows below
       * the root, less the trial accounts given an upline and, by kind, the agents, each from its
       * partial index. For 100,000 members it is a tenth of the time of counting them joined.
       */
      const countByIndex = async () => {
        const [[all], trials, agents] = await Promise.all([
          db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(memberTree)
            .where(and(eq(memberTree.ancestorId, query.rootId), depth)),
          countOf(sql`${members.type} = ${sql.raw(String(TRIAL_TYPE))} and ${members.uplineId} is not null`),
          query.agents === undefined
            ? 0
            : countOf(sql`${members.type} in (${sql.raw(AGENT_TYPES.join(', '))})`),
        ]);
        const real = (all?.n ?? 0) - trials;
        return query.agents === undefined ? real : query.agents ? agents : real - agents;
      };
      const countJoined = async () => {
        const [row] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(below)
          .innerJoin(members, eq(members.id, below.descendantId))
          .where(where);
        return row?.n ?? 0;
      };
      const [rows, total] = await Promise.all([
        db
          .select({
            member: members,
            level: fromAgent.depth,
            uplineAccount: upline.account,
            // An index-only count of the closure rows: unlike inTeamOf it does not look trial accounts
            // up, which are made without an upline and so sit in no team.
            // Only agents have a team.
            teamSize: sql<number>`case when ${members.type} in (${agentTypes}) then (select count(*)
              from ${memberTree} t where t.ancestor_id = ${members.id} and t.depth > 0) else 0 end`.mapWith(
              Number,
            ),
          })
          .from(below)
          .innerJoin(members, eq(members.id, below.descendantId))
          .innerJoin(
            fromAgent,
            and(eq(fromAgent.descendantId, members.id), eq(fromAgent.ancestorId, query.agentId)),
          )
          .leftJoin(upline, eq(upline.id, members.uplineId))
          .where(where)
          .orderBy(asc(below.depth), sql`lower(${members.account})`, asc(members.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        query.account ? countJoined() : countByIndex(),
      ]);
      return { rows, total };
    },

    /** The accounts from just below the agent down to `memberId` (inclusive), top first. */
    pathBelow: (agentId: number, memberId: number) => {
      // The member's ancestors (itself included) that are below the agent: one closure-table join.
      const underAgent = alias(memberTree, 'under_agent');
      return db
        .select({ id: members.id, account: members.account })
        .from(memberTree)
        .innerJoin(
          underAgent,
          and(
            eq(underAgent.ancestorId, agentId),
            eq(underAgent.descendantId, memberTree.ancestorId),
            gt(underAgent.depth, 0),
          ),
        )
        .innerJoin(members, eq(members.id, memberTree.ancestorId))
        .where(eq(memberTree.descendantId, memberId))
        .orderBy(desc(memberTree.depth));
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
