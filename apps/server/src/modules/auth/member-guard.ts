/**
 * Who is calling: the member behind `Authorization: Bearer <token>` on this brand, and what that
 * session may do (ADR 042). Routes that need a signed-in member spread `...guard.member()` and read
 * `request.signedIn`. The guard denies by default: a session that must change its password first
 * is refused everything but the calls that opt in with `pendingPasswordChange` (change password,
 * sign out, read its own info); a trial account (type 4) is refused everything but the calls that
 * opt in with `trial` (its info, its play-money balance and record, favourites, sign out).
 */

import { MessageKey } from '@luckwell/contracts/envelope';
import { isAgentType, isTrialType } from '@luckwell/contracts/member/member-info';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { createMembersRepository, type MemberRow } from '../members/members.repository.ts';
import type { PasswordChangeReason } from './member-session.table.ts';
import { findMemberSession } from './session-store.ts';

export type SignedIn = {
  member: MemberRow;
  sessionId: number;
  /** When this session began: its sign-in is the newest one not after it. */
  sessionCreatedAt: Date;
  /** Set while the session must change its password before anything else. */
  passwordChange: PasswordChangeReason | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    signedIn: SignedIn;
  }
}

/** What a route lets in beyond a fully signed-in real account. */
export type MemberAccess = {
  /** A trial account (type 4) may call it: play money only, nothing real and nothing bound. */
  trial?: boolean;
  /** A session that still has to change its password may call it. */
  pendingPasswordChange?: boolean;
  /** Only an agent (types 1, 2, 41, 42) may call it: the agent centre's own calls. */
  agent?: boolean;
};

/** The bearer token of a request, if it carries one. */
export const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+([\w-]{16,128})$/i.exec(header.trim()) : null;
  return match?.[1];
};

export const createMemberGuard = (db: Database) => {
  const members = createMembersRepository(db);

  /** The signed-in member, or undefined for a visitor; a stale token counts as a visitor. */
  const identify = async (request: FastifyRequest): Promise<SignedIn | undefined> => {
    const token = bearerToken(request);
    if (!token) return undefined;
    const session = await findMemberSession(db, request.merchant.id, token);
    if (!session) return undefined;
    const member = await members.findById(request.merchant.id, session.memberId);
    if (member?.status !== 'active') return undefined;
    return {
      member,
      sessionId: session.id,
      sessionCreatedAt: session.createdAt,
      passwordChange: session.passwordChange ?? null,
    };
  };

  /** Refuses the call unless `signedIn` may make it under `access`. */
  const admit = (signedIn: SignedIn, access: MemberAccess) => {
    if (signedIn.passwordChange && !access.pendingPasswordChange) {
      throw new AppError(403, 'AUTH_PASSWORD_CHANGE_REQUIRED', MessageKey.passwordChangeRequired).with({
        params: { reason: signedIn.passwordChange },
      });
    }
    if (isTrialType(signedIn.member.type) && !access.trial) {
      throw new AppError(403, 'AUTH_TRIAL_FORBIDDEN', MessageKey.needTrueAccount);
    }
    if (access.agent && !isAgentType(signedIn.member.type)) {
      throw new AppError(403, 'AUTH_NOT_AGENT', MessageKey.notAgent);
    }
  };

  /**
   * Route options for a member-only route: spread them into the route's options. The session is
   * checked on request, before the body is read or validated: a refused caller learns nothing more.
   */
  const member = (access: MemberAccess = {}) => ({
    onRequest: async (request: FastifyRequest) => {
      const signedIn = await identify(request);
      if (!signedIn) throw new AppError(401, 'UNAUTHORIZED', MessageKey.unauthorized);
      admit(signedIn, access);
      request.signedIn = signedIn;
    },
  });

  return { identify, member };
};

export type MemberGuard = ReturnType<typeof createMemberGuard>;
