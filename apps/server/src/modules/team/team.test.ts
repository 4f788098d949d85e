/**
 * The agent's team overview (issue 16 `agentTeamOverview`): its figures equal sums computed here,
 * independently, from generated rounds, deposits, withdrawals and sign-ups of a small tree (an agent,
 * direct members, a sub-agent with a member of its own), with a member outside the team and a trial
 * account under the agent that must never count. Then the route: agents only.
 */
import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import { fromMinorUnits } from '@luckwell/contracts/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { deposits } from '../deposits/deposit.table.ts';
import { paymentMethods } from '../deposits/payment-method.table.ts';
import { members } from '../members/member.table.ts';
import { createMembersRepository } from '../members/members.repository.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { createBetDailyRepository } from '../seamless/bet-daily.repository.ts';
import { betRecords } from '../seamless/bet-record.table.ts';
import { memberBankAccounts } from '../withdrawals/bank-account.table.ts';
import { withdrawals } from '../withdrawals/withdrawal.table.ts';
import { createTeamService, teamPeriods } from './team.service.ts';
import { createTeamDailyRepository } from './team-daily.repository.ts';

let app: App;
let database: DatabaseHandle;
let merchantId: number;
let currency: string;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  const [lw] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
  merchantId = lw?.id ?? 0;
  currency = lw?.currencyCode ?? 'VND';
}, 60_000);
afterAll(async () => {
  await app.close();
});

const DAY_MS = 86_400_000;
/** Noon of the business day `daysAgo` before `now` (business days are UTC+7). */
const NOW = new Date('2026-11-26T05:00:00Z');
const at = (daysAgo: number, hour = 5) =>
  new Date(Date.parse('2026-11-26T00:00:00Z') - daysAgo * DAY_MS + hour * 3_600_000);

let counter = 0;
const addMember = async (uplineId: number | null, type = 0, createdAt = at(60)) => {
  counter += 1;
  const [row] = await database.db
    .insert(members)
    .values({
      merchantId,
      account: `team${counter}`,
      nickname: `Team ${counter}`,
      type,
      uplineId,
      passwordHash: await hashPassword('Agent@2026'),
      referralCode: `TEAMT${counter}`,
      createdAt,
    })
    .returning();
  if (!row) throw new Error('no member');
  return row;
};

/** A deterministic pseudo-random sequence, so a failure repeats. */
let seed = 20_261_126;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

type Happening = {
  memberId: number;
  day: string;
  kind: 'bet' | 'deposit' | 'withdrawal';
  amount: bigint;
  validBet: bigint;
  winLoss: bigint;
};

describe('the team overview', () => {
  it('adds up exactly what its members did, by period and by day, and nothing of anyone else', async () => {
    const agent = await addMember(null, 1);
    const m1 = await addMember(agent.id, 0, at(0, 3));
    const m2 = await addMember(agent.id, 0, at(8));
    const sub = await addMember(agent.id, 2, at(1, 10));
    const s1 = await addMember(sub.id, 0, at(3));
    const trial = await addMember(agent.id, 4, at(0, 4));
    const outsider = await addMember(null, 0, at(0, 2));
    const team = [m1, m2, sub, s1];

    const [method] = await database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.merchantId, merchantId));
    if (!method) throw new Error('no payment method');
    const happenings: Happening[] = [];
    const bets = createBetDailyRepository(database.db);
    for (const member of [...team, trial, outsider]) {
      const [bank] = await database.db
        .insert(memberBankAccounts)
        .values({
          merchantId,
          memberId: member.id,
          bankName: 'VCB',
          accountNumber: `0${member.id}123456`,
          accountName: 'TEAM',
        })
        .returning();
      for (let k = 0; k < 25; k++) {
        const daysAgo = Math.floor(random() * 40);
        const when = at(daysAgo, 1 + Math.floor(random() * 20));
        const stake = BigInt(1 + Math.floor(random() * 500)) * 1000n;
        const payout = random() < 0.4 ? stake * BigInt(Math.floor(random() * 3)) : 0n;
        await bets.add({
          merchantId,
          memberId: member.id,
          vendor: 'LWSLOT',
          gameCode: 'lucky-7',
          stakeMinor: stake,
          validBetMinor: stake,
          payoutMinor: payout,
          winLossMinor: payout - stake,
          settledAt: when,
        });
        happenings.push({
          memberId: member.id,
          day: businessDayOf(when),
          kind: 'bet',
          amount: stake,
          validBet: stake,
          winLoss: payout - stake,
        });
        if (random() < 0.25) {
          const amount = BigInt(1 + Math.floor(random() * 50)) * 100_000n;
          await database.db.insert(deposits).values({
            merchantId,
            memberId: member.id,
            methodId: method.id,
            kind: 'bank',
            amount,
            currency,
            status: 'approved',
            decidedAt: when,
            createdAt: when,
          });
          happenings.push({
            memberId: member.id,
            day: businessDayOf(when),
            kind: 'deposit',
            amount,
            validBet: 0n,
            winLoss: 0n,
          });
        }
        if (random() < 0.1) {
          // A pending deposit and a rejected withdrawal never count.
          await database.db.insert(deposits).values({
            merchantId,
            memberId: member.id,
            methodId: method.id,
            kind: 'bank',
            amount: 777_000n,
            currency,
            status: 'pending',
            createdAt: when,
          });
          await database.db.insert(withdrawals).values({
            merchantId,
            memberId: member.id,
            bankAccountId: bank!.id,
            amount: 555_000n,
            currency,
            status: 'rejected',
            rejectedAt: when,
            createdAt: when,
          });
        }
        if (random() < 0.15) {
          const amount = BigInt(1 + Math.floor(random() * 20)) * 100_000n;
          await database.db.insert(withdrawals).values({
            merchantId,
            memberId: member.id,
            bankAccountId: bank!.id,
            amount,
            currency,
            status: 'paid',
            paidAt: when,
            createdAt: when,
          });
          happenings.push({
            memberId: member.id,
            day: businessDayOf(when),
            kind: 'withdrawal',
            amount,
            validBet: 0n,
            winLoss: 0n,
          });
        }
      }
    }

    const service = createTeamService({
      ...createTeamDailyRepository(database.db),
      now: () => NOW,
    });
    const overview = await service.overview({ merchantId, agentId: agent.id, currencySymbol: '₫' });

    expect(overview).toMatchObject({ teamSize: 4, directMembers: 3, subAgents: 1 });
    const inTeam = new Set(team.map((m) => m.id));
    const mine = happenings.filter((h) => inTeam.has(h.memberId));
    const firstDepositDay = new Map<number, string>();
    for (const h of [...mine]
      .filter((x) => x.kind === 'deposit')
      .sort((a, b) => a.day.localeCompare(b.day))) {
      if (!firstDepositDay.has(h.memberId)) firstDepositDay.set(h.memberId, h.day);
    }
    const expected = (from: string, to: string) => {
      const within = mine.filter((h) => h.day >= from && h.day <= to);
      const sum = (kind: Happening['kind'], pick: (h: Happening) => bigint) =>
        within.filter((h) => h.kind === kind).reduce((total, h) => total + pick(h), 0n);
      return {
        from,
        to,
        newMembers: team.filter((m) => {
          const day = businessDayOf(m.createdAt);
          return day >= from && day <= to;
        }).length,
        activeMembers: new Set(within.filter((h) => h.kind === 'bet').map((h) => h.memberId)).size,
        firstDeposits: [...firstDepositDay.values()].filter((day) => day >= from && day <= to).length,
        deposits: fromMinorUnits(sum('deposit', (h) => h.amount)),
        withdrawals: fromMinorUnits(sum('withdrawal', (h) => h.amount)),
        rounds: within.filter((h) => h.kind === 'bet').length,
        validBet: fromMinorUnits(sum('bet', (h) => h.validBet)),
        winLoss: fromMinorUnits(sum('bet', (h) => h.winLoss)),
      };
    };

    const today = businessDayOf(NOW);
    const periods = teamPeriods(today);
    expect(periods).toEqual({
      today: { from: '2026-11-26', to: '2026-11-26' },
      yesterday: { from: '2026-11-25', to: '2026-11-25' },
      thisWeek: { from: '2026-11-23', to: '2026-11-26' },
      thisMonth: { from: '2026-11-01', to: '2026-11-26' },
    });
    for (const period of overview.periods) {
      expect(period, period.period).toEqual({
        period: period.period,
        ...expected(periods[period.period].from, periods[period.period].to),
      });
    }
    expect(overview.days).toHaveLength(30);
    expect(overview.days.at(-1)?.day).toBe(today);
    for (const day of overview.days) {
      const { from: _f, to: _t, ...figures } = expected(day.day, day.day);
      expect(day, day.day).toEqual({ day: day.day, ...figures });
    }
    // The sub-agent sees only their own team.
    const ofSub = await service.overview({ merchantId, agentId: sub.id, currencySymbol: '₫' });
    expect(ofSub).toMatchObject({ teamSize: 1, directMembers: 1, subAgents: 0 });
  });
});

describe('GET /wps/agent/team/overview', () => {
  it('answers an agent, and refuses a member and a visitor', async () => {
    const visitor = createAuthClient(app, { ip: '198.51.100.201' });
    expect((await visitor.call('GET', '/wps/agent/team/overview')).statusCode).toBe(401);

    const member = createAuthClient(app, { ip: '198.51.100.202' });
    expect((await member.login('demo_player', 'Player@2026')).json().success).toBe(true);
    const refused = await member.call('GET', '/wps/agent/team/overview');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'AUTH_NOT_AGENT',
      message: 'in_non_agent_login',
    });

    const agent = createAuthClient(app, { ip: '198.51.100.203' });
    expect((await agent.login('demo_agent', 'Agent@2026')).json().success).toBe(true);
    const answer = await agent.call('GET', '/wps/agent/team/overview');
    expect(answer.statusCode).toBe(200);
    const value = answer.json().value;
    expect(value.teamSize).toBeGreaterThan(0);
    expect(value.periods.map((p: { period: string }) => p.period)).toEqual([
      'today',
      'yesterday',
      'thisWeek',
      'thisMonth',
    ]);
    expect(value.days).toHaveLength(30);
  });
});

describe('registerCenter: the invitation and registering under the agent', () => {
  const agentClient = async (ip: string) => {
    const agent = createAuthClient(app, { ip });
    expect((await agent.login('demo_subagent', 'Agent@2026')).json().success).toBe(true);
    return agent;
  };
  const register = (c: ReturnType<typeof createAuthClient>, payload: Record<string, unknown>) =>
    c.call('POST', '/wps/agent/team/members', { payload });

  it('gives the agent their invitation code, and makes one once for an agent who has none', async () => {
    const agent = await agentClient('198.51.100.211');
    expect((await agent.call('GET', '/wps/agent/invite')).json().value).toEqual({ affiliateCode: 'LWSUB01' });

    const bare = await addMember(null, 1);
    const c = createAuthClient(app, { ip: '198.51.100.212' });
    expect((await c.login(bare.account, 'Agent@2026')).json().success).toBe(true);
    const first = (await c.call('GET', '/wps/agent/invite')).json().value.affiliateCode;
    expect(first).toMatch(/^[A-Z0-9X]{8}$/);
    expect((await c.call('GET', '/wps/agent/invite')).json().value.affiliateCode).toBe(first);
    // The code signs people up under this agent: the affiliate check knows it.
    expect((await c.call('GET', `/wps/agent/affiliate?code=${first}`)).json().value.agentNickname).toBe(
      bare.nickname,
    );
  });

  it('registers a member and a sub-agent under the agent, who must change the first password', async () => {
    const agent = await agentClient('198.51.100.213');
    const [me] = await database.db.select().from(members).where(eq(members.account, 'demo_subagent'));
    const member = await register(agent, {
      kind: 'member',
      username: 'newbie01',
      password: 'First123',
      confirmPassword: 'First123',
    });
    expect(member.statusCode).toBe(200);
    expect(member.json().value).toMatchObject({
      account: 'newbie01',
      nickname: 'newbie01',
      kind: 'member',
      affiliateCode: null,
    });
    const sub = await register(agent, {
      kind: 'agent',
      username: 'subboss01',
      password: 'First123',
      confirmPassword: 'First123',
      nickname: 'Sub Boss',
    });
    expect(sub.json().value).toMatchObject({ account: 'subboss01', nickname: 'Sub Boss', kind: 'agent' });
    expect(sub.json().value.affiliateCode).toMatch(/^[A-Z0-9X]{8}$/);
    const [row] = await database.db.select().from(members).where(eq(members.account, 'subboss01'));
    expect(row).toMatchObject({
      type: 2,
      uplineId: me?.id,
      mustChangePassword: true,
      registerMethod: 'AGENT',
    });
    expect(await createMembersRepository(database.db).depthBelow(merchantId, me!.id, row!.id)).toBe(1);

    const newcomer = createAuthClient(app, { ip: '198.51.100.214' });
    const login = (await newcomer.login('newbie01', 'First123')).json();
    expect(login.value.weakPassword).toBe(true);
    expect((await newcomer.call('GET', '/wps/member/security')).json()).toMatchObject({
      code: 'AUTH_PASSWORD_CHANGE_REQUIRED',
    });
  });

  it.each([
    [
      { username: '1bad', password: 'First123', confirmPassword: 'First123' },
      400,
      'VALIDATION_FAILED',
      'body.username',
    ],
    [
      { username: 'goodname1', password: 'short', confirmPassword: 'short' },
      400,
      'VALIDATION_FAILED',
      'body.password',
    ],
    [
      { username: 'goodname2', password: 'First123', confirmPassword: 'First124' },
      400,
      'AUTH_PASSWORD_MISMATCH',
      'body.confirmPassword',
    ],
    [
      { username: 'goodname3', password: 'First123', confirmPassword: 'First123', nickname: 'x' },
      400,
      'VALIDATION_FAILED',
      'body.nickname',
    ],
  ])('refuses %j and registers nobody', async (payload, status, code, field) => {
    const agent = await agentClient(`198.51.100.${220 + Math.floor(Math.random() * 30)}`);
    const before = (await database.db.select().from(members)).length;
    const answer = await register(agent, { kind: 'member', ...payload });
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toMatchObject({ success: false, code, value: { field } });
    expect((await database.db.select().from(members)).length).toBe(before);
  });

  it('refuses a name already taken, whatever its case', async () => {
    const agent = await agentClient('198.51.100.249');
    const first = await register(agent, {
      kind: 'member',
      username: 'takenname1',
      password: 'First123',
      confirmPassword: 'First123',
    });
    expect(first.statusCode).toBe(200);
    const again = await register(agent, {
      kind: 'member',
      username: 'TakenName1',
      password: 'First123',
      confirmPassword: 'First123',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'AUTH_ACCOUNT_EXISTS',
      message: 'in_account_exists',
      value: { field: 'body.username' },
    });
  });

  it('refuses a member, and a sixth registration in a minute', async () => {
    const member = createAuthClient(app, { ip: '198.51.100.251' });
    expect((await member.login('demo_player', 'Player@2026')).json().success).toBe(true);
    for (const [method, url] of [
      ['GET', '/wps/agent/invite'],
      ['POST', '/wps/agent/team/members'],
    ] as const) {
      const answer = await member.call(
        method,
        url,
        method === 'POST'
          ? {
              payload: {
                kind: 'member',
                username: 'sneaky01',
                password: 'First123',
                confirmPassword: 'First123',
              },
            }
          : {},
      );
      expect(answer.json(), url).toMatchObject({ code: 'AUTH_NOT_AGENT' });
    }

    const busy = await addMember(null, 1);
    const c = createAuthClient(app, { ip: '198.51.100.252' });
    expect((await c.login(busy.account, 'Agent@2026')).json().success).toBe(true);
    for (let i = 1; i <= 5; i++) {
      expect(
        (
          await register(c, {
            kind: 'member',
            username: `burst${i}x`,
            password: 'First123',
            confirmPassword: 'First123',
          })
        ).statusCode,
      ).toBe(200);
    }
    const sixth = await register(c, {
      kind: 'member',
      username: 'burst6x',
      password: 'First123',
      confirmPassword: 'First123',
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('GET /wps/agent/team/members (downlineManagmentView)', () => {
  it('pages the team nearest first, filters it, opens a line, and never leaves the team', async () => {
    // A tree of its own: boss → 25 direct members and a sub-agent → its 3 members (one of them an agent).
    const boss = await addMember(null, 1);
    const directs = [];
    for (let i = 0; i < 25; i++) directs.push(await addMember(boss.id));
    const lieutenant = await addMember(boss.id, 2);
    const below = [
      await addMember(lieutenant.id),
      await addMember(lieutenant.id, 2),
      await addMember(lieutenant.id),
    ];
    await addMember(boss.id, 4); // a trial account never shows
    const stranger = await addMember(null);

    const c = createAuthClient(app, { ip: '198.51.100.231' });
    expect((await c.login(boss.account, 'Agent@2026')).json().success).toBe(true);
    const list = async (query: string) => (await c.call('GET', `/wps/agent/team/members${query}`)).json();

    const first = await list('');
    expect(first.value).toMatchObject({
      pageNum: 1,
      totalPages: 2,
      total: 29,
      line: null,
      currencySymbol: '₫',
    });
    expect(first.value.content).toHaveLength(20);
    expect(first.value.content.every((m: { level: number }) => m.level === 1)).toBe(true);
    expect(first.value.content[0]).toMatchObject({
      uplineAccount: boss.account,
      teamSize: 0,
      balance: '0.00',
      status: 'active',
    });
    const second = await list('?page=2');
    expect(second.value.content.map((m: { level: number }) => m.level)).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2]);
    const lieutenantRow = second.value.content.find((m: { id: number }) => m.id === lieutenant.id);
    expect(lieutenantRow).toMatchObject({ kind: 'agent', teamSize: 3, level: 1 });

    expect((await list('?kind=agent')).value.content.map((m: { id: number }) => m.id).sort()).toEqual(
      [lieutenant.id, below[1]!.id].sort(),
    );
    expect((await list('?level=2')).value.total).toBe(3);
    // The counts without an account filter come from the indexes (ADR 060): the trial account never counts.
    expect((await list('?kind=agent')).value.total).toBe(2);
    expect((await list('?kind=member')).value.total).toBe(27);
    expect((await list('?level=1')).value.total).toBe(26);
    expect((await list('?level=1&kind=member')).value.total).toBe(25);
    expect((await list(`?under=${lieutenant.id}`)).value.total).toBe(3);
    expect((await list(`?under=${lieutenant.id}&kind=agent`)).value.total).toBe(1);
    expect(
      (await list(`?account=${below[0]!.account.toUpperCase()}`)).value.content.map(
        (m: { id: number }) => m.id,
      ),
    ).toEqual([below[0]!.id]);
    // A LIKE wildcard is a letter like any other.
    expect((await list('?account=%25')).value.total).toBe(0);

    const line = (await list(`?under=${lieutenant.id}`)).value;
    expect(line.line).toEqual({
      id: lieutenant.id,
      account: lieutenant.account,
      path: [{ id: lieutenant.id, account: lieutenant.account }],
    });
    expect(
      line.content.map((m: { level: number; uplineAccount: string }) => [m.level, m.uplineAccount]),
    ).toEqual([
      [2, lieutenant.account],
      [2, lieutenant.account],
      [2, lieutenant.account],
    ]);

    for (const outside of [stranger.id, boss.id, 99_999_999]) {
      const refused = await c.call('GET', `/wps/agent/team/members?under=${outside}`);
      expect(refused.statusCode, String(outside)).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', value: { field: 'query.under' } });
    }
    expect((await c.call('GET', '/wps/agent/team/members?page=0')).statusCode).toBe(400);
    expect((await c.call('GET', '/wps/agent/team/members?kind=boss')).statusCode).toBe(400);
    expect(directs).toHaveLength(25);
  });
});

describe('GET /wps/agent/team/bets (the team betting record)', () => {
  it("lists the team's rounds with their accounts and totals, by account too, and nobody else's", async () => {
    const boss = await addMember(null, 1);
    const mate = await addMember(boss.id);
    const deep = await addMember((await addMember(boss.id, 2)).id);
    const stranger = await addMember(null);
    const round = (memberId: number, n: number, stake: bigint, payout: bigint) =>
      database.db.insert(betRecords).values({
        merchantId,
        memberId,
        vendor: 'LWSLOT',
        gameCode: 'lucky-7',
        roundId: `team-bets-${memberId}-${n}`,
        currency,
        stakeMinor: stake,
        validBetMinor: stake,
        payoutMinor: payout,
        winLossMinor: payout - stake,
        status: 'settled',
        placedAt: at(0, 1 + n),
        settledAt: at(0, 1 + n),
      });
    await round(mate.id, 1, 100_000n, 0n);
    await round(mate.id, 2, 50_000n, 150_000n);
    await round(deep.id, 3, 20_000n, 0n);
    await round(stranger.id, 4, 999_000n, 0n);

    const c = createAuthClient(app, { ip: '198.51.100.241' });
    expect((await c.login(boss.account, 'Agent@2026')).json().success).toBe(true);
    const all = (await c.call('GET', '/wps/agent/team/bets')).json().value;
    expect(all.list.map((r: { account: string }) => r.account)).toEqual([
      deep.account,
      mate.account,
      mate.account,
    ]);
    expect(all).toMatchObject({ total: 3, totalStake: '1700.00', totalWinLoss: '-200.00' });
    expect(all.list.every((r: { replayable: boolean }) => r.replayable === false)).toBe(true);

    const one = (await c.call('GET', `/wps/agent/team/bets?account=${mate.account.toUpperCase()}`)).json()
      .value;
    expect(one).toMatchObject({ total: 2, totalStake: '1500.00' });
    expect((await c.call('GET', `/wps/agent/team/bets?account=${stranger.account}`)).json().value.total).toBe(
      0,
    );
    expect((await c.call('GET', '/wps/agent/team/bets?account=nobody99')).json().value.total).toBe(0);

    const member = createAuthClient(app, { ip: '198.51.100.242' });
    expect((await member.login(mate.account, 'Agent@2026')).json().success).toBe(true);
    expect((await member.call('GET', '/wps/agent/team/bets')).json()).toMatchObject({
      code: 'AUTH_NOT_AGENT',
    });
  });
});
