/**
 * The agent centre's reports (issue 16): the user loss statements, the agent's income and the team's
 * account details, each against expectations worked out by hand from a small tree — an agent, two
 * direct members, a sub-agent with a member of its own — with a member outside the team, a trial
 * account under the agent and the agent's own activity, which must never count. Then the refusals:
 * a member is no agent, and a range must be a range.
 */
import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { agentContracts, contractSettlements } from '../agent-contracts/agent-contract.table.ts';
import { createContractIncomeRepository } from '../agent-contracts/contract-income.repository.ts';
import { hashPassword } from '../auth/passwords.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { betDaily } from '../seamless/bet-daily.table.ts';
import { createBetDailyTeamRepository } from '../seamless/bet-daily-team.repository.ts';
import { journalEntries } from '../wallet/journal-entry.table.ts';
import { createTeamStatement } from '../wallet/team-statement.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { createTeamDailyRepository } from './team-daily.repository.ts';
import { createTeamReportsService, reportPeriods, wholePeriodOf } from './team-reports.service.ts';

let app: App;
let database: DatabaseHandle;
let merchantId: number;
let currency: string;
let passwordHash: string;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  const [lw] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
  merchantId = lw?.id ?? 0;
  currency = lw?.currencyCode ?? 'VND';
  passwordHash = await hashPassword('Agent@2026');
}, 60_000);
afterAll(async () => {
  await app.close();
});

const addMember = async (account: string, uplineId: number | null, type = 0) => {
  const [row] = await database.db
    .insert(members)
    .values({
      merchantId,
      account,
      nickname: account,
      type,
      uplineId,
      passwordHash,
      referralCode: account.toUpperCase().slice(0, 16),
    })
    .returning();
  if (!row) throw new Error('no member');
  return row;
};

/** agent → direct members a and b, sub-agent s → its member k; a trial account and an outsider. */
const tree = async (prefix: string) => {
  const agent = await addMember(`${prefix}boss`, null, 1);
  const a = await addMember(`${prefix}alpha`, agent.id);
  const b = await addMember(`${prefix}beta`, agent.id);
  const sub = await addMember(`${prefix}sub`, agent.id, 2);
  const kid = await addMember(`${prefix}subkid`, sub.id);
  const trial = await addMember(`${prefix}trial`, agent.id, 4);
  const outsider = await addMember(`${prefix}out`, null);
  return { agent, a, b, sub, kid, trial, outsider };
};

let ip = 10;
const signIn = async (account: string, password = 'Agent@2026') => {
  ip += 1;
  const c = createAuthClient(app, { ip: `198.51.100.${ip}` });
  expect((await c.login(account, password)).json().success, account).toBe(true);
  return c;
};

const scope = () => ({ id: merchantId, currencyCode: currency, currencySymbol: '₫' });
const service = (now = () => new Date()) =>
  createTeamReportsService({
    play: createBetDailyTeamRepository(database.db),
    team: createTeamDailyRepository(database.db),
    income: createContractIncomeRepository(database.db),
    statement: createTeamStatement(database.db),
    now,
  });

describe('the report presets', () => {
  it('are the team overview’s periods and last month, in business days', () => {
    expect(reportPeriods('2026-11-26')).toEqual({
      today: { from: '2026-11-26', to: '2026-11-26' },
      yesterday: { from: '2026-11-25', to: '2026-11-25' },
      thisWeek: { from: '2026-11-23', to: '2026-11-26' },
      thisMonth: { from: '2026-11-01', to: '2026-11-26' },
      lastMonth: { from: '2026-10-01', to: '2026-10-31' },
    });
    expect(reportPeriods('2026-03-01').lastMonth).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(reportPeriods('2026-01-15').lastMonth).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('are each a whole day, ISO week or month, read from the period sums; other ranges are not', () => {
    const today = '2026-11-26';
    const keys = Object.values(reportPeriods(today)).map((range) => wholePeriodOf(range, today));
    expect(keys).toEqual(['2026-11-26', '2026-11-25', '2026-W48', '2026-11', '2026-10']);
    expect(wholePeriodOf({ from: '2026-11-23', to: '2026-11-29' }, today)).toBe('2026-W48');
    expect(wholePeriodOf({ from: '2026-11-16', to: '2026-11-22' }, today)).toBe('2026-W47');
    expect(wholePeriodOf({ from: '2026-11-01', to: '2026-11-30' }, today)).toBe('2026-11');
    // A week that ends before today, a month cut short, or a span across two periods.
    expect(wholePeriodOf({ from: '2026-11-16', to: '2026-11-20' }, today)).toBeNull();
    expect(wholePeriodOf({ from: '2026-10-01', to: '2026-10-30' }, today)).toBeNull();
    expect(wholePeriodOf({ from: '2026-11-20', to: '2026-11-26' }, today)).toBeNull();
  });
});

describe('GET /wps/agent/reports/loss (palStatementsAgentCopy)', () => {
  it("lists each member of the team who played, biggest loser first, with the team's totals", async () => {
    const t = await tree('loss');
    const play = (
      memberId: number,
      day: string,
      rounds: number,
      stake: number,
      validBet: number,
      payout: number,
      vendor = 'LWSLOT',
    ) =>
      database.db.insert(betDaily).values({
        merchantId,
        memberId,
        day,
        category: vendor === 'LWSLOT' ? 'RNG' : 'LIVE',
        vendor,
        rounds,
        stakeMinor: BigInt(stake * 100),
        validBetMinor: BigInt(validBet * 100),
        payoutMinor: BigInt(payout * 100),
        winLossMinor: BigInt((payout - stake) * 100),
      });
    // alpha: 4 rounds, stake 350, valid 330, payout 250, −100 (and a day before the range).
    await play(t.a.id, '2026-11-25', 3, 300, 280, 100);
    await play(t.a.id, '2026-11-26', 1, 50, 50, 150);
    await play(t.a.id, '2026-11-10', 9, 9000, 9000, 0);
    // beta: 2 rounds over two games, stake 1000, payout 0, −1000.
    await play(t.b.id, '2026-11-24', 1, 600, 600, 0);
    await play(t.b.id, '2026-11-24', 1, 400, 400, 0, 'LWLIVE');
    // the sub-agent: 1 round, −20; their member (level 2): 5 rounds, stake 500, payout 900, +400.
    await play(t.sub.id, '2026-11-20', 1, 20, 20, 0);
    await play(t.kid.id, '2026-11-26', 5, 500, 500, 900);
    // Never: the trial account, the outsider, the agent's own play.
    await play(t.trial.id, '2026-11-25', 50, 5000, 5000, 0);
    await play(t.outsider.id, '2026-11-25', 50, 5000, 5000, 0);
    await play(t.agent.id, '2026-11-25', 50, 5000, 5000, 0);

    const c = await signIn(t.agent.account);
    const loss = async (query: string) => {
      const answer = await c.call('GET', `/wps/agent/reports/loss?${query}`);
      expect(answer.statusCode, query).toBe(200);
      return answer.json().value;
    };

    const week = await loss('from=2026-11-20&to=2026-11-26');
    expect(week).toMatchObject({
      from: '2026-11-20',
      to: '2026-11-26',
      pageNum: 1,
      totalPages: 1,
      total: 4,
      currencySymbol: '₫',
    });
    expect(week.content).toEqual([
      {
        id: t.b.id,
        account: 'lossbeta',
        level: 1,
        rounds: 2,
        stake: '1000.00',
        validBet: '1000.00',
        payout: '0.00',
        winLoss: '-1000.00',
      },
      {
        id: t.a.id,
        account: 'lossalpha',
        level: 1,
        rounds: 4,
        stake: '350.00',
        validBet: '330.00',
        payout: '250.00',
        winLoss: '-100.00',
      },
      {
        id: t.sub.id,
        account: 'losssub',
        level: 1,
        rounds: 1,
        stake: '20.00',
        validBet: '20.00',
        payout: '0.00',
        winLoss: '-20.00',
      },
      {
        id: t.kid.id,
        account: 'losssubkid',
        level: 2,
        rounds: 5,
        stake: '500.00',
        validBet: '500.00',
        payout: '900.00',
        winLoss: '400.00',
      },
    ]);
    expect(week.totals).toEqual({
      players: 4,
      rounds: 12,
      stake: '1870.00',
      validBet: '1850.00',
      payout: '1150.00',
      winLoss: '-720.00',
    });

    // One day: alpha won that day, and won less than the sub-agent's member.
    const day = await loss('from=2026-11-26&to=2026-11-26');
    expect(day.content.map((r: { account: string; winLoss: string }) => [r.account, r.winLoss])).toEqual([
      ['lossalpha', '100.00'],
      ['losssubkid', '400.00'],
    ]);
    expect(day.totals).toMatchObject({ players: 2, rounds: 6, winLoss: '500.00' });

    // By the start of an account, any case: the totals follow the filter.
    const subs = await loss('from=2026-11-20&to=2026-11-26&account=LOSSSUB');
    expect(subs.content.map((r: { id: number }) => r.id)).toEqual([t.sub.id, t.kid.id]);
    expect(subs.totals).toMatchObject({ players: 2, rounds: 6, winLoss: '380.00' });
    expect((await loss('from=2026-11-20&to=2026-11-26&account=lossout')).total).toBe(0);
    expect((await loss('from=2026-11-20&to=2026-11-26&account=%25')).total).toBe(0);

    // A whole ISO week and a whole month read the members' period sums and the team's rollups (ADR 060).
    const isoWeek = await loss('from=2026-11-23&to=2026-11-29');
    expect(isoWeek.content.map((r: { account: string; winLoss: string }) => [r.account, r.winLoss])).toEqual([
      ['lossbeta', '-1000.00'],
      ['lossalpha', '-100.00'],
      ['losssubkid', '400.00'],
    ]);
    expect(isoWeek.totals).toEqual({
      players: 3,
      rounds: 11,
      stake: '1850.00',
      validBet: '1830.00',
      payout: '1150.00',
      winLoss: '-700.00',
    });
    const month = await loss('from=2026-11-01&to=2026-11-30');
    expect(month.content.map((r: { account: string; level: number }) => [r.account, r.level])).toEqual([
      ['lossalpha', 1],
      ['lossbeta', 1],
      ['losssub', 1],
      ['losssubkid', 2],
    ]);
    expect(month.content[0]).toMatchObject({ rounds: 13, stake: '9350.00', winLoss: '-9100.00' });
    expect(month.totals).toMatchObject({ players: 4, rounds: 21, winLoss: '-9720.00' });
    const monthSubs = await loss('from=2026-11-01&to=2026-11-30&account=losssub');
    expect(monthSubs.content.map((r: { id: number }) => r.id)).toEqual([t.sub.id, t.kid.id]);
    expect(monthSubs.totals).toMatchObject({ players: 2, rounds: 6, winLoss: '380.00' });

    // A page past the end is empty, with the totals still there.
    const far = await loss('from=2026-11-20&to=2026-11-26&page=2');
    expect(far).toMatchObject({ content: [], pageNum: 2, totalPages: 1, total: 4 });
    expect(far.totals.winLoss).toBe('-720.00');

    // The sub-agent sees only their own team.
    const sub = await signIn(t.sub.account);
    const theirs = (await sub.call('GET', '/wps/agent/reports/loss?from=2026-11-20&to=2026-11-26')).json()
      .value;
    expect(theirs.content.map((r: { id: number; level: number }) => [r.id, r.level])).toEqual([
      [t.kid.id, 1],
    ]);
  });

  it('pages 20 members at a time and answers today by default', async () => {
    const boss = await addMember('pagerboss', null, 1);
    const today = businessDayOf(new Date());
    for (let i = 1; i <= 22; i++) {
      const member = await addMember(`pager${String(i).padStart(2, '0')}`, boss.id);
      await database.db.insert(betDaily).values({
        merchantId,
        memberId: member.id,
        day: today,
        category: 'RNG',
        vendor: 'LWSLOT',
        rounds: 1,
        stakeMinor: 100_00n * BigInt(i),
        validBetMinor: 100_00n * BigInt(i),
        payoutMinor: 0n,
        winLossMinor: -100_00n * BigInt(i),
      });
    }
    const c = await signIn('pagerboss');
    const first = (await c.call('GET', '/wps/agent/reports/loss')).json().value;
    expect(first).toMatchObject({ from: today, to: today, totalPages: 2, total: 22 });
    expect(first.content).toHaveLength(20);
    expect(first.content[0]).toMatchObject({ account: 'pager22', winLoss: '-2200.00' });
    const second = (await c.call('GET', '/wps/agent/reports/loss?page=2')).json().value;
    expect(second.content.map((r: { account: string }) => r.account)).toEqual(['pager02', 'pager01']);
    expect(second.totals).toMatchObject({ players: 22, winLoss: '-25300.00' });
  });
});

describe('GET /wps/agent/reports/income (agentRevenueReport)', () => {
  it('sums what was paid by kind this month, last month and in the range, by the day each period ended', async () => {
    const t = await tree('inc');
    const contract = async (memberId: number, kind: string) => {
      const [row] = await database.db
        .insert(agentContracts)
        .values({
          merchantId,
          kind,
          memberId,
          cycle: kind === 'dividend' ? 'weekly' : 'daily',
          tiers: [{ validBetMinor: '0', profitLossMinor: '0', activeMembers: 0, rateBp: 50 }],
          maxRateBp: 50,
          status: 'active',
          acceptedAt: new Date('2026-09-01T00:00:00Z'),
        })
        .returning();
      return row!.id;
    };
    const wages = await contract(t.agent.id, 'dailyWage');
    const dividends = await contract(t.agent.id, 'dividend');
    const hourly = await contract(t.agent.id, 'hourlySalary');
    const subWages = await contract(t.sub.id, 'dailyWage');
    const settle = (
      memberId: number,
      contractId: number,
      kind: string,
      periodKey: string,
      periodFrom: string,
      periodTo: string,
      amount: number,
      status = 'paid',
    ) =>
      database.db
        .insert(contractSettlements)
        .values({
          merchantId,
          kind,
          periodKey,
          periodFrom,
          periodTo,
          memberId,
          contractId,
          validBetMinor: 0n,
          profitLossMinor: 0n,
          activeMembers: 0,
          rateBp: 50,
          amountMinor: BigInt(Math.round(amount * 100)),
          status,
          lines: [],
          paidAt: status === 'paid' ? new Date(`${periodTo}T20:00:00Z`) : null,
        })
        .returning();
    await settle(t.agent.id, dividends, 'dividend', '2026-W43', '2026-10-19', '2026-10-25', 500);
    await settle(t.agent.id, wages, 'dailyWage', '2026-10-31', '2026-10-31', '2026-10-31', 30);
    // A week from October ending on 1 November counts in November.
    await settle(t.agent.id, dividends, 'dividend', '2026-W44', '2026-10-26', '2026-11-01', 700);
    const [w47] = await settle(
      t.agent.id,
      dividends,
      'dividend',
      '2026-W47',
      '2026-11-16',
      '2026-11-22',
      1000,
    );
    const [nothing] = await settle(
      t.agent.id,
      wages,
      'dailyWage',
      '2026-11-22',
      '2026-11-22',
      '2026-11-22',
      0,
      'nothingDue',
    );
    await settle(
      t.agent.id,
      wages,
      'dailyWage',
      '2026-11-23',
      '2026-11-23',
      '2026-11-23',
      80,
      'insufficientBalance',
    );
    await settle(t.agent.id, wages, 'dailyWage', '2026-11-24', '2026-11-24', '2026-11-24', 120.5);
    await settle(t.agent.id, wages, 'dailyWage', '2026-11-25', '2026-11-25', '2026-11-25', 150);
    await settle(t.agent.id, hourly, 'hourlySalary', '2026-11-26', '2026-11-26', '2026-11-26', 10, 'pending');
    // The sub-agent's own income is theirs.
    await settle(t.sub.id, subWages, 'dailyWage', '2026-11-25', '2026-11-25', '2026-11-25', 999);

    const reports = service(() => new Date('2026-11-26T05:00:00Z'));
    const month = await reports.income(scope(), t.agent.id, {});
    expect(month.from).toBe('2026-11-01');
    expect(month.to).toBe('2026-11-26');
    expect(month.thisMonth).toEqual({
      from: '2026-11-01',
      to: '2026-11-26',
      total: '1970.50',
      byKind: { dividend: '1700.00', dailyWage: '270.50', hourlySalary: '0.00', realtimeSalary: '0.00' },
    });
    expect(month.lastMonth).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      total: '530.00',
      byKind: { dividend: '500.00', dailyWage: '30.00', hourlySalary: '0.00', realtimeSalary: '0.00' },
    });
    expect(month.range).toEqual(month.thisMonth);
    expect(month.days).toHaveLength(26);
    expect(month.total).toBe(7);

    const week = await reports.income(scope(), t.agent.id, { from: '2026-11-20', to: '2026-11-26' });
    expect(week.range).toMatchObject({
      total: '1270.50',
      byKind: { dividend: '1000.00', dailyWage: '270.50' },
    });
    expect(week.thisMonth.total).toBe('1970.50');
    expect(week.days.map((d) => [d.day, d.dividend, d.dailyWage, d.hourlySalary])).toEqual([
      ['2026-11-20', '0.00', '0.00', '0.00'],
      ['2026-11-21', '0.00', '0.00', '0.00'],
      ['2026-11-22', '1000.00', '0.00', '0.00'],
      ['2026-11-23', '0.00', '0.00', '0.00'],
      ['2026-11-24', '0.00', '120.50', '0.00'],
      ['2026-11-25', '0.00', '150.00', '0.00'],
      ['2026-11-26', '0.00', '0.00', '0.00'],
    ]);
    // Every settlement of the range, whatever its status, latest period first.
    expect(week.content.map((r) => [r.kind, r.periodKey, r.amount, r.status])).toEqual([
      ['hourlySalary', '2026-11-26', '10.00', 'pending'],
      ['dailyWage', '2026-11-25', '150.00', 'paid'],
      ['dailyWage', '2026-11-24', '120.50', 'paid'],
      ['dailyWage', '2026-11-23', '80.00', 'insufficientBalance'],
      ['dailyWage', '2026-11-22', '0.00', 'nothingDue'],
      ['dividend', '2026-W47', '1000.00', 'paid'],
    ]);
    expect(nothing!.id).toBeGreaterThan(w47!.id);
    expect(week.content[5]).toMatchObject({
      id: w47!.id,
      from: '2026-11-16',
      to: '2026-11-22',
      paidAt: '2026-11-22T20:00:00.000Z',
    });
    expect(week.content[0]?.paidAt).toBeNull();
    expect(week).toMatchObject({ pageNum: 1, totalPages: 1, total: 6 });

    const onlyDividends = await reports.income(scope(), t.agent.id, {
      from: '2026-11-20',
      to: '2026-11-26',
      kind: 'dividend',
    });
    expect(onlyDividends.content.map((r) => r.periodKey)).toEqual(['2026-W47']);
    // The kind filters the list, not the sums.
    expect(onlyDividends.range.total).toBe('1270.50');

    const last = await reports.income(scope(), t.agent.id, { period: 'lastMonth' });
    expect(last).toMatchObject({ from: '2026-10-01', to: '2026-10-31', total: 2 });

    // Over HTTP, for the agent, with this month by default.
    const c = await signIn(t.agent.account);
    const answer = await c.call('GET', '/wps/agent/reports/income?from=2026-11-20&to=2026-11-26');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value).toMatchObject({ range: { total: '1270.50' }, total: 6, currencySymbol: '₫' });
  });
});

describe('GET /wps/agent/reports/transactions (agentDownlineTransactionDetailsCopy)', () => {
  it("lists the team members' wallet movements other than play, newest first, and nobody else's", async () => {
    const t = await tree('tx');
    const wallet = createWalletService(database.db);
    let key = 0;
    const move = (
      direction: 'credit' | 'debit',
      memberId: number,
      amount: number,
      kind: string,
      counterparty: 'cashier' | 'house' | 'promotion' | 'commission' = 'cashier',
      memo?: string,
    ) => {
      key += 1;
      return wallet[direction]({
        merchantId,
        memberId,
        currency,
        amountMinor: BigInt(amount * 100),
        counterparty,
        idempotencyKey: `team-reports-tx-${key}`,
        kind,
        ...(memo ? { memo } : {}),
      });
    };
    // An old deposit, outside the range: booked first so the balances below follow from it.
    const old = await move('credit', t.a.id, 1000, 'deposit');
    await database.db
      .update(journalEntries)
      .set({ createdAt: new Date(Date.now() - 11 * 86_400_000) })
      .where(eq(journalEntries.id, old.entryId));
    await move('credit', t.a.id, 500, 'deposit', 'cashier', 'Deposit #1'); // 1500
    await move('debit', t.a.id, 100, 'bet', 'house'); // 1400, play
    await move('credit', t.a.id, 50, 'win', 'house'); // 1450, play
    const hold = await wallet.hold({
      merchantId,
      memberId: t.a.id,
      currency,
      amountMinor: 200_00n,
      idempotencyKey: 'team-reports-tx-hold',
      kind: 'withdraw_hold',
      memo: 'Withdrawal #9',
    }); // 1250
    await wallet.release({
      merchantId,
      holdId: hold.holdId,
      idempotencyKey: 'team-reports-tx-release',
      kind: 'withdraw_rejected',
      memo: 'Withdrawal #9 rejected',
    }); // 1450
    await move('credit', t.kid.id, 300, 'deposit'); // kid 300
    await wallet.transfer({
      merchantId,
      from: await wallet.memberAccountId(merchantId, t.kid.id, currency, 'member_cash'),
      to: await wallet.memberAccountId(merchantId, t.sub.id, currency, 'member_cash'),
      amount: 40_00n,
      idempotencyKey: 'team-reports-tx-transfer',
      kind: 'transfer',
      meta: { from: t.kid.account, to: t.sub.account },
    }); // kid 260, sub 40
    await move('credit', t.sub.id, 25, 'salary', 'commission', 'dailyWage 2026-11-25'); // sub 65
    await move('credit', t.a.id, 10, 'adjustment', 'promotion'); // 1460
    await move('credit', t.a.id, 5, 'refund', 'house'); // 1465, play
    await move('credit', t.a.id, 7, 'jackpot_win', 'house'); // 1472, play
    // Never: the trial account, the outsider, the agent.
    await move('credit', t.trial.id, 100, 'deposit');
    await move('credit', t.outsider.id, 999, 'deposit');
    await move('credit', t.agent.id, 777, 'deposit');

    const today = businessDayOf(new Date());
    const yesterday = businessDayOf(Date.now() - 86_400_000);
    const range = `from=${yesterday}&to=${today}`;
    const c = await signIn(t.agent.account);
    const list = async (query: string) => {
      const answer = await c.call('GET', `/wps/agent/reports/transactions?${range}${query}`);
      expect(answer.statusCode, query).toBe(200);
      return answer.json().value;
    };

    const all = await list('');
    expect(all).toMatchObject({
      from: yesterday,
      to: today,
      pageNum: 1,
      totalPages: 1,
      total: 8,
      currencySymbol: '₫',
    });
    const brief = (r: {
      account: string;
      level: number;
      type: string;
      amount: string;
      balanceAfter: string;
      counterparty: string | null;
    }) => [r.account, r.level, r.type, r.amount, r.balanceAfter, r.counterparty];
    expect(all.content.map(brief)).toEqual([
      ['txalpha', 1, 'adjustment', '10.00', '1460.00', null],
      ['txsub', 1, 'salary', '25.00', '65.00', null],
      ['txsub', 1, 'transfer', '40.00', '40.00', 'txsubkid'],
      ['txsubkid', 2, 'transfer', '-40.00', '260.00', 'txsub'],
      ['txsubkid', 2, 'deposit', '300.00', '300.00', null],
      ['txalpha', 1, 'withdraw', '200.00', '1450.00', null],
      ['txalpha', 1, 'withdraw', '-200.00', '1250.00', null],
      ['txalpha', 1, 'deposit', '500.00', '1500.00', null],
    ]);
    expect(all.content[1]).toMatchObject({ memo: 'dailyWage 2026-11-25' });
    expect(all.content[7]).toMatchObject({ memo: 'Deposit #1' });
    expect(Date.parse(all.content[0].time)).toBeGreaterThan(Date.now() - 60_000);

    expect((await list('&type=withdraw')).content.map((r: { memo: string }) => r.memo)).toEqual([
      'Withdrawal #9 rejected',
      'Withdrawal #9',
    ]);
    expect((await list('&type=deposit')).content.map(brief)).toEqual([
      ['txsubkid', 2, 'deposit', '300.00', '300.00', null],
      ['txalpha', 1, 'deposit', '500.00', '1500.00', null],
    ]);
    expect((await list('&account=TXSUB')).total).toBe(4);
    expect((await list('&account=txout')).total).toBe(0);
    expect((await list('&account=txboss')).total).toBe(0);
    // The old deposit shows in its own range.
    const oldDay = businessDayOf(Date.now() - 11 * 86_400_000);
    const then = (await c.call('GET', `/wps/agent/reports/transactions?from=${oldDay}&to=${oldDay}`)).json()
      .value;
    expect(then.content.map(brief)).toEqual([['txalpha', 1, 'deposit', '1000.00', '1000.00', null]]);

    // The sub-agent sees their own member's lines only.
    const sub = await signIn(t.sub.account);
    const theirs = (await sub.call('GET', `/wps/agent/reports/transactions?${range}`)).json().value;
    expect(theirs.content.map(brief)).toEqual([
      ['txsubkid', 1, 'transfer', '-40.00', '260.00', 'txsub'],
      ['txsubkid', 1, 'deposit', '300.00', '300.00', null],
    ]);
  });
});

describe('the reports refuse', () => {
  const reports = ['loss', 'income', 'transactions'];

  it('a member, a trial account and a visitor', async () => {
    const member = await signIn('demo_player', 'Player@2026');
    const visitor = createAuthClient(app, { ip: '198.51.100.250' });
    const trial = createAuthClient(app, { ip: '198.51.100.251' });
    const freeplay = await trial.call('POST', '/wps/session/login/freeplay', {
      payload: { platform: 'W', random: 'account', humanCheck: await trial.humanCheck() },
    });
    trial.token = freeplay.json().value.token;
    for (const report of reports) {
      const url = `/wps/agent/reports/${report}`;
      const refused = await member.call('GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({
        success: false,
        code: 'AUTH_NOT_AGENT',
        message: 'in_non_agent_login',
      });
      expect((await trial.call('GET', url)).json(), url).toMatchObject({ code: 'AUTH_TRIAL_FORBIDDEN' });
      expect((await visitor.call('GET', url)).statusCode, url).toBe(401);
    }
    const announcements = await member.call('GET', '/wps/agent/announcements');
    expect(announcements.json()).toMatchObject({ code: 'AUTH_NOT_AGENT' });
  });

  it.each([
    ['from=2026-11-26&to=2026-11-20', 'querystring.to'],
    ['from=2026-08-01&to=2026-11-26', 'querystring.from'],
    ['from=2026-11-20', 'querystring.to'],
    ['to=2026-11-20', 'querystring.from'],
    ['from=2026-02-30&to=2026-03-01', 'querystring.from'],
    ['period=forever', 'querystring.period'],
    ['page=0', 'querystring.page'],
  ])('a range like %s, naming %s', async (query, field) => {
    const agent = await signIn('demo_agent');
    for (const report of reports) {
      const answer = await agent.call('GET', `/wps/agent/reports/${report}?${query}`);
      expect(answer.statusCode, report).toBe(400);
      expect(answer.json(), report).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        value: { field },
      });
    }
  });

  it('a type or kind it does not know, and accepts the longest range', async () => {
    const agent = await signIn('demo_agent');
    expect((await agent.call('GET', '/wps/agent/reports/transactions?type=bet')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'querystring.type' },
    });
    expect((await agent.call('GET', '/wps/agent/reports/income?kind=bonus')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'querystring.kind' },
    });
    // 92 days, both ends included.
    const longest = await agent.call('GET', '/wps/agent/reports/loss?from=2026-08-27&to=2026-11-26');
    expect(longest.statusCode).toBe(200);
    expect(
      (await agent.call('GET', '/wps/agent/reports/loss?from=2026-08-26&to=2026-11-26')).statusCode,
    ).toBe(400);
  });
});
