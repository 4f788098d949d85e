import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { CASHIER_KIND_CATEGORIES } from './cashier-report.ts';

type Figures = { deposits: string; withdrawals: string; adjustments: string; net: string };
const FIELDS = ['deposits', 'withdrawals', 'adjustments', 'net'] as const;
/** Figures plus figures, field by field. */
const plus = (a: Figures, b: Figures): Figures => {
  const sum = (field: (typeof FIELDS)[number]) =>
    fromMinorUnits(toMinorUnits(a[field]) + toMinorUnits(b[field]));
  return {
    deposits: sum('deposits'),
    withdrawals: sum('withdrawals'),
    adjustments: sum('adjustments'),
    net: sum('net'),
  };
};
/** What this test books today: a deposit, a paid withdrawal, two adjustments. */
const POSTED: Figures = {
  deposits: '300000.00',
  withdrawals: '120000.00',
  adjustments: '30000.00',
  net: '180000.00',
};

let app: App;
let database: DatabaseHandle;
let finance: OperatorClient;
/** The report before this test booked anything: the demo's own cashier money (ADR 067's invitees deposit). */
let seeded: { days: ({ day: string } & Figures)[]; totals: Figures };
let seededAcrossZones: string;
const report = (query: string) => finance.get(`/reports/cashier?${query}`);

const today = new Date().toISOString().slice(0, 10);
const dayBefore = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  finance = createOperatorClient(app);
  await finance.signIn('finance', 'Finance@2026');
  seeded = (await report(`merchantCode=lw&from=${dayBefore}&to=${today}`)).json().value;
  seededAcrossZones = (await report(`merchantCode=LW&from=${dayBefore}&to=${tomorrow}&tzOffset=840`)).json()
    .value.totals.deposits;

  // A deposit and a paid withdrawal as the cashier flows will book them, and two adjustments.
  const [friend] = await database.db
    .select({ id: members.id, merchantId: members.merchantId })
    .from(members)
    .where(eq(members.account, 'demo_friend'));
  const [merchant] = await database.db.select().from(merchants).where(eq(merchants.id, friend!.merchantId));
  const wallet = createWalletService(database.db);
  const base = { merchantId: friend!.merchantId, memberId: friend!.id, currency: merchant!.currencyCode };
  await wallet.credit({
    ...base,
    amountMinor: 300_000_00n,
    counterparty: 'cashier',
    kind: 'deposit',
    idempotencyKey: 'test:deposit:1',
  });
  const { holdId } = await wallet.hold({ ...base, amountMinor: 120_000_00n, idempotencyKey: 'test:hold:1' });
  await wallet.settle({ merchantId: base.merchantId, holdId, idempotencyKey: 'test:settle:1' });
  const id = friend!.id;
  await finance.post(`/members/${id}/adjustments`, {
    direction: 'credit',
    amount: '50000.00',
    reason: 'Goodwill credit after a ticket',
  });
  await finance.post(`/members/${id}/adjustments`, {
    direction: 'debit',
    amount: '20000.00',
    reason: 'Duplicate goodwill credit taken back',
  });
});
afterAll(async () => {
  await app.close();
});

describe('cashier report', () => {
  it('sums deposits, withdrawals and adjustments per day from the journal, with net and totals', async () => {
    const response = await report(`merchantCode=lw&from=${dayBefore}&to=${today}`);
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ merchantCode: 'LW', currency: 'VND', from: dayBefore, to: today });
    const [before, seededToday] = seeded.days;
    expect(value.days).toEqual([before, { day: today, ...plus(seededToday!, POSTED) }]);
    expect(value.totals).toEqual(plus(seeded.totals, POSTED));
  });

  it('counts nothing for another brand, and leaves opening grants out', async () => {
    const value = (await report(`merchantCode=JDG&from=${today}&to=${today}`)).json().value;
    expect(value.totals).toEqual({ deposits: '0.00', withdrawals: '0.00', adjustments: '0.00', net: '0.00' });
    expect(CASHIER_KIND_CATEGORIES.grant).toBeUndefined();
  });

  it('moves day boundaries with the time zone offset', async () => {
    // 14 hours east, most of today's UTC hours fall on tomorrow or today there; the totals stay whole.
    const value = (await report(`merchantCode=LW&from=${dayBefore}&to=${tomorrow}&tzOffset=840`)).json()
      .value;
    expect(value.days).toHaveLength(3);
    expect(value.totals.deposits).toBe(fromMinorUnits(toMinorUnits(seededAcrossZones) + 300_000_00n));
  });

  it('refuses a reversed or too long range, an unknown brand, and other roles', async () => {
    expect((await report(`merchantCode=LW&from=${today}&to=${dayBefore}`)).statusCode).toBe(400);
    expect((await report('merchantCode=LW&from=2026-01-01&to=2026-12-31')).statusCode).toBe(400);
    expect((await report(`merchantCode=NOPE&from=${today}&to=${today}`)).statusCode).toBe(404);
    const content = createOperatorClient(app, { ip: '198.51.100.77' });
    await content.signIn('content', 'Content@2026');
    expect((await content.get(`/reports/cashier?merchantCode=LW&from=${today}&to=${today}`)).statusCode).toBe(
      403,
    );
  });

  it('leaves books that pass the invariant check', async () => {
    expect((await checkLedger(database.db)).ok).toBe(true);
  });
});
