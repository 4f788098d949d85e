/**
 * The back office's withdrawal queue and cases (issue 4): GET /admin-api/cashier/withdrawals,
 * GET …/withdrawals/:id, POST …/withdrawals/:id/pay | reject; GET /admin-api/cashier/withdrawal-cases,
 * POST …/withdrawal-cases/:id/resolve | credit. Every action is audited.
 */
import { z } from 'zod';
import { WithdrawalConfirmation, WithdrawalStatus, ZBankAccount, ZWithdrawal } from '../cashier/withdraw.ts';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

export const ZAdminWithdrawalRow = ZWithdrawal.extend({
  merchantCode: z.string(),
  memberId: z.number(),
  memberAccount: z.string(),
  /** Full account number: the operator pays into it. */
  accountNumber: z.string(),
  paidBy: z.string().nullable(),
  caseId: z.number().nullable(),
});
export type TAdminWithdrawalRow = z.infer<typeof ZAdminWithdrawalRow>;

export const ZAdminWithdrawalQuery = z.object({
  status: WithdrawalStatus.optional(),
  confirmation: z.union([WithdrawalConfirmation, z.literal('none')]).optional(),
  /** Member account (partial, any case). */
  q: z.string().trim().max(64).optional(),
  merchantCode: z.string().trim().toUpperCase().max(32).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminWithdrawalQuery = Partial<z.infer<typeof ZAdminWithdrawalQuery>>;

export const ZAdminWithdrawalPage = z.object({
  content: z.array(ZAdminWithdrawalRow),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type TAdminWithdrawalPage = z.infer<typeof ZAdminWithdrawalPage>;
export const ZAdminWithdrawalPageResponse = envelope(ZAdminWithdrawalPage);

export const CaseStatus = z.enum(['open', 'resolved']);
export type TCaseStatus = z.infer<typeof CaseStatus>;

export const ZWithdrawalCase = z.object({
  id: z.number(),
  withdrawalId: z.number(),
  merchantCode: z.string(),
  memberAccount: z.string(),
  claim: z.enum(['partial', 'not_received']),
  amount: Money,
  receivedAmount: Money,
  missingAmount: Money,
  currency: z.string(),
  /** A data URL of the member's proof image, if they sent one (only in the detail). */
  proofImage: z.string().nullable(),
  hasProof: z.boolean(),
  status: CaseStatus,
  resolutionNote: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  creditedAmount: Money.nullable(),
  createdAt: z.string(),
});
export type TWithdrawalCase = z.infer<typeof ZWithdrawalCase>;
export const ZWithdrawalCaseResponse = envelope(ZWithdrawalCase);

export const ZAdminWithdrawalDetail = z.object({
  withdrawal: ZAdminWithdrawalRow,
  memberPayeeName: z.string().nullable(),
  bankAccounts: z.array(ZBankAccount),
  case: ZWithdrawalCase.nullable(),
});
export type TAdminWithdrawalDetail = z.infer<typeof ZAdminWithdrawalDetail>;
export const ZAdminWithdrawalDetailResponse = envelope(ZAdminWithdrawalDetail);

export const ZAdminIdParams = z.object({ id: z.coerce.number().int().positive() });

/** POST /admin-api/cashier/withdrawals/:id/pay: approved and paid out, with the bank's reference. */
export const ZPayWithdrawalRequest = z.object({
  paymentReference: z.string().trim().min(3).max(64),
});
export type TPayWithdrawalRequest = z.input<typeof ZPayWithdrawalRequest>;

/** POST /admin-api/cashier/withdrawals/:id/reject: the held money returns to the member. */
export const ZRejectWithdrawalRequest = z.object({ reason: z.string().trim().min(1).max(200) });
export type TRejectWithdrawalRequest = z.input<typeof ZRejectWithdrawalRequest>;

export const ZAdminWithdrawalResponse = envelope(ZAdminWithdrawalRow);

export const ZCaseQuery = z.object({
  status: CaseStatus.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TCaseQuery = Partial<z.infer<typeof ZCaseQuery>>;
export const ZCasePage = z.object({
  content: z.array(ZWithdrawalCase),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type TCasePage = z.infer<typeof ZCasePage>;
export const ZCasePageResponse = envelope(ZCasePage);

/** POST /admin-api/cashier/withdrawal-cases/:id/resolve */
export const ZResolveCaseRequest = z.object({ note: z.string().trim().min(1).max(500) });
export type TResolveCaseRequest = z.input<typeof ZResolveCaseRequest>;

/** POST /admin-api/cashier/withdrawal-cases/:id/credit: at most the missing amount, once per case. */
export const ZCreditCaseRequest = z.object({
  amount: Money,
  note: z.string().trim().min(1).max(500),
});
export type TCreditCaseRequest = z.input<typeof ZCreditCaseRequest>;
