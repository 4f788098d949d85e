/**
 * Missions and leaderboards (issue 17; docs/decisions/068-missions-and-leaderboards.md).
 *
 * Periods are business days (`daily`, keyed by the day), business weeks from Monday (`weekly`, keyed
 * by the Monday) or the member's whole life (`once`). A mission's progress in its period:
 * - rounds and valid_bet: the daily aggregates (`bet_daily`, settled rounds only), of one category or
 *   all;
 * - deposit: approved deposits by their decision time;
 * - login_streak: business days in a row, ending today, with a successful sign-in.
 * A completed mission is claimed once per period: the claim row (unique member × mission × period)
 * and its wallet credit `mission:<claim>` are one transaction, so parallel claims pay once.
 *
 * A leaderboard ranks the period's real members by valid bet (from the settled rounds) or by their
 * biggest win multiplier (payout ÷ stake of one round); ties go to the member who got there first.
 * When a period has closed, the beat writes its prizes once (`leaderboard_periods` marks it) and pays
 * each under `leaderboard:<id>:<period>:<rank>`.
 */
import type { TAdminMissions, TAdminMissionsRequest } from '@luckwell/contracts/admin/missions';
import { TRIAL_TYPE } from '@luckwell/contracts/member/member-info';
import {
  LEADERBOARD_SHOWN,
  type TLeaderboardMetric,
  type TLeaderboards,
  type TMission,
  type TMissionKind,
  type TMissionPeriod,
  type TMissionSummary,
} from '@luckwell/contracts/member/missions';
import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import { maskAccount } from '@luckwell/contracts/member/referral';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { businessDayStart } from '../../platform/business-day.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, AuditService } from '../admin/audit.service.ts';
import type { MemberRow } from '../members/members.repository.ts';
import { brandByCode } from '../merchants/brand-by-code.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { wordsIn } from '../promotions/promotion.table.ts';
import { createWalletService, type WalletService } from '../wallet/wallet.service.ts';
import {
  leaderboardPeriods,
  leaderboardPrizes,
  leaderboards,
  missionClaims,
  missions,
} from './missions.table.ts';

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

export type Period = { key: string; firstDay: string; lastDay: string; start: Date; end: Date | null };

/** The period of `kind` holding business day `day`. */
export const periodOf = (kind: TMissionPeriod, day: string): Period => {
  if (kind === 'once')
    return { key: 'once', firstDay: '2000-01-01', lastDay: day, start: new Date(0), end: null };
  const firstDay = kind === 'daily' ? day : shift(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
  const lastDay = kind === 'daily' ? day : shift(firstDay, 6);
  return {
    key: firstDay,
    firstDay,
    lastDay,
    start: businessDayStart(firstDay),
    end: businessDayStart(shift(lastDay, 1)),
  };
};

/** Consecutive days ending on `today` (or yesterday, when today has none yet) among `days`. */
export const streakOf = (days: ReadonlySet<string>, today: string) => {
  let day = days.has(today) ? today : shift(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = shift(day, -1);
  }
  return streak;
};

const isMoney = (kind: TMissionKind) => kind === 'valid_bet' || kind === 'deposit';
const targetText = (kind: TMissionKind, target: bigint) =>
  isMoney(kind) ? fromMinorUnits(target) : String(target);
const targetOf = (kind: TMissionKind, text: string) => (isMoney(kind) ? toMinorUnits(text) : BigInt(text));
/** A multiplier kept in hundredths, shown with two decimals. */
const multiplierText = (hundredths: bigint) => fromMinorUnits(hundredths);

type MissionRow = typeof missions.$inferSelect;
type LeaderboardRow = typeof leaderboards.$inferSelect;
type Brand = { id: number; currencyCode: string };

type Options = {
  db: Database;
  wallet: WalletService;
  audit?: AuditService;
  now?: () => Date;
};

export const createMissionsService = ({ db, wallet, audit, now = () => new Date() }: Options) => {
  const enabledMissions = (merchantId: number) =>
    db
      .select()
      .from(missions)
      .where(and(eq(missions.merchantId, merchantId), eq(missions.enabled, true)))
      .orderBy(asc(missions.sort), asc(missions.id));

  /** A member's progress on a mission in the period of `today`. */
  const progressOf = async (mission: MissionRow, memberId: number, today: string): Promise<bigint> => {
    const period = periodOf(mission.period as TMissionPeriod, today);
    const kind = mission.kind as TMissionKind;
    if (kind === 'rounds' || kind === 'valid_bet') {
      const column = kind === 'rounds' ? sql`rounds` : sql`valid_bet_minor`;
      const [row] = rowsOf<{ total: string }>(
        await db.execute(sql`
          select coalesce(sum(${column}), 0)::text as total from bet_daily
          where merchant_id = ${mission.merchantId} and member_id = ${memberId}
            and day >= ${period.firstDay}::date and day <= ${period.lastDay}::date
            ${mission.category ? sql`and category = ${mission.category}` : sql``}`),
      );
      return BigInt(row?.total ?? 0);
    }
    if (kind === 'deposit') {
      const [row] = rowsOf<{ total: string }>(
        await db.execute(sql`
          select coalesce(sum(amount), 0)::text as total from deposits
          where merchant_id = ${mission.merchantId} and member_id = ${memberId} and status = 'approved'
            and decided_at >= ${period.start.toISOString()}::timestamptz
            ${period.end ? sql`and decided_at < ${period.end.toISOString()}::timestamptz` : sql``}`),
      );
      return BigInt(row?.total ?? 0);
    }
    const since = businessDayStart(shift(today, -40));
    const days = rowsOf<{ day: string }>(
      await db.execute(sql`
        select distinct to_char((at at time zone 'UTC') + interval '420 minutes', 'YYYY-MM-DD') as day
        from member_logins where member_id = ${memberId} and success and at >= ${since.toISOString()}::timestamptz`),
    );
    const streak = streakOf(new Set(days.map((row) => row.day)), today);
    // A streak counts inside its period only: a daily mission's streak is what today adds to.
    return BigInt(streak);
  };

  const claimsOf = async (memberId: number, missionIds: number[]) =>
    missionIds.length === 0
      ? []
      : db
          .select({ missionId: missionClaims.missionId, periodKey: missionClaims.periodKey })
          .from(missionClaims)
          .where(and(eq(missionClaims.memberId, memberId), inArray(missionClaims.missionId, missionIds)));

  /** The member's missions with their progress and state, and how many are waiting to be claimed. */
  const summary = async (
    merchant: { id: number; currencySymbol: string },
    member: Pick<MemberRow, 'id'>,
    language: string,
  ): Promise<TMissionSummary> => {
    const today = businessDayOf(now());
    const rows = await enabledMissions(merchant.id);
    const claimed = new Set(
      (
        await claimsOf(
          member.id,
          rows.map((row) => row.id),
        )
      ).map((claim) => `${claim.missionId}:${claim.periodKey}`),
    );
    const list: TMission[] = [];
    for (const row of rows) {
      const kind = row.kind as TMissionKind;
      const period = periodOf(row.period as TMissionPeriod, today);
      const progress = await progressOf(row, member.id, today);
      const done = progress >= row.target;
      list.push({
        id: row.id,
        title: wordsIn(row.title, language),
        kind,
        category: (row.category as TMission['category']) ?? null,
        period: row.period as TMissionPeriod,
        target: targetText(kind, row.target),
        progress: targetText(kind, progress > row.target ? row.target : progress),
        reward: fromMinorUnits(row.rewardMinor),
        state: claimed.has(`${row.id}:${period.key}`) ? 'claimed' : done ? 'claimable' : 'in_progress',
        endsAt: period.end?.toISOString() ?? null,
      });
    }
    return {
      missions: list,
      claimable: list.filter((mission) => mission.state === 'claimable').length,
      currencySymbol: merchant.currencySymbol,
    };
  };

  /** Claims a completed mission's reward for the current period: once, whatever runs alongside. */
  const claim = async (merchant: Brand, member: Pick<MemberRow, 'id'>, missionId: number) => {
    const [mission] = await db
      .select()
      .from(missions)
      .where(
        and(eq(missions.id, missionId), eq(missions.merchantId, merchant.id), eq(missions.enabled, true)),
      );
    if (!mission) throw new AppError(404, 'MISSION_NOT_FOUND', 'in_mission_not_found', 'params.id');
    const today = businessDayOf(now());
    const period = periodOf(mission.period as TMissionPeriod, today);
    if ((await progressOf(mission, member.id, today)) < mission.target) {
      throw new AppError(409, 'MISSION_NOT_COMPLETE', 'in_mission_not_complete');
    }
    const paid = await db.transaction(async (raw) => {
      const tx = raw as unknown as Database;
      const [row] = await tx
        .insert(missionClaims)
        .values({
          merchantId: merchant.id,
          missionId,
          memberId: member.id,
          periodKey: period.key,
          amountMinor: mission.rewardMinor,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      const entry = await createWalletService(tx).credit({
        merchantId: merchant.id,
        memberId: member.id,
        currency: merchant.currencyCode,
        amountMinor: mission.rewardMinor,
        counterparty: 'promotion',
        idempotencyKey: `mission:${row.id}`,
        kind: 'bonus',
        memo: `Mission reward: ${mission.title.en}`,
        meta: { mission: missionId, period: period.key },
      });
      await tx.update(missionClaims).set({ entryId: entry.entryId }).where(eq(missionClaims.id, row.id));
      return row;
    });
    if (!paid) throw new AppError(409, 'MISSION_CLAIMED', 'in_mission_claimed');
    const balance = await wallet.balance(merchant.id, member.id, merchant.currencyCode);
    return { id: paid.id, reward: fromMinorUnits(mission.rewardMinor), balance: fromMinorUnits(balance) };
  };

  /** A leaderboard's ranking over a period: every real member with a value, best first, ties to the earliest. */
  const ranking = async (board: LeaderboardRow, period: Period) => {
    const end = (period.end ?? now()).toISOString();
    const value =
      (board.metric as TLeaderboardMetric) === 'valid_bet'
        ? sql`
          select b.member_id, sum(b.valid_bet_minor) as value, max(b.settled_at) as reached
          from bet_records b join members m on m.id = b.member_id and m.type <> ${TRIAL_TYPE}
          where b.merchant_id = ${board.merchantId} and b.settled_at >= ${period.start.toISOString()}::timestamptz
            and b.settled_at < ${end}::timestamptz and b.status = 'settled'
          group by b.member_id having sum(b.valid_bet_minor) > 0`
        : sql`
          select distinct on (b.member_id) b.member_id, (b.payout_minor * 100 / b.stake_minor) as value,
            b.settled_at as reached
          from bet_records b join members m on m.id = b.member_id and m.type <> ${TRIAL_TYPE}
          where b.merchant_id = ${board.merchantId} and b.settled_at >= ${period.start.toISOString()}::timestamptz
            and b.settled_at < ${end}::timestamptz and b.status = 'settled'
            and b.stake_minor > 0 and b.payout_minor > 0
          order by b.member_id, value desc, b.settled_at asc`;
    return rowsOf<{ member_id: string; account: string; value: string; rank: string }>(
      await db.execute(sql`
        select v.member_id, m.account, v.value::text as value,
          row_number() over (order by v.value desc, v.reached asc, v.member_id asc)::text as rank
        from (${value}) v join members m on m.id = v.member_id
        order by v.value desc, v.reached asc, v.member_id asc`),
    ).map((row) => ({
      memberId: Number(row.member_id),
      account: row.account,
      value: BigInt(row.value),
      rank: Number(row.rank),
    }));
  };

  const valueText = (board: LeaderboardRow, value: bigint) =>
    board.metric === 'valid_bet' ? fromMinorUnits(value) : multiplierText(value);

  /** The previous period of a leaderboard (the one the beat settles). */
  const previousPeriod = (board: LeaderboardRow, today: string) =>
    periodOf(
      board.period as TMissionPeriod,
      shift(periodOf(board.period as TMissionPeriod, today).firstDay, -1),
    );

  /** The member's leaderboards: this period's standings with their own place, and the last winners. */
  const memberLeaderboards = async (
    merchant: { id: number; currencySymbol: string },
    member: Pick<MemberRow, 'id'>,
    language: string,
  ): Promise<TLeaderboards> => {
    const today = businessDayOf(now());
    const boards = await db
      .select()
      .from(leaderboards)
      .where(and(eq(leaderboards.merchantId, merchant.id), eq(leaderboards.enabled, true)))
      .orderBy(asc(leaderboards.sort), asc(leaderboards.id));
    const result: TLeaderboards['leaderboards'] = [];
    for (const board of boards) {
      const period = periodOf(board.period as TMissionPeriod, today);
      const ranked = await ranking(board, period);
      const prizeOf = (rank: number) => {
        const prize = board.prizes[rank - 1];
        return prize === undefined ? null : fromMinorUnits(BigInt(prize));
      };
      const entry = (row: (typeof ranked)[number]) => ({
        rank: row.rank,
        account: maskAccount(row.account),
        value: valueText(board, row.value),
        prize: prizeOf(row.rank),
      });
      const mine = ranked.find((row) => row.memberId === member.id);
      const last = previousPeriod(board, today);
      const winners = await db
        .select({
          rank: leaderboardPrizes.rank,
          value: leaderboardPrizes.value,
          amount: leaderboardPrizes.amountMinor,
          account: sql<string>`(select account from members where id = ${leaderboardPrizes.memberId})`,
        })
        .from(leaderboardPrizes)
        .where(and(eq(leaderboardPrizes.leaderboardId, board.id), eq(leaderboardPrizes.periodKey, last.key)))
        .orderBy(asc(leaderboardPrizes.rank));
      result.push({
        id: board.id,
        title: wordsIn(board.title, language),
        metric: board.metric as TLeaderboardMetric,
        period: board.period as 'daily' | 'weekly',
        prizes: board.prizes.map((prize) => fromMinorUnits(BigInt(prize))),
        endsAt: (period.end ?? now()).toISOString(),
        standings: ranked.slice(0, LEADERBOARD_SHOWN).map(entry),
        mine: mine ? entry(mine) : null,
        lastWinners: winners.map((row) => ({
          rank: row.rank,
          account: maskAccount(row.account),
          value: valueText(board, row.value),
          prize: fromMinorUnits(row.amount),
        })),
      });
    }
    return { leaderboards: result, currencySymbol: merchant.currencySymbol };
  };

  /** Writes a closed period's prizes once, and pays every prize not paid yet. */
  const settlePeriod = async (brand: Brand, board: LeaderboardRow, period: Period) => {
    // A period that ended before the leaderboard existed was never announced: nothing to pay.
    if (period.end && period.end <= board.createdAt) return;
    const [settled] = await db
      .select()
      .from(leaderboardPeriods)
      .where(
        and(eq(leaderboardPeriods.leaderboardId, board.id), eq(leaderboardPeriods.periodKey, period.key)),
      );
    if (!settled) {
      const winners = (await ranking(board, period)).slice(0, board.prizes.length);
      if (winners.length > 0) {
        await db
          .insert(leaderboardPrizes)
          .values(
            winners.map((row) => ({
              leaderboardId: board.id,
              periodKey: period.key,
              rank: row.rank,
              memberId: row.memberId,
              value: row.value,
              amountMinor: BigInt(board.prizes[row.rank - 1] ?? 0),
            })),
          )
          .onConflictDoNothing();
      }
      await db
        .insert(leaderboardPeriods)
        .values({ leaderboardId: board.id, periodKey: period.key })
        .onConflictDoNothing();
    }
    const unpaid = await db
      .select()
      .from(leaderboardPrizes)
      .where(and(eq(leaderboardPrizes.leaderboardId, board.id), isNull(leaderboardPrizes.paidAt)));
    for (const prize of unpaid) {
      const entry = await wallet.credit({
        merchantId: brand.id,
        memberId: prize.memberId,
        currency: brand.currencyCode,
        amountMinor: prize.amountMinor,
        counterparty: 'promotion',
        idempotencyKey: `leaderboard:${board.id}:${prize.periodKey}:${prize.rank}`,
        kind: 'bonus',
        memo: `Leaderboard prize: ${board.title.en}, rank ${prize.rank} (${prize.periodKey})`,
        meta: { leaderboard: board.id, period: prize.periodKey, rank: prize.rank },
      });
      await db
        .update(leaderboardPrizes)
        .set({ paidAt: now(), entryId: entry.entryId })
        .where(
          and(
            eq(leaderboardPrizes.leaderboardId, board.id),
            eq(leaderboardPrizes.periodKey, prize.periodKey),
            eq(leaderboardPrizes.rank, prize.rank),
            isNull(leaderboardPrizes.paidAt),
          ),
        );
    }
  };

  /** The scheduler's beat: each enabled leaderboard's last closed period. */
  const tick = async () => {
    const today = businessDayOf(now());
    const rows = await db
      .select({ board: leaderboards, brand: { id: merchants.id, currencyCode: merchants.currencyCode } })
      .from(leaderboards)
      .innerJoin(merchants, eq(merchants.id, leaderboards.merchantId))
      .where(eq(leaderboards.enabled, true));
    for (const { board, brand } of rows) await settlePeriod(brand, board, previousPeriod(board, today));
  };

  /** The back office's view: the brand's missions and leaderboards with what they paid. */
  const adminMissions = async (merchantCode: string): Promise<TAdminMissions> => {
    const brand = await brandByCode(db, merchantCode);
    const [missionRows, boardRows] = await Promise.all([
      db
        .select()
        .from(missions)
        .where(eq(missions.merchantId, brand.id))
        .orderBy(asc(missions.sort), asc(missions.id)),
      db
        .select()
        .from(leaderboards)
        .where(eq(leaderboards.merchantId, brand.id))
        .orderBy(asc(leaderboards.sort), asc(leaderboards.id)),
    ]);
    const claimSums = await db
      .select({
        missionId: missionClaims.missionId,
        claims: count(),
        paid: sql<string>`sum(${missionClaims.amountMinor})::text`,
      })
      .from(missionClaims)
      .where(eq(missionClaims.merchantId, brand.id))
      .groupBy(missionClaims.missionId);
    const prizeSums =
      boardRows.length === 0
        ? []
        : await db
            .select({
              leaderboardId: leaderboardPrizes.leaderboardId,
              paid: sql<string>`sum(${leaderboardPrizes.amountMinor})::text`,
            })
            .from(leaderboardPrizes)
            .where(
              and(
                inArray(
                  leaderboardPrizes.leaderboardId,
                  boardRows.map((row) => row.id),
                ),
                sql`${leaderboardPrizes.paidAt} is not null`,
              ),
            )
            .groupBy(leaderboardPrizes.leaderboardId);
    return {
      merchantCode: brand.code,
      missions: missionRows.map((row) => {
        const sums = claimSums.find((sum) => sum.missionId === row.id);
        return {
          id: row.id,
          title: row.title,
          kind: row.kind as TMissionKind,
          category: (row.category as TMission['category']) ?? null,
          period: row.period as TMissionPeriod,
          target: targetText(row.kind as TMissionKind, row.target),
          reward: fromMinorUnits(row.rewardMinor),
          enabled: row.enabled,
          claims: Number(sums?.claims ?? 0),
          paid: fromMinorUnits(BigInt(sums?.paid ?? 0)),
        };
      }),
      leaderboards: boardRows.map((row) => ({
        id: row.id,
        title: row.title,
        metric: row.metric as TLeaderboardMetric,
        period: row.period as 'daily' | 'weekly',
        prizes: row.prizes.map((prize) => fromMinorUnits(BigInt(prize))),
        enabled: row.enabled,
        paid: fromMinorUnits(BigInt(prizeSums.find((sum) => sum.leaderboardId === row.id)?.paid ?? 0)),
      })),
      currencySymbol: brand.currencySymbol,
    };
  };

  /** The operator's missions and leaderboards (audited in the same transaction). */
  const saveMissions = async (actor: Actor, request: TAdminMissionsRequest) => {
    if (!audit) throw new Error('missions are changed with an audit service');
    const brand = await brandByCode(db, request.merchantCode.trim().toUpperCase());
    const before = await adminMissions(brand.code);
    await audit.transaction(async (tx) => {
      const keptMissions: number[] = [];
      for (const [sort, mission] of request.missions.entries()) {
        const values = {
          title: { vi: mission.title.vi.trim(), en: mission.title.en.trim() },
          kind: mission.kind,
          category: mission.category,
          period: mission.period,
          target: targetOf(mission.kind, mission.target),
          rewardMinor: toMinorUnits(mission.reward),
          enabled: mission.enabled,
          sort,
          updatedAt: now(),
        };
        if (mission.id) {
          const [updated] = await tx
            .update(missions)
            .set(values)
            .where(and(eq(missions.id, mission.id), eq(missions.merchantId, brand.id)))
            .returning({ id: missions.id });
          if (!updated)
            throw new AppError(404, 'MISSION_NOT_FOUND', 'in_mission_not_found', `body.missions.${sort}.id`);
          keptMissions.push(updated.id);
        } else {
          const [created] = await tx
            .insert(missions)
            .values({ merchantId: brand.id, ...values })
            .returning({ id: missions.id });
          if (created) keptMissions.push(created.id);
        }
      }
      await tx
        .update(missions)
        .set({ enabled: false, updatedAt: now() })
        .where(
          and(
            eq(missions.merchantId, brand.id),
            keptMissions.length > 0
              ? sql`${missions.id} not in (${sql.join(
                  keptMissions.map((id) => sql`${id}`),
                  sql`, `,
                )})`
              : sql`true`,
          ),
        );
      const keptBoards: number[] = [];
      for (const [sort, board] of request.leaderboards.entries()) {
        const values = {
          title: { vi: board.title.vi.trim(), en: board.title.en.trim() },
          metric: board.metric,
          period: board.period,
          prizes: board.prizes.map((prize) => String(toMinorUnits(prize))),
          enabled: board.enabled,
          sort,
          updatedAt: now(),
        };
        if (board.id) {
          const [updated] = await tx
            .update(leaderboards)
            .set(values)
            .where(and(eq(leaderboards.id, board.id), eq(leaderboards.merchantId, brand.id)))
            .returning({ id: leaderboards.id });
          if (!updated) throw new AppError(404, 'NOT_FOUND', 'in_not_found', `body.leaderboards.${sort}.id`);
          keptBoards.push(updated.id);
        } else {
          const [created] = await tx
            .insert(leaderboards)
            .values({ merchantId: brand.id, ...values })
            .returning({ id: leaderboards.id });
          if (created) keptBoards.push(created.id);
        }
      }
      await tx
        .update(leaderboards)
        .set({ enabled: false, updatedAt: now() })
        .where(
          and(
            eq(leaderboards.merchantId, brand.id),
            keptBoards.length > 0
              ? sql`${leaderboards.id} not in (${sql.join(
                  keptBoards.map((id) => sql`${id}`),
                  sql`, `,
                )})`
              : sql`true`,
          ),
        );
      await audit.record(tx, actor, {
        action: 'missions.update',
        target: { type: 'merchant', id: brand.code },
        merchantId: brand.id,
        before: { missions: before.missions.length, leaderboards: before.leaderboards.length },
        after: {
          missions: request.missions,
          leaderboards: request.leaderboards,
          reason: request.reason.trim(),
        },
      });
    });
    return adminMissions(brand.code);
  };

  return {
    progressOf,
    summary,
    claim,
    ranking,
    memberLeaderboards,
    settlePeriod,
    tick,
    adminMissions,
    saveMissions,
  };
};

export type MissionsService = ReturnType<typeof createMissionsService>;
