import { describe, expect, it } from 'vitest';
import { type ChainedContent, canonicalJson, chainHash, GENESIS_HASH } from './audit-chain.ts';

const row: ChainedContent = {
  prevHash: GENESIS_HASH,
  operatorId: 1,
  operatorName: 'owner',
  merchantId: null,
  action: 'member.lock',
  targetType: 'member',
  targetId: '42',
  before: { status: 'active' },
  after: { status: 'locked', reason: 'Chargeback' },
  ip: '198.51.100.1',
  createdAt: new Date('2026-03-01T10:00:00.123Z'),
};

describe('canonical JSON', () => {
  it('sorts keys at every depth, so jsonb key order does not change the text', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ a: undefined, b: new Date(0) })).toBe('{"b":"1970-01-01T00:00:00.000Z"}');
  });
});

describe('chain hash', () => {
  it('is the same for the same content, whatever the key order of before and after', () => {
    const reordered = { ...row, after: { reason: 'Chargeback', status: 'locked' } };
    expect(chainHash(reordered)).toBe(chainHash(row));
    expect(chainHash({ ...row, id: 7, hash: 'x' } as ChainedContent)).toBe(chainHash(row));
  });

  it('changes when any recorded field changes', () => {
    const original = chainHash(row);
    const variants: Partial<ChainedContent>[] = [
      { prevHash: 'f'.repeat(64) },
      { operatorId: 2 },
      { operatorName: 'support' },
      { merchantId: 1 },
      { action: 'member.unlock' },
      { targetType: 'operator' },
      { targetId: '43' },
      { before: { status: 'locked' } },
      { after: { status: 'locked', reason: 'Routine' } },
      { ip: '198.51.100.2' },
      { createdAt: new Date('2026-03-01T10:00:00.124Z') },
    ];
    for (const change of variants)
      expect(chainHash({ ...row, ...change }), JSON.stringify(change)).not.toBe(original);
  });
});
