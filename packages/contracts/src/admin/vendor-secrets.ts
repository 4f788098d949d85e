/**
 * Rotating a game vendor's seamless-wallet secret (POST /admin-api/games/vendor-secrets/rotate,
 * docs/decisions/023-seamless-wallet-protocol.md). The new secret is answered once and never shown
 * again; the previous one keeps working until `previousValidUntil`.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';

export const ZRotateVendorSecretRequest = z.object({
  merchantId: z.number().int().positive(),
  vendor: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/),
});
export type TRotateVendorSecretRequest = z.infer<typeof ZRotateVendorSecretRequest>;

export const ZRotateVendorSecretValue = z.object({
  merchantId: z.number(),
  vendor: z.string(),
  secret: z.string(),
  previousValidUntil: z.string(),
});
export type TRotateVendorSecretValue = z.infer<typeof ZRotateVendorSecretValue>;
export const ZRotateVendorSecretResponse = envelope(ZRotateVendorSecretValue);
