/**
 * The back office's deposit desk, mounted at /admin-api/cashier: the queue, a deposit with its
 * receipt, approve or reject (once), the brands' payment methods and the gateway callback log.
 * Every change is audited.
 */
import {
  ZAdminDepositDetailResponse,
  ZAdminDepositPageResponse,
  ZAdminDepositQuery,
  ZAdminDepositResponse,
  ZAdminIdParams,
  ZAdminPaymentMethodListResponse,
  ZAdminPaymentMethodResponse,
  ZApproveDepositRequest,
  ZGatewayCallbackPageResponse,
  ZGatewayCallbackQuery,
  ZPaymentMethodInput,
  ZPaymentMethodQuery,
  ZPaymentMethodUpdate,
  ZRejectDepositRequest,
} from '@luckwell/contracts/admin/deposits';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import type { Origin } from '../admin/operator-auth.service.ts';
import { plainIp } from '../system/access-rules.ts';
import type { DepositsService } from './deposits.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean; deposits: DepositsService };

const originOf = (request: FastifyRequest): Origin => {
  const agent = request.headers['user-agent'];
  return { ip: plainIp(request.ip), userAgent: typeof agent === 'string' ? agent.slice(0, 512) : null };
};

export const depositsAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp, deposits },
) => {
  const { guard } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const desk = { onRequest: guard.requires('cashier.deposits') };
  const tags = ['admin: cashier'];

  app.get(
    '/deposits',
    {
      ...desk,
      schema: {
        tags,
        summary: 'Deposit requests of every brand, newest first',
        querystring: ZAdminDepositQuery,
        response: { 200: ZAdminDepositPageResponse },
      },
    },
    async (request) => ok(await deposits.adminList(request.query)),
  );

  app.get(
    '/deposits/:id',
    {
      ...desk,
      schema: {
        tags,
        summary: 'A deposit with its receipt image',
        params: ZAdminIdParams,
        response: { 200: ZAdminDepositDetailResponse },
      },
    },
    async (request) => ok(await deposits.adminDetail(request.params.id)),
  );

  app.post(
    '/deposits/:id/approve',
    {
      ...desk,
      schema: {
        tags,
        summary: 'Approve a bank-transfer deposit: credits the wallet once',
        params: ZAdminIdParams,
        body: ZApproveDepositRequest,
        response: { 200: ZAdminDepositResponse },
      },
    },
    async (request) =>
      ok(
        await deposits.approve(request.operatorAuth, request.params.id, request.body.note, originOf(request)),
      ),
  );

  app.post(
    '/deposits/:id/reject',
    {
      ...desk,
      schema: {
        tags,
        summary: 'Reject a bank-transfer deposit with a reason (once)',
        params: ZAdminIdParams,
        body: ZRejectDepositRequest,
        response: { 200: ZAdminDepositResponse },
      },
    },
    async (request) =>
      ok(
        await deposits.reject(
          request.operatorAuth,
          request.params.id,
          request.body.reason,
          originOf(request),
        ),
      ),
  );

  app.get(
    '/payment-methods',
    {
      ...desk,
      schema: {
        tags,
        summary: "The brands' deposit methods, enabled or not",
        querystring: ZPaymentMethodQuery,
        response: { 200: ZAdminPaymentMethodListResponse },
      },
    },
    async (request) => ok(await deposits.listMethods(request.query.merchantCode)),
  );

  app.post(
    '/payment-methods',
    {
      ...desk,
      schema: {
        tags,
        summary: 'Add a deposit method to a brand',
        body: ZPaymentMethodInput,
        response: { 200: ZAdminPaymentMethodResponse },
      },
    },
    async (request) => ok(await deposits.createMethod(request.operatorAuth, request.body, originOf(request))),
  );

  app.put(
    '/payment-methods/:id',
    {
      ...desk,
      schema: {
        tags,
        summary: 'Edit a deposit method, or enable or disable it',
        params: ZAdminIdParams,
        body: ZPaymentMethodUpdate,
        response: { 200: ZAdminPaymentMethodResponse },
      },
    },
    async (request) =>
      ok(
        await deposits.updateMethod(request.operatorAuth, request.params.id, request.body, originOf(request)),
      ),
  );

  app.get(
    '/gateway-callbacks',
    {
      ...desk,
      schema: {
        tags,
        summary: 'Every payment gateway notification received, with its outcome',
        querystring: ZGatewayCallbackQuery,
        response: { 200: ZGatewayCallbackPageResponse },
      },
    },
    async (request) => ok(await deposits.callbacks(request.query)),
  );
};
