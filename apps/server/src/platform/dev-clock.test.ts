/**
 * The dev clock (ADR 061): it only moves forward, its calls exist only on a DEV_CLOCK server, and
 * moving it closes today's contract period for the back office, which can then pay it from the real
 * aggregates; production refuses the switch (config.test.ts).
 */
import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import { toMinorUnits } from '@luckwell/contracts/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createOperatorClient, type OperatorClient } from '../modules/admin/operator-test-client.ts';
import { merchants } from '../modules/merchants/merchant.table.ts';
import { betDaily } from '../modules/seamless/bet-daily.table.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createMemberMaker } from '../testing/test-members.ts';
import { createDevClock } from './dev-clock.ts';

describe('the dev clock', () => {
  it('runs real time plus what it was moved, and never goes back', () => {
    let real = 1_000;
    const clock = createDevClock(() => real);
    clock.advance(500);
    real = 1_200;
    expect(clock.now().getTime()).toBe(1_700);
    expect(clock.offsetMs()).toBe(500);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(clock.offsetMs()).toBe(500);
  });
});

describe('/dev/clock', () => {
  let app: App;
  let database: DatabaseHandle;
  let owner: OperatorClient;

  beforeAll(async () => {
    ({ app, database } = await createTestApp({ DEV_CLOCK: 'on' }));
    owner = createOperatorClient(app, { ip: '198.51.100.240' });
    await owner.signIn('owner', 'Owner@2026');
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it("moves the back office's clock forward, so today's daily wages can be paid now", async () => {
    const [lw] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
    if (!lw) throw new Error('no LW');
    const addMember = createMemberMaker(database.db, lw.id, 'clockagent');
    const top = await addMember(null, 1);
    const player = await addMember(top.id, 0);
    const granted = await owner.post(`/agents/${top.id}/contracts`, {
      kind: 'dailyWage',
      tiers: [{ validBet: '0.00', profitLoss: '0.00', activeMembers: 0, rate: '1.00' }],
      reason: 'the dev clock test',
    });
    expect(granted.statusCode).toBe(200);
    const today = businessDayOf(new Date());
    await database.db.insert(betDaily).values({
      merchantId: lw.id,
      memberId: player.id,
      day: today,
      category: 'RNG',
      vendor: 'TEST',
      rounds: 1,
      stakeMinor: toMinorUnits('1000.00'),
      validBetMinor: toMinorUnits('1000.00'),
      payoutMinor: 0n,
      winLossMinor: -toMinorUnits('1000.00'),
    });
    const request = { merchantCode: 'LW', kind: 'dailyWage', day: today };
    const reason = 'pay today in the journey';
    expect((await owner.post('/agents/settlements/run', { ...request, reason })).json().message).toBe(
      'in_contract_period_open',
    );

    const start = (await app.inject({ method: 'GET', url: '/dev/clock' })).json().value;
    expect(start.aheadMinutes).toBe(0);
    const moved = await app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMinutes: 1440 } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().value.aheadMinutes).toBe(1440);
    expect(Date.parse(moved.json().value.now) - Date.now()).toBeGreaterThan(1439 * 60_000);

    const run = await owner.post('/agents/settlements/run', { ...request, reason });
    expect(run.statusCode).toBe(200);
    expect(run.json().value).toMatchObject({ periodKey: today, closed: true, settled: true });
    expect(
      run.json().value.rows.find((row: { account: string }) => row.account === top.account),
    ).toMatchObject({
      status: 'paid',
      amount: '10.00',
    });

    for (const advanceMinutes of [0, -5, 7 * 24 * 60 + 1, 1.5]) {
      const refused = await app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMinutes } });
      expect(refused.statusCode, String(advanceMinutes)).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    expect((await app.inject({ method: 'GET', url: '/dev/clock' })).json().value.aheadMinutes).toBe(1440);
  });

  it('is not served unless DEV_CLOCK is on', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/dev/clock' })).statusCode).toBe(404);
      const post = await plain.app.inject({
        method: 'POST',
        url: '/dev/clock',
        payload: { advanceMinutes: 60 },
      });
      expect(post.statusCode).toBe(404);
    } finally {
      await plain.app.close();
    }
  });
});
