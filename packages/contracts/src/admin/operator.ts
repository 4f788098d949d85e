/**
 * The back office's own accounts (issue 3 "Operators"): roles, what each role may do, and the
 * owner's operator management. Served under /admin-api with `Authorization: Bearer <token>`.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';

export const OperatorRole = z.enum(['owner', 'finance', 'support', 'content', 'risk']);
export type TOperatorRole = z.infer<typeof OperatorRole>;

/** What each role may do; the server checks these on every admin route, the console hides the rest. */
export const OperatorPermission = z.enum([
  'operators.manage',
  'audit.read',
  'members.read',
  'members.lock',
  'members.resetPassword',
  /** A member's wallets and ledger lines, read only. */
  'wallet.read',
  /** Ask for a manual credit or debit of a member's wallet (posted at once up to the threshold). */
  'adjustments.request',
  /** Approve or reject another operator's adjustment above the threshold. */
  'adjustments.approve',
  /** Cashier reports: deposits, withdrawals, adjustments and net per day and brand. */
  'reports.read',
  /** The per-brand threshold above which an adjustment needs a second operator. */
  'finance.settings',
  'cashier.withdrawals',
  /** The deposit queue, the brands' payment methods and the gateway callback log. */
  'cashier.deposits',
  /** A brand's withdrawal and transfer limits (min/max, confirm minutes, bank accounts, daily limit). */
  'cashier.settings',
  /** Game vendors' seamless-wallet secrets: rotate (the new secret is shown once). */
  'games.vendors',
  /** Vendors (enable, maintenance), the game catalogue (edit, flags, bulk changes, imports). */
  'games.manage',
  /**
   * The house's shared tables (Games → Tables): limits, timings, opening, a brand's own limits, and
   * cancelling a live round (its bets refunded). Money moves, so not with the catalogue's permission.
   */
  'tables.manage',
  /**
   * The sportsbook's trading desk (Games → Trading): fixtures and markets, prices, limits and
   * results, which settle tickets at once.
   */
  'sportsbook.trade',
  /** Bet records of every member, with the seamless transactions of each round; read only. */
  'bets.view',
  /** The jackpot pools (amount, cycle, settings) and their hits; read only. */
  'jackpot.view',
  /** Change a pool's share, seed and hit-every, and pay a pending hit by hand. */
  'jackpot.manage',
  /** Compose messages to a brand, an agent's team or one member, and read what was sent. */
  'messages.send',
  /** The feedback desk: read members' feedback, reply to it and close it. */
  'feedback.reply',
  /** The agent tree, members' contracts, each kind's rules and the settlement history; read only. */
  'agents.read',
  /** The operator's contracts with top agents, ending contracts, moving members, each kind's rules. */
  'agents.manage',
  /** Preview and pay a contract settlement period. */
  'agents.settle',
  /** Promotions and rebates: their rules and what they paid; read only. */
  'promotions.read',
  /** Change rebate rates and promotions (audited). */
  'promotions.manage',
  /** What players read: announcements (notices, popups, promotion teasers), audited (issue 19). */
  'content.manage',
  /** The live support console: answer, claim, transfer and close chats; canned replies; office hours. */
  'support.chat',
  /** Lottery results: enter a daily draw's result, confirm another operator's entry, cancel an issue; the liability board. */
  'lottery.results',
  /** Lottery games: sales on or off, closing time, prize group, liability cap (audited). */
  'lottery.manage',
]);
export type TOperatorPermission = z.infer<typeof OperatorPermission>;

export const ROLE_PERMISSIONS: Record<TOperatorRole, readonly TOperatorPermission[]> = {
  owner: OperatorPermission.options,
  // Finance moves money (two people above the threshold) and reads the reports, but cannot raise
  // its own threshold: only an owner changes `finance.settings` (docs/decisions/018).
  finance: [
    'members.read',
    'audit.read',
    'wallet.read',
    'adjustments.request',
    'adjustments.approve',
    'reports.read',
    'cashier.withdrawals',
    'cashier.deposits',
    'cashier.settings',
    'bets.view',
    'jackpot.view',
    'agents.read',
    'agents.settle',
    'promotions.read',
  ],
  // Support and risk answer players' questions about their balance and bets: they see the wallet
  // and the bet records, never move money.
  support: [
    'members.read',
    'members.lock',
    'members.resetPassword',
    'wallet.read',
    'bets.view',
    'messages.send',
    'feedback.reply',
    'agents.read',
    'support.chat',
  ],
  // Content runs what members see: the game catalogue and vendors, the messages and the rebate rates
  // (promotions), but not vendors' wallet secrets.
  content: [
    'members.read',
    'games.manage',
    'messages.send',
    'promotions.read',
    'promotions.manage',
    'content.manage',
  ],
  risk: [
    'members.read',
    'members.lock',
    'audit.read',
    'wallet.read',
    'bets.view',
    'jackpot.view',
    'agents.read',
    'promotions.read',
    'lottery.results',
    'lottery.manage',
    'tables.manage',
    'sportsbook.trade',
  ],
};

export const can = (role: TOperatorRole, permission: TOperatorPermission) =>
  ROLE_PERMISSIONS[role].includes(permission);

/**
 * Operator usernames: a lower-case letter, then 2–31 lower-case letters, digits, dots, dashes or
 * underscores (`ops.manager`). Sign-in lower-cases what is typed.
 */
export const OPERATOR_USERNAME = /^[a-z][a-z0-9._-]{2,31}$/;

/**
 * Operator passwords: 10–128 characters with at least one letter and one digit. Generated initial
 * passwords satisfy it.
 */
export const OperatorPassword = z
  .string()
  .min(10)
  .max(128)
  .regex(/[A-Za-z]/)
  .regex(/\d/);

export const ZOperator = z.object({
  id: z.number(),
  username: z.string(),
  displayName: z.string(),
  role: OperatorRole,
  permissions: z.array(OperatorPermission),
  totpEnabled: z.boolean(),
  disabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TOperator = z.infer<typeof ZOperator>;
export const ZOperatorResponse = envelope(ZOperator);

/** GET /admin-api/operators (owner) */
export const ZOperatorListResponse = envelope(z.array(ZOperator));

/** POST /admin-api/operators (owner): the generated initial password is answered once, never stored readable. */
export const ZCreateOperatorRequest = z.object({
  username: z.string().trim().toLowerCase().regex(OPERATOR_USERNAME),
  displayName: z.string().trim().min(1).max(64),
  role: OperatorRole,
});
export type TCreateOperatorRequest = z.input<typeof ZCreateOperatorRequest>;
export const ZCreatedOperator = z.object({ operator: ZOperator, initialPassword: z.string() });
export type TCreatedOperator = z.infer<typeof ZCreatedOperator>;
export const ZCreatedOperatorResponse = envelope(ZCreatedOperator);

/** PUT /admin-api/operators/:id (owner): change the role, the name, or disable / re-enable. */
export const ZUpdateOperatorRequest = z
  .object({
    role: OperatorRole.optional(),
    disabled: z.boolean().optional(),
    displayName: z.string().trim().min(1).max(64).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'nothing to change',
  });
export type TUpdateOperatorRequest = z.input<typeof ZUpdateOperatorRequest>;
export const ZOperatorIdParams = z.object({ id: z.coerce.number().int().positive() });
/**
 * POST /admin-api/operators/:id/reset-totp (owner): for an operator who lost their authenticator.
 * Their two-step sign-in is switched off and their sessions end; they enrol again at next sign-in.
 */

/** Message keys of the back office that the player site's catalogue does not have. */
export const AdminMessageKey = {
  cannotChangeSelf: 'admin_cannot_change_self',
  lastOwner: 'admin_last_owner',
  operatorExists: 'admin_operator_exists',
  totpAlreadyEnabled: 'admin_totp_already_enabled',
  totpNotStarted: 'admin_totp_not_started',
  totpNotEnabled: 'admin_totp_not_enabled',
  totpEnrolmentRequired: 'admin_totp_enrolment_required',
  accountDisabled: 'admin_account_disabled',
  memberAlreadyLocked: 'admin_member_already_locked',
  memberNotLocked: 'admin_member_not_locked',
  wrongCurrentPassword: 'admin_wrong_current_password',
  adjustmentNotPending: 'admin_adjustment_not_pending',
  adjustmentSelfApproval: 'admin_adjustment_self_approval',
  insufficientFunds: 'admin_insufficient_funds',
  importInvalid: 'admin_import_invalid',
  importStale: 'admin_import_stale',
} as const;
