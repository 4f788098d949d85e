/**
 * VIP ranks (issue 17; docs/decisions/066-vip-ranks.md). A member's standing is their valid bet
 * (from the daily aggregates, so capped at the stake and nothing for a void round) and their
 * approved deposits over the last VIP_WINDOW_DAYS business days. A level is reached when both reach
 * its thresholds.
 *
 * - Rising is at once (the beat looks at members who played or deposited since yesterday; the member's
 *   VIP page looks at them too) and pays the level-up bonus of each level reached for the first time.
 * - The monthly review, on the brand's first beat of a business month, lets a member who no longer
 *   qualifies drop one level at most, then pays the monthly bonus of the level kept.
 * - The birthday bonus of the member's level is paid on their birthday (28 February for 29 February in
 *   other years), once a year.
 *
 * Each bonus is a row written once (member × kind × period), then paid through the wallet from the
 * brand's promotion account under `vip:<kind>:<period>:<member>`: a review run twice, or on two
 * servers at once, pays once.
 */
import { ADMIN_VIP_REWARDS, type TAdminVip, type TAdminVipRequest } from '@luckwell/contracts/admin/vip';
import { basisPointsToRate, rateToBasisPoints } from '@luckwell/contracts/agent/agent-contracts';
import { TRIAL_TYPE } from '@luckwell/contracts/member/member-info';
import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import { type TVip, type TVipRewardKind, VIP_WINDOW_DAYS } from '@luckwell/contracts/member/vip';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { businessDayStart } from '../../platform/business-day.ts';
import type { Actor, AuditService } from '../admin/audit.service.ts';
import { members } from '../members/member.table.ts';
import type { MemberRow } from '../members/members.repository.ts';
import { brandByCode } from '../merchants/brand-by-code.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { wordsIn } from '../promotions/promotion.table.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { memberVip, vipLevels, vipReviews, vipRewards } from './vip.table.ts';

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

export type VipLevelRow = typeof vipLevels.$inferSelect;
export type Standing = { validBetMinor: bigint; depositMinor: bigint };
type Brand = { id: number; currencyCode: string };

/** The highest level whose thresholds the standing reaches both of (levels in ascending order). */
export const qualifyingLevel = (levels: readonly VipLevelRow[], standing: Standing) =>
  levels.reduce(
    (reached, row) =>
      standing.validBetMinor >= row.minValidBetMinor && standing.depositMinor >= row.minDepositMinor
        ? Math.max(reached, row.level)
        : reached,
    0,
  );

/** The level a monthly review leaves: what the standing reaches, or one below the level held. */
export const keptLevel = (held: number, qualifying: number) => Math.max(qualifying, held - 1, 0);

/** The first day of the window that ends on `day`. */
export const windowStart = (day: string) => shift(day, -(VIP_WINDOW_DAYS - 1));

/** The business day in `year` a birthday (yyyy-MM-dd) falls on: 29 February is the 28th in other years. */
export const birthdayIn = (birthday: string, year: number) => {
  const monthDay = birthday.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${year}-${monthDay === '02-29' && !leap ? '02-28' : monthDay}`;
};

type Options = {
  db: Database;
  wallet: WalletService;
  /** The back office's changes of ranks are audited. */
  audit?: AuditService;
  now?: () => Date;
};

export const createVipService = ({ db, wallet, audit, now = () => new Date() }: Options) => {
  const levelsOf = (merchantId: number, on: Database = db) =>
    on.select().from(vipLevels).where(eq(vipLevels.merchantId, merchantId)).orderBy(asc(vipLevels.level));

  /** Members' valid bet and deposits over the window ending today. */
  const standings = async (merchantId: number, memberIds: readonly number[]) => {
    const result = new Map<number, Standing>(
      memberIds.map((id) => [id, { validBetMinor: 0n, depositMinor: 0n }]),
    );
    if (memberIds.length === 0) return result;
    const from = windowStart(businessDayOf(now()));
    const ids = sql.join(
      memberIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const bets = rowsOf<{ member_id: string; amount: string }>(
      await db.execute(sql`
        select member_id, sum(valid_bet_minor)::text as amount from bet_daily
        where merchant_id = ${merchantId} and day >= ${from}::date and member_id in (${ids})
        group by member_id`),
    );
    const paid = rowsOf<{ member_id: string; amount: string }>(
      await db.execute(sql`
        select member_id, sum(amount)::text as amount from deposits
        where merchant_id = ${merchantId} and status = 'approved'
          and decided_at >= ${businessDayStart(from).toISOString()}::timestamptz and member_id in (${ids})
        group by member_id`),
    );
    for (const row of bets) {
      const standing = result.get(Number(row.member_id));
      if (standing) standing.validBetMinor = BigInt(row.amount);
    }
    for (const row of paid) {
      const standing = result.get(Number(row.member_id));
      if (standing) standing.depositMinor = BigInt(row.amount);
    }
    return result;
  };

  /** Writes a bonus once, then pays it if it is unpaid. Nothing for a zero amount. */
  const reward = async (
    brand: Brand,
    memberId: number,
    kind: TVipRewardKind,
    period: string,
    level: number,
    amountMinor: bigint,
  ) => {
    if (amountMinor <= 0n) return;
    await db
      .insert(vipRewards)
      .values({ merchantId: brand.id, memberId, kind, period, level, amountMinor })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(vipRewards)
      .where(
        and(eq(vipRewards.memberId, memberId), eq(vipRewards.kind, kind), eq(vipRewards.period, period)),
      );
    if (!row || row.paidAt) return;
    const paid = await wallet.credit({
      merchantId: brand.id,
      memberId,
      currency: brand.currencyCode,
      amountMinor: row.amountMinor,
      counterparty: 'promotion',
      idempotencyKey: `vip:${kind}:${period}:${memberId}`,
      kind: 'bonus',
      memo: `VIP ${kind.replace('_', ' ')} bonus (level ${row.level})`,
      meta: { vip: kind, level: row.level, period },
    });
    await db
      .update(vipRewards)
      .set({ paidAt: now(), entryId: paid.entryId })
      .where(and(eq(vipRewards.id, row.id), isNull(vipRewards.paidAt)));
  };

  /** The level-up bonus of every level from 1 to `reached`: each written once, so only new ones pay. */
  const payLevelUps = async (
    brand: Brand,
    memberId: number,
    levels: readonly VipLevelRow[],
    reached: number,
  ) => {
    for (const row of levels) {
      if (row.level < 1 || row.level > reached) continue;
      await reward(brand, memberId, 'level_up', String(row.level), row.level, row.levelUpBonusMinor);
    }
  };

  /** Raises members to the level their standing reaches, paying each first-reached level's bonus. */
  const rise = async (brand: Brand, memberIds: readonly number[], levels: readonly VipLevelRow[]) => {
    if (levels.length === 0 || memberIds.length === 0) return;
    const held = new Map(
      (
        await db
          .select({ memberId: memberVip.memberId, level: memberVip.level })
          .from(memberVip)
          .where(inArray(memberVip.memberId, [...memberIds]))
      ).map((row) => [row.memberId, row.level]),
    );
    for (const [memberId, standing] of await standings(brand.id, memberIds)) {
      const reached = qualifyingLevel(levels, standing);
      if (reached <= (held.get(memberId) ?? 0)) continue;
      await db
        .insert(memberVip)
        .values({ memberId, merchantId: brand.id, level: reached, highest: reached, since: now() })
        .onConflictDoUpdate({
          target: memberVip.memberId,
          set: { level: reached, highest: sql`greatest(${memberVip.highest}, ${reached})`, since: now() },
          setWhere: sql`${memberVip.level} < ${reached}`,
        });
      await payLevelUps(brand, memberId, levels, reached);
    }
  };

  /** The monthly review of every ranked member not yet reviewed this month; marks the month done. */
  const reviewMonth = async (brand: Brand, levels: readonly VipLevelRow[], day: string) => {
    const month = day.slice(0, 7);
    const due = await db
      .select({ memberId: memberVip.memberId, level: memberVip.level })
      .from(memberVip)
      .where(
        and(
          eq(memberVip.merchantId, brand.id),
          sql`${memberVip.level} >= 1`,
          sql`(${memberVip.reviewedMonth} is null or ${memberVip.reviewedMonth} < ${month})`,
        ),
      );
    const byLevel = new Map(levels.map((row) => [row.level, row]));
    const top = levels.at(-1)?.level ?? 0;
    for (let at = 0; at < due.length; at += 500) {
      const batch = due.slice(at, at + 500);
      const standing = await standings(
        brand.id,
        batch.map((row) => row.memberId),
      );
      for (const row of batch) {
        const reached = qualifyingLevel(
          levels,
          standing.get(row.memberId) ?? { validBetMinor: 0n, depositMinor: 0n },
        );
        // A rank the brand no longer has falls to its top level first.
        const kept = keptLevel(Math.min(row.level, top), reached);
        const changed = kept !== row.level;
        const [updated] = await db
          .update(memberVip)
          .set({
            level: kept,
            reviewedMonth: month,
            highest: sql`greatest(${memberVip.highest}, ${kept})`,
            ...(changed ? { since: now() } : {}),
          })
          .where(
            and(
              eq(memberVip.memberId, row.memberId),
              sql`(${memberVip.reviewedMonth} is null or ${memberVip.reviewedMonth} < ${month})`,
            ),
          )
          .returning({ level: memberVip.level });
        if (!updated) continue;
        if (kept > row.level) await payLevelUps(brand, row.memberId, levels, kept);
        await reward(brand, row.memberId, 'monthly', month, kept, byLevel.get(kept)?.monthlyBonusMinor ?? 0n);
      }
    }
    await db
      .insert(vipReviews)
      .values({ merchantId: brand.id, month, day, members: due.length })
      .onConflictDoNothing();
  };

  /** Today's birthdays among ranked members: each paid their level's birthday bonus once this year. */
  const birthdays = async (brand: Brand, levels: readonly VipLevelRow[], day: string) => {
    const year = Number(day.slice(0, 4));
    const monthDays = new Set([day.slice(5)]);
    // In a year without 29 February, its members celebrate on the 28th.
    if (birthdayIn('2000-02-29', year) === day) monthDays.add('02-29');
    const due = rowsOf<{ member_id: string; level: number; birthday: string }>(
      await db.execute(sql`
        select v.member_id, v.level, m.birthday::text as birthday
        from member_vip v join members m on m.id = v.member_id
        where v.merchant_id = ${brand.id} and v.level >= 1 and m.birthday is not null
          and to_char(m.birthday, 'MM-DD') in (${sql.join(
            [...monthDays].map((monthDay) => sql`${monthDay}`),
            sql`, `,
          )})
          and not exists (
            select 1 from vip_rewards r
            where r.member_id = v.member_id and r.kind = 'birthday' and r.period = ${String(year)})`),
    );
    const byLevel = new Map(levels.map((row) => [row.level, row]));
    for (const row of due) {
      const level = byLevel.get(row.level);
      if (level)
        await reward(
          brand,
          Number(row.member_id),
          'birthday',
          String(year),
          row.level,
          level.birthdayBonusMinor,
        );
    }
  };

  /** Members who played or deposited since yesterday: the ones whose rank may have risen. */
  const activeMembers = async (merchantId: number, today: string) => {
    const since = shift(today, -1);
    const rows = rowsOf<{ member_id: string }>(
      await db.execute(sql`
        select distinct d.member_id from bet_daily d join members m on m.id = d.member_id
        where d.merchant_id = ${merchantId} and d.day >= ${since}::date and m.type <> ${TRIAL_TYPE}
        union
        select distinct member_id from deposits
        where merchant_id = ${merchantId} and status = 'approved'
          and decided_at >= ${businessDayStart(since).toISOString()}::timestamptz`),
    );
    return rows.map((row) => Number(row.member_id));
  };

  /** The scheduler's beat: rises, the month's review when it has not run, today's birthdays. */
  const tick = async () => {
    const today = businessDayOf(now());
    const brands = await db
      .select({ id: merchants.id, currencyCode: merchants.currencyCode })
      .from(merchants);
    for (const brand of brands) {
      const levels = await levelsOf(brand.id);
      if (levels.length < 2) continue;
      await rise(brand, await activeMembers(brand.id, today), levels);
      const [reviewed] = await db
        .select({ month: vipReviews.month })
        .from(vipReviews)
        .where(and(eq(vipReviews.merchantId, brand.id), eq(vipReviews.month, today.slice(0, 7))));
      if (!reviewed) await reviewMonth(brand, levels, today);
      await birthdays(brand, levels, today);
    }
  };

  /** The level, and its name in `language`, for the member info bar; level 0 when the brand has no VIP. */
  const labelOf = async (merchantId: number, memberId: number, language: string) => {
    const [row] = await db
      .select({ level: memberVip.level })
      .from(memberVip)
      .where(eq(memberVip.memberId, memberId));
    const levels = await levelsOf(merchantId);
    const level = Math.min(row?.level ?? 0, levels.at(-1)?.level ?? 0);
    const name = levels.find((entry) => entry.level === level)?.name;
    return {
      hasVip: levels.length >= 2,
      vipRankLevel: level,
      vipLabelName: name ? wordsIn(name, language) : '',
    };
  };

  /** Basis points each member's level adds to the rebate rates (members at level 0 are left out). */
  const rebateExtras = async (merchantId: number) => {
    const rows = await db
      .select({ memberId: memberVip.memberId, extra: vipLevels.rebateExtraBp })
      .from(memberVip)
      .innerJoin(
        vipLevels,
        and(eq(vipLevels.merchantId, memberVip.merchantId), eq(vipLevels.level, memberVip.level)),
      )
      .where(and(eq(memberVip.merchantId, merchantId), sql`${vipLevels.rebateExtraBp} > 0`));
    return new Map(rows.map((row) => [row.memberId, row.extra]));
  };

  const levelView = (row: VipLevelRow, language: string) => ({
    level: row.level,
    name: wordsIn(row.name, language),
    minValidBet: fromMinorUnits(row.minValidBetMinor),
    minDeposit: fromMinorUnits(row.minDepositMinor),
    levelUpBonus: fromMinorUnits(row.levelUpBonusMinor),
    monthlyBonus: fromMinorUnits(row.monthlyBonusMinor),
    birthdayBonus: fromMinorUnits(row.birthdayBonusMinor),
    rebateExtra: basisPointsToRate(row.rebateExtraBp),
  });

  /** The member's VIP page; looks at their standing first, so a rise shows at once. */
  const memberVipPage = async (
    merchant: { id: number; currencyCode: string; currencySymbol: string },
    member: Pick<MemberRow, 'id' | 'type'>,
    language: string,
  ): Promise<TVip> => {
    const levels = await levelsOf(merchant.id);
    const enabled = levels.length >= 2;
    if (enabled && member.type !== TRIAL_TYPE) await rise(merchant, [member.id], levels);
    const [[held], standing, rewards] = await Promise.all([
      db.select().from(memberVip).where(eq(memberVip.memberId, member.id)),
      standings(merchant.id, [member.id]),
      db
        .select()
        .from(vipRewards)
        .where(and(eq(vipRewards.memberId, member.id), sql`${vipRewards.paidAt} is not null`))
        .orderBy(desc(vipRewards.id))
        .limit(20),
    ]);
    const mine = standing.get(member.id) ?? { validBetMinor: 0n, depositMinor: 0n };
    const level = Math.min(held?.level ?? 0, levels.at(-1)?.level ?? 0);
    const current = levels.find((row) => row.level === level);
    const next = levels.find((row) => row.level === level + 1);
    const left = (need: bigint, have: bigint) => fromMinorUnits(need > have ? need - have : 0n);
    const today = businessDayOf(now());
    const nextMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1));
    return {
      enabled,
      level,
      name: current ? wordsIn(current.name, language) : '',
      since: held && held.level > 0 ? held.since.toISOString() : null,
      windowDays: VIP_WINDOW_DAYS,
      validBet: fromMinorUnits(mine.validBetMinor),
      deposits: fromMinorUnits(mine.depositMinor),
      next: next
        ? {
            level: next.level,
            name: wordsIn(next.name, language),
            validBetLeft: left(next.minValidBetMinor, mine.validBetMinor),
            depositLeft: left(next.minDepositMinor, mine.depositMinor),
          }
        : null,
      reviewOn: nextMonth.toISOString().slice(0, 10),
      keeps: level === 0 || qualifyingLevel(levels, mine) >= level,
      levels: levels.map((row) => levelView(row, language)),
      rewards: rewards.map((row) => ({
        kind: row.kind as TVipRewardKind,
        level: row.level,
        period: row.period,
        amount: fromMinorUnits(row.amountMinor),
        paidAt: (row.paidAt ?? row.createdAt).toISOString(),
      })),
      currencySymbol: merchant.currencySymbol,
    };
  };

  /** The back office's view of a brand's ranks. */
  const adminVip = async (merchantCode: string): Promise<TAdminVip> => {
    const brand = await brandByCode(db, merchantCode);
    const monthStart = businessDayStart(`${businessDayOf(now()).slice(0, 8)}01`);
    const [levels, held, ranked, sums, latest] = await Promise.all([
      levelsOf(brand.id),
      db
        .select({ level: memberVip.level, members: count() })
        .from(memberVip)
        .where(eq(memberVip.merchantId, brand.id))
        .groupBy(memberVip.level),
      db
        .select({ members: count() })
        .from(members)
        .where(and(eq(members.merchantId, brand.id), sql`${members.type} <> ${TRIAL_TYPE}`)),
      db
        .select({ kind: vipRewards.kind, amount: sql<string>`sum(${vipRewards.amountMinor})::text` })
        .from(vipRewards)
        .where(and(eq(vipRewards.merchantId, brand.id), gte(vipRewards.paidAt, monthStart)))
        .groupBy(vipRewards.kind),
      db
        .select({
          account: members.account,
          kind: vipRewards.kind,
          level: vipRewards.level,
          amountMinor: vipRewards.amountMinor,
          paidAt: vipRewards.paidAt,
        })
        .from(vipRewards)
        .innerJoin(members, eq(members.id, vipRewards.memberId))
        .where(and(eq(vipRewards.merchantId, brand.id), sql`${vipRewards.paidAt} is not null`))
        .orderBy(desc(vipRewards.id))
        .limit(ADMIN_VIP_REWARDS),
    ]);
    const counts = new Map(held.map((row) => [row.level, Number(row.members)]));
    const aboveZero = [...counts].reduce((sum, [level, n]) => (level > 0 ? sum + n : sum), 0);
    const paid = (kind: TVipRewardKind) =>
      fromMinorUnits(BigInt(sums.find((row) => row.kind === kind)?.amount ?? 0));
    return {
      merchantCode: brand.code,
      levels: levels.map((row) => ({
        ...levelView(row, 'vi'),
        name: row.name,
        members: row.level === 0 ? Number(ranked[0]?.members ?? 0) - aboveZero : (counts.get(row.level) ?? 0),
      })),
      paidThisMonth: { level_up: paid('level_up'), monthly: paid('monthly'), birthday: paid('birthday') },
      rewards: latest.map((row) => ({
        account: row.account,
        kind: row.kind as TVipRewardKind,
        level: row.level,
        amount: fromMinorUnits(row.amountMinor),
        paidAt: (row.paidAt ?? new Date(0)).toISOString(),
      })),
      currencySymbol: brand.currencySymbol,
    };
  };

  /** The operator's ranks, replacing the brand's (audited in the same transaction). */
  const updateVip = async (actor: Actor, request: TAdminVipRequest) => {
    if (!audit) throw new Error('VIP ranks are changed with an audit service');
    const brand = await brandByCode(db, request.merchantCode.trim().toUpperCase());
    const before = await adminVip(brand.code);
    await audit.transaction(async (tx) => {
      await tx.delete(vipLevels).where(eq(vipLevels.merchantId, brand.id));
      if (request.levels.length > 0) {
        await tx.insert(vipLevels).values(
          request.levels.map((row) => ({
            merchantId: brand.id,
            level: row.level,
            name: { vi: row.name.vi.trim(), en: row.name.en.trim() },
            minValidBetMinor: toMinorUnits(row.minValidBet),
            minDepositMinor: toMinorUnits(row.minDeposit),
            levelUpBonusMinor: toMinorUnits(row.levelUpBonus),
            monthlyBonusMinor: toMinorUnits(row.monthlyBonus),
            birthdayBonusMinor: toMinorUnits(row.birthdayBonus),
            rebateExtraBp: rateToBasisPoints(row.rebateExtra),
          })),
        );
      }
      await audit.record(tx, actor, {
        action: 'vip.levels',
        target: { type: 'merchant', id: brand.code },
        merchantId: brand.id,
        before: { levels: before.levels.map(({ members: _members, ...row }) => row) },
        after: { levels: request.levels, reason: request.reason.trim() },
      });
    });
    return adminVip(brand.code);
  };

  return {
    levelsOf,
    standings,
    rise,
    reviewMonth,
    birthdays,
    tick,
    reward,
    labelOf,
    rebateExtras,
    memberVip: memberVipPage,
    adminVip,
    updateVip,
  };
};

export type VipService = ReturnType<typeof createVipService>;
