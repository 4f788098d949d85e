/**
 * What every /admin-api plugin starts with: the audit service, the operator guard (sign-in, two-step
 * policy, permissions), the request's `operatorAuth`, `cache-control: no-store` on every answer,
 * and the acting operator of a request for audit rows.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { plainIp } from '../system/access-rules.ts';
import { createAuditService } from './audit.service.ts';
import { actorOf, createOperatorAuth, type SignedInOperator } from './operator-auth.service.ts';
import { createOperatorGuard } from './operator-guard.ts';

export const prepareAdminRoutes = (
  app: FastifyInstance,
  { db, limiter, requireTotp }: { db: Database; limiter: RateLimiter; requireTotp: boolean },
) => {
  const audit = createAuditService(db);
  const guard = createOperatorGuard(createOperatorAuth({ db, audit, limiter, policy: { requireTotp } }));
  app.decorateRequest('operatorAuth', null as unknown as SignedInOperator);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const actor = (request: FastifyRequest) =>
    actorOf(request.operatorAuth.operator, { ip: plainIp(request.ip) });
  return { audit, guard, actor };
};
