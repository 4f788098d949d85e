/**
 * The back office's agent network (issue 16, ADR 056): the tree level by level, the operator's
 * contract with a top agent and its refusals, ending a contract, moving a member with their team,
 * each kind's rules, and a settlement run previewed, paid once and listed, each change audited and
 * each action behind its permission; and any agent's team figures, loss statements and income.
 */
import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import { toMinorUnits } from '@luckwell/contracts/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createMemberMaker } from '../../testing/test-members.ts';
import { auditLog } from '../admin/audit-log.table.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';
import { memberTree } from '../members/member-tree.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { betDaily } from '../seamless/bet-daily.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { agentContracts } from './agent-contract.table.ts';

let app: App;
let database: DatabaseHandle;
let lw: { id: number; currencyCode: string };
let owner: OperatorClient;
let support: OperatorClient;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  const [brand] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
  if (!brand) throw new Error('no LW');
  lw = brand;
  addMember = createMemberMaker(database.db, lw.id, 'adminagent');
  owner = createOperatorClient(app, { ip: '198.51.100.231' });
  support = createOperatorClient(app, { ip: '198.51.100.232' });
  await owner.signIn('owner', 'Owner@2026');
  await support.signIn('support', 'Support@2026');
}, 60_000);
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

let addMember: ReturnType<typeof createMemberMaker>;
const tier = (rate: string, validBet = '0.00') => ({ validBet, profitLoss: '0.00', activeMembers: 0, rate });
const auditOf = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));
const reason = 'agreed with the agent by phone';

describe('the agent tree', () => {
  it('lists top agents with their contracts, opens a line with its path, and searches accounts', async () => {
    const top = (await owner.get('/agents/tree?merchantCode=LW')).json().value;
    const demoAgent = top.content.find((row: { account: string }) => row.account === 'demo_agent');
    expect(demoAgent).toMatchObject({ type: 1, uplineAccount: null });
    expect(demoAgent.teamSize).toBeGreaterThan(3);
    expect(demoAgent.contracts).toEqual(
      expect.arrayContaining([
        { kind: 'dailyWage', maxRate: '1.50', uplineAccount: null },
        { kind: 'dividend', maxRate: '35.00', uplineAccount: null },
      ]),
    );
    expect(top.content.every((row: { uplineAccount: string | null }) => row.uplineAccount === null)).toBe(
      true,
    );

    const line = (await support.get(`/agents/tree?merchantCode=LW&parentId=${demoAgent.id}`)).json().value;
    expect(line.parent).toMatchObject({ account: 'demo_agent', path: [{ account: 'demo_agent' }] });
    const teamlead = line.content.find((row: { account: string }) => row.account === 'demo_teamlead');
    expect(teamlead.contracts).toEqual([{ kind: 'dailyWage', maxRate: '0.80', uplineAccount: 'demo_agent' }]);

    const found = (await owner.get('/agents/tree?merchantCode=LW&q=DEMO_SUB')).json().value;
    expect(found.content.map((row: { account: string }) => row.account)).toEqual(['demo_subagent']);
    expect((await owner.get('/agents/tree?merchantCode=NOPE')).statusCode).toBe(400);
  });
});

describe("the operator's contracts", () => {
  it('grants a top agent a contract, refuses a sub-agent and a rate over the cap, and ends one', async () => {
    const top = await addMember(null, 1);
    const sub = await addMember(top.id, 2);
    const refusedSub = await owner.post(`/agents/${sub.id}/contracts`, {
      kind: 'dailyWage',
      tiers: [tier('0.50')],
      reason,
    });
    expect(refusedSub.json()).toMatchObject({
      code: 'CONTRACT_NOT_DIRECT_DOWNLINE',
      value: { field: 'params.id' },
    });
    const overCap = await owner.post(`/agents/${top.id}/contracts`, {
      kind: 'dailyWage',
      tiers: [tier('1.00'), tier('3.50', '100000.00')],
      reason,
    });
    expect(overCap.json()).toMatchObject({
      code: 'CONTRACT_RATE_ABOVE_OWN',
      value: { field: 'body.tiers.1.rate', params: { cap: '3.00' } },
    });
    expect(
      (
        await support.post(`/agents/${top.id}/contracts`, {
          kind: 'dailyWage',
          tiers: [tier('1.00')],
          reason,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      await database.db.select().from(agentContracts).where(eq(agentContracts.memberId, top.id)),
    ).toEqual([]);

    const granted = await owner.post(`/agents/${top.id}/contracts`, {
      kind: 'dailyWage',
      tiers: [tier('1.00'), tier('2.00', '100000.00')],
      reason,
    });
    expect(granted.json().value).toMatchObject({ status: 'active', maxRate: '2.00', upline: null });
    expect((await auditOf('contract.grant')).at(-1)).toMatchObject({
      targetId: String(top.id),
      merchantId: lw.id,
    });

    const detail = (await support.get(`/agents/${top.id}/contracts`)).json().value;
    expect(detail.contracts).toHaveLength(1);

    const ended = await owner.post(`/agents/contracts/${granted.json().value.id}/terminate`, {
      reason,
    });
    expect(ended.json().value).toMatchObject({ status: 'terminated', endReason: 'terminated' });
    expect(
      (await owner.post(`/agents/contracts/${granted.json().value.id}/terminate`, { reason })).json().code,
    ).toBe('CONTRACT_NOT_ACTIVE');
    expect(await auditOf('contract.terminate')).toHaveLength(1);
  });
});

describe('moving a member', () => {
  it('moves a member and their team under another agent, ends their contract with the old upline, and refuses a cycle', async () => {
    const oldTop = await addMember(null, 1);
    const newTop = await addMember(null, 1);
    const moving = await addMember(oldTop.id, 2);
    const below = await addMember(moving.id, 0);
    await owner.post(`/agents/${oldTop.id}/contracts`, {
      kind: 'dailyWage',
      tiers: [tier('1.00')],
      reason,
    });
    await database.db.insert(agentContracts).values({
      merchantId: lw.id,
      kind: 'dailyWage',
      memberId: moving.id,
      uplineId: oldTop.id,
      cycle: 'daily',
      tiers: [{ validBetMinor: '0', profitLossMinor: '0', activeMembers: 0, rateBp: 50 }],
      maxRateBp: 50,
      status: 'active',
      acceptedAt: new Date(),
    });

    const cycle = await owner.post(`/agents/${moving.id}/move`, {
      uplineAccount: below.account,
      reason,
    });
    expect(cycle.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'body.uplineAccount' } });
    const notAgent = await owner.post(`/agents/${moving.id}/move`, {
      uplineAccount: 'demo_player',
      reason,
    });
    expect(notAgent.json().value.field).toBe('body.uplineAccount');

    const moved = await owner.post(`/agents/${moving.id}/move`, {
      uplineAccount: newTop.account,
      reason,
    });
    expect(moved.json().value).toEqual({
      id: moving.id,
      account: moving.account,
      uplineAccount: newTop.account,
      endedContracts: 1,
    });
    const ancestorsOfBelow = await database.db
      .select({ ancestorId: memberTree.ancestorId })
      .from(memberTree)
      .where(eq(memberTree.descendantId, below.id));
    expect(ancestorsOfBelow.map((row) => row.ancestorId).sort()).toEqual(
      [newTop.id, moving.id, below.id].sort(),
    );
    const [contract] = await database.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.memberId, moving.id), eq(agentContracts.kind, 'dailyWage')));
    expect(contract).toMatchObject({ status: 'terminated' });
    expect((await auditOf('member.move')).at(-1)).toMatchObject({ targetId: String(moving.id) });
  });
});

describe('contract rules', () => {
  it('lists each kind, keeps each on its own cycle, and changes a kind with an audit row', async () => {
    const listed = await support.get('/agents/settings?merchantCode=LW');
    const list = listed.json().value;
    expect(list).toEqual([
      { kind: 'dividend', enabled: true, cycle: 'weekly', payer: 'platform', maxRate: '50.00' },
      { kind: 'dailyWage', enabled: true, cycle: 'daily', payer: 'platform', maxRate: '3.00' },
      // The demo turns hourly salary on for Luckwell.
      { kind: 'hourlySalary', enabled: true, cycle: 'hourly', payer: 'platform', maxRate: '1.00' },
      { kind: 'realtimeSalary', enabled: false, cycle: 'fiveMinutes', payer: 'platform', maxRate: '1.00' },
    ]);
    const change = {
      merchantCode: 'LW',
      enabled: true,
      cycle: 'daily',
      payer: 'platform',
      maxRate: '3.00',
      reason,
    };
    const cycleRefused = {
      code: 'VALIDATION_FAILED',
      message: 'in_contract_cycle_fixed',
      value: { field: 'body.cycle' },
    };
    expect((await owner.put('/agents/settings/hourlySalary', change)).json()).toMatchObject(cycleRefused);
    expect(
      (await owner.put('/agents/settings/dailyWage', { ...change, cycle: 'weekly' })).json(),
    ).toMatchObject(cycleRefused);
    expect(
      (await owner.put('/agents/settings/dividend', { ...change, cycle: 'hourly' })).json(),
    ).toMatchObject(cycleRefused);
    expect((await support.get('/agents/settings?merchantCode=LW')).json().value).toEqual(list);
    expect((await support.put('/agents/settings/dividend', change)).statusCode).toBe(403);
    const monthly = await owner.put('/agents/settings/dividend', {
      ...change,
      cycle: 'monthly',
      maxRate: '40.00',
    });
    expect(monthly.json().value).toMatchObject({ kind: 'dividend', cycle: 'monthly', maxRate: '40.00' });
    expect((await auditOf('contract.settings')).at(-1)).toMatchObject({ merchantId: lw.id });
    await owner.put('/agents/settings/dividend', { ...change, cycle: 'weekly', maxRate: '50.00' });
  });
});

describe('settlement runs', () => {
  it('previews a closed day, pays it once however often it is run, lists it, and refuses an open day', async () => {
    const yesterday = businessDayOf(Date.now() - 86_400_000);
    const top = await addMember(null, 1);
    const player = await addMember(top.id, 0);
    await owner.post(`/agents/${top.id}/contracts`, {
      kind: 'dailyWage',
      tiers: [tier('1.00')],
      reason,
    });
    // In force since two days ago: yesterday is settled by it.
    await database.db
      .update(agentContracts)
      .set({ acceptedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(agentContracts.memberId, top.id));
    await database.db.insert(betDaily).values({
      merchantId: lw.id,
      memberId: player.id,
      day: yesterday,
      category: 'RNG',
      vendor: 'TEST',
      rounds: 3,
      stakeMinor: toMinorUnits('250000.00'),
      validBetMinor: toMinorUnits('250000.00'),
      payoutMinor: 0n,
      winLossMinor: -toMinorUnits('250000.00'),
    });
    const request = { merchantCode: 'LW', kind: 'dailyWage', day: yesterday };
    const preview = (await support.post('/agents/settlements/preview', request)).json().value;
    expect(preview).toMatchObject({ periodKey: yesterday, closed: true, settled: false });
    const mine = preview.rows.find((row: { account: string }) => row.account === top.account);
    // 250,000.00 × 1% = 2,500.00, one player line.
    expect(mine).toMatchObject({ status: 'pending', amount: '2500.00', rate: '1.00', payer: null });
    expect(mine.lines).toEqual([
      {
        account: player.account,
        role: 'player',
        basis: '250000.00',
        rate: '1.00',
        downlineRate: null,
        amount: '2500.00',
      },
    ]);

    expect((await support.post('/agents/settlements/run', { ...request, reason })).statusCode).toBe(403);
    const wallet = createWalletService(database.db);
    const before = await wallet.balance(lw.id, top.id, lw.currencyCode);
    const run = (await owner.post('/agents/settlements/run', { ...request, reason })).json().value;
    expect(run).toMatchObject({ settled: true });
    expect(run.rows.find((row: { account: string }) => row.account === top.account)).toMatchObject({
      status: 'paid',
      amount: '2500.00',
    });
    await owner.post('/agents/settlements/run', { ...request, reason });
    expect((await wallet.balance(lw.id, top.id, lw.currencyCode)) - before).toBe(toMinorUnits('2500.00'));
    expect(await auditOf('contract.settle')).toHaveLength(2);

    const history = (await support.get('/agents/settlements?merchantCode=LW&kind=dailyWage')).json().value;
    expect(history[0]).toMatchObject({ periodKey: yesterday, settledAt: expect.any(String) });
    expect(history[0].paid).toBeGreaterThanOrEqual(1);

    const today = businessDayOf(Date.now());
    const open = await owner.post('/agents/settlements/run', { ...request, day: today, reason });
    expect(open.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'in_contract_period_open',
      value: { field: 'body.day' },
    });
    expect(
      (await support.post('/agents/settlements/preview', { ...request, day: today })).json().value,
    ).toMatchObject({
      closed: false,
      settled: false,
    });
  });

  it('names an hourly salary period by its day and hour, and asks for the hour', async () => {
    const hourly = { merchantCode: 'LW', kind: 'hourlySalary', day: '2026-11-20' };
    expect((await support.post('/agents/settlements/preview', hourly)).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'body.time' },
    });
    expect(
      (await support.post('/agents/settlements/preview', { ...hourly, time: '14:20' })).json().value,
    ).toMatchObject({ periodKey: '2026-11-20T14', from: '2026-11-20', to: '2026-11-20', closed: true });
    expect(
      (
        await support.post('/agents/settlements/preview', {
          ...hourly,
          kind: 'realtimeSalary',
          time: '14:23',
        })
      ).json().value,
    ).toMatchObject({ periodKey: '2026-11-20T14:20' });
    expect(
      (await support.post('/agents/settlements/preview', { ...hourly, time: '25:00' })).json(),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'body.time' },
    });
    // Real-time salary is off for the brand: nothing to pay.
    expect(
      (
        await owner.post('/agents/settlements/run', {
          ...hourly,
          kind: 'realtimeSalary',
          time: '14:20',
          reason,
        })
      ).json().code,
    ).toBe('FEATURE_DISABLED');
  });
});

describe('agent reports', () => {
  it("shows any agent's team figures, loss statements and income as the agent sees them, and no one else's", async () => {
    const agent = await addMember(null, 1);
    const sub = await addMember(agent.id, 2);
    const player = await addMember(agent.id);
    const kid = await addMember(sub.id);
    const today = businessDayOf(new Date());
    const play = (memberId: number, stake: bigint, payout: bigint) =>
      database.db.insert(betDaily).values({
        merchantId: lw.id,
        memberId,
        day: today,
        category: 'RNG',
        vendor: 'LWSLOT',
        rounds: 2,
        stakeMinor: stake,
        validBetMinor: stake,
        payoutMinor: payout,
        winLossMinor: payout - stake,
      });
    await play(player.id, 500_00n, 0n);
    await play(kid.id, 200_00n, 700_00n);

    const team = await support.get(`/agents/${agent.id}/team`);
    expect(team.statusCode).toBe(200);
    expect(team.json().value).toMatchObject({ teamSize: 3, directMembers: 2, subAgents: 1 });
    expect(team.json().value.periods[0]).toMatchObject({
      period: 'today',
      newMembers: 3,
      activeMembers: 2,
      rounds: 4,
      validBet: '700.00',
      winLoss: '0.00',
    });

    const loss = (await support.get(`/agents/${agent.id}/loss?period=today`)).json().value;
    expect(
      loss.content.map((row: { id: number; level: number; winLoss: string }) => [
        row.id,
        row.level,
        row.winLoss,
      ]),
    ).toEqual([
      [player.id, 1, '-500.00'],
      [kid.id, 2, '500.00'],
    ]);
    expect(loss.totals).toMatchObject({ players: 2, rounds: 4, winLoss: '0.00' });
    // The sub-agent's own statements hold their team only.
    const subLoss = (await owner.get(`/agents/${sub.id}/loss`)).json().value;
    expect(subLoss.content.map((row: { id: number }) => row.id)).toEqual([kid.id]);

    const income = await owner.get(`/agents/${agent.id}/income`);
    expect(income.statusCode).toBe(200);
    expect(income.json().value).toMatchObject({ total: 0, content: [], currencySymbol: '₫' });

    // A member who is not an agent has no reports; neither has an unknown id. Bad input is refused.
    for (const path of [`/agents/${player.id}/team`, `/agents/${player.id}/loss`, '/agents/999999999/team']) {
      const refused = await owner.get(path);
      expect(refused.statusCode, path).toBe(404);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
        value: { field: 'params.id' },
      });
    }
    const badRange = await owner.get(`/agents/${agent.id}/loss?from=2026-11-26&to=2026-11-01`);
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json()).toMatchObject({ success: false });
  });

  it('needs agents.read', async () => {
    const content = createOperatorClient(app, { ip: '198.51.100.233' });
    await content.signIn('content', 'Content@2026');
    const agent = await addMember(null, 1);
    for (const path of [
      `/agents/${agent.id}/team`,
      `/agents/${agent.id}/loss`,
      `/agents/${agent.id}/income`,
    ]) {
      expect((await content.get(path)).statusCode, path).toBe(403);
    }
  });
});
