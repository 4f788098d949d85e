/**
 * Transfer-mode games end to end (ADR 036): a Jade Dragon member launches a third-party game, the
 * main balance goes to the game's vendor, rounds play against the vendor's balance, and the operator
 * books them into the sub-wallet and bet records; "return all" brings the money home.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient, JDG_HOST } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { betRecords } from '../seamless/bet-record.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { TRANSFER_TEST_VENDOR_PATH } from './transfer-test-vendor.routes.ts';

let app: App;
let database: DatabaseHandle;
let jdg: { id: number; currencyCode: string };
const PASSWORD = 'Player@2026';
const VENDOR = 'NOVA';
const GAME = 'NOVA-0000';

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  const row = (await database.db.select().from(merchants).where(eq(merchants.code, 'JDG')))[0]!;
  jdg = { id: row.id, currencyCode: row.currencyCode };
});
afterAll(async () => {
  await app.close();
});

/** A Jade Dragon member with `cash` minor units in the main wallet, signed in. */
const member = async (account: string, cash: bigint, ip: string) => {
  const [row] = await database.db
    .insert(members)
    .values({
      merchantId: jdg.id,
      account,
      nickname: account,
      passwordHash: await hashPassword(PASSWORD),
      referralCode: account.toUpperCase(),
    })
    .returning({ id: members.id });
  if (cash > 0n)
    await createWalletService(database.db).credit({
      merchantId: jdg.id,
      memberId: row!.id,
      currency: jdg.currencyCode,
      amountMinor: cash,
      counterparty: 'cashier',
      idempotencyKey: `test:${account}:opening`,
      kind: 'deposit',
    });
  const c = createAuthClient(app, { ip, host: JDG_HOST });
  expect((await c.login(account, PASSWORD)).json().success).toBe(true);
  return { id: row!.id, c };
};

const post = async (url: string, payload: object) =>
  (await app.inject({ method: 'POST', url, headers: { host: JDG_HOST }, payload })).json();

describe('a transfer-mode game', () => {
  it('opens with the main balance at its vendor, plays there, and is booked by the operator', async () => {
    const { id, c } = await member('jade_player1', 100_000n, '198.51.100.61');
    const launch = await c.call('POST', '/wps/game/launchGame', {
      payload: { vendor: VENDOR, gameCode: GAME },
    });
    expect(launch.statusCode).toBe(200);
    const url = new URL(launch.json().value.url);
    expect(url.pathname).toBe(TRANSFER_TEST_VENDOR_PATH);

    // The launch took the main balance to the game's vendor.
    let wallets = (await c.call('GET', '/wps/v2/wallets')).json().value;
    expect(wallets.main).toBe('0.00');
    expect(wallets.vendors.find((v: { vendor: string }) => v.vendor === VENDOR).balance).toBe('1000.00');

    const page = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { host: JDG_HOST },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-api="/test-vendor/transfer/api"');

    const start = await post('/test-vendor/transfer/api/start', {
      vendor: VENDOR,
      launchToken: url.searchParams.get('token'),
    });
    expect(start).toMatchObject({ status: 'OK', currency: jdg.currencyCode, balance: '1000.00' });
    // A launch token works once.
    expect(
      await post('/test-vendor/transfer/api/start', {
        vendor: VENDOR,
        launchToken: url.searchParams.get('token'),
      }),
    ).toMatchObject({ status: 'INVALID_TOKEN' });

    let balance = 100_000n;
    for (let round = 0; round < 6; round++) {
      const bet = await post('/test-vendor/transfer/api/bet', {
        vendor: VENDOR,
        token: start.token,
        amount: '100.00',
      });
      expect(bet.status).toBe('OK');
      balance += -10_000n + (bet.win === '200.00' ? 20_000n : 0n);
      expect(bet.balance).toBe((Number(balance) / 100).toFixed(2));
    }
    // More than the vendor holds is refused there, with the balance, and moves nothing.
    const tooMuch = await post('/test-vendor/transfer/api/bet', {
      vendor: VENDOR,
      token: start.token,
      amount: '5000.00',
    });
    expect(tooMuch).toMatchObject({
      status: 'INSUFFICIENT_FUNDS',
      balance: (Number(balance) / 100).toFixed(2),
    });
    expect(
      await post('/test-vendor/transfer/api/bet', { vendor: VENDOR, token: 'x'.repeat(40), amount: '1.00' }),
    ).toMatchObject({ status: 'INVALID_TOKEN' });

    // The operator booked every round: the sub-wallet follows the vendor, one bet record per round.
    wallets = (await c.call('GET', '/wps/v2/wallets')).json().value;
    expect(wallets.vendors.find((v: { vendor: string }) => v.vendor === VENDOR).balance).toBe(
      (Number(balance) / 100).toFixed(2),
    );
    const records = await database.db
      .select()
      .from(betRecords)
      .where(and(eq(betRecords.memberId, id), eq(betRecords.vendor, VENDOR)));
    expect(records).toHaveLength(6);
    expect(records.every((r) => r.stakeMinor === 10_000n && r.gameCode === GAME)).toBe(true);

    // "Return all balances" brings it home.
    const back = await c.call('POST', '/relay/GCS_walletTransfer', {
      payload: { action: 'returnAll', requestId: 'jade-return-0001' },
    });
    expect(back.json().success).toBe(true);
    expect(back.json().value.wallets.main).toBe((Number(balance) / 100).toFixed(2));
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('opens with nothing moved when the main wallet is empty', async () => {
    const { c } = await member('jade_player2', 0n, '198.51.100.62');
    const launch = await c.call('POST', '/wps/game/launchGame', {
      payload: { vendor: VENDOR, gameCode: GAME },
    });
    const url = new URL(launch.json().value.url);
    const start = await post('/test-vendor/transfer/api/start', {
      vendor: VENDOR,
      launchToken: url.searchParams.get('token'),
    });
    expect(start).toMatchObject({ status: 'OK', balance: '0.00' });
    const bet = await post('/test-vendor/transfer/api/bet', {
      vendor: VENDOR,
      token: start.token,
      amount: '1.00',
    });
    expect(bet.status).toBe('INSUFFICIENT_FUNDS');
    expect(bet.message).toMatch(/transfer money in/);
  });
});
