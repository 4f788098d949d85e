/**
 * Red envelopes (issue 17, ADR 064): the split sums to the total in whole units; a thousand
 * simultaneous grabs pay exactly the total, each member at most once; a drop not open, gone or
 * unknown is refused in words; the back office schedules and cancels with a reason; the ledger
 * invariant after each.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createAuthClient } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { createRoundPlayer } from '../seamless/seamless.test-rounds.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createRedEnvelopesService, splitTotal } from './red-envelopes.service.ts';
import { redEnvelopeShares, redEnvelopes } from './rewards.table.ts';

let app: App;
let database: DatabaseHandle;
let lw: typeof merchants.$inferSelect;
let content: OperatorClient;
let player: ReturnType<typeof createRoundPlayer>;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  [lw] = (await database.db.select().from(merchants).where(eq(merchants.code, 'LW'))) as [typeof lw];
  content = createOperatorClient(app);
  await content.signIn('content', 'Content@2026');
  player = createRoundPlayer(app, database.db);
}, 60_000);
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

/** A drop of `shares` shares of `total` minor units, written straight in: open unless told. */
const drop = async (total: bigint, shares: number, { startsIn = -HOUR_MS, lasts = 2 * HOUR_MS } = {}) => {
  const [row] = await database.db
    .insert(redEnvelopes)
    .values({
      merchantId: lw.id,
      title: { vi: 'Lì xì', en: 'Red envelope' },
      totalMinor: total,
      shares,
      startsAt: new Date(Date.now() + startsIn),
      endsAt: new Date(Date.now() + startsIn + lasts),
    })
    .returning();
  await database.db.insert(redEnvelopeShares).values(
    splitTotal(total, shares).map((amountMinor, index) => ({
      envelopeId: row!.id,
      seq: index + 1,
      amountMinor,
    })),
  );
  return row!;
};

describe('the split', () => {
  it('sums to the total in shares of at least one unit, in whole units when the total allows', () => {
    for (const [total, shares] of [
      [1_000_000n, 7],
      [500_000_00n, 200],
      [13n, 13],
      [1_001n, 10],
      [99_999_999n, 1],
    ] as const) {
      const parts = splitTotal(total, shares);
      expect(parts).toHaveLength(shares);
      expect(parts.reduce((sum, part) => sum + part, 0n)).toBe(total);
      expect(parts.every((part) => part >= 1n)).toBe(true);
      if (total % 100n === 0n && total / 100n >= BigInt(shares)) {
        expect(parts.every((part) => part % 100n === 0n)).toBe(true);
      }
    }
    // With a draw always at its top, each share is twice the mean of what is left, and the last takes the rest.
    expect(splitTotal(1_000n, 3, (max) => max - 1)).toEqual([600n, 300n, 100n]);
    expect(() => splitTotal(2n, 3)).toThrow(RangeError);
  });
});

describe('grabbing', () => {
  it('pays exactly the total to a thousand simultaneous grabbers, each member at most once', async () => {
    const total = 3_000_000_00n;
    const envelope = await drop(total, 600);
    // 800 members, 200 of whom grab twice: 1,000 grabs for 600 shares.
    const stamp = Date.now().toString(36);
    const rows = await database.db
      .insert(members)
      .values(
        Array.from({ length: 800 }, (_, index) => ({
          merchantId: lw.id,
          account: `re${stamp}${index}`,
          nickname: `re${index}`,
          passwordHash: 'x',
          referralCode: `RE${stamp}${index}`.toUpperCase(),
        })),
      )
      .returning();
    const service = createRedEnvelopesService({ db: database.db });
    const grabbers = [...rows, ...rows.slice(0, 200)];
    const answers = await Promise.allSettled(grabbers.map((member) => service.grab(lw, member, envelope.id)));
    const paid = answers.flatMap((answer) =>
      answer.status === 'fulfilled' && !answer.value.already ? [answer.value] : [],
    );
    const refused = answers.filter((answer) => answer.status === 'rejected');
    expect(paid).toHaveLength(600);
    for (const answer of refused) {
      expect((answer as PromiseRejectedResult).reason).toMatchObject({ code: 'ENVELOPE_EMPTY' });
    }
    const shares = await database.db
      .select()
      .from(redEnvelopeShares)
      .where(eq(redEnvelopeShares.envelopeId, envelope.id));
    const holders = shares.flatMap((share) => (share.memberId === null ? [] : [share.memberId]));
    expect(holders).toHaveLength(600);
    expect(new Set(holders).size).toBe(600);
    const [credited] = await database.db
      .execute<{ sum: string; n: string }>(sql`
      select coalesce(sum(p.amount), 0)::text as sum, count(*)::text as n
      from postings p join journal_entries e on e.id = p.entry_id join ledger_accounts a on a.id = p.account_id
      where e.kind = 'red_envelope' and a.kind = 'member_cash' and (e.meta->>'envelopeId')::int = ${envelope.id}`)
      .then((result) => (result as unknown as { rows: { sum: string; n: string }[] }).rows);
    expect(BigInt(credited!.sum)).toBe(total);
    expect(credited!.n).toBe('600');
  }, 120_000);

  it('answers a second grab with the first share, and refuses a drop gone, not open or unknown', async () => {
    const envelope = await drop(10_000n, 1);
    const first = await player.member('LW', { cash: 0n });
    const second = await player.member('LW', { cash: 0n });
    const service = createRedEnvelopesService({ db: database.db });
    const grabbed = await service.grab(lw, first, envelope.id);
    expect(grabbed).toMatchObject({ amount: '100.00', already: false, left: 0 });
    expect(await service.grab(lw, first, envelope.id)).toMatchObject({ amount: '100.00', already: true });
    expect(await player.wallet.balance(lw.id, first.id, 'VND')).toBe(10_000n);
    await expect(service.grab(lw, second, envelope.id)).rejects.toMatchObject({ code: 'ENVELOPE_EMPTY' });
    const coming = await drop(10_000n, 2, { startsIn: HOUR_MS });
    await expect(service.grab(lw, second, coming.id)).rejects.toMatchObject({ code: 'ENVELOPE_NOT_OPEN' });
    await expect(service.grab(lw, second, 999_999)).rejects.toMatchObject({ code: 'ENVELOPE_NOT_FOUND' });
    const list = await service.memberList(lw, first, 'en');
    expect(list.list.find((item) => item.id === envelope.id)).toMatchObject({
      state: 'grabbed',
      mine: '100.00',
    });
    expect(list.list.find((item) => item.id === coming.id)).toMatchObject({ state: 'coming', mine: null });
    expect(
      (await service.memberList(lw, second, 'en')).list.find((item) => item.id === envelope.id)?.state,
    ).toBe('gone');
  });
});

describe('the back office', () => {
  it('schedules a drop split into its shares and cancels it, with a reason', async () => {
    const body = {
      merchantCode: 'LW',
      title: { vi: 'Lì xì tối', en: 'Evening envelope' },
      total: '1000000.00',
      shares: 50,
      startsAt: new Date(Date.now() - HOUR_MS).toISOString(),
      endsAt: new Date(Date.now() + HOUR_MS).toISOString(),
      reason: 'evening campaign',
    };
    const created = await content.post('/red-envelopes', body);
    expect(created.statusCode, created.body).toBe(200);
    const value = created.json().value;
    expect(value).toMatchObject({
      total: '1000000.00',
      shares: 50,
      grabbed: 0,
      paid: '0.00',
      cancelled: false,
    });
    const shares = await database.db
      .select()
      .from(redEnvelopeShares)
      .where(eq(redEnvelopeShares.envelopeId, value.id));
    expect(shares.reduce((sum, share) => sum + share.amountMinor, 0n)).toBe(100_000_000n);
    expect(
      (await content.post('/red-envelopes', { ...body, total: '0.10', shares: 50 })).json(),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'body.total' },
    });
    const cancelled = await content.post(`/red-envelopes/${value.id}/cancel`, {
      reason: 'typo in the title',
    });
    expect(cancelled.json().value.cancelled).toBe(true);
    const member = await player.member('LW', { cash: 0n });
    await expect(
      createRedEnvelopesService({ db: database.db }).grab(lw, member, value.id),
    ).rejects.toMatchObject({
      code: 'ENVELOPE_NOT_OPEN',
    });
  });
});

describe('what waits for the member', () => {
  it('counts promotions to take, red envelopes to grab and wheel tickets', async () => {
    const member = await player.member('LW', { cash: 0n });
    const envelope = await drop(10_000n, 5);
    const client = createAuthClient(app, { ip: '198.18.90.9' });
    await database.db
      .update(members)
      .set({ passwordHash: await hashPassword('Secret123') })
      .where(eq(members.id, member.id));
    expect((await client.login(member.account, 'Secret123')).json().success).toBe(true);
    const before = (await client.call('GET', '/wps/member/rewards/unclaimed')).json().value;
    // The demo's promotions a new member can take (first deposit, reload, welcome gift, the
    // share-and-apply offer, the raffle; the cashback has no loss to pay on yet) and this open drop.
    expect(before.promotions).toBe(5);
    expect(before.envelopes).toBeGreaterThanOrEqual(1);
    expect(before.total).toBe(before.promotions + before.envelopes + before.tickets);
    await createRedEnvelopesService({ db: database.db }).grab(lw, member, envelope.id);
    const after = (await client.call('GET', '/wps/member/rewards/unclaimed')).json().value;
    expect(after.envelopes).toBe(before.envelopes - 1);
  });
});
