/**
 * A contract's terms: the brand's rules of each kind, the tiers as offered and as stored, and the
 * tier a period reaches (docs/decisions/056-agent-contracts.md).
 */
import {
  basisPointsToRate,
  ContractMessageKey,
  rateToBasisPoints,
  type TContractCycle,
  type TContractKind,
  type TContractTier,
} from '@luckwell/contracts/agent/agent-contracts';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import { AppError } from '../../platform/errors.ts';
import type { StoredTier } from './agent-contract.table.ts';

export type ContractSettings = {
  kind: TContractKind;
  enabled: boolean;
  cycle: TContractCycle;
  payer: 'platform' | 'upline';
  maxRateBp: number;
};

/**
 * A brand without its own row: dividends weekly up to 50%, daily wages up to 3% of valid bet, paid
 * by the brand; hourly and real-time salary off until the brand turns them on (up to 1%).
 */
export const DEFAULT_CONTRACT_SETTINGS: Record<TContractKind, ContractSettings> = {
  dividend: { kind: 'dividend', enabled: true, cycle: 'weekly', payer: 'platform', maxRateBp: 5_000 },
  dailyWage: { kind: 'dailyWage', enabled: true, cycle: 'daily', payer: 'platform', maxRateBp: 300 },
  hourlySalary: { kind: 'hourlySalary', enabled: false, cycle: 'hourly', payer: 'platform', maxRateBp: 100 },
  realtimeSalary: {
    kind: 'realtimeSalary',
    enabled: false,
    cycle: 'fiveMinutes',
    payer: 'platform',
    maxRateBp: 100,
  },
};

export const toStoredTiers = (tiers: readonly TContractTier[]): StoredTier[] =>
  tiers.map((tier) => ({
    validBetMinor: toMinorUnits(tier.validBet).toString(),
    profitLossMinor: toMinorUnits(tier.profitLoss).toString(),
    activeMembers: tier.activeMembers,
    rateBp: rateToBasisPoints(tier.rate),
  }));

export const fromStoredTiers = (tiers: readonly StoredTier[]): TContractTier[] =>
  tiers.map((tier) => ({
    validBet: fromMinorUnits(BigInt(tier.validBetMinor)),
    profitLoss: fromMinorUnits(BigInt(tier.profitLossMinor)),
    activeMembers: tier.activeMembers,
    rate: basisPointsToRate(tier.rateBp),
  }));

const tiersError = (index: number, field: string) =>
  new AppError(
    400,
    'CONTRACT_TIERS_OVERLAP',
    ContractMessageKey.tiersOverlap,
    `body.tiers.${index}.${field}`,
  );

/**
 * Tiers must climb: each asks for more valid bet than the one before, no less profit and no fewer
 * active members, and pays no less. Two tiers a period could reach at once with the lower paying more
 * would make the rate depend on their order; refused with the field of the first tier out of step.
 */
export const checkTiersClimb = (tiers: readonly StoredTier[]) => {
  for (let index = 1; index < tiers.length; index += 1) {
    const before = tiers[index - 1]!;
    const tier = tiers[index]!;
    if (BigInt(tier.validBetMinor) <= BigInt(before.validBetMinor)) throw tiersError(index, 'validBet');
    if (BigInt(tier.profitLossMinor) < BigInt(before.profitLossMinor)) throw tiersError(index, 'profitLoss');
    if (tier.activeMembers < before.activeMembers) throw tiersError(index, 'activeMembers');
    if (tier.rateBp < before.rateBp) throw tiersError(index, 'rate');
  }
};

export const maxRateOf = (tiers: readonly StoredTier[]) => Math.max(0, ...tiers.map((tier) => tier.rateBp));

export type PeriodFigures = { validBetMinor: bigint; profitMinor: bigint; activeMembers: number };

/** The rate of the highest tier the period reaches (profit counts for dividends only); 0 if none. */
export const rateReached = (kind: TContractKind, tiers: readonly StoredTier[], figures: PeriodFigures) => {
  let rate = 0;
  for (const tier of tiers) {
    const reached =
      figures.validBetMinor >= BigInt(tier.validBetMinor) &&
      figures.activeMembers >= tier.activeMembers &&
      (kind !== 'dividend' || figures.profitMinor >= BigInt(tier.profitLossMinor));
    if (reached) rate = Math.max(rate, tier.rateBp);
  }
  return rate;
};
