import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createOperatorClient, type OperatorClient } from '../admin/operator-test-client.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { betRecords } from './bet-record.table.ts';
import { seamlessTransactions } from './seamless-transaction.table.ts';

let app: App;
let database: DatabaseHandle;
let support: OperatorClient;
let finance: OperatorClient;
let risk: OperatorClient;
let content: OperatorClient;
let lw: number;
let player: number;
let friend: number;
const ids: Record<string, number> = {};

/** A round as the seamless service writes it, with its vendor calls. */
const round = async (r: {
  key: string;
  memberId: number;
  vendor: string;
  gameCode: string;
  stake: bigint;
  payout: bigint;
  status?: string;
  placedAt: string;
}) => {
  const status = r.status ?? 'settled';
  const [row] = await database.db
    .insert(betRecords)
    .values({
      merchantId: lw,
      memberId: r.memberId,
      vendor: r.vendor,
      gameCode: r.gameCode,
      roundId: `round-${r.key}`,
      currency: 'VND',
      stakeMinor: r.stake,
      validBetMinor: status === 'settled' ? r.stake : 0n,
      payoutMinor: r.payout,
      winLossMinor: status === 'settled' ? r.payout - r.stake : 0n,
      status,
      placedAt: new Date(r.placedAt),
      settledAt: status === 'settled' ? new Date(r.placedAt) : null,
    })
    .returning();
  ids[r.key] = row!.id;
  const call = (kind: string, n: number, amount: bigint) => ({
    merchantId: lw,
    vendor: r.vendor,
    transactionId: `${r.key}-${kind}-${n}`,
    kind,
    status: 'booked',
    memberId: r.memberId,
    roundId: `round-${r.key}`,
    amountMinor: amount,
    currency: 'VND',
    requestDigest: '0'.repeat(64),
    createdAt: new Date(Date.parse(r.placedAt) + n * 1000),
  });
  await database.db
    .insert(seamlessTransactions)
    .values([
      call('debit', 1, r.stake),
      ...(status === 'settled'
        ? [{ ...call('credit', 2, r.payout), referenceTransactionId: `${r.key}-debit-1` }]
        : []),
    ]);
};

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  lw = (await database.db.select().from(merchants).where(eq(merchants.code, 'LW')))[0]!.id;
  const memberId = async (account: string) =>
    (
      await database.db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, lw), eq(members.account, account)))
    )[0]!.id;
  player = await memberId('demo_player');
  friend = await memberId('demo_friend');
  await round({
    key: 'a',
    memberId: player,
    vendor: 'NOVA',
    gameCode: 'NOVA-0001',
    stake: 10_000n,
    payout: 25_000n,
    placedAt: '2026-03-01T10:00:00Z',
  });
  await round({
    key: 'b',
    memberId: player,
    vendor: 'NOVA',
    gameCode: 'NOVA-0002',
    stake: 20_000n,
    payout: 0n,
    placedAt: '2026-03-02T10:00:00Z',
  });
  await round({
    key: 'c',
    memberId: player,
    vendor: 'ORIENT',
    gameCode: 'ORIENT-0001',
    stake: 5_000n,
    payout: 4_000n,
    placedAt: '2026-03-03T10:00:00Z',
  });
  await round({
    key: 'd',
    memberId: friend,
    vendor: 'NOVA',
    gameCode: 'NOVA-0001',
    stake: 7_000n,
    payout: 0n,
    status: 'open',
    placedAt: '2026-03-04T10:00:00Z',
  });
  support = createOperatorClient(app, { ip: '198.51.100.221' });
  finance = createOperatorClient(app, { ip: '198.51.100.222' });
  risk = createOperatorClient(app, { ip: '198.51.100.223' });
  content = createOperatorClient(app, { ip: '198.51.100.224' });
  await support.signIn('support', 'Support@2026');
  await finance.signIn('finance', 'Finance@2026');
  await risk.signIn('risk', 'Risk@2026');
  await content.signIn('content', 'Content@2026');
}, 60_000);
afterAll(async () => {
  await app.close();
});

type Page = {
  total: number;
  content: { id: number; roundId: string; memberAccount: string; gameName: string | null; winLoss: string }[];
  totals: Record<string, string>;
};
const search = async (query: string, client = support) => {
  const response = await client.get(`/bets?merchant=LW&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as Page;
};

describe('bet records search', () => {
  it('is open to support, risk and finance, not to content', async () => {
    expect((await risk.get('/bets?merchant=LW')).statusCode).toBe(200);
    expect((await finance.get('/bets?merchant=LW')).statusCode).toBe(200);
    expect((await content.get('/bets?merchant=LW')).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await content.get(`/bets/${ids.a}`)).statusCode).toBe(403);
  });

  it("lists a brand's rounds newest first with the member, the game's name and totals for the filter", async () => {
    const page = await search('pageSize=2');
    expect(page.total).toBe(4);
    expect(page.content.map((r) => r.roundId)).toEqual(['round-d', 'round-c']);
    expect(page.content[1]).toMatchObject({ memberAccount: 'demo_player', gameName: expect.any(String) });
    // Totals cover every match, not only this page.
    expect(page.totals).toEqual({
      currency: 'VND',
      stake: '420.00',
      validBet: '350.00',
      payout: '290.00',
      winLoss: '-60.00',
    });
  });

  it('filters by member, vendor, game, round, result and time', async () => {
    expect((await search('member=DEMO_PLAYER')).total).toBe(3);
    expect((await search('member=nobody')).total).toBe(0);
    expect((await search('vendor=orient')).content.map((r) => r.roundId)).toEqual(['round-c']);
    expect((await search('gameCode=NOVA-0001')).total).toBe(2);
    expect((await search('roundId=round-b')).content.map((r) => r.roundId)).toEqual(['round-b']);
    const wins = await search('result=win');
    expect(wins.content.map((r) => r.roundId)).toEqual(['round-a']);
    expect(wins.totals).toMatchObject({ stake: '100.00', payout: '250.00', winLoss: '150.00' });
    expect((await search('result=loss')).content.map((r) => r.roundId)).toEqual(['round-c', 'round-b']);
    const window = await search(
      `from=${encodeURIComponent('2026-03-02T00:00:00Z')}&to=${encodeURIComponent('2026-03-03T12:00:00+00:00')}`,
    );
    expect(window.content.map((r) => r.roundId)).toEqual(['round-c', 'round-b']);
  });

  it('answers a bad filter with the failing field', async () => {
    for (const [query, field] of [
      ['result=draw', 'querystring.result'],
      ['from=yesterday', 'querystring.from'],
      ['from=2026-03-05T00:00:00Z&to=2026-03-01T00:00:00Z', 'querystring.to'],
      ['pageSize=500', 'querystring.pageSize'],
    ] as const) {
      const response = await support.get(`/bets?merchant=LW&${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    }
    expect((await support.get('/bets?merchant=NOPE')).statusCode).toBe(404);
  });

  it("opens a round with the vendor's seamless transactions in order", async () => {
    const response = await support.get(`/bets/${ids.a}`);
    expect(response.statusCode, response.body).toBe(200);
    const { record, transactions } = response.json().value;
    expect(record).toMatchObject({
      roundId: 'round-a',
      stake: '100.00',
      payout: '250.00',
      winLoss: '150.00',
    });
    expect(transactions).toMatchObject([
      { transactionId: 'a-debit-1', kind: 'debit', amount: '100.00' },
      { transactionId: 'a-credit-2', kind: 'credit', amount: '250.00', referenceTransactionId: 'a-debit-1' },
    ]);
    expect((await support.get('/bets/999999')).statusCode).toBe(404);
  });
});
