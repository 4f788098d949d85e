/**
 * Settles contract periods (issue 16, docs/decisions/056-agent-contracts.md). For one kind and one
 * closed period, every agent with a contract in force when the period ended is paid from the
 * aggregates through the closure table, never the raw bets: `bet_daily` for periods of whole days,
 * `bet_slices` (5 minutes; ADR 058) for hourly and real-time salary:
 *
 * - The period's team figures (the agent and everyone below, trial accounts never) pick the tier:
 *   valid bet, house profit (dividends only) and active members (members below who bet).
 * - Lines: the agent's own bets, each direct player's, and each direct sub-agent's whole team. Each
 *   line pays basis × the agent's rate (truncated to the minor unit). When the brand pays, a line of a
 *   contracted sub-agent pays only the difference: what it pays at the agent's rate less what the
 *   sub-agent is paid on it at their own (never below zero for wages; for dividends a losing line
 *   counts against the others). When uplines pay, each agent is paid at their full rate by their
 *   upline and pays their own sub-agents from that, so the difference is what they keep.
 * - Wages pay on valid bet; dividends on house profit, and a period the house lost pays nothing.
 *
 * A row per agent is written first (unique by kind, period and agent) with the amount, then paid
 * through the wallet under the key `contract:<kind>:<period>:<agent>`: settling again, or on two
 * servers at once, pays once. Top agents are paid before those below them, so an upline that pays
 * has been paid first; an upline whose wallet cannot cover it leaves an `insufficientBalance` row,
 * which the next run tries again. A period is settled under a lease row, one server at a time.
 */
import {
  basisPointsToRate,
  CONTRACT_KINDS,
  isSubDayCycle,
  SETTLEMENTS_PAGE_SIZE,
  type TContractCycle,
  type TContractKind,
  type TContractSettlement,
  type TContractSettlements,
} from '@luckwell/contracts/agent/agent-contracts';
import { TRIAL_TYPE } from '@luckwell/contracts/member/member-info';
import { fromMinorUnits } from '@luckwell/contracts/money';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { members } from '../members/member.table.ts';
import { memberTree } from '../members/member-tree.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { betDaily } from '../seamless/bet-daily.table.ts';
import { BET_SLICE_KEEP_DAYS, betSlices } from '../seamless/bet-slices.table.ts';
import { LedgerError, type WalletService } from '../wallet/wallet.service.ts';
import {
  agentContracts,
  contractPeriods,
  contractSettlements,
  type StoredTier,
} from './agent-contract.table.ts';
import { contractInForce } from './agent-contracts.service.ts';
import { type ContractPeriod, recentClosedPeriods } from './contract-periods.ts';
import { type ContractSettings, rateReached } from './contract-terms.ts';

type Options = {
  db: Database;
  wallet: WalletService;
  events?: Pick<EventBus, 'publish'>;
  settingsOf: (merchantId: number, kind: TContractKind) => Promise<ContractSettings>;
  /** This server's name on the period leases. */
  node?: string;
  now?: () => Date;
  leaseMs?: number;
};

export type StoredLine = {
  memberId: number;
  account: string;
  role: 'self' | 'player' | 'agent';
  basisMinor: string;
  rateBp: number;
  downlineRateBp: number | null;
  amountMinor: string;
};

type TeamFigures = {
  validBet: bigint;
  winLoss: bigint;
  active: number;
  ownValidBet: bigint;
  ownWinLoss: bigint;
};
const NO_FIGURES: TeamFigures = { validBet: 0n, winLoss: 0n, active: 0, ownValidBet: 0n, ownWinLoss: 0n };

/** The wallet entry kind of a kind's pay: it is what the member's account record shows. */
export const ENTRY_KIND: Record<TContractKind, string> = {
  dividend: 'dividend',
  dailyWage: 'salary',
  hourlySalary: 'salary',
  realtimeSalary: 'salary',
};

const atRate = (basis: bigint, rateBp: number) => (basis * BigInt(rateBp)) / 10_000n;

/** How many closed periods the beat looks back over: a day of hours, an hour of 5-minute slices. */
const CATCH_UP: Partial<Record<TContractCycle, number>> = { hourly: 24, fiveMinutes: 12 };

type SettlementRow = Pick<
  typeof contractSettlements.$inferSelect,
  | 'id'
  | 'periodKey'
  | 'periodFrom'
  | 'periodTo'
  | 'status'
  | 'validBetMinor'
  | 'profitLossMinor'
  | 'activeMembers'
  | 'rateBp'
  | 'amountMinor'
  | 'payerId'
  | 'createdAt'
  | 'paidAt'
  | 'lines'
> & { kind: string };

/** A settlement row as the API answers it; `payer` is the paying upline's account (null: the brand). */
export const settlementView = (row: SettlementRow, payer: string | null): TContractSettlement => ({
  id: row.id,
  kind: row.kind as TContractKind,
  periodKey: row.periodKey,
  from: row.periodFrom,
  to: row.periodTo,
  status: row.status as TContractSettlement['status'],
  validBet: fromMinorUnits(row.validBetMinor),
  profitLoss: fromMinorUnits(row.profitLossMinor),
  activeMembers: row.activeMembers,
  rate: basisPointsToRate(row.rateBp),
  amount: fromMinorUnits(row.amountMinor),
  payer: row.payerId === null ? null : payer,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  lines: (row.lines as StoredLine[]).map((line) => ({
    account: line.account,
    role: line.role,
    basis: fromMinorUnits(BigInt(line.basisMinor)),
    rate: basisPointsToRate(line.rateBp),
    downlineRate: line.downlineRateBp === null ? null : basisPointsToRate(line.downlineRateBp),
    amount: fromMinorUnits(BigInt(line.amountMinor)),
  })),
});

export const createContractSettlementService = ({
  db,
  wallet,
  events,
  settingsOf,
  node = `node-${process.pid}`,
  now = () => new Date(),
  leaseMs = 120_000,
}: Options) => {
  /**
   * Team figures of each of `ids` for the period: one scan of their closure rows into bet_daily
   * (whole days) or bet_slices (a period shorter than a day).
   */
  const teamFigures = async (
    merchantId: number,
    ids: readonly number[],
    period: ContractPeriod,
    subDay: boolean,
  ) => {
    if (ids.length === 0) return new Map<number, TeamFigures>();
    const sums = subDay
      ? sql`join ${betSlices} bd on bd.merchant_id = ${merchantId} and bd.member_id = t.descendant_id
          and bd.slice_start >= ${period.start.toISOString()} and bd.slice_start < ${period.end.toISOString()}`
      : sql`join ${betDaily} bd on bd.merchant_id = ${merchantId} and bd.member_id = t.descendant_id
          and bd.day between ${period.from}::date and ${period.to}::date`;
    const rows = rowsOf<{
      ancestor_id: string;
      valid_bet: string;
      win_loss: string;
      active: number;
      own_valid_bet: string;
      own_win_loss: string;
    }>(
      await db.execute(sql`
        select t.ancestor_id::text as ancestor_id,
          coalesce(sum(bd.valid_bet_minor), 0)::text as valid_bet,
          coalesce(sum(bd.win_loss_minor), 0)::text as win_loss,
          (count(distinct bd.member_id) filter (where t.depth > 0 and bd.valid_bet_minor > 0))::int as active,
          coalesce(sum(bd.valid_bet_minor) filter (where t.depth = 0), 0)::text as own_valid_bet,
          coalesce(sum(bd.win_loss_minor) filter (where t.depth = 0), 0)::text as own_win_loss
        from ${memberTree} t
        join ${members} m on m.id = t.descendant_id and m.type <> ${TRIAL_TYPE}
        ${sums}
        where t.ancestor_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by t.ancestor_id`),
    );
    return new Map(
      rows.map((row) => [
        Number(row.ancestor_id),
        {
          validBet: BigInt(row.valid_bet),
          winLoss: BigInt(row.win_loss),
          active: row.active,
          ownValidBet: BigInt(row.own_valid_bet),
          ownWinLoss: BigInt(row.own_win_loss),
        },
      ]),
    );
  };

  /**
   * Works out every contracted agent's pay for the period without writing anything: the preview a
   * back office shows and what `settle` writes.
   */
  const compute = async (merchantId: number, kind: TContractKind, period: ContractPeriod) => {
    const settings = await settingsOf(merchantId, kind);
    const contracts = await db
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.merchantId, merchantId),
          eq(agentContracts.kind, kind),
          contractInForce(period.end),
        ),
      );
    if (contracts.length === 0) return [];
    const contracted = new Map(contracts.map((contract) => [contract.memberId, contract]));
    const agentIds = [...contracted.keys()];
    const children = await db
      .select({ id: members.id, account: members.account, type: members.type, uplineId: members.uplineId })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), inArray(members.uplineId, agentIds)));
    const people = await db
      .select({ id: members.id, account: members.account })
      .from(members)
      .where(inArray(members.id, agentIds));
    const depths = rowsOf<{ id: string; depth: number }>(
      await db.execute(sql`select descendant_id::text as id, max(depth)::int as depth from ${memberTree}
        where descendant_id in (${sql.join(
          agentIds.map((id) => sql`${id}`),
          sql`, `,
        )}) group by descendant_id`),
    );
    const depthOf = new Map(depths.map((row) => [Number(row.id), row.depth]));
    const accountOf = new Map(people.map((person) => [person.id, person.account]));
    const figures = await teamFigures(
      merchantId,
      [...agentIds, ...children.filter((child) => child.type !== TRIAL_TYPE).map((child) => child.id)],
      period,
      isSubDayCycle(settings.cycle),
    );
    const figuresOf = (id: number) => figures.get(id) ?? NO_FIGURES;
    const basisOf = (validBet: bigint, winLoss: bigint) => (kind === 'dividend' ? -winLoss : validBet);
    const rates = new Map<number, number>();
    for (const [memberId, contract] of contracted) {
      const team = figuresOf(memberId);
      rates.set(
        memberId,
        rateReached(kind, contract.tiers as StoredTier[], {
          validBetMinor: team.validBet,
          profitMinor: -team.winLoss,
          activeMembers: team.active,
        }),
      );
    }

    return agentIds
      .map((memberId) => {
        const contract = contracted.get(memberId)!;
        const team = figuresOf(memberId);
        const rate = rates.get(memberId) ?? 0;
        const payer = settings.payer === 'upline' ? contract.uplineId : null;
        const lines: StoredLine[] = [];
        const own = basisOf(team.ownValidBet, team.ownWinLoss);
        if (own !== 0n) {
          lines.push({
            memberId,
            account: accountOf.get(memberId) ?? '',
            role: 'self',
            basisMinor: own.toString(),
            rateBp: rate,
            downlineRateBp: null,
            amountMinor: atRate(own, rate).toString(),
          });
        }
        for (const child of children) {
          if (child.uplineId !== memberId || child.type === TRIAL_TYPE) continue;
          const childTeam = figuresOf(child.id);
          const basis = basisOf(childTeam.validBet, childTeam.winLoss);
          const childContract = contracted.get(child.id);
          if (basis === 0n && !childContract) continue;
          const childRate = childContract ? (rates.get(child.id) ?? 0) : null;
          // When the brand pays, the sub-agent's own pay on their team comes off this line.
          const passedOn =
            childRate !== null && settings.payer === 'platform' && basis > 0n ? atRate(basis, childRate) : 0n;
          let amount = atRate(basis, rate) - passedOn;
          if (kind !== 'dividend' && amount < 0n) amount = 0n;
          lines.push({
            memberId: child.id,
            account: child.account,
            role: childContract || child.type !== 0 ? 'agent' : 'player',
            basisMinor: basis.toString(),
            rateBp: passedOn > 0n ? Math.max(0, rate - (childRate ?? 0)) : rate,
            downlineRateBp: childRate,
            amountMinor: amount.toString(),
          });
        }
        const total = lines.reduce((sum, line) => sum + BigInt(line.amountMinor), 0n);
        return {
          memberId,
          contractId: contract.id,
          depth: depthOf.get(memberId) ?? 0,
          payerId: payer,
          validBetMinor: team.validBet,
          profitLossMinor: -team.winLoss,
          activeMembers: team.active,
          rateBp: rate,
          amountMinor: total > 0n ? total : 0n,
          lines,
        };
      })
      .sort((a, b) => a.depth - b.depth || a.memberId - b.memberId);
  };

  const keyOf = (kind: TContractKind, period: ContractPeriod, memberId: number) =>
    `contract:${kind}:${period.key}:${memberId}`;

  /** Pays a written row once (the wallet key makes a repeat a no-op); answers its status. */
  const pay = async (
    merchant: { id: number; currencyCode: string },
    kind: TContractKind,
    period: ContractPeriod,
    row: typeof contractSettlements.$inferSelect,
  ) => {
    if (row.status === 'paid' || row.status === 'nothingDue') return row.status;
    const idempotencyKey = keyOf(kind, period, row.memberId);
    const memo = `${kind} ${period.key}`;
    const meta = { settlementId: row.id, period: period.key };
    try {
      const result =
        row.payerId === null
          ? await wallet.credit({
              merchantId: merchant.id,
              memberId: row.memberId,
              currency: merchant.currencyCode,
              amountMinor: row.amountMinor,
              counterparty: 'commission',
              idempotencyKey,
              kind: ENTRY_KIND[kind],
              memo,
              meta,
            })
          : await wallet.transfer({
              merchantId: merchant.id,
              from: await wallet.memberAccountId(
                merchant.id,
                row.payerId,
                merchant.currencyCode,
                'member_cash',
              ),
              to: await wallet.memberAccountId(
                merchant.id,
                row.memberId,
                merchant.currencyCode,
                'member_cash',
              ),
              amount: row.amountMinor,
              idempotencyKey,
              kind: ENTRY_KIND[kind],
              memo,
              meta,
            });
      await db
        .update(contractSettlements)
        .set({ status: 'paid', entryId: result.entryId, paidAt: now() })
        .where(eq(contractSettlements.id, row.id));
      await events?.publish({
        merchantId: merchant.id,
        memberId: row.memberId,
        type: 'contract',
        data: { kind, change: 'paid', settlementId: row.id },
      });
      return 'paid';
    } catch (error) {
      if (!(error instanceof LedgerError) || error.code !== 'insufficient_funds') throw error;
      await db
        .update(contractSettlements)
        .set({ status: 'insufficientBalance' })
        .where(eq(contractSettlements.id, row.id));
      return 'insufficientBalance';
    }
  };

  /** Settles one period of one kind: writes each agent's row (first time only) and pays what is unpaid. */
  const settle = async (merchantId: number, kind: TContractKind, period: ContractPeriod) => {
    const [merchant] = await db
      .select({ id: merchants.id, currencyCode: merchants.currencyCode })
      .from(merchants)
      .where(eq(merchants.id, merchantId));
    if (!merchant) throw new Error(`no merchant ${merchantId}`);
    const due = await compute(merchantId, kind, period);
    const outcome = { paid: 0, insufficientBalance: 0, nothingDue: 0 };
    for (const agent of due) {
      await db
        .insert(contractSettlements)
        .values({
          merchantId,
          kind,
          periodKey: period.key,
          periodFrom: period.from,
          periodTo: period.to,
          memberId: agent.memberId,
          contractId: agent.contractId,
          payerId: agent.payerId,
          validBetMinor: agent.validBetMinor,
          profitLossMinor: agent.profitLossMinor,
          activeMembers: agent.activeMembers,
          rateBp: agent.rateBp,
          amountMinor: agent.amountMinor,
          status: agent.amountMinor > 0n ? 'pending' : 'nothingDue',
          lines: agent.lines,
          createdAt: now(),
        })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(contractSettlements)
        .where(
          and(
            eq(contractSettlements.merchantId, merchantId),
            eq(contractSettlements.kind, kind),
            eq(contractSettlements.periodKey, period.key),
            eq(contractSettlements.memberId, agent.memberId),
          ),
        );
      if (!row) throw new Error('settlement row missing after insert');
      const status = await pay(merchant, kind, period, row);
      outcome[status as keyof typeof outcome] += 1;
    }
    return outcome;
  };

  /** Takes (or renews) the period's lease for this server; false while another holds it or it is settled. */
  const claim = async (merchantId: number, kind: TContractKind, period: ContractPeriod) => {
    const at = now();
    const until = new Date(at.getTime() + leaseMs);
    const rows = rowsOf<{ period_key: string }>(
      await db.execute(sql`
        insert into ${contractPeriods} (merchant_id, kind, period_key, lease_holder, lease_until)
        values (${merchantId}, ${kind}, ${period.key}, ${node}, ${until.toISOString()})
        on conflict (merchant_id, kind, period_key) do update
          set lease_holder = excluded.lease_holder, lease_until = excluded.lease_until
          where ${contractPeriods.settledAt} is null
            and (${contractPeriods.leaseUntil} < ${at.toISOString()} or ${contractPeriods.leaseHolder} = ${node})
        returning period_key`),
    );
    return rows.length > 0;
  };

  /** Settles the period if no other server is on it and it is not settled yet; answers whether it ran. */
  const settleOnce = async (merchantId: number, kind: TContractKind, period: ContractPeriod) => {
    if (!(await claim(merchantId, kind, period))) return false;
    await settle(merchantId, kind, period);
    await db
      .update(contractPeriods)
      .set({ settledAt: now(), leaseUntil: null })
      .where(
        and(
          eq(contractPeriods.merchantId, merchantId),
          eq(contractPeriods.kind, kind),
          eq(contractPeriods.periodKey, period.key),
          eq(contractPeriods.leaseHolder, node),
        ),
      );
    return true;
  };

  /** Forgets 5-minute slices older than any sub-day period still settles from (at most once an hour per server). */
  let prunedAt = 0;
  const pruneSlices = async () => {
    if (now().getTime() - prunedAt < 3_600_000) return;
    prunedAt = now().getTime();
    const before = new Date(prunedAt - BET_SLICE_KEEP_DAYS * 86_400_000);
    await db.execute(sql`delete from ${betSlices} where ${betSlices.sliceStart} < ${before.toISOString()}`);
  };

  /** The keys among `periods` that are settled already. */
  const settledKeys = async (merchantId: number, kind: TContractKind, periods: readonly ContractPeriod[]) => {
    const rows = await db
      .select({ key: contractPeriods.periodKey })
      .from(contractPeriods)
      .where(
        and(
          eq(contractPeriods.merchantId, merchantId),
          eq(contractPeriods.kind, kind),
          inArray(
            contractPeriods.periodKey,
            periods.map((period) => period.key),
          ),
          isNotNull(contractPeriods.settledAt),
        ),
      );
    return new Set(rows.map((row) => row.key));
  };

  /**
   * The scheduler's beat: every brand's last closed period of each kind that is on. For hourly and
   * real-time salary it also settles the periods of the last day (24 hours, 12 slices of 5 minutes)
   * left unsettled, so a server that was down pays them when it returns.
   */
  const tick = async () => {
    const brands = await db.select({ id: merchants.id }).from(merchants);
    let ran = 0;
    for (const brand of brands) {
      for (const kind of CONTRACT_KINDS) {
        const settings = await settingsOf(brand.id, kind);
        if (!settings.enabled) continue;
        const periods = recentClosedPeriods(settings.cycle, now(), CATCH_UP[settings.cycle] ?? 1);
        const settled = periods.length > 1 ? await settledKeys(brand.id, kind, periods) : new Set<string>();
        for (const period of periods) {
          if (!settled.has(period.key) && (await settleOnce(brand.id, kind, period))) ran += 1;
        }
      }
    }
    await pruneSlices();
    return ran;
  };

  /** The agent's settlement records of a kind, newest period first, a page at a time. */
  const records = async (
    merchant: { id: number; currencySymbol: string },
    memberId: number,
    kind: TContractKind,
    pageNum: number,
  ): Promise<TContractSettlements> => {
    const mine = and(
      eq(contractSettlements.merchantId, merchant.id),
      eq(contractSettlements.memberId, memberId),
      eq(contractSettlements.kind, kind),
    );
    const [counted] = await db.select({ total: count() }).from(contractSettlements).where(mine);
    const total = counted?.total ?? 0;
    const rows = await db
      .select({ row: contractSettlements, payer: members.account })
      .from(contractSettlements)
      .leftJoin(members, eq(members.id, contractSettlements.payerId))
      .where(mine)
      .orderBy(desc(contractSettlements.periodFrom), desc(contractSettlements.id))
      .limit(SETTLEMENTS_PAGE_SIZE)
      .offset((pageNum - 1) * SETTLEMENTS_PAGE_SIZE);
    return {
      content: rows.map(({ row, payer }) => settlementView(row, payer ?? null)),
      pageNum,
      totalPages: Math.max(1, Math.ceil(total / SETTLEMENTS_PAGE_SIZE)),
      total,
      currencySymbol: merchant.currencySymbol,
    };
  };

  return { compute, settle, settleOnce, tick, records };
};

export type ContractSettlementService = ReturnType<typeof createContractSettlementService>;
