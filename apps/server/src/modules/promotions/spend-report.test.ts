/**
 * The engagement spend report (ADR 072) against hand-computed cases: each source's payment lands
 * under its source on its day, a bonus returned counts against bonuses, a promotion's line shows
 * what it paid, released and returned; the range and the brand are the caller's. Relative to what
 * the demo seed already paid today.
 */
import type { TSpendReport } from '@luckwell/contracts/admin/promotion-report';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { createRoundPlayer } from '../seamless/seamless.test-rounds.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { promotions } from './promotion.table.ts';
import { createPromotionsService } from './promotions.service.ts';

let app: App;
let database: DatabaseHandle;
let lw: typeof merchants.$inferSelect;
let finance: OperatorClient;
let player: ReturnType<typeof createRoundPlayer>;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  [lw] = (await database.db.select().from(merchants).where(eq(merchants.code, 'LW'))) as [typeof lw];
  finance = createOperatorClient(app);
  await finance.signIn('finance', 'Finance@2026');
  player = createRoundPlayer(app, database.db);
}, 60_000);
afterAll(async () => {
  await app.close();
});

const VND = (amount: number) => BigInt(amount) * 100n;
const minor = (money: string) => BigInt(money.replace('.', ''));
// UTC days: the report is asked with tzOffset 0.
const today = () => new Date().toISOString().slice(0, 10);

const report = async (query = `merchantCode=LW&from=${today()}&to=${today()}`) => {
  const answer = await finance.get(`/promotions/report?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().value as TSpendReport;
};

describe('GET /admin-api/promotions/report', () => {
  it('puts each payment of the promotion account under its source, and a promotion’s bonuses on its line', async () => {
    const before = await report();
    const member = await player.member('LW', { cash: 0n });
    const wallet = createWalletService(database.db);
    const pay = (key: string, kind: string, vnd: number) =>
      wallet.credit({
        merchantId: lw.id,
        memberId: member.id,
        currency: 'VND',
        amountMinor: VND(vnd),
        counterparty: 'promotion',
        idempotencyKey: key,
        kind,
      });
    await pay(`rebate:${today()}:${member.id}`, 'rebate', 1_000);
    await pay(`vip:monthly:test:${member.id}`, 'bonus', 20_000);
    await pay(`referral:test-${member.id}`, 'bonus', 30_000);
    await pay(`mission:test-${member.id}`, 'bonus', 4_000);
    await pay(`leaderboard:test:${member.id}`, 'bonus', 6_000);
    await pay(`envelope:test-${member.id}`, 'red_envelope', 500);
    await pay(`wheel:test-${member.id}`, 'wheel_prize', 700);

    // A no-deposit bonus of 50,000, forfeited at once: paid 50,000, returned 50,000.
    const [gift] = await database.db
      .insert(promotions)
      .values({
        merchantId: lw.id,
        kind: 'no_deposit',
        title: { vi: 'Quà báo cáo', en: 'Report gift' },
        summary: { vi: '-', en: '-' },
        rules: { vi: '-', en: '-' },
        maxBonusMinor: VND(50_000),
        wageringMultiplier: 5,
        wageringBase: 'bonus',
        expiryDays: 7,
        startsAt: new Date(Date.now() - 86_400_000),
      })
      .returning();
    await database.db
      .update(members)
      .set({ passwordHash: await hashPassword('Secret123') })
      .where(eq(members.id, member.id));
    const client = createAuthClient(app, { ip: '198.18.91.9' });
    expect((await client.login(member.account, 'Secret123')).json().success).toBe(true);
    const claimed = await client.call('POST', '/relay/MCSFE_signUpRequestReward', {
      payload: { promotionId: gift!.id },
    });
    expect(claimed.json().value).toMatchObject({ status: 'wagering', bonus: '50000.00' });
    await createPromotionsService({ db: database.db }).forfeit(lw.id, member.id);

    const after = await report();
    const delta = (source: keyof TSpendReport['totals']) =>
      minor(after.totals[source]) - minor(before.totals[source]);
    expect(delta('rebate')).toBe(VND(1_000));
    expect(delta('vip')).toBe(VND(20_000));
    expect(delta('referral')).toBe(VND(30_000));
    expect(delta('missions')).toBe(VND(10_000));
    expect(delta('envelopes')).toBe(VND(500));
    expect(delta('wheel')).toBe(VND(700));
    expect(delta('bonus')).toBe(0n); // paid 50,000, returned 50,000
    expect(delta('total')).toBe(VND(62_200));
    expect(after.days).toHaveLength(1);
    expect(after.days[0]).toMatchObject({ day: today(), total: after.totals.total });
    expect(after.promotions.find((line) => line.id === gift!.id)).toEqual({
      id: gift!.id,
      title: { vi: 'Quà báo cáo', en: 'Report gift' },
      kind: 'no_deposit',
      members: 1,
      paid: '50000.00',
      released: '0.00',
      returned: '50000.00',
      conversion: '0.0',
      daily: ['50000.00'],
    });
  });

  it('gives every day of the range, and refuses a range too long or backwards', async () => {
    const week = await report(`merchantCode=LW&from=2026-01-01&to=2026-01-07`);
    expect(week.days.map((day) => day.day)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
    ]);
    expect(week.totals.total).toBe('0.00');
    const long = await finance.get('/promotions/report?merchantCode=LW&from=2026-01-01&to=2026-06-01');
    expect(long.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'querystring.to' } });
    const backwards = await finance.get('/promotions/report?merchantCode=LW&from=2026-02-01&to=2026-01-01');
    expect(backwards.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'querystring.from' },
    });
  });
});
