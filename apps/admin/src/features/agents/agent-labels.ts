/**
 * How the agents screens name and write contract things: each status's colour, rates as percent, and
 * what an operator types turned into the wire's shapes (amounts with two decimals, rates with two).
 */
import type { TContractKind, TContractStatus } from '@luckwell/contracts/agent/agent-contracts';
import type { BadgeTone } from '../../shared/badge.tsx';

export const CONTRACT_STATUS_TONES: Record<TContractStatus, BadgeTone> = {
  active: 'jade',
  offered: 'gold',
  rejected: 'neutral',
  terminated: 'danger',
  replaced: 'neutral',
  withdrawn: 'neutral',
};

export const SETTLEMENT_STATUS_TONES = {
  pending: 'gold',
  paid: 'jade',
  insufficientBalance: 'danger',
  nothingDue: 'neutral',
} as const satisfies Record<string, BadgeTone>;

/** Only dividends have a profit threshold: wages and salaries pay on the valid bet alone. */
export const hasProfitTier = (kind: TContractKind) => kind === 'dividend';

/** "1.50" → "1.50%". */
export const percent = (rate: string) => `${rate}%`;

/** "1,000,000" or "1000000.5" → "1000000.50"; null when it is not a non-negative amount. */
export const typedAmount = (typed: string): string | null => {
  const match = /^(\d{1,16})(?:\.(\d{1,2}))?$/.exec(typed.trim().replace(/[\s,]/g, ''));
  if (!match) return null;
  return `${BigInt(match[1] ?? '0').toString()}.${(match[2] ?? '').padEnd(2, '0')}`;
};

/** Hundredths of a percent of a typed rate ("1.5" → 150), or null when it is not 0–100 with two decimals. */
export const typedRate = (typed: string): number | null => {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(typed.trim().replace(',', '.'));
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= 10_000 ? basisPoints : null;
};

/** 150 → "1.50": the wire's rate, always two decimals. */
export const rateOf = (basisPoints: number) =>
  `${Math.trunc(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;

/** A whole number of members as typed, or null. */
export const typedCount = (typed: string): number | null =>
  /^\d{1,7}$/.test(typed.trim()) && Number(typed.trim()) <= 1_000_000 ? Number(typed.trim()) : null;

/** The local calendar day before today, yyyy-MM-dd: the last day whose figures are complete. */
export const yesterday = (now = new Date()) => {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

/** A server field ("body.tiers.1.rate") without its "body." part. */
export { failedField } from '../../shared/error-text.ts';
