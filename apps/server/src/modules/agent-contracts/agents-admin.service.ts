/**
 * The back office's agent network (issue 16, ADR 056): the agent tree one level at a time (or an
 * account search), a member's contracts, the operator's contract with a top agent, ending any
 * contract, moving a member to another upline, each kind's rules per brand, and settlement runs
 * (preview, pay, history). Every change writes its audit row in the change's own transaction, except
 * a settlement run, whose payments are idempotent and whose audit row follows them.
 */
import {
  ADMIN_TREE_LIMIT,
  type TAdminAgentContracts,
  type TAdminAgentTree,
  type TAdminAgentTreeSearch,
  type TAdminContractSettings,
  type TAdminGrantContractRequest,
  type TAdminMoveMemberRequest,
  type TAdminSettlementPreview,
  type TAdminSettlementPreviewRequest,
  type TAdminSettlementRow,
  type TAdminUpdateContractSettingsRequest,
} from '@luckwell/contracts/admin/agents';
import type { TMemberStatus } from '@luckwell/contracts/admin/members';
import {
  basisPointsToRate,
  CONTRACT_KINDS,
  ContractMessageKey,
  DIVIDEND_CYCLES,
  fixedCycleOf,
  isSubDayCycle,
  rateToBasisPoints,
  type TContractCycle,
  type TContractKind,
} from '@luckwell/contracts/agent/agent-contracts';
import type { TAgentIncomeQuery, TTeamLossQuery } from '@luckwell/contracts/agent/team-reports';
import { MessageKey } from '@luckwell/contracts/envelope';
import { AGENT_TYPES, isAgentType, TRIAL_TYPE } from '@luckwell/contracts/member/member-info';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, rowsOf } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, AuditService } from '../admin/audit.service.ts';
import { members } from '../members/member.table.ts';
import { memberTree } from '../members/member-tree.table.ts';
import { brandByCode } from '../merchants/brand-by-code.ts';
import { merchants } from '../merchants/merchant.table.ts';
import type { TeamService } from '../team/team.service.ts';
import type { TeamReportsService } from '../team/team-reports.service.ts';
import {
  agentContracts,
  contractPeriods,
  contractSettings,
  contractSettlements,
} from './agent-contract.table.ts';
import type { AgentContractsService } from './agent-contracts.service.ts';
import { businessInstant, type ContractPeriod, periodAt, periodOf } from './contract-periods.ts';
import {
  type ContractSettlementService,
  type StoredLine,
  settlementView,
} from './contract-settlement.service.ts';
import { toStoredTiers } from './contract-terms.ts';

type Options = {
  db: Database;
  audit: AuditService;
  contracts: AgentContractsService;
  settlement: ContractSettlementService;
  /** The agent centre's team overview and reports, for any agent. */
  team: Pick<TeamService, 'overview'>;
  reports: Pick<TeamReportsService, 'loss' | 'income'>;
  now?: () => Date;
};

const uplines = alias(members, 'admin_upline');

const invalid = (field: string, key: string = MessageKey.validation) =>
  new AppError(400, 'VALIDATION_FAILED', key, field);

/** The period a back-office request names: its day, and for hourly and real-time salary its time. */
const requestedPeriod = (cycle: TContractCycle, request: { day: string; time?: string }): ContractPeriod => {
  if (!isSubDayCycle(cycle)) return periodOf(cycle, request.day);
  if (!request.time) throw invalid('body.time');
  return periodAt(cycle, businessInstant(request.day, request.time));
};

export const createAgentsAdminService = ({
  db,
  audit,
  contracts,
  settlement,
  team,
  reports,
  now = () => new Date(),
}: Options) => {
  const brandOf = (merchantCode: string) => brandByCode(db, merchantCode);

  const memberOf = async (id: number) => {
    const [row] = await db
      .select({ member: members, merchantCode: merchants.code, uplineAccount: uplines.account })
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .leftJoin(uplines, eq(uplines.id, members.uplineId))
      .where(eq(members.id, id));
    if (!row) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.id');
    return row;
  };

  const tree = async (query: TAdminAgentTreeSearch): Promise<TAdminAgentTree> => {
    const brand = await brandOf(query.merchantCode);
    const parent = query.parentId ? await memberOf(query.parentId) : undefined;
    if (parent && parent.member.merchantId !== brand.id)
      throw new AppError(404, 'NOT_FOUND', MessageKey.notFound);
    const where = and(
      eq(members.merchantId, brand.id),
      ne(members.type, TRIAL_TYPE),
      query.q
        ? sql`lower(${members.account}) like ${`${query.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`
        : parent
          ? eq(members.uplineId, parent.member.id)
          : and(isNull(members.uplineId), inArray(members.type, [...AGENT_TYPES])),
    );
    const rows = await db
      .select({
        id: members.id,
        account: members.account,
        nickname: members.nickname,
        type: members.type,
        status: members.status,
        uplineAccount: uplines.account,
        teamSize:
          sql<number>`(select count(*) from ${memberTree} t where t.ancestor_id = ${members.id} and t.depth > 0)`.mapWith(
            Number,
          ),
        directCount:
          sql<number>`(select count(*) from ${members} d where d.upline_id = ${members.id})`.mapWith(Number),
      })
      .from(members)
      .leftJoin(uplines, eq(uplines.id, members.uplineId))
      .where(where)
      .orderBy(asc(members.account))
      .limit(ADMIN_TREE_LIMIT + 1);
    const shown = rows.slice(0, ADMIN_TREE_LIMIT);
    const inForce =
      shown.length === 0
        ? []
        : await db
            .select({
              memberId: agentContracts.memberId,
              kind: agentContracts.kind,
              maxRateBp: agentContracts.maxRateBp,
              uplineAccount: uplines.account,
            })
            .from(agentContracts)
            .leftJoin(uplines, eq(uplines.id, agentContracts.uplineId))
            .where(
              and(
                inArray(
                  agentContracts.memberId,
                  shown.map((row) => row.id),
                ),
                eq(agentContracts.status, 'active'),
              ),
            );
    const path = parent
      ? rowsOf<{ id: string; account: string }>(
          await db.execute(sql`select m.id::text as id, m.account from ${memberTree} t
            join ${members} m on m.id = t.ancestor_id
            where t.descendant_id = ${parent.member.id} order by t.depth desc`),
        ).map((row) => ({ id: Number(row.id), account: row.account }))
      : [];
    return {
      merchantCode: brand.code,
      parent: parent ? { id: parent.member.id, account: parent.member.account, path } : null,
      truncated: rows.length > ADMIN_TREE_LIMIT,
      content: shown.map((row) => ({
        id: row.id,
        account: row.account,
        nickname: row.nickname ?? row.account,
        type: row.type,
        status: row.status as TMemberStatus,
        uplineAccount: row.uplineAccount ?? null,
        teamSize: row.teamSize,
        directCount: row.directCount,
        contracts: inForce
          .filter((contract) => contract.memberId === row.id)
          .map((contract) => ({
            kind: contract.kind as TContractKind,
            maxRate: basisPointsToRate(contract.maxRateBp),
            uplineAccount: contract.uplineAccount ?? null,
          })),
      })),
    };
  };

  /** An agent's brand, as the agent centre's pages scope to it; a member who is not an agent has none. */
  const agentScope = async (id: number) => {
    const [row] = await db
      .select({
        type: members.type,
        merchantId: members.merchantId,
        currencyCode: merchants.currencyCode,
        currencySymbol: merchants.currencySymbol,
      })
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .where(eq(members.id, id));
    if (!row || !isAgentType(row.type))
      throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.id');
    return { id: row.merchantId, currencyCode: row.currencyCode, currencySymbol: row.currencySymbol };
  };

  /** The agent's team overview, as they see it on `agentTeamOverview`. */
  const teamOverview = async (id: number) => {
    const brand = await agentScope(id);
    return team.overview({ merchantId: brand.id, agentId: id, currencySymbol: brand.currencySymbol });
  };

  /** The agent's user loss statements (`palStatementsAgentCopy`). */
  const teamLoss = async (id: number, query: TTeamLossQuery) => reports.loss(await agentScope(id), id, query);

  /** The agent's contract income (`agentRevenueReport`). */
  const income = async (id: number, query: TAgentIncomeQuery) =>
    reports.income(await agentScope(id), id, query);

  const memberContracts = async (id: number): Promise<TAdminAgentContracts> => {
    const { member, merchantCode, uplineAccount } = await memberOf(id);
    return {
      member: {
        id: member.id,
        merchantCode,
        account: member.account,
        nickname: member.nickname ?? member.account,
        type: member.type,
        uplineAccount: uplineAccount ?? null,
      },
      contracts: await contracts.listOf(member.merchantId, member.id),
    };
  };

  const grant = async (actor: Actor, id: number, request: TAdminGrantContractRequest) => {
    const { member } = await memberOf(id);
    if (member.uplineId !== null || !isAgentType(member.type)) {
      throw new AppError(
        400,
        'CONTRACT_NOT_DIRECT_DOWNLINE',
        ContractMessageKey.notDirectDownline,
        'params.id',
      );
    }
    const settings = await contracts.settingsOf(member.merchantId, request.kind);
    if (!settings.enabled)
      throw new AppError(403, 'FEATURE_DISABLED', MessageKey.featureDisabled, 'body.kind');
    const tiers = toStoredTiers(request.tiers);
    const over = tiers.findIndex((tier) => tier.rateBp > settings.maxRateBp);
    if (over >= 0) {
      throw new AppError(
        400,
        'CONTRACT_RATE_ABOVE_OWN',
        ContractMessageKey.rateAboveOwn,
        `body.tiers.${over}.rate`,
      ).with({ params: { cap: basisPointsToRate(settings.maxRateBp) } });
    }
    const contractId = await contracts.grantByOperator(
      member.merchantId,
      member.id,
      request.kind,
      tiers,
      (tx) =>
        audit.record(tx, actor, {
          action: 'contract.grant',
          target: { type: 'member', id: member.id },
          merchantId: member.merchantId,
          after: { kind: request.kind, tiers: request.tiers, reason: request.reason },
        }),
    );
    return contracts.viewOf(contractId);
  };

  const terminate = async (actor: Actor, contractId: number, reason: string) => {
    const ended = await contracts.terminateByOperator(contractId, (tx, before) =>
      audit.record(tx, actor, {
        action: 'contract.terminate',
        target: { type: 'contract', id: contractId },
        merchantId: before.merchantId,
        before: { status: before.status, kind: before.kind, memberId: before.memberId },
        after: { status: 'terminated', reason },
      }),
    );
    return ended;
  };

  const move = async (actor: Actor, id: number, request: TAdminMoveMemberRequest) => {
    const { member } = await memberOf(id);
    const [upline] = await db
      .select()
      .from(members)
      .where(
        and(
          eq(members.merchantId, member.merchantId),
          sql`lower(${members.account}) = lower(${request.uplineAccount})`,
        ),
      );
    if (!upline || !isAgentType(upline.type)) throw invalid('body.uplineAccount', 'in_move_upline_not_agent');
    if (upline.id === member.uplineId) throw invalid('body.uplineAccount', 'in_move_same_upline');
    const [inOwnTeam] = await db
      .select({ id: memberTree.descendantId })
      .from(memberTree)
      .where(and(eq(memberTree.ancestorId, member.id), eq(memberTree.descendantId, upline.id)));
    if (inOwnTeam) throw invalid('body.uplineAccount', 'in_move_into_own_team');
    const endedContracts = await contracts.moveMember(member.merchantId, member.id, upline.id, (tx, ended) =>
      audit.record(tx, actor, {
        action: 'member.move',
        target: { type: 'member', id: member.id },
        merchantId: member.merchantId,
        before: { uplineId: member.uplineId },
        after: {
          uplineId: upline.id,
          uplineAccount: upline.account,
          endedContracts: ended,
          reason: request.reason,
        },
      }),
    );
    return { id: member.id, account: member.account, uplineAccount: upline.account, endedContracts };
  };

  const settingsList = async (merchantCode: string): Promise<TAdminContractSettings[]> => {
    const brand = await brandOf(merchantCode);
    return Promise.all(
      CONTRACT_KINDS.map(async (kind) => {
        const settings = await contracts.settingsOf(brand.id, kind);
        return {
          kind,
          enabled: settings.enabled,
          cycle: settings.cycle,
          payer: settings.payer,
          maxRate: basisPointsToRate(settings.maxRateBp),
        };
      }),
    );
  };

  const updateSettings = async (
    actor: Actor,
    kind: TContractKind,
    request: TAdminUpdateContractSettingsRequest,
  ) => {
    const brand = await brandOf(request.merchantCode);
    const fixed = fixedCycleOf(kind);
    if (fixed ? request.cycle !== fixed : !(DIVIDEND_CYCLES as readonly string[]).includes(request.cycle))
      throw invalid('body.cycle', 'in_contract_cycle_fixed');
    const before = await contracts.settingsOf(brand.id, kind);
    const row = {
      merchantId: brand.id,
      kind,
      enabled: request.enabled,
      cycle: request.cycle,
      payer: request.payer,
      maxRateBp: rateToBasisPoints(request.maxRate),
    };
    await audit.transaction(async (tx) => {
      await tx
        .insert(contractSettings)
        .values(row)
        .onConflictDoUpdate({
          target: [contractSettings.merchantId, contractSettings.kind],
          set: { enabled: row.enabled, cycle: row.cycle, payer: row.payer, maxRateBp: row.maxRateBp },
        });
      await audit.record(tx, actor, {
        action: 'contract.settings',
        target: { type: 'merchant', id: brand.id },
        merchantId: brand.id,
        before,
        after: { ...row, reason: request.reason },
      });
    });
    return (await settingsList(brand.code)).find((settings) => settings.kind === kind)!;
  };

  const periods = async (merchantCode: string, kind: TContractKind) => {
    const brand = await brandOf(merchantCode);
    const rows = rowsOf<{
      period_key: string;
      from: string | null;
      to: string | null;
      settled_at: string | null;
      agents: number;
      paid: number;
      insufficient: number;
      amount: string;
    }>(
      await db.execute(sql`
        select p.period_key, min(s.period_from)::text as "from", max(s.period_to)::text as "to",
          p.settled_at::text as settled_at, count(s.id)::int as agents,
          (count(s.id) filter (where s.status = 'paid'))::int as paid,
          (count(s.id) filter (where s.status = 'insufficientBalance'))::int as insufficient,
          coalesce(sum(s.amount_minor) filter (where s.status = 'paid'), 0)::text as amount
        from ${contractPeriods} p
        left join ${contractSettlements} s on s.merchant_id = p.merchant_id and s.kind = p.kind and s.period_key = p.period_key
        where p.merchant_id = ${brand.id} and p.kind = ${kind}
        group by p.period_key, p.settled_at
        order by p.period_key desc
        limit 60`),
    );
    return rows.map((row) => ({
      kind,
      periodKey: row.period_key,
      from: row.from,
      to: row.to,
      settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
      agents: row.agents,
      paid: row.paid,
      insufficientBalance: row.insufficient,
      amount: fromMinorUnits(BigInt(row.amount)),
    }));
  };

  const preview = async (request: TAdminSettlementPreviewRequest): Promise<TAdminSettlementPreview> => {
    const brand = await brandOf(request.merchantCode);
    const settings = await contracts.settingsOf(brand.id, request.kind);
    const period = requestedPeriod(settings.cycle, request);
    const [state] = await db
      .select({ settledAt: contractPeriods.settledAt })
      .from(contractPeriods)
      .where(
        and(
          eq(contractPeriods.merchantId, brand.id),
          eq(contractPeriods.kind, request.kind),
          eq(contractPeriods.periodKey, period.key),
        ),
      );
    const written = await db
      .select({ row: contractSettlements, account: members.account, payer: uplines.account })
      .from(contractSettlements)
      .innerJoin(members, eq(members.id, contractSettlements.memberId))
      .leftJoin(uplines, eq(uplines.id, contractSettlements.payerId))
      .where(
        and(
          eq(contractSettlements.merchantId, brand.id),
          eq(contractSettlements.kind, request.kind),
          eq(contractSettlements.periodKey, period.key),
        ),
      )
      .orderBy(asc(members.account));
    const settled = Boolean(state?.settledAt);
    let rows: TAdminSettlementRow[];
    if (settled || written.length > 0) {
      rows = written.map(({ row, account, payer }) => ({ ...settlementView(row, payer ?? null), account }));
    } else {
      const due = await settlement.compute(brand.id, request.kind, period);
      const names = due.length
        ? await db
            .select({ id: members.id, account: members.account })
            .from(members)
            .where(
              inArray(
                members.id,
                due.flatMap((row) => (row.payerId === null ? [row.memberId] : [row.memberId, row.payerId])),
              ),
            )
        : [];
      const accountOf = new Map(names.map((name) => [name.id, name.account]));
      const at = now().toISOString();
      rows = due.map((row, index) => ({
        ...settlementView(
          {
            id: -(index + 1),
            kind: request.kind,
            periodKey: period.key,
            periodFrom: period.from,
            periodTo: period.to,
            status: row.amountMinor > 0n ? 'pending' : 'nothingDue',
            validBetMinor: row.validBetMinor,
            profitLossMinor: row.profitLossMinor,
            activeMembers: row.activeMembers,
            rateBp: row.rateBp,
            amountMinor: row.amountMinor,
            payerId: row.payerId,
            createdAt: new Date(at),
            paidAt: null,
            lines: row.lines as StoredLine[],
          },
          row.payerId === null ? null : (accountOf.get(row.payerId) ?? null),
        ),
        account: accountOf.get(row.memberId) ?? '',
      }));
    }
    return {
      kind: request.kind,
      periodKey: period.key,
      from: period.from,
      to: period.to,
      closed: period.end.getTime() <= now().getTime(),
      settled,
      rows,
      total: fromMinorUnits(rows.reduce((sum, row) => sum + toMinorUnits(row.amount), 0n)),
    };
  };

  const run = async (actor: Actor, request: TAdminSettlementPreviewRequest & { reason: string }) => {
    const brand = await brandOf(request.merchantCode);
    const settings = await contracts.settingsOf(brand.id, request.kind);
    if (!settings.enabled)
      throw new AppError(403, 'FEATURE_DISABLED', MessageKey.featureDisabled, 'body.kind');
    const period = requestedPeriod(settings.cycle, request);
    if (period.end.getTime() > now().getTime())
      throw invalid(request.time ? 'body.time' : 'body.day', 'in_contract_period_open');
    // Under the period's lease, as the scheduler does; a period settled before (or leased by another
    // server) is settled again past the lease: rows are written once, unpaid ones are retried.
    if (!(await settlement.settleOnce(brand.id, request.kind, period))) {
      await settlement.settle(brand.id, request.kind, period);
    }
    await audit.transaction((tx) =>
      audit.record(tx, actor, {
        action: 'contract.settle',
        target: { type: 'contract_period', id: `${request.kind}:${period.key}` },
        merchantId: brand.id,
        after: { kind: request.kind, period: period.key, reason: request.reason },
      }),
    );
    return preview(request);
  };

  return {
    tree,
    memberContracts,
    teamOverview,
    teamLoss,
    income,
    grant,
    terminate,
    move,
    settingsList,
    updateSettings,
    periods,
    preview,
    run,
  };
};

export type AgentsAdminService = ReturnType<typeof createAgentsAdminService>;
