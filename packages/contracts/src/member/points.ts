/**
 * Points and the points mall (issue 17 "Rebates, VIP, points"; spec §3 "Points", §4 "Redeem history
 * status", §7 the points calls; docs/decisions/065-points-and-the-mall.md). Points are earned on
 * each business day's valid bet, never expire, and are spent on the mall's goods (sent by the
 * operator) or exchanged for cash at the brand's rate. Points amounts are two-decimal strings like
 * money (hundredths of a point inside).
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

/** A points amount on the wire: two decimals, like money. */
export const Points = Money;

/** GET /relay/MCS2_getPointBalance */
export const ZPointBalance = z.object({
  balance: Points,
  /** Points spent on redemptions the operator has not decided yet (refunded if one is rejected). */
  held: Points,
  earnedTotal: Points,
});
export const ZPointBalanceResponse = envelope(ZPointBalance);

/** GET /relay/MCS2_getPointConfig: how points are earned and what they exchange for. */
export const ZPointConfig = z.object({
  enabled: z.boolean(),
  /** Valid bet that earns one point. */
  validBetPerPoint: Money,
  /** Cash one point exchanges for; null: the brand has no exchange. */
  cashPerPoint: Money.nullable(),
  minExchange: Points,
  /** The conversion table the page shows: points → cash. */
  table: z.array(z.object({ points: Points, cash: Money })),
  currencySymbol: z.string(),
});
export type TPointConfig = z.infer<typeof ZPointConfig>;
export const ZPointConfigResponse = envelope(ZPointConfig);

export const ZMallItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  points: Points,
  value: Money,
  /** Pieces left; null: unlimited. */
  available: z.number().int().nullable(),
  /**
   * `goods` are sent by the operator to the receiver; `bonus` pays its value at once as bonus money
   * under a promotion's wagering terms (ADR 073), with `wageringMultiplier` × the bonus to bet
   * (0: straight to the main wallet).
   */
  kind: z.enum(['goods', 'bonus']).default('goods'),
  wageringMultiplier: z.number().int().nullable().default(null),
});
export type TMallItem = z.infer<typeof ZMallItem>;

/** GET /relay/MCS2_getPointReward?language= : the mall's goods, in the operator's order. */
export const ZMallItemsResponse = envelope(
  z.object({ list: z.array(ZMallItem), currencySymbol: z.string() }),
);

export const RedeemStatus = z.enum(['in_process', 'approved', 'rejected']);
export type TRedeemStatus = z.infer<typeof RedeemStatus>;

/**
 * POST /relay/passwordCheck/MCS2_redeemPointReward (sealed): buy a good with points. The receiver
 * is required for goods the operator sends, and not asked for bonus money.
 */
export const ZRedeemRequest = z.object({
  itemId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(10),
  receiverName: z.string().trim().min(2).max(64).optional(),
  receiverPhone: z
    .string()
    .trim()
    .regex(/^\+?\d{8,15}$/)
    .optional(),
  receivingAddress: z.string().trim().min(8).max(300).optional(),
  paymentPassword: z.string().min(1).max(32),
});
export type TRedeemRequest = z.input<typeof ZRedeemRequest>;

export const ZRedemption = z.object({
  id: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  points: Points,
  status: RedeemStatus,
  receivingAddress: z.string(),
  transactionReference: z.string().nullable(),
  remark: z.string().nullable(),
  applyTime: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type TRedemption = z.infer<typeof ZRedemption>;
export const ZRedemptionResponse = envelope(ZRedemption);

/** GET /relay/MCS2_getRedeemPointList?page= */
export const ZPageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const POINTS_PAGE_SIZE = 10;
export const ZRedemptionsResponse = envelope(
  z.object({ content: z.array(ZRedemption), pageNum: z.number().int(), totalPages: z.number().int() }),
);

/** POST /relay/passwordCheck/MCS2_convertPoint (sealed): points for cash at the brand's rate. */
export const ZConvertRequest = z.object({ points: Points, paymentPassword: z.string().min(1).max(32) });
export type TConvertRequest = z.input<typeof ZConvertRequest>;
export const ZConvertResponse = envelope(z.object({ points: Points, cash: Money, balance: Points }));

/** GET /relay/ODSFE2_MemTransDet?before= : the points wallet's lines, newest first, a page at a time. */
export const ZPointsLinesQuery = z.object({ before: z.coerce.number().int().positive().optional() });
export const PointsLineType = z.enum(['earn', 'redeem', 'refund', 'exchange', 'adjust']);
export const ZPointsLine = z.object({
  id: z.number().int(),
  type: PointsLineType,
  changedPoints: Points,
  balance: Points,
  remark: z.string(),
  at: z.iso.datetime(),
});
export type TPointsLine = z.infer<typeof ZPointsLine>;
export const ZPointsLinesResponse = envelope(
  /** `next`: the `before` of the next page; null on the last. */
  z.object({ content: z.array(ZPointsLine), next: z.number().int().nullable() }),
);

/** Message keys of points (web: the common bundle). */
export const PointsMessageKey = {
  closed: 'in_points_closed',
  itemNotFound: 'in_points_item_not_found',
  outOfStock: 'in_points_out_of_stock',
  notEnough: 'in_points_not_enough',
  belowMinimum: 'in_points_below_minimum',
  noExchange: 'in_points_no_exchange',
  orderNotPending: 'in_points_order_not_pending',
} as const;
