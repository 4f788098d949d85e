/**
 * The back office's cashier desk for withdrawals, mounted at /admin-api/cashier: the queue, a
 * request's detail, pay or reject (once each), and the cases members open. Every change is audited.
 */
import {
  ZAdminIdParams,
  ZAdminWithdrawalDetailResponse,
  ZAdminWithdrawalPageResponse,
  ZAdminWithdrawalQuery,
  ZAdminWithdrawalResponse,
  ZCasePageResponse,
  ZCaseQuery,
  ZCreditCaseRequest,
  ZPayWithdrawalRequest,
  ZRejectWithdrawalRequest,
  ZResolveCaseRequest,
  ZWithdrawalCaseResponse,
} from '@luckwell/contracts/admin/withdrawals';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import type { Origin } from '../admin/operator-auth.service.ts';
import { plainIp } from '../system/access-rules.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean; withdrawals: WithdrawalsService };

const originOf = (request: FastifyRequest): Origin => {
  const agent = request.headers['user-agent'];
  return { ip: plainIp(request.ip), userAgent: typeof agent === 'string' ? agent.slice(0, 512) : null };
};

export const withdrawalsAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, withdrawals },
) => {
  const { guard } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const cashier = { onRequest: guard.requires('cashier.withdrawals') };
  const tags = ['admin: cashier'];

  app.get(
    '/withdrawals',
    {
      ...cashier,
      schema: {
        tags,
        summary: 'Withdrawal requests of every brand, newest first',
        querystring: ZAdminWithdrawalQuery,
        response: { 200: ZAdminWithdrawalPageResponse },
      },
    },
    async (request) => ok(await withdrawals.adminList(request.query)),
  );

  app.get(
    '/withdrawals/:id',
    {
      ...cashier,
      schema: {
        tags,
        summary: "A withdrawal with the member's payee name, bank accounts and case",
        params: ZAdminIdParams,
        response: { 200: ZAdminWithdrawalDetailResponse },
      },
    },
    async (request) => ok(await withdrawals.adminDetail(request.params.id)),
  );

  app.post(
    '/withdrawals/:id/pay',
    {
      ...cashier,
      schema: {
        tags,
        summary: 'Approve and mark paid with the payment reference (once)',
        params: ZAdminIdParams,
        body: ZPayWithdrawalRequest,
        response: { 200: ZAdminWithdrawalResponse },
      },
    },
    async (request) =>
      ok(
        await withdrawals.pay(
          request.operatorAuth,
          request.params.id,
          request.body.paymentReference,
          originOf(request),
        ),
      ),
  );

  app.post(
    '/withdrawals/:id/reject',
    {
      ...cashier,
      schema: {
        tags,
        summary: 'Reject with a reason; the held amount returns to the member (once)',
        params: ZAdminIdParams,
        body: ZRejectWithdrawalRequest,
        response: { 200: ZAdminWithdrawalResponse },
      },
    },
    async (request) =>
      ok(
        await withdrawals.reject(
          request.operatorAuth,
          request.params.id,
          request.body.reason,
          originOf(request),
        ),
      ),
  );

  app.get(
    '/withdrawal-cases',
    {
      ...cashier,
      schema: {
        tags,
        summary: 'Cases opened by members (partially received or not received)',
        querystring: ZCaseQuery,
        response: { 200: ZCasePageResponse },
      },
    },
    async (request) => ok(await withdrawals.cases(request.query)),
  );

  app.post(
    '/withdrawal-cases/:id/resolve',
    {
      ...cashier,
      schema: {
        tags,
        summary: 'Close a case with a note',
        params: ZAdminIdParams,
        body: ZResolveCaseRequest,
        response: { 200: ZWithdrawalCaseResponse },
      },
    },
    async (request) =>
      ok(
        await withdrawals.resolveCase(
          request.operatorAuth,
          request.params.id,
          request.body.note,
          originOf(request),
        ),
      ),
  );

  app.post(
    '/withdrawal-cases/:id/credit',
    {
      ...cashier,
      schema: {
        tags,
        summary: 'Credit the member up to the missing amount from the cashier (once per case)',
        params: ZAdminIdParams,
        body: ZCreditCaseRequest,
        response: { 200: ZWithdrawalCaseResponse },
      },
    },
    async (request) =>
      ok(
        await withdrawals.creditCase(
          request.operatorAuth,
          request.params.id,
          request.body,
          originOf(request),
        ),
      ),
  );
};
