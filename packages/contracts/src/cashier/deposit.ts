/**
 * The member's side of deposits (issue 4 "depositv2"): the brand's payment methods, deposit requests
 * by bank transfer (with a transfer reference and an optional receipt image) or through a payment
 * gateway (the answer carries the gateway's redirect URL), and the member's recent requests.
 * Served under /wps/deposit with the member's bearer token.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

/** Message keys of deposits that the generic catalogue does not have (web: deposit bundle). */
export const DepositMessageKey = {
  methodUnavailable: 'in_deposit_method_unavailable',
  amountOutOfRange: 'in_deposit_amount_out_of_range',
  referenceRequired: 'in_deposit_reference_required',
  receiptInvalid: 'in_deposit_receipt_invalid',
  receiptTooLarge: 'in_image_max_5mb',
  notPending: 'in_deposit_not_pending',
  signatureInvalid: 'in_deposit_signature_invalid',
  methodInvalid: 'in_deposit_method_invalid',
  gatewayUnavailable: 'in_deposit_gateway_unavailable',
  tooManyPending: 'in_deposit_too_many_pending',
} as const;

/** A member may have at most this many deposits waiting (bank transfers, open gateway payments). */
export const MAX_PENDING_DEPOSITS = 5;

/** Receipt images: png or jpg by their bytes, at most 5 MB, sent as base64 (a data URL is accepted). */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

export const PaymentMethodKind = z.enum(['bank', 'gateway']);
export type TPaymentMethodKind = z.infer<typeof PaymentMethodKind>;

/** A method as the member sees it: a bank shows where to transfer; a gateway only its name. */
export const ZPaymentMethod = z.object({
  id: z.number(),
  kind: PaymentMethodKind,
  name: z.string(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountName: z.string().nullable(),
  minAmount: Money,
  maxAmount: Money,
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** GET /wps/deposit/methods: the brand's enabled methods. */
export const ZDepositMethods = z.object({ currency: z.string(), methods: z.array(ZPaymentMethod) });
export type TDepositMethods = z.infer<typeof ZDepositMethods>;
export const ZDepositMethodsResponse = envelope(ZDepositMethods);

/** pending → approved | rejected (bank, by an operator); pending → approved | cancelled | expired (gateway). */
export const DepositStatus = z.enum(['pending', 'approved', 'rejected', 'cancelled', 'expired']);
export type TDepositStatus = z.infer<typeof DepositStatus>;

export const ZDeposit = z.object({
  id: z.number(),
  kind: PaymentMethodKind,
  methodName: z.string(),
  amount: Money,
  currency: z.string(),
  status: DepositStatus,
  reference: z.string().nullable(),
  hasReceipt: z.boolean(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Gateway deposits: the payment page to send the member to while pending. */
  redirectUrl: z.string().nullable(),
});
export type TDeposit = z.infer<typeof ZDeposit>;
export const ZDepositResponse = envelope(ZDeposit);

/** POST /wps/deposit/requests. */
export const ZDepositRequest = z.object({
  methodId: z.number().int().positive(),
  amount: Money,
  /** Bank transfer: the reference the member wrote on the transfer (required for banks). */
  reference: z.string().trim().max(64).optional(),
  /** Bank transfer: a png or jpg of the receipt, base64 or a data URL. */
  receiptImage: z.string().max(8_000_000).optional(),
});
export type TDepositRequest = z.input<typeof ZDepositRequest>;

/** GET /wps/deposit/requests?page=&pageSize= */
export const ZDepositListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type TDepositListQuery = z.input<typeof ZDepositListQuery>;
export const ZDepositPage = z.object({
  content: z.array(ZDeposit),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type TDepositPage = z.infer<typeof ZDepositPage>;
export const ZDepositPageResponse = envelope(ZDepositPage);
