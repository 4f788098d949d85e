import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient, JDG_HOST } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createOperatorClient } from '../admin/operator-test-client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { journalEntries } from '../wallet/journal-entry.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService, type WalletService } from '../wallet/wallet.service.ts';
import { createLocalVendorAdapter } from './vendor-adapter.ts';

let app: App;
let database: DatabaseHandle;
let wallet: WalletService;
let jdg: number;
let lw: number;
const PASSWORD = 'Player@2026';
/** Refuses every call for vendor OCEAN, as a vendor that is down would. */
const adapter = createLocalVendorAdapter({ fail: (call) => call.vendor === 'OCEAN' });

beforeAll(async () => {
  ({ app, database } = await createTestApp({}, { transferVendorAdapter: adapter }));
  wallet = createWalletService(database.db);
  const rows = await database.db.select().from(merchants);
  jdg = rows.find((row) => row.code === 'JDG')!.id;
  lw = rows.find((row) => row.code === 'LW')!.id;
});
afterAll(async () => {
  await app.close();
});

let ipCounter = 0;

/** A member with `cash` minor units in the main wallet, signed in. */
const member = async (account: string, { brand = 'JDG', cash = 100_000n } = {}) => {
  const merchantId = brand === 'JDG' ? jdg : lw;
  const [row] = await database.db
    .insert(members)
    .values({
      merchantId,
      account,
      nickname: account,
      passwordHash: await hashPassword(PASSWORD),
      referralCode: account.toUpperCase(),
    })
    .returning({ id: members.id });
  const currency =
    brand === 'JDG'
      ? (await database.db.select().from(merchants).where(eq(merchants.id, jdg)))[0]!.currencyCode
      : 'VND';
  if (cash > 0n) {
    await wallet.credit({
      merchantId,
      memberId: row!.id,
      currency,
      amountMinor: cash,
      counterparty: 'cashier',
      idempotencyKey: `test:${account}:opening`,
      kind: 'deposit',
    });
  }
  ipCounter += 1;
  const c = createAuthClient(app, {
    ip: `198.51.100.${ipCounter}`,
    host: brand === 'JDG' ? JDG_HOST : undefined,
  });
  expect((await c.login(account, PASSWORD)).json().success).toBe(true);
  return { id: row!.id, c, merchantId };
};

type Client = Awaited<ReturnType<typeof member>>['c'];
const wallets = async (c: Client) => (await c.call('GET', '/wps/v2/wallets')).json();
const send = (c: Client, payload: Record<string, unknown>) =>
  c.call('POST', '/relay/GCS_walletTransfer', { payload });
const vendorBalance = (value: { vendors: { vendor: string; balance: string }[] }, vendor: string) =>
  value.vendors.find((row) => row.vendor === vendor)?.balance;
let requestCounter = 0;
const requestId = () => `req-${Date.now()}-${++requestCounter}`;
const entriesOf = async (merchantId: number, memberId: number) =>
  database.db
    .select()
    .from(journalEntries)
    .where(
      and(eq(journalEntries.merchantId, merchantId), like(journalEntries.idempotencyKey, `wt:${memberId}:%`)),
    );

describe('GET /wps/v2/wallets', () => {
  it("lists Jade Dragon's main wallet and one zero sub-wallet per vendor", async () => {
    const { c } = await member('tw_list');
    const response = await c.call('GET', '/wps/v2/wallets');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { value } = response.json();
    expect(value).toMatchObject({ isSingle: false, main: '1000.00' });
    expect(value.vendors.map((row: { vendor: string }) => row.vendor)).toEqual([
      'LW',
      'NOVA',
      'GOLDHALL',
      'OCEAN',
      'BTI',
    ]);
    expect(value.vendors[1]).toMatchObject({
      displayName: 'Nova Slots',
      balance: '0.00',
      maintenance: false,
    });
  });

  it('answers a single-wallet brand with its one wallet and no vendors', async () => {
    const { c } = await member('tw_single_list', { brand: 'LW' });
    expect((await wallets(c)).value).toMatchObject({ isSingle: true, main: '1000.00', vendors: [] });
  });

  it('refuses a visitor in the envelope', async () => {
    const response = await createAuthClient(app, { host: JDG_HOST }).call('GET', '/wps/v2/wallets');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});

describe('POST /relay/GCS_walletTransfer', () => {
  it('moves money in to a vendor and out again, asking the vendor each time', async () => {
    const { c, id } = await member('tw_in_out');
    const into = await send(c, { action: 'in', vendor: 'NOVA', amount: '250.5', requestId: requestId() });
    expect(into.statusCode).toBe(200);
    expect(into.json()).toMatchObject({
      success: true,
      message: 'in_wallet_transfer_success',
      value: { action: 'in', moved: '250.50', replayed: false },
    });
    expect(into.json().value.wallets.main).toBe('749.50');
    expect(vendorBalance(into.json().value.wallets, 'NOVA')).toBe('250.50');

    const out = await send(c, { action: 'out', vendor: 'NOVA', amount: '50', requestId: requestId() });
    expect(out.json().value).toMatchObject({ moved: '50.00' });
    expect(out.json().value.wallets.main).toBe('799.50');
    expect(vendorBalance(out.json().value.wallets, 'NOVA')).toBe('200.50');
    // The header balance reads the same main wallet.
    expect((await c.call('GET', '/wps/v2/wallets/balance')).json().value.balance).toBe('799.50');

    const asked = adapter.calls.filter((call) => call.memberId === id);
    expect(asked.map((call) => [call.direction, call.vendor, call.amountMinor])).toEqual([
      ['deposit', 'NOVA', 25_050n],
      ['withdraw', 'NOVA', 5_000n],
    ]);
  });

  it('returns every vendor balance to the main wallet with "balance returned"', async () => {
    const { c } = await member('tw_return_all');
    await send(c, { action: 'in', vendor: 'NOVA', amount: '100', requestId: requestId() });
    await send(c, { action: 'in', vendor: 'BTI', amount: '300', requestId: requestId() });
    const id = requestId();
    const response = await send(c, { action: 'returnAll', requestId: id });
    expect(response.json()).toMatchObject({
      success: true,
      message: 'in_balance_returned',
      value: { action: 'returnAll', moved: '400.00', replayed: false },
    });
    const { value } = response.json();
    expect(value.wallets.main).toBe('1000.00');
    expect(value.wallets.vendors.every((row: { balance: string }) => row.balance === '0.00')).toBe(true);

    // The same request again moves nothing, even after new money went to a vendor.
    await send(c, { action: 'in', vendor: 'NOVA', amount: '10', requestId: requestId() });
    const again = (await send(c, { action: 'returnAll', requestId: id })).json();
    expect(again).toMatchObject({ success: true, value: { moved: '400.00', replayed: true } });
    expect(again.value.wallets.main).toBe('990.00');
    // Nothing anywhere: success with nothing moved.
    const { c: empty } = await member('tw_return_empty');
    expect((await send(empty, { action: 'returnAll', requestId: requestId() })).json()).toMatchObject({
      success: true,
      message: 'in_balance_returned',
      value: { moved: '0.00' },
    });
  });

  it('moves once for a double submit with the same requestId', async () => {
    const { c, id, merchantId } = await member('tw_replay');
    const body = { action: 'in', vendor: 'LW', amount: '100.00', requestId: requestId() };
    const [first, second] = await Promise.all([send(c, body), send(c, body)]);
    const third = await send(c, body);
    for (const response of [first, second, third]) expect(response.json().success).toBe(true);
    expect(third.json().value.replayed).toBe(true);
    const after = (await wallets(c)).value;
    expect(after.main).toBe('900.00');
    expect(vendorBalance(after, 'LW')).toBe('100.00');
    // One first step and one ending were booked.
    expect((await entriesOf(merchantId, id)).map((entry) => entry.idempotencyKey).sort()).toEqual([
      `wt:${id}:${body.requestId}`,
      `wt:${id}:${body.requestId}:done`,
    ]);
    // The same requestId for another transfer is refused and moves nothing.
    const reused = await send(c, { ...body, amount: '5.00' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({
      success: false,
      code: 'WALLET_REQUEST_REUSED',
      value: { field: 'body.requestId' },
    });
    expect((await wallets(c)).value.main).toBe('900.00');
  });

  it('undoes a transfer the vendor refuses: the money stays in the main wallet', async () => {
    const { c, id, merchantId } = await member('tw_vendor_down');
    const body = { action: 'in', vendor: 'OCEAN', amount: '100', requestId: requestId() };
    const refused = await send(c, body);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'WALLET_VENDOR_FAILED',
      message: 'in_wallet_vendor_failed',
      value: { field: 'body.vendor' },
    });
    const after = (await wallets(c)).value;
    expect(after.main).toBe('1000.00');
    expect(vendorBalance(after, 'OCEAN')).toBe('0.00');
    // A repeat answers the same and moves nothing; the vendor is not asked again.
    const calls = adapter.calls.length;
    expect((await send(c, body)).json().code).toBe('WALLET_VENDOR_FAILED');
    expect(adapter.calls.length).toBe(calls);
    const keys = (await entriesOf(merchantId, id)).map((entry) => entry.idempotencyKey).sort();
    expect(keys).toEqual([`wt:${id}:${body.requestId}`, `wt:${id}:${body.requestId}:undo`]);
    // The transit account is back at zero and the books balance.
    const report = await checkLedger(database.db);
    expect(report.ok).toBe(true);
  });

  it('refuses bad input with the failing field and changes nothing', async () => {
    const { c } = await member('tw_bad_input');
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ action: 'in', vendor: 'NOVA', amount: '1000.01' }, 409, 'WALLET_INSUFFICIENT_FUNDS', 'body.amount'],
      [{ action: 'out', vendor: 'NOVA', amount: '1' }, 409, 'WALLET_INSUFFICIENT_FUNDS', 'body.amount'],
      [{ action: 'in', vendor: 'JILI', amount: '1' }, 404, 'WALLET_VENDOR_UNKNOWN', 'body.vendor'],
      [{ action: 'in', vendor: 'NOVA', amount: '1.234' }, 400, 'VALIDATION_FAILED', 'body.amount'],
      [{ action: 'in', vendor: 'NOVA', amount: '0.00' }, 400, 'VALIDATION_FAILED', 'body.amount'],
      [{ action: 'in', vendor: 'NOVA', amount: '-5' }, 400, 'VALIDATION_FAILED', 'body.amount'],
      [{ action: 'in', vendor: 'NOVA', amount: 'ten' }, 400, 'VALIDATION_FAILED', 'body.amount'],
      [{ action: 'in', amount: '1' }, 400, 'VALIDATION_FAILED', 'body.vendor'],
      [{ action: 'sideways', vendor: 'NOVA', amount: '1' }, 400, 'VALIDATION_FAILED', 'body.action'],
    ];
    for (const [body, status, code, field] of cases) {
      const response = await send(c, { ...body, requestId: requestId() });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ success: false, code, value: { field } });
    }
    const noId = await send(c, { action: 'returnAll' });
    expect(noId.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'body.requestId' } });
    const after = (await wallets(c)).value;
    expect(after.main).toBe('1000.00');
    expect(after.vendors.every((row: { balance: string }) => row.balance === '0.00')).toBe(true);
  });

  it('refuses every transfer in a single-wallet brand with a stable code', async () => {
    const { c } = await member('tw_single', { brand: 'LW' });
    for (const body of [{ action: 'in', vendor: 'JILI', amount: '1' }, { action: 'returnAll' }]) {
      const response = await send(c, { ...body, requestId: requestId() });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'WALLET_SINGLE_MODE',
        message: 'in_wallet_single_mode',
      });
    }
    expect((await wallets(c)).value.main).toBe('1000.00');
  });

  it("shows the back office a member's vendor sub-wallets beside the main wallet", async () => {
    const { c, id } = await member('tw_backoffice');
    await send(c, { action: 'in', vendor: 'GOLDHALL', amount: '12.34', requestId: requestId() });
    const support = createOperatorClient(app, { ip: '198.51.100.250' });
    await support.signIn('support', 'Support@2026');
    const response = await support.get(`/members/${id}/wallet`);
    expect(response.statusCode).toBe(200);
    const accounts = response.json().value.accounts as { kind: string; balance: string }[];
    expect(accounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'member_cash', balance: '987.66' }),
        expect.objectContaining({ kind: 'member_v:GOLDHALL', balance: '12.34' }),
      ]),
    );
    const ledger = await support.get(`/members/${id}/ledger`);
    expect(ledger.statusCode).toBe(200);
  });
});
