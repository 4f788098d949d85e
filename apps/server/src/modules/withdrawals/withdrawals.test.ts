import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createRateLimiter } from '../../platform/rate-limit.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createAuditService } from '../admin/audit.service.ts';
import { auditLog } from '../admin/audit-log.table.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createMembersRepository } from '../members/members.repository.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { withdrawals as withdrawalsTable } from './withdrawal.table.ts';
import { createWithdrawalsService } from './withdrawals.service.ts';

let app: App;
let database: DatabaseHandle;
let finance: OperatorClient;
let lwId: number;
let ipCounter = 0;
let nameCounter = 0;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]).toString('base64');

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  const [lw] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
  lwId = lw!.id;
  finance = createOperatorClient(app);
  await finance.signIn('finance', 'Finance@2026');
}, 60_000);
afterAll(async () => {
  await app.close();
});

const ledgerClean = async () => {
  const report = await checkLedger(database.db);
  expect(report).toMatchObject({ ok: true, holdMismatches: [], negativeMemberWallets: [] });
};

/** A fresh signed-in member with `balance` VND in the main wallet. */
const freshMember = async (balance = 1_000_000, payeeName: string | null = null) => {
  nameCounter += 1;
  ipCounter += 1;
  const account = `wd${Date.now().toString(36)}${nameCounter}`;
  const repository = createMembersRepository(database.db);
  const member = await repository.insert({
    merchantId: lwId,
    account,
    nickname: account,
    passwordHash: await hashPassword('Secret123'),
    referralCode: `RWD${nameCounter}${Date.now().toString(36)}`.toUpperCase().slice(0, 32),
    payeeName,
    firstLoginAt: new Date(),
  });
  if (balance > 0) {
    await createWalletService(database.db).grant({
      merchantId: lwId,
      memberId: member!.id,
      currency: 'VND',
      amountMinor: BigInt(balance) * 100n,
      source: 'cashier',
      idempotencyKey: `test:opening:${account}`,
      memo: 'test',
    });
  }
  const client = createAuthClient(app, { ip: `198.18.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` });
  const login = await client.login(account, 'Secret123');
  expect(login.json().success, login.body).toBe(true);
  return { client, id: member!.id, account };
};

type Client = Awaited<ReturnType<typeof freshMember>>['client'];

const overview = async (c: Client) => (await c.call('GET', '/wps/withdraw/overview')).json().value;
const setPassword = (c: Client, body: Record<string, string>) =>
  c.send('POST', '/wps/withdraw/payment-password', body);
const bind = (c: Client, body: Record<string, string>) =>
  c.call('POST', '/wps/withdraw/bank-accounts', { payload: body });
const withdraw = (c: Client, body: Record<string, unknown>) => c.send('POST', '/wps/withdraw/requests', body);

/** A member with a payment password and one bound account, ready to withdraw. */
const readyMember = async (balance = 1_000_000) => {
  const m = await freshMember(balance);
  expect(
    (await setPassword(m.client, { paymentPassword: '246810', confirmPaymentPassword: '246810' })).statusCode,
  ).toBe(200);
  const bound = await bind(m.client, {
    bankName: 'ACB',
    accountNumber: '1234567890',
    accountName: 'Tran Thi B',
  });
  expect(bound.statusCode, bound.body).toBe(200);
  return { ...m, bankAccountId: bound.json().value.id as number };
};

const request = async (m: Awaited<ReturnType<typeof readyMember>>, amount = '200000.00') => {
  const response = await withdraw(m.client, {
    bankAccountId: m.bankAccountId,
    amount,
    paymentPassword: '246810',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as { id: number };
};

describe('payment password', () => {
  it('is set once, then changed only with the old one', async () => {
    const { client } = await freshMember();
    expect((await overview(client)).paymentPasswordSet).toBe(false);
    const mismatch = await setPassword(client, {
      paymentPassword: '111111',
      confirmPaymentPassword: '111112',
    });
    expect(mismatch.json().code).toBe('AUTH_PASSWORD_MISMATCH');
    expect(
      (await setPassword(client, { paymentPassword: '111111', confirmPaymentPassword: '111111' })).statusCode,
    ).toBe(200);
    expect((await overview(client)).paymentPasswordSet).toBe(true);

    const withoutOld = await setPassword(client, {
      paymentPassword: '222222',
      confirmPaymentPassword: '222222',
    });
    expect(withoutOld.json().code).toBe('CASHIER_PAYMENT_PASSWORD_SET');
    const wrongOld = await setPassword(client, {
      oldPaymentPassword: '999999',
      paymentPassword: '222222',
      confirmPaymentPassword: '222222',
    });
    expect(wrongOld.json()).toMatchObject({
      code: 'CASHIER_PAYMENT_PASSWORD_WRONG',
      message: 'in_cashier_payment_password_wrong',
    });
    const changed = await setPassword(client, {
      oldPaymentPassword: '111111',
      paymentPassword: '222222',
      confirmPaymentPassword: '222222',
    });
    expect(changed.statusCode).toBe(200);
  });

  it('never answers the payment password hash', async () => {
    const { client } = await freshMember();
    const response = await setPassword(client, {
      paymentPassword: '111111',
      confirmPaymentPassword: '111111',
    });
    expect(response.body).not.toMatch(/argon2/);
  });

  it('locks after five wrong passwords, even for the right one', async () => {
    const m = await readyMember();
    for (let i = 1; i <= 4; i++) {
      const wrong = await withdraw(m.client, {
        bankAccountId: m.bankAccountId,
        amount: '100000.00',
        paymentPassword: '000000',
      });
      expect(wrong.json()).toMatchObject({
        code: 'CASHIER_PAYMENT_PASSWORD_WRONG',
        value: { params: { remaining: 5 - i } },
      });
    }
    const fifth = await withdraw(m.client, {
      bankAccountId: m.bankAccountId,
      amount: '100000.00',
      paymentPassword: '000000',
    });
    expect(fifth.statusCode).toBe(423);
    const right = await withdraw(m.client, {
      bankAccountId: m.bankAccountId,
      amount: '100000.00',
      paymentPassword: '246810',
    });
    expect(right.json()).toMatchObject({ code: 'CASHIER_PAYMENT_PASSWORD_LOCKED' });
    expect(right.json().value.retryAfterSeconds).toBeGreaterThan(0);
    await createRateLimiter(database.db).clear(`paypw:${lwId}:${m.id}`);
  });
});

describe('bank accounts', () => {
  it('sets the payee name on the first binding and refuses another name afterwards', async () => {
    const { client } = await freshMember();
    const first = await bind(client, {
      bankName: 'Vietcombank',
      accountNumber: '0011223344',
      accountName: 'Nguyễn Văn An',
    });
    expect(first.json().value).toMatchObject({ accountNumber: '•••• 3344', accountName: 'Nguyễn Văn An' });
    expect((await overview(client)).payeeName).toBe('Nguyễn Văn An');
    const sameWithoutMarks = await bind(client, {
      bankName: 'BIDV',
      accountNumber: '5566778899',
      accountName: 'NGUYEN VAN AN',
    });
    expect(sameWithoutMarks.statusCode).toBe(200);
    const other = await bind(client, {
      bankName: 'BIDV',
      accountNumber: '9988776655',
      accountName: 'Le Van C',
    });
    expect(other.json()).toMatchObject({
      code: 'CASHIER_PAYEE_MISMATCH',
      value: { field: 'body.accountName' },
    });
  });

  it('refuses a payee mismatch against a payee name given at registration', async () => {
    const { client } = await freshMember(0, 'PHAM MINH D');
    const response = await bind(client, {
      bankName: 'ACB',
      accountNumber: '1234567',
      accountName: 'Someone Else',
    });
    expect(response.json().code).toBe('CASHIER_PAYEE_MISMATCH');
  });

  it('allows three accounts, no duplicates, and offers no way to edit or remove one', async () => {
    const { client } = await freshMember();
    for (const n of ['1111111', '2222222', '3333333']) {
      expect(
        (await bind(client, { bankName: 'ACB', accountNumber: n, accountName: 'Vo Thi E' })).statusCode,
      ).toBe(200);
    }
    const fourth = await bind(client, { bankName: 'ACB', accountNumber: '4444444', accountName: 'Vo Thi E' });
    expect(fourth.json()).toMatchObject({
      code: 'CASHIER_BANK_ACCOUNT_LIMIT',
      value: { params: { max: 3 } },
    });
    const id = (await overview(client)).bankAccounts[0].id;
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await client.call(method, `/wps/withdraw/bank-accounts/${id}`, { payload: {} });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses binding the same account twice', async () => {
    const { client } = await freshMember();
    await bind(client, { bankName: 'ACB', accountNumber: '7777777', accountName: 'Vo Thi F' });
    const again = await bind(client, { bankName: 'acb', accountNumber: '7777777', accountName: 'Vo Thi F' });
    expect(again.json().code).toBe('CASHIER_BANK_ACCOUNT_EXISTS');
  });
});

describe('withdrawal requests', () => {
  it('holds the amount: the wallet drops and the held money shows', async () => {
    const m = await readyMember(1_000_000);
    const made = await request(m, '300000.00');
    expect(made).toMatchObject({ status: 'pending', amount: '300000.00', accountNumber: '•••• 7890' });
    expect(await overview(m.client)).toMatchObject({
      balance: '700000.00',
      withdrawable: '700000.00',
      held: '300000.00',
    });
    const list = (await m.client.call('GET', '/wps/withdraw/requests')).json().value;
    expect(list.content.map((w: { id: number }) => w.id)).toEqual([made.id]);
    await ledgerClean();
  });

  it('refuses amounts outside the brand limits and above the withdrawable balance', async () => {
    const m = await readyMember(100_000);
    const tooSmall = await withdraw(m.client, {
      bankAccountId: m.bankAccountId,
      amount: '49999.99',
      paymentPassword: '246810',
    });
    expect(tooSmall.json()).toMatchObject({
      code: 'CASHIER_AMOUNT_OUT_OF_RANGE',
      value: { params: { min: '50000.00' } },
    });
    const tooBig = await withdraw(m.client, {
      bankAccountId: m.bankAccountId,
      amount: '500000000.01',
      paymentPassword: '246810',
    });
    expect(tooBig.json().code).toBe('CASHIER_AMOUNT_OUT_OF_RANGE');
    const over = await withdraw(m.client, {
      bankAccountId: m.bankAccountId,
      amount: '100000.01',
      paymentPassword: '246810',
    });
    expect(over.json()).toMatchObject({
      code: 'CASHIER_INSUFFICIENT_WITHDRAWABLE',
      message: 'in_cashier_insufficient_withdrawable',
    });
    expect((await overview(m.client)).balance).toBe('100000.00');
    await ledgerClean();
  });

  it('asks for a payment password first, and refuses someone else’s bank account', async () => {
    const m = await freshMember();
    const other = await readyMember();
    const response = await withdraw(m.client, {
      bankAccountId: other.bankAccountId,
      amount: '100000.00',
      paymentPassword: '246810',
    });
    expect(response.json().code).toBe('CASHIER_BANK_ACCOUNT_NOT_FOUND');
    await bind(m.client, { bankName: 'ACB', accountNumber: '5555555', accountName: 'Ho Van G' });
    const id = (await overview(m.client)).bankAccounts[0].id;
    const noPassword = await withdraw(m.client, {
      bankAccountId: id,
      amount: '100000.00',
      paymentPassword: '246810',
    });
    expect(noPassword.json().code).toBe('CASHIER_PAYMENT_PASSWORD_REQUIRED');
  });

  it('uses the withdrawable hook, so a turnover requirement can hold money back', async () => {
    const m = await readyMember(1_000_000);
    const service = createWithdrawalsService({
      db: database.db,
      wallet: createWalletService(database.db),
      limiter: createRateLimiter(database.db),
      audit: createAuditService(database.db),
      withdrawableOf: async () => 10_000_000n,
    });
    const [lw] = await database.db.select().from(merchants).where(eq(merchants.id, lwId));
    const member = await createMembersRepository(database.db).findById(lwId, m.id);
    expect((await service.overview(lw!, member!)).withdrawable).toBe('100000.00');
    await expect(
      service.requestWithdrawal(lw!, member!, {
        bankAccountId: m.bankAccountId,
        amount: '200000.00',
        paymentPassword: '246810',
      }),
    ).rejects.toMatchObject({ code: 'CASHIER_INSUFFICIENT_WITHDRAWABLE' });
  });

  it('shows each member only their own requests', async () => {
    const a = await readyMember();
    const b = await readyMember();
    const made = await request(a);
    expect((await b.client.call('GET', '/wps/withdraw/requests')).json().value.content).toEqual([]);
    const confirm = await b.client.call('POST', `/wps/withdraw/requests/${made.id}/confirm`, {
      payload: { result: 'received' },
    });
    expect(confirm.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'GET',
      url: '/wps/withdraw/overview',
      headers: { host: 'localhost:8080' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('operator decisions', () => {
  it('pays a request exactly once, even when two approvals race, and audits it', async () => {
    const m = await readyMember(1_000_000);
    const made = await request(m, '250000.00');
    const [one, two] = await Promise.all([
      finance.post(`/cashier/withdrawals/${made.id}/pay`, { paymentReference: 'VCB-0001' }),
      finance.post(`/cashier/withdrawals/${made.id}/pay`, { paymentReference: 'VCB-0002' }),
    ]);
    const codes = [one.json().code, two.json().code].sort();
    expect(codes).toEqual(['CASHIER_REQUEST_NOT_PENDING', 'OK']);
    expect(await overview(m.client)).toMatchObject({ balance: '750000.00', held: '0.00' });
    const again = await finance.post(`/cashier/withdrawals/${made.id}/reject`, { reason: 'late' });
    expect(again.json().code).toBe('CASHIER_REQUEST_NOT_PENDING');
    const detail = (await finance.get(`/cashier/withdrawals/${made.id}`)).json().value;
    expect(detail.withdrawal).toMatchObject({
      status: 'paid',
      paidBy: 'finance',
      accountNumber: '1234567890',
    });
    expect(detail.withdrawal.confirmDeadline).toBeTruthy();
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(made.id)));
    expect(audits.filter((a) => a.action === 'withdrawal.pay')).toHaveLength(1);
    await ledgerClean();
  });

  it('rejects with a reason and returns the held money', async () => {
    const m = await readyMember(1_000_000);
    const made = await request(m, '400000.00');
    const rejected = await finance.post(`/cashier/withdrawals/${made.id}/reject`, {
      reason: 'Name on account differs',
    });
    expect(rejected.json().value).toMatchObject({
      status: 'rejected',
      rejectReason: 'Name on account differs',
    });
    expect(await overview(m.client)).toMatchObject({ balance: '1000000.00', held: '0.00' });
    await ledgerClean();
  });

  it('lists and filters the queue; support operators may not use it', async () => {
    const m = await readyMember();
    await request(m);
    const page = (await finance.get(`/cashier/withdrawals?status=pending&q=${m.account}`)).json().value;
    expect(page.content).toHaveLength(1);
    expect(page.content[0]).toMatchObject({
      memberAccount: m.account,
      merchantCode: 'LW',
      status: 'pending',
    });
    const support = createOperatorClient(app);
    await support.signIn('support', 'Support@2026');
    expect((await support.get('/cashier/withdrawals')).statusCode).toBe(403);
  });
});

describe('confirmation and cases', () => {
  const paid = async (amount = '300000.00') => {
    const m = await readyMember(1_000_000);
    const made = await request(m, amount);
    expect(
      (await finance.post(`/cashier/withdrawals/${made.id}/pay`, { paymentReference: `REF-${made.id}` }))
        .statusCode,
    ).toBe(200);
    return { m, id: made.id };
  };
  const confirm = (
    m: Awaited<ReturnType<typeof readyMember>>,
    id: number,
    payload: Record<string, unknown>,
  ) => m.client.call('POST', `/wps/withdraw/requests/${id}/confirm`, { payload });

  it('lists paid requests awaiting confirmation and records "received" without a case', async () => {
    const { m, id } = await paid();
    const waiting = (await m.client.call('GET', '/wps/withdraw/requests?awaitingConfirmation=true')).json()
      .value;
    expect(waiting.content.map((w: { id: number }) => w.id)).toEqual([id]);
    const response = await confirm(m, id, { result: 'received' });
    expect(response.json().value).toMatchObject({ confirmation: 'received', receivedAmount: '300000.00' });
    expect((await confirm(m, id, { result: 'received' })).json().code).toBe('CASHIER_CONFIRMATION_CLOSED');
    expect((await finance.get(`/cashier/withdrawals/${id}`)).json().value.case).toBeNull();
  });

  it('opens a case for a partial receipt, which the operator resolves and credits once', async () => {
    const { m, id } = await paid('300000.00');
    const bad = await confirm(m, id, {
      result: 'partial',
      receivedAmount: '100000.00',
      remainingAmount: '100000.00',
    });
    expect(bad.json().code).toBe('CASHIER_AMOUNTS_MISMATCH');
    const ok = await confirm(m, id, {
      result: 'partial',
      receivedAmount: '100000.00',
      remainingAmount: '200000.00',
    });
    expect(ok.json().value).toMatchObject({ confirmation: 'partial', receivedAmount: '100000.00' });
    const cases = (await finance.get('/cashier/withdrawal-cases?status=open')).json().value.content;
    const kase = cases.find((c: { withdrawalId: number }) => c.withdrawalId === id);
    expect(kase).toMatchObject({
      claim: 'partial',
      receivedAmount: '100000.00',
      missingAmount: '200000.00',
      status: 'open',
    });

    const tooMuch = await finance.post(`/cashier/withdrawal-cases/${kase.id}/credit`, {
      amount: '200000.01',
      note: 'x',
    });
    expect(tooMuch.json().code).toBe('CASHIER_AMOUNT_OUT_OF_RANGE');
    const [c1, c2] = await Promise.all([
      finance.post(`/cashier/withdrawal-cases/${kase.id}/credit`, {
        amount: '200000.00',
        note: 'Bank confirmed short payment',
      }),
      finance.post(`/cashier/withdrawal-cases/${kase.id}/credit`, {
        amount: '200000.00',
        note: 'Bank confirmed short payment',
      }),
    ]);
    expect([c1.json().code, c2.json().code].sort()).toEqual(['CASHIER_CASE_ALREADY_CREDITED', 'OK']);
    expect((await overview(m.client)).balance).toBe('900000.00');
    const resolved = await finance.post(`/cashier/withdrawal-cases/${kase.id}/resolve`, {
      note: 'Credited the shortfall',
    });
    expect(resolved.json().value).toMatchObject({
      status: 'resolved',
      resolvedBy: 'finance',
      creditedAmount: '200000.00',
    });
    expect(
      (await finance.post(`/cashier/withdrawal-cases/${kase.id}/resolve`, { note: 'again' })).json().code,
    ).toBe('CASHIER_CASE_NOT_OPEN');
    await ledgerClean();
  });

  it('requires a png or jpg proof (by its bytes) for "not received", and opens a case with it', async () => {
    const { m, id } = await paid();
    expect((await confirm(m, id, { result: 'not_received' })).json().code).toBe('CASHIER_PROOF_INVALID');
    const gif = Buffer.from('GIF89a....').toString('base64');
    const renamed = await confirm(m, id, {
      result: 'not_received',
      proofImage: `data:image/png;base64,${gif}`,
    });
    expect(renamed.statusCode).toBe(415);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    Buffer.from([0xff, 0xd8, 0xff]).copy(big);
    const tooBig = await confirm(m, id, { result: 'not_received', proofImage: big.toString('base64') });
    expect(tooBig.statusCode).toBe(413);
    const ok = await confirm(m, id, { result: 'not_received', proofImage: PNG });
    expect(ok.json().value).toMatchObject({ confirmation: 'not_received', receivedAmount: '0.00' });
    const detail = (await finance.get(`/cashier/withdrawals/${id}`)).json().value;
    expect(detail.case).toMatchObject({ claim: 'not_received', missingAmount: '300000.00', hasProof: true });
    expect(detail.case.proofImage).toBe(`data:image/png;base64,${PNG}`);
  });

  it('counts an unconfirmed paid request as received after the minutes, with no refund', async () => {
    const { m, id } = await paid();
    let clock = new Date();
    const service = createWithdrawalsService({
      db: database.db,
      wallet: createWalletService(database.db),
      limiter: createRateLimiter(database.db),
      audit: createAuditService(database.db),
      now: () => clock,
    });
    expect(await service.expireConfirmations()).toBe(0);
    clock = new Date(Date.now() + 31 * 60_000);
    expect(await service.expireConfirmations()).toBeGreaterThanOrEqual(1);
    const [row] = await database.db.select().from(withdrawalsTable).where(eq(withdrawalsTable.id, id));
    expect(row).toMatchObject({ confirmation: 'auto_received', receivedAmount: row!.amount });
    expect((await confirm(m, id, { result: 'not_received', proofImage: PNG })).json().code).toBe(
      'CASHIER_CONFIRMATION_CLOSED',
    );
    expect((await overview(m.client)).balance).toBe('700000.00');
    await ledgerClean();
  });
});
