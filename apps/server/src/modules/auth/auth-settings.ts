/** A brand's sign-in policy (auth_settings), with safe defaults for a brand without a row. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import { authSettings } from './auth-setting.table.ts';

export type AuthSettings = Omit<typeof authSettings.$inferSelect, 'merchantId' | 'ipVerification'> & {
  ipVerification: 'off' | 'sms' | 'email';
};

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  allowPlaintext: false,
  humanCheck: true,
  ipVerification: 'off',
  captchaAfterFailures: 3,
  lockAfterFailures: 10,
  lockMinutes: 15,
  sessionHours: 12,
  passwordMaxAgeDays: 90,
  defaultPassword: 'a123456',
  smsCodeMinutes: 5,
  trialBalanceMinor: 200_000_00,
};

export const createAuthSettings = (db: Database, cacheMs: number) => {
  const cache = createTtlCache<number, AuthSettings>({ ttlMs: cacheMs });
  const load = async (merchantId: number): Promise<AuthSettings> => {
    const [row] = await db.select().from(authSettings).where(eq(authSettings.merchantId, merchantId));
    if (!row) return DEFAULT_AUTH_SETTINGS;
    const { merchantId: _, ipVerification, ...rest } = row;
    return {
      ...rest,
      ipVerification: ipVerification === 'sms' || ipVerification === 'email' ? ipVerification : 'off',
    };
  };
  return (merchantId: number) => cache.get(merchantId, () => load(merchantId));
};
