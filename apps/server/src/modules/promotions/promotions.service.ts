/**
 * Promotions and bonus money (issue 17; docs/decisions/063-bonus-money.md).
 *
 * A member joins a deposit bonus (paid on the next qualifying deposit) or claims a no-deposit
 * bonus (paid at once). A bonus is money in the member's `member_bonus` wallet, paid from the
 * brand's `promotion` account, with a wagering requirement: multiplier × the bonus (or the deposit
 * and the bonus). While it wagers:
 * - a bet spends the main wallet first, then the bonus wallet (`stakeSplit`); a bet above the
 *   bonus's maximum is refused;
 * - a payout goes back in the proportions its round was staked (`payoutShare`), so winnings of
 *   bonus money stay bonus;
 * - each settled round counts its valid bet × its category's contribution (`onSettle`); when the
 *   count reaches the requirement the bonus wallet moves to the main wallet, and when the bonus
 *   wallet is empty the bonus is spent;
 * - withdrawing is refused until the member confirms giving the bonus up; the beat returns
 *   bonuses past their expiry to the brand.
 * Every movement is a wallet entry under a key of the bonus, so each happens once.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type {
  TAdminApplication,
  TAdminBonus,
  TAdminPromotion,
  TAdminPromotionRequest,
} from '@luckwell/contracts/admin/promotions';
import { ADMIN_APPLICATION_PAGE_SIZE, ADMIN_BONUS_PAGE_SIZE } from '@luckwell/contracts/admin/promotions';
import { basisPointsToRate, rateToBasisPoints } from '@luckwell/contracts/agent/agent-contracts';
import { MessageKey } from '@luckwell/contracts/envelope';
import type { TGameCategory } from '@luckwell/contracts/games/game-menus';
import { isAgentType } from '@luckwell/contracts/member/member-info';
import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import {
  BONUS_PAGE_SIZE,
  PromotionMessageKey,
  type TApplication,
  type TBonus,
  type TBonusDetails,
  type TBonusStatus,
  type TCashbackPeriod,
  type TContribution,
  type TPromotion,
  type TPromotionStatus,
  type TRaffle,
  type TRaffleEntry,
} from '@luckwell/contracts/member/promotions';
import { maskAccount } from '@luckwell/contracts/member/referral';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import { and, count, desc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { readUploadedImage } from '../../platform/uploaded-image.ts';
import type { Actor, AuditService } from '../admin/audit.service.ts';
import { deposits } from '../deposits/deposit.table.ts';
import { games } from '../games/game.table.ts';
import { members } from '../members/member.table.ts';
import { memberTree } from '../members/member-tree.table.ts';
import { createMembersRepository, type MemberRow } from '../members/members.repository.ts';
import { brandByCode } from '../merchants/brand-by-code.ts';
import { merchants } from '../merchants/merchant.table.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { periodOf } from '../missions/missions.service.ts';
import { memberVip } from '../vip/vip.table.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import {
  bonuses,
  promotionApplicationImages,
  promotionApplications,
  promotions,
  raffleDraws,
  raffleEntries,
  raffleWinners,
  type StoredContribution,
  type StoredPrize,
  wordsIn,
} from './promotion.table.ts';
import { conversionOf } from './spend-report.ts';

type PromotionRow = typeof promotions.$inferSelect;
type BonusRow = typeof bonuses.$inferSelect;
type ApplicationRow = typeof promotionApplications.$inferSelect;

const DAY_MS = 86_400_000;
const FULL_BP = 10_000;
/** How long an ended raffle stays listed, for its winners to see and claim. */
const RAFFLE_SHOWN_DAYS = 7;

const promoError = (
  status: number,
  code: ConstructorParameters<typeof AppError>[1],
  key: string,
  field?: string,
) => new AppError(status, code, key, field);
const notFound = () => promoError(404, 'PROMO_NOT_FOUND', PromotionMessageKey.notFound, 'body.promotionId');

/** A category's contribution in basis points: the bonus's own list, else in full. */
export const contributionBp = (list: StoredContribution[], category: string) =>
  list.find((line) => line.category === category)?.bp ?? FULL_BP;

/** The bonus a deposit earns: its share at the promotion's rate, at most the promotion's maximum. */
export const depositBonusOf = (depositMinor: bigint, bonusBp: number, maxBonusMinor: bigint) => {
  const share = (depositMinor * BigInt(bonusBp)) / BigInt(FULL_BP);
  return share < maxBonusMinor ? share : maxBonusMinor;
};

/** multiplier × the bonus, or × (deposit + bonus). */
export const wageringRequirementOf = (
  promotion: Pick<PromotionRow, 'wageringMultiplier' | 'wageringBase'>,
  bonusMinor: bigint,
  depositMinor: bigint,
) =>
  BigInt(promotion.wageringMultiplier) *
  (promotion.wageringBase === 'deposit_bonus' ? bonusMinor + depositMinor : bonusMinor);

/**
 * A cashback (ADR 070): its share of a period's net loss, at most its maximum; nothing on a win, or
 * on a loss below the least it pays on.
 */
export const cashbackOf = (
  lossMinor: bigint,
  bonusBp: number,
  minLossMinor: bigint,
  maxBonusMinor: bigint,
) => {
  if (lossMinor <= 0n || lossMinor < minLossMinor) return 0n;
  const share = (lossMinor * BigInt(bonusBp)) / BigInt(FULL_BP);
  return share < maxBonusMinor ? share : maxBonusMinor;
};

/** An entrant of a raffle's draw: a member and their tickets. */
export type RaffleEntrant = { memberId: number; tickets: number };

/**
 * A raffle's winners (ADR 071): prize `rank` (largest first) goes to a ticket picked uniformly among
 * the tickets still in the draw — HMAC-SHA256 of the seed and the rank, its first 8 bytes modulo the
 * tickets left — and its holder leaves the draw (one prize per member). Entrants are taken in member
 * order, so the seed and the entries give the same winners again.
 */
export const drawWinners = (seed: string, entrants: readonly RaffleEntrant[], prizes: readonly bigint[]) => {
  const pool = entrants.filter((entrant) => entrant.tickets > 0).sort((a, b) => a.memberId - b.memberId);
  let left = pool.reduce((sum, entrant) => sum + BigInt(entrant.tickets), 0n);
  const winners: { rank: number; memberId: number; tickets: number; prizeMinor: bigint }[] = [];
  for (const [index, prizeMinor] of prizes.entries()) {
    if (pool.length === 0 || left <= 0n) break;
    const digest = createHmac('sha256', seed)
      .update(`rank:${index + 1}`)
      .digest();
    let ticket = digest.readBigUInt64BE(0) % left;
    const at = pool.findIndex((entrant) => {
      if (ticket < BigInt(entrant.tickets)) return true;
      ticket -= BigInt(entrant.tickets);
      return false;
    });
    const [winner] = pool.splice(at, 1);
    if (!winner) break;
    left -= BigInt(winner.tickets);
    winners.push({ rank: index + 1, memberId: winner.memberId, tickets: winner.tickets, prizeMinor });
  }
  return winners;
};

/** A raffle's prizes one by one, largest first. */
export const prizeList = (prizes: readonly StoredPrize[]) =>
  prizes
    .flatMap((prize) => Array.from({ length: prize.count }, () => BigInt(prize.amountMinor)))
    .sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/** The part of a payout that returns to the bonus wallet: its round's bonus share of the stake. */
export const bonusShareOf = (payoutMinor: bigint, bonusStakeMinor: bigint, stakeMinor: bigint) =>
  stakeMinor <= 0n || bonusStakeMinor <= 0n ? 0n : (payoutMinor * bonusStakeMinor) / stakeMinor;

/** A raffle's terms on the wire: the bet per ticket and the prizes. */
const raffleTermsOf = (row: Pick<PromotionRow, 'ticketMinor' | 'prizes'>) => ({
  ticketBet: row.ticketMinor === null ? null : fromMinorUnits(row.ticketMinor),
  prizes: row.prizes.map((prize) => ({
    amount: fromMinorUnits(BigInt(prize.amountMinor)),
    count: prize.count,
  })),
});

const contributionsOut = (list: StoredContribution[]): TContribution[] =>
  list.map((line) => ({ category: line.category as TGameCategory, percent: basisPointsToRate(line.bp) }));
const contributionsIn = (list: TContribution[]): StoredContribution[] =>
  list.map((line) => ({ category: line.category, bp: rateToBasisPoints(line.percent) }));

/** A round as the wagering hooks see it. */
export type WageredRound = {
  merchantId: number;
  memberId: number;
  vendor: string;
  gameCode: string;
  currency: string;
  placedAt: Date;
  stakeMinor: bigint;
  bonusStakeMinor: bigint;
  validBetMinor: bigint;
};

type Options = {
  db: Database;
  audit?: AuditService;
  now?: () => Date;
};

export const createPromotionsService = ({ db, audit, now = () => new Date() }: Options) => {
  const promotionOf = async (merchantId: number, id: number, tx: Database = db) => {
    const [row] = await tx
      .select()
      .from(promotions)
      .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)));
    return row;
  };

  /** The member's VIP level (ADR 066); 0 without a rank. */
  const vipLevelOf = async (memberId: number) =>
    (await db.select({ level: memberVip.level }).from(memberVip).where(eq(memberVip.memberId, memberId)))[0]
      ?.level ?? 0;

  /** What eligibility reads of a member: their VIP level and the agents above them (member_tree). */
  type Standing = { vipLevel: number; agents: Set<number> };
  const standingOf = async (memberId: number): Promise<Standing> => {
    const above = await db
      .select({ id: memberTree.ancestorId })
      .from(memberTree)
      .where(and(eq(memberTree.descendantId, memberId), sql`${memberTree.depth} > 0`));
    return { vipLevel: await vipLevelOf(memberId), agents: new Set(above.map((row) => row.id)) };
  };

  /** The invitation code of each team-limited promotion's agent. */
  const agentCodesOf = async (rows: readonly PromotionRow[]) => {
    const ids = [...new Set(rows.flatMap((row) => (row.teamAgentId === null ? [] : [row.teamAgentId])))];
    if (ids.length === 0) return new Map<number, string>();
    const agents = await db
      .select({ id: members.id, code: members.affiliateCode })
      .from(members)
      .where(inArray(members.id, ids));
    const codes = new Map(agents.map((agent) => [agent.id, agent.code ?? '']));
    return new Map(
      rows.flatMap((row) =>
        row.teamAgentId === null ? [] : [[row.id, codes.get(row.teamAgentId) ?? ''] as const],
      ),
    );
  };

  /** Why a member may not take a promotion (ADR 069), or null when they may. */
  const ineligibleFor = (
    promotion: PromotionRow,
    member: Pick<MemberRow, 'createdAt'>,
    standing: Standing,
  ): TPromotion['ineligible'] => {
    if (promotion.teamAgentId !== null && !standing.agents.has(promotion.teamAgentId)) return 'team';
    if (standing.vipLevel < promotion.minVipLevel) return 'vip';
    if (
      promotion.newMemberDays !== null &&
      member.createdAt.getTime() < now().getTime() - promotion.newMemberDays * 86_400_000
    ) {
      return 'new_members';
    }
    return null;
  };

  /**
   * Whether someone else took the promotion from an IP address, a device or a payment account this
   * member also used (their sign-in addresses and devices, registration addresses, and the bank
   * accounts they withdraw to, removed ones included).
   */
  const sharedWithClaimant = async (tx: Database, promotionId: number, memberId: number) => {
    const [shared] = rowsOf<{ found: number }>(
      await tx.execute(sql`
        with mine_ips as (
          select ip from member_known_ips where member_id = ${memberId}
          union select register_ip from members where id = ${memberId} and register_ip is not null
        ), mine_devices as (
          select device_id from member_logins where member_id = ${memberId} and success and device_id is not null
        ), mine_accounts as (
          select account_number from member_bank_accounts where member_id = ${memberId}
        ), claimants as (
          select distinct member_id from bonuses where promotion_id = ${promotionId} and member_id <> ${memberId}
        )
        select 1 as found from claimants c
        where exists (select 1 from member_known_ips k where k.member_id = c.member_id and k.ip in (select ip from mine_ips))
           or exists (select 1 from members m where m.id = c.member_id and m.register_ip in (select ip from mine_ips))
           or exists (select 1 from member_logins l where l.member_id = c.member_id and l.success
                      and l.device_id in (select device_id from mine_devices))
           or exists (select 1 from member_bank_accounts b where b.member_id = c.member_id
                      and b.account_number in (select account_number from mine_accounts))
        limit 1`),
    );
    return shared !== undefined;
  };

  /** The member's bonus that is joined or wagering, if any (at most one: a unique index). */
  const openBonus = async (tx: Database, merchantId: number, memberId: number, status?: 'wagering') => {
    const [row] = await tx
      .select()
      .from(bonuses)
      .where(
        and(
          eq(bonuses.merchantId, merchantId),
          eq(bonuses.memberId, memberId),
          status ? eq(bonuses.status, status) : inArray(bonuses.status, ['joined', 'wagering']),
        ),
      );
    return row;
  };

  const hasCreditedDeposit = async (tx: Database, merchantId: number, memberId: number, except?: number) => {
    const [row] = await tx
      .select({ id: deposits.id })
      .from(deposits)
      .where(
        and(
          eq(deposits.merchantId, merchantId),
          eq(deposits.memberId, memberId),
          isNotNull(deposits.creditEntryId),
          ...(except === undefined ? [] : [ne(deposits.id, except)]),
        ),
      )
      .limit(1);
    return row !== undefined;
  };

  const isOpen = (promotion: PromotionRow, at = now()) =>
    promotion.enabled && promotion.startsAt <= at && (!promotion.endsAt || promotion.endsAt > at);

  /**
   * Pays a bonus into the member's bonus wallet and starts its wagering, in the caller's
   * transaction. A requirement of zero releases it to the main wallet at once.
   */
  const payBonus = async (
    tx: Database,
    bonus: BonusRow,
    promotion: PromotionRow,
    amounts: { bonusMinor: bigint; depositMinor: bigint; depositId?: number },
  ) => {
    const at = now();
    const wallet = createWalletService(tx);
    const { currencyCode } = await currencyOf(tx, bonus.merchantId);
    await wallet.grant({
      merchantId: bonus.merchantId,
      memberId: bonus.memberId,
      currency: currencyCode,
      amountMinor: amounts.bonusMinor,
      source: 'promotion',
      kind: 'member_bonus',
      idempotencyKey: `bonus:${bonus.id}`,
      memo: `Bonus #${bonus.id} (${promotion.title.en})`,
    });
    const required = wageringRequirementOf(promotion, amounts.bonusMinor, amounts.depositMinor);
    const [paid] = await tx
      .update(bonuses)
      .set({
        status: 'wagering',
        bonusMinor: amounts.bonusMinor,
        depositMinor: amounts.depositMinor,
        depositId: amounts.depositId ?? null,
        wageringRequiredMinor: required,
        paidAt: at,
        expiresAt: new Date(at.getTime() + promotion.expiryDays * DAY_MS),
      })
      .where(eq(bonuses.id, bonus.id))
      .returning();
    if (paid && required === 0n) await finish(tx, paid, 'completed');
    return paid;
  };

  const currencyOf = async (tx: Database, merchantId: number) => {
    const [row] = await tx
      .select({ currencyCode: merchants.currencyCode })
      .from(merchants)
      .where(eq(merchants.id, merchantId));
    if (!row) throw new Error(`promotions: merchant ${merchantId} missing`);
    return row;
  };

  /**
   * Ends a wagering bonus once (the status update decides which caller does): `completed` moves
   * the whole bonus wallet to the main wallet, `forfeited` and `expired` return it to the brand,
   * `spent` finds it empty. The wallet row is locked first, so no bet spends it meanwhile.
   */
  const finish = async (
    tx: Database,
    bonus: BonusRow,
    status: Exclude<TBonusStatus, 'joined' | 'wagering' | 'closed'>,
  ) => {
    const [ended] = await tx
      .update(bonuses)
      .set({ status, finishedAt: now() })
      .where(and(eq(bonuses.id, bonus.id), eq(bonuses.status, 'wagering')))
      .returning();
    if (!ended) return undefined;
    const wallet = createWalletService(tx);
    const { currencyCode } = await currencyOf(tx, bonus.merchantId);
    const account = await wallet.memberAccount(
      bonus.merchantId,
      bonus.memberId,
      currencyCode,
      'member_bonus',
    );
    const locked = await tx.execute(
      sql`select balance::text as balance from ledger_accounts where id = ${account.id} for update`,
    );
    const balance = BigInt(
      String((locked as unknown as { rows: { balance: string }[] }).rows[0]?.balance ?? 0),
    );
    if (balance > 0n) {
      const cash = await wallet.memberAccountId(
        bonus.merchantId,
        bonus.memberId,
        currencyCode,
        'member_cash',
      );
      const brand = await wallet.brandAccountId(bonus.merchantId, 'promotion', currencyCode);
      const released = status === 'completed';
      await wallet.post({
        merchantId: bonus.merchantId,
        idempotencyKey: `${released ? 'bonus-release' : 'bonus-return'}:${bonus.id}`,
        kind: released ? 'bonus_release' : 'bonus_return',
        memo: `Bonus #${bonus.id} ${status}`,
        meta: { bonusId: bonus.id },
        postings: [
          { accountId: account.id, amount: -balance },
          { accountId: released ? cash : brand, amount: balance },
        ],
      });
    }
    const [done] = await tx
      .update(bonuses)
      .set({ finalMinor: balance })
      .where(eq(bonuses.id, bonus.id))
      .returning();
    return done;
  };

  // ── the member's side ─────────────────────────────────────────────────────────────────────────

  /** Refuses a member the promotion is not for (ADR 069), with the reason. */
  const assertEligible = async (promotion: PromotionRow, member: MemberRow) => {
    const ineligible = ineligibleFor(promotion, member, await standingOf(member.id));
    if (ineligible === 'team') {
      throw promoError(409, 'PROMO_NOT_ELIGIBLE', PromotionMessageKey.notEligibleTeam, 'body.promotionId');
    }
    if (ineligible === 'vip') {
      throw promoError(
        409,
        'PROMO_NOT_ELIGIBLE',
        PromotionMessageKey.notEligibleVip,
        'body.promotionId',
      ).with({
        params: { level: promotion.minVipLevel },
      });
    }
    if (ineligible === 'new_members') {
      throw promoError(
        409,
        'PROMO_NOT_ELIGIBLE',
        PromotionMessageKey.notEligibleNew,
        'body.promotionId',
      ).with({
        params: { days: promotion.newMemberDays ?? 0 },
      });
    }
  };

  /**
   * Once per IP address, device and payment account: takes of this promotion one at a time, so two
   * members sharing one cannot both pass; the member's own repeat (same claim key) passes.
   */
  const assertAddressFree = async (
    tx: Database,
    promotion: PromotionRow,
    memberId: number,
    claimKey: string,
  ) => {
    if (!promotion.onePerAddress) return;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`promotion:${promotion.id}`}))`);
    const [again] = await tx
      .select({ id: bonuses.id })
      .from(bonuses)
      .where(and(eq(bonuses.merchantId, promotion.merchantId), eq(bonuses.claimKey, claimKey)));
    if (!again && (await sharedWithClaimant(tx, promotion.id, memberId))) {
      throw promoError(409, 'PROMO_NOT_ELIGIBLE', PromotionMessageKey.sharedAddress, 'body.promotionId');
    }
  };

  const bonusByKey = async (tx: Database, merchantId: number, claimKey: string) =>
    (
      await tx
        .select()
        .from(bonuses)
        .where(and(eq(bonuses.merchantId, merchantId), eq(bonuses.claimKey, claimKey)))
    )[0];

  /**
   * Pays a bonus the member did not join for (a cashback, an issued application) once under its
   * claim key, in the caller's transaction: without wagering straight to the main wallet (a
   * `completed` bonus), else into the bonus wallet like any bonus, which needs the member's one
   * bonus slot free (PROMO_BONUS_ACTIVE).
   */
  const issueBonus = async (
    tx: Database,
    promotion: PromotionRow,
    memberId: number,
    amountMinor: bigint,
    claimKey: string,
  ) => {
    const existing = await bonusByKey(tx, promotion.merchantId, claimKey);
    if (existing) return existing;
    const direct = wageringRequirementOf(promotion, amountMinor, 0n) === 0n;
    const at = now();
    const [inserted] = await tx
      .insert(bonuses)
      .values({
        merchantId: promotion.merchantId,
        memberId,
        promotionId: promotion.id,
        claimKey,
        status: direct ? 'completed' : 'joined',
        maxBetMinor: promotion.maxBetMinor,
        contributions: promotion.contributions,
        ...(direct ? { bonusMinor: amountMinor, finalMinor: amountMinor, paidAt: at, finishedAt: at } : {}),
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const raced = await bonusByKey(tx, promotion.merchantId, claimKey);
      if (raced) return raced;
      throw promoError(409, 'PROMO_BONUS_ACTIVE', PromotionMessageKey.bonusActive, 'body.promotionId');
    }
    if (!direct) {
      return (
        (await payBonus(tx, inserted, promotion, { bonusMinor: amountMinor, depositMinor: 0n })) ?? inserted
      );
    }
    const { currencyCode } = await currencyOf(tx, promotion.merchantId);
    await createWalletService(tx).grant({
      merchantId: promotion.merchantId,
      memberId,
      currency: currencyCode,
      amountMinor,
      source: 'promotion',
      kind: 'member_cash',
      idempotencyKey: `bonus:${inserted.id}`,
      memo: `Bonus #${inserted.id} (${promotion.title.en})`,
    });
    return inserted;
  };

  /**
   * Another module's bonus (the points mall's bonus goods, ADR 073): `issueBonus` for a promotion of
   * the brand named by id, in the caller's transaction.
   */
  const issue = async (
    tx: Database,
    input: {
      merchantId: number;
      promotionId: number;
      memberId: number;
      amountMinor: bigint;
      claimKey: string;
    },
  ) => {
    const promotion = await promotionOf(input.merchantId, input.promotionId, tx);
    if (!promotion) throw notFound();
    return issueBonus(tx, promotion, input.memberId, input.amountMinor, input.claimKey);
  };

  // ── cashback (ADR 070) ─────────────────────────────────────────────────────────────────────────

  /** The member's net loss (stakes less payouts of settled rounds) over business days first..last. */
  const netLossOf = async (merchantId: number, memberId: number, firstDay: string, lastDay: string) => {
    const [row] = rowsOf<{ loss: string }>(
      await db.execute(sql`
        select coalesce(sum(stake_minor - payout_minor), 0)::text as loss from bet_daily
        where merchant_id = ${merchantId} and member_id = ${memberId}
          and day >= ${firstDay}::date and day <= ${lastDay}::date`),
    );
    return BigInt(row?.loss ?? 0);
  };

  /**
   * A cashback for one member: the last finished period's loss and what it pays (nothing for a
   * period that ended before the promotion started), and the running period's loss so far.
   */
  const cashbackView = async (promotion: PromotionRow, memberId: number) => {
    const kind = promotion.cashbackPeriod as TCashbackPeriod;
    const current = periodOf(kind, businessDayOf(now()));
    const last = periodOf(kind, shiftDay(current.firstDay, -1));
    const [lastLoss, currentLoss] = await Promise.all([
      netLossOf(promotion.merchantId, memberId, last.firstDay, last.lastDay),
      netLossOf(promotion.merchantId, memberId, current.firstDay, current.lastDay),
    ]);
    const counts = last.end !== null && last.end > promotion.startsAt;
    return {
      lastPeriod: last.firstDay,
      lastLossMinor: lastLoss,
      lastAmountMinor: counts
        ? cashbackOf(lastLoss, promotion.bonusBp ?? 0, promotion.minLossMinor, promotion.maxBonusMinor)
        : 0n,
      currentLossMinor: currentLoss,
      claimKey: `${promotion.id}:${memberId}:${last.firstDay}`,
    };
  };

  // ── applications (ADR 070) ─────────────────────────────────────────────────────────────────────

  const applicationDto = (row: ApplicationRow): TApplication => ({
    id: row.id,
    promotionId: row.promotionId,
    status: row.status as TApplication['status'],
    comment: row.comment,
    images: row.imageCount,
    amount: row.amountMinor === null ? null : fromMinorUnits(row.amountMinor),
    reason: row.status === 'rejected' ? row.reason : null,
    createdAt: row.createdAt.toISOString(),
  });

  /**
   * Applies for an application promotion with a comment and up to 3 checked images: one live
   * application per member (a repeat answers the live one), a new one after a rejection.
   */
  const apply = async (
    member: MemberRow,
    promotion: PromotionRow,
    input: { comment?: string; images?: string[] },
  ) => {
    const comment = input.comment?.trim() ?? '';
    if (comment === '') {
      throw promoError(400, 'VALIDATION_FAILED', PromotionMessageKey.commentRequired, 'body.comment');
    }
    const images = (input.images ?? []).map((image, index) =>
      readUploadedImage(image, {
        field: `body.images.${index}`,
        invalidCode: 'PROMO_IMAGE_INVALID',
        invalidKey: PromotionMessageKey.imageInvalid,
        tooLargeKey: PromotionMessageKey.imageTooLarge,
      }),
    );
    const live = (tx: Database) =>
      tx
        .select()
        .from(promotionApplications)
        .where(
          and(
            eq(promotionApplications.promotionId, promotion.id),
            eq(promotionApplications.memberId, member.id),
            inArray(promotionApplications.status, ['applying', 'issued']),
          ),
        );
    const row = await db.transaction(async (txHandle) => {
      const tx = txHandle as unknown as Database;
      await assertAddressFree(tx, promotion, member.id, `${promotion.id}:${member.id}`);
      const [inserted] = await tx
        .insert(promotionApplications)
        .values({
          merchantId: promotion.merchantId,
          memberId: member.id,
          promotionId: promotion.id,
          comment,
          imageCount: images.length,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) {
        const [existing] = await live(tx);
        if (existing) return existing;
        throw new Error('promotions: an application conflicted and none is live');
      }
      if (images.length > 0) {
        await tx.insert(promotionApplicationImages).values(
          images.map((image, position) => ({
            applicationId: inserted.id,
            position,
            mime: image.mime,
            data: image.base64,
          })),
        );
      }
      return inserted;
    });
    return applicationDto(row);
  };

  // ── raffles (ADR 071) ──────────────────────────────────────────────────────────────────────────

  /** The business days a raffle counts valid bet over: its start to its end (or today). */
  const raffleDays = (promotion: PromotionRow) => {
    const last =
      promotion.endsAt && promotion.endsAt <= now() ? new Date(promotion.endsAt.getTime() - 1) : now();
    return { firstDay: businessDayOf(promotion.startsAt), lastDay: businessDayOf(last) };
  };

  /** Tickets of some members (all when none named): their valid bet over the raffle's days ÷ the bet per ticket. */
  const ticketsOf = async (promotion: PromotionRow, memberIds?: number[]) => {
    const per = promotion.ticketMinor ?? 0n;
    if (per <= 0n || memberIds?.length === 0) return new Map<number, number>();
    const { firstDay, lastDay } = raffleDays(promotion);
    const rows = rowsOf<{ member_id: number; valid: string }>(
      await db.execute(sql`
        select e.member_id, coalesce(sum(d.valid_bet_minor), 0)::text as valid
        from raffle_entries e
        left join bet_daily d on d.member_id = e.member_id and d.merchant_id = ${promotion.merchantId}
          and d.day >= ${firstDay}::date and d.day <= ${lastDay}::date
        where e.promotion_id = ${promotion.id}
          ${
            memberIds
              ? sql`and e.member_id in (${sql.join(
                  memberIds.map((id) => sql`${id}`),
                  sql`, `,
                )})`
              : sql``
          }
        group by e.member_id`),
    );
    return new Map(rows.map((row) => [Number(row.member_id), Number(BigInt(row.valid) / per)]));
  };

  /** Enters a raffle, once (a repeat answers the entry). */
  const enterRaffle = async (promotion: PromotionRow, member: MemberRow): Promise<TRaffleEntry> => {
    await db
      .insert(raffleEntries)
      .values({ promotionId: promotion.id, memberId: member.id })
      .onConflictDoNothing();
    const [entry] = await db
      .select()
      .from(raffleEntries)
      .where(and(eq(raffleEntries.promotionId, promotion.id), eq(raffleEntries.memberId, member.id)));
    return {
      promotionId: promotion.id,
      tickets: (await ticketsOf(promotion, [member.id])).get(member.id) ?? 0,
      enteredAt: (entry?.enteredAt ?? now()).toISOString(),
    };
  };

  /**
   * Draws an ended raffle once (the draw row's key decides): entrants' tickets at the end, a fresh
   * random seed kept with the draw, the winners written with their prizes for them to claim.
   */
  const drawRaffle = async (promotion: PromotionRow) => {
    const tickets = await ticketsOf(promotion);
    const entrants = [...tickets].map(([memberId, count]) => ({ memberId, tickets: count }));
    const seed = randomBytes(32).toString('hex');
    const winners = drawWinners(seed, entrants, prizeList(promotion.prizes));
    return db.transaction(async (txHandle) => {
      const tx = txHandle as unknown as Database;
      const [drawn] = await tx
        .insert(raffleDraws)
        .values({
          promotionId: promotion.id,
          seed,
          entrants: entrants.filter((entrant) => entrant.tickets > 0).length,
          totalTickets: entrants.reduce((sum, entrant) => sum + entrant.tickets, 0),
        })
        .onConflictDoNothing()
        .returning();
      if (!drawn) return false;
      if (winners.length > 0) {
        await tx
          .insert(raffleWinners)
          .values(winners.map((winner) => ({ ...winner, promotionId: promotion.id })));
      }
      return true;
    });
  };

  /** A raffle's winners with their accounts, in rank order. */
  const raffleWinnersOf = (promotionId: number) =>
    db
      .select({ winner: raffleWinners, account: members.account })
      .from(raffleWinners)
      .innerJoin(members, eq(members.id, raffleWinners.memberId))
      .where(eq(raffleWinners.promotionId, promotionId))
      .orderBy(raffleWinners.rank);

  /** The raffle as the member reads it: their entry and tickets, and once drawn the winners. */
  const raffleView = async (promotion: PromotionRow, member: MemberRow | undefined): Promise<TRaffle> => {
    const [[draw], [entry], [sums]] = await Promise.all([
      db.select().from(raffleDraws).where(eq(raffleDraws.promotionId, promotion.id)),
      member
        ? db
            .select()
            .from(raffleEntries)
            .where(and(eq(raffleEntries.promotionId, promotion.id), eq(raffleEntries.memberId, member.id)))
        : Promise.resolve([]),
      db.select({ n: count() }).from(raffleEntries).where(eq(raffleEntries.promotionId, promotion.id)),
    ]);
    const winners = draw ? await raffleWinnersOf(promotion.id) : [];
    const mine = member ? winners.find((row) => row.winner.memberId === member.id) : undefined;
    const tickets = member && entry ? ((await ticketsOf(promotion, [member.id])).get(member.id) ?? 0) : 0;
    return {
      entered: entry !== undefined,
      tickets,
      entrants: draw?.entrants ?? sums?.n ?? 0,
      totalTickets: draw?.totalTickets ?? 0,
      drawn: draw !== undefined,
      winners: winners.map(({ winner, account }) => ({
        rank: winner.rank,
        account: maskAccount(account),
        prize: fromMinorUnits(winner.prizeMinor),
      })),
      prize: mine ? fromMinorUnits(mine.winner.prizeMinor) : null,
      prizeClaimed: mine?.winner.bonusId != null,
    };
  };

  /**
   * A raffle's status for the member: join, then joined until the end; drawing (process) between
   * the end and the draw; then claim or claimed for a winner, closed for everyone else.
   */
  const raffleStatus = (promotion: PromotionRow, raffle: TRaffle): TPromotionStatus => {
    if (raffle.drawn) return raffle.prize === null ? 'closed' : raffle.prizeClaimed ? 'claimed' : 'claim';
    if (isOpen(promotion)) return raffle.entered ? 'joined' : 'join';
    return raffle.entered ? 'process' : 'closed';
  };

  /** A raffle winner's claim (`MCS2_claimRafflePromotion`): the prize paid once as the promotion's bonus. */
  const claimRaffle = async (merchant: Merchant, member: MemberRow, promotionId: number) => {
    const promotion = await promotionOf(merchant.id, promotionId);
    if (promotion?.kind !== 'raffle') throw notFound();
    const [won] = await db
      .select()
      .from(raffleWinners)
      .where(and(eq(raffleWinners.promotionId, promotion.id), eq(raffleWinners.memberId, member.id)));
    if (!won) {
      throw promoError(409, 'PROMO_NOTHING_TO_CLAIM', PromotionMessageKey.nothingToClaim, 'body.promotionId');
    }
    const bonus = await db.transaction(async (txHandle) => {
      const tx = txHandle as unknown as Database;
      const paid = await issueBonus(
        tx,
        promotion,
        member.id,
        won.prizeMinor,
        `${promotion.id}:${member.id}:raffle`,
      );
      await tx
        .update(raffleWinners)
        .set({ bonusId: paid.id })
        .where(and(eq(raffleWinners.promotionId, promotion.id), eq(raffleWinners.rank, won.rank)));
      return paid;
    });
    return bonusDto(bonus, promotion, merchant, await bonusBalance(bonus, merchant.currencyCode));
  };

  /**
   * Takes a promotion, once per member (per period for a cashback) whatever races: joins a deposit
   * bonus, claims a no-deposit bonus or a cashback, or applies (an application promotion).
   */
  const join = async (
    merchant: Merchant,
    member: MemberRow,
    promotionId: number,
    application: { comment?: string; images?: string[] } = {},
  ): Promise<TBonus | TApplication | TRaffleEntry> => {
    const promotion = await promotionOf(merchant.id, promotionId);
    if (!promotion?.enabled) throw notFound();
    if (!isOpen(promotion)) {
      throw promoError(409, 'PROMO_NOT_OPEN', PromotionMessageKey.notOpen, 'body.promotionId');
    }
    await assertEligible(promotion, member);
    if (promotion.kind === 'application') return apply(member, promotion, application);
    if (promotion.kind === 'raffle') return enterRaffle(promotion, member);
    const cashback = promotion.kind === 'cashback' ? await cashbackView(promotion, member.id) : undefined;
    const claimKey = cashback?.claimKey ?? `${promotion.id}:${member.id}`;
    const row = await db.transaction(async (txHandle) => {
      const tx = txHandle as unknown as Database;
      await assertAddressFree(tx, promotion, member.id, claimKey);
      if (cashback) {
        if (cashback.lastAmountMinor === 0n && !(await bonusByKey(tx, merchant.id, claimKey))) {
          throw promoError(
            409,
            'PROMO_NOTHING_TO_CLAIM',
            PromotionMessageKey.nothingToClaim,
            'body.promotionId',
          );
        }
        return issueBonus(tx, promotion, member.id, cashback.lastAmountMinor, claimKey);
      }
      if (
        promotion.kind === 'deposit_bonus' &&
        promotion.depositRule === 'first' &&
        (await hasCreditedDeposit(tx, merchant.id, member.id))
      ) {
        throw promoError(409, 'PROMO_NOT_ELIGIBLE', PromotionMessageKey.notEligible, 'body.promotionId');
      }
      // Both unique indexes answer a race here: the claim key (this promotion, once) and one open
      // bonus per member. The loser waits for the winner's commit, then reads what it wrote.
      const [inserted] = await tx
        .insert(bonuses)
        .values({
          merchantId: merchant.id,
          memberId: member.id,
          promotionId: promotion.id,
          claimKey,
          status: 'joined',
          maxBetMinor: promotion.maxBetMinor,
          contributions: promotion.contributions,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) {
        const existing = await bonusByKey(tx, merchant.id, claimKey);
        if (existing) return existing;
        throw promoError(409, 'PROMO_BONUS_ACTIVE', PromotionMessageKey.bonusActive, 'body.promotionId');
      }
      if (promotion.kind === 'no_deposit') {
        return (
          (await payBonus(tx, inserted, promotion, {
            bonusMinor: promotion.maxBonusMinor,
            depositMinor: 0n,
          })) ?? inserted
        );
      }
      return inserted;
    });
    return bonusDto(row, promotion, merchant, await bonusBalance(row, merchant.currencyCode));
  };

  /**
   * A credited deposit pays the member's joined deposit bonus when it qualifies (at least the
   * minimum; the first deposit for a first-deposit bonus, which closes otherwise). In the deposit's
   * own transaction, so the deposit and its bonus commit together.
   */
  const onDeposit = async (
    tx: Database,
    deposit: { id: number; merchantId: number; memberId: number; amount: bigint },
  ) => {
    const bonus = await openBonus(tx, deposit.merchantId, deposit.memberId);
    if (bonus?.status !== 'joined') return;
    const [locked] = await tx
      .select()
      .from(bonuses)
      .where(and(eq(bonuses.id, bonus.id), eq(bonuses.status, 'joined')))
      .for('update');
    if (!locked) return;
    const promotion = await promotionOf(deposit.merchantId, locked.promotionId, tx);
    if (promotion?.kind !== 'deposit_bonus' || promotion.bonusBp === null) return;
    if (!isOpen(promotion)) {
      await tx.update(bonuses).set({ status: 'closed', finishedAt: now() }).where(eq(bonuses.id, bonus.id));
      return;
    }
    if (
      promotion.depositRule === 'first' &&
      (await hasCreditedDeposit(tx, deposit.merchantId, deposit.memberId, deposit.id))
    ) {
      await tx.update(bonuses).set({ status: 'closed', finishedAt: now() }).where(eq(bonuses.id, bonus.id));
      return;
    }
    if (deposit.amount < promotion.minDepositMinor) return;
    const bonusMinor = depositBonusOf(deposit.amount, promotion.bonusBp, promotion.maxBonusMinor);
    if (bonusMinor <= 0n) return;
    await payBonus(tx, locked, promotion, {
      bonusMinor,
      depositMinor: deposit.amount,
      depositId: deposit.id,
    });
  };

  /**
   * How much of a bet comes from the bonus wallet: what the main wallet cannot cover. Undefined
   * without a wagering bonus; `maxBet` when the bet is above the bonus's maximum.
   */
  const stakeSplit = async (
    tx: Database,
    bet: { merchantId: number; memberId: number; currency: string; amountMinor: bigint },
  ): Promise<{ bonusMinor: bigint } | { refusal: 'maxBet'; maxBetMinor: bigint } | undefined> => {
    const bonus = await openBonus(tx, bet.merchantId, bet.memberId, 'wagering');
    if (!bonus) return undefined;
    if (bonus.maxBetMinor !== null && bet.amountMinor > bonus.maxBetMinor) {
      return { refusal: 'maxBet', maxBetMinor: bonus.maxBetMinor };
    }
    const cash = await createWalletService(tx).balance(
      bet.merchantId,
      bet.memberId,
      bet.currency,
      'member_cash',
    );
    return { bonusMinor: bet.amountMinor > cash ? bet.amountMinor - cash : 0n };
  };

  /** The part of a payout that goes to the bonus wallet: none once the bonus has finished. */
  const payoutShare = async (tx: Database, round: WageredRound, payoutMinor: bigint) => {
    if (round.bonusStakeMinor <= 0n || payoutMinor <= 0n) return 0n;
    const bonus = await openBonus(tx, round.merchantId, round.memberId, 'wagering');
    return bonus ? bonusShareOf(payoutMinor, round.bonusStakeMinor, round.stakeMinor) : 0n;
  };

  /** Which of these members wager a bonus now: their rounds settle through `onSettle` (ADR 091). */
  const wageringMembers = async (tx: Database, merchantId: number, memberIds: readonly number[]) => {
    if (memberIds.length === 0) return new Set<number>();
    const rows = await tx
      .select({ memberId: bonuses.memberId })
      .from(bonuses)
      .where(
        and(
          eq(bonuses.merchantId, merchantId),
          inArray(bonuses.memberId, [...new Set(memberIds)]),
          eq(bonuses.status, 'wagering'),
        ),
      );
    return new Set(rows.map((row) => Number(row.memberId)));
  };

  /**
   * A settled round counts toward the member's wagering bonus (when placed after it was paid):
   * valid bet × its category's contribution. Reaching the requirement releases the bonus; an empty
   * bonus wallet with nothing left of it in play ends it as spent.
   */
  const onSettle = async (tx: Database, round: WageredRound) => {
    const bonus = await openBonus(tx, round.merchantId, round.memberId, 'wagering');
    if (!bonus?.paidAt || round.placedAt < bonus.paidAt) return;
    let current = bonus;
    if (round.validBetMinor > 0n) {
      const [game] = await tx
        .select({ category: games.gameType })
        .from(games)
        .where(
          and(
            eq(games.merchantId, round.merchantId),
            eq(games.vassalage, round.vendor),
            eq(games.gameCode, round.gameCode),
          ),
        )
        .limit(1);
      const bp = contributionBp(bonus.contributions, game?.category ?? 'OTHER');
      const counted = (round.validBetMinor * BigInt(bp)) / BigInt(FULL_BP);
      if (counted > 0n) {
        const [updated] = await tx
          .update(bonuses)
          .set({ wageringDoneMinor: sql`${bonuses.wageringDoneMinor} + ${counted}` })
          .where(and(eq(bonuses.id, bonus.id), eq(bonuses.status, 'wagering')))
          .returning();
        if (!updated) return;
        current = updated;
      }
    }
    if (current.wageringDoneMinor >= current.wageringRequiredMinor) {
      await finish(tx, current, 'completed');
      return;
    }
    const left = await createWalletService(tx).balance(
      round.merchantId,
      round.memberId,
      round.currency,
      'member_bonus',
    );
    if (left === 0n) await finish(tx, current, 'spent');
  };

  /**
   * A bet's bonus stake refunded (a rollback) after its bonus ended: with a bonus still wagering the
   * money stays in the bonus wallet; otherwise it follows how the last bonus ended — released to the
   * main wallet when it was completed, returned to the brand when it was forfeited, expired or spent
   * — so no money is left in a bonus wallet without a bonus. Once per refund entry.
   */
  const onLateRefund = async (
    tx: Database,
    refund: {
      merchantId: number;
      memberId: number;
      currency: string;
      amountMinor: bigint;
      refundEntryId: number;
    },
  ) => {
    if (await openBonus(tx, refund.merchantId, refund.memberId, 'wagering')) return;
    const [last] = await tx
      .select()
      .from(bonuses)
      .where(
        and(
          eq(bonuses.merchantId, refund.merchantId),
          eq(bonuses.memberId, refund.memberId),
          isNotNull(bonuses.finishedAt),
          ne(bonuses.status, 'closed'),
        ),
      )
      .orderBy(desc(bonuses.finishedAt))
      .limit(1);
    const wallet = createWalletService(tx);
    const from = await wallet.memberAccountId(
      refund.merchantId,
      refund.memberId,
      refund.currency,
      'member_bonus',
    );
    const released = last?.status === 'completed';
    const to = released
      ? await wallet.memberAccountId(refund.merchantId, refund.memberId, refund.currency, 'member_cash')
      : await wallet.brandAccountId(refund.merchantId, 'promotion', refund.currency);
    await wallet.post({
      merchantId: refund.merchantId,
      idempotencyKey: `${released ? 'bonus-release' : 'bonus-return'}:late:${refund.refundEntryId}`,
      kind: released ? 'bonus_release' : 'bonus_return',
      memo: `Bonus stake refunded after bonus #${last?.id ?? '-'} ended`,
      meta: { bonusId: last?.id ?? null, refundEntryId: refund.refundEntryId },
      postings: [
        { accountId: from, amount: -refund.amountMinor },
        { accountId: to, amount: refund.amountMinor },
      ],
    });
  };

  /** Returns a member's wagering bonus to the brand: they confirmed it at a withdrawal. */
  const forfeit = async (merchantId: number, memberId: number) =>
    db.transaction(async (txHandle) => {
      const tx = txHandle as unknown as Database;
      const bonus = await openBonus(tx, merchantId, memberId, 'wagering');
      return bonus ? finish(tx, bonus, 'forfeited') : undefined;
    });

  /** The wagering bonus a withdrawal must wait for (or forfeit), with what is left to bet. */
  const wageringOf = async (merchantId: number, memberId: number) => {
    const bonus = await openBonus(db, merchantId, memberId, 'wagering');
    if (!bonus) return undefined;
    const left = bonus.wageringRequiredMinor - bonus.wageringDoneMinor;
    return { bonusId: bonus.id, leftMinor: left > 0n ? left : 0n };
  };

  /**
   * The beat: bonuses past their expiry return to the brand; joined bonuses of ended promotions
   * close; ended raffles are drawn.
   */
  const tick = async () => {
    const at = now();
    const due = await db
      .select()
      .from(bonuses)
      .where(and(eq(bonuses.status, 'wagering'), lt(bonuses.expiresAt, at)))
      .limit(500);
    for (const bonus of due) {
      await db.transaction((tx) => finish(tx as unknown as Database, bonus, 'expired'));
    }
    await db.execute(sql`update bonuses b set status = 'closed', finished_at = ${at}
      from promotions p where p.id = b.promotion_id and b.status = 'joined'
        and (not p.enabled or (p.ends_at is not null and p.ends_at <= ${at}))`);
    // Raffles that ended are drawn, once each.
    const ended = await db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.kind, 'raffle'),
          eq(promotions.enabled, true),
          lt(promotions.endsAt, at),
          sql`not exists (select 1 from raffle_draws d where d.promotion_id = ${promotions.id})`,
        ),
      )
      .limit(50);
    for (const raffle of ended) await drawRaffle(raffle);
    return due.length;
  };

  const bonusBalance = async (bonus: BonusRow, currency: string) =>
    bonus.status === 'wagering'
      ? createWalletService(db).balance(bonus.merchantId, bonus.memberId, currency, 'member_bonus')
      : (bonus.finalMinor ?? 0n);

  const bonusDto = (
    bonus: BonusRow,
    promotion: PromotionRow,
    merchant: Merchant,
    balance: bigint,
  ): TBonus => {
    const left = bonus.wageringRequiredMinor - bonus.wageringDoneMinor;
    return {
      id: bonus.id,
      promotionId: bonus.promotionId,
      title: wordsIn(promotion.title, merchant.defaultLanguage),
      status: bonus.status as TBonusStatus,
      bonus: fromMinorUnits(bonus.bonusMinor),
      deposit: fromMinorUnits(bonus.depositMinor),
      wageringRequired: fromMinorUnits(bonus.wageringRequiredMinor),
      wageringDone: fromMinorUnits(bonus.wageringDoneMinor),
      wageringLeft: fromMinorUnits(left > 0n ? left : 0n),
      balance: fromMinorUnits(balance),
      maxBet: bonus.maxBetMinor === null ? null : fromMinorUnits(bonus.maxBetMinor),
      contributions: contributionsOut(bonus.contributions),
      joinedAt: bonus.joinedAt.toISOString(),
      expiresAt: bonus.expiresAt?.toISOString() ?? null,
      finishedAt: bonus.finishedAt?.toISOString() ?? null,
    };
  };

  /** The member's status of a promotion (spec §4), from their latest bonus of it. */
  const statusFor = (
    promotion: PromotionRow,
    bonus: BonusRow | undefined,
    firstDepositDone: boolean,
  ): TPromotionStatus => {
    const at = now();
    if (promotion.startsAt > at) return 'coming soon';
    if (bonus?.status === 'joined') return 'joined';
    if (bonus?.status === 'wagering') return 'process';
    if (bonus && bonus.status !== 'closed') return 'claimed';
    if (bonus || (promotion.endsAt && promotion.endsAt <= at)) return 'closed';
    if (promotion.kind === 'deposit_bonus' && promotion.depositRule === 'first' && firstDepositDone)
      return 'closed';
    return promotion.kind === 'no_deposit' || promotion.kind === 'cashback' ? 'claim' : 'join';
  };

  const promotionDto = (
    row: PromotionRow,
    language: string,
    status: TPromotionStatus,
    ineligible: TPromotion['ineligible'] = null,
    agentCode: string | null = null,
  ): TPromotion => ({
    id: row.id,
    kind: row.kind as TPromotion['kind'],
    depositRule: row.depositRule as TPromotion['depositRule'],
    bonusPercent: row.bonusBp === null ? null : basisPointsToRate(row.bonusBp),
    maxBonus: fromMinorUnits(row.maxBonusMinor),
    minDeposit: fromMinorUnits(row.minDepositMinor),
    wageringMultiplier: row.wageringMultiplier,
    wageringBase: row.wageringBase as TPromotion['wageringBase'],
    maxBet: row.maxBetMinor === null ? null : fromMinorUnits(row.maxBetMinor),
    expiryDays: row.expiryDays,
    contributions: contributionsOut(row.contributions),
    title: wordsIn(row.title, language),
    summary: wordsIn(row.summary, language),
    rules: wordsIn(row.rules, language),
    bannerUrl: row.bannerUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    minVipLevel: row.minVipLevel,
    newMemberDays: row.newMemberDays,
    onePerAddress: row.onePerAddress,
    cashbackPeriod: row.cashbackPeriod as TCashbackPeriod,
    minLoss: fromMinorUnits(row.minLossMinor),
    ...raffleTermsOf(row),
    agentCode,
    status,
    ineligible,
    cashback: null,
    application: null,
    raffle: null,
  });

  /**
   * Whether taking a promotion in this status needs the member's one bonus slot: joining a deposit
   * bonus or claiming a no-deposit bonus always; claiming a cashback when it wagers. Applying and
   * entering a raffle do not; a raffle prize won stays claimable and its claim says why it waits.
   */
  const needsSlot = (promotion: PromotionRow, status: TPromotionStatus) =>
    (status === 'join' || status === 'claim') &&
    (promotion.kind === 'deposit_bonus' ||
      promotion.kind === 'no_deposit' ||
      (promotion.kind === 'cashback' && promotion.wageringMultiplier > 0));

  /** The brand's running and coming promotions, in the operator's order, with the member's statuses. */
  const memberList = async (merchant: Merchant, member: MemberRow | undefined, language: string) => {
    const at = now();
    const rows = await db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.merchantId, merchant.id),
          eq(promotions.enabled, true),
          // An ended raffle stays a week: its winners are shown and claim their prizes.
          sql`(${promotions.endsAt} is null or ${promotions.endsAt} > ${at}
            or (${promotions.kind} = 'raffle' and ${promotions.endsAt} > ${new Date(at.getTime() - RAFFLE_SHOWN_DAYS * DAY_MS)}))`,
        ),
      )
      .orderBy(promotions.sortOrder, promotions.id);
    const mine = member
      ? await db
          .select()
          .from(bonuses)
          .where(and(eq(bonuses.merchantId, merchant.id), eq(bonuses.memberId, member.id)))
          .orderBy(bonuses.id)
      : [];
    const latest = new Map(mine.map((bonus) => [bonus.promotionId, bonus]));
    const applications = member
      ? await db
          .select()
          .from(promotionApplications)
          .where(
            and(
              eq(promotionApplications.merchantId, merchant.id),
              eq(promotionApplications.memberId, member.id),
            ),
          )
          .orderBy(promotionApplications.id)
      : [];
    const latestApplication = new Map(applications.map((row) => [row.promotionId, row]));
    const deposited = member ? await hasCreditedDeposit(db, merchant.id, member.id) : false;
    const standing = member ? await standingOf(member.id) : { vipLevel: 0, agents: new Set<number>() };
    const agentCodes = await agentCodesOf(rows);
    // One bonus at a time (ADR 063): what would pay into the bonus wallet waits while one is open.
    const slotTaken = mine.some((bonus) => bonus.status === 'joined' || bonus.status === 'wagering');
    const dto = async (row: PromotionRow) => {
      let status = statusFor(row, latest.get(row.id), deposited);
      let cashback: TPromotion['cashback'] = null;
      const application = latestApplication.get(row.id);
      if (member && row.kind === 'cashback' && status !== 'coming soon') {
        // A cashback is claimed once per period: its status is the last finished period's (ADR 070).
        const view = await cashbackView(row, member.id);
        const bonus = mine.find((line) => line.claimKey === view.claimKey);
        status =
          bonus?.status === 'wagering'
            ? 'process'
            : bonus
              ? 'claimed'
              : view.lastAmountMinor > 0n && isOpen(row)
                ? 'claim'
                : 'process';
        cashback = {
          lastPeriod: view.lastPeriod,
          lastLoss: fromMinorUnits(view.lastLossMinor > 0n ? view.lastLossMinor : 0n),
          lastAmount: fromMinorUnits(view.lastAmountMinor),
          currentLoss: fromMinorUnits(view.currentLossMinor > 0n ? view.currentLossMinor : 0n),
        };
      }
      if (row.kind === 'application' && application && status !== 'coming soon') {
        status = application.status as TPromotionStatus;
      }
      const raffle = row.kind === 'raffle' ? await raffleView(row, member) : null;
      if (raffle && status !== 'coming soon') status = raffleStatus(row, raffle);
      // A promotion the member may not take reads as closed for them, with the reason (ADR 069);
      // a raffle prize won is theirs whatever changed since.
      const ineligible =
        (member && (status === 'join' || (status === 'claim' && !raffle) || status === 'rejected')
          ? ineligibleFor(row, member, standing)
          : null) ?? (slotTaken && needsSlot(row, status) ? 'bonus_active' : null);
      return {
        ...promotionDto(
          row,
          language,
          ineligible ? 'closed' : status,
          ineligible,
          agentCodes.get(row.id) ?? null,
        ),
        cashback,
        application: application ? applicationDto(application) : null,
        raffle,
      };
    };
    return {
      list: await Promise.all(rows.map(dto)),
      currencySymbol: merchant.currencySymbol,
      signedIn: member !== undefined,
    };
  };

  /**
   * Promotions the member can take now: none while a bonus of theirs is open (one at a time), else
   * those they may join or claim.
   */
  const claimableCount = async (merchant: Merchant, member: MemberRow) => {
    if (await openBonus(db, merchant.id, member.id)) return 0;
    const { list } = await memberList(merchant, member, merchant.defaultLanguage);
    return list.filter((promotion) => promotion.status === 'join' || promotion.status === 'claim').length;
  };

  /** The member's bonus in play and every bonus of theirs, newest first (`bonusDetails`). */
  const memberBonuses = async (
    merchant: Merchant,
    member: MemberRow,
    page: number,
    language: string,
  ): Promise<TBonusDetails> => {
    const mine = and(eq(bonuses.merchantId, merchant.id), eq(bonuses.memberId, member.id));
    const [[total], rows, current] = await Promise.all([
      db.select({ n: count() }).from(bonuses).where(mine),
      db
        .select({ bonus: bonuses, promotion: promotions })
        .from(bonuses)
        .innerJoin(promotions, eq(promotions.id, bonuses.promotionId))
        .where(mine)
        .orderBy(desc(bonuses.id))
        .limit(BONUS_PAGE_SIZE)
        .offset((page - 1) * BONUS_PAGE_SIZE),
      openBonus(db, merchant.id, member.id),
    ]);
    const dto = async ({ bonus, promotion }: { bonus: BonusRow; promotion: PromotionRow }) => ({
      ...bonusDto(bonus, promotion, merchant, await bonusBalance(bonus, merchant.currencyCode)),
      title: wordsIn(promotion.title, language),
    });
    const currentPromotion = current ? await promotionOf(merchant.id, current.promotionId) : undefined;
    return {
      current:
        current && currentPromotion ? await dto({ bonus: current, promotion: currentPromotion }) : null,
      content: await Promise.all(rows.map(dto)),
      pageNum: page,
      totalPages: Math.max(1, Math.ceil((total?.n ?? 0) / BONUS_PAGE_SIZE)),
      currencySymbol: merchant.currencySymbol,
    };
  };

  // ── the back office ────────────────────────────────────────────────────────────────────────────

  /** A raffle for the back office: entrants, the draw, and its winners with whether they claimed. */
  const adminRaffleOf = async (promotionId: number): Promise<TAdminPromotion['raffle']> => {
    const [[draw], [entered], winners] = await Promise.all([
      db.select().from(raffleDraws).where(eq(raffleDraws.promotionId, promotionId)),
      db.select({ n: count() }).from(raffleEntries).where(eq(raffleEntries.promotionId, promotionId)),
      raffleWinnersOf(promotionId),
    ]);
    return {
      entrants: entered?.n ?? 0,
      drawnAt: draw?.drawnAt.toISOString() ?? null,
      seed: draw?.seed ?? null,
      totalTickets: draw?.totalTickets ?? null,
      winners: winners.map(({ winner, account }) => ({
        rank: winner.rank,
        account,
        tickets: winner.tickets,
        prize: fromMinorUnits(winner.prizeMinor),
        claimed: winner.bonusId !== null,
      })),
    };
  };

  const adminDto = async (row: PromotionRow, code: string): Promise<TAdminPromotion> => {
    const [sums] = await db
      .select({
        members: count(),
        paid: sql<string>`coalesce(sum(${bonuses.bonusMinor}) filter (where ${bonuses.paidAt} is not null), 0)::text`,
        released: sql<string>`coalesce(sum(${bonuses.finalMinor}) filter (where ${bonuses.status} = 'completed'), 0)::text`,
        returned: sql<string>`coalesce(sum(${bonuses.finalMinor}) filter (where ${bonuses.status} in ('forfeited', 'expired')), 0)::text`,
      })
      .from(bonuses)
      .where(eq(bonuses.promotionId, row.id));
    const paid = BigInt(sums?.paid ?? 0);
    const released = BigInt(sums?.released ?? 0);
    return {
      id: row.id,
      merchantCode: code,
      kind: row.kind as TAdminPromotion['kind'],
      depositRule: row.depositRule as TAdminPromotion['depositRule'],
      bonusPercent: row.bonusBp === null ? null : basisPointsToRate(row.bonusBp),
      maxBonus: fromMinorUnits(row.maxBonusMinor),
      minDeposit: fromMinorUnits(row.minDepositMinor),
      wageringMultiplier: row.wageringMultiplier,
      wageringBase: row.wageringBase as TAdminPromotion['wageringBase'],
      maxBet: row.maxBetMinor === null ? null : fromMinorUnits(row.maxBetMinor),
      expiryDays: row.expiryDays,
      contributions: contributionsOut(row.contributions),
      title: row.title,
      summary: row.summary,
      rules: row.rules,
      bannerUrl: row.bannerUrl,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      enabled: row.enabled,
      sortOrder: row.sortOrder,
      minVipLevel: row.minVipLevel,
      newMemberDays: row.newMemberDays,
      onePerAddress: row.onePerAddress,
      cashbackPeriod: row.cashbackPeriod as TCashbackPeriod,
      minLoss: fromMinorUnits(row.minLossMinor),
      ...raffleTermsOf(row),
      raffle: row.kind === 'raffle' ? await adminRaffleOf(row.id) : null,
      agentCode: (await agentCodesOf([row])).get(row.id) ?? null,
      members: sums?.members ?? 0,
      paid: fromMinorUnits(paid),
      released: fromMinorUnits(released),
      returned: fromMinorUnits(BigInt(sums?.returned ?? 0)),
      conversion: conversionOf(paid, released),
      updatedAt: row.updatedAt.toISOString(),
    };
  };

  const adminList = async (merchantCode: string) => {
    const brand = await brandByCode(db, merchantCode);
    const rows = await db
      .select()
      .from(promotions)
      .where(eq(promotions.merchantId, brand.id))
      .orderBy(promotions.sortOrder, promotions.id);
    return {
      list: await Promise.all(rows.map((row) => adminDto(row, brand.code))),
      currencySymbol: brand.currencySymbol,
    };
  };

  const fieldsOf = (request: TAdminPromotionRequest) => {
    const depositBonus = request.kind === 'deposit_bonus' || request.kind === 'cashback';
    if (depositBonus && !request.bonusPercent) {
      throw new AppError(400, 'VALIDATION_FAILED', MessageKey.validation, 'body.bonusPercent');
    }
    const raffle = request.kind === 'raffle';
    if (raffle && !request.endsAt) {
      throw new AppError(400, 'VALIDATION_FAILED', MessageKey.validation, 'body.endsAt');
    }
    if (raffle && (!request.ticketBet || toMinorUnits(request.ticketBet) <= 0n)) {
      throw new AppError(400, 'VALIDATION_FAILED', MessageKey.validation, 'body.ticketBet');
    }
    if (raffle && !request.prizes?.some((prize) => toMinorUnits(prize.amount) > 0n)) {
      throw new AppError(400, 'VALIDATION_FAILED', MessageKey.validation, 'body.prizes');
    }
    return {
      kind: request.kind,
      depositRule: request.depositRule,
      title: request.title,
      summary: request.summary,
      rules: request.rules,
      bannerUrl: request.bannerUrl,
      bonusBp: depositBonus && request.bonusPercent ? rateToBasisPoints(request.bonusPercent) : null,
      maxBonusMinor: toMinorUnits(request.maxBonus),
      minDepositMinor: toMinorUnits(request.minDeposit),
      wageringMultiplier: request.wageringMultiplier,
      wageringBase: request.wageringBase,
      maxBetMinor: request.maxBet === null ? null : toMinorUnits(request.maxBet),
      expiryDays: request.expiryDays,
      contributions: contributionsIn(request.contributions),
      startsAt: new Date(request.startsAt),
      endsAt: request.endsAt ? new Date(request.endsAt) : null,
      enabled: request.enabled,
      sortOrder: request.sortOrder,
      minVipLevel: request.minVipLevel ?? 0,
      newMemberDays: request.newMemberDays ?? null,
      onePerAddress: request.onePerAddress ?? false,
      cashbackPeriod: request.cashbackPeriod ?? 'weekly',
      minLossMinor: toMinorUnits(request.minLoss ?? '0.00'),
      ticketMinor: raffle && request.ticketBet ? toMinorUnits(request.ticketBet) : null,
      prizes: raffle
        ? (request.prizes ?? []).map((prize) => ({
            amountMinor: String(toMinorUnits(prize.amount)),
            count: prize.count,
          }))
        : [],
    };
  };

  /** The agent whose team a promotion is limited to, by invitation code: an active agent of the brand. */
  const teamAgentOf = async (merchantId: number, code: string | null | undefined) => {
    if (!code) return null;
    const agent = await createMembersRepository(db).findByAffiliateCode(merchantId, code.trim());
    if (!agent || !isAgentType(agent.type) || agent.status !== 'active') {
      throw new AppError(400, 'AFFILIATE_INVALID', MessageKey.invitationCodeError, 'body.agentCode');
    }
    return agent.id;
  };

  /** Creates (no id) or changes a promotion, audited in the same transaction. Joined bonuses keep their terms. */
  const save = async (actor: Actor, request: TAdminPromotionRequest, id?: number) => {
    if (!audit) throw new Error('promotions are changed with an audit service');
    const brand = await brandByCode(db, request.merchantCode.trim().toUpperCase());
    const fields = { ...fieldsOf(request), teamAgentId: await teamAgentOf(brand.id, request.agentCode) };
    const before = id === undefined ? undefined : await promotionOf(brand.id, id);
    if (id !== undefined && !before) {
      throw new AppError(404, 'PROMO_NOT_FOUND', PromotionMessageKey.notFound, 'params.id');
    }
    const row = await audit.transaction(async (tx) => {
      const [saved] = before
        ? await tx
            .update(promotions)
            .set({ ...fields, updatedAt: now() })
            .where(eq(promotions.id, before.id))
            .returning()
        : await tx
            .insert(promotions)
            .values({ ...fields, merchantId: brand.id })
            .returning();
      if (!saved) throw new Error('promotions: save wrote nothing');
      await audit.record(tx, actor, {
        action: before ? 'promotion.update' : 'promotion.create',
        target: { type: 'promotion', id: String(saved.id) },
        merchantId: brand.id,
        before: before ? { title: before.title, enabled: before.enabled } : null,
        after: {
          title: saved.title,
          kind: saved.kind,
          enabled: saved.enabled,
          reason: request.reason.trim(),
        },
      });
      return saved;
    });
    return adminDto(row, brand.code);
  };

  /** A promotion's bonuses, newest first. */
  const adminBonuses = async (id: number, page: number) => {
    const where = eq(bonuses.promotionId, id);
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(bonuses).where(where),
      db
        .select({ bonus: bonuses, account: members.account, currency: merchants.currencyCode })
        .from(bonuses)
        .innerJoin(members, eq(members.id, bonuses.memberId))
        .innerJoin(merchants, eq(merchants.id, bonuses.merchantId))
        .where(where)
        .orderBy(desc(bonuses.id))
        .limit(ADMIN_BONUS_PAGE_SIZE)
        .offset((page - 1) * ADMIN_BONUS_PAGE_SIZE),
    ]);
    const content: TAdminBonus[] = await Promise.all(
      rows.map(async ({ bonus, account, currency }) => ({
        id: bonus.id,
        account,
        status: bonus.status as TBonusStatus,
        bonus: fromMinorUnits(bonus.bonusMinor),
        deposit: fromMinorUnits(bonus.depositMinor),
        wageringRequired: fromMinorUnits(bonus.wageringRequiredMinor),
        wageringDone: fromMinorUnits(bonus.wageringDoneMinor),
        balance: fromMinorUnits(await bonusBalance(bonus, currency)),
        joinedAt: bonus.joinedAt.toISOString(),
        finishedAt: bonus.finishedAt?.toISOString() ?? null,
      })),
    );
    const n = total?.n ?? 0;
    return {
      content,
      pageNum: page,
      totalPages: Math.max(1, Math.ceil(n / ADMIN_BONUS_PAGE_SIZE)),
      total: n,
    };
  };

  // ── the review queue of applications (ADR 070) ─────────────────────────────────────────────────

  const applicationRows = (where: ReturnType<typeof and>) =>
    db
      .select({
        application: promotionApplications,
        promotion: promotions,
        account: members.account,
      })
      .from(promotionApplications)
      .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
      .innerJoin(members, eq(members.id, promotionApplications.memberId))
      .where(where);

  const adminApplicationDto = ({
    application,
    promotion,
    account,
  }: {
    application: ApplicationRow;
    promotion: PromotionRow;
    account: string;
  }): TAdminApplication => ({
    id: application.id,
    promotionId: promotion.id,
    promotionTitle: promotion.title,
    account,
    status: application.status as TAdminApplication['status'],
    comment: application.comment,
    imageCount: application.imageCount,
    maxBonus: fromMinorUnits(promotion.maxBonusMinor),
    wageringMultiplier: promotion.wageringMultiplier,
    amount: application.amountMinor === null ? null : fromMinorUnits(application.amountMinor),
    bonusId: application.bonusId,
    reason: application.reason,
    decidedBy: application.decidedBy,
    createdAt: application.createdAt.toISOString(),
    decidedAt: application.decidedAt?.toISOString() ?? null,
  });

  /** A brand's applications in one status, oldest waiting first (newest first once decided). */
  const adminApplications = async (
    merchantCode: string,
    status: TAdminApplication['status'],
    page: number,
  ) => {
    const brand = await brandByCode(db, merchantCode);
    const where = and(
      eq(promotionApplications.merchantId, brand.id),
      eq(promotionApplications.status, status),
    );
    const [[total], [waiting], rows] = await Promise.all([
      db.select({ n: count() }).from(promotionApplications).where(where),
      db
        .select({ n: count() })
        .from(promotionApplications)
        .where(
          and(eq(promotionApplications.merchantId, brand.id), eq(promotionApplications.status, 'applying')),
        ),
      applicationRows(where)
        .orderBy(status === 'applying' ? promotionApplications.id : desc(promotionApplications.id))
        .limit(ADMIN_APPLICATION_PAGE_SIZE)
        .offset((page - 1) * ADMIN_APPLICATION_PAGE_SIZE),
    ]);
    const n = total?.n ?? 0;
    return {
      content: rows.map(adminApplicationDto),
      pageNum: page,
      totalPages: Math.max(1, Math.ceil(n / ADMIN_APPLICATION_PAGE_SIZE)),
      total: n,
      waiting: waiting?.n ?? 0,
      currencySymbol: brand.currencySymbol,
    };
  };

  const applicationNotFound = () => new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.id');

  /** One application with its images, for the reviewer. */
  const adminApplication = async (id: number) => {
    const [row] = await applicationRows(eq(promotionApplications.id, id));
    if (!row) throw applicationNotFound();
    const images = await db
      .select()
      .from(promotionApplicationImages)
      .where(eq(promotionApplicationImages.applicationId, id))
      .orderBy(promotionApplicationImages.position);
    return {
      ...adminApplicationDto(row),
      images: images.map((image) => `data:${image.mime};base64,${image.data}`),
    };
  };

  /**
   * An operator's decision on an application, once (the status update decides), audited in the
   * same transaction: issue pays a bonus of at most the promotion's maximum under the application's
   * key (ADR 070), reject records the reason the member reads.
   */
  const decideApplication = async (
    actor: Actor,
    id: number,
    decision: { issue: true; amount: string; reason: string } | { issue: false; reason: string },
  ) => {
    if (!audit) throw new Error('applications are decided with an audit service');
    const [row] = await applicationRows(eq(promotionApplications.id, id));
    if (!row) throw applicationNotFound();
    const amountMinor = decision.issue ? toMinorUnits(decision.amount) : null;
    if (amountMinor !== null && (amountMinor <= 0n || amountMinor > row.promotion.maxBonusMinor)) {
      throw new AppError(400, 'VALIDATION_FAILED', MessageKey.validation, 'body.amount').with({
        params: { max: fromMinorUnits(row.promotion.maxBonusMinor) },
      });
    }
    await audit.transaction(async (tx) => {
      const [decided] = await tx
        .update(promotionApplications)
        .set({
          status: decision.issue ? 'issued' : 'rejected',
          amountMinor,
          reason: decision.reason.trim(),
          decidedBy: actor.operatorName,
          decidedAt: now(),
        })
        .where(and(eq(promotionApplications.id, id), eq(promotionApplications.status, 'applying')))
        .returning();
      if (!decided) {
        throw new AppError(
          409,
          'PROMO_APPLICATION_DECIDED',
          PromotionMessageKey.applicationDecided,
          'params.id',
        );
      }
      if (amountMinor !== null) {
        const bonus = await issueBonus(
          tx,
          row.promotion,
          decided.memberId,
          amountMinor,
          `${row.promotion.id}:${decided.memberId}:application:${decided.id}`,
        );
        await tx
          .update(promotionApplications)
          .set({ bonusId: bonus.id })
          .where(eq(promotionApplications.id, id));
      }
      await audit.record(tx, actor, {
        action: decision.issue ? 'promotion.application.issue' : 'promotion.application.reject',
        target: { type: 'promotion_application', id: String(id) },
        merchantId: decided.merchantId,
        before: { status: 'applying' },
        after: {
          status: decided.status,
          amount: amountMinor === null ? null : fromMinorUnits(amountMinor),
          reason: decision.reason.trim(),
        },
      });
    });
    return adminApplication(id);
  };

  return {
    join,
    onLateRefund,
    issue,
    claimRaffle,
    drawRaffle,
    adminApplications,
    adminApplication,
    decideApplication,
    onDeposit,
    stakeSplit,
    payoutShare,
    onSettle,
    wageringMembers,
    forfeit,
    wageringOf,
    tick,
    memberList,
    claimableCount,
    memberBonuses,
    adminList,
    save,
    adminBonuses,
  };
};

export type PromotionsService = ReturnType<typeof createPromotionsService>;
