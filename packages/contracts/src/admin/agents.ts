/**
 * The back office's agent network (issue 16 "Agent centre and back office"; ADR 056), under
 * /admin-api/agents: the agent tree, a member's contracts, the operator's contract with a top agent,
 * ending any contract, moving a member to another upline, each contract kind's rules per brand, and
 * settlement runs (preview a period, pay it, and the history). Every change is audited.
 */
import { z } from 'zod';
import {
  ContractCycle,
  ContractKind,
  ContractPayer,
  MAX_CONTRACT_TIERS,
  Rate,
  ZAgentContract,
  ZContractSettlement,
  ZContractTier,
} from '../agent/agent-contracts.ts';
import { envelope } from '../envelope.ts';
import { Money } from '../money.ts';
import { MemberStatus } from './members.ts';

const MerchantCode = z.string().trim().toUpperCase().min(1).max(32);
/** Why an operator made a change: kept in the audit log. */
const Reason = z.string().trim().min(3).max(500);

/** GET /admin-api/agents/tree?merchantCode=&parentId=&q= */
export const ZAdminAgentTreeQuery = z.object({
  merchantCode: MerchantCode,
  /** Whose direct downline to list; absent: the brand's top agents (no upline). */
  parentId: z.coerce.number().int().positive().optional(),
  /** An account's start, at any level, instead of one level. */
  q: z.string().trim().max(64).optional(),
});
export type TAdminAgentTreeQuery = z.input<typeof ZAdminAgentTreeQuery>;
/** The query as the server sees it, coerced. */
export type TAdminAgentTreeSearch = z.infer<typeof ZAdminAgentTreeQuery>;

export const ZAdminTreeContract = z.object({
  kind: ContractKind,
  maxRate: Rate,
  uplineAccount: z.string().nullable(),
});

export const ZAdminTreeMember = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  type: z.number(),
  status: MemberStatus,
  uplineAccount: z.string().nullable(),
  /** Real accounts at every level below. */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  /** Contracts in force, one per kind at most. */
  contracts: z.array(ZAdminTreeContract),
});
export type TAdminTreeMember = z.infer<typeof ZAdminTreeMember>;

export const ADMIN_TREE_LIMIT = 200;

export const ZAdminAgentTree = z.object({
  merchantCode: z.string(),
  /** The member whose line is listed, with the path from the top; null for the top level or a search. */
  parent: z
    .object({
      id: z.number(),
      account: z.string(),
      path: z.array(z.object({ id: z.number(), account: z.string() })),
    })
    .nullable(),
  content: z.array(ZAdminTreeMember),
  /** More than ADMIN_TREE_LIMIT matched: narrow the search. */
  truncated: z.boolean(),
});
export type TAdminAgentTree = z.infer<typeof ZAdminAgentTree>;
export const ZAdminAgentTreeResponse = envelope(ZAdminAgentTree);

export const ZAdminAgentParams = z.object({ id: z.coerce.number().int().positive() });
export const ZAdminContractParams = z.object({ contractId: z.coerce.number().int().positive() });

/** GET /admin-api/agents/:id/contracts: a member and every contract they have had, newest first. */
export const ZAdminAgentContracts = z.object({
  member: z.object({
    id: z.number(),
    merchantCode: z.string(),
    account: z.string(),
    nickname: z.string(),
    type: z.number(),
    uplineAccount: z.string().nullable(),
  }),
  contracts: z.array(ZAgentContract),
});
export type TAdminAgentContracts = z.infer<typeof ZAdminAgentContracts>;
export const ZAdminAgentContractsResponse = envelope(ZAdminAgentContracts);

/** POST /admin-api/agents/:id/contracts: the operator's contract with a top agent, in force at once. */
export const ZAdminGrantContractRequest = z.object({
  kind: ContractKind,
  tiers: z.array(ZContractTier).min(1).max(MAX_CONTRACT_TIERS),
  reason: Reason,
});
export type TAdminGrantContractRequest = z.infer<typeof ZAdminGrantContractRequest>;

/** POST /admin-api/agents/contracts/:contractId/terminate and POST /admin-api/agents/:id/move. */
export const ZAdminReasonRequest = z.object({ reason: Reason });
export const ZAdminMoveMemberRequest = z.object({
  /** The new upline: an agent of the same brand, not in the member's own team. */
  uplineAccount: z.string().trim().min(1).max(64),
  reason: Reason,
});
export type TAdminMoveMemberRequest = z.infer<typeof ZAdminMoveMemberRequest>;
export const ZAdminAgentContractResponse = envelope(ZAgentContract);
export const ZAdminMovedMemberResponse = envelope(
  z.object({
    id: z.number(),
    account: z.string(),
    uplineAccount: z.string(),
    /** Contracts the member had with the old upline, ended by the move. */
    endedContracts: z.number().int(),
  }),
);

/** A contract kind's rules for one brand. */
export const ZAdminContractSettings = z.object({
  kind: ContractKind,
  enabled: z.boolean(),
  cycle: ContractCycle,
  payer: ContractPayer,
  maxRate: Rate,
});
export type TAdminContractSettings = z.infer<typeof ZAdminContractSettings>;
export const ZAdminContractSettingsQuery = z.object({ merchantCode: MerchantCode });
export const ZAdminContractSettingsListResponse = envelope(z.array(ZAdminContractSettings));
export const ZAdminKindParams = z.object({ kind: ContractKind });
export const ZAdminUpdateContractSettingsRequest = z.object({
  merchantCode: MerchantCode,
  enabled: z.boolean(),
  cycle: ContractCycle,
  payer: ContractPayer,
  maxRate: Rate,
  reason: Reason,
});
export type TAdminUpdateContractSettingsRequest = z.infer<typeof ZAdminUpdateContractSettingsRequest>;
export const ZAdminContractSettingsResponse = envelope(ZAdminContractSettings);

/** One settlement period of a kind, as the run history lists it. */
export const ZAdminSettlementPeriod = z.object({
  kind: ContractKind,
  periodKey: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  settledAt: z.string().nullable(),
  agents: z.number().int(),
  paid: z.number().int(),
  insufficientBalance: z.number().int(),
  amount: Money,
});
export const ZAdminSettlementPeriodsQuery = z.object({ merchantCode: MerchantCode, kind: ContractKind });
export const ZAdminSettlementPeriodsResponse = envelope(z.array(ZAdminSettlementPeriod));

/** POST /admin-api/agents/settlements/preview: what a period would pay, or paid; nothing is written. */
export const ZAdminSettlementPreviewRequest = z.object({
  merchantCode: MerchantCode,
  kind: ContractKind,
  /** Any business day (YYYY-MM-DD) of the period. */
  day: z.iso.date(),
  /**
   * For a kind settled more often than daily (hourly and real-time salary), a time of that day on
   * the business clock (HH:MM) within the period: required for those kinds, ignored for the others.
   */
  time: z.iso.time({ precision: -1 }).optional(),
});
export type TAdminSettlementPreviewRequest = z.infer<typeof ZAdminSettlementPreviewRequest>;

export const ZAdminSettlementRow = ZContractSettlement.extend({ account: z.string() });
export type TAdminSettlementRow = z.infer<typeof ZAdminSettlementRow>;

export const ZAdminSettlementPreview = z.object({
  kind: ContractKind,
  periodKey: z.string(),
  from: z.string(),
  to: z.string(),
  /** The period has ended: it may be paid. */
  closed: z.boolean(),
  /** Already settled: `rows` are what was written and paid, not a fresh computation. */
  settled: z.boolean(),
  rows: z.array(ZAdminSettlementRow),
  total: Money,
});
export type TAdminSettlementPreview = z.infer<typeof ZAdminSettlementPreview>;
export const ZAdminSettlementPreviewResponse = envelope(ZAdminSettlementPreview);

/** POST /admin-api/agents/settlements/run: settle and pay a closed period now (once; audited). */
export const ZAdminSettlementRunRequest = ZAdminSettlementPreviewRequest.extend({ reason: Reason });
export type TAdminSettlementRunRequest = z.infer<typeof ZAdminSettlementRunRequest>;
