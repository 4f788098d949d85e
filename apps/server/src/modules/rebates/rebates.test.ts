/**
 * Rebates (issue 17, ADR 062): a day's valid bet per category at the brand's rates, hand-computed;
 * paid once however often and however concurrently the day is settled; the brand's own rates over
 * the spec's; the beat's look back; the member's rewards centre and profit and loss; ledger
 * invariant after each.
 */
import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createMemberMaker } from '../../testing/test-members.ts';
import { hashPassword } from '../auth/passwords.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { betDaily } from '../seamless/bet-daily.table.ts';
import { journalEntries } from '../wallet/journal-entry.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { rebateDays, rebateRates, rebates } from './rebate.table.ts';
import { createRebatesService, rebateOf } from './rebates.service.ts';

const PASSWORD = 'Player@2026';
const DAY_MS = 86_400_000;
let app: App;
let database: DatabaseHandle;
let lw: typeof merchants.$inferSelect;
let jd: typeof merchants.$inferSelect;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  const brands = await database.db.select().from(merchants);
  lw = brands.find((brand) => brand.code === 'LW')!;
  jd = brands.find((brand) => brand.code !== 'LW')!;
  const passwordHash = await hashPassword(PASSWORD);
  makers = new Map(
    [lw, jd].map((brand) => [
      brand.id,
      createMemberMaker(database.db, brand.id, `rb${brand.id}_`, { passwordHash }),
    ]),
  );
}, 60_000);
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

let makers: Map<number, ReturnType<typeof createMemberMaker>>;
const addMember = (merchantId = lw.id, type = 0) => makers.get(merchantId)!(null, type);

const play = (memberId: number, day: string, category: string, validBet: bigint, merchantId = lw.id) =>
  database.db.insert(betDaily).values({
    merchantId,
    memberId,
    day,
    category,
    vendor: `V${category}`,
    rounds: 3,
    stakeMinor: validBet + 100n,
    validBetMinor: validBet,
    payoutMinor: 0n,
    winLossMinor: -(validBet + 100n),
  });

const balance = (memberId: number, merchant = lw) =>
  createWalletService(database.db).balance(merchant.id, memberId, merchant.currencyCode);

// Each test settles its own day, far from the others and from the demo's.
let dayNumber = 0;
const freshDay = () => {
  dayNumber += 1;
  return new Date(Date.parse('2025-01-01') + dayNumber * DAY_MS).toISOString().slice(0, 10);
};

describe('a day of rebates', () => {
  it('pays each category its valid bet at the rate, truncated to the unit, and nothing without a rate', () => {
    expect(rebateOf(100_000n, 120)).toBe(1_200n);
    expect(rebateOf(33_333n, 80)).toBe(266n);
    expect(rebateOf(99n, 100)).toBe(0n);
  });

  it('pays what the spec rates give, once, to real members only', async () => {
    const day = freshDay();
    const alice = await addMember();
    const bob = await addMember();
    const trial = await addMember(lw.id, 4);
    // alice: RNG 1,000.00 at 1.2 % = 12.00; LIVE 333.33 at 0.8 % = 2.666 → 2.66; PVP 500.00 pays nothing.
    await play(alice.id, day, 'RNG', 1_000_00n);
    await play(alice.id, day, 'LIVE', 333_33n);
    await play(alice.id, day, 'PVP', 500_00n);
    // bob: PVP only, nothing due; the trial account never.
    await play(bob.id, day, 'PVP', 9_000_00n);
    await play(trial.id, day, 'RNG', 9_000_00n);
    // Another day of alice's is not this day's.
    await play(alice.id, freshDay(), 'RNG', 7_000_00n);

    const service = createRebatesService({ db: database.db, wallet: createWalletService(database.db) });
    const before = await balance(alice.id);
    const result = await service.settleDay(lw, day);
    expect(result).toEqual({ members: 1, amountMinor: 14_66n });
    expect((await balance(alice.id)) - before).toBe(14_66n);
    expect(await balance(bob.id)).toBe(0n);

    const [row] = await database.db
      .select()
      .from(rebates)
      .where(and(eq(rebates.memberId, alice.id), eq(rebates.day, day)));
    expect(row).toMatchObject({ validBetMinor: 1_333_33n, amountMinor: 14_66n, paidAt: expect.any(Date) });
    expect(row!.lines).toEqual([
      { category: 'LIVE', validBetMinor: '33333', rateBp: 80, amountMinor: '266' },
      { category: 'RNG', validBetMinor: '100000', rateBp: 120, amountMinor: '1200' },
    ]);
    const [entry] = await database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, row!.entryId!));
    expect(entry).toMatchObject({ kind: 'rebate', idempotencyKey: `rebate:${day}:${alice.id}` });

    // Again, and twice at once: nothing more moves.
    await service.settleDay(lw, day);
    await Promise.all([service.settleDay(lw, day), service.settleDay(lw, day)]);
    expect((await balance(alice.id)) - before).toBe(14_66n);
    const [marked] = await database.db
      .select()
      .from(rebateDays)
      .where(and(eq(rebateDays.merchantId, lw.id), eq(rebateDays.day, day)));
    expect(marked).toMatchObject({ members: 1, amountMinor: 14_66n });
  });

  it("pays at the brand's own rates where it set them, each brand its own", async () => {
    const day = freshDay();
    const carol = await addMember(jd.id);
    await play(carol.id, day, 'RNG', 1_000_00n, jd.id);
    await play(carol.id, day, 'LIVE', 1_000_00n, jd.id);
    await play(carol.id, day, 'PVP', 1_000_00n, jd.id);
    await database.db.insert(rebateRates).values([
      { merchantId: jd.id, category: 'RNG', rateBp: null },
      { merchantId: jd.id, category: 'PVP', rateBp: 50 },
    ]);
    const service = createRebatesService({ db: database.db, wallet: createWalletService(database.db) });
    // RNG stopped; LIVE at the default 0.8 % = 8.00; PVP at 0.5 % = 5.00.
    expect(await service.settleDay(jd, day)).toEqual({ members: 1, amountMinor: 13_00n });
    expect(await balance(carol.id, jd)).toBe(13_00n);
    await database.db.delete(rebateRates).where(eq(rebateRates.merchantId, jd.id));
  });

  it("the beat settles each of the last three closed days once, not today's", async () => {
    const now = new Date();
    const today = businessDayOf(now);
    const dave = await addMember();
    const back = (days: number) => new Date(Date.parse(today) - days * DAY_MS).toISOString().slice(0, 10);
    await play(dave.id, back(1), 'RNG', 100_00n);
    await play(dave.id, back(3), 'RNG', 200_00n);
    await play(dave.id, back(4), 'RNG', 400_00n);
    await play(dave.id, today, 'RNG', 800_00n);
    const service = createRebatesService({
      db: database.db,
      wallet: createWalletService(database.db),
      now: () => now,
    });
    await service.tick();
    // 1.20 + 2.40 from yesterday and three days ago; four days ago is past the look back; today is open.
    expect(await balance(dave.id)).toBe(3_60n);
    const marks = await database.db.select().from(rebateDays).where(eq(rebateDays.merchantId, lw.id));
    expect(marks.map((mark) => mark.day)).toEqual(expect.arrayContaining([back(1), back(2), back(3)]));
    expect(marks.map((mark) => mark.day)).not.toContain(today);
    // A day marked settled is not computed again by the beat.
    await play(dave.id, back(2), 'RNG', 1_000_00n);
    await service.tick();
    expect(await balance(dave.id)).toBe(3_60n);
  });
});

describe('GET /wps/member/rebates', () => {
  it("lists the brand's rates in the spec's order and the member's rebates, newest first, with the sums", async () => {
    const erin = await addMember();
    const service = createRebatesService({ db: database.db, wallet: createWalletService(database.db) });
    const older = freshDay();
    const newer = freshDay();
    await play(erin.id, older, 'FISH', 500_00n);
    await play(erin.id, newer, 'SPORTS', 2_000_00n);
    await play(erin.id, newer, 'ESPORTS', 1_000_00n);
    await service.settleDay(lw, older);
    await service.settleDay(lw, newer);

    const c = createAuthClient(app, { ip: '198.51.100.77' });
    expect((await c.login(erin.account, PASSWORD)).json().success).toBe(true);
    const answer = await c.call('GET', '/wps/member/rebates');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const value = answer.json().value;
    expect(value.rates).toEqual([
      { category: 'LOTT', rate: '1.00' },
      { category: 'ELOTT', rate: '1.00' },
      { category: 'PVP', rate: null },
      { category: 'FISH', rate: '1.00' },
      { category: 'RNG', rate: '1.20' },
      { category: 'LIVE', rate: '0.80' },
      { category: 'SPORTS', rate: '1.00' },
      { category: 'ESPORTS', rate: '1.00' },
      { category: 'COCKFIGHT', rate: null },
      { category: 'JL', rate: null },
    ]);
    // 2025 is not this month: the month's sum is nothing, the total is 5.00 + 20.00 + 10.00.
    expect(value).toMatchObject({ thisMonth: '0.00', total: '35.00', days: 2, pageNum: 1, totalPages: 1 });
    expect(value.content.map((row: { day: string; amount: string }) => [row.day, row.amount])).toEqual([
      [newer, '30.00'],
      [older, '5.00'],
    ]);
    expect(value.content[0].lines).toEqual([
      { category: 'ESPORTS', validBet: '1000.00', rate: '1.00', amount: '10.00' },
      { category: 'SPORTS', validBet: '2000.00', rate: '1.00', amount: '20.00' },
    ]);

    // The member's profit and loss counts them on the day they were paid: today.
    const today = businessDayOf(new Date());
    const pnl = (await c.call('GET', `/wps/member/profit?from=${today}&to=${today}`)).json().value;
    expect(pnl.totals.rebates).toBe('35.00');

    expect((await c.call('GET', '/wps/member/rebates?page=0')).statusCode).toBe(400);
    const visitor = createAuthClient(app, { ip: '198.51.100.78' });
    expect((await visitor.call('GET', '/wps/member/rebates')).statusCode).toBe(401);
  });
});
