/**
 * A member's wallet in the back office (issue 4): the accounts and their ledger lines
 * (GET /admin-api/members/:id/wallet, GET /admin-api/members/:id/ledger), and manual adjustments
 * with two-person approval above a per-brand threshold (POST /admin-api/members/:id/adjustments,
 * GET /admin-api/adjustments, POST /admin-api/adjustments/:id/approve | reject,
 * GET | PUT /admin-api/finance/settings).
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

/**
 * The member wallet kinds the ledger keeps (wallet.service.ts MemberAccountKind), with the vendor
 * sub-wallets of transfer-mode brands, `member_v:<VENDOR>` (docs/decisions/020-transfer-wallets.md).
 */
export const MemberWalletKind = z.union([
  z.enum(['member_cash', 'member_bonus', 'member_points', 'member_play', 'member_held']),
  z.templateLiteral(['member_v:', z.string().regex(/^[A-Za-z0-9_-]{1,15}$/)]),
]);
export type TMemberWalletKind = z.infer<typeof MemberWalletKind>;

export const ZMemberWalletAccount = z.object({
  id: z.number(),
  kind: MemberWalletKind,
  currency: z.string(),
  balance: Money,
});
export type TMemberWalletAccount = z.infer<typeof ZMemberWalletAccount>;

export const ZMemberWallet = z.object({
  memberId: z.number(),
  merchantCode: z.string(),
  currency: z.string(),
  /** Every wallet of the member; the main wallet is always listed, at zero until first used. */
  accounts: z.array(ZMemberWalletAccount),
  /** Adjustments above this amount wait for a second operator's approval. */
  approvalThreshold: Money,
});
export type TMemberWallet = z.infer<typeof ZMemberWallet>;
/** GET /admin-api/members/:id/wallet */
export const ZMemberWalletResponse = envelope(ZMemberWallet);

const isoDateTime = z.iso.datetime({ offset: true });

/** GET /admin-api/members/:id/ledger */
export const ZMemberLedgerQuery = z.object({
  /** One of the member's accounts (its id); every account of the member when left out. */
  accountId: z.coerce.number().int().positive().optional(),
  /** The journal entry's kind: 'deposit', 'bet', 'adjustment', … */
  kind: z
    .string()
    .trim()
    .regex(/^[a-z_:]{1,32}$/)
    .optional(),
  /** From this instant, inclusive. */
  from: isoDateTime.optional(),
  /** Up to this instant, exclusive. */
  to: isoDateTime.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TMemberLedgerQuery = Partial<z.infer<typeof ZMemberLedgerQuery>>;
export type TMemberLedgerFilter = z.infer<typeof ZMemberLedgerQuery>;

/** One posting on one of the member's accounts, with its journal entry. */
export const ZMemberLedgerLine = z.object({
  postingId: z.number(),
  entryId: z.number(),
  accountId: z.number(),
  accountKind: MemberWalletKind,
  createdAt: z.string(),
  kind: z.string(),
  memo: z.string().nullable(),
  /** Signed: positive into the member's wallet, negative out of it. */
  amount: Money,
  balanceAfter: Money,
  idempotencyKey: z.string(),
});
export type TMemberLedgerLine = z.infer<typeof ZMemberLedgerLine>;

export const ZMemberLedgerPage = z.object({
  content: z.array(ZMemberLedgerLine),
  /** The entry kinds found on the member's accounts, for the kind filter. */
  kinds: z.array(z.string()),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type TMemberLedgerPage = z.infer<typeof ZMemberLedgerPage>;
export const ZMemberLedgerPageResponse = envelope(ZMemberLedgerPage);

export const AdjustmentDirection = z.enum(['credit', 'debit']);
export type TAdjustmentDirection = z.infer<typeof AdjustmentDirection>;

export const AdjustmentStatus = z.enum(['pending', 'posted', 'rejected']);
export type TAdjustmentStatus = z.infer<typeof AdjustmentStatus>;

/** A reason long enough to mean something to the person who reads the audit log later. */
export const ADJUSTMENT_REASON_MIN = 10;
export const ADJUSTMENT_REASON_MAX = 500;

// Checks on the text: the regex's failure does not stop zod from running a refinement.
const isNegative = (money: string) => money.startsWith('-');
const isPositive = (money: string) => !isNegative(money) && /[1-9]/.test(money);

/** POST /admin-api/members/:id/adjustments: a credit or debit of the member's main wallet. */
export const ZCreateAdjustmentRequest = z.object({
  direction: AdjustmentDirection,
  amount: Money.refine(isPositive, 'the amount must be more than zero'),
  reason: z.string().trim().min(ADJUSTMENT_REASON_MIN).max(ADJUSTMENT_REASON_MAX),
});
export type TCreateAdjustmentRequest = z.input<typeof ZCreateAdjustmentRequest>;

export const ZAdjustment = z.object({
  id: z.number(),
  memberId: z.number(),
  memberAccount: z.string(),
  merchantCode: z.string(),
  direction: AdjustmentDirection,
  amount: Money,
  currency: z.string(),
  reason: z.string(),
  status: AdjustmentStatus,
  requestedBy: z.string(),
  /** Who approved or rejected it; null while pending and when it posted at once (under the threshold). */
  decidedBy: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** The journal entry it booked, once posted. */
  entryId: z.number().nullable(),
  balanceBefore: Money.nullable(),
  balanceAfter: Money.nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TAdjustment = z.infer<typeof ZAdjustment>;
export const ZAdjustmentResponse = envelope(ZAdjustment);
export const ZAdjustmentParams = z.object({ id: z.coerce.number().int().positive() });

/** GET /admin-api/adjustments?status=pending&memberId= */
export const ZAdjustmentQuery = z.object({
  status: AdjustmentStatus.optional(),
  memberId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdjustmentQuery = Partial<z.infer<typeof ZAdjustmentQuery>>;
export type TAdjustmentFilter = z.infer<typeof ZAdjustmentQuery>;

export const ZAdjustmentPage = z.object({
  content: z.array(ZAdjustment),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type TAdjustmentPage = z.infer<typeof ZAdjustmentPage>;
export const ZAdjustmentPageResponse = envelope(ZAdjustmentPage);

/** POST /admin-api/adjustments/:id/approve (note optional) and /reject (note required). */
export const ZApproveAdjustmentRequest = z.object({ note: z.string().trim().max(200).optional() });
export const ZRejectAdjustmentRequest = z.object({ note: z.string().trim().min(1).max(200) });
export type TDecideAdjustmentRequest = z.input<typeof ZApproveAdjustmentRequest>;

export const ZFinanceSettings = z.object({
  merchantCode: z.string(),
  currency: z.string(),
  /** Adjustments above this amount need a second operator. */
  approvalThreshold: Money,
});
export type TFinanceSettings = z.infer<typeof ZFinanceSettings>;
/** GET /admin-api/finance/settings: one row per brand. */
export const ZFinanceSettingsListResponse = envelope(z.array(ZFinanceSettings));
/** PUT /admin-api/finance/settings/:merchantCode (owner) */
export const ZFinanceSettingsParams = z.object({ merchantCode: z.string().trim().toUpperCase().max(32) });
export const ZUpdateFinanceSettingsRequest = z.object({
  approvalThreshold: Money.refine((money) => !isNegative(money), 'the threshold cannot be negative'),
});
export const ZFinanceSettingsResponse = envelope(ZFinanceSettings);
