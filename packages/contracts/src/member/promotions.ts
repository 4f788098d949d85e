/**
 * Promotions and bonus money (issue 17 "Promotions and bonus money"; docs/decisions/063-bonus-money.md).
 * The operator defines promotions; a member joins one (POST /relay/MCSFE_signUpPromotionJoin) or
 * claims it (POST /relay/MCSFE_signUpRequestReward) and receives a bonus: money in their bonus wallet
 * locked by a wagering (turnover) requirement. Bets spend cash first, then bonus; a bet's winnings
 * follow its stake's share. When the requirement is met the bonus wallet moves to the main wallet;
 * on expiry, or when the member withdraws and confirms giving it up, it returns to the brand.
 */
import { z } from 'zod';
import { Rate } from '../agent/agent-contracts.ts';
import { envelope } from '../envelope.ts';
import { GameCategory } from '../games/game-menus.ts';
import { Money, type TMoney } from '../money.ts';

/**
 * `deposit_bonus`: a share of a qualifying deposit made after joining (first deposit, or any);
 * `no_deposit`: a fixed bonus claimed without a deposit; `cashback`: a share of the member's net
 * loss over the last finished day or week, claimed once per period (ADR 070); `application`: the
 * member applies with a comment and up to 3 images, and an operator issues the bonus or rejects it;
 * `raffle`: entrants earn a ticket per so much valid bet until the end, when the server draws the
 * winners, who claim their prizes (POST /relay/MCS2_claimRafflePromotion; ADR 071).
 */
export const PromotionKind = z.enum(['deposit_bonus', 'no_deposit', 'cashback', 'application', 'raffle']);
export type TPromotionKind = z.infer<typeof PromotionKind>;

/** Which deposits a deposit bonus accepts: only the member's first, or any (a reload bonus). */
export const DepositRule = z.enum(['first', 'any']);

/** The period a cashback pays on: the last finished business day, or business week (Monday first). */
export const CashbackPeriod = z.enum(['daily', 'weekly']);
export type TCashbackPeriod = z.infer<typeof CashbackPeriod>;

/** What the wagering multiplier applies to: the bonus, or the deposit and the bonus together. */
export const WageringBase = z.enum(['bonus', 'deposit_bonus']);

/**
 * A promotion's status for the member reading it (spec §4 "Promotion status"): `join` may be joined
 * (or applied for), `claim` may be claimed now, `joined` waits for the qualifying deposit, `process`
 * is wagering (a cashback: this period's loss is still counting), `claimed` was received (wagering
 * met or not), `applying` waits for an operator's review, `issued` was granted on review, `rejected`
 * was turned down (the member may apply again), `closed` is over or not for this member,
 * `coming soon` has not started.
 */
export const PromotionStatus = z.enum([
  'join',
  'claim',
  'joined',
  'process',
  'claimed',
  'applying',
  'issued',
  'rejected',
  'closed',
  'coming soon',
]);
export type TPromotionStatus = z.infer<typeof PromotionStatus>;

/** A category's share of a bet that counts toward wagering, as a percentage (slots 100, live 10…). */
export const ZContribution = z.object({ category: GameCategory, percent: Rate });
export type TContribution = z.infer<typeof ZContribution>;

/** Contributions when the operator sets none: every category counts in full. */
export const DEFAULT_CONTRIBUTION_PERCENT = '100';

export const ZPromotionTerms = z.object({
  kind: PromotionKind,
  depositRule: DepositRule,
  /** Deposit bonus: the share of the deposit paid as bonus; cashback: the share of the net loss. */
  bonusPercent: Rate.nullable(),
  /**
   * Deposit bonus and cashback: the most one deposit (one period) pays; no-deposit: the bonus;
   * application: the most an operator may issue.
   */
  maxBonus: Money,
  minDeposit: Money,
  /** Raffle: the valid bet that earns one ticket, and the prizes drawn at the end (largest first). */
  ticketBet: Money.nullable().default(null),
  prizes: z
    .array(z.object({ amount: Money, count: z.number().int().min(1).max(100) }))
    .max(10)
    .default([]),
  /** Cashback: the period it pays on, and the net loss below which it pays nothing. */
  cashbackPeriod: CashbackPeriod.default('weekly'),
  minLoss: Money.default('0.00' as TMoney),
  wageringMultiplier: z.number().int().min(0).max(100),
  wageringBase: WageringBase,
  /** The largest single bet while the bonus is wagering; null: no limit. */
  maxBet: Money.nullable(),
  /** Days from the bonus being paid until an unmet requirement forfeits it. */
  expiryDays: z.number().int().min(1).max(365),
  /** Categories not listed count in full. */
  contributions: z.array(ZContribution),
  /** Who may take it (ADR 069): members at this VIP level or above (0: everyone). */
  minVipLevel: z.number().int().min(0).max(10).default(0),
  /** Only members who registered within this many days; null: any member. */
  newMemberDays: z.number().int().min(1).max(365).nullable().default(null),
  /** Once per IP address and device: refused to a member who shares one with someone who took it. */
  onePerAddress: z.boolean().default(false),
  /** Only members of this agent's team (any depth), named by the agent's invitation code; null: anyone. */
  agentCode: z.string().trim().toUpperCase().min(1).max(32).nullable().default(null),
});
export type TPromotionTerms = z.infer<typeof ZPromotionTerms>;

/** A member's application to an application promotion (ADR 070). */
export const ApplicationStatus = z.enum(['applying', 'issued', 'rejected']);
export const ZApplication = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  status: ApplicationStatus,
  comment: z.string(),
  images: z.number().int(),
  /** What an operator issued; null until then. */
  amount: Money.nullable(),
  /** Why it was rejected; null otherwise. */
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TApplication = z.infer<typeof ZApplication>;

/** A raffle as a member reads it (ADR 071). */
export const ZRaffle = z.object({
  entered: z.boolean(),
  /** The member's tickets so far (all of them once drawn). */
  tickets: z.number().int(),
  /** Members who entered, and their tickets together. */
  entrants: z.number().int(),
  totalTickets: z.number().int(),
  drawn: z.boolean(),
  /** Once drawn: each prize's winner (masked account) in rank order. */
  winners: z.array(z.object({ rank: z.number().int(), account: z.string(), prize: Money })),
  /** The member's prize once drawn (null: none), and whether it was claimed. */
  prize: Money.nullable(),
  prizeClaimed: z.boolean(),
});
export type TRaffle = z.infer<typeof ZRaffle>;

/** POST /relay/MCSFE_signUpPromotionJoin of a raffle: the member's entry. */
export const ZRaffleEntry = z.object({
  promotionId: z.number().int(),
  tickets: z.number().int(),
  enteredAt: z.iso.datetime(),
});
export type TRaffleEntry = z.infer<typeof ZRaffleEntry>;

export const ZPromotion = ZPromotionTerms.extend({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** Plain text, one paragraph per line. */
  rules: z.string(),
  bannerUrl: z.string().nullable(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  status: PromotionStatus,
  /**
   * Why the signed-in member may not take it now (its status is then `closed`); null when they may.
   * `bonus_active`: it pays into the bonus wallet and another bonus of theirs is joined or wagering.
   */
  ineligible: z.enum(['vip', 'new_members', 'team', 'bonus_active']).nullable().default(null),
  /** A cashback, for a signed-in member: the last finished period's loss and what it pays, and this one's so far. */
  cashback: z
    .object({
      /** The first business day of the last finished period. */
      lastPeriod: z.iso.date(),
      lastLoss: Money,
      lastAmount: Money,
      currentLoss: Money,
    })
    .nullable()
    .default(null),
  /** An application promotion: the member's latest application. */
  application: ZApplication.nullable().default(null),
  /** A raffle: the member's entry and tickets, and once drawn the winners and the member's prize. */
  raffle: ZRaffle.nullable().default(null),
});
export type TPromotion = z.infer<typeof ZPromotion>;

/**
 * A member's bonus: `joined` waits for the qualifying deposit; `wagering` is locked; `completed`
 * met its requirement and moved to the main wallet; `forfeited` was given up at a withdrawal;
 * `expired` ran out of time; `spent` was lost in play before the requirement was met; `closed`
 * never received a deposit before the promotion ended.
 */
export const BonusStatus = z.enum([
  'joined',
  'wagering',
  'completed',
  'forfeited',
  'expired',
  'spent',
  'closed',
]);
export type TBonusStatus = z.infer<typeof BonusStatus>;

export const ZBonus = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  title: z.string(),
  status: BonusStatus,
  bonus: Money,
  deposit: Money,
  wageringRequired: Money,
  wageringDone: Money,
  /** Turnover still to bet: required less done, at least zero. */
  wageringLeft: Money,
  /** The bonus wallet now (while wagering), or what was released or forfeited. */
  balance: Money,
  maxBet: Money.nullable(),
  contributions: z.array(ZContribution),
  joinedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});
export type TBonus = z.infer<typeof ZBonus>;

/** GET /wps/promotions: the brand's running and coming promotions, with the signed-in member's statuses. */
export const ZPromotionsResponse = envelope(
  z.object({ list: z.array(ZPromotion), currencySymbol: z.string(), signedIn: z.boolean() }),
);

/** Spec §5 "Promotion application": a comment of 140 characters at most, up to 3 png/jpg images of 5 MB. */
export const APPLICATION_COMMENT_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;
/** 5 MB decoded is about 6.7 MB of base64 (data URL prefix included). */
export const APPLICATION_IMAGE_BASE64_MAX = 7_100_000;

/**
 * POST /relay/MCSFE_signUpPromotionJoin and /relay/MCSFE_signUpRequestReward. An application
 * promotion takes the comment (required) and images (base64 or data URLs) too.
 */
export const ZPromotionJoinRequest = z.object({
  promotionId: z.number().int().positive(),
  comment: z.string().trim().max(APPLICATION_COMMENT_MAX).optional(),
  images: z.array(z.string().max(APPLICATION_IMAGE_BASE64_MAX)).max(APPLICATION_IMAGES_MAX).optional(),
});
export const ZBonusResponse = envelope(ZBonus);
/** What taking a promotion gave: a bonus, the application (an application promotion) or a raffle entry. */
export const ZPromotionTakenResponse = envelope(z.union([ZBonus, ZApplication, ZRaffleEntry]));

/** POST /relay/MCS2_claimRafflePromotion: a raffle winner claims the prize (paid as the promotion's bonus). */
export const ZRaffleClaimRequest = z.object({ promotionId: z.number().int().positive() });

/** GET /wps/member/bonus?page=: the bonus in play (joined or wagering) and every bonus, newest first. */
export const ZBonusQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const BONUS_PAGE_SIZE = 10;
export const ZBonusDetails = z.object({
  current: ZBonus.nullable(),
  content: z.array(ZBonus),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  currencySymbol: z.string(),
});
export type TBonusDetails = z.infer<typeof ZBonusDetails>;
export const ZBonusDetailsResponse = envelope(ZBonusDetails);

/** Message keys of promotions (web: the common bundle). */
export const PromotionMessageKey = {
  notFound: 'in_promo_not_found',
  notOpen: 'in_promo_not_open',
  notEligible: 'in_promo_not_eligible',
  notEligibleVip: 'in_promo_not_eligible_vip',
  notEligibleNew: 'in_promo_not_eligible_new',
  notEligibleTeam: 'in_promo_not_eligible_team',
  sharedAddress: 'in_promo_shared_address',
  bonusActive: 'in_promo_bonus_active',
  wageringIncomplete: 'in_promo_wagering_incomplete',
  maxBet: 'in_promo_max_bet',
  nothingToClaim: 'in_promo_nothing_to_claim',
  commentRequired: 'in_promo_comment_required',
  imageInvalid: 'in_promo_image_invalid',
  imageTooLarge: 'in_promo_image_too_large',
  applicationDecided: 'in_promo_application_decided',
} as const;
