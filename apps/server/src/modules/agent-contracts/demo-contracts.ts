/**
 * Demo contracts for Luckwell (README "Demo accounts", ADR 056): the operator's daily-wage, dividend
 * and hourly-salary contracts with demo_agent (Luckwell turns hourly salary on; ADR 058), and
 * demo_agent's daily-wage contract with demo_teamlead, all in force for weeks, so the first scheduler
 * beat after start settles yesterday's wages, last week's dividends and the last hour's salary from
 * the demo rounds. demo_subagent has none: the agent journey offers one. Idempotent: a member with a
 * contract of the kind keeps it, and a brand's own hourly-salary rules are kept.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { createMembersRepository } from '../members/members.repository.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { agentContracts, contractSettings } from './agent-contract.table.ts';
import { DEFAULT_CONTRACT_SETTINGS, maxRateOf, toStoredTiers } from './contract-terms.ts';

const DAY_MS = 86_400_000;

const tier = (validBet: string, activeMembers: number, rate: string, profitLoss = '0.00') =>
  ({ validBet, profitLoss, activeMembers, rate }) as Parameters<typeof toStoredTiers>[0][number];

const DEMO_CONTRACTS = [
  {
    account: 'demo_agent',
    upline: null,
    kind: 'dailyWage',
    daysAgo: 60,
    tiers: [tier('0.00', 0, '0.80'), tier('1000000.00', 3, '1.20'), tier('10000000.00', 10, '1.50')],
  },
  {
    account: 'demo_agent',
    upline: null,
    kind: 'dividend',
    daysAgo: 60,
    tiers: [tier('0.00', 0, '25.00'), tier('5000000.00', 5, '35.00', '1000000.00')],
  },
  {
    account: 'demo_agent',
    upline: null,
    kind: 'hourlySalary',
    daysAgo: 60,
    tiers: [tier('0.00', 0, '0.30'), tier('500000.00', 2, '0.50')],
  },
  {
    account: 'demo_teamlead',
    upline: 'demo_agent',
    kind: 'dailyWage',
    daysAgo: 30,
    tiers: [tier('0.00', 0, '0.50'), tier('1000000.00', 2, '0.80')],
  },
] as const;

export const seedDemoContracts = async (db: Database, now = new Date()) => {
  const [lw] = await db.select().from(merchants).where(eq(merchants.code, 'LW'));
  if (!lw) return;
  await db
    .insert(contractSettings)
    .values({ ...DEFAULT_CONTRACT_SETTINGS.hourlySalary, merchantId: lw.id, enabled: true })
    .onConflictDoNothing();
  const members = createMembersRepository(db);
  for (const demo of DEMO_CONTRACTS) {
    const member = await members.findByAccount(lw.id, demo.account);
    const upline = demo.upline ? await members.findByAccount(lw.id, demo.upline) : null;
    if (!member || upline === undefined) continue;
    const [existing] = await db
      .select({ id: agentContracts.id })
      .from(agentContracts)
      .where(and(eq(agentContracts.memberId, member.id), eq(agentContracts.kind, demo.kind)))
      .limit(1);
    if (existing) continue;
    const tiers = toStoredTiers(demo.tiers);
    const at = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    await db.insert(agentContracts).values({
      merchantId: lw.id,
      kind: demo.kind,
      memberId: member.id,
      uplineId: upline?.id ?? null,
      cycle: DEFAULT_CONTRACT_SETTINGS[demo.kind].cycle,
      tiers,
      maxRateBp: maxRateOf(tiers),
      status: 'active',
      offeredAt: at,
      acceptedAt: at,
    });
  }
};
