/**
 * A brand's cashier limits in the back office (issue 4 "Cashier limits"):
 * GET /admin-api/cashier/settings?merchant=<code or id>, PUT /admin-api/cashier/settings/withdrawals
 * and PUT /admin-api/cashier/settings/transfers. Amounts are decimal strings (docs/decisions/005).
 * The adjustment approval threshold stays at /admin-api/finance/settings.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money, toMinorUnits } from '../money.ts';

/** The largest limit an operator may set: 1,000,000,000,000.00 (a typo guard, not a business rule). */
export const CASHIER_LIMIT_MAX = '1000000000000.00';

/** Minor units, or null for a string that is not money (zod runs every check, even after the pattern failed). */
const minor = (money: string) => {
  try {
    return toMinorUnits(money);
  } catch {
    return null;
  }
};
/** a <= b, true when either is not money (that field has its own error). */
const notAbove = (a: string, b: string) => {
  const [x, y] = [minor(a), minor(b)];
  return x === null || y === null || x <= y;
};

const Limit = Money.refine((money) => (minor(money) ?? 1n) > 0n, 'must be positive').refine(
  (money) => notAbove(money, CASHIER_LIMIT_MAX),
  `must be at most ${CASHIER_LIMIT_MAX}`,
);

export const ZCashierSettingsQuery = z.object({
  /** The brand's code (`LW`) or numeric id. */
  merchant: z.string().trim().min(1).max(32),
});

const merchantField = { merchant: z.string().trim().min(1).max(32) };

export const ZWithdrawalSettings = z.object({
  minAmount: Money,
  maxAmount: Money,
  /** An unconfirmed paid withdrawal counts as received after this many minutes. */
  confirmMinutes: z.number().int(),
  maxBankAccounts: z.number().int(),
});
export type TWithdrawalSettings = z.infer<typeof ZWithdrawalSettings>;

export const ZTransferSettings = z.object({
  minAmount: Money,
  maxAmount: Money,
  /** What one member may send per calendar day (UTC). */
  dailyLimit: Money,
});
export type TTransferSettings = z.infer<typeof ZTransferSettings>;

export const ZCashierSettings = z.object({
  merchantId: z.number(),
  merchantCode: z.string(),
  currency: z.string(),
  withdrawals: ZWithdrawalSettings,
  transfers: ZTransferSettings,
});
export type TCashierSettings = z.infer<typeof ZCashierSettings>;
export const ZCashierSettingsResponse = envelope(ZCashierSettings);

export const ZUpdateWithdrawalSettingsRequest = z
  .object({
    ...merchantField,
    minAmount: Limit,
    maxAmount: Limit,
    confirmMinutes: z.number().int().min(1).max(1440),
    maxBankAccounts: z.number().int().min(1).max(10),
  })
  .refine((body) => notAbove(body.minAmount, body.maxAmount), {
    path: ['maxAmount'],
    message: 'must not be below the minimum',
  });
export type TUpdateWithdrawalSettingsRequest = z.input<typeof ZUpdateWithdrawalSettingsRequest>;

export const ZUpdateTransferSettingsRequest = z
  .object({ ...merchantField, minAmount: Limit, maxAmount: Limit, dailyLimit: Limit })
  .refine((body) => notAbove(body.minAmount, body.maxAmount), {
    path: ['maxAmount'],
    message: 'must not be below the minimum',
  })
  .refine((body) => notAbove(body.maxAmount, body.dailyLimit), {
    path: ['dailyLimit'],
    message: 'must not be below the largest transfer',
  });
export type TUpdateTransferSettingsRequest = z.input<typeof ZUpdateTransferSettingsRequest>;
