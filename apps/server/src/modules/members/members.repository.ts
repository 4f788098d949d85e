/** Reads and writes of member accounts, their sign-in history and known addresses. */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from './member.table.ts';
import { memberKnownIps } from './member-known-ip.table.ts';
import { memberLogins } from './member-login.table.ts';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

export const createMembersRepository = (db: Database) => {
  const findOne = async (where: SQL | undefined) => {
    const [row] = await db.select().from(members).where(where).limit(1);
    return row;
  };

  return {
    findById: (merchantId: number, id: number) =>
      findOne(and(eq(members.merchantId, merchantId), eq(members.id, id))),
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
