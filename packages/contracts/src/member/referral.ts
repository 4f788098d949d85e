/**
 * Invite friends (issue 17 "Referral"; docs/decisions/067-referral-rewards.md; spec §2 personal centre
 * page `referral`, the member info bar's invite link "only when the referral promo is enabled", §3
 * public store `availablePromo` with its REFERRAL entry).
 *
 * Every member has a referral code; a friend who registers through `/register?referralCode=<code>`
 * becomes their invitee. A brand's referral programme pays the inviter a reward for each milestone an
 * invitee reaches (their approved deposits, or their valid bet, reaching a threshold), once per
 * invitee and milestone. A reward is held for an operator's review when the invitee shares an IP
 * address or a device with the inviter or with another of their invitees.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

export const REFERRAL_MILESTONE_KINDS = ['deposit', 'valid_bet'] as const;
export const ReferralMilestoneKind = z.enum(REFERRAL_MILESTONE_KINDS);
export type TReferralMilestoneKind = z.infer<typeof ReferralMilestoneKind>;
export const REFERRAL_MAX_MILESTONES = 5;

export const ZReferralMilestone = z.object({
  kind: ReferralMilestoneKind,
  /** What the invitee's approved deposits, or valid bet, since they registered must reach. */
  threshold: Money,
  /** What the inviter is paid, once per invitee. */
  reward: Money,
});
export type TReferralMilestone = z.infer<typeof ZReferralMilestone>;

export const REFERRAL_REWARD_STATUSES = ['paid', 'held', 'rejected'] as const;
export const ReferralRewardStatus = z.enum(REFERRAL_REWARD_STATUSES);
export type TReferralRewardStatus = z.infer<typeof ReferralRewardStatus>;

export const REFERRAL_PAGE_SIZE = 10;
export const ZReferralQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export type TReferralQuery = z.input<typeof ZReferralQuery>;

/** GET /wps/member/referral */
export const ZReferral = z.object({
  /** False: the brand runs no referral programme; the code still brings friends into the team. */
  enabled: z.boolean(),
  code: z.string(),
  /** The site-relative invite link: `/register?referralCode=<code>`. */
  path: z.string(),
  milestones: z.array(ZReferralMilestone),
  invitees: z.number().int(),
  /** Rewards paid, and held for review. */
  paid: Money,
  held: Money,
  /** The invitees, newest first: the account masked, with their progress and rewards. */
  content: z.array(
    z.object({
      account: z.string(),
      joinedAt: z.iso.datetime(),
      deposits: Money,
      validBet: Money,
      rewards: z.array(
        z.object({ milestone: z.number().int(), amount: Money, status: ReferralRewardStatus }),
      ),
    }),
  ),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  currencySymbol: z.string(),
});
export type TReferral = z.infer<typeof ZReferral>;
export const ZReferralResponse = envelope(ZReferral);

/** `demo_friend` → `de***nd`: the inviter sees who joined without the whole account name. */
export const maskAccount = (account: string) =>
  account.length <= 4 ? `${account.slice(0, 1)}***` : `${account.slice(0, 2)}***${account.slice(-2)}`;
