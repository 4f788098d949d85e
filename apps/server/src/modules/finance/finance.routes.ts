/**
 * The back office's money routes, mounted inside /admin-api: a member's wallet and ledger, manual
 * adjustments with their approval, the per-brand threshold, and the cashier report.
 */
import { ZCashierReportQuery, ZCashierReportResponse } from '@luckwell/contracts/admin/cashier-report';
import { ZAdminMemberParams } from '@luckwell/contracts/admin/members';
import {
  ZAdjustmentPageResponse,
  ZAdjustmentParams,
  ZAdjustmentQuery,
  ZAdjustmentResponse,
  ZApproveAdjustmentRequest,
  ZCreateAdjustmentRequest,
  ZFinanceSettingsListResponse,
  ZFinanceSettingsParams,
  ZFinanceSettingsResponse,
  ZMemberLedgerPageResponse,
  ZMemberLedgerQuery,
  ZMemberWalletResponse,
  ZRejectAdjustmentRequest,
  ZUpdateFinanceSettingsRequest,
} from '@luckwell/contracts/admin/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import type { AuditService } from '../admin/audit.service.ts';
import type { Origin } from '../admin/operator-auth.service.ts';
import type { OperatorGuard } from '../admin/operator-guard.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { createAdjustmentsService } from './adjustments.service.ts';
import { createCashierReport } from './cashier-report.ts';

export type FinanceRoutesOptions = {
  db: Database;
  audit: AuditService;
  guard: OperatorGuard;
  wallet: WalletService;
  originOf: (request: Parameters<OperatorGuard['ownAccount']>[0]) => Origin;
};

export const financeRoutes: FastifyPluginAsyncZod<FinanceRoutesOptions> = async (
  app,
  { db, audit, guard, wallet, originOf },
) => {
  const adjustments = createAdjustmentsService({ db, audit, wallet });
  const cashierReport = createCashierReport({ db, wallet });
  const tags = { wallet: ['admin: member wallet'], finance: ['admin: finance'] };
  const readWallet = { onRequest: guard.requires('wallet.read') };
  const requestAdjustment = { onRequest: guard.requires('adjustments.request') };
  const approveAdjustment = { onRequest: guard.requires('adjustments.approve') };

  app.get(
    '/members/:id/wallet',
    {
      ...readWallet,
      schema: {
        tags: tags.wallet,
        summary: "A member's wallets with their balances, and the brand's approval threshold",
        params: ZAdminMemberParams,
        response: { 200: ZMemberWalletResponse },
      },
    },
    async (request) => ok(await adjustments.memberWallet(request.params.id)),
  );

  app.get(
    '/members/:id/ledger',
    {
      ...readWallet,
      schema: {
        tags: tags.wallet,
        summary: "A member's ledger lines, newest first, by account, entry kind and time",
        params: ZAdminMemberParams,
        querystring: ZMemberLedgerQuery,
        response: { 200: ZMemberLedgerPageResponse },
      },
    },
    async (request) => ok(await adjustments.ledger(request.params.id, request.query)),
  );

  app.post(
    '/members/:id/adjustments',
    {
      ...requestAdjustment,
      schema: {
        tags: tags.wallet,
        summary: "Credit or debit a member's main wallet; above the threshold it waits for approval",
        params: ZAdminMemberParams,
        body: ZCreateAdjustmentRequest,
        response: { 200: ZAdjustmentResponse },
      },
    },
    async (request) =>
      ok(await adjustments.request(request.operatorAuth, request.params.id, request.body, originOf(request))),
  );

  app.get(
    '/adjustments',
    {
      ...requestAdjustment,
      schema: {
        tags: tags.finance,
        summary: 'Manual adjustments, newest first (pending ones to approve with ?status=pending)',
        querystring: ZAdjustmentQuery,
        response: { 200: ZAdjustmentPageResponse },
      },
    },
    async (request) => ok(await adjustments.list(request.query)),
  );

  app.post(
    '/adjustments/:id/approve',
    {
      ...approveAdjustment,
      schema: {
        tags: tags.finance,
        summary: "Approve another operator's pending adjustment: it posts, once",
        params: ZAdjustmentParams,
        body: ZApproveAdjustmentRequest,
        response: { 200: ZAdjustmentResponse },
      },
    },
    async (request) =>
      ok(
        await adjustments.approve(
          request.operatorAuth,
          request.params.id,
          request.body.note,
          originOf(request),
        ),
      ),
  );

  app.post(
    '/adjustments/:id/reject',
    {
      ...approveAdjustment,
      schema: {
        tags: tags.finance,
        summary: "Reject another operator's pending adjustment, with a note",
        params: ZAdjustmentParams,
        body: ZRejectAdjustmentRequest,
        response: { 200: ZAdjustmentResponse },
      },
    },
    async (request) =>
      ok(
        await adjustments.reject(
          request.operatorAuth,
          request.params.id,
          request.body.note,
          originOf(request),
        ),
      ),
  );

  app.get(
    '/finance/settings',
    {
      ...requestAdjustment,
      schema: {
        tags: tags.finance,
        summary: "Every brand's adjustment approval threshold",
        response: { 200: ZFinanceSettingsListResponse },
      },
    },
    async () => ok(await adjustments.settings()),
  );

  app.put(
    '/finance/settings/:merchantCode',
    {
      onRequest: guard.requires('finance.settings'),
      schema: {
        tags: tags.finance,
        summary: "Set a brand's adjustment approval threshold",
        params: ZFinanceSettingsParams,
        body: ZUpdateFinanceSettingsRequest,
        response: { 200: ZFinanceSettingsResponse },
      },
    },
    async (request) =>
      ok(
        await adjustments.updateSettings(
          request.operatorAuth,
          request.params.merchantCode,
          request.body.approvalThreshold,
          originOf(request),
        ),
      ),
  );

  app.get(
    '/reports/cashier',
    {
      onRequest: guard.requires('reports.read'),
      schema: {
        tags: tags.finance,
        summary: 'Deposits, withdrawals, adjustments and net per day for one brand',
        querystring: ZCashierReportQuery,
        response: { 200: ZCashierReportResponse },
      },
    },
    async (request) => ok(await cashierReport(request.query)),
  );
};
