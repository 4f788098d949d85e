/**
 * The back office's referral programme (issue 17, ADR 067), under /admin-api/referral: a brand's
 * settings and its rewards, the held ones first (`promotions.read`); the settings changed, and a held
 * reward paid or rejected, with a reason (`promotions.manage`, audited).
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { REFERRAL_MAX_MILESTONES, ReferralRewardStatus, ZReferralMilestone } from '../member/referral.ts';
import { Money, minorUnitsOrNull } from '../money.ts';

const MerchantCode = z.string().trim().toUpperCase().min(1).max(32);
const Reason = z.string().trim().min(3).max(500);

/** GET /admin-api/referral?merchantCode= */
export const ZAdminReferralQuery = z.object({ merchantCode: MerchantCode });

/** PUT /admin-api/referral */
export const ZAdminReferralRequest = z.object({
  merchantCode: MerchantCode,
  enabled: z.boolean(),
  milestones: z
    .array(ZReferralMilestone)
    .max(REFERRAL_MAX_MILESTONES)
    .superRefine((milestones, context) => {
      milestones.forEach((milestone, at) => {
        const threshold = minorUnitsOrNull(milestone.threshold);
        const reward = minorUnitsOrNull(milestone.reward);
        if (threshold !== null && threshold <= 0n) {
          context.addIssue({ code: 'custom', path: [at, 'threshold'], message: 'more than nothing' });
        }
        if (reward !== null && reward <= 0n) {
          context.addIssue({ code: 'custom', path: [at, 'reward'], message: 'more than nothing' });
        }
        const twin = milestones.findIndex(
          (other) =>
            other.kind === milestone.kind &&
            threshold !== null &&
            minorUnitsOrNull(other.threshold) === threshold,
        );
        if (twin !== at)
          context.addIssue({ code: 'custom', path: [at, 'threshold'], message: 'a milestone twice' });
      });
    }),
  reason: Reason,
});
export type TAdminReferralRequest = z.input<typeof ZAdminReferralRequest>;

/** POST /admin-api/referral/rewards/:id/approve and …/reject */
export const ZAdminReferralDecision = z.object({ reason: Reason });

export const ADMIN_REFERRAL_REWARDS = 50;
export const ZAdminReferralReward = z.object({
  id: z.number().int(),
  inviter: z.string(),
  invitee: z.string(),
  milestone: ZReferralMilestone,
  amount: Money,
  status: ReferralRewardStatus,
  /** Why it was held: the shared IP address or device. */
  heldFor: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TAdminReferralReward = z.infer<typeof ZAdminReferralReward>;

export const ZAdminReferral = z.object({
  merchantCode: z.string(),
  enabled: z.boolean(),
  milestones: z.array(ZReferralMilestone),
  /** Members who joined through a member's code, and rewards paid in all. */
  invitees: z.number().int(),
  paid: Money,
  /** Held rewards first, then the latest, at most ADMIN_REFERRAL_REWARDS. */
  rewards: z.array(ZAdminReferralReward),
  currencySymbol: z.string(),
});
export type TAdminReferral = z.infer<typeof ZAdminReferral>;
export const ZAdminReferralResponse = envelope(ZAdminReferral);
