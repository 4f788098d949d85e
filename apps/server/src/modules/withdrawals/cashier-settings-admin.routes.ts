/**
 * A brand's cashier limits in the back office, mounted at /admin-api/cashier: the withdrawal rules
 * (withdrawal_settings) and the transfer rules (transfer_settings), defaults filled in. Every change
 * is audited with before and after. The member-facing services read the tables on every request,
 * so a saved limit applies at once. The adjustment threshold stays in finance.routes.ts.
 */
import {
  type TCashierSettings,
  ZCashierSettingsQuery,
  ZCashierSettingsResponse,
  ZUpdateTransferSettingsRequest,
  ZUpdateWithdrawalSettingsRequest,
} from '@luckwell/contracts/admin/cashier-settings';
import { MessageKey } from '@luckwell/contracts/envelope';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { prepareAdminRoutes } from '../admin/admin-routes.ts';
import { actorOf, type Origin } from '../admin/operator-auth.service.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { plainIp } from '../system/access-rules.ts';
import { transferSettings } from '../transfers/transfer-setting.table.ts';
import { DEFAULT_TRANSFER_SETTINGS } from '../transfers/transfers.service.ts';
import { withdrawalSettings } from './withdrawal-setting.table.ts';
import { DEFAULT_WITHDRAWAL_SETTINGS } from './withdrawals.service.ts';

type Options = { db: Database; limiter: RateLimiter; requireTotp: boolean };

const originOf = (request: FastifyRequest): Origin => {
  const agent = request.headers['user-agent'];
  return { ip: plainIp(request.ip), userAgent: typeof agent === 'string' ? agent.slice(0, 512) : null };
};

export const cashierSettingsAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, limiter, requireTotp },
) => {
  const { audit, guard } = prepareAdminRoutes(app, { db, limiter, requireTotp });
  const settingsGuard = { onRequest: guard.requires('cashier.settings') };
  const tags = ['admin: cashier'];

  /** The brand named by its code (`LW`, any case) or its numeric id. */
  const merchantOf = async (codeOrId: string) => {
    const where = /^\d+$/.test(codeOrId)
      ? eq(merchants.id, Number(codeOrId))
      : eq(merchants.code, codeOrId.toUpperCase());
    const [merchant] = await db.select().from(merchants).where(where);
    if (!merchant) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound);
    return merchant;
  };

  const withdrawalsOf = async (tx: Database, merchantId: number) => {
    const [row] = await tx
      .select()
      .from(withdrawalSettings)
      .where(eq(withdrawalSettings.merchantId, merchantId));
    const s = row ?? { merchantId, ...DEFAULT_WITHDRAWAL_SETTINGS };
    return {
      minAmount: fromMinorUnits(s.minAmount),
      maxAmount: fromMinorUnits(s.maxAmount),
      confirmMinutes: s.confirmMinutes,
      maxBankAccounts: s.maxBankAccounts,
    };
  };

  const transfersOf = async (tx: Database, merchantId: number) => {
    const [row] = await tx.select().from(transferSettings).where(eq(transferSettings.merchantId, merchantId));
    const s = row ?? { merchantId, ...DEFAULT_TRANSFER_SETTINGS };
    return {
      minAmount: fromMinorUnits(s.minAmount),
      maxAmount: fromMinorUnits(s.maxAmount),
      dailyLimit: fromMinorUnits(s.dailyLimit),
    };
  };

  const settingsOf = async (codeOrId: string): Promise<TCashierSettings> => {
    const merchant = await merchantOf(codeOrId);
    return {
      merchantId: merchant.id,
      merchantCode: merchant.code,
      currency: merchant.currencyCode,
      withdrawals: await withdrawalsOf(db, merchant.id),
      transfers: await transfersOf(db, merchant.id),
    };
  };

  app.get(
    '/settings',
    {
      ...settingsGuard,
      schema: {
        tags,
        summary: "A brand's withdrawal and transfer limits, defaults filled in",
        querystring: ZCashierSettingsQuery,
        response: { 200: ZCashierSettingsResponse },
      },
    },
    async (request) => ok(await settingsOf(request.query.merchant)),
  );

  app.put(
    '/settings/withdrawals',
    {
      ...settingsGuard,
      schema: {
        tags,
        summary: "Set a brand's withdrawal limits",
        body: ZUpdateWithdrawalSettingsRequest,
        response: { 200: ZCashierSettingsResponse },
      },
    },
    async (request) => {
      const { merchant: codeOrId, ...body } = request.body;
      const merchant = await merchantOf(codeOrId);
      const row = {
        merchantId: merchant.id,
        minAmount: toMinorUnits(body.minAmount),
        maxAmount: toMinorUnits(body.maxAmount),
        confirmMinutes: body.confirmMinutes,
        maxBankAccounts: body.maxBankAccounts,
      };
      await audit.transaction(async (tx) => {
        const before = await withdrawalsOf(tx, merchant.id);
        const { merchantId: _, ...set } = row;
        await tx
          .insert(withdrawalSettings)
          .values(row)
          .onConflictDoUpdate({ target: withdrawalSettings.merchantId, set });
        await audit.record(tx, actorOf(request.operatorAuth.operator, originOf(request)), {
          action: 'withdrawalSettings.update',
          target: { type: 'merchant', id: merchant.id },
          merchantId: merchant.id,
          before,
          after: await withdrawalsOf(tx, merchant.id),
        });
      });
      return ok(await settingsOf(String(merchant.id)));
    },
  );

  app.put(
    '/settings/transfers',
    {
      ...settingsGuard,
      schema: {
        tags,
        summary: "Set a brand's transfer limits",
        body: ZUpdateTransferSettingsRequest,
        response: { 200: ZCashierSettingsResponse },
      },
    },
    async (request) => {
      const { merchant: codeOrId, ...body } = request.body;
      const merchant = await merchantOf(codeOrId);
      const row = {
        merchantId: merchant.id,
        minAmount: toMinorUnits(body.minAmount),
        maxAmount: toMinorUnits(body.maxAmount),
        dailyLimit: toMinorUnits(body.dailyLimit),
      };
      await audit.transaction(async (tx) => {
        const before = await transfersOf(tx, merchant.id);
        const { merchantId: _, ...set } = row;
        await tx
          .insert(transferSettings)
          .values(row)
          .onConflictDoUpdate({ target: transferSettings.merchantId, set });
        await audit.record(tx, actorOf(request.operatorAuth.operator, originOf(request)), {
          action: 'transferSettings.update',
          target: { type: 'merchant', id: merchant.id },
          merchantId: merchant.id,
          before,
          after: await transfersOf(tx, merchant.id),
        });
      });
      return ok(await settingsOf(String(merchant.id)));
    },
  );
};
