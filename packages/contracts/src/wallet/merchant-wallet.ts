/**
 * Relay GCS_merchantWallet (spec §3 "Wallet info", §7 "Wallet"): the brand's wallet mode. Single
 * (seamless) means one balance that every game vendor draws on; otherwise the member moves money
 * between the main wallet and each vendor's wallet (GCS_walletTransfer).
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';

export const ZMerchantWallet = z.object({ isSingle: z.boolean() });
export type TMerchantWallet = z.infer<typeof ZMerchantWallet>;
export const ZMerchantWalletResponse = envelope(ZMerchantWallet);
