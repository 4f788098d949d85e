/** GET /wps/v2/wallets/balance (spec §7 "Wallet"): the signed-in member's main-wallet balance. */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

export const ZWalletBalance = z.object({
  balance: Money,
  currency: z.string(),
  currencySymbol: z.string(),
  /** Trial accounts (type 4) see their play money, never real cash. */
  playMoney: z.boolean(),
});
export type TWalletBalance = z.infer<typeof ZWalletBalance>;
export const ZWalletBalanceResponse = envelope(ZWalletBalance);
