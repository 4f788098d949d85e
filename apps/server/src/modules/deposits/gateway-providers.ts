/**
 * Payment gateway adapters (issue 4). A provider turns a deposit into a payment page to send the
 * member to, and turns the provider's notification back into a verified result. The sandbox
 * provider is ours: its payment page is served by this server (/sandbox-pay/:id) and its
 * notifications are signed with HMAC-SHA256 under SANDBOX_GATEWAY_SECRET, like a real provider's.
 * A real provider is one more entry in `createGatewayProviders` (docs/decisions/016-deposits.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type GatewayNotification = {
  depositId: number;
  /** The provider's own payment id. */
  providerRef: string;
  /** Minor units, as a decimal string of digits. */
  amountMinor: bigint;
  status: 'paid' | 'cancelled';
};

export type VerifiedCallback =
  | { ok: true; notification: GatewayNotification }
  | { ok: false; reason: 'forged' | 'malformed'; depositId: number | null };

export type GatewayProvider = {
  code: string;
  /** Where the member pays: a URL on the provider's site (here: a path on this server). */
  paymentUrl: (deposit: { id: number; amountMinor: bigint }) => string;
  /** Checks a notification's signature and reads it; never trusts an unsigned field. */
  verifyCallback: (body: unknown, headers: Record<string, string | string[] | undefined>) => VerifiedCallback;
};

/** The canonical string a sandbox notification signs: its fields sorted by name, `k=v` joined by `&`. */
export const canonicalString = (fields: Record<string, string>) =>
  Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');

export const hmacHex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

const safeEqualHex = (a: string, b: string) => {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
};

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The sandbox provider's fields on the wire (all strings, as a real form post would be). */
export type SandboxNotificationBody = {
  depositId: string;
  providerRef: string;
  amount: string;
  status: 'paid' | 'cancelled';
  timestamp: string;
};

export const signSandboxNotification = (secret: string, body: SandboxNotificationBody) =>
  hmacHex(secret, canonicalString(body));

/** The token in a sandbox payment page link, so nobody can pay or cancel someone else's deposit by id. */
export const sandboxPageToken = (secret: string, depositId: number) =>
  hmacHex(secret, `page:${depositId}`).slice(0, 32);

export const createSandboxProvider = (secret: string): GatewayProvider => ({
  code: 'sandbox',
  paymentUrl: ({ id }) => `/sandbox-pay/${id}?t=${sandboxPageToken(secret, id)}`,
  verifyCallback: (body, headers) => {
    const fields = (body ?? {}) as Record<string, unknown>;
    const idText = typeof fields.depositId === 'string' ? fields.depositId : '';
    const depositId = /^\d{1,15}$/.test(idText) ? Number(idText) : null;
    const keys = ['depositId', 'providerRef', 'amount', 'status', 'timestamp'] as const;
    if (!keys.every((k) => typeof fields[k] === 'string') || depositId === null) {
      return { ok: false, reason: 'malformed', depositId };
    }
    const wire = Object.fromEntries(keys.map((k) => [k, fields[k] as string])) as SandboxNotificationBody;
    const given = headers[SANDBOX_SIGNATURE_HEADER];
    const expected = signSandboxNotification(secret, wire);
    if (typeof given !== 'string' || !safeEqualHex(given.toLowerCase(), expected)) {
      return { ok: false, reason: 'forged', depositId };
    }
    if (!/^\d{1,18}$/.test(wire.amount) || (wire.status !== 'paid' && wire.status !== 'cancelled')) {
      return { ok: false, reason: 'malformed', depositId };
    }
    return {
      ok: true,
      notification: {
        depositId,
        providerRef: wire.providerRef.slice(0, 64),
        amountMinor: BigInt(wire.amount),
        status: wire.status,
      },
    };
  },
});

/** The providers this server runs; the sandbox only where configured (never by default in production). */
export const createGatewayProviders = ({ sandbox }: { sandbox: { enabled: boolean; secret: string } }) => {
  const providers = new Map<string, GatewayProvider>(
    sandbox.enabled ? [['sandbox', createSandboxProvider(sandbox.secret)]] : [],
  );
  return { find: (code: string | null | undefined) => (code ? providers.get(code) : undefined) };
};

export type GatewayProviders = ReturnType<typeof createGatewayProviders>;
