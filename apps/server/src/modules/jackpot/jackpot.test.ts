import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { JDG_HOST, LW_HOST } from '../../testing/auth-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { betRecords } from '../seamless/bet-record.table.ts';
import { createRoundPlayer } from '../seamless/seamless.test-rounds.ts';
import { journalEntries } from '../wallet/journal-entry.table.ts';
import { ledgerAccounts } from '../wallet/ledger-account.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { postings } from '../wallet/posting.table.ts';
import { createJackpotService } from './jackpot.service.ts';
import { jackpotHits } from './jackpot-hit.table.ts';
import { jackpotPools } from './jackpot-pool.table.ts';

let app: App;
let database: DatabaseHandle;
let player: ReturnType<typeof createRoundPlayer>;
let lw: number;
const VENDOR = 'NOVA';
const GAME = 'NOVA-0001';
/** The demo pool's settings: 0.5 %, seeded at 50,000,000.00 VND. */
const SEED = 50_000_000_00n;

beforeAll(async () => {
  // Pool settings read on every bet, so a test's change of them applies at once.
  ({ app, database } = await createTestApp({ SETTINGS_CACHE_MS: '0' }));
  player = createRoundPlayer(app, database.db);
  lw = (await player.brand('LW')).id;
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
  await setPool({ hitEveryMinor: 20_000_000_000_00n, contributionPpm: 5_000 });
});

const setPool = (values: Partial<typeof jackpotPools.$inferInsert>) =>
  database.db
    .update(jackpotPools)
    .set(values)
    .where(and(eq(jackpotPools.merchantId, lw), eq(jackpotPools.currency, 'VND')));
const poolRow = async () =>
  (
    await database.db
      .select()
      .from(jackpotPools)
      .where(and(eq(jackpotPools.merchantId, lw), eq(jackpotPools.currency, 'VND')))
  )[0]!;

/** The pool's money: the sum of its ledger shards. */
const pool = async () => player.wallet.shardedBalance(lw, 'jackpot', 'VND');
/** The sum of a brand account kind and its shards (house:NOVA, jackpot_seed). */
const accountTotal = async (base: string) => {
  const rows = await database.db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, lw),
        eq(ledgerAccounts.currency, 'VND'),
        like(ledgerAccounts.kind, `${base}%`),
      ),
    );
  return rows
    .filter((row) => row.kind === base || row.kind.startsWith(`${base}#`))
    .reduce((sum, row) => sum + row.balance, 0n);
};
const entryPostings = async (key: string) =>
  database.db
    .select({ kind: ledgerAccounts.kind, amount: postings.amount })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(and(eq(journalEntries.merchantId, lw), eq(journalEntries.idempotencyKey, key)))
    .orderBy(postings.id);

const paidHits = () =>
  database.db
    .select()
    .from(jackpotHits)
    .where(and(eq(jackpotHits.merchantId, lw), eq(jackpotHits.status, 'paid')))
    .orderBy(jackpotHits.id);

const reading = async (host = LW_HOST) => {
  const response = await app.inject({ method: 'GET', url: '/relay/GCSGAME_getJackpot', headers: { host } });
  expect(response.statusCode).toBe(200);
  return response.json().value;
};

describe('jackpot contributions', () => {
  it("shares floor(stake × 0.5 %) of each bet into the pool in the bet's own entry", async () => {
    const who = await player.member('LW');
    const s = await player.session(who, VENDOR, GAME);
    const [poolBefore, houseBefore, cashBefore] = [
      await pool(),
      await accountTotal('house:NOVA'),
      await player.wallet.balance(lw, who.id, 'VND'),
    ];
    const answer = await player.bet(s, 123_457n, 'jp-share-round', 'jp-share-bet'); // 1,234.57
    expect(answer.status).toBe('OK');

    // 0.5 % of 123,457 minor units is 617.285: the pool gets 617, the house the rest.
    expect(await pool()).toBe(poolBefore + 617n);
    expect(await accountTotal('house:NOVA')).toBe(houseBefore + 122_840n);
    expect(await player.wallet.balance(lw, who.id, 'VND')).toBe(cashBefore - 123_457n);
    const lines = await entryPostings('seamless:NOVA:jp-share-bet');
    expect(lines.map((line) => line.amount)).toEqual(expect.arrayContaining([-123_457n, 122_840n, 617n]));
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.amount === 617n)?.kind).toMatch(/^jackpot#\d+$/);
  });

  it('creates and loses no money over many bets: every minor unit is with the member, the house or the pool', async () => {
    const who = await player.member('LW', { cash: 50_000_000n });
    const s = await player.session(who, VENDOR, GAME);
    const before = { pool: await pool(), house: await accountTotal('house:NOVA') };
    let stakes = 0n;
    let shares = 0n;
    for (const stake of [1n, 199n, 200n, 201n, 12_345n, 99_999n, 1_000_000n, 3_333_333n, 7n, 250_001n]) {
      expect((await player.bet(s, stake)).status).toBe('OK');
      stakes += stake;
      shares += (stake * 5_000n) / 1_000_000n;
    }
    expect(await pool()).toBe(before.pool + shares);
    expect(await accountTotal('house:NOVA')).toBe(before.house + stakes - shares);
    expect(await player.wallet.balance(lw, who.id, 'VND')).toBe(50_000_000n - stakes);
  });

  it('books a replayed bet once, and gives the share back when the bet is rolled back', async () => {
    const who = await player.member('LW');
    const s = await player.session(who, VENDOR, GAME);
    const before = await pool();
    const first = await player.bet(s, 1_000_000n, 'jp-replay-round', 'jp-replay-bet');
    const again = await player.bet(s, 1_000_000n, 'jp-replay-round', 'jp-replay-bet');
    expect(again).toMatchObject({
      status: 'OK',
      balance: first.balance,
      walletTransactionId: first.walletTransactionId,
    });
    expect(await pool()).toBe(before + 5_000n);

    const rollback = await player.call(VENDOR, 'rollback', {
      token: s.token,
      transactionId: 'jp-replay-rollback',
      referenceTransactionId: 'jp-replay-bet',
      roundId: 'jp-replay-round',
    });
    expect(rollback.status).toBe('OK');
    expect(await pool()).toBe(before);
  });

  it('takes nothing when the brand sets its share to zero', async () => {
    await setPool({ contributionPpm: 0 });
    const who = await player.member('LW');
    const s = await player.session(who, VENDOR, GAME);
    const before = await pool();
    expect((await player.bet(s, 1_000_000n, 'jp-zero-round', 'jp-zero-bet')).status).toBe('OK');
    expect(await pool()).toBe(before);
    expect(await entryPostings('seamless:NOVA:jp-zero-bet')).toHaveLength(2);
  });
});

describe('jackpot hits', () => {
  it('pays exactly the pool to the winner as a win with a bet record, then starts again from the seed', async () => {
    const cycle = (await poolRow()).cycle;
    const committed = (await poolRow()).seedHash;
    const seedCost = await accountTotal('jackpot_seed');
    // Every bet wins from now on.
    await setPool({ hitEveryMinor: 1n });
    const who = await player.member('LW', { account: 'jackpot_winner', nickname: 'Lucky Star' });
    const s = await player.session(who, VENDOR, GAME);
    const poolBefore = await pool();
    const cashBefore = await player.wallet.balance(lw, who.id, 'VND');

    const answer = await player.bet(s, 200_000n, 'jp-hit-round', 'jp-hit-bet');
    expect(answer.status).toBe('OK');

    // The pool as it stood, with this bet's share (1,000 minor units), went to the member.
    const won = poolBefore + 1_000n;
    expect(await player.wallet.balance(lw, who.id, 'VND')).toBe(cashBefore - 200_000n + won);
    expect(await pool()).toBe(SEED);
    expect(await accountTotal('jackpot_seed')).toBe(seedCost - SEED);

    const [hit] = await database.db
      .select()
      .from(jackpotHits)
      .where(eq(jackpotHits.transactionId, 'jp-hit-bet'));
    expect(hit).toMatchObject({
      status: 'paid',
      amountMinor: won,
      cycle,
      memberId: who.id,
      stakeMinor: 200_000n,
    });
    // The revealed seed is the one committed before the cycle's bets.
    expect(createHash('sha256').update(hit!.serverSeed).digest('hex')).toBe(committed);
    const next = await poolRow();
    expect(next.cycle).toBe(cycle + 1);
    expect(next.seedHash).not.toBe(committed);

    const [round] = await database.db
      .select()
      .from(betRecords)
      .where(and(eq(betRecords.merchantId, lw), eq(betRecords.roundId, `jackpot-${hit!.id}`)));
    expect(round).toMatchObject({
      status: 'settled',
      memberId: who.id,
      vendor: VENDOR,
      gameCode: GAME,
      stakeMinor: 0n,
      payoutMinor: won,
      winLossMinor: won,
    });

    const shown = await reading();
    expect(shown).toMatchObject({ currency: 'VND', amount: '50000000.00', cycle: cycle + 1 });
    expect(shown.lastHit).toMatchObject({ player: 'Lu***r', cycle, serverSeed: hit!.serverSeed });
    expect(shown.lastHit.amount).toBe(`${won / 100n}.${String(won % 100n).padStart(2, '0')}`);
  });

  it('pays a cycle once: the replayed winning bet pays nothing more, the next bet wins the next cycle', async () => {
    await setPool({ hitEveryMinor: 1n });
    const who = await player.member('LW');
    const s = await player.session(who, VENDOR, GAME);
    const first = await player.bet(s, 100_000n, 'jp-once-round', 'jp-once-bet');
    expect(first.status).toBe('OK');
    const cash = await player.wallet.balance(lw, who.id, 'VND');
    const hitsBefore = (await database.db.select().from(jackpotHits)).length;

    const replay = await player.bet(s, 100_000n, 'jp-once-round', 'jp-once-bet');
    expect(replay.walletTransactionId).toBe(first.walletTransactionId);
    expect(await player.wallet.balance(lw, who.id, 'VND')).toBe(cash);
    expect(await database.db.select().from(jackpotHits)).toHaveLength(hitsBefore);
    expect(await pool()).toBe(SEED);

    // The next bet wins the new cycle: the seed and its own share.
    expect((await player.bet(s, 100_000n)).status).toBe('OK');
    expect(await player.wallet.balance(lw, who.id, 'VND')).toBe(cash - 100_000n + SEED + 500n);
    expect(await database.db.select().from(jackpotHits)).toHaveLength(hitsBefore + 1);
  });

  it('pays a win claimed before a crash on the next sweep, once', async () => {
    const jackpot = createJackpotService({ db: database.db, settingsCacheMs: 0 });
    await setPool({ hitEveryMinor: 1n });
    const who = await player.member('LW');
    const before = await pool();
    // The bet's transaction claimed the cycle and committed; the process died before paying.
    const hitId = await database.db.transaction((tx) =>
      jackpot.drawForBet(tx as unknown as Database, {
        merchantId: lw,
        memberId: who.id,
        currency: 'VND',
        vendor: VENDOR,
        gameCode: GAME,
        transactionId: 'jp-crash-bet',
        stakeMinor: 10_000n,
      }),
    );
    expect(hitId).toBeDefined();
    const cash = await player.wallet.balance(lw, who.id, 'VND');

    expect(await jackpot.payPending()).toBe(1);
    expect(await player.wallet.balance(lw, who.id, 'VND')).toBe(cash + before);
    expect(await jackpot.payPending()).toBe(0);
    expect(await jackpot.payHit(hitId!)).toBeUndefined();
    expect(await player.wallet.balance(lw, who.id, 'VND')).toBe(cash + before);
  });

  it('keeps the pool exact under concurrent bets of many members, some of them winning', async () => {
    // A bet of 100,000 wins with probability 1/3.
    await setPool({ hitEveryMinor: 300_000n });
    const sessions = await Promise.all(
      Array.from({ length: 12 }, async () => player.session(await player.member('LW'), VENDOR, GAME)),
    );
    const start = { pool: await pool(), seeds: await accountTotal('jackpot_seed'), hits: await paidHits() };
    const answers = await Promise.all(sessions.flatMap((s) => [0, 1, 2].map(() => player.bet(s, 100_000n))));
    expect(answers.every((answer) => answer.status === 'OK')).toBe(true);
    await createJackpotService({ db: database.db }).payPending();

    const hits = (await paidHits()).slice(start.hits.length);
    expect(hits.length).toBeGreaterThan(0);
    const paid = hits.reduce((sum, hit) => sum + hit.amountMinor!, 0n);
    const reseeded = start.seeds - (await accountTotal('jackpot_seed'));
    expect(reseeded).toBe(SEED * BigInt(hits.length));
    // 36 shares of 500 came in; each hit paid the pool out and a seed came in.
    expect(await pool()).toBe(start.pool + 36n * 500n - paid + reseeded);
  });

  it('answers each brand its own pool in its own currency', async () => {
    expect(await reading(JDG_HOST)).toMatchObject({
      currency: 'USD',
      amount: '5000.00',
      cycle: 1,
      lastHit: null,
    });
    expect((await reading(LW_HOST)).currency).toBe('VND');
  });
});
