/**
 * VIP ranks (issue 17 "Rebates, VIP, points"; docs/decisions/066-vip-ranks.md; spec §2 "Member info
 * bar" VIP label and level, the public store's `hasVip`, `vipLabelName`, `vipRankLevel`).
 *
 * A brand's ranks are levels 0 (every member) to at most 10, each reached when the member's valid bet
 * and deposits over the last VIP_WINDOW_DAYS business days both reach its thresholds. Rising is at
 * once and pays the level-up bonus of every level reached for the first time; the monthly review on
 * the first business day of a month pays the monthly bonus and lets a member who no longer qualifies
 * drop one level at most; the birthday bonus is paid on the member's birthday. A level may add to
 * every rebate rate. All bonuses are cash, paid from the brand's promotion account.
 */
import { z } from 'zod';
import { Rate } from '../agent/agent-contracts.ts';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

/** Business days the thresholds look back over, today included. */
export const VIP_WINDOW_DAYS = 30;
export const VIP_MAX_LEVEL = 10;

export const VIP_REWARD_KINDS = ['level_up', 'monthly', 'birthday'] as const;
export const VipRewardKind = z.enum(VIP_REWARD_KINDS);
export type TVipRewardKind = z.infer<typeof VipRewardKind>;

/** A rank as a member sees it, its name in the member's language. */
export const ZVipLevel = z.object({
  level: z.number().int().min(0).max(VIP_MAX_LEVEL),
  name: z.string(),
  minValidBet: Money,
  minDeposit: Money,
  levelUpBonus: Money,
  monthlyBonus: Money,
  birthdayBonus: Money,
  /** Percentage points added to each category's rebate rate ("0.10"); "0.00" adds nothing. */
  rebateExtra: Rate,
});
export type TVipLevel = z.infer<typeof ZVipLevel>;

export const ZVipReward = z.object({
  kind: VipRewardKind,
  level: z.number().int(),
  /** yyyy-MM for a monthly bonus, yyyy for a birthday, the level for a level-up. */
  period: z.string(),
  amount: Money,
  paidAt: z.iso.datetime(),
});
export type TVipReward = z.infer<typeof ZVipReward>;

/** GET /wps/member/vip: the member's rank, how far the next is, the ranks and their bonuses. */
export const ZVip = z.object({
  /** False when the brand has no ranks: the page and the header's label are hidden. */
  enabled: z.boolean(),
  level: z.number().int(),
  name: z.string(),
  /** When the member reached the level; null at level 0 never left. */
  since: z.iso.datetime().nullable(),
  windowDays: z.number().int(),
  /** Over the window. */
  validBet: Money,
  deposits: Money,
  /** What is left to reach the next level; null at the top. */
  next: z
    .object({ level: z.number().int(), name: z.string(), validBetLeft: Money, depositLeft: Money })
    .nullable(),
  /** The next review (yyyy-MM-dd) and whether the window's figures keep the level there. */
  reviewOn: z.iso.date(),
  keeps: z.boolean(),
  levels: z.array(ZVipLevel),
  rewards: z.array(ZVipReward),
  currencySymbol: z.string(),
});
export type TVip = z.infer<typeof ZVip>;
export const ZVipResponse = envelope(ZVip);
