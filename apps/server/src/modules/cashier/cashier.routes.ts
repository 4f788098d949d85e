/**
 * HTTP face of the member's wallet reads (spec §7 "Wallet"): the balance, the brand's wallet mode
 * (relay GCS_merchantWallet) and the account record behind the personal centre's transactionHistory
 * page (path ours, docs/decisions/015-transaction-history-path.md).
 */
import { ZWalletBalanceResponse } from '@luckwell/contracts/wallet/balance';
import { ZMerchantWalletResponse } from '@luckwell/contracts/wallet/merchant-wallet';
import {
  ZTransactionHistoryQuery,
  ZTransactionHistoryResponse,
} from '@luckwell/contracts/wallet/transaction-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { SystemService } from '../system/system.service.ts';
import type { CashierService } from './cashier.service.ts';

type Options = {
  cashier: CashierService;
  guard: MemberGuard;
  system: Pick<SystemService, 'merchantWallet'>;
};

export const cashierRoutes: FastifyPluginAsyncZod<Options> = async (app, { cashier, guard, system }) => {
  const tags = ['wallet'];

  app.get(
    '/wps/v2/wallets/balance',
    {
      schema: {
        tags,
        summary: "The member's main-wallet balance (play money for trial accounts)",
        response: { 200: ZWalletBalanceResponse },
      },
      ...guard.member({ trial: true }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await cashier.balance(request.merchant, request.signedIn.member));
    },
  );

  app.get(
    '/relay/GCS_merchantWallet',
    {
      schema: {
        tags,
        summary: "The brand's wallet mode: one seamless wallet (isSingle) or transfer wallets",
        response: { 200: ZMerchantWalletResponse },
      },
    },
    async (request) => ok(await system.merchantWallet(request.merchant)),
  );

  app.get(
    '/wps/member/transactions',
    {
      schema: {
        tags,
        summary: "The member's account record: own wallet movements, newest first, paged",
        querystring: ZTransactionHistoryQuery,
        response: { 200: ZTransactionHistoryResponse },
      },
      ...guard.member({ trial: true }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await cashier.transactionHistory(request.merchant, request.signedIn.member, request.query));
    },
  );
};
