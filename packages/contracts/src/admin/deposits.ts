/**
 * The back office's deposit desk (issue 4): GET /admin-api/cashier/deposits, GET …/deposits/:id,
 * POST …/deposits/:id/approve | reject; payment methods GET|POST /admin-api/cashier/payment-methods,
 * PUT …/payment-methods/:id; GET /admin-api/cashier/gateway-callbacks. Every change is audited.
 */
import { z } from 'zod';
import { DepositStatus, PaymentMethodKind, ZDeposit } from '../cashier/deposit.ts';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

export const ZAdminDepositRow = ZDeposit.extend({
  merchantCode: z.string(),
  memberId: z.number(),
  memberAccount: z.string(),
  methodId: z.number(),
  decidedBy: z.string().nullable(),
});
export type TAdminDepositRow = z.infer<typeof ZAdminDepositRow>;
export const ZAdminDepositResponse = envelope(ZAdminDepositRow);

export const ZAdminDepositDetail = z.object({
  deposit: ZAdminDepositRow,
  /** A data URL of the receipt image, if the member sent one. */
  receiptImage: z.string().nullable(),
});
export const ZAdminDepositDetailResponse = envelope(ZAdminDepositDetail);

export const ZAdminDepositQuery = z.object({
  status: DepositStatus.optional(),
  kind: PaymentMethodKind.optional(),
  q: z.string().trim().max(64).optional(),
  merchantCode: z.string().trim().toUpperCase().max(32).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminDepositQuery = Partial<z.infer<typeof ZAdminDepositQuery>>;

const page = <T extends z.ZodType>(row: T) =>
  z.object({ content: z.array(row), pageNum: z.number(), totalPages: z.number(), total: z.number() });

export const ZAdminDepositPage = page(ZAdminDepositRow);
export type TAdminDepositPage = z.infer<typeof ZAdminDepositPage>;
export const ZAdminDepositPageResponse = envelope(ZAdminDepositPage);

export const ZAdminIdParams = z.object({ id: z.coerce.number().int().positive() });

export const ZApproveDepositRequest = z.object({ note: z.string().trim().max(200).optional() });
export const ZRejectDepositRequest = z.object({ reason: z.string().trim().min(2).max(200) });

/** Sandbox is the only gateway provider shipped; real providers plug into the same adapter. */
export const GatewayProvider = z.enum(['sandbox']);

export const ZAdminPaymentMethod = z.object({
  id: z.number(),
  merchantCode: z.string(),
  kind: PaymentMethodKind,
  name: z.string(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountName: z.string().nullable(),
  provider: z.string().nullable(),
  minAmount: Money,
  maxAmount: Money,
  enabled: z.boolean(),
  sort: z.number(),
  updatedAt: z.string(),
});
export type TAdminPaymentMethod = z.infer<typeof ZAdminPaymentMethod>;
export const ZAdminPaymentMethodResponse = envelope(ZAdminPaymentMethod);
export const ZAdminPaymentMethodListResponse = envelope(z.array(ZAdminPaymentMethod));
export const ZPaymentMethodQuery = z.object({
  merchantCode: z.string().trim().toUpperCase().max(32).optional(),
});

/** POST /payment-methods; PUT /payment-methods/:id takes the same fields but merchantCode and kind. */
export const ZPaymentMethodInput = z.object({
  merchantCode: z.string().trim().toUpperCase().min(1).max(32),
  kind: PaymentMethodKind,
  name: z.string().trim().min(2).max(64),
  bankName: z.string().trim().max(64).optional(),
  accountNumber: z.string().trim().max(32).optional(),
  accountName: z.string().trim().max(128).optional(),
  provider: GatewayProvider.optional(),
  minAmount: Money,
  maxAmount: Money,
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(999).default(0),
});
export type TPaymentMethodInput = z.input<typeof ZPaymentMethodInput>;
export const ZPaymentMethodUpdate = ZPaymentMethodInput.omit({ merchantCode: true, kind: true });
export type TPaymentMethodUpdate = z.input<typeof ZPaymentMethodUpdate>;

export const CallbackOutcome = z.enum([
  'credited',
  'cancelled',
  'duplicate',
  'late',
  'forged',
  'unknown_deposit',
  'amount_mismatch',
  'malformed',
]);
export type TCallbackOutcome = z.infer<typeof CallbackOutcome>;

export const ZGatewayCallback = z.object({
  id: z.number(),
  provider: z.string(),
  depositId: z.number().nullable(),
  signatureValid: z.boolean(),
  outcome: CallbackOutcome,
  payload: z.string(),
  ip: z.string().nullable(),
  receivedAt: z.string(),
});
export type TGatewayCallback = z.infer<typeof ZGatewayCallback>;
export const ZGatewayCallbackQuery = z.object({
  outcome: CallbackOutcome.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TGatewayCallbackQuery = Partial<z.infer<typeof ZGatewayCallbackQuery>>;
export const ZGatewayCallbackPage = page(ZGatewayCallback);
export const ZGatewayCallbackPageResponse = envelope(ZGatewayCallbackPage);
