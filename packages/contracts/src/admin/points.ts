/**
 * The back office's points (issue 17, ADR 065), under /admin-api/points: a brand's rules and mall
 * goods (`promotions.read`; changed by `promotions.manage` with a reason, audited) and the queue of
 * redemptions the operator sends (approved with a transaction reference) or rejects (the points
 * return), under `promotions.manage`.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Points, RedeemStatus } from '../member/points.ts';
import { Money } from '../money.ts';

const MerchantCode = z.string().trim().toUpperCase().min(1).max(32);
const Reason = z.string().trim().min(3).max(500);
const Words = (max: number) =>
  z.object({ vi: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });

export const ZAdminPointsQuery = z.object({ merchantCode: MerchantCode });

export const ZAdminPointsSettings = z.object({
  enabled: z.boolean(),
  validBetPerPoint: Money,
  cashPerPoint: Money.nullable(),
  minExchange: Points,
});
/** PUT /admin-api/points/settings */
export const ZAdminPointsSettingsRequest = ZAdminPointsSettings.extend({
  merchantCode: MerchantCode,
  reason: Reason,
});
export type TAdminPointsSettingsRequest = z.input<typeof ZAdminPointsSettingsRequest>;

export const ZAdminMallItemFields = z.object({
  name: Words(80),
  description: Words(500),
  imageUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/|https:\/\/)/)
    .nullable(),
  points: Points,
  value: Money,
  stock: z.number().int().min(0).max(1_000_000).nullable(),
  sort: z.number().int().min(0).max(999),
  enabled: z.boolean(),
  /** Bonus money (ADR 073): paid at once under this promotion's wagering terms; null: goods to send. */
  bonusPromotionId: z.number().int().positive().nullable().default(null),
});
/** POST /admin-api/points/items and PUT /admin-api/points/items/:id */
export const ZAdminMallItemRequest = ZAdminMallItemFields.extend({
  merchantCode: MerchantCode,
  reason: Reason,
});
export type TAdminMallItemRequest = z.input<typeof ZAdminMallItemRequest>;
export const ZAdminMallItem = ZAdminMallItemFields.extend({
  id: z.number().int(),
  redeemed: z.number().int(),
});
export type TAdminMallItem = z.infer<typeof ZAdminMallItem>;
export const ZAdminMallItemResponse = envelope(ZAdminMallItem);

/** GET /admin-api/points?merchantCode= : the rules, the goods and the points out. */
export const ZAdminPoints = z.object({
  merchantCode: z.string(),
  settings: ZAdminPointsSettings,
  items: z.array(ZAdminMallItem),
  /** Points members hold now, and points earned over all days settled. */
  outstanding: Points,
  earned: Points,
  currencySymbol: z.string(),
});
export type TAdminPoints = z.infer<typeof ZAdminPoints>;
export const ZAdminPointsResponse = envelope(ZAdminPoints);

/** GET /admin-api/points/orders?merchantCode=&status=&page= */
export const ZAdminOrdersQuery = z.object({
  merchantCode: MerchantCode,
  status: RedeemStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const ZAdminOrder = z.object({
  id: z.number().int(),
  account: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  points: Points,
  value: Money,
  status: RedeemStatus,
  receiverName: z.string(),
  receiverPhone: z.string(),
  receivingAddress: z.string(),
  transactionReference: z.string().nullable(),
  paidAccount: z.string().nullable(),
  remark: z.string().nullable(),
  applyTime: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  decidedBy: z.string().nullable(),
});
export type TAdminOrder = z.infer<typeof ZAdminOrder>;
export const ZAdminOrderResponse = envelope(ZAdminOrder);
export const ZAdminOrdersResponse = envelope(
  z.object({
    content: z.array(ZAdminOrder),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  }),
);

/** POST /admin-api/points/orders/:id/approve: the good was sent. */
export const ZAdminApproveOrderRequest = z.object({
  transactionReference: z.string().trim().min(3).max(100),
  paidAccount: z.string().trim().max(100).optional(),
  remark: z.string().trim().max(500).optional(),
});
/** POST /admin-api/points/orders/:id/reject: the points go back. */
export const ZAdminRejectOrderRequest = z.object({ remark: z.string().trim().min(3).max(500) });
