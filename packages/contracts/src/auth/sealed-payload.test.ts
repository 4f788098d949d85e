import { describe, expect, it } from 'vitest';
import {
  generateSealingKey,
  importSealingPrivateKey,
  isSealedBody,
  openSealedPayload,
  sealPayload,
} from './sealed-payload.ts';

describe('sealed payloads', () => {
  it('opens what was sealed to the key, and only with that key', async () => {
    const key = await generateSealingKey();
    const other = await generateSealingKey();
    const payload = { username: 'demo_player', password: 'Player@2026 ✓' };
    const body = await sealPayload(key.publicKey, 'k1', payload);
    expect(isSealedBody(body)).toBe(true);
    expect(JSON.stringify(body)).not.toContain('Player@2026');
    expect(await openSealedPayload(await importSealingPrivateKey(key.privateJwk), body.sealed)).toEqual(
      payload,
    );
    await expect(
      openSealedPayload(await importSealingPrivateKey(other.privateJwk), body.sealed),
    ).rejects.toThrow();
  });

  it('seals the same payload differently every time and refuses a changed ciphertext', async () => {
    const key = await generateSealingKey();
    const a = await sealPayload(key.publicKey, 'k1', { n: 1 });
    const b = await sealPayload(key.publicKey, 'k1', { n: 1 });
    expect(a.sealed.ct).not.toBe(b.sealed.ct);
    const flipped = {
      ...a.sealed,
      ct: `${a.sealed.ct.slice(0, -2)}${a.sealed.ct.endsWith('A') ? 'B' : 'A'}A`,
    };
    await expect(openSealedPayload(await importSealingPrivateKey(key.privateJwk), flipped)).rejects.toThrow();
  });

  it('tells a sealed body from a plain one', () => {
    expect(isSealedBody({ username: 'x' })).toBe(false);
    expect(isSealedBody({ sealed: { v: 2 } })).toBe(false);
    expect(isSealedBody(null)).toBe(false);
  });
});
