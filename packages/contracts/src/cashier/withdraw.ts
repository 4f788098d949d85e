/**
 * The member's side of withdrawals (issue 4; spec §3 "Withdrawal confirmation", §4 "Withdrawal",
 * "Account link choice"): the payment password, bound bank accounts, withdrawal requests and the
 * member's confirmation of a paid request. Served under /wps/withdraw with the member's bearer token;
 * bodies carrying the payment password are sealed like sign-in bodies.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

/** Message keys of the cashier that the generic catalogue does not have (web: withdraw bundle). */
export const CashierMessageKey = {
  insufficientWithdrawable: 'in_cashier_insufficient_withdrawable',
  paymentPasswordWrong: 'in_cashier_payment_password_wrong',
  paymentPasswordLocked: 'in_cashier_payment_password_locked',
  paymentPasswordRequired: 'in_cashier_payment_password_required',
  paymentPasswordSet: 'in_cashier_payment_password_already_set',
  payeeMismatch: 'in_cashier_payee_mismatch',
  bankAccountLimit: 'in_cashier_bank_account_limit',
  bankAccountExists: 'in_cashier_bank_account_exists',
  bankAccountNotFound: 'in_cashier_bank_account_not_found',
  amountOutOfRange: 'in_cashier_amount_out_of_range',
  requestNotPending: 'in_cashier_request_not_pending',
  confirmationClosed: 'in_cashier_confirmation_closed',
  amountsMismatch: 'in_cashier_amounts_mismatch',
  proofRequired: 'in_cashier_proof_required',
  proofInvalid: 'in_cashier_proof_invalid',
  proofTooLarge: 'in_image_max_5mb',
  caseNotOpen: 'in_cashier_case_not_open',
  caseAlreadyCredited: 'in_cashier_case_already_credited',
} as const;

/** Payment passwords: 6–32 characters (a PIN of six digits is the common choice). */
export const PaymentPassword = z.string().min(6).max(32);

/**
 * POST /wps/withdraw/payment-password (sealed): set the first one, or change it with the old one or
 * with an SMS code sent to the member's verified mobile (POST /wps/member/contact/code with
 * `{ target: 'current', channel: 'sms', for: 'paymentPassword' }`).
 */
export const ZPaymentPasswordRequest = z.object({
  /** Once a payment password is set: the old one, or `smsCode`. */
  oldPaymentPassword: z.string().max(32).optional(),
  smsCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
  paymentPassword: PaymentPassword,
  confirmPaymentPassword: z.string().max(32),
});
export type TPaymentPasswordRequest = z.input<typeof ZPaymentPasswordRequest>;
export const ZPaymentPasswordResponse = envelope(z.null());

export const ZBankAccount = z.object({
  id: z.number(),
  bankName: z.string(),
  /** Masked except the last four digits: `•••• 6789`. */
  accountNumber: z.string(),
  accountName: z.string(),
  createdAt: z.string(),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

/** POST /wps/withdraw/bank-accounts: bind an account; it can never be edited, only an operator removes it. */
export const ZBindBankAccountRequest = z.object({
  bankName: z.string().trim().min(2).max(64),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{6,24}$/),
  /** Must equal the member's payee name; the first binding sets the payee name when it is empty. */
  accountName: z.string().trim().min(2).max(128),
});
export type TBindBankAccountRequest = z.input<typeof ZBindBankAccountRequest>;
export const ZBankAccountResponse = envelope(ZBankAccount);

/** GET /wps/withdraw/overview: everything the withdraw page needs to draw itself. */
export const ZWithdrawOverview = z.object({
  currency: z.string(),
  paymentPasswordSet: z.boolean(),
  payeeName: z.string().nullable(),
  bankAccounts: z.array(ZBankAccount),
  maxBankAccounts: z.number(),
  /** The main wallet. */
  balance: Money,
  /** What may be withdrawn now: the main wallet less any turnover still required. */
  withdrawable: Money,
  /** Money held by withdrawal requests not yet paid or rejected. */
  held: Money,
  minAmount: Money,
  maxAmount: Money,
  /** An unconfirmed paid withdrawal counts as received after this many minutes (spec §4). */
  confirmMinutes: z.number(),
});
export type TWithdrawOverview = z.infer<typeof ZWithdrawOverview>;
export const ZWithdrawOverviewResponse = envelope(ZWithdrawOverview);

export const WithdrawalStatus = z.enum(['pending', 'paid', 'rejected']);
export type TWithdrawalStatus = z.infer<typeof WithdrawalStatus>;
/** The member's answer once paid; `auto_received` when the minutes ran out (a forced receipt). */
export const WithdrawalConfirmation = z.enum(['received', 'partial', 'not_received', 'auto_received']);
export type TWithdrawalConfirmation = z.infer<typeof WithdrawalConfirmation>;

export const ZWithdrawal = z.object({
  id: z.number(),
  amount: Money,
  currency: z.string(),
  status: WithdrawalStatus,
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
  rejectReason: z.string().nullable(),
  confirmation: WithdrawalConfirmation.nullable(),
  confirmedAt: z.string().nullable(),
  /** While paid and unconfirmed: when it will count as received. */
  confirmDeadline: z.string().nullable(),
  receivedAmount: Money.nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;
export const ZWithdrawalResponse = envelope(ZWithdrawal);

/** POST /wps/withdraw/requests (sealed). */
export const ZWithdrawRequest = z.object({
  bankAccountId: z.number().int().positive(),
  amount: Money,
  paymentPassword: z.string().min(1).max(32),
  /**
   * The member confirms giving up their wagering bonus to withdraw (ADR 063); without it a
   * wagering bonus refuses the request (BONUS_WAGERING_INCOMPLETE).
   */
  forfeitBonus: z.boolean().optional(),
});
export type TWithdrawRequest = z.input<typeof ZWithdrawRequest>;

/** GET /wps/withdraw/requests?page=&pageSize=&awaitingConfirmation= */
export const ZWithdrawalListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  /** Only paid requests still waiting for the member's confirmation (the dialog's list). */
  awaitingConfirmation: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type TWithdrawalListQuery = z.input<typeof ZWithdrawalListQuery>;
export const ZWithdrawalPage = z.object({
  content: z.array(ZWithdrawal),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type TWithdrawalPage = z.infer<typeof ZWithdrawalPage>;
export const ZWithdrawalPageResponse = envelope(ZWithdrawalPage);

export const ZWithdrawalParams = z.object({ id: z.coerce.number().int().positive() });

/** Proof images: png or jpg, at most 5 MB (spec §5, §8), sent as base64 (a data URL is accepted). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** POST /wps/withdraw/requests/:id/confirm (spec §3 "Withdrawal confirmation"). */
export const ZConfirmWithdrawalRequest = z.object({
  result: z.enum(['received', 'partial', 'not_received']),
  /** Partial: what arrived; it and `remainingAmount` add up to the amount paid. */
  receivedAmount: Money.optional(),
  remainingAmount: Money.optional(),
  /** Required when not received; base64 of a png or jpg up to 5 MB. */
  proofImage: z
    .string()
    .max(Math.ceil((PROOF_MAX_BYTES * 4) / 3) + 64)
    .optional(),
});
export type TConfirmWithdrawalRequest = z.input<typeof ZConfirmWithdrawalRequest>;
