/**
 * Transfer wallets (issue 4; spec §3 "Wallet info", §4 "Member centre: transferFund", §7 "Wallet"):
 * in a brand whose GCS_merchantWallet answers `isSingle: false` a member has a main wallet and one
 * sub-wallet per game vendor, and moves money between them (relay GCS_walletTransfer). In single
 * (seamless) mode there is one wallet and transfers are refused (`WALLET_SINGLE_MODE`).
 * docs/decisions/020-transfer-wallets.md.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

/** Message keys of transfer wallets (web: transfer bundle). */
export const TransferWalletMessageKey = {
  singleMode: 'in_wallet_single_mode',
  vendorUnknown: 'in_wallet_vendor_unknown',
  vendorFailed: 'in_wallet_vendor_failed',
  insufficient: 'in_wallet_insufficient_balance',
  requestReused: 'in_wallet_request_reused',
  amountInvalid: 'in_wallet_amount_invalid',
  /** Spec §8 success "balance returned": every vendor sub-wallet emptied into the main wallet. */
  balanceReturned: 'in_balance_returned',
  transferred: 'in_wallet_transfer_success',
} as const;

export const ZVendorWallet = z.object({
  /** The vendor's code (vassalage), as GCS_walletTransfer names it. */
  vendor: z.string(),
  displayName: z.string(),
  logoUrl: z.string(),
  balance: Money,
  /** The vendor is under maintenance: its balance shows, transfers in are refused. */
  maintenance: z.boolean(),
});
export type TVendorWallet = z.infer<typeof ZVendorWallet>;

/** GET /wps/v2/wallets: the main wallet and, in transfer mode, every vendor sub-wallet of the brand. */
export const ZTransferWallets = z.object({
  isSingle: z.boolean(),
  currency: z.string(),
  currencySymbol: z.string(),
  main: Money,
  /** Empty in single mode. */
  vendors: z.array(ZVendorWallet),
});
export type TTransferWallets = z.infer<typeof ZTransferWallets>;
export const ZTransferWalletsResponse = envelope(ZTransferWallets);

/** A positive amount typed by a person: up to 16 digits and at most two decimals ("50", "12.5"). */
export const TransferAmount = z
  .string()
  .trim()
  .regex(/^\d{1,16}(\.\d{1,2})?$/, 'at most two decimals')
  .refine((value) => /[1-9]/.test(value), 'must be more than zero');

export const TransferAction = z.enum(['in', 'out', 'returnAll']);
export type TTransferAction = z.infer<typeof TransferAction>;

/**
 * POST /relay/GCS_walletTransfer: `in` main → vendor, `out` vendor → main (both with vendor and
 * amount), `returnAll` every vendor sub-wallet → main. `requestId` is made by the client once per
 * submit: a repeat with the same id moves nothing again and answers as the first did.
 */
export const ZWalletTransferRequest = z
  .object({
    action: TransferAction,
    vendor: z.string().trim().min(1).max(32).optional(),
    amount: TransferAmount.optional(),
    requestId: z.string().regex(/^[\w-]{8,64}$/),
  })
  .superRefine((body, context) => {
    if (body.action === 'returnAll') return;
    if (body.vendor === undefined)
      context.addIssue({ code: 'custom', path: ['vendor'], message: 'required' });
    if (body.amount === undefined)
      context.addIssue({ code: 'custom', path: ['amount'], message: 'required' });
  });
export type TWalletTransferRequest = z.input<typeof ZWalletTransferRequest>;

export const ZWalletTransferResult = z.object({
  action: TransferAction,
  /** What moved: the amount for in/out, the sum returned for returnAll ("0.00" when all were empty). */
  moved: Money,
  /** True when this requestId had been handled before: nothing moved now. */
  replayed: z.boolean(),
  wallets: ZTransferWallets,
});
export type TWalletTransferResult = z.infer<typeof ZWalletTransferResult>;
export const ZWalletTransferResponse = envelope(ZWalletTransferResult);
