import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { auditLog } from '../admin/audit-log.table.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createMembersRepository } from '../members/members.repository.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { deposits as depositsTable } from './deposit.table.ts';
import { gatewayCallbacks } from './gateway-callback.table.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  type SandboxNotificationBody,
  signSandboxNotification,
} from './gateway-providers.ts';

const SECRET = 'test-sandbox-secret-0123456789';

let app: App;
let database: DatabaseHandle;
let finance: OperatorClient;
let lwId: number;
let bankMethodId: number;
let gatewayMethodId: number;
let counter = 0;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]).toString('base64');
const GIF = Buffer.from('GIF89a-not-allowed').toString('base64');

beforeAll(async () => {
  ({ app, database } = await createTestApp({ SANDBOX_GATEWAY_SECRET: SECRET }));
  const [lw] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
  lwId = lw!.id;
  finance = createOperatorClient(app);
  await finance.signIn('finance', 'Finance@2026');
  const methods = (await finance.get('/cashier/payment-methods?merchantCode=LW')).json().value as {
    id: number;
    kind: string;
  }[];
  bankMethodId = methods.find((m) => m.kind === 'bank')!.id;
  gatewayMethodId = methods.find((m) => m.kind === 'gateway')!.id;
}, 60_000);
afterAll(async () => {
  await app.close();
});

const ledgerClean = async () => {
  const report = await checkLedger(database.db);
  expect(report).toMatchObject({ ok: true, negativeMemberWallets: [] });
};

/** A fresh signed-in member of Luckwell with an empty wallet. */
const freshMember = async () => {
  counter += 1;
  const account = `dp${Date.now().toString(36)}${counter}`;
  const member = await createMembersRepository(database.db).insert({
    merchantId: lwId,
    account,
    nickname: account,
    passwordHash: await hashPassword('Secret123'),
    referralCode: `RDP${counter}${Date.now().toString(36)}`.toUpperCase().slice(0, 32),
    firstLoginAt: new Date(),
  });
  const client = createAuthClient(app, { ip: `198.18.40.${counter % 250}` });
  const login = await client.login(account, 'Secret123');
  expect(login.json().success, login.body).toBe(true);
  return { client, id: member!.id, account };
};

type Member = Awaited<ReturnType<typeof freshMember>>;

const balanceOf = (m: Member) => createWalletService(database.db).balance(lwId, m.id, 'VND');
const deposit = (m: Member, body: Record<string, unknown>) =>
  m.client.call('POST', '/wps/deposit/requests', { payload: body });
const depositCount = async (memberId: number) =>
  (
    await database.db.select({ n: count() }).from(depositsTable).where(eq(depositsTable.memberId, memberId))
  )[0]!.n;

const bankDeposit = async (m: Member, amount = '200000.00') => {
  const response = await deposit(m, { methodId: bankMethodId, amount, reference: 'VCB-REF-123' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as { id: number; status: string };
};

const callback = (body: SandboxNotificationBody, signature = signSandboxNotification(SECRET, body)) =>
  app.inject({
    method: 'POST',
    url: '/gateway/callback/sandbox',
    headers: { [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });

const notification = (
  id: number,
  amount: string,
  status: 'paid' | 'cancelled' = 'paid',
): SandboxNotificationBody => ({
  depositId: String(id),
  providerRef: `SBX-TEST-${id}`,
  amount,
  status,
  timestamp: new Date().toISOString(),
});

describe('payment methods', () => {
  it('shows the member the brand’s enabled methods with the bank account to transfer to', async () => {
    const m = await freshMember();
    const { value } = (await m.client.call('GET', '/wps/deposit/methods')).json();
    expect(value.currency).toBe('VND');
    expect(value.methods).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'bank',
          bankName: 'Vietcombank',
          accountNumber: '0451000888999',
          minAmount: '50000.00',
        }),
        expect.objectContaining({ kind: 'gateway', name: 'Sandbox Pay', bankName: null }),
      ]),
    );
  });

  it('lets finance add, edit and disable a method, audited; a disabled method takes no deposits', async () => {
    const created = await finance.post('/cashier/payment-methods', {
      merchantCode: 'LW',
      kind: 'bank',
      name: 'ACB transfer',
      bankName: 'ACB',
      accountNumber: '11223344',
      accountName: 'CONG TY LUCKWELL',
      minAmount: '100000.00',
      maxAmount: '1000000.00',
    });
    expect(created.statusCode, created.body).toBe(200);
    const method = created.json().value;
    const m = await freshMember();
    const names = (await m.client.call('GET', '/wps/deposit/methods'))
      .json()
      .value.methods.map((x: { name: string }) => x.name);
    expect(names).toContain('ACB transfer');

    const disabled = await finance.put(`/cashier/payment-methods/${method.id}`, {
      name: 'ACB transfer',
      bankName: 'ACB',
      accountNumber: '11223344',
      accountName: 'CONG TY LUCKWELL',
      minAmount: '100000.00',
      maxAmount: '2000000.00',
      enabled: false,
    });
    expect(disabled.json().value).toMatchObject({ enabled: false, maxAmount: '2000000.00' });
    const refused = await deposit(m, { methodId: method.id, amount: '150000.00', reference: 'X-123' });
    expect(refused.json()).toMatchObject({
      code: 'DEPOSIT_METHOD_UNAVAILABLE',
      value: { field: 'body.methodId' },
    });
    expect(await depositCount(m.id)).toBe(0);

    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'payment_method'), eq(auditLog.targetId, String(method.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['paymentMethod.create', 'paymentMethod.update']);
  });

  it('refuses a bank method without an account number or with min above max, changing nothing', async () => {
    const before = (await finance.get('/cashier/payment-methods')).json().value.length;
    const noAccount = await finance.post('/cashier/payment-methods', {
      merchantCode: 'LW',
      kind: 'bank',
      name: 'Broken',
      bankName: 'ACB',
      accountName: 'X Y',
      minAmount: '1.00',
      maxAmount: '2.00',
    });
    expect(noAccount.json()).toMatchObject({
      success: false,
      code: 'DEPOSIT_METHOD_INVALID',
      message: 'in_deposit_method_invalid',
      value: { field: 'body.accountNumber' },
    });
    const inverted = await finance.post('/cashier/payment-methods', {
      merchantCode: 'LW',
      kind: 'gateway',
      name: 'Broken gateway',
      provider: 'sandbox',
      minAmount: '5.00',
      maxAmount: '2.00',
    });
    expect(inverted.json()).toMatchObject({
      code: 'DEPOSIT_METHOD_INVALID',
      value: { field: 'body.maxAmount' },
    });
    expect((await finance.get('/cashier/payment-methods')).json().value.length).toBe(before);
  });
});

describe('bank transfer deposits', () => {
  it('records a pending request with the reference and a png receipt; the wallet does not move yet', async () => {
    const m = await freshMember();
    const response = await deposit(m, {
      methodId: bankMethodId,
      amount: '300000.00',
      reference: 'FT2611230001',
      receiptImage: `data:image/png;base64,${PNG}`,
    });
    expect(response.json().value).toMatchObject({
      status: 'pending',
      amount: '300000.00',
      reference: 'FT2611230001',
      hasReceipt: true,
      redirectUrl: null,
    });
    expect(await balanceOf(m)).toBe(0n);
    const list = (await m.client.call('GET', '/wps/deposit/requests')).json().value;
    expect(list.content).toHaveLength(1);
    const detail = (await finance.get(`/cashier/deposits/${response.json().value.id}`)).json().value;
    expect(detail.receiptImage).toBe(`data:image/png;base64,${PNG}`);
  });

  it('refuses amounts outside the method’s limits, a missing reference and a receipt that is not png or jpg', async () => {
    const m = await freshMember();
    const low = await deposit(m, { methodId: bankMethodId, amount: '10000.00', reference: 'REF-1' });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({
      success: false,
      code: 'DEPOSIT_AMOUNT_OUT_OF_RANGE',
      message: 'in_deposit_amount_out_of_range',
      value: { field: 'body.amount', params: { min: '50000.00', max: '300000000.00' } },
    });
    const noReference = await deposit(m, { methodId: bankMethodId, amount: '100000.00' });
    expect(noReference.json()).toMatchObject({
      code: 'DEPOSIT_REFERENCE_REQUIRED',
      value: { field: 'body.reference' },
    });
    const gif = await deposit(m, {
      methodId: bankMethodId,
      amount: '100000.00',
      reference: 'REF-1',
      receiptImage: GIF,
    });
    expect(gif.statusCode).toBe(415);
    expect(gif.json()).toMatchObject({
      code: 'DEPOSIT_RECEIPT_INVALID',
      value: { field: 'body.receiptImage' },
    });
    const badMoney = await deposit(m, { methodId: bankMethodId, amount: '1e5', reference: 'REF-1' });
    expect(badMoney.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const unknown = await deposit(m, { methodId: 999_999, amount: '100000.00', reference: 'REF-1' });
    expect(unknown.json()).toMatchObject({ code: 'DEPOSIT_METHOD_UNAVAILABLE' });
    expect(await depositCount(m.id)).toBe(0);
  });

  it('refuses a sixth waiting deposit, and takes one again once a request is decided', async () => {
    const m = await freshMember();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await bankDeposit(m, '60000.00')).id);
    const sixth = await deposit(m, { methodId: bankMethodId, amount: '60000.00', reference: 'REF-6' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({
      code: 'DEPOSIT_TOO_MANY_PENDING',
      message: 'in_deposit_too_many_pending',
      value: { params: { max: 5 } },
    });
    expect(await depositCount(m.id)).toBe(5);
    await finance.post(`/cashier/deposits/${ids[0]}/reject`, { reason: 'Duplicate request' });
    expect(
      (await deposit(m, { methodId: bankMethodId, amount: '60000.00', reference: 'REF-6' })).statusCode,
    ).toBe(200);
  });

  it('refuses a trial account', async () => {
    const m = await freshMember();
    await createMembersRepository(database.db).update(m.id, { type: 4 });
    const refused = await deposit(m, { methodId: bankMethodId, amount: '100000.00', reference: 'REF-1' });
    expect(refused.json()).toMatchObject({ code: 'AUTH_TRIAL_FORBIDDEN', message: 'in_need_true_account' });
    expect(await depositCount(m.id)).toBe(0);
  });

  it('needs a signed-in member', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/wps/deposit/requests',
      headers: { host: 'localhost:8080' },
    });
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('credits exactly once when two operators approve at the same moment, and audits it', async () => {
    const m = await freshMember();
    const { id } = await bankDeposit(m, '250000.00');
    const other = createOperatorClient(app, { ip: '198.51.100.201' });
    await other.signIn('owner', 'Owner@2026');
    const [one, two] = await Promise.all([
      finance.post(`/cashier/deposits/${id}/approve`, {}),
      other.post(`/cashier/deposits/${id}/approve`, { note: 'seen on statement' }),
    ]);
    const codes = [one.json().code, two.json().code].sort();
    expect(codes).toEqual(['DEPOSIT_NOT_PENDING', 'OK']);
    expect(await balanceOf(m)).toBe(25_000_000n);
    const list = (await m.client.call('GET', '/wps/deposit/requests')).json().value;
    expect(list.content[0]).toMatchObject({ id, status: 'approved' });
    const history = (await m.client.call('GET', '/wps/member/transactions?type=deposit')).json().value;
    expect(history.list).toEqual([
      expect.objectContaining({ type: 'deposit', amount: '250000.00', balanceAfter: '250000.00' }),
    ]);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'deposit'), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.action).toBe('deposit.approve');
    await ledgerClean();
  });

  it('rejects with a reason, credits nothing, and refuses a second decision', async () => {
    const m = await freshMember();
    const { id } = await bankDeposit(m);
    const noReason = await finance.post(`/cashier/deposits/${id}/reject`, { reason: '' });
    expect(noReason.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const rejected = await finance.post(`/cashier/deposits/${id}/reject`, { reason: 'No transfer found' });
    expect(rejected.json().value).toMatchObject({
      status: 'rejected',
      rejectReason: 'No transfer found',
      decidedBy: 'finance',
    });
    const approve = await finance.post(`/cashier/deposits/${id}/approve`, {});
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({ code: 'DEPOSIT_NOT_PENDING', message: 'in_deposit_not_pending' });
    expect(await balanceOf(m)).toBe(0n);
    const mine = (await m.client.call('GET', '/wps/deposit/requests')).json().value.content[0];
    expect(mine).toMatchObject({ status: 'rejected', rejectReason: 'No transfer found' });
  });

  it('lists and filters the queue; support operators may not use it', async () => {
    const m = await freshMember();
    await bankDeposit(m);
    const pending = (await finance.get(`/cashier/deposits?status=pending&q=${m.account}`)).json().value;
    expect(pending.content).toHaveLength(1);
    expect(pending.content[0]).toMatchObject({
      memberAccount: m.account,
      merchantCode: 'LW',
      status: 'pending',
    });
    const support = createOperatorClient(app, { ip: '198.51.100.202' });
    await support.signIn('support', 'Support@2026');
    expect((await support.get('/cashier/deposits')).json()).toMatchObject({
      success: false,
      code: 'FORBIDDEN',
    });
    expect((await support.get('/cashier/gateway-callbacks')).statusCode).toBe(403);
  });
});

describe('gateway deposits', () => {
  const gatewayDeposit = async (m: Member, amount = '100000.00') => {
    const response = await deposit(m, { methodId: gatewayMethodId, amount });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as { id: number; redirectUrl: string; status: string };
  };

  it('sends the member to the sandbox page, whose Pay credits the wallet once', async () => {
    const m = await freshMember();
    const created = await gatewayDeposit(m);
    expect(created.status).toBe('pending');
    expect(created.redirectUrl).toMatch(new RegExp(`^/sandbox-pay/${created.id}\\?t=[0-9a-f]{32}$`));
    const pageResponse = await app.inject({ method: 'GET', url: created.redirectUrl });
    expect(pageResponse.statusCode).toBe(200);
    expect(pageResponse.body).toContain('Pay 100,000.00 VND');
    const token = new URL(created.redirectUrl, 'http://x').searchParams.get('t')!;
    const wrongToken = await app.inject({
      method: 'GET',
      url: `/sandbox-pay/${created.id}?t=${'0'.repeat(32)}`,
    });
    expect(wrongToken.statusCode).toBe(404);

    const paid = await app.inject({
      method: 'POST',
      url: `/sandbox-pay/${created.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `t=${token}&action=pay`,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/member?page=depositv2&deposit=${created.id}`);
    expect(await balanceOf(m)).toBe(10_000_000n);
    const mine = (await m.client.call('GET', '/wps/deposit/requests')).json().value.content[0];
    expect(mine).toMatchObject({ id: created.id, status: 'approved', redirectUrl: null });

    // The provider retries the same notification: acknowledged, not credited again.
    const again = await callback(notification(created.id, '10000000'));
    expect(again.json()).toMatchObject({ success: true, value: { outcome: 'duplicate' } });
    expect(await balanceOf(m)).toBe(10_000_000n);
    await ledgerClean();
  });

  it('credits once when the provider sends the same notification twice at the same moment', async () => {
    const m = await freshMember();
    const { id } = await gatewayDeposit(m);
    const body = notification(id, '10000000');
    const outcomes = (await Promise.all([callback(body), callback(body), callback(body)])).map(
      (r) => r.json().value.outcome,
    );
    expect(outcomes.sort()).toEqual(['credited', 'duplicate', 'duplicate']);
    expect(await balanceOf(m)).toBe(10_000_000n);
    await ledgerClean();
  });

  it('refuses a forged signature with a stable code, logs it, and credits nothing', async () => {
    const m = await freshMember();
    const { id } = await gatewayDeposit(m);
    const forged = await callback(notification(id, '10000000'), 'f'.repeat(64));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({
      success: false,
      code: 'DEPOSIT_SIGNATURE_INVALID',
      message: 'in_deposit_signature_invalid',
    });
    const tampered = notification(id, '10000000');
    const signature = signSandboxNotification(SECRET, tampered);
    const bigger = await callback({ ...tampered, amount: '99999999' }, signature);
    expect(bigger.json().code).toBe('DEPOSIT_SIGNATURE_INVALID');
    expect(await balanceOf(m)).toBe(0n);
    const logged = await database.db
      .select()
      .from(gatewayCallbacks)
      .where(eq(gatewayCallbacks.depositId, id));
    expect(logged.map((l) => [l.outcome, l.signatureValid])).toEqual([
      ['forged', false],
      ['forged', false],
    ]);
    const log = (await finance.get('/cashier/gateway-callbacks?outcome=forged')).json().value;
    expect(log.content.some((c: { depositId: number }) => c.depositId === id)).toBe(true);
  });

  it('records a payment after the member cancelled as late and does not credit it', async () => {
    const m = await freshMember();
    const { id } = await gatewayDeposit(m);
    expect((await callback(notification(id, '10000000', 'cancelled'))).json().value.outcome).toBe(
      'cancelled',
    );
    const late = await callback(notification(id, '10000000'));
    expect(late.json()).toMatchObject({ success: true, value: { outcome: 'late' } });
    expect(await balanceOf(m)).toBe(0n);
    const mine = (await m.client.call('GET', '/wps/deposit/requests')).json().value.content[0];
    expect(mine.status).toBe('cancelled');
  });

  it('records a payment after the deposit expired as late and does not credit it', async () => {
    const m = await freshMember();
    const { id } = await gatewayDeposit(m);
    await database.db
      .update(depositsTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(depositsTable.id, id));
    expect((await m.client.call('GET', '/wps/deposit/requests')).json().value.content[0].status).toBe(
      'expired',
    );
    const queue = (await finance.get(`/cashier/deposits?status=pending&q=${m.account}`)).json().value;
    expect(queue.content).toHaveLength(0);
    const late = await callback(notification(id, '10000000'));
    expect(late.json().value.outcome).toBe('late');
    expect(await balanceOf(m)).toBe(0n);
    const [row] = await database.db.select().from(depositsTable).where(eq(depositsTable.id, id));
    expect(row!.status).toBe('expired');
  });

  it('does not credit a notification whose amount differs from the deposit', async () => {
    const m = await freshMember();
    const { id } = await gatewayDeposit(m);
    const wrong = await callback(notification(id, '20000000'));
    expect(wrong.json().value.outcome).toBe('amount_mismatch');
    expect(await balanceOf(m)).toBe(0n);
  });

  it('an operator cannot approve a gateway deposit by hand', async () => {
    const m = await freshMember();
    const { id } = await gatewayDeposit(m);
    expect((await finance.post(`/cashier/deposits/${id}/approve`, {})).json().code).toBe(
      'DEPOSIT_NOT_PENDING',
    );
    expect(await balanceOf(m)).toBe(0n);
  });
});
