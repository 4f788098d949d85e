/**
 * The back office's rebates (issue 17, ADR 062): a brand's rates read and changed with a reason
 * (audited, in force for the next day settled), refused without the permission or with bad rates;
 * and the days paid.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createMemberMaker } from '../../testing/test-members.ts';
import { auditLog } from '../admin/audit-log.table.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { betDaily } from '../seamless/bet-daily.table.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { createRebatesService } from './rebates.service.ts';

let app: App;
let database: DatabaseHandle;
let owner: OperatorClient;
let content: OperatorClient;
let finance: OperatorClient;
let support: OperatorClient;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  const client = (n: number) => createOperatorClient(app, { ip: `198.51.100.${n}` });
  owner = client(231);
  content = client(232);
  finance = client(233);
  support = client(234);
  await owner.signIn('owner', 'Owner@2026');
  await content.signIn('content', 'Content@2026');
  await finance.signIn('finance', 'Finance@2026');
  await support.signIn('support', 'Support@2026');
}, 60_000);
afterAll(async () => {
  await app.close();
});

describe('rebate rates in the back office', () => {
  it("lists the spec's rates, changes them with a reason for the next day settled, and audits it", async () => {
    const start = (await finance.get('/rebates/rates?merchantCode=lw')).json().value;
    expect(start.merchantCode).toBe('LW');
    expect(start.rates.find((rate: { category: string }) => rate.category === 'RNG')).toEqual({
      category: 'RNG',
      rate: '1.20',
    });
    expect(start.rates).toHaveLength(10);

    const change = {
      merchantCode: 'LW',
      rates: [
        { category: 'RNG', rate: '1.5' },
        { category: 'LIVE', rate: null },
        { category: 'PVP', rate: '0.25' },
      ],
      reason: 'November campaign',
    };
    expect((await finance.put('/rebates/rates', change)).statusCode).toBe(403);
    const saved = await content.put('/rebates/rates', change);
    expect(saved.statusCode).toBe(200);
    const rates = Object.fromEntries(
      saved
        .json()
        .value.rates.map((rate: { category: string; rate: string | null }) => [rate.category, rate.rate]),
    );
    expect(rates).toMatchObject({ RNG: '1.50', LIVE: null, PVP: '0.25', FISH: '1.00' });
    const [audited] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'rebate.rates'));
    expect(audited).toMatchObject({ targetType: 'merchant', targetId: 'LW' });

    // The next day settled pays at them.
    const [lw] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
    const member = await createMemberMaker(database.db, lw!.id, 'rbadmin')(null);
    for (const [category, validBet] of [
      ['RNG', 1_000_00n],
      ['LIVE', 1_000_00n],
      ['PVP', 1_000_00n],
    ] as const) {
      await database.db.insert(betDaily).values({
        merchantId: lw!.id,
        memberId: member.id,
        day: '2024-06-01',
        category,
        vendor: 'TEST',
        rounds: 1,
        stakeMinor: validBet,
        validBetMinor: validBet,
        payoutMinor: 0n,
        winLossMinor: -validBet,
      });
    }
    const rebates = createRebatesService({ db: database.db, wallet: createWalletService(database.db) });
    // 1,000.00 × 1.5 % + nothing for live + 1,000.00 × 0.25 %.
    expect(await rebates.settleDay(lw!, '2024-06-01')).toEqual({ members: 1, amountMinor: 17_50n });

    const days = (await support.get('/rebates/days?merchantCode=LW')).json();
    expect(days).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const paid = (await owner.get('/rebates/days?merchantCode=LW')).json().value;
    expect(paid.days.find((day: { day: string }) => day.day === '2024-06-01')).toMatchObject({
      members: 1,
      amount: '17.50',
    });
    expect(paid.currencySymbol).toBe('₫');
  });

  it('refuses a rate over 100, a category twice, an unknown brand and a missing reason, changing nothing', async () => {
    const before = (await owner.get('/rebates/rates?merchantCode=LW')).json().value;
    const bad = [
      { merchantCode: 'LW', rates: [{ category: 'RNG', rate: '101' }], reason: 'too much' },
      { merchantCode: 'LW', rates: [{ category: 'RNG', rate: '-1' }], reason: 'negative' },
      {
        merchantCode: 'LW',
        rates: [
          { category: 'RNG', rate: '1' },
          { category: 'RNG', rate: '2' },
        ],
        reason: 'twice',
      },
      { merchantCode: 'LW', rates: [{ category: 'BINGO', rate: '1' }], reason: 'unknown game' },
      { merchantCode: 'LW', rates: [{ category: 'RNG', rate: '1' }], reason: '' },
    ];
    for (const body of bad) {
      const refused = await owner.put('/rebates/rates', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const unknown = await owner.put('/rebates/rates', {
      merchantCode: 'NOPE',
      rates: [{ category: 'RNG', rate: '1' }],
      reason: 'no such brand',
    });
    expect(unknown.json()).toMatchObject({ success: false, value: { field: 'merchantCode' } });
    expect((await owner.get('/rebates/rates?merchantCode=LW')).json().value).toEqual(before);
  });
});
