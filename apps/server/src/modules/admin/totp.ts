/**
 * Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30 s) for operator two-step sign-in,
 * the defaults every authenticator app understands.
 */
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Luckwell Back Office';
const PERIOD = 30;

const totpOf = (secret: string, label = 'operator') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), period: PERIOD });

/** A fresh 160-bit secret, base32 (what authenticator apps show as the "setup key"). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const otpauthUrl = (secret: string, username: string) => totpOf(secret, username).toString();

/**
 * The time step the code belongs to, when it is valid one step either side of now (clock drift),
 * or null. The caller refuses a step that is not later than the last one used, so a code
 * cannot be replayed.
 */
export const matchTotpStep = (secret: string, code: string, now = Date.now()): number | null => {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
};
