/**
 * Invite friends (issue 17; docs/decisions/067-referral-rewards.md). An invitee is a member who
 * registered with an ordinary member's referral code (their upline is that member; agents' own
 * sign-ups are their team, paid by contract, not here). A brand's programme lists milestones: the
 * invitee's approved deposits, or their valid bet, since they registered reaching a threshold. Each
 * milestone an invitee reaches earns the inviter its reward, once: a row per invitee × milestone.
 *
 * A reward is paid at once from the brand's promotion account under `referral:<id>`, unless the
 * invitee shares an IP address (registration or any sign-in) or a device (the browser id sent with
 * each sign-in) with the inviter or another of their invitees: then it is held until an operator pays
 * or rejects it, with a reason (audited).
 *
 * The beat looks at invitees who played or deposited since yesterday; the inviter's page looks at all
 * of theirs shown.
 */
import {
  ADMIN_REFERRAL_REWARDS,
  type TAdminReferral,
  type TAdminReferralRequest,
} from '@luckwell/contracts/admin/referral';
import { MessageKey } from '@luckwell/contracts/envelope';
import { TRIAL_TYPE } from '@luckwell/contracts/member/member-info';
import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import {
  maskAccount,
  REFERRAL_PAGE_SIZE,
  type TReferral,
  type TReferralMilestone,
  type TReferralQuery,
  type TReferralRewardStatus,
  ZReferralQuery,
} from '@luckwell/contracts/member/referral';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, rowsOf } from '../../db/client.ts';
import { businessDayStart } from '../../platform/business-day.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, AuditService } from '../admin/audit.service.ts';
import { members } from '../members/member.table.ts';
import type { MemberRow } from '../members/members.repository.ts';
import { brandByCode } from '../merchants/brand-by-code.ts';
import { merchants } from '../merchants/merchant.table.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { referralRewards, referralSettings, type StoredMilestone } from './referral.table.ts';

type Brand = { id: number; currencyCode: string };
export type Progress = { depositMinor: bigint; validBetMinor: bigint };

const milestoneKey = (milestone: StoredMilestone) => `${milestone.kind}:${milestone.thresholdMinor}`;

/** The milestones a progress reaches. */
export const reachedMilestones = (milestones: readonly StoredMilestone[], progress: Progress) =>
  milestones.filter(
    (milestone) =>
      (milestone.kind === 'deposit' ? progress.depositMinor : progress.validBetMinor) >=
      BigInt(milestone.thresholdMinor),
  );

const toContract = (milestone: StoredMilestone): TReferralMilestone => ({
  kind: milestone.kind,
  threshold: fromMinorUnits(BigInt(milestone.thresholdMinor)),
  reward: fromMinorUnits(BigInt(milestone.rewardMinor)),
});

/** Stored statuses: `due` is being paid (shown as paid). */
const shownStatus = (status: string): TReferralRewardStatus =>
  status === 'held' || status === 'rejected' ? status : 'paid';

type Options = {
  db: Database;
  wallet: WalletService;
  /** The back office's decisions and settings are audited. */
  audit?: AuditService;
  now?: () => Date;
};

export const createReferralService = ({ db, wallet, audit, now = () => new Date() }: Options) => {
  const settingsOf = async (merchantId: number) =>
    (await db.select().from(referralSettings).where(eq(referralSettings.merchantId, merchantId)))[0];

  /** Whether the brand's programme is on: the member info bar's invite link (`availablePromo` REFERRAL). */
  const enabledFor = async (merchantId: number) => (await settingsOf(merchantId))?.enabled ?? false;

  /** Invitees' approved deposits and valid bet since they registered. */
  const progressOf = async (merchantId: number, inviteeIds: readonly number[]) => {
    const result = new Map<number, Progress>(
      inviteeIds.map((id) => [id, { depositMinor: 0n, validBetMinor: 0n }]),
    );
    if (inviteeIds.length === 0) return result;
    const ids = sql.join(
      inviteeIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const rows = rowsOf<{ id: string; deposits: string; valid_bet: string }>(
      await db.execute(sql`
        select m.id,
          coalesce((select sum(d.amount) from deposits d
                    where d.member_id = m.id and d.status = 'approved'), 0)::text as deposits,
          coalesce((select sum(b.valid_bet_minor) from bet_daily b
                    where b.member_id = m.id and b.merchant_id = m.merchant_id), 0)::text as valid_bet
        from members m where m.merchant_id = ${merchantId} and m.id in (${ids})`),
    );
    for (const row of rows) {
      result.set(Number(row.id), {
        depositMinor: BigInt(row.deposits),
        validBetMinor: BigInt(row.valid_bet),
      });
    }
    return result;
  };

  /**
   * What an invitee shares with their inviter or another of the inviter's invitees, or null: an IP
   * address (of registration or a sign-in) first, then a device.
   */
  const sharedWith = async (inviteeId: number, inviterId: number): Promise<string | null> => {
    const [ip] = rowsOf<{ ip: string }>(
      await db.execute(sql`
        with mine as (
          select ip from member_known_ips where member_id = ${inviteeId}
          union select register_ip from members where id = ${inviteeId} and register_ip is not null
        ), circle as (
          select id from members where id = ${inviterId}
          union select id from members where upline_id = ${inviterId} and id <> ${inviteeId}
        ), theirs as (
          select ip from member_known_ips where member_id in (select id from circle)
          union select register_ip from members where id in (select id from circle) and register_ip is not null
        )
        select ip from mine where ip in (select ip from theirs) limit 1`),
    );
    if (ip) return `ip:${ip.ip}`.slice(0, 120);
    const [device] = rowsOf<{ device_id: string }>(
      await db.execute(sql`
        select device_id from member_logins
        where member_id = ${inviteeId} and success and device_id is not null
          and device_id in (
            select device_id from member_logins
            where success and device_id is not null
              and (member_id = ${inviterId}
                   or member_id in (select id from members where upline_id = ${inviterId} and id <> ${inviteeId})))
        limit 1`),
    );
    return device ? `device:${device.device_id}`.slice(0, 120) : null;
  };

  /** Pays a reward that is due (once, by its key) and marks it paid. */
  const pay = async (brand: Brand, rewardId: number) => {
    const [row] = await db.select().from(referralRewards).where(eq(referralRewards.id, rewardId));
    if (!row || row.status !== 'due') return;
    const paid = await wallet.credit({
      merchantId: brand.id,
      memberId: row.inviterId,
      currency: brand.currencyCode,
      amountMinor: row.amountMinor,
      counterparty: 'promotion',
      idempotencyKey: `referral:${row.id}`,
      kind: 'bonus',
      memo: `Referral reward (${row.kind} ${fromMinorUnits(row.thresholdMinor)})`,
      meta: { referral: row.id, invitee: row.inviteeId },
    });
    await db
      .update(referralRewards)
      .set({ status: 'paid', entryId: paid.entryId })
      .where(and(eq(referralRewards.id, row.id), eq(referralRewards.status, 'due')));
  };

  /** Writes the rewards the invitees' milestones earned (held or due), then pays the due ones. */
  const review = async (brand: Brand, inviteeIds: readonly number[]) => {
    const settings = await settingsOf(brand.id);
    if (!settings?.enabled || settings.milestones.length === 0 || inviteeIds.length === 0) return;
    const inviter = alias(members, 'inviter');
    const invitees = await db
      .select({ id: members.id, inviterId: inviter.id })
      .from(members)
      .innerJoin(inviter, eq(inviter.id, members.uplineId))
      .where(
        and(
          eq(members.merchantId, brand.id),
          inArray(members.id, [...inviteeIds]),
          eq(inviter.type, 0),
          sql`${members.type} <> ${TRIAL_TYPE}`,
        ),
      );
    const progress = await progressOf(
      brand.id,
      invitees.map((row) => row.id),
    );
    for (const invitee of invitees) {
      const reached = reachedMilestones(
        settings.milestones,
        progress.get(invitee.id) ?? { depositMinor: 0n, validBetMinor: 0n },
      );
      if (reached.length === 0) continue;
      const known = new Set(
        (
          await db
            .select({ key: referralRewards.milestoneKey })
            .from(referralRewards)
            .where(eq(referralRewards.inviteeId, invitee.id))
        ).map((row) => row.key),
      );
      const fresh = reached.filter((milestone) => !known.has(milestoneKey(milestone)));
      if (fresh.length === 0) continue;
      const shared = await sharedWith(invitee.id, invitee.inviterId);
      await db
        .insert(referralRewards)
        .values(
          fresh.map((milestone) => ({
            merchantId: brand.id,
            inviterId: invitee.inviterId,
            inviteeId: invitee.id,
            milestoneKey: milestoneKey(milestone),
            kind: milestone.kind,
            thresholdMinor: BigInt(milestone.thresholdMinor),
            amountMinor: BigInt(milestone.rewardMinor),
            status: shared ? 'held' : 'due',
            heldFor: shared,
          })),
        )
        .onConflictDoNothing();
    }
    const due = await db
      .select({ id: referralRewards.id })
      .from(referralRewards)
      .where(
        and(
          eq(referralRewards.merchantId, brand.id),
          eq(referralRewards.status, 'due'),
          inArray(referralRewards.inviteeId, [...inviteeIds]),
        ),
      );
    for (const row of due) await pay(brand, row.id);
  };

  /** Invitees (of ordinary members) who played or deposited since yesterday. */
  const activeInvitees = async (merchantId: number) => {
    const since = businessDayOf(new Date(now().getTime() - 86_400_000));
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        select m.id from members m join members i on i.id = m.upline_id and i.type = 0
        where m.merchant_id = ${merchantId} and (
          exists (select 1 from bet_daily b where b.member_id = m.id and b.day >= ${since}::date)
          or exists (select 1 from deposits d where d.member_id = m.id and d.status = 'approved'
                     and d.decided_at >= ${businessDayStart(since).toISOString()}::timestamptz))`),
    );
    return rows.map((row) => Number(row.id));
  };

  /** The scheduler's beat: each brand with a programme on, its recently active invitees. */
  const tick = async () => {
    const brands = await db
      .select({ id: merchants.id, currencyCode: merchants.currencyCode })
      .from(merchants)
      .innerJoin(referralSettings, eq(referralSettings.merchantId, merchants.id))
      .where(eq(referralSettings.enabled, true));
    for (const brand of brands) await review(brand, await activeInvitees(brand.id));
  };

  /** The inviter's page: their code and link, the milestones, and their invitees with the rewards. */
  const memberReferral = async (
    merchant: { id: number; currencyCode: string; currencySymbol: string },
    member: Pick<MemberRow, 'id' | 'referralCode'>,
    raw: TReferralQuery,
  ): Promise<TReferral> => {
    const query = ZReferralQuery.parse(raw);
    const settings = await settingsOf(merchant.id);
    const mine = and(eq(members.merchantId, merchant.id), eq(members.uplineId, member.id));
    const page = await db
      .select({ id: members.id, account: members.account, createdAt: members.createdAt })
      .from(members)
      .where(mine)
      .orderBy(desc(members.id))
      .limit(REFERRAL_PAGE_SIZE)
      .offset((query.page - 1) * REFERRAL_PAGE_SIZE);
    if (settings?.enabled)
      await review(
        merchant,
        page.map((row) => row.id),
      );
    const [[counted], sums, progress, rewards] = await Promise.all([
      db.select({ n: sql<number>`count(*)::int` }).from(members).where(mine),
      db
        .select({
          status: referralRewards.status,
          amount: sql<string>`sum(${referralRewards.amountMinor})::text`,
        })
        .from(referralRewards)
        .where(eq(referralRewards.inviterId, member.id))
        .groupBy(referralRewards.status),
      progressOf(
        merchant.id,
        page.map((row) => row.id),
      ),
      page.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(referralRewards)
            .where(
              inArray(
                referralRewards.inviteeId,
                page.map((row) => row.id),
              ),
            ),
    ]);
    const sum = (statuses: string[]) =>
      fromMinorUnits(
        sums
          .filter((row) => statuses.includes(row.status))
          .reduce((total, row) => total + BigInt(row.amount), 0n),
      );
    const milestones = settings?.milestones ?? [];
    const invitees = Number(counted?.n ?? 0);
    return {
      enabled: settings?.enabled ?? false,
      code: member.referralCode,
      path: `/register?referralCode=${encodeURIComponent(member.referralCode)}`,
      milestones: milestones.map(toContract),
      invitees,
      paid: sum(['paid', 'due']),
      held: sum(['held']),
      content: page.map((row) => {
        const figures = progress.get(row.id) ?? { depositMinor: 0n, validBetMinor: 0n };
        return {
          account: maskAccount(row.account),
          joinedAt: row.createdAt.toISOString(),
          deposits: fromMinorUnits(figures.depositMinor),
          validBet: fromMinorUnits(figures.validBetMinor),
          rewards: rewards
            .filter((reward) => reward.inviteeId === row.id)
            .map((reward) => ({
              milestone: milestones.findIndex((milestone) => milestoneKey(milestone) === reward.milestoneKey),
              amount: fromMinorUnits(reward.amountMinor),
              status: shownStatus(reward.status),
            })),
        };
      }),
      pageNum: query.page,
      totalPages: Math.max(1, Math.ceil(invitees / REFERRAL_PAGE_SIZE)),
      currencySymbol: merchant.currencySymbol,
    };
  };

  /** The back office's view of a brand's programme: settings, held rewards first, then the latest. */
  const adminReferral = async (merchantCode: string): Promise<TAdminReferral> => {
    const brand = await brandByCode(db, merchantCode);
    const settings = await settingsOf(brand.id);
    const inviter = alias(members, 'inviter');
    const invitee = alias(members, 'invitee');
    const [counted] = rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(*)::int as n from members m join members i on i.id = m.upline_id and i.type = 0
        where m.merchant_id = ${brand.id}`),
    );
    const [paid] = await db
      .select({ amount: sql<string>`coalesce(sum(${referralRewards.amountMinor}), 0)::text` })
      .from(referralRewards)
      .where(and(eq(referralRewards.merchantId, brand.id), inArray(referralRewards.status, ['paid', 'due'])));
    const rows = await db
      .select({ reward: referralRewards, inviter: inviter.account, invitee: invitee.account })
      .from(referralRewards)
      .innerJoin(inviter, eq(inviter.id, referralRewards.inviterId))
      .innerJoin(invitee, eq(invitee.id, referralRewards.inviteeId))
      .where(eq(referralRewards.merchantId, brand.id))
      .orderBy(sql`(${referralRewards.status} = 'held') desc`, desc(referralRewards.id))
      .limit(ADMIN_REFERRAL_REWARDS);
    return {
      merchantCode: brand.code,
      enabled: settings?.enabled ?? false,
      milestones: (settings?.milestones ?? []).map(toContract),
      invitees: Number(counted?.n ?? 0),
      paid: fromMinorUnits(BigInt(paid?.amount ?? 0)),
      rewards: rows.map(({ reward, inviter: inviterAccount, invitee: inviteeAccount }) => ({
        id: reward.id,
        inviter: inviterAccount,
        invitee: inviteeAccount,
        milestone: toContract({
          kind: reward.kind as StoredMilestone['kind'],
          thresholdMinor: String(reward.thresholdMinor),
          rewardMinor: String(reward.amountMinor),
        }),
        amount: fromMinorUnits(reward.amountMinor),
        status: shownStatus(reward.status),
        heldFor: reward.heldFor,
        decidedBy: reward.decidedByName,
        decisionReason: reward.decisionReason,
        createdAt: reward.createdAt.toISOString(),
      })),
      currencySymbol: brand.currencySymbol,
    };
  };

  const requireAudit = () => {
    if (!audit) throw new Error('the referral programme is changed with an audit service');
    return audit;
  };

  /** The operator's programme (audited in the same transaction). */
  const saveSettings = async (actor: Actor, request: TAdminReferralRequest) => {
    const auditing = requireAudit();
    const brand = await brandByCode(db, request.merchantCode.trim().toUpperCase());
    const before = await settingsOf(brand.id);
    const milestones: StoredMilestone[] = request.milestones.map((milestone) => ({
      kind: milestone.kind,
      thresholdMinor: String(toMinorUnits(milestone.threshold)),
      rewardMinor: String(toMinorUnits(milestone.reward)),
    }));
    await auditing.transaction(async (tx) => {
      await tx
        .insert(referralSettings)
        .values({ merchantId: brand.id, enabled: request.enabled, milestones })
        .onConflictDoUpdate({
          target: referralSettings.merchantId,
          set: { enabled: request.enabled, milestones, updatedAt: sql`now()` },
        });
      await auditing.record(tx, actor, {
        action: 'referral.settings',
        target: { type: 'merchant', id: brand.code },
        merchantId: brand.id,
        before: before ? { enabled: before.enabled, milestones: before.milestones } : null,
        after: { enabled: request.enabled, milestones, reason: request.reason.trim() },
      });
    });
    return adminReferral(brand.code);
  };

  /** An operator's decision on a held reward: paid (once) or rejected, with a reason. */
  const decide = async (actor: Actor, rewardId: number, approve: boolean, reason: string) => {
    const auditing = requireAudit();
    const [row] = await db.select().from(referralRewards).where(eq(referralRewards.id, rewardId));
    const [brand] = row
      ? await db.select().from(merchants).where(eq(merchants.id, row.merchantId))
      : [undefined];
    if (!row || !brand) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.id');
    await auditing.transaction(async (tx) => {
      const [changed] = await tx
        .update(referralRewards)
        .set({
          status: approve ? 'due' : 'rejected',
          decidedByName: actor.operatorName,
          decisionReason: reason.trim(),
          decidedAt: now(),
        })
        .where(and(eq(referralRewards.id, rewardId), eq(referralRewards.status, 'held')))
        .returning({ id: referralRewards.id });
      if (!changed) throw new AppError(409, 'REFERRAL_NOT_HELD', 'in_referral_not_held');
      await auditing.record(tx, actor, {
        action: approve ? 'referral.approve' : 'referral.reject',
        target: { type: 'referral_reward', id: String(rewardId) },
        merchantId: row.merchantId,
        before: { status: 'held', heldFor: row.heldFor },
        after: { status: approve ? 'paid' : 'rejected', reason: reason.trim() },
      });
    });
    if (approve) await pay(brand, rewardId);
    return adminReferral(brand.code);
  };

  return {
    settingsOf,
    enabledFor,
    progressOf,
    sharedWith,
    review,
    tick,
    memberReferral,
    adminReferral,
    saveSettings,
    decide,
  };
};

export type ReferralService = ReturnType<typeof createReferralService>;
