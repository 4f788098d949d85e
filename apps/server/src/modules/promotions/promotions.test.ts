/**
 * Promotions and bonus money (issue 17, ADR 063), against hand-computed cases: a deposit bonus paid
 * on an approved deposit, bets spending cash before bonus, a payout following its stake, wagering
 * counted by category contribution, release at the requirement, the maximum bet, spent and expired
 * bonuses, the withdrawal refusal and the confirmed forfeit, fifty parallel joins paying once; the
 * ledger invariant after each.
 */
import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import { fromMinorUnits } from '@luckwell/contracts/money';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { games } from '../games/game.table.ts';
import { members } from '../members/member.table.ts';
import { memberKnownIps } from '../members/member-known-ip.table.ts';
import { memberLogins } from '../members/member-login.table.ts';
import { createMembersRepository } from '../members/members.repository.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { betDaily } from '../seamless/bet-daily.table.ts';
import { createRoundPlayer } from '../seamless/seamless.test-rounds.ts';
import { memberVip } from '../vip/vip.table.ts';
import { journalEntries } from '../wallet/journal-entry.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { memberBankAccounts } from '../withdrawals/bank-account.table.ts';
import { bonuses, promotionApplications, promotions, raffleDraws, raffleWinners } from './promotion.table.ts';
import {
  bonusShareOf,
  cashbackOf,
  createPromotionsService,
  depositBonusOf,
  drawWinners,
  prizeList,
  wageringRequirementOf,
} from './promotions.service.ts';

const PASSWORD = 'Secret123';
const VENDOR = 'PROMOV';
let app: App;
let database: DatabaseHandle;
let lw: typeof merchants.$inferSelect;
let finance: OperatorClient;
let content: OperatorClient;
let bankMethodId: number;
let player: ReturnType<typeof createRoundPlayer>;
let counter = 0;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  [lw] = (await database.db.select().from(merchants).where(eq(merchants.code, 'LW'))) as [typeof lw];
  finance = createOperatorClient(app);
  await finance.signIn('finance', 'Finance@2026');
  content = createOperatorClient(app, { ip: '198.51.100.201' });
  await content.signIn('content', 'Content@2026');
  const methods = (await finance.get('/cashier/payment-methods?merchantCode=LW')).json().value as {
    id: number;
    kind: string;
  }[];
  bankMethodId = methods.find((m) => m.kind === 'bank')!.id;
  player = createRoundPlayer(app, database.db);
  // Two games of the test vendor: a slot (counts in full) and a live table (counts a tenth).
  await database.db
    .insert(games)
    .values(
      [
        { vassalage: VENDOR, gameCode: 'slot-1', gameType: 'RNG', gameName: 'Slot', sort: 1 },
        { vassalage: VENDOR, gameCode: 'live-1', gameType: 'LIVE', gameName: 'Live', sort: 2 },
      ].map((game) => ({ ...game, merchantId: lw.id, nameKey: game.gameName, iconUrl: '/x.png' })),
    )
    .onConflictDoNothing();
}, 60_000);
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

const VND = (amount: number) => BigInt(amount) * 100n;

/** A fresh signed-in Luckwell member with `cash` VND in the main wallet. */
const freshMember = async (cash = 0) => {
  counter += 1;
  const account = `pm${Date.now().toString(36)}${counter}`;
  const member = await createMembersRepository(database.db).insert({
    merchantId: lw.id,
    account,
    nickname: account,
    passwordHash: await hashPassword(PASSWORD),
    referralCode: `RPM${counter}${Date.now().toString(36)}`.toUpperCase().slice(0, 32),
    firstLoginAt: new Date(),
    payeeName: 'Tran Thi B',
  });
  if (cash > 0) {
    await player.wallet.credit({
      merchantId: lw.id,
      memberId: member!.id,
      currency: 'VND',
      amountMinor: VND(cash),
      counterparty: 'cashier',
      idempotencyKey: `test:${account}:opening`,
      kind: 'deposit',
    });
  }
  const client = createAuthClient(app, { ip: `198.18.60.${counter % 250}` });
  const login = await client.login(account, PASSWORD);
  expect(login.json().success, login.body).toBe(true);
  return { ...member!, client, merchant: lw };
};
type Member = Awaited<ReturnType<typeof freshMember>>;

const wallets = async (m: Member) => ({
  cash: await player.wallet.balance(lw.id, m.id, 'VND'),
  bonus: await player.wallet.balance(lw.id, m.id, 'VND', 'member_bonus'),
});

/** A promotion of Luckwell written straight into the table: the terms a case needs. */
const promotion = async (terms: Partial<typeof promotions.$inferInsert> = {}) => {
  const [row] = await database.db
    .insert(promotions)
    .values({
      merchantId: lw.id,
      kind: 'deposit_bonus',
      depositRule: 'any',
      title: { vi: 'Thưởng thử', en: 'Test bonus' },
      summary: { vi: 'Tóm tắt', en: 'Summary' },
      rules: { vi: 'Điều lệ', en: 'Rules' },
      bonusBp: 5_000,
      maxBonusMinor: VND(100_000),
      minDepositMinor: VND(50_000),
      wageringMultiplier: 2,
      wageringBase: 'bonus',
      maxBetMinor: null,
      expiryDays: 7,
      contributions: [{ category: 'LIVE', bp: 1_000 }],
      startsAt: new Date(Date.now() - 86_400_000),
      ...terms,
    })
    .returning();
  return row!;
};

const join = (m: Member, promotionId: number, path = 'MCSFE_signUpPromotionJoin') =>
  m.client.call('POST', `/relay/${path}`, { payload: { promotionId } });

/** A bank deposit the finance operator approves: the deposit's credit pays a joined bonus. */
const approvedDeposit = async (m: Member, amount: string) => {
  const made = await m.client.call('POST', '/wps/deposit/requests', {
    payload: { methodId: bankMethodId, amount, reference: 'VCB-REF-77' },
  });
  expect(made.statusCode, made.body).toBe(200);
  const approved = await finance.post(`/cashier/deposits/${made.json().value.id}/approve`, {});
  expect(approved.statusCode, approved.body).toBe(200);
};

const bonusOf = async (m: Member) => {
  const [row] = await database.db.select().from(bonuses).where(eq(bonuses.memberId, m.id));
  return row!;
};

describe('the arithmetic', () => {
  it('pays a share of the deposit up to the maximum, and sets the requirement on its base', () => {
    expect(depositBonusOf(VND(80_000), 5_000, VND(100_000))).toBe(VND(40_000));
    expect(depositBonusOf(VND(500_000), 5_000, VND(100_000))).toBe(VND(100_000));
    expect(depositBonusOf(333n, 3_333, 10_000n)).toBe(110n); // 110.9889 truncated
    expect(wageringRequirementOf({ wageringMultiplier: 10, wageringBase: 'bonus' }, 500n, 1_000n)).toBe(
      5_000n,
    );
    expect(
      wageringRequirementOf({ wageringMultiplier: 3, wageringBase: 'deposit_bonus' }, 500n, 1_000n),
    ).toBe(4_500n);
    // A payout follows its stake: 300 of a 1,000 stake was bonus → 30 % of the payout.
    expect(bonusShareOf(2_000n, 300n, 1_000n)).toBe(600n);
    expect(bonusShareOf(999n, 1n, 3n)).toBe(333n);
    expect(bonusShareOf(2_000n, 0n, 1_000n)).toBe(0n);
  });
});

describe('a deposit bonus from joining to release', () => {
  it('is paid on the approved deposit, spends cash first, keeps bonus winnings as bonus and releases at the requirement', async () => {
    const m = await freshMember();
    const promo = await promotion({ minDepositMinor: VND(70_000) });
    const joined = await join(m, promo.id);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().value).toMatchObject({ status: 'joined', bonus: '0.00' });

    // A deposit below the minimum leaves the bonus waiting; the next qualifying one pays it.
    await approvedDeposit(m, '60000.00');
    expect((await bonusOf(m)).status).toBe('joined');
    await approvedDeposit(m, '80000.00');
    let bonus = await bonusOf(m);
    expect(bonus).toMatchObject({
      status: 'wagering',
      bonusMinor: VND(40_000),
      depositMinor: VND(80_000),
      wageringRequiredMinor: VND(80_000),
    });
    expect(await wallets(m)).toEqual({ cash: VND(140_000), bonus: VND(40_000) });

    // 150,000 on the slot: 140,000 from cash, 10,000 from bonus. It pays 300,000: a fifteenth to bonus.
    const slot = await player.session(m, VENDOR, 'slot-1');
    const placed = await player.bet(slot, VND(150_000), 'round-a');
    expect(placed).toMatchObject({ status: 'OK', balance: '30000.00' });
    expect(await wallets(m)).toEqual({ cash: 0n, bonus: VND(30_000) });
    await player.settle(slot, 'round-a', VND(300_000));
    bonus = await bonusOf(m);
    expect(bonus.wageringDoneMinor).toBe(VND(150_000)); // ≥ 80,000: released
    expect(bonus.status).toBe('completed');
    expect(bonus.finalMinor).toBe(VND(50_000)); // 30,000 left + 20,000 of the payout
    expect(await wallets(m)).toEqual({ cash: VND(330_000), bonus: 0n });

    const details = (await m.client.call('GET', '/wps/member/bonus?language=en')).json().value;
    expect(details.current).toBeNull();
    expect(details.content[0]).toMatchObject({
      status: 'completed',
      title: 'Test bonus',
      bonus: '40000.00',
      wageringRequired: '80000.00',
      wageringLeft: '0.00',
      balance: '50000.00',
    });
    const [release] = await database.db
      .select()
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.merchantId, lw.id),
          eq(journalEntries.idempotencyKey, `bonus-release:${bonus.id}`),
        ),
      );
    expect(release?.kind).toBe('bonus_release');
  });

  it('corrects a bonus-staked round’s payout in the same shares: the bonus wallet’s part to it and from it', async () => {
    const m = await freshMember();
    const promo = await promotion({ wageringMultiplier: 20 });
    expect((await join(m, promo.id)).statusCode).toBe(200);
    await approvedDeposit(m, '80000.00');
    expect(await wallets(m)).toEqual({ cash: VND(80_000), bonus: VND(40_000) });
    // 100,000 staked: 80,000 cash and 20,000 bonus (a fifth). It pays 300,000: 60,000 to the bonus.
    const slot = await player.session(m, VENDOR, 'slot-1');
    await player.bet(slot, VND(100_000), 'round-fix');
    await player.settle(slot, 'round-fix', VND(300_000));
    expect(await wallets(m)).toEqual({ cash: VND(240_000), bonus: VND(80_000) });
    const resettle = (amount: bigint, id: string) =>
      player.call(slot.vendor, 'resettle', {
        token: slot.token,
        transactionId: id,
        roundId: 'round-fix',
        amount: fromMinorUnits(amount),
        currency: slot.currency,
      });
    // Corrected to 150,000: a fifth of the 150,000 taken back comes from the bonus wallet.
    expect(await resettle(VND(150_000), 'fix-1')).toMatchObject({ status: 'OK', shortfall: '0.00' });
    expect(await wallets(m)).toEqual({ cash: VND(120_000), bonus: VND(50_000) });
    expect((await bonusOf(m)).status).toBe('wagering');
    // And back to 300,000: a fifth to the bonus wallet again.
    expect(await resettle(VND(300_000), 'fix-2')).toMatchObject({ status: 'OK', adjustment: '150000.00' });
    expect(await wallets(m)).toEqual({ cash: VND(240_000), bonus: VND(80_000) });
  });

  it('counts a live table at its contribution and refuses a bet above the maximum', async () => {
    const m = await freshMember(10_000);
    const promo = await promotion({ maxBetMinor: VND(20_000), wageringMultiplier: 5 });
    expect((await join(m, promo.id)).statusCode).toBe(200);
    await approvedDeposit(m, '100000.00'); // bonus 50,000, requirement 250,000
    const live = await player.session(m, VENDOR, 'live-1');
    expect(await player.bet(live, VND(20_001))).toMatchObject({ status: 'BONUS_MAX_BET' });
    await player.round(live, VND(20_000), VND(20_000)); // 20,000 × 10 % = 2,000
    const slot = await player.session(m, VENDOR, 'slot-1');
    await player.round(slot, VND(15_000), 0n); // in full
    const bonus = await bonusOf(m);
    expect(bonus.wageringDoneMinor).toBe(VND(17_000));
    const details = (await m.client.call('GET', '/wps/member/bonus')).json().value;
    expect(details.current).toMatchObject({
      status: 'wagering',
      wageringLeft: '233000.00',
      maxBet: '20000.00',
    });
  });
});

describe('bonuses that end without release', () => {
  it('moves a bonus stake refunded after its bonus completed to the main wallet, not the bonus wallet', async () => {
    const m = await freshMember();
    const promo = await promotion({
      kind: 'no_deposit',
      bonusBp: null,
      maxBonusMinor: VND(30_000),
      wageringMultiplier: 1,
      contributions: [],
    });
    await join(m, promo.id, 'MCSFE_signUpRequestReward');
    const slot = await player.session(m, VENDOR, 'slot-1');
    const openRound = `r-open-${m.id}`;
    const openBet = `b-open-${m.id}`;
    expect((await player.bet(slot, VND(10_000), openRound, openBet)).status).toBe('OK'); // left open
    await player.round(slot, VND(20_000), VND(40_000)); // wagered 20,000; bonus wallet 40,000
    await player.round(slot, VND(10_000), 0n); // wagered 30,000: released, 30,000 to cash
    expect((await bonusOf(m)).status).toBe('completed');
    expect(await wallets(m)).toEqual({ cash: VND(30_000), bonus: 0n });
    const rolledBack = await player.call(VENDOR, 'rollback', {
      token: slot.token,
      transactionId: `rb-${m.id}`,
      referenceTransactionId: openBet,
      roundId: openRound,
      currency: slot.currency,
    });
    expect(rolledBack.status).toBe('OK');
    expect(await wallets(m)).toEqual({ cash: VND(40_000), bonus: 0n });
  });

  it('is spent when play empties the bonus wallet', async () => {
    const m = await freshMember();
    const promo = await promotion({
      kind: 'no_deposit',
      bonusBp: null,
      maxBonusMinor: VND(30_000),
      wageringMultiplier: 20,
    });
    const claimed = await join(m, promo.id, 'MCSFE_signUpRequestReward');
    expect(claimed.json().value).toMatchObject({
      status: 'wagering',
      bonus: '30000.00',
      balance: '30000.00',
    });
    const slot = await player.session(m, VENDOR, 'slot-1');
    await player.round(slot, VND(30_000), 0n);
    expect(await bonusOf(m)).toMatchObject({ status: 'spent', finalMinor: 0n });
    expect(await wallets(m)).toEqual({ cash: 0n, bonus: 0n });
  });

  it('returns to the brand when it expires', async () => {
    const m = await freshMember();
    const promo = await promotion({ kind: 'no_deposit', bonusBp: null, maxBonusMinor: VND(30_000) });
    await join(m, promo.id, 'MCSFE_signUpRequestReward');
    const later = createPromotionsService({
      db: database.db,
      now: () => new Date(Date.now() + 8 * 86_400_000),
    });
    expect(await later.tick()).toBeGreaterThanOrEqual(1);
    expect(await bonusOf(m)).toMatchObject({ status: 'expired', finalMinor: VND(30_000) });
    expect(await wallets(m)).toEqual({ cash: 0n, bonus: 0n });
  });

  it('refuses a withdrawal while wagering, and forfeits the bonus when the member confirms', async () => {
    const m = await freshMember(200_000);
    const promo = await promotion({ kind: 'no_deposit', bonusBp: null, maxBonusMinor: VND(30_000) });
    await join(m, promo.id, 'MCSFE_signUpRequestReward');
    expect(
      (
        await m.client.send('POST', '/wps/withdraw/payment-password', {
          paymentPassword: '246810',
          confirmPaymentPassword: '246810',
        })
      ).statusCode,
    ).toBe(200);
    const bank = await m.client.call('POST', '/wps/withdraw/bank-accounts', {
      payload: { bankName: 'ACB', accountNumber: '1234567890', accountName: 'Tran Thi B' },
    });
    const body = { bankAccountId: bank.json().value.id, amount: '100000.00', paymentPassword: '246810' };
    const refused = await m.client.send('POST', '/wps/withdraw/requests', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'BONUS_WAGERING_INCOMPLETE',
      message: 'in_promo_wagering_incomplete',
      value: { field: 'body.forfeitBonus', params: { left: '60000.00' } },
    });
    expect(await wallets(m)).toEqual({ cash: VND(200_000), bonus: VND(30_000) });
    const accepted = await m.client.send('POST', '/wps/withdraw/requests', { ...body, forfeitBonus: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await bonusOf(m)).toMatchObject({ status: 'forfeited', finalMinor: VND(30_000) });
    expect(await wallets(m)).toEqual({ cash: VND(100_000), bonus: 0n });
  });
});

describe('claims', () => {
  it('pays once when one member claims fifty times at once', async () => {
    const m = await freshMember();
    const promo = await promotion({ kind: 'no_deposit', bonusBp: null, maxBonusMinor: VND(10_000) });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => join(m, promo.id, 'MCSFE_signUpRequestReward')),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.json().value.id)).size).toBe(1);
    expect(await wallets(m)).toEqual({ cash: 0n, bonus: VND(10_000) });
    const rows = await database.db.select().from(bonuses).where(eq(bonuses.memberId, m.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a second open bonus, a first-deposit bonus after a deposit, and one not open', async () => {
    const m = await freshMember();
    const first = await promotion({ kind: 'no_deposit', bonusBp: null, maxBonusMinor: VND(10_000) });
    const second = await promotion();
    await join(m, first.id, 'MCSFE_signUpRequestReward');
    expect((await join(m, second.id)).json()).toMatchObject({
      code: 'PROMO_BONUS_ACTIVE',
      value: { field: 'body.promotionId' },
    });
    // The listing says so before the member tries: closed, with the reason; applying stays open.
    const applyOnly = await promotion({ kind: 'application', bonusBp: null, wageringMultiplier: 1 });
    const whileOpen = (await m.client.call('GET', '/wps/promotions')).json().value.list as {
      id: number;
      status: string;
      ineligible: string | null;
    }[];
    expect(whileOpen.find((row) => row.id === second.id)).toMatchObject({
      status: 'closed',
      ineligible: 'bonus_active',
    });
    expect(whileOpen.find((row) => row.id === applyOnly.id)).toMatchObject({
      status: 'join',
      ineligible: null,
    });

    const depositor = await freshMember();
    await approvedDeposit(depositor, '100000.00');
    const firstDeposit = await promotion({ depositRule: 'first' });
    expect((await join(depositor, firstDeposit.id)).json()).toMatchObject({ code: 'PROMO_NOT_ELIGIBLE' });

    const coming = await promotion({ startsAt: new Date(Date.now() + 86_400_000) });
    expect((await join(depositor, coming.id)).json()).toMatchObject({ code: 'PROMO_NOT_OPEN' });
    expect((await join(depositor, 999_999)).json()).toMatchObject({ code: 'PROMO_NOT_FOUND' });

    const list = (await depositor.client.call('GET', '/wps/promotions?language=en')).json().value.list as {
      id: number;
      status: string;
    }[];
    expect(list.find((p) => p.id === firstDeposit.id)?.status).toBe('closed');
    expect(list.find((p) => p.id === coming.id)?.status).toBe('coming soon');
    expect(list.find((p) => p.id === second.id)?.status).toBe('join');
  });
});

describe('the back office', () => {
  it('creates and changes a promotion under promotions.manage, audited, and finance may only read', async () => {
    const body = {
      merchantCode: 'LW',
      kind: 'deposit_bonus',
      depositRule: 'any',
      bonusPercent: '25',
      maxBonus: '500000.00',
      minDeposit: '100000.00',
      wageringMultiplier: 4,
      wageringBase: 'deposit_bonus',
      maxBet: null,
      expiryDays: 10,
      contributions: [{ category: 'LIVE', percent: '10' }],
      title: { vi: 'Thưởng cuối tuần', en: 'Weekend bonus' },
      summary: { vi: 'Nạp cuối tuần', en: 'Deposit at the weekend' },
      rules: { vi: 'Điều lệ', en: 'Rules' },
      bannerUrl: null,
      startsAt: new Date().toISOString(),
      endsAt: null,
      enabled: true,
      sortOrder: 5,
      reason: 'weekend campaign',
    };
    expect((await finance.post('/promotions', body)).statusCode).toBe(403);
    const created = await content.post('/promotions', body);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id;
    expect(created.json().value).toMatchObject({
      bonusPercent: '25.00',
      members: 0,
      paid: '0.00',
      conversion: null,
    });
    const noRate = await content.post('/promotions', { ...body, bonusPercent: null });
    expect(noRate.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'body.bonusPercent' } });
    const changed = await content.put(`/promotions/${id}`, { ...body, enabled: false, reason: 'paused' });
    expect(changed.json().value.enabled).toBe(false);
    const list = (await finance.get('/promotions?merchantCode=LW')).json().value.list as { id: number }[];
    expect(list.some((p) => p.id === id)).toBe(true);
    expect((await finance.get(`/promotions/${id}/bonuses`)).json().value).toMatchObject({ total: 0 });
    expect((await content.put('/promotions/999999', body)).statusCode).toBe(404);
  });
});

describe('eligibility and abuse limits (ADR 069)', () => {
  const claim = (m: Member, promotionId: number) => join(m, promotionId, 'MCSFE_signUpRequestReward');
  const listed = async (m: Member, promotionId: number) =>
    (await m.client.call('GET', '/wps/promotions'))
      .json()
      .value.list.find((row: { id: number }) => row.id === promotionId);
  const noDeposit = (terms: Partial<typeof promotions.$inferInsert>) =>
    promotion({ kind: 'no_deposit', bonusBp: null, maxBonusMinor: VND(10_000), ...terms });

  it('keeps a VIP promotion from members below its level, and says why', async () => {
    const m = await freshMember();
    const promo = await noDeposit({ minVipLevel: 2 });
    expect(await listed(m, promo.id)).toMatchObject({ status: 'closed', ineligible: 'vip', minVipLevel: 2 });
    const refused = await claim(m, promo.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PROMO_NOT_ELIGIBLE',
      message: 'in_promo_not_eligible_vip',
      value: { params: { level: 2 } },
    });
    await database.db.insert(memberVip).values({ memberId: m.id, merchantId: lw.id, level: 2, highest: 2 });
    expect(await listed(m, promo.id)).toMatchObject({ status: 'claim', ineligible: null });
    expect((await claim(m, promo.id)).statusCode).toBe(200);
    expect(await wallets(m)).toEqual({ cash: 0n, bonus: VND(10_000) });
  });

  it('keeps a new-member promotion from members who joined earlier', async () => {
    const old = await freshMember();
    await database.db
      .update(members)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(members.id, old.id));
    const young = await freshMember();
    const promo = await noDeposit({ newMemberDays: 7 });
    expect(await listed(old, promo.id)).toMatchObject({ status: 'closed', ineligible: 'new_members' });
    expect((await claim(old, promo.id)).json()).toMatchObject({
      message: 'in_promo_not_eligible_new',
      value: { params: { days: 7 } },
    });
    expect((await claim(young, promo.id)).statusCode).toBe(200);
  });

  it("keeps an agent's team promotion from members outside the team, set by the agent's invitation code", async () => {
    const body = {
      merchantCode: 'LW',
      kind: 'no_deposit',
      depositRule: 'any',
      bonusPercent: null,
      maxBonus: '10000.00',
      minDeposit: '0.00',
      wageringMultiplier: 1,
      wageringBase: 'bonus',
      maxBet: null,
      expiryDays: 7,
      contributions: [],
      title: { vi: 'Quà đội', en: 'Team gift' },
      summary: { vi: 'Cho đội', en: 'For the team' },
      rules: { vi: 'Điều lệ', en: 'Rules' },
      bannerUrl: null,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: null,
      enabled: true,
      sortOrder: 90,
      agentCode: 'lwagent',
      reason: 'team campaign',
    };
    const unknown = await content.post('/promotions', { ...body, agentCode: 'NOPE404' });
    expect(unknown.json()).toMatchObject({ code: 'AFFILIATE_INVALID', value: { field: 'body.agentCode' } });
    const created = await content.post('/promotions', body);
    expect(created.json().value).toMatchObject({ agentCode: 'LWAGENT' });
    const promotionId = created.json().value.id as number;

    const outsider = await freshMember();
    expect(await listed(outsider, promotionId)).toMatchObject({
      status: 'closed',
      ineligible: 'team',
      agentCode: 'LWAGENT',
    });
    expect((await claim(outsider, promotionId)).json()).toMatchObject({
      message: 'in_promo_not_eligible_team',
    });

    const insider = await freshMember();
    const [agent] = await database.db.select().from(members).where(eq(members.account, 'demo_agent'));
    await database.db.update(members).set({ uplineId: agent!.id }).where(eq(members.id, insider.id));
    await database.db.execute(
      sql`insert into member_tree (ancestor_id, descendant_id, depth) values (${agent!.id}, ${insider.id}, 1) on conflict do nothing`,
    );
    expect(await listed(insider, promotionId)).toMatchObject({ status: 'claim', ineligible: null });
    expect((await claim(insider, promotionId)).statusCode).toBe(200);
  });

  it('pays once per IP address and device, even when two members on one address claim at once', async () => {
    const promo = await noDeposit({ onePerAddress: true });
    const first = await freshMember();
    expect((await claim(first, promo.id)).statusCode).toBe(200);
    const [firstIp] = await database.db
      .select({ ip: memberKnownIps.ip })
      .from(memberKnownIps)
      .where(eq(memberKnownIps.memberId, first.id));
    const sameAddress = await freshMember();
    await database.db.insert(memberKnownIps).values({ memberId: sameAddress.id, ip: firstIp!.ip });
    expect((await claim(sameAddress, promo.id)).json()).toMatchObject({
      code: 'PROMO_NOT_ELIGIBLE',
      message: 'in_promo_shared_address',
    });
    const sameDevice = await freshMember();
    for (const memberId of [first.id, sameDevice.id]) {
      await database.db.insert(memberLogins).values({
        memberId,
        ip: '192.0.2.200',
        deviceId: `phone-of-${first.id}`,
        success: true,
        reason: 'password',
      });
    }
    expect((await claim(sameDevice, promo.id)).json()).toMatchObject({ message: 'in_promo_shared_address' });
    // The same payment account: a bank account number the first claimant withdraws to.
    const sameAccount = await freshMember();
    for (const memberId of [first.id, sameAccount.id]) {
      await database.db.insert(memberBankAccounts).values({
        merchantId: lw.id,
        memberId,
        bankName: 'Vietcombank',
        accountNumber: `99${first.id}`,
        accountName: 'TRAN THI B',
      });
    }
    expect((await claim(sameAccount, promo.id)).json()).toMatchObject({ message: 'in_promo_shared_address' });
    expect(await wallets(sameAddress)).toEqual({ cash: 0n, bonus: 0n });
    expect(await wallets(sameDevice)).toEqual({ cash: 0n, bonus: 0n });
    expect(await wallets(sameAccount)).toEqual({ cash: 0n, bonus: 0n });

    // Two members who share an address race: one is paid.
    const twinPromo = await noDeposit({ onePerAddress: true });
    const [a, b] = [await freshMember(), await freshMember()];
    await database.db.insert(memberKnownIps).values({ memberId: b.id, ip: '203.0.113.250' });
    await database.db.insert(memberKnownIps).values({ memberId: a.id, ip: '203.0.113.250' });
    const answers = await Promise.all([claim(a, twinPromo.id), claim(b, twinPromo.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const paid = (await wallets(a)).bonus + (await wallets(b)).bonus;
    expect(paid).toBe(VND(10_000));
  });
});

const yesterday = () => businessDayOf(Date.now() - 86_400_000);
/** What yesterday's settled rounds of the member added up to (the bet_daily row settlement writes). */
const lostYesterday = (m: Member, stake: number, payout: number) =>
  database.db.insert(betDaily).values({
    merchantId: lw.id,
    memberId: m.id,
    day: yesterday(),
    category: 'RNG',
    vendor: VENDOR,
    rounds: 10,
    stakeMinor: VND(stake),
    validBetMinor: VND(stake),
    payoutMinor: VND(payout),
    winLossMinor: VND(payout - stake),
  });

describe('cashback on net loss (ADR 070)', () => {
  it('pays its share of the loss, at most the maximum, nothing on a win or below the least loss', () => {
    expect(cashbackOf(VND(300_000), 1_000, 0n, VND(100_000))).toBe(VND(30_000));
    expect(cashbackOf(VND(2_000_000), 1_000, 0n, VND(100_000))).toBe(VND(100_000));
    expect(cashbackOf(VND(40_000), 1_000, VND(50_000), VND(100_000))).toBe(0n);
    expect(cashbackOf(-VND(10_000), 1_000, 0n, VND(100_000))).toBe(0n);
  });

  const cashback = (terms: Partial<typeof promotions.$inferInsert> = {}) =>
    promotion({
      kind: 'cashback',
      cashbackPeriod: 'daily',
      bonusBp: 1_000,
      maxBonusMinor: VND(100_000),
      minDepositMinor: 0n,
      wageringMultiplier: 0,
      startsAt: new Date(Date.now() - 3 * 86_400_000),
      ...terms,
    });
  const listed = async (m: Member, id: number) =>
    ((await m.client.call('GET', '/wps/promotions')).json().value.list as { id: number }[]).find(
      (row) => row.id === id,
    ) as Record<string, unknown>;

  it("shows yesterday's loss and today's so far, and fifty parallel claims pay 10 % of it once", async () => {
    const m = await freshMember(100_000);
    const promo = await cashback();
    await lostYesterday(m, 500_000, 200_000); // loss 300,000 → 30,000
    const slot = await player.session(m, VENDOR, 'slot-1');
    await player.round(slot, VND(20_000), 0n); // today: loss 20,000 so far
    expect(await listed(m, promo.id)).toMatchObject({
      status: 'claim',
      cashback: {
        lastPeriod: yesterday(),
        lastLoss: '300000.00',
        lastAmount: '30000.00',
        currentLoss: '20000.00',
      },
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => join(m, promo.id, 'MCSFE_signUpRequestReward')),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.json().value.id)).size).toBe(1);
    expect(answers[0]!.json().value).toMatchObject({
      status: 'completed',
      bonus: '30000.00',
      balance: '30000.00',
    });
    // No wagering: straight to the main wallet (100,000 − 20,000 played + 30,000).
    expect(await wallets(m)).toEqual({ cash: VND(110_000), bonus: 0n });
    expect((await listed(m, promo.id)).status).toBe('claimed');
  });

  it('caps at the maximum, pays into the bonus wallet with wagering, and refuses a small loss', async () => {
    const big = await freshMember();
    const capped = await cashback({ wageringMultiplier: 3 });
    await lostYesterday(big, 2_000_000, 0);
    const claimed = await join(big, capped.id, 'MCSFE_signUpRequestReward');
    expect(claimed.json().value).toMatchObject({
      status: 'wagering',
      bonus: '100000.00',
      wageringRequired: '300000.00',
    });
    expect(await wallets(big)).toEqual({ cash: 0n, bonus: VND(100_000) });
    expect((await listed(big, capped.id)).status).toBe('process');

    const small = await freshMember();
    const floor = await cashback({ minLossMinor: VND(50_000) });
    await lostYesterday(small, 100_000, 60_000); // loss 40,000 < 50,000
    expect((await listed(small, floor.id)).status).toBe('process');
    expect((await join(small, floor.id, 'MCSFE_signUpRequestReward')).json()).toMatchObject({
      success: false,
      code: 'PROMO_NOTHING_TO_CLAIM',
      message: 'in_promo_nothing_to_claim',
    });
    expect(await wallets(small)).toEqual({ cash: 0n, bonus: 0n });
  });

  it('pays nothing for a period that ended before the promotion started', async () => {
    const m = await freshMember();
    const late = await cashback({ startsAt: new Date() });
    await lostYesterday(m, 500_000, 0);
    expect((await join(m, late.id, 'MCSFE_signUpRequestReward')).json().code).toBe('PROMO_NOTHING_TO_CLAIM');
  });
});

describe('applications reviewed by an operator (ADR 070)', () => {
  const PNG =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const applicationPromotion = (terms: Partial<typeof promotions.$inferInsert> = {}) =>
    promotion({
      kind: 'application',
      bonusBp: null,
      maxBonusMinor: VND(50_000),
      minDepositMinor: 0n,
      wageringMultiplier: 0,
      ...terms,
    });
  const apply = (m: Member, promotionId: number, body: Record<string, unknown>) =>
    m.client.call('POST', '/relay/MCSFE_signUpRequestReward', { payload: { promotionId, ...body } });
  const statusOf = async (m: Member, id: number) =>
    (
      (await m.client.call('GET', '/wps/promotions')).json().value.list as {
        id: number;
        status: string;
        application: Record<string, unknown> | null;
      }[]
    ).find((row) => row.id === id);

  it('takes a comment and up to 3 png/jpg images, refusing anything else', async () => {
    const m = await freshMember();
    const promo = await applicationPromotion();
    expect((await apply(m, promo.id, {})).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'in_promo_comment_required',
      value: { field: 'body.comment' },
    });
    expect((await apply(m, promo.id, { comment: 'x'.repeat(141) })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'body.comment' },
    });
    const notImage = await apply(m, promo.id, { comment: 'hi', images: [PNG, 'aGVsbG8gd29ybGQ='] });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toMatchObject({ code: 'PROMO_IMAGE_INVALID', value: { field: 'body.images.1' } });
    const four = await apply(m, promo.id, { comment: 'hi', images: [PNG, PNG, PNG, PNG] });
    expect(four.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'body.images' } });
    const rows = await database.db
      .select()
      .from(promotionApplications)
      .where(eq(promotionApplications.memberId, m.id));
    expect(rows).toEqual([]);

    const sent = await apply(m, promo.id, { comment: 'Tôi nạp 5 triệu hôm qua', images: [PNG, PNG] });
    expect(sent.json().value).toMatchObject({ status: 'applying', images: 2, amount: null });
    const again = await apply(m, promo.id, { comment: 'again' });
    expect(again.json().value.id).toBe(sent.json().value.id);
    expect(await statusOf(m, promo.id)).toMatchObject({
      status: 'applying',
      application: { comment: 'Tôi nạp 5 triệu hôm qua', images: 2 },
    });
  });

  it('is issued once, at most the maximum, or rejected with a reason the member reads and may apply again', async () => {
    const m = await freshMember();
    const promo = await applicationPromotion();
    const first = (await apply(m, promo.id, { comment: 'first try', images: [PNG] })).json().value;
    const queue = (await content.get('/promotions/applications?merchantCode=LW')).json().value;
    expect(queue.content.map((row: { id: number }) => row.id)).toContain(first.id);
    const detail = (await content.get(`/promotions/applications/${first.id}`)).json().value;
    expect(detail).toMatchObject({
      account: m.account,
      comment: 'first try',
      imageCount: 1,
      maxBonus: '50000.00',
    });
    expect(detail.images[0]).toMatch(/^data:image\/png;base64,iVBOR/);

    const rejected = await content.post(`/promotions/applications/${first.id}/reject`, {
      reason: 'No deposit found',
    });
    expect(rejected.json().value.status).toBe('rejected');
    expect(await statusOf(m, promo.id)).toMatchObject({
      status: 'rejected',
      application: { reason: 'No deposit found' },
    });
    expect(
      (
        await content.post(`/promotions/applications/${first.id}/issue`, {
          amount: '1000.00',
          reason: 'oops',
        })
      ).json(),
    ).toMatchObject({
      code: 'PROMO_APPLICATION_DECIDED',
    });

    const second = (await apply(m, promo.id, { comment: 'second try' })).json().value;
    expect(second.id).not.toBe(first.id);
    const tooMuch = await content.post(`/promotions/applications/${second.id}/issue`, {
      amount: '50000.01',
      reason: 'looks fine',
    });
    expect(tooMuch.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'body.amount' } });
    expect(
      (
        await finance.post(`/promotions/applications/${second.id}/issue`, {
          amount: '25000.00',
          reason: 'looks fine',
        })
      ).statusCode,
    ).toBe(403);
    const issued = await Promise.all(
      [1, 2].map(() =>
        content.post(`/promotions/applications/${second.id}/issue`, {
          amount: '25000.00',
          reason: 'deposit seen',
        }),
      ),
    );
    expect(issued.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await wallets(m)).toEqual({ cash: VND(25_000), bonus: 0n });
    expect(await statusOf(m, promo.id)).toMatchObject({
      status: 'issued',
      application: { amount: '25000.00' },
    });
    const [bonus] = await database.db.select().from(bonuses).where(eq(bonuses.memberId, m.id));
    expect(bonus).toMatchObject({ status: 'completed', bonusMinor: VND(25_000) });
  });

  it('leaves the application waiting when its wagering bonus meets another bonus in play', async () => {
    const m = await freshMember();
    const held = await promotion({
      kind: 'no_deposit',
      bonusBp: null,
      maxBonusMinor: VND(10_000),
      wageringMultiplier: 5,
    });
    expect((await join(m, held.id, 'MCSFE_signUpRequestReward')).statusCode).toBe(200);
    const promo = await applicationPromotion({ wageringMultiplier: 2 });
    const sent = (await apply(m, promo.id, { comment: 'please' })).json().value;
    const refused = await content.post(`/promotions/applications/${sent.id}/issue`, {
      amount: '20000.00',
      reason: 'looks fine',
    });
    expect(refused.json()).toMatchObject({ code: 'PROMO_BONUS_ACTIVE' });
    expect((await statusOf(m, promo.id))?.status).toBe('applying');
    expect(await wallets(m)).toEqual({ cash: 0n, bonus: VND(10_000) });
  });
});

describe('raffles (ADR 071)', () => {
  it('draws by tickets, one prize per member, the same winners from the same seed', () => {
    const entrants = [
      { memberId: 3, tickets: 3 },
      { memberId: 1, tickets: 1 },
      { memberId: 2, tickets: 0 },
    ];
    const prizes = [VND(50_000), VND(10_000), VND(10_000)];
    const once = drawWinners('seed-a', entrants, prizes);
    expect(drawWinners('seed-a', [...entrants].reverse(), prizes)).toEqual(once);
    // Two members hold tickets: two prizes go out, the largest first, one each.
    expect(once.map((winner) => winner.rank)).toEqual([1, 2]);
    expect(new Set(once.map((winner) => winner.memberId))).toEqual(new Set([1, 3]));
    expect(once[0]!.prizeMinor).toBe(VND(50_000));
    // Three tickets in four win the first prize about three times in four.
    const firsts = Array.from(
      { length: 4000 },
      (_, i) => drawWinners(`seed-${i}`, entrants, prizes)[0]!.memberId,
    );
    const share = firsts.filter((id) => id === 3).length / firsts.length;
    expect(share).toBeGreaterThan(0.72);
    expect(share).toBeLessThan(0.78);
    expect(
      prizeList([
        { amountMinor: '1000', count: 2 },
        { amountMinor: '5000', count: 1 },
      ]),
    ).toEqual([5000n, 1000n, 1000n]);
  });

  const raffle = (terms: Partial<typeof promotions.$inferInsert> = {}) =>
    promotion({
      kind: 'raffle',
      bonusBp: null,
      maxBonusMinor: VND(50_000),
      minDepositMinor: 0n,
      wageringMultiplier: 0,
      ticketMinor: VND(100_000),
      prizes: [
        { amountMinor: String(VND(50_000)), count: 1 },
        { amountMinor: String(VND(10_000)), count: 2 },
      ],
      startsAt: new Date(Date.now() - 2 * 86_400_000),
      endsAt: new Date(Date.now() + 86_400_000),
      ...terms,
    });
  const listed = async (m: Member, id: number) =>
    ((await m.client.call('GET', '/wps/promotions')).json().value.list as { id: number }[]).find(
      (row) => row.id === id,
    ) as { status: string; raffle: Record<string, unknown> } | undefined;
  const claimPrize = (m: Member, promotionId: number) =>
    m.client.call('POST', '/relay/MCS2_claimRafflePromotion', { payload: { promotionId } });

  it('counts entrants’ tickets, draws once at the end, and pays each winner’s claim once', async () => {
    const promo = await raffle();
    const [big, small, outside, idle] = [
      await freshMember(),
      await freshMember(),
      await freshMember(),
      await freshMember(),
    ];
    await lostYesterday(big, 350_000, 100_000); // 3 tickets
    await lostYesterday(small, 120_000, 0); // 1 ticket
    await lostYesterday(outside, 900_000, 0); // never entered
    for (const m of [big, small, idle]) {
      expect((await join(m, promo.id)).statusCode).toBe(200);
    }
    const again = (await join(big, promo.id)).json().value;
    expect(again).toMatchObject({ promotionId: promo.id, tickets: 3 });
    expect(await listed(big, promo.id)).toMatchObject({
      status: 'joined',
      raffle: { entered: true, tickets: 3, drawn: false, prize: null },
    });
    expect((await listed(outside, promo.id))?.status).toBe('join');
    expect((await claimPrize(big, promo.id)).json().code).toBe('PROMO_NOTHING_TO_CLAIM');

    // The end passes; the beat draws it, and a second beat does not draw again.
    await database.db
      .update(promotions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(promotions.id, promo.id));
    expect((await listed(big, promo.id))?.status).toBe('process');
    expect((await join(outside, promo.id)).json().code).toBe('PROMO_NOT_OPEN');
    const service = createPromotionsService({ db: database.db });
    await service.tick();
    await service.tick();
    const winners = await database.db
      .select()
      .from(raffleWinners)
      .where(eq(raffleWinners.promotionId, promo.id));
    expect(winners.map((winner) => winner.memberId).sort()).toEqual([big.id, small.id].sort());
    expect(winners.map((winner) => winner.prizeMinor).sort()).toEqual([VND(10_000), VND(50_000)].sort());
    const [draw] = await database.db.select().from(raffleDraws).where(eq(raffleDraws.promotionId, promo.id));
    expect(draw).toMatchObject({ entrants: 2, totalTickets: 4 });

    const bigPrize = winners.find((winner) => winner.memberId === big.id)!.prizeMinor;
    expect(await listed(big, promo.id)).toMatchObject({
      status: 'claim',
      raffle: { drawn: true, prize: fromMinorUnits(bigPrize), prizeClaimed: false },
    });
    expect((await listed(idle, promo.id))?.status).toBe('closed');
    expect((await claimPrize(idle, promo.id)).json().code).toBe('PROMO_NOTHING_TO_CLAIM');
    const claims = await Promise.all(Array.from({ length: 20 }, () => claimPrize(big, promo.id)));
    expect(claims.every((claim) => claim.statusCode === 200)).toBe(true);
    expect(new Set(claims.map((claim) => claim.json().value.id)).size).toBe(1);
    expect(await wallets(big)).toEqual({ cash: bigPrize, bonus: 0n });
    expect((await listed(big, promo.id))?.status).toBe('claimed');
  });

  it('asks the operator for an end, a bet per ticket and a prize', async () => {
    const body = {
      merchantCode: 'LW',
      kind: 'raffle',
      depositRule: 'any',
      bonusPercent: null,
      maxBonus: '50000.00',
      minDeposit: '0.00',
      wageringMultiplier: 0,
      wageringBase: 'bonus',
      maxBet: null,
      expiryDays: 7,
      contributions: [],
      ticketBet: '100000.00',
      prizes: [{ amount: '50000.00', count: 1 }],
      title: { vi: 'Quay số', en: 'Raffle' },
      summary: { vi: 'Tóm tắt', en: 'Summary' },
      rules: { vi: 'Luật', en: 'Rules' },
      bannerUrl: null,
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      enabled: true,
      sortOrder: 9,
      reason: 'year-end raffle',
    };
    for (const [change, field] of [
      [{ endsAt: null }, 'body.endsAt'],
      [{ ticketBet: null }, 'body.ticketBet'],
      [{ prizes: [] }, 'body.prizes'],
    ] as const) {
      expect((await content.post('/promotions', { ...body, ...change })).json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: { field },
      });
    }
    const created = await content.post('/promotions', body);
    expect(created.json().value).toMatchObject({
      kind: 'raffle',
      ticketBet: '100000.00',
      prizes: [{ amount: '50000.00', count: 1 }],
      raffle: { entrants: 0, drawnAt: null, winners: [] },
    });
  });
});
