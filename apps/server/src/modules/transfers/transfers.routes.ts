/**
 * The member's transfer calls under /wps/transfer (issue 4; the specification names no paths, see
 * docs/decisions/021-member-transfers.md). Bodies with the payment password are sealed like sign-in
 * bodies and opened in `preValidation`. The idempotency key is the body's `requestId` or the
 * `Idempotency-Key` header.
 */
import {
  IDEMPOTENCY_HEADER,
  TransferMessageKey,
  TransferRequestId,
  ZDownlineListResponse,
  ZDownlineQuery,
  ZDownlineTransferRequest,
  ZTransferOverviewResponse,
  ZTransferResponse,
  ZUplineTransferRequest,
} from '@luckwell/contracts/cashier/transfer';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { TransfersService } from './transfers.service.ts';

type Options = {
  transfers: TransfersService;
  guard: MemberGuard;
  openBody: (request: FastifyRequest) => Promise<unknown>;
};

/** The request id from the body, else from the header (validated like the body's). */
const requestKeyOf = (request: FastifyRequest, fromBody: string | undefined) => {
  if (fromBody) return fromBody;
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return undefined;
  const parsed = TransferRequestId.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) {
    throw new AppError(
      400,
      'TRANSFER_KEY_REQUIRED',
      TransferMessageKey.keyRequired,
      `headers.${IDEMPOTENCY_HEADER}`,
    );
  }
  return parsed.data;
};

export const transfersRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { transfers, guard, openBody },
) => {
  const tags = ['cashier'];
  const sealed = {
    preValidation: async (request: FastifyRequest) => {
      request.body = await openBody(request);
    },
  };

  app.get(
    '/wps/transfer/overview',
    {
      schema: {
        tags,
        summary: 'Balance, upline, limits and payment password state for the transfer screens',
        response: { 200: ZTransferOverviewResponse },
      },
      ...guard.member(),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await transfers.overview(request.merchant, request.signedIn.member));
    },
  );

  app.post(
    '/wps/transfer/upline',
    {
      schema: {
        tags,
        summary: "Send money to the caller's own upline (sealed body; requestId or Idempotency-Key)",
        body: ZUplineTransferRequest,
        response: { 200: ZTransferResponse },
      },
      ...sealed,
      ...guard.member(),
    },
    async (request) =>
      ok(
        await transfers.toUpline(request.merchant, request.signedIn.member, {
          amount: request.body.amount,
          paymentPassword: request.body.paymentPassword,
          requestKey: requestKeyOf(request, request.body.requestId),
        }),
      ),
  );

  app.get(
    '/wps/transfer/downline',
    {
      schema: {
        tags,
        summary: "Agents: members of the caller's downline tree (any depth), for the recipient picker",
        querystring: ZDownlineQuery,
        response: { 200: ZDownlineListResponse },
      },
      ...guard.member(),
    },
    async (request) => ok(await transfers.downline(request.merchant, request.signedIn.member, request.query)),
  );

  app.post(
    '/wps/transfer/downline',
    {
      schema: {
        tags,
        summary: "Agents: send money to a member of the caller's own downline tree (sealed body)",
        body: ZDownlineTransferRequest,
        response: { 200: ZTransferResponse },
      },
      ...sealed,
      ...guard.member(),
    },
    async (request) =>
      ok(
        await transfers.toDownline(request.merchant, request.signedIn.member, {
          account: request.body.account,
          amount: request.body.amount,
          paymentPassword: request.body.paymentPassword,
          requestKey: requestKeyOf(request, request.body.requestId),
        }),
      ),
  );
};
