/**
 * The back-office API, mounted at /admin-api: operator sign-in and two-step enrolment, operators
 * (owner), the audit log, member support, and money (finance.routes.ts). Not brand-scoped: operators run every brand.
 */
import { ZAuditPageResponse, ZAuditQuery, ZAuditVerifyResponse } from '@luckwell/contracts/admin/audit';
import {
  ZAdminMemberDetailResponse,
  ZAdminMemberPageResponse,
  ZAdminMemberParams,
  ZAdminMemberQuery,
  ZLockMemberRequest,
  ZMemberActionRequest,
  ZResetMemberPasswordResponse,
} from '@luckwell/contracts/admin/members';
import {
  ZCreatedOperatorResponse,
  ZCreateOperatorRequest,
  ZOperatorIdParams,
  ZOperatorListResponse,
  ZOperatorResponse,
  ZUpdateOperatorRequest,
} from '@luckwell/contracts/admin/operator';
import {
  ZChangeOperatorPasswordRequest,
  ZOperatorLoginRequest,
  ZOperatorLogoutResponse,
  ZOperatorMeResponse,
  ZOperatorSessionResponse,
  ZTotpEnableRequest,
  ZTotpSetupResponse,
} from '@luckwell/contracts/admin/session';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { BalancePort } from '../auth/member-profile.ts';
import { financeRoutes } from '../finance/finance.routes.ts';
import { plainIp } from '../system/access-rules.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { createAdminMembersService } from './admin-members.service.ts';
import { createAuditService } from './audit.service.ts';
import {
  createOperatorAuth,
  type Origin,
  type SignedInOperator,
  type TotpPolicy,
} from './operator-auth.service.ts';
import { createOperatorGuard } from './operator-guard.ts';
import { createOperatorsService } from './operators.service.ts';

export type AdminRoutesOptions = {
  db: Database;
  limiter: RateLimiter;
  /** The member's balance on the detail page; left out, the page shows none. */
  wallet?: BalancePort;
} & TotpPolicy;

const originOf = (request: FastifyRequest): Origin => {
  const agent = request.headers['user-agent'];
  return { ip: plainIp(request.ip), userAgent: typeof agent === 'string' ? agent.slice(0, 512) : null };
};

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  app,
  { db, limiter, wallet, requireTotp },
) => {
  const audit = createAuditService(db);
  const auth = createOperatorAuth({ db, audit, limiter, policy: { requireTotp } });
  const operators = createOperatorsService({ db, audit });
  const members = createAdminMembersService({ db, audit, wallet });
  const guard = createOperatorGuard(auth);

  app.decorateRequest('operatorAuth', null as unknown as SignedInOperator);
  // Operator data is never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const own = { onRequest: guard.ownAccount };
  const tags = { session: ['admin: session'], operators: ['admin: operators'], audit: ['admin: audit'] };
  const memberTags = ['admin: members'];

  app.post(
    '/session/login',
    {
      schema: {
        tags: tags.session,
        summary: 'Operator sign-in (password, then the TOTP code once two-step sign-in is on)',
        body: ZOperatorLoginRequest,
        response: { 200: ZOperatorSessionResponse },
      },
    },
    async (request) => ok(await auth.login(request.body, originOf(request))),
  );

  app.delete(
    '/session',
    {
      ...own,
      schema: { tags: tags.session, summary: 'Sign out', response: { 200: ZOperatorLogoutResponse } },
    },
    async (request) => {
      await auth.logout(request.operatorAuth, originOf(request));
      return ok(null);
    },
  );

  app.get(
    '/me',
    {
      ...own,
      schema: {
        tags: tags.session,
        summary: 'The signed-in operator',
        response: { 200: ZOperatorMeResponse },
      },
    },
    async (request) => ok(auth.me(request.operatorAuth.operator)),
  );

  app.post(
    '/me/totp/setup',
    {
      ...own,
      schema: {
        tags: tags.session,
        summary: 'Start two-step enrolment: a new secret and its QR code',
        response: { 200: ZTotpSetupResponse },
      },
    },
    async (request) => ok(await auth.setupTotp(request.operatorAuth.operator)),
  );

  app.post(
    '/me/totp/enable',
    {
      ...own,
      schema: {
        tags: tags.session,
        summary: 'Finish two-step enrolment with a code from the new secret',
        body: ZTotpEnableRequest,
        response: { 200: ZOperatorMeResponse },
      },
    },
    async (request) => ok(await auth.enableTotp(request.operatorAuth, request.body.code, originOf(request))),
  );

  app.post(
    '/me/password',
    {
      ...own,
      schema: {
        tags: tags.session,
        summary: 'Change my password; my other sessions end',
        body: ZChangeOperatorPasswordRequest,
        response: { 200: ZOperatorLogoutResponse },
      },
    },
    async (request) => {
      await auth.changePassword(request.operatorAuth, request.body, originOf(request));
      return ok(null);
    },
  );

  const manage = { onRequest: guard.requires('operators.manage') };

  app.get(
    '/operators',
    {
      ...manage,
      schema: { tags: tags.operators, summary: 'Operators', response: { 200: ZOperatorListResponse } },
    },
    async () => ok(await operators.list()),
  );

  app.post(
    '/operators',
    {
      ...manage,
      schema: {
        tags: tags.operators,
        summary: 'Create an operator; the initial password is answered once',
        body: ZCreateOperatorRequest,
        response: { 200: ZCreatedOperatorResponse },
      },
    },
    async (request) => ok(await operators.create(request.operatorAuth, request.body, originOf(request))),
  );

  app.put(
    '/operators/:id',
    {
      ...manage,
      schema: {
        tags: tags.operators,
        summary: "Change an operator's role or name, disable or re-enable them",
        params: ZOperatorIdParams,
        body: ZUpdateOperatorRequest,
        response: { 200: ZOperatorResponse },
      },
    },
    async (request) =>
      ok(await operators.update(request.operatorAuth, request.params.id, request.body, originOf(request))),
  );

  app.post(
    '/operators/:id/reset-totp',
    {
      ...manage,
      schema: {
        tags: tags.operators,
        summary: "Switch off an operator's two-step sign-in (lost authenticator); their sessions end",
        params: ZOperatorIdParams,
        response: { 200: ZOperatorResponse },
      },
    },
    async (request) =>
      ok(await operators.resetTotp(request.operatorAuth, request.params.id, originOf(request))),
  );

  const readAudit = { onRequest: guard.requires('audit.read') };

  app.get(
    '/audit',
    {
      ...readAudit,
      schema: {
        tags: tags.audit,
        summary: 'Audit log, newest first',
        querystring: ZAuditQuery,
        response: { 200: ZAuditPageResponse },
      },
    },
    async (request) => ok(await audit.page(request.query)),
  );

  app.get(
    '/audit/verify',
    {
      ...readAudit,
      schema: {
        tags: tags.audit,
        summary: 'Walk the hash chain and report the first broken row',
        response: { 200: ZAuditVerifyResponse },
      },
    },
    async () => ok(await audit.verify()),
  );

  app.get(
    '/members',
    {
      onRequest: guard.requires('members.read'),
      schema: {
        tags: memberTags,
        summary: 'Search members of every brand',
        querystring: ZAdminMemberQuery,
        response: { 200: ZAdminMemberPageResponse },
      },
    },
    async (request) => ok(await members.search(request.query)),
  );

  app.get(
    '/members/:id',
    {
      onRequest: guard.requires('members.read'),
      schema: {
        tags: memberTags,
        summary: 'A member: account, status, balance, last sign-ins and known addresses',
        params: ZAdminMemberParams,
        response: { 200: ZAdminMemberDetailResponse },
      },
    },
    async (request) => ok(await members.detail(request.params.id)),
  );

  app.post(
    '/members/:id/lock',
    {
      onRequest: guard.requires('members.lock'),
      schema: {
        tags: memberTags,
        summary: 'Lock a member (signs them out everywhere)',
        params: ZAdminMemberParams,
        body: ZLockMemberRequest,
        response: { 200: ZAdminMemberDetailResponse },
      },
    },
    async (request) =>
      ok(await members.lock(request.operatorAuth, request.params.id, request.body.reason, originOf(request))),
  );

  app.post(
    '/members/:id/unlock',
    {
      onRequest: guard.requires('members.lock'),
      schema: {
        tags: memberTags,
        summary: 'Unlock a member (also clears a lockout after failed sign-ins)',
        params: ZAdminMemberParams,
        body: ZMemberActionRequest,
        response: { 200: ZAdminMemberDetailResponse },
      },
    },
    async (request) =>
      ok(
        await members.unlock(request.operatorAuth, request.params.id, request.body.reason, originOf(request)),
      ),
  );

  app.post(
    '/members/:id/reset-password',
    {
      onRequest: guard.requires('members.resetPassword'),
      schema: {
        tags: memberTags,
        summary: 'Set a temporary password, to be changed at next sign-in; answered once',
        params: ZAdminMemberParams,
        body: ZMemberActionRequest,
        response: { 200: ZResetMemberPasswordResponse },
      },
    },
    async (request) =>
      ok(
        await members.resetPassword(
          request.operatorAuth,
          request.params.id,
          request.body.reason,
          originOf(request),
        ),
      ),
  );

  // Wallet views, manual adjustments and cashier reports (finance.routes.ts), behind the same guard.
  await app.register(financeRoutes, { db, audit, guard, wallet: createWalletService(db), originOf });
};
