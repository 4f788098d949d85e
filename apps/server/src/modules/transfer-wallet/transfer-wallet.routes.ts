/**
 * HTTP face of transfer wallets (issue 4, docs/decisions/020-transfer-wallets.md): the member's
 * main wallet and vendor sub-wallets (GET /wps/v2/wallets) and GCS_walletTransfer.
 */
import {
  ZTransferWalletsResponse,
  ZWalletTransferRequest,
  ZWalletTransferResponse,
} from '@luckwell/contracts/wallet/transfer-wallets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import type { MemberGuard } from '../auth/member-guard.ts';
import type { TransferWalletService } from './transfer-wallet.service.ts';

type Options = { transferWallets: TransferWalletService; guard: MemberGuard };

export const transferWalletRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { transferWallets, guard },
) => {
  const tags = ['wallet'];

  app.get(
    '/wps/v2/wallets',
    {
      schema: {
        tags,
        summary: 'The main wallet and, in transfer mode, each vendor sub-wallet of the brand',
        response: { 200: ZTransferWalletsResponse },
      },
      ...guard.member(),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await transferWallets.wallets(request.merchant, request.signedIn.member));
    },
  );

  app.post(
    '/relay/GCS_walletTransfer',
    {
      schema: {
        tags,
        summary:
          'Transfer between the main wallet and a vendor sub-wallet (in, out) or return all balances; refused in single-wallet mode',
        body: ZWalletTransferRequest,
        response: { 200: ZWalletTransferResponse },
      },
      ...guard.member(),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { message, ...value } = await transferWallets.transfer(
        request.merchant,
        request.signedIn.member,
        request.body,
      );
      return { ...ok(value), message };
    },
  );
};
