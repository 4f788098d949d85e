/** The member's deposit calls under /wps/deposit (issue 4 "depositv2"). */
import {
  ZDepositListQuery,
  ZDepositMethodsResponse,
  ZDepositPageResponse,
  ZDepositRequest,
  ZDepositResponse,
} from '@luckwell/contracts/cashier/deposit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { DepositsService } from './deposits.service.ts';

type Options = { deposits: DepositsService; guard: MemberGuard };

/** A receipt of 5 MB is about 6.7 MB of base64. */
const REQUEST_BODY_LIMIT = 8 * 1024 * 1024;

export const depositsRoutes: FastifyPluginAsyncZod<Options> = async (app, { deposits, guard }) => {
  const tags = ['cashier'];

  app.get(
    '/wps/deposit/methods',
    {
      schema: {
        tags,
        summary: "The brand's enabled deposit methods",
        response: { 200: ZDepositMethodsResponse },
      },
      ...guard.member(),
    },
    async (request) => ok(await deposits.methodsFor(request.merchant)),
  );

  app.post(
    '/wps/deposit/requests',
    {
      bodyLimit: REQUEST_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Ask for a deposit: a bank transfer to approve, or a gateway payment (answers its redirect URL)',
        body: ZDepositRequest,
        response: { 200: ZDepositResponse },
      },
      ...guard.member(),
    },
    async (request) =>
      ok(await deposits.requestDeposit(request.merchant, request.signedIn.member, request.body)),
  );

  app.get(
    '/wps/deposit/requests',
    {
      schema: {
        tags,
        summary: "The member's deposits, newest first",
        querystring: ZDepositListQuery,
        response: { 200: ZDepositPageResponse },
      },
      ...guard.member(),
    },
    async (request) =>
      ok(await deposits.memberDeposits(request.merchant, request.signedIn.member, request.query)),
  );
};
