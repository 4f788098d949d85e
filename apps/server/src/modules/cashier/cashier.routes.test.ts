import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient, JDG_HOST } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { journalEntries } from '../wallet/journal-entry.table.ts';
import { createWalletService, type WalletService } from '../wallet/wallet.service.ts';

let app: App;
let database: DatabaseHandle;
let wallet: WalletService;
let lw: number;
const PASSWORD = 'Player@2026';

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  wallet = createWalletService(database.db);
  const [brand] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
  lw = brand!.id;
});
afterAll(async () => {
  await app.close();
});

let ipCounter = 0;
const client = (options: { host?: string } = {}) => {
  ipCounter += 1;
  return createAuthClient(app, { ip: `198.51.100.${ipCounter}`, ...options });
};

/** A member of the demo brand with no money and no history yet, signed in. */
const freshMember = async (account: string) => {
  const [row] = await database.db
    .insert(members)
    .values({
      merchantId: lw,
      account,
      nickname: account,
      passwordHash: await hashPassword(PASSWORD),
      referralCode: account.toUpperCase(),
    })
    .returning({ id: members.id });
  const c = client();
  expect((await c.login(account, PASSWORD)).json().success).toBe(true);
  return { id: row!.id, c };
};

const move = (direction: 'credit' | 'debit', memberId: number, minor: bigint, kind: string, memo?: string) =>
  wallet[direction]({
    merchantId: lw,
    memberId,
    currency: 'VND',
    amountMinor: minor,
    counterparty: kind === 'deposit' ? 'cashier' : 'house',
    idempotencyKey: `test:${memberId}:${kind}:${minor}:${Math.random()}`,
    kind,
    memo,
  });

const history = async (c: ReturnType<typeof client>, query = '') =>
  c.call('GET', `/wps/member/transactions${query}`);

describe('GET /wps/v2/wallets/balance', () => {
  it("answers the member's main-wallet balance as a two-decimal string with the currency", async () => {
    const c = client();
    await c.login('demo_player', PASSWORD);
    const response = await c.call('GET', '/wps/v2/wallets/balance');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      success: true,
      code: 'OK',
      value: { balance: '10000000.00', currency: 'VND', currencySymbol: '₫', playMoney: false },
    });
  });

  it('shows a trial account its play money', async () => {
    const c = client();
    const started = await c.call('POST', '/wps/session/login/freeplay', {
      payload: { platform: 'W', random: 'abc', humanCheck: await c.humanCheck() },
    });
    c.token = started.json().value.token;
    const { value } = (await c.call('GET', '/wps/v2/wallets/balance')).json();
    expect(value).toMatchObject({ balance: '200000.00', playMoney: true });
    // Its account record is the play-money grant, nothing of the cash wallet.
    const rows = (await history(c)).json().value.list;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'grant', amount: '200000.00', balanceAfter: '200000.00' });
  });

  it('refuses a caller without a session, in the envelope', async () => {
    for (const url of ['/wps/v2/wallets/balance', '/wps/member/transactions']) {
      const anonymous = await client().call('GET', url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({
        success: false,
        code: 'UNAUTHORIZED',
        message: 'in_not_logged_in',
      });
      const stale = await client().call('GET', url, {
        headers: { authorization: 'Bearer not_a_real_token_0000000000' },
      });
      expect(stale.statusCode).toBe(401);
    }
  });
});

describe('relay GCS_merchantWallet', () => {
  it('tells each brand its wallet mode: the demo brand one seamless wallet, Jade Dragon transfers', async () => {
    expect((await client().call('GET', '/relay/GCS_merchantWallet')).json()).toMatchObject({
      success: true,
      value: { isSingle: true },
    });
    const jade = await client({ host: JDG_HOST }).call('GET', '/relay/GCS_merchantWallet');
    expect(jade.json().value).toEqual({ isSingle: false });
  });
});

describe('GET /wps/member/transactions', () => {
  it('lists own movements newest first with signed amounts, balance after, memo and entry id', async () => {
    const { id, c } = await freshMember('hist_alice');
    const deposit = await move('credit', id, 500_000n, 'deposit', 'Bank transfer');
    const bet = await move('debit', id, 2_000n, 'bet', 'Lucky Slots');
    const win = await move('credit', id, 3_550n, 'win', 'Lucky Slots');

    const response = await history(c);
    expect(response.statusCode).toBe(200);
    const { value } = response.json();
    expect(value).toMatchObject({ page: 1, size: 20, total: 3, totalPages: 1, currencySymbol: '₫' });
    expect(value.list).toEqual([
      expect.objectContaining({
        type: 'win',
        amount: '35.50',
        balanceAfter: '5015.50',
        entryId: win.entryId,
      }),
      expect.objectContaining({
        type: 'bet',
        amount: '-20.00',
        balanceAfter: '4980.00',
        entryId: bet.entryId,
      }),
      expect.objectContaining({
        type: 'deposit',
        amount: '5000.00',
        balanceAfter: '5000.00',
        memo: 'Bank transfer',
        entryId: deposit.entryId,
      }),
    ]);
    expect(new Date(value.list[0].time).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The balance call agrees with the last line.
    expect((await c.call('GET', '/wps/v2/wallets/balance')).json().value.balance).toBe('5015.50');
  });

  it('filters by type and by a date range, and pages with a total', async () => {
    const { id, c } = await freshMember('hist_bruno');
    await move('credit', id, 1_000_000n, 'deposit');
    for (let i = 1; i <= 4; i++) await move('debit', id, BigInt(i * 100), 'bet');
    const old = await move('credit', id, 700n, 'win');
    // Booked ten days ago: outside "last 7 days".
    await database.db
      .update(journalEntries)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(journalEntries.id, old.entryId));

    const bets = (await history(c, '?type=bet')).json().value;
    expect(bets.total).toBe(4);
    expect(bets.list.map((row: { amount: string }) => row.amount)).toEqual([
      '-4.00',
      '-3.00',
      '-2.00',
      '-1.00',
    ]);

    const week = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const recent = (await history(c, `?from=${week}`)).json().value;
    expect(recent.total).toBe(5);
    expect(recent.list.some((row: { type: string }) => row.type === 'win')).toBe(false);
    const before = (await history(c, `?to=${encodeURIComponent(week)}`)).json().value;
    expect(before.list).toEqual([expect.objectContaining({ type: 'win', entryId: old.entryId })]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await history(c, `?from=${future}`)).json().value).toMatchObject({ total: 0, list: [] });

    const page1 = (await history(c, '?size=2&page=1')).json().value;
    const page3 = (await history(c, '?size=2&page=3')).json().value;
    expect(page1).toMatchObject({ page: 1, size: 2, total: 6, totalPages: 3 });
    expect(page1.list).toHaveLength(2);
    expect(page3.list).toHaveLength(2);
    expect(page3.list[1].type).toBe('deposit');
    const pageIds = new Set([...page1.list, ...page3.list].map((row: { id: number }) => row.id));
    expect(pageIds.size).toBe(4);
    expect((await history(c, '?size=2&page=9')).json().value).toMatchObject({ total: 6, list: [] });
  });

  it('refuses a bad filter with the field that failed, never a 500', async () => {
    const { c } = await freshMember('hist_carla');
    const cases: [string, string][] = [
      ['?type=jackpot_of_doom', 'querystring.type'],
      ['?size=1000', 'querystring.size'],
      ['?page=0', 'querystring.page'],
      ['?from=yesterday', 'querystring.from'],
      ['?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'querystring.to'],
    ];
    for (const [query, field] of cases) {
      const response = await history(c, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'in_input_error',
        value: { field },
      });
    }
  });

  it("never shows a member another member's lines, even of an entry they share", async () => {
    const alice = await freshMember('hist_dora');
    const bob = await freshMember('hist_emil');
    await move('credit', alice.id, 200_000n, 'deposit');
    const bobsBet = await move('credit', bob.id, 90_000n, 'deposit');
    const aliceAccount = await wallet.memberAccount(lw, alice.id, 'VND');
    const bobAccount = await wallet.memberAccount(lw, bob.id, 'VND');
    const shared = await wallet.transfer({
      merchantId: lw,
      idempotencyKey: `test:share:${Math.random()}`,
      kind: 'transfer',
      from: aliceAccount.id,
      to: bobAccount.id,
      amount: 5_000n,
    });

    const alices = (await history(alice.c)).json().value.list;
    const bobs = (await history(bob.c)).json().value.list;
    expect(alices.map((row: { amount: string }) => row.amount)).toEqual(['-50.00', '2000.00']);
    expect(bobs.map((row: { amount: string }) => row.amount)).toEqual(['50.00', '900.00']);
    // The shared entry appears once on each side, with each member's own line and balance.
    expect(alices[0]).toMatchObject({ entryId: shared.entryId, balanceAfter: '1950.00' });
    expect(bobs[0]).toMatchObject({ entryId: shared.entryId, balanceAfter: '950.00' });
    expect(alices.some((row: { entryId: number }) => row.entryId === bobsBet.entryId)).toBe(false);
    const aliceIds = new Set(alices.map((row: { id: number }) => row.id));
    expect(bobs.some((row: { id: number }) => aliceIds.has(row.id))).toBe(false);
    // Nothing in the query can widen it: unknown parameters change nothing.
    const widened = (await history(alice.c, `?memberId=${bob.id}&account=hist_emil`)).json().value;
    expect(widened.total).toBe(2);
  });
});
