/**
 * Who is calling: the member behind `Authorization: Bearer <token>` on this brand. Routes that need a
 * signed-in member add `preHandler: requireMember` and read `request.signedIn`.
 */
import { MessageKey } from '@luckwell/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { createMembersRepository, type MemberRow } from '../members/members.repository.ts';
import { findMemberSession } from './session-store.ts';

export type SignedIn = { member: MemberRow; sessionId: number };

declare module 'fastify' {
  interface FastifyRequest {
    signedIn: SignedIn;
  }
}

/** The bearer token of a request, if it carries one. */
export const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+([\w-]{16,128})$/i.exec(header.trim()) : null;
  return match?.[1];
};

export const createMemberGuard = (db: Database) => {
  const members = createMembersRepository(db);
  const refuse = () => new AppError(401, 'UNAUTHORIZED', MessageKey.unauthorized);

  /** The signed-in member, or undefined for a visitor; a stale token counts as a visitor. */
  const identify = async (request: FastifyRequest): Promise<SignedIn | undefined> => {
    const token = bearerToken(request);
    if (!token) return undefined;
    const session = await findMemberSession(db, request.merchant.id, token);
    if (!session) return undefined;
    const member = await members.findById(request.merchant.id, session.memberId);
    if (member?.status !== 'active') return undefined;
    return { member, sessionId: session.id };
  };

  const requireMember = async (request: FastifyRequest) => {
    const signedIn = await identify(request);
    if (!signedIn) throw refuse();
    request.signedIn = signedIn;
  };

  return { identify, requireMember };
};

export type MemberGuard = ReturnType<typeof createMemberGuard>;
