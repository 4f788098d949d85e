import { eq } from 'drizzle-orm';
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
import { transferSettings } from '../transfers/transfer-setting.table.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { withdrawalSettings } from './withdrawal-setting.table.ts';

let app: App;
let database: DatabaseHandle;
let owner: OperatorClient;
let finance: OperatorClient;
let support: OperatorClient;
let lwId: number;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  const [lw] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
  lwId = lw!.id;
  owner = createOperatorClient(app, { ip: '198.51.100.201' });
  finance = createOperatorClient(app, { ip: '198.51.100.202' });
  support = createOperatorClient(app, { ip: '198.51.100.203' });
  await owner.signIn('owner', 'Owner@2026');
  await finance.signIn('finance', 'Finance@2026');
  await support.signIn('support', 'Support@2026');
}, 60_000);
afterAll(async () => {
  await app.close();
});

const withdrawalBody = {
  merchant: 'LW',
  minAmount: '100000.00',
  maxAmount: '2000000.00',
  confirmMinutes: 45,
  maxBankAccounts: 2,
};
const transferBody = {
  merchant: 'lw',
  minAmount: '20000.00',
  maxAmount: '300000.00',
  dailyLimit: '900000.00',
};

const rows = async () => ({
  withdrawals: await database.db
    .select()
    .from(withdrawalSettings)
    .where(eq(withdrawalSettings.merchantId, lwId)),
  transfers: await database.db.select().from(transferSettings).where(eq(transferSettings.merchantId, lwId)),
  audit: (await database.db.select().from(auditLog)).length,
});

describe('cashier settings', () => {
  it('refuses operators without cashier.settings', async () => {
    expect((await support.get('/cashier/settings?merchant=LW')).statusCode).toBe(403);
    expect((await support.put('/cashier/settings/withdrawals', withdrawalBody)).statusCode).toBe(403);
    expect((await support.put('/cashier/settings/transfers', transferBody)).statusCode).toBe(403);
  });

  it('reads a brand by code or id, defaults filled in, 404 for an unknown brand', async () => {
    const byCode = await finance.get('/cashier/settings?merchant=lw');
    expect(byCode.statusCode, byCode.body).toBe(200);
    const value = byCode.json().value;
    expect(value).toMatchObject({ merchantId: lwId, merchantCode: 'LW' });
    expect(typeof value.withdrawals.minAmount).toBe('string');
    expect(value.withdrawals.minAmount).toMatch(/^\d+\.\d{2}$/);
    expect((await finance.get(`/cashier/settings?merchant=${lwId}`)).json().value).toEqual(value);
    expect((await finance.get('/cashier/settings?merchant=NOPE')).statusCode).toBe(404);
  });

  it('rejects invalid limits with the failing field and changes nothing', async () => {
    const before = await rows();
    const cases: [string, Record<string, unknown>, string][] = [
      ['/cashier/settings/withdrawals', { ...withdrawalBody, minAmount: '0.00' }, 'body.minAmount'],
      ['/cashier/settings/withdrawals', { ...withdrawalBody, minAmount: '-5.00' }, 'body.minAmount'],
      ['/cashier/settings/withdrawals', { ...withdrawalBody, maxAmount: '50000.00' }, 'body.maxAmount'],
      [
        '/cashier/settings/withdrawals',
        { ...withdrawalBody, maxAmount: '9999999999999.00' },
        'body.maxAmount',
      ],
      ['/cashier/settings/withdrawals', { ...withdrawalBody, confirmMinutes: 0 }, 'body.confirmMinutes'],
      ['/cashier/settings/withdrawals', { ...withdrawalBody, confirmMinutes: 1441 }, 'body.confirmMinutes'],
      ['/cashier/settings/withdrawals', { ...withdrawalBody, confirmMinutes: 2.5 }, 'body.confirmMinutes'],
      ['/cashier/settings/withdrawals', { ...withdrawalBody, maxBankAccounts: 11 }, 'body.maxBankAccounts'],
      ['/cashier/settings/withdrawals', { ...withdrawalBody, minAmount: '100' }, 'body.minAmount'],
      ['/cashier/settings/transfers', { ...transferBody, maxAmount: '10000.00' }, 'body.maxAmount'],
      ['/cashier/settings/transfers', { ...transferBody, dailyLimit: '200000.00' }, 'body.dailyLimit'],
    ];
    for (const [path, body, field] of cases) {
      const response = await owner.put(path, body);
      expect(response.statusCode, `${field} ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', value: { field } });
    }
    const unknown = await owner.put('/cashier/settings/withdrawals', { ...withdrawalBody, merchant: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('saves, audits before and after, and GET returns the new values', async () => {
    const saved = await finance.put('/cashier/settings/withdrawals', withdrawalBody);
    expect(saved.statusCode, saved.body).toBe(200);
    const transfers = await finance.put('/cashier/settings/transfers', transferBody);
    expect(transfers.statusCode, transfers.body).toBe(200);
    const value = (await finance.get('/cashier/settings?merchant=LW')).json().value;
    expect(value.withdrawals).toEqual({
      minAmount: '100000.00',
      maxAmount: '2000000.00',
      confirmMinutes: 45,
      maxBankAccounts: 2,
    });
    expect(value.transfers).toEqual({
      minAmount: '20000.00',
      maxAmount: '300000.00',
      dailyLimit: '900000.00',
    });

    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'withdrawalSettings.update'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      merchantId: lwId,
      before: { minAmount: '50000.00', maxAmount: '500000000.00', confirmMinutes: 30, maxBankAccounts: 3 },
      after: { minAmount: '100000.00', maxAmount: '2000000.00', confirmMinutes: 45, maxBankAccounts: 2 },
    });
    const transferAudit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'transferSettings.update'));
    expect(transferAudit[0]).toMatchObject({ after: { dailyLimit: '900000.00' } });
    expect((await owner.get('/audit/verify')).json().value).toMatchObject({ intact: true });
  });

  it('applies at once to members: a withdrawal under the new minimum is refused', async () => {
    const repository = createMembersRepository(database.db);
    const member = await repository.insert({
      merchantId: lwId,
      account: 'limitsmember1',
      nickname: 'limitsmember1',
      passwordHash: await hashPassword('Secret123'),
      referralCode: 'RLIMITS1',
      payeeName: null,
      firstLoginAt: new Date(),
    });
    await createWalletService(database.db).grant({
      merchantId: lwId,
      memberId: member!.id,
      currency: 'VND',
      amountMinor: 1_000_000n * 100n,
      source: 'cashier',
      idempotencyKey: 'test:opening:limitsmember1',
      memo: 'test',
    });
    const client = createAuthClient(app, { ip: '198.18.99.1' });
    expect((await client.login('limitsmember1', 'Secret123')).json().success).toBe(true);
    const overview = (await client.call('GET', '/wps/withdraw/overview')).json().value;
    expect(overview).toMatchObject({ minAmount: '100000.00', maxAmount: '2000000.00', maxBankAccounts: 2 });
    const transfers = (await client.call('GET', '/wps/transfer/overview')).json().value;
    expect(transfers).toMatchObject({
      minAmount: '20000.00',
      maxAmount: '300000.00',
      dailyLimit: '900000.00',
    });
    await client.send('POST', '/wps/withdraw/payment-password', {
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    const bound = await client.call('POST', '/wps/withdraw/bank-accounts', {
      payload: { bankName: 'ACB', accountNumber: '1234567890', accountName: 'Tran Thi B' },
    });
    expect(bound.statusCode, bound.body).toBe(200);
    const tooSmall = await client.send('POST', '/wps/withdraw/requests', {
      bankAccountId: bound.json().value.id,
      amount: '60000.00',
      paymentPassword: '246810',
    });
    expect(tooSmall.json()).toMatchObject({
      code: 'CASHIER_AMOUNT_OUT_OF_RANGE',
      value: { params: { min: '100000.00', max: '2000000.00' } },
    });
  });
});
