/**
 * Agent contracts (issue 16; spec §3 "Consolidated contracts", "Contracts", §4 "Contracts", §7
 * "Consolidated", "Contracts"; docs/decisions/056-agent-contracts.md). An upline offers a direct
 * sub-agent a contract of one kind — dividend, daily wages, hourly or real-time salary — as tiers
 * that each pay a rate once the period's thresholds are met; the sub-agent accepts or rejects; either
 * side asks to end it and the other agrees. Each period is settled from the daily aggregates and paid
 * at the agent's rate, less what their own contracted sub-agents earn (the "rate difference").
 *
 * Calls: GET /wps/member/info/funds/consolidated (the flags and the requests waiting on the member),
 * GET /wps/agent/contracts/:kind (the page of one kind), GET /wps/agent/contracts/:kind/settlements,
 * and one action call per kind, as the spec names them: POST /relay/MCS2_processDividendReq,
 * /relay/MCS2_processDailySalContract, /relay/MCS2_processContractHourSalary,
 * /relay/MCSFE_processRealTimeSalaryContract.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';

export const CONTRACT_KINDS = ['dividend', 'dailyWage', 'hourlySalary', 'realtimeSalary'] as const;
export const ContractKind = z.enum(CONTRACT_KINDS);
export type TContractKind = z.infer<typeof ContractKind>;

/** The relay action of each kind (spec §7 "Contracts"). */
export const CONTRACT_ACTION_PATH: Record<TContractKind, string> = {
  dividend: '/relay/MCS2_processDividendReq',
  dailyWage: '/relay/MCS2_processDailySalContract',
  hourlySalary: '/relay/MCS2_processContractHourSalary',
  realtimeSalary: '/relay/MCSFE_processRealTimeSalaryContract',
};

/** The consolidated call's flag of each kind (spec §3 "Consolidated contracts"). */
export const CONTRACT_FLAG = {
  dividend: 'divtypereq',
  dailyWage: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
} as const satisfies Record<TContractKind, string>;

/** The agent centre page of each kind (spec §2 "Agent center pages"). */
export const CONTRACT_PAGE = {
  dividend: 'agentDividendRecordCopy2',
  dailyWage: 'agentDailyWages2',
  hourlySalary: 'agentHourSalary',
  realtimeSalary: 'agentRealtimeSalary',
} as const satisfies Record<TContractKind, string>;

export const ContractCycle = z.enum(['fiveMinutes', 'hourly', 'daily', 'weekly', 'halfMonthly', 'monthly']);
export type TContractCycle = z.infer<typeof ContractCycle>;

/**
 * The kinds whose cycle is not a brand's choice (spec §9): real-time salary every 5 minutes, hourly
 * salary every hour, daily wages each day. Dividends take one of DIVIDEND_CYCLES.
 */
export const FIXED_CYCLE = {
  realtimeSalary: 'fiveMinutes',
  hourlySalary: 'hourly',
  dailyWage: 'daily',
} as const satisfies Partial<Record<TContractKind, TContractCycle>>;
export const DIVIDEND_CYCLES = [
  'daily',
  'weekly',
  'halfMonthly',
  'monthly',
] as const satisfies TContractCycle[];

/** The cycle of a kind whose cycle is fixed; undefined for dividends, whose cycle the brand picks. */
export const fixedCycleOf = (kind: TContractKind): TContractCycle | undefined =>
  (FIXED_CYCLE as Partial<Record<TContractKind, TContractCycle>>)[kind];

/** The cycles shorter than a day and their length in minutes: their periods are keyed and bounded by the business clock's time. */
export const SUB_DAY_MINUTES = { fiveMinutes: 5, hourly: 60 } as const;
export type TSubDayCycle = keyof typeof SUB_DAY_MINUTES;
export const isSubDayCycle = (cycle: TContractCycle): cycle is TSubDayCycle => cycle in SUB_DAY_MINUTES;

const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The business-clock times an hour's or a 5-minute period's key names ("2026-11-25T14" → 14:00 to
 * 15:00, "2026-11-25T23:55" → 23:55 to 00:00); null for a period of whole days.
 */
export const subDayPeriodTimes = (periodKey: string) => {
  const part = /^\d{4}-\d{2}-\d{2}T(\d{2})(?::(\d{2}))?$/.exec(periodKey);
  if (!part) return null;
  const start = Number(part[1]) * 60 + Number(part[2] ?? 0);
  return { start: clockText(start), end: clockText(start + (part[2] === undefined ? 60 : 5)) };
};

/** A rate in percent with at most two decimals, 0 to 100 ("0.8", "35", "12.50"). */
export const Rate = z
  .string()
  .trim()
  .regex(
    /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/,
    'a rate is a percentage from 0 to 100, at most two decimals',
  );
export type TRate = z.infer<typeof Rate>;

/** Basis points of a percent rate: "0.8" → 80 (hundredths of a percent). */
export const rateToBasisPoints = (rate: string): number => {
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

/** "0.80" for 80 basis points: always two decimals. */
export const basisPointsToRate = (basisPoints: number): string =>
  `${Math.trunc(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;

export const MAX_CONTRACT_TIERS = 10;

/**
 * One step of a contract: once the period's team valid bet, team profit (the house's: what the team
 * lost, for dividends) and active members reach these, the rate applies. The highest tier reached wins.
 */
export const ZContractTier = z.object({
  validBet: Money,
  profitLoss: Money,
  activeMembers: z.number().int().min(0).max(1_000_000),
  rate: Rate,
});
export type TContractTier = z.infer<typeof ZContractTier>;

export const ContractStatus = z.enum([
  'offered',
  'active',
  'rejected',
  'terminated',
  'replaced',
  'withdrawn',
]);
export type TContractStatus = z.infer<typeof ContractStatus>;

/** Why a contract ended: agreed termination, replaced by a newer accepted one, or a lower upline rate (spec §4). */
export const ContractEndReason = z.enum([
  'terminated',
  'replaced',
  'uplineRateLowered',
  'rejected',
  'withdrawn',
]);

export const ZContractParty = z.object({ id: z.number(), account: z.string(), nickname: z.string() });

export const ZAgentContract = z.object({
  id: z.number(),
  kind: ContractKind,
  cycle: ContractCycle,
  status: ContractStatus,
  tiers: z.array(ZContractTier),
  /** The highest rate of the tiers. */
  maxRate: Rate,
  member: ZContractParty,
  /** Who offered it; null when the operator did (a top agent's contract). */
  upline: ZContractParty.nullable(),
  offeredAt: z.string(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: ContractEndReason.nullable(),
  /** A termination asked for and not yet answered: by the contracted member or by the upline. */
  terminationRequestedBy: z.enum(['member', 'upline']).nullable(),
});
export type TAgentContract = z.infer<typeof ZAgentContract>;

/** Who pays a kind's contracts: the brand (its commission expense) or each agent's upline from their wallet. */
export const ContractPayer = z.enum(['platform', 'upline']);

/** GET /wps/agent/contracts/:kind: the agent's own contract, offers waiting, and their direct sub-agents'. */
export const ZContractsPage = z.object({
  kind: ContractKind,
  cycle: ContractCycle,
  payer: ContractPayer,
  /** The agent's contract in force, or null. */
  mine: ZAgentContract.nullable(),
  /** Offers to the agent waiting for an answer (newest first). */
  offers: z.array(ZAgentContract),
  /** The highest rate the agent may offer: their own contract's, within the brand's cap. "0.00" without one. */
  offerCap: Rate,
  downlines: z.array(
    z.object({
      member: ZContractParty,
      contract: ZAgentContract.nullable(),
      /** An offer the sub-agent has not answered yet. */
      pending: ZAgentContract.nullable(),
    }),
  ),
});
export type TContractsPage = z.infer<typeof ZContractsPage>;
export const ZContractsPageResponse = envelope(ZContractsPage);

export const ZContractAction = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('offer'),
    /** The direct sub-agent the contract is offered to. */
    memberId: z.number().int().positive(),
    tiers: z.array(ZContractTier).min(1).max(MAX_CONTRACT_TIERS),
  }),
  z.object({
    action: z.enum(['accept', 'reject', 'terminate', 'agreeTermination', 'refuseTermination', 'withdraw']),
    contractId: z.number().int().positive(),
  }),
]);
export type TContractAction = z.infer<typeof ZContractAction>;
export const ZContractActionResponse = envelope(ZAgentContract);

/** A request waiting on the member: a contract offered to them, or the other side asking to end one. */
export const ZContractRequest = z.object({
  kind: ContractKind,
  type: z.enum(['offer', 'termination']),
  contract: ZAgentContract,
});
export type TContractRequest = z.infer<typeof ZContractRequest>;

/** GET /wps/member/info/funds/consolidated (spec §3, §7): which contract pages to show, and what waits. */
export const ZConsolidated = z.object({
  divtypereq: z.boolean(),
  dailysalreqtype: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
  requests: z.array(ZContractRequest),
});
export type TConsolidated = z.infer<typeof ZConsolidated>;
export const ZConsolidatedResponse = envelope(ZConsolidated);

export const SettlementStatus = z.enum(['pending', 'paid', 'insufficientBalance', 'nothingDue']);

/** One line of a payment: the agent's own bets, a direct player's, or a direct sub-agent's whole team. */
export const ZSettlementLine = z.object({
  account: z.string(),
  role: z.enum(['self', 'player', 'agent']),
  /** The line's team valid bet (wages) or house profit (dividends) in the period. */
  basis: Money,
  /** The rate this line pays at: the agent's, less a contracted sub-agent's own when the brand pays. */
  rate: Rate,
  /** A contracted sub-agent's own rate for the period; null for players and uncontracted lines. */
  downlineRate: Rate.nullable(),
  amount: Money,
});

export const ZContractSettlement = z.object({
  id: z.number(),
  kind: ContractKind,
  periodKey: z.string(),
  /** Business days, inclusive. */
  from: z.string(),
  to: z.string(),
  status: SettlementStatus,
  /** The team's valid bet and house profit, and active members, in the period. */
  validBet: Money,
  profitLoss: Money,
  activeMembers: z.number().int(),
  /** The tier's rate reached; "0.00" when none was. */
  rate: Rate,
  amount: Money,
  /** Who pays: null for the brand, else the upline's account. */
  payer: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  lines: z.array(ZSettlementLine),
});
export type TContractSettlement = z.infer<typeof ZContractSettlement>;

export const SETTLEMENTS_PAGE_SIZE = 20;

export const ZContractSettlementsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ZContractSettlements = z.object({
  content: z.array(ZContractSettlement),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  currencySymbol: z.string(),
});
export type TContractSettlements = z.infer<typeof ZContractSettlements>;
export const ZContractSettlementsResponse = envelope(ZContractSettlements);

/** i18n keys of the contract refusals. */
export const ContractMessageKey = {
  notDirectDownline: 'in_contract_not_direct_downline',
  notAgent: 'in_contract_not_agent',
  noOwnContract: 'in_contract_no_own_contract',
  rateAboveOwn: 'in_contract_rate_above_own',
  tiersOverlap: 'in_contract_tiers_overlap',
  notFound: 'in_contract_not_found',
  notPending: 'in_contract_not_pending',
  notActive: 'in_contract_not_active',
  noTermination: 'in_contract_no_termination',
  operatorContract: 'in_contract_operator',
} as const;
