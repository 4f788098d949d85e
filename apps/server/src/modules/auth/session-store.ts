/**
 * Member sessions: opaque random tokens, stored as SHA-256, with expiry and server-side revocation
 * (DESIGN.md §3). Other modules end a member's sessions through `revokeMemberSessions`.
 */
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberSessions, type PasswordChangeReason } from './member-session.table.ts';
import { newToken, sha256 } from './passwords.ts';

export type SessionOrigin = { ip: string; userAgent: string | null; deviceId?: string | null };

export const createMemberSession = async (
  db: Database,
  input: {
    merchantId: number;
    memberId: number;
    hours: number;
    /** Set when the session must change its password before anything else. */
    passwordChange?: PasswordChangeReason;
  } & SessionOrigin,
) => {
  const token = newToken();
  const expiresAt = new Date(Date.now() + input.hours * 3_600_000);
  const [row] = await db
    .insert(memberSessions)
    .values({
      merchantId: input.merchantId,
      memberId: input.memberId,
      tokenHash: sha256(token),
      ip: input.ip,
      userAgent: input.userAgent,
      expiresAt,
      passwordChange: input.passwordChange ?? null,
    })
    .returning({ id: memberSessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id, expiresAt };
};

/** The live session a bearer token names, on this brand; undefined when unknown, expired or revoked. */
export const findMemberSession = async (db: Database, merchantId: number, token: string) => {
  const [row] = await db
    .select({
      id: memberSessions.id,
      memberId: memberSessions.memberId,
      createdAt: memberSessions.createdAt,
      expiresAt: memberSessions.expiresAt,
      passwordChange: memberSessions.passwordChange,
    })
    .from(memberSessions)
    .where(
      and(
        eq(memberSessions.tokenHash, sha256(token)),
        eq(memberSessions.merchantId, merchantId),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, new Date()),
      ),
    );
  return row;
};

/** The session changed its password: it may do everything again. */
export const clearPasswordChange = (db: Database, sessionId: number) =>
  db.update(memberSessions).set({ passwordChange: null }).where(eq(memberSessions.id, sessionId));

export const revokeSession = (db: Database, sessionId: number) =>
  db.update(memberSessions).set({ revokedAt: new Date() }).where(eq(memberSessions.id, sessionId));

/** Ends every live session of a member, except `keepSessionId` (the one changing the password). */
export const revokeMemberSessions = async (db: Database, memberId: number, keepSessionId?: number) => {
  const rows = await db
    .update(memberSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(memberSessions.id, keepSessionId),
      ),
    )
    .returning({ id: memberSessions.id });
  return rows.length;
};

/** A member's live sessions (not revoked, not expired), newest first: where and when each began. */
export const liveMemberSessions = (db: Database, memberId: number) =>
  db
    .select({
      id: memberSessions.id,
      createdAt: memberSessions.createdAt,
      expiresAt: memberSessions.expiresAt,
      ip: memberSessions.ip,
      userAgent: memberSessions.userAgent,
    })
    .from(memberSessions)
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(memberSessions.createdAt), desc(memberSessions.id));

export const countLiveSessions = async (db: Database, memberId: number) =>
  (await liveMemberSessions(db, memberId)).length;
