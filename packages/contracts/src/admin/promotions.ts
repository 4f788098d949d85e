/**
 * The back office's promotions (issue 17, ADR 063), under /admin-api/promotions: a brand's
 * promotions with what they have cost (`promotions.read`), created and changed with a reason
 * (`promotions.manage`, audited), and each promotion's bonuses.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { ApplicationStatus, BonusStatus, ZPromotionTerms } from '../member/promotions.ts';
import { Money } from '../money.ts';

const MerchantCode = z.string().trim().toUpperCase().min(1).max(32);

/** GET /admin-api/promotions?merchantCode= */
export const ZAdminPromotionsQuery = z.object({ merchantCode: MerchantCode });

/** A text in both of the site's languages. */
const Words = (max: number) =>
  z.object({ vi: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });

export const ZAdminPromotionFields = ZPromotionTerms.extend({
  title: Words(80),
  summary: Words(200),
  rules: Words(4000),
  /** A site-relative or https image; null: the site draws the promotion's card. */
  bannerUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/|https:\/\/)/, 'a path on the site or an https address')
    .nullable(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  enabled: z.boolean(),
  sortOrder: z.number().int().min(0).max(999),
});

/** POST /admin-api/promotions (create) and PUT /admin-api/promotions/:id (change). */
export const ZAdminPromotionRequest = ZAdminPromotionFields.extend({
  merchantCode: MerchantCode,
  /** Why, for the audit log. */
  reason: z.string().trim().min(3).max(500),
}).refine((body) => !body.endsAt || body.endsAt > body.startsAt, {
  message: 'the end is after the start',
  path: ['endsAt'],
});
export type TAdminPromotionRequest = z.input<typeof ZAdminPromotionRequest>;

export const ZAdminPromotion = ZAdminPromotionFields.extend({
  id: z.number().int(),
  merchantCode: z.string(),
  /** Members who joined or claimed it. */
  members: z.number().int(),
  /** Bonus paid, bonus that met its requirement and went to main wallets, bonus returned. */
  paid: Money,
  released: Money,
  returned: Money,
  /** released ÷ paid, as a percentage with one decimal; null before any was paid. */
  conversion: z.string().nullable(),
  /** A raffle (ADR 071): entrants, the draw (its seed kept for audit) and the winners. */
  raffle: z
    .object({
      entrants: z.number().int(),
      drawnAt: z.iso.datetime().nullable(),
      seed: z.string().nullable(),
      totalTickets: z.number().int().nullable(),
      winners: z.array(
        z.object({
          rank: z.number().int(),
          account: z.string(),
          tickets: z.number().int(),
          prize: Money,
          claimed: z.boolean(),
        }),
      ),
    })
    .nullable()
    .default(null),
  updatedAt: z.iso.datetime(),
});
export type TAdminPromotion = z.infer<typeof ZAdminPromotion>;
export const ZAdminPromotionResponse = envelope(ZAdminPromotion);
export const ZAdminPromotionsResponse = envelope(
  z.object({ list: z.array(ZAdminPromotion), currencySymbol: z.string() }),
);

/** GET /admin-api/promotions/:id/bonuses?page= */
export const ZAdminBonusesQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const ADMIN_BONUS_PAGE_SIZE = 20;
export const ZAdminBonus = z.object({
  id: z.number().int(),
  account: z.string(),
  status: BonusStatus,
  bonus: Money,
  deposit: Money,
  wageringRequired: Money,
  wageringDone: Money,
  balance: Money,
  joinedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type TAdminBonus = z.infer<typeof ZAdminBonus>;
export const ZAdminBonusesResponse = envelope(
  z.object({
    content: z.array(ZAdminBonus),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  }),
);

/** GET /admin-api/promotions/applications?merchantCode=&status=&page=: the review queue (ADR 070). */
export const ZAdminApplicationsQuery = z.object({
  merchantCode: MerchantCode,
  status: ApplicationStatus.default('applying'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ADMIN_APPLICATION_PAGE_SIZE = 20;
export const ZAdminApplication = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.object({ vi: z.string(), en: z.string() }),
  account: z.string(),
  status: ApplicationStatus,
  comment: z.string(),
  imageCount: z.number().int(),
  /** The most the promotion lets an operator issue. */
  maxBonus: Money,
  wageringMultiplier: z.number().int(),
  amount: Money.nullable(),
  bonusId: z.number().int().nullable(),
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type TAdminApplication = z.infer<typeof ZAdminApplication>;
export const ZAdminApplicationsResponse = envelope(
  z.object({
    content: z.array(ZAdminApplication),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
    /** Applications waiting for review, whatever the filter. */
    waiting: z.number().int(),
    currencySymbol: z.string(),
  }),
);

/** GET /admin-api/promotions/applications/:id: one application with its images as data URLs. */
export const ZAdminApplicationDetailResponse = envelope(
  ZAdminApplication.extend({ images: z.array(z.string()) }),
);

/** POST /admin-api/promotions/applications/:id/issue: pay the bonus (at most the promotion's maximum). */
export const ZAdminApplicationIssueRequest = z.object({
  amount: Money,
  reason: z.string().trim().min(3).max(500),
});
/** POST /admin-api/promotions/applications/:id/reject: the reason is shown to the member. */
export const ZAdminApplicationRejectRequest = z.object({ reason: z.string().trim().min(3).max(500) });
