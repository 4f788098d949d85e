/**
 * The back office's VIP ranks (issue 17, ADR 066), under /admin-api/vip: a brand's ranks with how
 * many members hold each and the bonuses they were paid (`promotions.read`), and the ranks replaced
 * as a whole with a reason (`promotions.manage`, audited).
 */
import { z } from 'zod';
import { Rate } from '../agent/agent-contracts.ts';
import { envelope } from '../envelope.ts';
import { VIP_MAX_LEVEL, VipRewardKind } from '../member/vip.ts';
import { Money, minorUnitsOrNull } from '../money.ts';

const MerchantCode = z.string().trim().toUpperCase().min(1).max(32);

/** GET /admin-api/vip?merchantCode= */
export const ZAdminVipQuery = z.object({ merchantCode: MerchantCode });

export const ZAdminVipLevelFields = z.object({
  level: z.number().int().min(0).max(VIP_MAX_LEVEL),
  name: z.object({ vi: z.string().trim().min(1).max(24), en: z.string().trim().min(1).max(24) }),
  minValidBet: Money,
  minDeposit: Money,
  levelUpBonus: Money,
  monthlyBonus: Money,
  birthdayBonus: Money,
  rebateExtra: Rate,
});
export type TAdminVipLevelFields = z.infer<typeof ZAdminVipLevelFields>;

/** Every level from 0 up, each threshold at least the level below's; level 0 needs and pays nothing. */
/** A field that failed its own check counts as nothing here: its own issue already says so. */
const minor = (money: string) => minorUnitsOrNull(money) ?? 0n;

const ZLevels = z
  .array(ZAdminVipLevelFields)
  .max(VIP_MAX_LEVEL + 1)
  .superRefine((levels, context) => {
    levels.forEach((row, at) => {
      if (row.level !== at) {
        context.addIssue({ code: 'custom', path: [at, 'level'], message: 'levels run 0, 1, 2, … in order' });
      }
      if (at === 0) {
        // Every member holds level 0: it needs nothing and pays nothing.
        for (const field of [
          'minValidBet',
          'minDeposit',
          'levelUpBonus',
          'monthlyBonus',
          'birthdayBonus',
        ] as const) {
          if (minor(row[field]) !== 0n) {
            context.addIssue({ code: 'custom', path: [0, field], message: 'level 0 needs and pays nothing' });
          }
        }
        if (Number(row.rebateExtra) !== 0) {
          context.addIssue({
            code: 'custom',
            path: [0, 'rebateExtra'],
            message: 'level 0 needs and pays nothing',
          });
        }
      }
      const below = levels[at - 1];
      if (!below) return;
      for (const field of ['minValidBet', 'minDeposit'] as const) {
        if (minor(row[field]) < minor(below[field])) {
          context.addIssue({ code: 'custom', path: [at, field], message: 'at least the level below' });
        }
      }
      if (
        minor(row.minValidBet) + minor(row.minDeposit) <=
        minor(below.minValidBet) + minor(below.minDeposit)
      ) {
        context.addIssue({ code: 'custom', path: [at, 'minValidBet'], message: 'more than the level below' });
      }
    });
  });

/** PUT /admin-api/vip: the brand's ranks, replaced as a whole; an empty list turns VIP off. */
export const ZAdminVipRequest = z.object({
  merchantCode: MerchantCode,
  levels: ZLevels,
  /** Why, for the audit log. */
  reason: z.string().trim().min(3).max(500),
});
export type TAdminVipRequest = z.input<typeof ZAdminVipRequest>;

export const ZAdminVipLevel = ZAdminVipLevelFields.extend({ members: z.number().int() });

export const ADMIN_VIP_REWARDS = 50;
export const ZAdminVip = z.object({
  merchantCode: z.string(),
  levels: z.array(ZAdminVipLevel),
  /** VIP bonuses paid this month (business days), per kind. */
  paidThisMonth: z.object({ level_up: Money, monthly: Money, birthday: Money }),
  /** The last bonuses paid, newest first. */
  rewards: z.array(
    z.object({
      account: z.string(),
      kind: VipRewardKind,
      level: z.number().int(),
      amount: Money,
      paidAt: z.iso.datetime(),
    }),
  ),
  currencySymbol: z.string(),
});
export type TAdminVip = z.infer<typeof ZAdminVip>;
export const ZAdminVipResponse = envelope(ZAdminVip);
