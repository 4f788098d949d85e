/**
 * Who is calling the admin API: the operator behind `Authorization: Bearer <token>`, and whether
 * their role may do what the route does (ROLE_PERMISSIONS). Routes read `request.operatorAuth`.
 */
import { AdminMessageKey, can, type TOperatorPermission } from '@luckwell/contracts/admin/operator';
import { MessageKey } from '@luckwell/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { bearerToken } from '../auth/member-guard.ts';
import type { OperatorAuth, SignedInOperator } from './operator-auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operatorAuth: SignedInOperator;
  }
}

export const createOperatorGuard = (auth: OperatorAuth) => {
  const signIn = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const signedIn = token ? await auth.authenticate(token) : undefined;
    if (!signedIn) throw new AppError(401, 'UNAUTHORIZED', MessageKey.unauthorized);
    request.operatorAuth = signedIn;
    return signedIn;
  };

  /** Any signed-in operator, even one who still has to enrol two-step sign-in (their own account routes). */
  const ownAccount = async (request: FastifyRequest) => {
    await signIn(request);
  };

  /**
   * A signed-in operator whose role has `permission` (or any one of several), with two-step sign-in
   * on when the policy requires it.
   */
  const requires =
    (...permissions: [TOperatorPermission, ...TOperatorPermission[]]) =>
    async (request: FastifyRequest) => {
      const { operator } = await signIn(request);
      if (auth.enrolmentOf(operator) === 'required') {
        throw new AppError(403, 'AUTH_TOTP_REQUIRED', AdminMessageKey.totpEnrolmentRequired);
      }
      if (!permissions.some((permission) => can(operator.role as Parameters<typeof can>[0], permission))) {
        throw new AppError(403, 'FORBIDDEN', MessageKey.forbidden);
      }
    };

  return { ownAccount, requires };
};

export type OperatorGuard = ReturnType<typeof createOperatorGuard>;
