/** HMAC-SHA256 request signatures of the seamless protocol (lowercase hex of the raw body). */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signBody = (secret: string, rawBody: string) =>
  createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');

/** True when `signature` is the body's HMAC under one of `secrets`, compared in constant time. */
export const signatureMatches = (
  secrets: readonly string[],
  rawBody: string,
  signature: string | undefined,
) => {
  if (!signature || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  let matched = false;
  for (const secret of secrets) {
    // Every secret is tried, so the time taken does not tell which one matched.
    if (timingSafeEqual(Buffer.from(signBody(secret, rawBody), 'hex'), given)) matched = true;
  }
  return matched;
};
