import { describe, expect, it } from 'vitest';
import {
  canonicalString,
  createSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  sandboxPageToken,
  signSandboxNotification,
} from './gateway-providers.ts';

const SECRET = 'unit-test-secret-0123456789';
const provider = createSandboxProvider(SECRET);
const body = {
  depositId: '12',
  providerRef: 'SBX-1',
  amount: '2500000',
  status: 'paid' as const,
  timestamp: 't',
};

describe('the sandbox gateway', () => {
  it('signs the fields sorted by name', () => {
    expect(canonicalString({ b: '2', a: '1' })).toBe('a=1&b=2');
  });

  it('accepts its own signature and reads the amount in minor units', () => {
    const verified = provider.verifyCallback(body, {
      [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(SECRET, body),
    });
    expect(verified).toEqual({
      ok: true,
      notification: { depositId: 12, providerRef: 'SBX-1', amountMinor: 2_500_000n, status: 'paid' },
    });
  });

  it('refuses a changed field, another key, or no signature', () => {
    const signature = signSandboxNotification(SECRET, body);
    expect(
      provider.verifyCallback({ ...body, amount: '9999999' }, { [SANDBOX_SIGNATURE_HEADER]: signature }),
    ).toMatchObject({
      ok: false,
      reason: 'forged',
      depositId: 12,
    });
    const other = signSandboxNotification('another-secret-0123456789', body);
    expect(provider.verifyCallback(body, { [SANDBOX_SIGNATURE_HEADER]: other })).toMatchObject({
      reason: 'forged',
    });
    expect(provider.verifyCallback(body, {})).toMatchObject({ reason: 'forged' });
  });

  it('calls a body without its fields malformed', () => {
    expect(provider.verifyCallback({ depositId: 'x' }, {})).toMatchObject({
      ok: false,
      reason: 'malformed',
      depositId: null,
    });
  });

  it('links the payment page with a token only the server can make', () => {
    expect(provider.paymentUrl({ id: 12, amountMinor: 1n })).toBe(
      `/sandbox-pay/12?t=${sandboxPageToken(SECRET, 12)}`,
    );
    expect(sandboxPageToken(SECRET, 12)).not.toBe(sandboxPageToken(SECRET, 13));
  });
});
