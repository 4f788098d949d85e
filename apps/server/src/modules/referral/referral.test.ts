/**
 * Referral rewards (issue 17, ADR 067), hand-computed on the second brand's own programme (cents):
 * deposits reaching 100.00 pay 30.00; valid bet reaching 2,000.00 pays 50.00, 10,000.00 pays 150.00.
 * Each invitee's milestone pays its inviter once however often and however concurrently it is
 * reviewed; a shared IP address or device holds it for an operator, who pays it once or rejects it;
 * agents' sign-ups and a programme turned off pay nothing; the inviter's page, the member info's
 * REFERRAL entry and the back office; the device id a sign-in records; the ledger after each.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createMemberMaker } from '../../testing/test-members.ts';
import { createAuditService } from '../admin/audit.service.ts';
import { auditLog } from '../admin/audit-log.table.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { deposits } from '../deposits/deposit.table.ts';
import { paymentMethods } from '../deposits/payment-method.table.ts';
import { members } from '../members/member.table.ts';
import { memberLogins } from '../members/member-login.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { betDaily } from '../seamless/bet-daily.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { createReferralService, reachedMilestones } from './referral.service.ts';
import { referralRewards, referralSettings, type StoredMilestone } from './referral.table.ts';

const PASSWORD = 'Player@2026';
let app: App;
let database: DatabaseHandle;
let jd: typeof merchants.$inferSelect;
let lw: typeof merchants.$inferSelect;
let makers: Map<number, ReturnType<typeof createMemberMaker>>;

const MILESTONES: StoredMilestone[] = [
  { kind: 'deposit', thresholdMinor: '10000', rewardMinor: '3000' },
  { kind: 'valid_bet', thresholdMinor: '200000', rewardMinor: '5000' },
  { kind: 'valid_bet', thresholdMinor: '1000000', rewardMinor: '15000' },
];

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  const brands = await database.db.select().from(merchants);
  lw = brands.find((brand) => brand.code === 'LW')!;
  jd = brands.find((brand) => brand.code !== 'LW')!;
  const passwordHash = await hashPassword(PASSWORD);
  makers = new Map(
    [lw, jd].map((brand) => [
      brand.id,
      createMemberMaker(database.db, brand.id, `ref${brand.id}_`, { passwordHash }),
    ]),
  );
  await database.db
    .update(referralSettings)
    .set({ enabled: true, milestones: MILESTONES })
    .where(eq(referralSettings.merchantId, jd.id));
}, 60_000);
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

let ipSeq = 0;
/** A member of the brand, registered from an address of its own unless one is given. */
const addMember = async (brand = jd, { upline = null as number | null, type = 0, ip = '' } = {}) => {
  const member = await makers.get(brand.id)!(upline, type);
  ipSeq += 1;
  await database.db
    .update(members)
    .set({ registerIp: ip || `192.0.2.${ipSeq}` })
    .where(eq(members.id, member.id));
  return member;
};

const deposit = async (memberId: number, amount: bigint, brand = jd) => {
  const [method] = await database.db.select().from(paymentMethods).limit(1);
  await database.db.insert(deposits).values({
    merchantId: brand.id,
    memberId,
    methodId: method!.id,
    kind: 'bank',
    amount,
    currency: brand.currencyCode,
    status: 'approved',
    decidedAt: new Date(),
  });
};

const play = (memberId: number, validBet: bigint, day = '2025-02-01', brand = jd) =>
  database.db.insert(betDaily).values({
    merchantId: brand.id,
    memberId,
    day,
    category: 'RNG',
    vendor: 'REFTEST',
    rounds: 1,
    stakeMinor: validBet,
    validBetMinor: validBet,
    payoutMinor: 0n,
    winLossMinor: -validBet,
  });

const service = () =>
  createReferralService({
    db: database.db,
    wallet: createWalletService(database.db),
    audit: createAuditService(database.db),
  });
const balance = (memberId: number, brand = jd) =>
  createWalletService(database.db).balance(brand.id, memberId, brand.currencyCode);
const rewardsOf = (inviteeId: number) =>
  database.db.select().from(referralRewards).where(eq(referralRewards.inviteeId, inviteeId));

describe('the rules', () => {
  it('reaches each milestone whose figure meets its threshold', () => {
    const reached = (depositMinor: bigint, validBetMinor: bigint) =>
      reachedMilestones(MILESTONES, { depositMinor, validBetMinor }).map(
        (milestone) => milestone.thresholdMinor,
      );
    expect(reached(0n, 0n)).toEqual([]);
    expect(reached(9_999n, 199_999n)).toEqual([]);
    expect(reached(10_000n, 0n)).toEqual(['10000']);
    expect(reached(0n, 1_000_000n)).toEqual(['200000', '1000000']);
  });
});

describe('rewards', () => {
  it('pay the inviter each milestone an invitee reached, once, however often it is reviewed', async () => {
    const inviter = await addMember();
    const friend = await addMember(jd, { upline: inviter.id });
    await deposit(friend.id, 150_00n);
    await play(friend.id, 2_500_00n);
    await Promise.all([0, 1, 2].map(() => service().review(jd, [friend.id])));
    // Deposits 150.00 (30.00) and valid bet 2,500.00 (50.00); 10,000.00 not reached.
    expect(await balance(inviter.id)).toBe(80_00n);
    expect((await rewardsOf(friend.id)).map((row) => row.status)).toEqual(['paid', 'paid']);

    await play(friend.id, 7_500_00n, '2025-02-02');
    await service().review(jd, [friend.id]);
    expect(await balance(inviter.id)).toBe(230_00n);
    expect(await balance(friend.id)).toBe(0n);
  });

  it('are held when the invitee shares an address with the inviter or another invitee, then paid once or rejected', async () => {
    const inviter = await addMember(jd, { ip: '198.51.100.77' });
    const twin = await addMember(jd, { upline: inviter.id, ip: '198.51.100.77' });
    const first = await addMember(jd, { upline: inviter.id });
    const cousin = await addMember(jd, { upline: inviter.id });
    // The cousin signed in once from the first invitee's registration address.
    const [firstRow] = await database.db.select().from(members).where(eq(members.id, first.id));
    await database.db.execute(
      `insert into member_known_ips (member_id, ip) values (${cousin.id}, '${firstRow!.registerIp}')`,
    );
    for (const member of [twin, cousin]) await deposit(member.id, 100_00n);
    await service().review(jd, [twin.id, cousin.id]);
    const [held] = await rewardsOf(twin.id);
    expect(held).toMatchObject({ status: 'held', heldFor: 'ip:198.51.100.77', amountMinor: 30_00n });
    expect((await rewardsOf(cousin.id))[0]).toMatchObject({
      status: 'held',
      heldFor: `ip:${firstRow!.registerIp}`,
    });
    expect(await balance(inviter.id)).toBe(0n);

    const content = createOperatorClient(app, { ip: '198.51.100.251' });
    await content.signIn('content', 'Content@2026');
    const finance = createOperatorClient(app, { ip: '198.51.100.252' });
    await finance.signIn('finance', 'Finance@2026');
    const path = `/referral/rewards/${held!.id}/approve`;
    expect((await finance.post(path, { reason: 'Siblings at home' })).statusCode).toBe(403);
    expect((await content.post(path, { reason: '' })).statusCode).toBe(400);
    const answers = await Promise.all(
      [0, 1, 2].map(() => content.post(path, { reason: 'Siblings at home' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      success: false,
      code: 'REFERRAL_NOT_HELD',
    });
    expect(await balance(inviter.id)).toBe(30_00n);

    const cousinReward = (await rewardsOf(cousin.id))[0]!;
    const rejected = await content.post(`/referral/rewards/${cousinReward.id}/reject`, {
      reason: 'Same household',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await rewardsOf(cousin.id))[0]).toMatchObject({
      status: 'rejected',
      decisionReason: 'Same household',
    });
    expect(await balance(inviter.id)).toBe(30_00n);
    const audited = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'referral_reward'), eq(auditLog.targetId, String(cousinReward.id))));
    expect(audited.map((row) => row.action)).toEqual(['referral.reject']);
    expect(
      (await content.post('/referral/rewards/999999/approve', { reason: 'no such reward' })).json(),
    ).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('are held when the invitee signed in on a device the inviter signed in on', async () => {
    const inviter = await addMember();
    const friend = await addMember(jd, { upline: inviter.id });
    for (const memberId of [inviter.id, friend.id]) {
      await database.db.insert(memberLogins).values({
        memberId,
        ip: `203.0.113.${memberId % 200}`,
        deviceId: 'shared-phone-0001',
        success: true,
        reason: 'password',
      });
    }
    await deposit(friend.id, 100_00n);
    await service().review(jd, [friend.id]);
    expect((await rewardsOf(friend.id))[0]).toMatchObject({
      status: 'held',
      heldFor: 'device:shared-phone-0001',
    });
  });

  it("pay nothing for an agent's sign-ups, a trial account, or while the programme is off", async () => {
    const agent = await addMember(jd, { type: 1 });
    const agentsFriend = await addMember(jd, { upline: agent.id });
    await deposit(agentsFriend.id, 500_00n);
    await service().review(jd, [agentsFriend.id]);
    expect(await rewardsOf(agentsFriend.id)).toEqual([]);

    const inviter = await addMember();
    const friend = await addMember(jd, { upline: inviter.id });
    await deposit(friend.id, 500_00n);
    await database.db
      .update(referralSettings)
      .set({ enabled: false })
      .where(eq(referralSettings.merchantId, jd.id));
    await service().review(jd, [friend.id]);
    await service().tick();
    expect(await rewardsOf(friend.id)).toEqual([]);
    await database.db
      .update(referralSettings)
      .set({ enabled: true })
      .where(eq(referralSettings.merchantId, jd.id));
    // The beat finds the invitee (deposited today) once the programme is back on.
    await service().tick();
    expect(await balance(inviter.id)).toBe(30_00n);
  });
});

describe('the inviter and the back office', () => {
  let content: OperatorClient;

  beforeAll(async () => {
    content = createOperatorClient(app, { ip: '198.51.100.253' });
    await content.signIn('content', 'Content@2026');
  });

  it('shows the inviter their code, link, invitees (masked) with progress and rewards, and the invite entry', async () => {
    const inviter = await addMember(lw);
    const friend = await addMember(lw, { upline: inviter.id });
    await deposit(friend.id, 150_000_00n, lw);
    const client = createAuthClient(app, { ip: '198.18.92.9' });
    expect((await client.login(inviter.account, PASSWORD)).json().success).toBe(true);
    const page = (await client.call('GET', '/wps/member/referral')).json().value;
    const [row] = await database.db.select().from(members).where(eq(members.id, inviter.id));
    // The demo's programme of Luckwell: 100,000 of deposits pays 30,000.
    expect(page).toMatchObject({
      enabled: true,
      code: row!.referralCode,
      path: `/register?referralCode=${row!.referralCode}`,
      invitees: 1,
      paid: '30000.00',
      held: '0.00',
      pageNum: 1,
      totalPages: 1,
      currencySymbol: '₫',
    });
    expect(page.milestones[0]).toEqual({ kind: 'deposit', threshold: '100000.00', reward: '30000.00' });
    expect(page.content).toEqual([
      {
        account: `${friend.account.slice(0, 2)}***${friend.account.slice(-2)}`,
        joinedAt: expect.any(String),
        deposits: '150000.00',
        validBet: '0.00',
        rewards: [{ milestone: 0, amount: '30000.00', status: 'paid' }],
      },
    ]);
    const info = (await client.call('GET', '/wps/member/info')).json();
    expect(info.value?.availablePromo, JSON.stringify(info)).toEqual([{ type: 'REFERRAL', enabled: true }]);
  });

  it('changes the programme with a reason (audited), refuses bad milestones, and turns the invite entry off', async () => {
    const body = {
      merchantCode: 'LW',
      enabled: false,
      milestones: [{ kind: 'deposit', threshold: '100000.00', reward: '30000.00' }],
      reason: 'Paused for the audit',
    };
    const bad = [
      { ...body, milestones: [{ kind: 'deposit', threshold: '0.00', reward: '1.00' }] },
      { ...body, milestones: [{ kind: 'deposit', threshold: '1.00', reward: '0.00' }] },
      { ...body, milestones: [body.milestones[0], body.milestones[0]] },
      { ...body, milestones: [{ kind: 'bets', threshold: '1.00', reward: '1.00' }] },
      { ...body, reason: '' },
    ];
    for (const refused of bad) {
      const answer = await content.put('/referral', refused);
      expect(answer.statusCode, JSON.stringify(refused)).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const saved = (await content.put('/referral', body)).json().value;
    expect(saved).toMatchObject({ merchantCode: 'LW', enabled: false, milestones: body.milestones });
    const [audited] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'referral.settings'));
    expect(audited).toMatchObject({ targetType: 'merchant', targetId: 'LW' });
    const member = await addMember(lw);
    const client = createAuthClient(app, { ip: '198.18.92.10' });
    await client.login(member.account, PASSWORD);
    const info = (await client.call('GET', '/wps/member/info')).json();
    expect(info.value?.availablePromo, JSON.stringify(info)).toEqual([{ type: 'REFERRAL', enabled: false }]);
    expect((await client.call('GET', '/wps/member/referral')).json().value.enabled).toBe(false);
  });

  it('records the device id a browser signs in with, and ignores a malformed one', async () => {
    const member = await addMember(lw);
    const good = createAuthClient(app, {
      ip: '198.18.92.11',
      headers: { 'x-device-id': 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff' },
    });
    expect((await good.login(member.account, PASSWORD)).json().success).toBe(true);
    const bad = createAuthClient(app, { ip: '198.18.92.12', headers: { 'x-device-id': "x'; drop table" } });
    expect((await bad.login(member.account, PASSWORD)).json().success).toBe(true);
    const logins = await database.db
      .select({ deviceId: memberLogins.deviceId })
      .from(memberLogins)
      .where(and(eq(memberLogins.memberId, member.id), eq(memberLogins.success, true)));
    expect(logins.map((row) => row.deviceId).sort()).toEqual(['a1b2c3d4-e5f6-4711-8899-aabbccddeeff', null]);
  });
});
