/**
 * The back office's help centre (issue 19), under /admin-api/content/help: a brand's help
 * categories and their articles — what players read at `/wps/system/helpCenter` and, for the first
 * four articles, in the home page's "why us" blocks — listed, created, changed and deleted with a
 * reason (`content.manage`, audited). An article's HTML is sanitised by the server before it is
 * stored, as an announcement's is (ADR 076).
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { ANNOUNCEMENT_HTML_MAX, AuditReason, MerchantCode, Texts } from './content.ts';

/** Message keys of the help centre screens (admin: the help bundle). */
export const HelpMessageKey = {
  notFound: 'in_help_not_found',
  keyTaken: 'in_help_key_taken',
  categoryNotEmpty: 'in_help_category_not_empty',
} as const;

/**
 * The pictures the player site draws beside a category (apps/web/public/img/home, drawn by
 * scripts/art), by the name the back office gives them.
 */
export const HELP_ICONS = {
  register: '/img/home/help-register.svg',
  deposit: '/img/home/help-deposit.svg',
  rewards: '/img/home/help-rewards.svg',
  licence: '/img/home/desc-1.svg',
  payments: '/img/home/desc-2.svg',
  security: '/img/home/desc-3.svg',
  support: '/img/home/desc-4.svg',
} as const;
export type THelpIconName = keyof typeof HELP_ICONS;
export const HelpIcon = z.enum(HELP_ICONS);
export type THelpIcon = z.infer<typeof HelpIcon>;

/** The name of a category's picture (for its label), or undefined for one the list does not know. */
export const helpIconName = (icon: string) =>
  (Object.keys(HELP_ICONS) as THelpIconName[]).find((name) => HELP_ICONS[name] === icon);

/** A stable name for links (`/help?section=contact`): unique among the brand's categories or articles. */
export const HelpKey = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{2,64}$/, '2 to 64 lower-case letters, digits or hyphens');

const Sort = z.number().int().min(0).max(999);
const Id = z.number().int().positive().max(2_147_483_647);

/** GET /admin-api/content/help/categories?merchantCode= */
export const ZAdminHelpCategoriesQuery = z.object({ merchantCode: MerchantCode });

/** GET /admin-api/content/help/articles?merchantCode=&categoryId= (no category: all the brand's). */
export const ZAdminHelpArticlesQuery = z.object({
  merchantCode: MerchantCode,
  categoryId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const ZAdminHelpCategoryFields = z.object({
  key: HelpKey,
  /** The brand's own language is required; an empty one shows the brand's. */
  name: Texts(60),
  icon: HelpIcon,
  /** 0 to 999; the lowest shows first. */
  sort: Sort,
});
export type TAdminHelpCategoryFields = z.infer<typeof ZAdminHelpCategoryFields>;

/** POST /admin-api/content/help/categories (create) and PUT …/categories/:id (change). */
export const ZAdminHelpCategoryRequest = ZAdminHelpCategoryFields.extend({
  merchantCode: MerchantCode,
  reason: AuditReason,
});
export type TAdminHelpCategoryRequest = z.infer<typeof ZAdminHelpCategoryRequest>;

export const ZAdminHelpCategory = ZAdminHelpCategoryFields.extend({
  id: z.number().int(),
  /** How many articles it holds: one that holds any cannot be deleted. */
  articleCount: z.number().int(),
});
export type TAdminHelpCategory = z.infer<typeof ZAdminHelpCategory>;

export const ZAdminHelpCategoriesResponse = envelope(z.object({ list: z.array(ZAdminHelpCategory) }));
export const ZAdminHelpCategoryResponse = envelope(ZAdminHelpCategory);

export const ZAdminHelpArticleFields = z.object({
  /** One of the brand's categories. */
  categoryId: Id,
  key: HelpKey,
  title: Texts(120),
  /** HTML; the server keeps only the allowed tags and attributes. */
  content: Texts(ANNOUNCEMENT_HTML_MAX),
  sort: Sort,
});
export type TAdminHelpArticleFields = z.infer<typeof ZAdminHelpArticleFields>;

/** POST /admin-api/content/help/articles (create) and PUT …/articles/:id (change). */
export const ZAdminHelpArticleRequest = ZAdminHelpArticleFields.extend({
  merchantCode: MerchantCode,
  reason: AuditReason,
});
export type TAdminHelpArticleRequest = z.infer<typeof ZAdminHelpArticleRequest>;

/** An article as the back office reads it: the stored (sanitised) HTML. */
export const ZAdminHelpArticle = ZAdminHelpArticleFields.extend({ id: z.number().int() });
export type TAdminHelpArticle = z.infer<typeof ZAdminHelpArticle>;

export const ZAdminHelpArticlesResponse = envelope(z.object({ list: z.array(ZAdminHelpArticle) }));
export const ZAdminHelpArticleResponse = envelope(ZAdminHelpArticle);

/** DELETE …/categories/:id and …/articles/:id: the brand and why, for the audit log. */
export const ZAdminHelpDeleteRequest = z.object({ merchantCode: MerchantCode, reason: AuditReason });
export type TAdminHelpDeleteRequest = z.infer<typeof ZAdminHelpDeleteRequest>;
export const ZAdminHelpDeletedResponse = envelope(z.object({ id: z.number().int() }));
