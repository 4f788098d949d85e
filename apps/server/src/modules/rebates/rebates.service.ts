/**
 * Rebates (issue 17; docs/decisions/062-rebates.md): each business day, every real member is paid a
 * share of their valid bet per game category, at the brand's rate for it, the next day. Computed
 * from the daily aggregates (`bet_daily`), never the rounds: a round's valid bet is what the
 * settlement recorded (capped at the stake, nothing for a void round). A day's rebates are written
 * once per member (the table's key), then each is paid through the wallet from the brand's
 * promotion account under `rebate:<day>:<member>`: settling a day again, or on two servers at once,
 * pays once. A day is marked settled when every rebate of it is paid; the beat looks back over the
 * last few closed days, so a server that was down pays what it missed.
 */
import {
  ADMIN_REBATE_DAYS,
  type TAdminRebateDays,
  type TAdminRebateRates,
  type TAdminUpdateRebateRatesRequest,
} from '@luckwell/contracts/admin/rebates';
import { basisPointsToRate, rateToBasisPoints } from '@luckwell/contracts/agent/agent-contracts';
import type { TGameCategory } from '@luckwell/contracts/games/game-menus';
import { TRIAL_TYPE } from '@luckwell/contracts/member/member-info';
import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import {
  DEFAULT_REBATE_BASIS_POINTS,
  REBATE_CATEGORIES,
  REBATES_PAGE_SIZE,
  type TRebateRate,
  type TRebates,
  type TRebatesQuery,
  ZRebatesQuery,
} from '@luckwell/contracts/member/rebates';
import { fromMinorUnits } from '@luckwell/contracts/money';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { type DailyAmount, type MemberPeriod, sumByBusinessDay } from '../../platform/business-day.ts';
import type { Actor, AuditService } from '../admin/audit.service.ts';
import { brandByCode } from '../merchants/brand-by-code.ts';
import { merchants } from '../merchants/merchant.table.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { rebateDays, rebateRates, rebates, type StoredRebateLine } from './rebate.table.ts';

const DAY_MS = 86_400_000;
/** How many closed days the beat looks back over. */
const CATCH_UP_DAYS = 3;
const shift = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

type Rates = Map<string, number | null>;

/** A brand's rates: the spec's defaults, then its own rows over them. */
const mergedRates = (rows: { category: string; rateBp: number | null }[]): Rates => {
  const rates: Rates = new Map(
    REBATE_CATEGORIES.map((category) => [category, DEFAULT_REBATE_BASIS_POINTS[category] ?? null]),
  );
  for (const row of rows) rates.set(row.category, row.rateBp);
  return rates;
};

const rateList = (rates: Rates): TRebateRate[] =>
  REBATE_CATEGORIES.map((category) => {
    const bp = rates.get(category) ?? null;
    return { category, rate: bp === null ? null : basisPointsToRate(bp) };
  });

/** What `validBet` earns at `rateBp`, truncated to the minor unit. */
export const rebateOf = (validBetMinor: bigint, rateBp: number) => (validBetMinor * BigInt(rateBp)) / 10_000n;

type Options = {
  db: Database;
  wallet: WalletService;
  /** The back office's changes of rates are audited. */
  audit?: AuditService;
  /** Basis points each member's VIP level adds to every rate the brand pays (ADR 066). */
  vipExtras?: (merchantId: number) => Promise<Map<number, number>>;
  now?: () => Date;
};

export const createRebatesService = ({ db, wallet, audit, vipExtras, now = () => new Date() }: Options) => {
  const ratesOf = async (merchantId: number): Promise<Rates> =>
    mergedRates(
      await db
        .select({ category: rebateRates.category, rateBp: rebateRates.rateBp })
        .from(rebateRates)
        .where(eq(rebateRates.merchantId, merchantId)),
    );

  /** Writes the day's rebates (once per member), pays every unpaid one, and marks the day. */
  const settleDay = async (merchant: { id: number; currencyCode: string }, day: string) => {
    const rates = await ratesOf(merchant.id);
    const extras = vipExtras ? await vipExtras(merchant.id) : new Map<number, number>();
    const played = rowsOf<{ member_id: number; category: string; valid_bet: string }>(
      await db.execute(sql`
        select bd.member_id, bd.category, sum(bd.valid_bet_minor)::text as valid_bet
        from bet_daily bd
        join members m on m.id = bd.member_id and m.type <> ${TRIAL_TYPE}
        where bd.merchant_id = ${merchant.id} and bd.day = ${day}::date
        group by bd.member_id, bd.category
        order by bd.member_id, bd.category`),
    );
    const byMember = new Map<number, StoredRebateLine[]>();
    for (const row of played) {
      const brandBp = rates.get(row.category) ?? null;
      // A category the brand pays no rebate on stays unpaid whatever the member's level.
      if (brandBp === null || brandBp <= 0) continue;
      const rateBp = brandBp + (extras.get(Number(row.member_id)) ?? 0);
      const amount = rebateOf(BigInt(row.valid_bet), rateBp);
      const lines = byMember.get(Number(row.member_id)) ?? [];
      lines.push({
        category: row.category,
        validBetMinor: row.valid_bet,
        rateBp,
        amountMinor: String(amount),
      });
      byMember.set(Number(row.member_id), lines);
    }
    const due = [...byMember].flatMap(([memberId, lines]) => {
      const amountMinor = lines.reduce((sum, line) => sum + BigInt(line.amountMinor), 0n);
      const validBetMinor = lines.reduce((sum, line) => sum + BigInt(line.validBetMinor), 0n);
      return amountMinor > 0n
        ? [{ merchantId: merchant.id, memberId, day, validBetMinor, amountMinor, lines }]
        : [];
    });
    for (let at = 0; at < due.length; at += 500) {
      await db
        .insert(rebates)
        .values(due.slice(at, at + 500))
        .onConflictDoNothing();
    }
    const unpaid = await db
      .select({ memberId: rebates.memberId, amountMinor: rebates.amountMinor })
      .from(rebates)
      .where(and(eq(rebates.merchantId, merchant.id), eq(rebates.day, day), isNull(rebates.paidAt)));
    for (const row of unpaid) {
      const paid = await wallet.credit({
        merchantId: merchant.id,
        memberId: row.memberId,
        currency: merchant.currencyCode,
        amountMinor: row.amountMinor,
        counterparty: 'promotion',
        idempotencyKey: `rebate:${day}:${row.memberId}`,
        kind: 'rebate',
        memo: `Rebate ${day}`,
        meta: { day },
      });
      await db
        .update(rebates)
        .set({ paidAt: now(), entryId: paid.entryId })
        .where(
          and(
            eq(rebates.merchantId, merchant.id),
            eq(rebates.memberId, row.memberId),
            eq(rebates.day, day),
            isNull(rebates.paidAt),
          ),
        );
    }
    const [sums] = await db
      .select({ members: count(), amount: sql<string>`coalesce(sum(${rebates.amountMinor}), 0)::text` })
      .from(rebates)
      .where(and(eq(rebates.merchantId, merchant.id), eq(rebates.day, day)));
    await db
      .insert(rebateDays)
      .values({
        merchantId: merchant.id,
        day,
        members: Number(sums?.members ?? 0),
        amountMinor: BigInt(sums?.amount ?? 0),
      })
      .onConflictDoNothing();
    return { members: Number(sums?.members ?? 0), amountMinor: BigInt(sums?.amount ?? 0) };
  };

  /** The scheduler's beat: every brand's last closed days not yet settled, oldest first. */
  const tick = async () => {
    const today = businessDayOf(now());
    const days = Array.from({ length: CATCH_UP_DAYS }, (_, k) => shift(today, -CATCH_UP_DAYS + k));
    const brands = await db
      .select({ id: merchants.id, currencyCode: merchants.currencyCode })
      .from(merchants);
    for (const brand of brands) {
      const settled = new Set(
        (
          await db
            .select({ day: rebateDays.day })
            .from(rebateDays)
            .where(and(eq(rebateDays.merchantId, brand.id), inArray(rebateDays.day, days)))
        ).map((row) => row.day),
      );
      for (const day of days) if (!settled.has(day)) await settleDay(brand, day);
    }
  };

  /** The member's rewards centre: the brand's rates and their rebates, newest day first. */
  const memberRebates = async (
    merchant: { id: number; currencySymbol: string },
    memberId: number,
    raw: TRebatesQuery,
  ): Promise<TRebates> => {
    const query = ZRebatesQuery.parse(raw);
    const mine = and(eq(rebates.merchantId, merchant.id), eq(rebates.memberId, memberId));
    const monthStart = `${businessDayOf(now()).slice(0, 8)}01`;
    const [rates, [sums], page] = await Promise.all([
      ratesOf(merchant.id),
      db
        .select({
          days: count(),
          total: sql<string>`coalesce(sum(${rebates.amountMinor}), 0)::text`,
          thisMonth: sql<string>`coalesce(sum(${rebates.amountMinor}) filter (where ${rebates.day} >= ${monthStart}::date), 0)::text`,
        })
        .from(rebates)
        .where(and(mine, sql`${rebates.paidAt} is not null`)),
      db
        .select()
        .from(rebates)
        .where(and(mine, sql`${rebates.paidAt} is not null`))
        .orderBy(desc(rebates.day))
        .limit(REBATES_PAGE_SIZE)
        .offset((query.page - 1) * REBATES_PAGE_SIZE),
    ]);
    const days = Number(sums?.days ?? 0);
    return {
      rates: rateList(rates),
      thisMonth: fromMinorUnits(BigInt(sums?.thisMonth ?? 0)),
      total: fromMinorUnits(BigInt(sums?.total ?? 0)),
      content: page.map((row) => ({
        day: row.day,
        validBet: fromMinorUnits(row.validBetMinor),
        amount: fromMinorUnits(row.amountMinor),
        paidAt: (row.paidAt ?? row.createdAt).toISOString(),
        lines: row.lines.map((line) => ({
          category: line.category as TGameCategory,
          validBet: fromMinorUnits(BigInt(line.validBetMinor)),
          rate: basisPointsToRate(line.rateBp),
          amount: fromMinorUnits(BigInt(line.amountMinor)),
        })),
      })),
      pageNum: query.page,
      totalPages: Math.max(1, Math.ceil(days / REBATES_PAGE_SIZE)),
      days,
      currencySymbol: merchant.currencySymbol,
    };
  };

  /** Rebates paid to a member per business day they were paid on: the profit and loss page's. */
  const memberDaily = (period: MemberPeriod): Promise<DailyAmount[]> =>
    sumByBusinessDay(db, {
      table: rebates,
      at: rebates.paidAt,
      amount: rebates.amountMinor,
      where: and(eq(rebates.merchantId, period.merchantId), eq(rebates.memberId, period.memberId)),
      period,
    });

  const brandOf = (merchantCode: string) => brandByCode(db, merchantCode);

  /** The brand's rates as the back office edits them: every category, in the spec's order. */
  const adminRates = async (merchantCode: string): Promise<TAdminRebateRates> => {
    const brand = await brandOf(merchantCode);
    return { merchantCode: brand.code, rates: rateList(await ratesOf(brand.id)) };
  };

  /** The operator's rates (audited in the same transaction): each category listed is set. */
  const updateRates = async (actor: Actor, request: TAdminUpdateRebateRatesRequest) => {
    if (!audit) throw new Error('rebate rates are changed with an audit service');
    const brand = await brandOf(request.merchantCode.trim().toUpperCase());
    const before = rateList(await ratesOf(brand.id));
    await audit.transaction(async (tx) => {
      for (const rate of request.rates) {
        const rateBp = rate.rate === null ? null : rateToBasisPoints(rate.rate);
        await tx
          .insert(rebateRates)
          .values({ merchantId: brand.id, category: rate.category, rateBp })
          .onConflictDoUpdate({
            target: [rebateRates.merchantId, rebateRates.category],
            set: { rateBp, updatedAt: sql`now()` },
          });
      }
      await audit.record(tx, actor, {
        action: 'rebate.rates',
        target: { type: 'merchant', id: brand.code },
        merchantId: brand.id,
        before: { rates: before },
        after: { rates: request.rates, reason: request.reason.trim() },
      });
    });
    return adminRates(brand.code);
  };

  /** The brand's last settled days: members paid and the amount, newest first. */
  const paidDays = async (merchantCode: string): Promise<TAdminRebateDays> => {
    const brand = await brandOf(merchantCode);
    const rows = await db
      .select()
      .from(rebateDays)
      .where(eq(rebateDays.merchantId, brand.id))
      .orderBy(desc(rebateDays.day))
      .limit(ADMIN_REBATE_DAYS);
    return {
      days: rows.map((row) => ({
        day: row.day,
        members: row.members,
        amount: fromMinorUnits(row.amountMinor),
        settledAt: row.settledAt.toISOString(),
      })),
      total: fromMinorUnits(rows.reduce((sum, row) => sum + row.amountMinor, 0n)),
      currencySymbol: brand.currencySymbol,
    };
  };

  return { ratesOf, settleDay, tick, memberRebates, memberDaily, adminRates, updateRates, paidDays };
};

export type RebatesService = ReturnType<typeof createRebatesService>;
