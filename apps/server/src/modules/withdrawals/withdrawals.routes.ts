/**
 * The member's withdrawal calls under /wps/withdraw (issue 4). Bodies with the payment password are
 * sealed like sign-in bodies and opened in `preValidation`, so they validate as plain payloads.
 */
import {
  ZBankAccountResponse,
  ZBindBankAccountRequest,
  ZConfirmWithdrawalRequest,
  ZPaymentPasswordRequest,
  ZPaymentPasswordResponse,
  ZWithdrawalListQuery,
  ZWithdrawalPageResponse,
  ZWithdrawalParams,
  ZWithdrawalResponse,
  ZWithdrawOverviewResponse,
  ZWithdrawRequest,
} from '@luckwell/contracts/cashier/withdraw';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

type Options = {
  withdrawals: WithdrawalsService;
  guard: MemberGuard;
  openBody: (request: FastifyRequest) => Promise<unknown>;
};

/** A proof image of 5 MB is about 6.7 MB of base64. */
const CONFIRM_BODY_LIMIT = 8 * 1024 * 1024;

export const withdrawalsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { withdrawals, guard, openBody },
) => {
  const tags = ['cashier'];
  const sealed = {
    preValidation: async (request: FastifyRequest) => {
      request.body = await openBody(request);
    },
  };

  app.get(
    '/wps/withdraw/overview',
    {
      schema: {
        tags,
        summary: 'Balances, limits, payment password state and bound bank accounts',
        response: { 200: ZWithdrawOverviewResponse },
      },
      ...guard.member(),
    },
    async (request) => ok(await withdrawals.overview(request.merchant, request.signedIn.member)),
  );

  app.post(
    '/wps/withdraw/payment-password',
    {
      schema: {
        tags,
        summary: 'Set the payment password, or change it with the old one (sealed body)',
        body: ZPaymentPasswordRequest,
        response: { 200: ZPaymentPasswordResponse },
      },
      ...sealed,
      ...guard.member(),
    },
    async (request) => {
      await withdrawals.setPaymentPassword(request.signedIn.member, request.body);
      return ok(null);
    },
  );

  app.post(
    '/wps/withdraw/bank-accounts',
    {
      schema: {
        tags,
        summary: 'Bind a bank account in the payee name (never edited afterwards)',
        body: ZBindBankAccountRequest,
        response: { 200: ZBankAccountResponse },
      },
      ...guard.member(),
    },
    async (request) =>
      ok(await withdrawals.bindBankAccount(request.merchant, request.signedIn.member, request.body)),
  );

  app.post(
    '/wps/withdraw/requests',
    {
      schema: {
        tags,
        summary: 'Request a withdrawal (sealed body); the amount is held until paid or rejected',
        body: ZWithdrawRequest,
        response: { 200: ZWithdrawalResponse },
      },
      ...sealed,
      ...guard.member(),
    },
    async (request) =>
      ok(await withdrawals.requestWithdrawal(request.merchant, request.signedIn.member, request.body)),
  );

  app.get(
    '/wps/withdraw/requests',
    {
      schema: {
        tags,
        summary: "The member's withdrawals, newest first",
        querystring: ZWithdrawalListQuery,
        response: { 200: ZWithdrawalPageResponse },
      },
      ...guard.member(),
    },
    async (request) =>
      ok(await withdrawals.memberWithdrawals(request.merchant, request.signedIn.member, request.query)),
  );

  app.post(
    '/wps/withdraw/requests/:id/confirm',
    {
      bodyLimit: CONFIRM_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Confirm a paid withdrawal: received, partially received, or not received (with proof)',
        params: ZWithdrawalParams,
        body: ZConfirmWithdrawalRequest,
        response: { 200: ZWithdrawalResponse },
      },
      ...guard.member(),
    },
    async (request) =>
      ok(
        await withdrawals.confirm(request.merchant, request.signedIn.member, request.params.id, request.body),
      ),
  );
};
