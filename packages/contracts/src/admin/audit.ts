/**
 * The append-only, hash-chained audit log of operator actions: GET /admin-api/audit (filtered,
 * paged) and GET /admin-api/audit/verify (walks the chain).
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';

/** Every action the back office records; the console's action filter lists these. */
export const AuditAction = z.enum([
  'session.login',
  'session.logout',
  'session.lockout',
  'operator.totpEnable',
  'operator.totpReset',
  'operator.password',
  'operator.create',
  'operator.update',
  'member.lock',
  'member.unlock',
  'member.resetPassword',
  'member.exclusion',
  'wallet.adjustmentRequest',
  'wallet.adjustmentApprove',
  'wallet.adjustmentReject',
  'finance.settings',
  'withdrawal.pay',
  'withdrawal.reject',
  'withdrawalCase.resolve',
  'withdrawalCase.credit',
  'deposit.approve',
  'deposit.reject',
  'paymentMethod.create',
  'paymentMethod.update',
  'vendorSecret.rotate',
  'withdrawalSettings.update',
  'transferSettings.update',
  'vendor.update',
  'game.update',
  'game.bulkUpdate',
  'game.import',
  'jackpot.settings',
  'jackpot.pay',
  'message.send',
  'feedback.reply',
  'feedback.close',
  'contract.grant',
  'contract.terminate',
  'contract.settings',
  'contract.settle',
  'member.move',
  'rebate.rates',
  'promotion.create',
  'promotion.update',
  'envelope.create',
  'envelope.cancel',
  'wheel.update',
  'wheel.tickets',
  'points.settings',
  'points.item',
  'points.approve',
  'points.reject',
  'vip.levels',
  'referral.settings',
  'referral.approve',
  'referral.reject',
  'missions.update',
  'promotion.application.issue',
  'promotion.application.reject',
  'announcement.create',
  'announcement.update',
  'banner.create',
  'banner.update',
  'help.category.create',
  'help.category.update',
  'help.category.delete',
  'help.article.create',
  'help.article.update',
  'help.article.delete',
  'resource.create',
  'resource.update',
  'resource.delete',
  'support.hours',
  'support.canned.create',
  'support.canned.update',
  'support.canned.delete',
  'lottery.settings',
  'lottery.result.enter',
  'lottery.result.confirm',
  'lottery.result.reject',
  'lottery.issue.cancel',
  'liveTable.update',
  'liveTable.brandLimits',
  'liveRound.cancel',
  'cardTable.update',
  'cockfight.fight.open',
  'cockfight.fight.lastCall',
  'cockfight.fight.close',
  'cockfight.fight.result',
  'cockfight.fight.cancel',
  'cockfight.arena.update',
  'sportsbook.fixture.create',
  'sportsbook.fixture.update',
  'sportsbook.market.create',
  'sportsbook.market.update',
  'sportsbook.result.enter',
  'sportsbook.result.correct',
  'sportsbook.limit.set',
]);
export type TAuditAction = z.infer<typeof AuditAction>;

export const AuditTargetType = z.enum([
  'operator',
  'lottery_game',
  'lottery_issue',
  'live_table',
  'live_round',
  'card_table',
  'cockfight_fight',
  'cockfight_arena',
  'sportsbook_fixture',
  'sportsbook_market',
  'member',
  'merchant',
  'withdrawal',
  'withdrawal_case',
  'deposit',
  'payment_method',
  'vendor',
  'game',
  'jackpot_pool',
  'jackpot_hit',
  'message',
  'feedback',
  'contract',
  'contract_period',
  'promotion',
  'red_envelope',
  'mall_item',
  'mall_order',
  'referral_reward',
  'promotion_application',
  'announcement',
  'banner',
  'help_category',
  'help_article',
  'resource',
  'support_canned_reply',
]);
export type TAuditTargetType = z.infer<typeof AuditTargetType>;

export const ZAuditEntry = z.object({
  id: z.number(),
  operatorId: z.number().nullable(),
  operatorName: z.string().nullable(),
  merchantId: z.number().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  hash: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

const isoDateTime = z.iso.datetime({ offset: true });

/** GET /admin-api/audit */
export const ZAuditQuery = z.object({
  /** The operator's username (exact, any case). */
  operator: z.string().trim().max(64).optional(),
  action: AuditAction.optional(),
  targetType: AuditTargetType.optional(),
  targetId: z.string().trim().max(64).optional(),
  /** From this instant, inclusive (ISO 8601 with offset). */
  from: isoDateTime.optional(),
  /** Up to this instant, exclusive. */
  to: isoDateTime.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** What a client sends (every field optional; page and pageSize default on the server). */
export type TAuditQuery = Partial<z.infer<typeof ZAuditQuery>>;
/** The query as the server sees it, defaults applied. */
export type TAuditFilter = z.infer<typeof ZAuditQuery>;

export const ZAuditPage = z.object({
  content: z.array(ZAuditEntry),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;
export const ZAuditPageResponse = envelope(ZAuditPage);

export const ZAuditVerification = z.object({
  intact: z.boolean(),
  /** Rows checked, oldest first, up to and including the first broken one. */
  checked: z.number(),
  firstBrokenId: z.number().nullable(),
  verifiedAt: z.string(),
});
export type TAuditVerification = z.infer<typeof ZAuditVerification>;
/** GET /admin-api/audit/verify */
export const ZAuditVerifyResponse = envelope(ZAuditVerification);
