/**
 * The audit log's hash chain, as pure functions: each row's hash is SHA-256 over the canonical JSON
 * of its content and the previous row's hash, so changing, removing or inserting any row breaks
 * every hash after it. Canonical JSON sorts object keys at every depth, so a value read back from
 * jsonb (which reorders keys) hashes the same as the value written.
 */
import { createHash } from 'node:crypto';

/** The hash the first row points back to. */
export const GENESIS_HASH = '0'.repeat(64);

export type ChainedContent = {
  prevHash: string;
  operatorId: number | null;
  operatorName: string | null;
  merchantId: number | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: Date;
};

const canonical = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
};

/** JSON with sorted keys at every depth; undefined members are left out, as JSON.stringify does. */
export const canonicalJson = (value: unknown): string => JSON.stringify(canonical(value) ?? null);

/** The row's hash; only the fields of `ChainedContent` count, whatever else `content` carries. */
export const chainHash = (content: ChainedContent): string =>
  createHash('sha256')
    .update(
      canonicalJson({
        prevHash: content.prevHash,
        operatorId: content.operatorId,
        operatorName: content.operatorName,
        merchantId: content.merchantId,
        action: content.action,
        targetType: content.targetType,
        targetId: content.targetId,
        before: content.before ?? null,
        after: content.after ?? null,
        ip: content.ip,
        createdAt: content.createdAt.toISOString(),
      }),
    )
    .digest('hex');
