/**
 * Points and the points mall (issue 17; docs/decisions/065-points-and-the-mall.md).
 *
 * - Earning: each closed business day, every real member's valid bet (from `bet_daily`, as rebates)
 *   earns points at the brand's rate, credited from the brand's `points_issuer` account to the
 *   member's `member_points` wallet under `points:<day>:<member>`, once however often it runs.
 *   Points never expire.
 * - Redeeming a good (payment password): the points go back to the issuer and a piece of stock is
 *   taken, in one transaction; the operator approves (with the shipment's reference) or rejects
 *   (the points are refunded and the stock returns).
 * - Exchanging points for cash (payment password): one entry moves the points back to the issuer
 *   and pays the cash from the promotion account, at the brand's rate, truncated to the minor unit.
 */
import { randomUUID } from 'node:crypto';
import type {
  TAdminMallItemRequest,
  TAdminOrder,
  TAdminPoints,
  TAdminPointsSettingsRequest,
} from '@luckwell/contracts/admin/points';
import { ADMIN_ORDERS_PAGE_SIZE } from '@luckwell/contracts/admin/points';
import { TRIAL_TYPE } from '@luckwell/contracts/member/member-info';
import {
  POINTS_PAGE_SIZE,
  PointsMessageKey,
  type TConvertRequest,
  type TMallItem,
  type TPointConfig,
  type TPointsLine,
  type TRedeemRequest,
  type TRedemption,
} from '@luckwell/contracts/member/points';
import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, AuditService } from '../admin/audit.service.ts';
import { members } from '../members/member.table.ts';
import type { MemberRow } from '../members/members.repository.ts';
import { brandByCode } from '../merchants/brand-by-code.ts';
import { merchants } from '../merchants/merchant.table.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { promotions } from '../promotions/promotion.table.ts';
import type { PromotionsService } from '../promotions/promotions.service.ts';
import { betDaily } from '../seamless/bet-daily.table.ts';
import { createWalletService, LedgerError, type WalletService } from '../wallet/wallet.service.ts';
import { mallItems, mallOrders, pointsDays, pointsSettings } from './points.table.ts';

const DAY_MS = 86_400_000;
const CATCH_UP_DAYS = 3;
const POINT = 100n; // minor units of one whole point
const LINES_PAGE = 20;

/** Points (minor units) a valid bet earns: whole hundredths of a point, truncated. */
export const pointsFor = (validBetMinor: bigint, validBetPerPointMinor: bigint) =>
  validBetPerPointMinor <= 0n ? 0n : (validBetMinor * POINT) / validBetPerPointMinor;

/** Cash (minor units) points exchange for, truncated. */
export const cashFor = (pointsMinor: bigint, cashPerPointMinor: bigint) =>
  (pointsMinor * cashPerPointMinor) / POINT;

const TYPE_OF: Record<string, TPointsLine['type']> = {
  points_earn: 'earn',
  points_redeem: 'redeem',
  points_refund: 'refund',
  points_exchange: 'exchange',
};

/** Checks a member's payment password with its lockout (the withdrawals module's). */
type PaymentPasswordCheck = (member: MemberRow, password: string, field: string) => Promise<void>;

/** What the mall asks of promotions for bonus goods (ADR 073): the promotions service. */
type BonusIssuer = Pick<PromotionsService, 'issue'>;

type Options = {
  db: Database;
  wallet: WalletService;
  checkPaymentPassword: PaymentPasswordCheck;
  audit?: AuditService;
  /** Pays bonus goods; without it (tests of goods only) bonus goods are refused. */
  bonuses?: BonusIssuer;
  now?: () => Date;
};

const pointsError = (
  status: number,
  code: ConstructorParameters<typeof AppError>[1],
  key: string,
  field?: string,
) => new AppError(status, code, key, field);

export const createPointsService = ({
  db,
  wallet,
  checkPaymentPassword,
  audit,
  bonuses,
  now = () => new Date(),
}: Options) => {
  const settingsOf = async (merchantId: number, tx: Database = db) => {
    const [row] = await tx.select().from(pointsSettings).where(eq(pointsSettings.merchantId, merchantId));
    return row;
  };
  const openSettings = async (merchantId: number) => {
    const settings = await settingsOf(merchantId);
    if (!settings?.enabled) throw pointsError(409, 'POINTS_CLOSED', PointsMessageKey.closed);
    return settings;
  };
  const words = (text: { vi: string; en: string }, language: string) =>
    language === 'en' ? text.en : text.vi;

  // ── earning ────────────────────────────────────────────────────────────────────────────────────

  /** Credits one brand's day of points to every real member with valid bet; marks the day settled. */
  const settleDay = async (merchantId: number, day: string) => {
    const settings = await settingsOf(merchantId);
    if (!settings?.enabled) return { members: 0, pointsMinor: 0n };
    const [brand] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
    if (!brand) return { members: 0, pointsMinor: 0n };
    const rows = await db
      .select({ memberId: betDaily.memberId, validBet: sql<string>`sum(${betDaily.validBetMinor})::text` })
      .from(betDaily)
      .innerJoin(members, eq(members.id, betDaily.memberId))
      .where(
        and(
          eq(betDaily.merchantId, merchantId),
          eq(betDaily.day, day),
          sql`${members.type} <> ${TRIAL_TYPE}`,
        ),
      )
      .groupBy(betDaily.memberId);
    let paid = 0;
    let total = 0n;
    for (const row of rows) {
      const points = pointsFor(BigInt(row.validBet), settings.validBetPerPointMinor);
      if (points <= 0n) continue;
      await wallet.credit({
        merchantId,
        memberId: row.memberId,
        currency: brand.currencyCode,
        wallet: 'member_points',
        amountMinor: points,
        counterparty: 'points_issuer',
        idempotencyKey: `points:${day}:${row.memberId}`,
        kind: 'points_earn',
        memo: `Points for ${day}`,
        meta: { day, validBetMinor: row.validBet },
      });
      paid += 1;
      total += points;
    }
    await db
      .insert(pointsDays)
      .values({ merchantId, day, members: paid, pointsMinor: total })
      .onConflictDoNothing();
    return { members: paid, pointsMinor: total };
  };

  /** The beat: the last few closed days of every brand with points on, each settled once. */
  const tick = async () => {
    const today = businessDayOf(now());
    const brands = await db
      .select({ merchantId: pointsSettings.merchantId })
      .from(pointsSettings)
      .where(eq(pointsSettings.enabled, true));
    for (const { merchantId } of brands) {
      const done = new Set(
        (
          await db
            .select({ day: pointsDays.day })
            .from(pointsDays)
            .where(eq(pointsDays.merchantId, merchantId))
        ).map((row) => row.day),
      );
      for (let back = CATCH_UP_DAYS; back >= 1; back -= 1) {
        const day = new Date(Date.parse(today) - back * DAY_MS).toISOString().slice(0, 10);
        if (!done.has(day)) await settleDay(merchantId, day);
      }
    }
  };

  // ── the member's side ──────────────────────────────────────────────────────────────────────────

  const balance = async (merchant: Merchant, member: MemberRow) => {
    const [points, held, [earned]] = await Promise.all([
      wallet.balance(merchant.id, member.id, merchant.currencyCode, 'member_points'),
      db
        .select({ sum: sql<string>`coalesce(sum(${mallOrders.pointsMinor}), 0)::text` })
        .from(mallOrders)
        .where(
          and(
            eq(mallOrders.merchantId, merchant.id),
            eq(mallOrders.memberId, member.id),
            eq(mallOrders.status, 'in_process'),
          ),
        )
        .then(([row]) => BigInt(row?.sum ?? 0)),
      db
        .execute(sql`select coalesce(sum(p.amount), 0)::text as sum
        from postings p join journal_entries e on e.id = p.entry_id join ledger_accounts a on a.id = p.account_id
        where a.merchant_id = ${merchant.id} and a.member_id = ${member.id} and a.kind = 'member_points'
          and e.kind = 'points_earn'`)
        .then((result) => (result as unknown as { rows: { sum: string }[] }).rows),
    ]);
    return {
      balance: fromMinorUnits(points),
      held: fromMinorUnits(held),
      earnedTotal: fromMinorUnits(BigInt(earned?.sum ?? 0)),
    };
  };

  const config = async (merchant: Merchant): Promise<TPointConfig> => {
    const settings = await settingsOf(merchant.id);
    const cashPerPoint = settings?.cashPerPointMinor ?? null;
    return {
      enabled: settings?.enabled ?? false,
      validBetPerPoint: fromMinorUnits(settings?.validBetPerPointMinor ?? 0n),
      cashPerPoint: cashPerPoint === null ? null : fromMinorUnits(cashPerPoint),
      minExchange: fromMinorUnits(settings?.minExchangeMinor ?? 0n),
      table:
        cashPerPoint === null
          ? []
          : [100n, 500n, 1_000n, 5_000n, 10_000n].map((whole) => ({
              points: fromMinorUnits(whole * POINT),
              cash: fromMinorUnits(cashFor(whole * POINT, cashPerPoint)),
            })),
      currencySymbol: merchant.currencySymbol,
    };
  };

  const items = async (merchant: Merchant, language: string) => {
    // A bonus good shows the wagering its promotion asks (ADR 073).
    const rows = await db
      .select({ item: mallItems, wageringMultiplier: promotions.wageringMultiplier })
      .from(mallItems)
      .leftJoin(promotions, eq(promotions.id, mallItems.bonusPromotionId))
      .where(and(eq(mallItems.merchantId, merchant.id), eq(mallItems.enabled, true)))
      .orderBy(mallItems.sort, mallItems.id);
    const list: TMallItem[] = rows.map(({ item: row, wageringMultiplier }) => ({
      id: row.id,
      name: words(row.name, language),
      description: words(row.description, language),
      imageUrl: row.imageUrl,
      points: fromMinorUnits(row.pointsMinor),
      value: fromMinorUnits(row.valueMinor),
      available: row.stock,
      kind: row.bonusPromotionId === null ? 'goods' : 'bonus',
      wageringMultiplier: row.bonusPromotionId === null ? null : (wageringMultiplier ?? 0),
    }));
    return { list, currencySymbol: merchant.currencySymbol };
  };

  const redemptionDto = (
    order: typeof mallOrders.$inferSelect,
    item: Pick<typeof mallItems.$inferSelect, 'name'>,
    language: string,
  ): TRedemption => ({
    id: order.id,
    productName: words(item.name, language),
    quantity: order.quantity,
    points: fromMinorUnits(order.pointsMinor),
    status: order.status as TRedemption['status'],
    receivingAddress: order.receivingAddress,
    transactionReference: order.transactionReference,
    remark: order.remark,
    applyTime: order.createdAt.toISOString(),
    decidedAt: order.decidedAt?.toISOString() ?? null,
  });

  /** Pays a bonus good's value × quantity as the promotion's bonus, once per order. */
  const payBonusGood = async (
    tx: Database,
    item: typeof mallItems.$inferSelect & { bonusPromotionId: number },
    merchant: Merchant,
    member: MemberRow,
    order: typeof mallOrders.$inferSelect,
  ) => {
    if (!bonuses)
      throw pointsError(404, 'POINTS_ITEM_NOT_FOUND', PointsMessageKey.itemNotFound, 'body.itemId');
    return bonuses.issue(tx, {
      merchantId: merchant.id,
      promotionId: item.bonusPromotionId,
      memberId: member.id,
      amountMinor: item.valueMinor * BigInt(order.quantity),
      claimKey: `${item.bonusPromotionId}:${member.id}:mall:${order.id}`,
    });
  };

  /**
   * Buys a good with points: the points are spent and a piece of stock taken; the operator then
   * sends the good — or, for bonus money, it is paid at once (ADR 073).
   */
  const redeem = async (merchant: Merchant, member: MemberRow, body: TRedeemRequest, language: string) => {
    await openSettings(merchant.id);
    const [item] = await db
      .select()
      .from(mallItems)
      .where(
        and(
          eq(mallItems.merchantId, merchant.id),
          eq(mallItems.id, body.itemId),
          eq(mallItems.enabled, true),
        ),
      );
    if (!item) throw pointsError(404, 'POINTS_ITEM_NOT_FOUND', PointsMessageKey.itemNotFound, 'body.itemId');
    const bonusGood = item.bonusPromotionId !== null;
    // Goods are sent: they need a receiver; bonus money needs none.
    if (!bonusGood) {
      for (const field of ['receiverName', 'receiverPhone', 'receivingAddress'] as const) {
        if (!body[field]) throw new AppError(400, 'VALIDATION_FAILED', 'in_input_error', `body.${field}`);
      }
    }
    await checkPaymentPassword(member, body.paymentPassword, 'body.paymentPassword');
    const points = item.pointsMinor * BigInt(body.quantity);
    const available = await wallet.balance(merchant.id, member.id, merchant.currencyCode, 'member_points');
    if (available < points) {
      throw pointsError(409, 'POINTS_NOT_ENOUGH', PointsMessageKey.notEnough, 'body.quantity').with({
        params: { balance: fromMinorUnits(available), needed: fromMinorUnits(points) },
      });
    }
    try {
      const order = await db.transaction(async (txHandle) => {
        const tx = txHandle as unknown as Database;
        if (item.stock !== null) {
          const [taken] = await tx
            .update(mallItems)
            .set({ stock: sql`${mallItems.stock} - ${body.quantity}` })
            .where(and(eq(mallItems.id, item.id), sql`${mallItems.stock} >= ${body.quantity}`))
            .returning();
          if (!taken)
            throw pointsError(409, 'POINTS_OUT_OF_STOCK', PointsMessageKey.outOfStock, 'body.quantity');
        }
        const [row] = await tx
          .insert(mallOrders)
          .values({
            merchantId: merchant.id,
            memberId: member.id,
            itemId: item.id,
            quantity: body.quantity,
            pointsMinor: points,
            receiverName: body.receiverName?.trim() ?? '',
            receiverPhone: body.receiverPhone?.trim() ?? '',
            receivingAddress: body.receivingAddress?.trim() ?? '',
          })
          .returning();
        if (!row) throw new Error('points: the order was not written');
        const { entryId } = await createWalletService(tx).debit({
          merchantId: merchant.id,
          memberId: member.id,
          currency: merchant.currencyCode,
          wallet: 'member_points',
          amountMinor: points,
          counterparty: 'points_issuer',
          idempotencyKey: `redeem:${row.id}`,
          kind: 'points_redeem',
          memo: `Points mall order #${row.id}`,
          meta: { orderId: row.id },
        });
        // Bonus money is paid in the same transaction and the order is done (ADR 073).
        const paid =
          bonusGood && item.bonusPromotionId !== null
            ? await payBonusGood(
                tx,
                { ...item, bonusPromotionId: item.bonusPromotionId },
                merchant,
                member,
                row,
              )
            : undefined;
        const [spent] = await tx
          .update(mallOrders)
          .set(
            paid
              ? {
                  entryId,
                  status: 'approved',
                  decidedAt: now(),
                  decidedBy: 'system',
                  transactionReference: `Bonus #${paid.id}`,
                }
              : { entryId },
          )
          .where(eq(mallOrders.id, row.id))
          .returning();
        return spent ?? row;
      });
      return redemptionDto(order, item, language);
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'insufficient_funds') {
        throw pointsError(409, 'POINTS_NOT_ENOUGH', PointsMessageKey.notEnough, 'body.quantity');
      }
      throw error;
    }
  };

  const redemptions = async (merchant: Merchant, member: MemberRow, page: number, language: string) => {
    const mine = and(eq(mallOrders.merchantId, merchant.id), eq(mallOrders.memberId, member.id));
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(mallOrders).where(mine),
      db
        .select({ order: mallOrders, name: mallItems.name })
        .from(mallOrders)
        .innerJoin(mallItems, eq(mallItems.id, mallOrders.itemId))
        .where(mine)
        .orderBy(desc(mallOrders.id))
        .limit(POINTS_PAGE_SIZE)
        .offset((page - 1) * POINTS_PAGE_SIZE),
    ]);
    return {
      content: rows.map(({ order, name }) => redemptionDto(order, { name }, language)),
      pageNum: page,
      totalPages: Math.max(1, Math.ceil((total?.n ?? 0) / POINTS_PAGE_SIZE)),
    };
  };

  /** Exchanges points for cash at the brand's rate, in one entry: points to the issuer, cash from promotions. */
  const convert = async (merchant: Merchant, member: MemberRow, body: TConvertRequest) => {
    const settings = await openSettings(merchant.id);
    if (settings.cashPerPointMinor === null) {
      throw pointsError(409, 'POINTS_NO_EXCHANGE', PointsMessageKey.noExchange);
    }
    const points = toMinorUnits(body.points);
    if (points <= 0n || points < settings.minExchangeMinor) {
      throw pointsError(400, 'POINTS_BELOW_MINIMUM', PointsMessageKey.belowMinimum, 'body.points').with({
        params: { min: fromMinorUnits(settings.minExchangeMinor) },
      });
    }
    const cash = cashFor(points, settings.cashPerPointMinor);
    if (cash <= 0n) {
      throw pointsError(400, 'POINTS_BELOW_MINIMUM', PointsMessageKey.belowMinimum, 'body.points').with({
        params: { min: fromMinorUnits(settings.minExchangeMinor) },
      });
    }
    await checkPaymentPassword(member, body.paymentPassword, 'body.paymentPassword');
    const ids = await Promise.all([
      wallet.memberAccountId(merchant.id, member.id, merchant.currencyCode, 'member_points'),
      wallet.brandAccountId(merchant.id, 'points_issuer', merchant.currencyCode),
      wallet.brandAccountId(merchant.id, 'promotion', merchant.currencyCode),
      wallet.memberAccountId(merchant.id, member.id, merchant.currencyCode, 'member_cash'),
    ]);
    try {
      await wallet.post({
        merchantId: merchant.id,
        idempotencyKey: `points-exchange:${member.id}:${randomUUID()}`,
        kind: 'points_exchange',
        memo: `${body.points} points exchanged`,
        meta: { points: body.points, cash: fromMinorUnits(cash) },
        postings: [
          { accountId: ids[0], amount: -points },
          { accountId: ids[1], amount: points },
          { accountId: ids[2], amount: -cash },
          { accountId: ids[3], amount: cash },
        ],
      });
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'insufficient_funds') {
        throw pointsError(409, 'POINTS_NOT_ENOUGH', PointsMessageKey.notEnough, 'body.points');
      }
      throw error;
    }
    const left = await wallet.balance(merchant.id, member.id, merchant.currencyCode, 'member_points');
    return { points: fromMinorUnits(points), cash: fromMinorUnits(cash), balance: fromMinorUnits(left) };
  };

  /** The points wallet's lines, newest first, a page before `before` (a posting id). */
  const lines = async (merchant: Merchant, member: MemberRow, before: number | undefined) => {
    const accountId = await wallet.memberAccountId(
      merchant.id,
      member.id,
      merchant.currencyCode,
      'member_points',
    );
    const page = await wallet.history(merchant.id, accountId, { limit: LINES_PAGE + 1, beforeId: before });
    const shown = page.slice(0, LINES_PAGE);
    return {
      content: shown.map((line) => ({
        id: line.postingId,
        type: TYPE_OF[line.kind] ?? ('adjust' as const),
        changedPoints: fromMinorUnits(line.amount),
        balance: fromMinorUnits(line.balanceAfter),
        remark: line.memo ?? '',
        at: line.createdAt.toISOString(),
      })),
      next: page.length > LINES_PAGE ? (shown.at(-1)?.postingId ?? null) : null,
    };
  };

  // ── the back office ────────────────────────────────────────────────────────────────────────────

  const adminPoints = async (merchantCode: string): Promise<TAdminPoints> => {
    const brand = await brandByCode(db, merchantCode);
    const [settings, rows, redeemed, [sums]] = await Promise.all([
      settingsOf(brand.id),
      db
        .select()
        .from(mallItems)
        .where(eq(mallItems.merchantId, brand.id))
        .orderBy(mallItems.sort, mallItems.id),
      db
        .select({ itemId: mallOrders.itemId, n: sql<number>`coalesce(sum(${mallOrders.quantity}), 0)::int` })
        .from(mallOrders)
        .where(
          and(eq(mallOrders.merchantId, brand.id), inArray(mallOrders.status, ['in_process', 'approved'])),
        )
        .groupBy(mallOrders.itemId),
      db
        .execute(sql`select
          coalesce((select -sum(balance) from ledger_accounts where merchant_id = ${brand.id} and kind = 'points_issuer'), 0)::text as outstanding,
          coalesce((select sum(points_minor) from points_days where merchant_id = ${brand.id}), 0)::text as earned`)
        .then((result) => (result as unknown as { rows: { outstanding: string; earned: string }[] }).rows),
    ]);
    const redeemedOf = new Map(redeemed.map((row) => [row.itemId, row.n]));
    return {
      merchantCode: brand.code,
      settings: {
        enabled: settings?.enabled ?? false,
        validBetPerPoint: fromMinorUnits(settings?.validBetPerPointMinor ?? 0n),
        cashPerPoint: settings?.cashPerPointMinor == null ? null : fromMinorUnits(settings.cashPerPointMinor),
        minExchange: fromMinorUnits(settings?.minExchangeMinor ?? 0n),
      },
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        imageUrl: row.imageUrl,
        points: fromMinorUnits(row.pointsMinor),
        value: fromMinorUnits(row.valueMinor),
        stock: row.stock,
        bonusPromotionId: row.bonusPromotionId,
        sort: row.sort,
        enabled: row.enabled,
        redeemed: redeemedOf.get(row.id) ?? 0,
      })),
      outstanding: fromMinorUnits(BigInt(sums?.outstanding ?? 0)),
      earned: fromMinorUnits(BigInt(sums?.earned ?? 0)),
      currencySymbol: brand.currencySymbol,
    };
  };

  const audited = <T>(work: (tx: Database) => Promise<T>) => {
    if (!audit) throw new Error('points are changed with an audit service');
    return audit.transaction(work);
  };

  const updateSettings = async (actor: Actor, request: TAdminPointsSettingsRequest) => {
    const brand = await brandByCode(db, request.merchantCode.trim().toUpperCase());
    const perPoint = toMinorUnits(request.validBetPerPoint);
    if (perPoint <= 0n)
      throw new AppError(400, 'VALIDATION_FAILED', 'in_input_error', 'body.validBetPerPoint');
    const fields = {
      enabled: request.enabled,
      validBetPerPointMinor: perPoint,
      cashPerPointMinor: request.cashPerPoint === null ? null : toMinorUnits(request.cashPerPoint),
      minExchangeMinor: toMinorUnits(request.minExchange),
    };
    await audited(async (tx) => {
      await tx
        .insert(pointsSettings)
        .values({ merchantId: brand.id, ...fields })
        .onConflictDoUpdate({ target: pointsSettings.merchantId, set: { ...fields, updatedAt: now() } });
      await audit?.record(tx, actor, {
        action: 'points.settings',
        target: { type: 'merchant', id: brand.code },
        merchantId: brand.id,
        before: null,
        after: { ...request, reason: request.reason.trim() },
      });
    });
    return adminPoints(brand.code);
  };

  const saveItem = async (actor: Actor, request: TAdminMallItemRequest, id?: number) => {
    const brand = await brandByCode(db, request.merchantCode.trim().toUpperCase());
    const fields = {
      name: request.name,
      description: request.description,
      imageUrl: request.imageUrl,
      pointsMinor: toMinorUnits(request.points),
      valueMinor: toMinorUnits(request.value),
      stock: request.stock,
      sort: request.sort,
      enabled: request.enabled,
      bonusPromotionId: request.bonusPromotionId ?? null,
    };
    if (fields.pointsMinor <= 0n)
      throw new AppError(400, 'VALIDATION_FAILED', 'in_input_error', 'body.points');
    if (fields.bonusPromotionId !== null) {
      // Bonus money is paid under one of the brand's promotions, and is worth something.
      const [promotion] = await db
        .select({ id: promotions.id })
        .from(promotions)
        .where(and(eq(promotions.id, fields.bonusPromotionId), eq(promotions.merchantId, brand.id)));
      if (!promotion) throw new AppError(400, 'VALIDATION_FAILED', 'in_input_error', 'body.bonusPromotionId');
      if (fields.valueMinor <= 0n)
        throw new AppError(400, 'VALIDATION_FAILED', 'in_input_error', 'body.value');
    }
    await audited(async (tx) => {
      const [saved] =
        id === undefined
          ? await tx
              .insert(mallItems)
              .values({ ...fields, merchantId: brand.id })
              .returning()
          : await tx
              .update(mallItems)
              .set(fields)
              .where(and(eq(mallItems.id, id), eq(mallItems.merchantId, brand.id)))
              .returning();
      if (!saved) throw pointsError(404, 'POINTS_ITEM_NOT_FOUND', PointsMessageKey.itemNotFound, 'params.id');
      await audit?.record(tx, actor, {
        action: 'points.item',
        target: { type: 'mall_item', id: String(saved.id) },
        merchantId: brand.id,
        before: null,
        after: {
          name: saved.name,
          points: request.points,
          stock: saved.stock,
          reason: request.reason.trim(),
        },
      });
    });
    return adminPoints(brand.code);
  };

  const adminOrderDto = (
    order: typeof mallOrders.$inferSelect,
    item: typeof mallItems.$inferSelect,
    account: string,
  ): TAdminOrder => ({
    id: order.id,
    account,
    productName: item.name.en,
    quantity: order.quantity,
    points: fromMinorUnits(order.pointsMinor),
    value: fromMinorUnits(item.valueMinor * BigInt(order.quantity)),
    status: order.status as TAdminOrder['status'],
    receiverName: order.receiverName,
    receiverPhone: order.receiverPhone,
    receivingAddress: order.receivingAddress,
    transactionReference: order.transactionReference,
    paidAccount: order.paidAccount,
    remark: order.remark,
    applyTime: order.createdAt.toISOString(),
    decidedAt: order.decidedAt?.toISOString() ?? null,
    decidedBy: order.decidedBy,
  });

  const orders = async (query: { merchantCode: string; status?: string | undefined; page: number }) => {
    const brand = await brandByCode(db, query.merchantCode);
    const where = and(
      eq(mallOrders.merchantId, brand.id),
      ...(query.status ? [eq(mallOrders.status, query.status)] : []),
    );
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(mallOrders).where(where),
      db
        .select({ order: mallOrders, item: mallItems, account: members.account })
        .from(mallOrders)
        .innerJoin(mallItems, eq(mallItems.id, mallOrders.itemId))
        .innerJoin(members, eq(members.id, mallOrders.memberId))
        .where(where)
        .orderBy(desc(mallOrders.id))
        .limit(ADMIN_ORDERS_PAGE_SIZE)
        .offset((query.page - 1) * ADMIN_ORDERS_PAGE_SIZE),
    ]);
    const n = total?.n ?? 0;
    return {
      content: rows.map(({ order, item, account }) => adminOrderDto(order, item, account)),
      pageNum: query.page,
      totalPages: Math.max(1, Math.ceil(n / ADMIN_ORDERS_PAGE_SIZE)),
      total: n,
    };
  };

  /**
   * Decides an order once (`… where status = 'in_process'`): approved records the shipment;
   * rejected refunds the points and returns the stock. Audited.
   */
  const decide = async (
    actor: Actor,
    id: number,
    decision:
      | {
          status: 'approved';
          transactionReference: string;
          paidAccount?: string | undefined;
          remark?: string | undefined;
        }
      | { status: 'rejected'; remark: string },
  ) => {
    const row = await audited(async (tx) => {
      const [order] = await tx
        .update(mallOrders)
        .set({
          status: decision.status,
          decidedAt: now(),
          decidedBy: actor.operatorName,
          remark: decision.remark?.trim() || null,
          ...(decision.status === 'approved'
            ? {
                transactionReference: decision.transactionReference.trim(),
                paidAccount: decision.paidAccount?.trim() || null,
              }
            : {}),
        })
        .where(and(eq(mallOrders.id, id), eq(mallOrders.status, 'in_process')))
        .returning();
      if (!order) {
        const [exists] = await tx.select({ id: mallOrders.id }).from(mallOrders).where(eq(mallOrders.id, id));
        throw exists
          ? pointsError(409, 'POINTS_ORDER_NOT_PENDING', PointsMessageKey.orderNotPending)
          : pointsError(404, 'NOT_FOUND', 'in_not_found', 'params.id');
      }
      if (decision.status === 'rejected') {
        const [brand] = await tx.select().from(merchants).where(eq(merchants.id, order.merchantId));
        if (!brand) throw new Error(`points: order ${order.id} has no brand`);
        await createWalletService(tx).credit({
          merchantId: order.merchantId,
          memberId: order.memberId,
          currency: brand.currencyCode,
          wallet: 'member_points',
          amountMinor: order.pointsMinor,
          counterparty: 'points_issuer',
          idempotencyKey: `redeem-refund:${order.id}`,
          kind: 'points_refund',
          memo: `Points mall order #${order.id} rejected`,
          meta: { orderId: order.id },
        });
      }
      if (decision.status === 'rejected') {
        await tx
          .update(mallItems)
          .set({ stock: sql`${mallItems.stock} + ${order.quantity}` })
          .where(and(eq(mallItems.id, order.itemId), sql`${mallItems.stock} is not null`));
      }
      await audit?.record(tx, actor, {
        action: decision.status === 'approved' ? 'points.approve' : 'points.reject',
        target: { type: 'mall_order', id: String(order.id) },
        merchantId: order.merchantId,
        before: { status: 'in_process' },
        after: { ...decision },
      });
      return order;
    });
    const [view] = await db
      .select({ item: mallItems, account: members.account })
      .from(mallItems)
      .innerJoin(members, eq(members.id, row.memberId))
      .where(eq(mallItems.id, row.itemId));
    if (!view) throw new Error(`points: order ${row.id} lost its item`);
    return adminOrderDto(row, view.item, view.account);
  };

  return {
    settleDay,
    tick,
    balance,
    config,
    items,
    redeem,
    redemptions,
    convert,
    lines,
    adminPoints,
    updateSettings,
    saveItem,
    orders,
    decide,
  };
};

export type PointsService = ReturnType<typeof createPointsService>;
