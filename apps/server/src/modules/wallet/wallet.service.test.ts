import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../db/client.ts';
import { journalEntries } from './journal-entry.table.ts';
import { ledgerAccounts } from './ledger-account.table.ts';
import { checkLedger } from './ledger-check.ts';
import { ledgerHolds } from './ledger-hold.table.ts';
import { postings } from './posting.table.ts';
import {
  counterpartyKindFor,
  createWalletService,
  HOUSE_SHARDS,
  type WalletService,
} from './wallet.service.ts';
import {
  type Books,
  countEntries,
  createBooks,
  debitOne,
  expectRefused,
  fundedPlayer,
  ledgerErrorOf,
} from './wallet.test-books.ts';

describe('wallet ledger', () => {
  let books: Books;
  let wallet: WalletService;
  beforeAll(async () => {
    books = await createBooks();
    wallet = books.wallet;
  });
  afterAll(async () => {
    await books.handle.close();
  });

  it('opens a member wallet on first use and finds the same one afterwards, even when first uses race', async () => {
    const memberId = await books.signUp();
    expect(await wallet.balance(books.lw, memberId, 'VND')).toBe(0n);
    const accounts = await Promise.all(
      Array.from({ length: 8 }, () => wallet.memberAccount(books.lw, memberId, 'VND')),
    );
    expect(new Set(accounts.map((a) => a.id)).size).toBe(1);
    expect(accounts[0]).toMatchObject({ kind: 'member_cash', memberId, balance: 0n, allowNegative: false });
    const play = await wallet.memberAccount(books.lw, memberId, 'VND', 'member_play');
    expect(play.id).not.toBe(accounts[0]!.id);
  });

  it('books bets of different members on different shards of the house, one member always on one', async () => {
    expect(counterpartyKindFor('house:JILI', 11)).toBe(`house:JILI#${11 % HOUSE_SHARDS}`);
    expect(counterpartyKindFor('house', 16)).toBe(`house#${16 % HOUSE_SHARDS}`);
    expect(counterpartyKindFor('cashier', 11)).toBe('cashier');
    const bet = async (memberId: number, key: string) =>
      wallet.debit({
        merchantId: books.lw,
        memberId,
        currency: 'VND',
        amountMinor: 10n,
        counterparty: 'house:JILI',
        idempotencyKey: key,
        kind: 'bet',
      });
    const first = await fundedPlayer(books, 100n);
    let second = await fundedPlayer(books, 100n);
    while (second.memberId % HOUSE_SHARDS === first.memberId % HOUSE_SHARDS) {
      second = await fundedPlayer(books, 100n);
    }
    const houseOf = (result: { postings: { accountId: number; amount: bigint }[] }) =>
      result.postings.find(({ amount }) => amount > 0n)?.accountId;
    const [a1, a2, b1] = [
      await bet(first.memberId, `shard:a1:${first.memberId}`),
      await bet(first.memberId, `shard:a2:${first.memberId}`),
      await bet(second.memberId, `shard:b1:${second.memberId}`),
    ];
    expect(houseOf(a1)).toBe(houseOf(a2));
    expect(houseOf(a1)).not.toBe(houseOf(b1));
  });

  it('keeps brand accounts apart per kind and currency and lets them go below zero', async () => {
    const house = await wallet.brandAccount(books.lw, 'house', 'VND');
    expect(house).toMatchObject({ kind: 'house', memberId: null, allowNegative: true });
    expect((await wallet.brandAccount(books.lw, 'house', 'VND')).id).toBe(house.id);
    expect((await wallet.brandAccount(books.lw, 'house:PG', 'VND')).id).not.toBe(house.id);
    expect((await wallet.brandAccount(books.lw, 'house', 'USD')).id).not.toBe(house.id);
  });

  it('will not open a wallet for a member of another brand', async () => {
    const foreigner = await books.signUp(books.other);
    await expectRefused(wallet.memberAccount(books.lw, foreigner, 'VND'), 'invalid');
  });

  it('books a balanced entry and records each balance after it', async () => {
    const { account, house } = await fundedPlayer(books, 10_000n);
    const result = await wallet.post({
      merchantId: books.lw,
      idempotencyKey: 'bet:round-1',
      kind: 'bet',
      memo: 'round 1',
      meta: { vendor: 'PG', round: '1' },
      postings: [
        { accountId: account, amount: -2_500n },
        { accountId: house, amount: 2_500n },
      ],
    });
    expect(result.replayed).toBe(false);
    expect(result.postings[0]).toEqual({ accountId: account, amount: -2_500n, balanceAfter: 7_500n });
    expect(result.postings[1]!.amount).toBe(2_500n);
    const [member] = await books.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, account));
    expect(member!.balance).toBe(7_500n);
  });

  it('refuses entries that do not balance, have one posting, move nothing or repeat an account', async () => {
    const { memberId, account, house } = await fundedPlayer(books, 1_000n);
    const before = await countEntries(books.db);
    const entry = (postingsOf: { accountId: number; amount: bigint }[]) =>
      wallet.post({
        merchantId: books.lw,
        idempotencyKey: `bad:${Math.random()}`,
        kind: 'bet',
        postings: postingsOf,
      });
    await expectRefused(
      entry([
        { accountId: account, amount: -100n },
        { accountId: house, amount: 99n },
      ]),
      'unbalanced',
    );
    await expectRefused(entry([{ accountId: house, amount: 0n }]), 'invalid');
    await expectRefused(
      entry([
        { accountId: account, amount: 0n },
        { accountId: house, amount: 0n },
      ]),
      'invalid',
    );
    await expectRefused(
      entry([
        { accountId: house, amount: -5n },
        { accountId: house, amount: 5n },
      ]),
      'invalid',
    );
    await expectRefused(
      wallet.transfer({
        merchantId: books.lw,
        idempotencyKey: 'neg',
        kind: 'x',
        from: house,
        to: account,
        amount: -1n,
      }),
      'invalid',
    );
    expect(await countEntries(books.db)).toBe(before);
    expect(await wallet.balance(books.lw, memberId, 'VND')).toBe(1_000n);
  });

  it('refuses to mix currencies or brands in one entry and leaves the balances as they were', async () => {
    const { memberId, account } = await fundedPlayer(books, 1_000n);
    const usdHouse = await wallet.brandAccount(books.lw, 'house', 'USD');
    const otherHouse = await wallet.brandAccount(books.other, 'house', 'VND');
    const move = (to: number, key: string) =>
      wallet.transfer({
        merchantId: books.lw,
        idempotencyKey: key,
        kind: 'bet',
        from: account,
        to,
        amount: 10n,
      });
    await expectRefused(move(usdHouse.id, 'mix:currency'), 'currency_mismatch');
    await expectRefused(move(otherHouse.id, 'mix:brand'), 'invalid');
    await expectRefused(move(999_999_999, 'mix:missing'), 'invalid');
    expect(await wallet.balance(books.lw, memberId, 'VND')).toBe(1_000n);
    expect((await wallet.brandAccount(books.lw, 'house', 'USD')).balance).toBe(0n);
  });

  it('returns the original result for a replayed key and moves nothing', async () => {
    const { memberId } = await fundedPlayer(books, 1_000n);
    const bet = (amountMinor: bigint) =>
      wallet.debit({
        merchantId: books.lw,
        memberId,
        currency: 'VND',
        amountMinor,
        counterparty: 'house',
        idempotencyKey: `vendor-tx:${memberId}`,
        kind: 'bet',
      });
    const first = await bet(300n);
    const again = await bet(300n);
    const different = await bet(999n);
    expect(again).toEqual({ ...first, replayed: true });
    expect(different).toEqual({ ...first, replayed: true });
    expect(await wallet.balance(books.lw, memberId, 'VND')).toBe(700n);
  });

  it('books a key once when identical requests race', async () => {
    const { memberId } = await fundedPlayer(books, 1_000n);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => debitOne(books, memberId, `race:${memberId}`)),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(await wallet.balance(books.lw, memberId, 'VND')).toBe(999n);
  });

  it('refuses a debit that would make the wallet negative and leaves everything unchanged', async () => {
    const { memberId, account, house } = await fundedPlayer(books, 500n);
    const houseBefore = (await wallet.brandAccount(books.lw, 'house', 'VND')).balance;
    const entriesBefore = await countEntries(books.db);
    const overdraw = () =>
      wallet.debit({
        merchantId: books.lw,
        memberId,
        currency: 'VND',
        amountMinor: 501n,
        counterparty: 'house',
        idempotencyKey: `overdraw:${memberId}`,
        kind: 'bet',
      });
    const error = await ledgerErrorOf(overdraw());
    expect(error).toMatchObject({ code: 'insufficient_funds', accountId: account, balance: 500n });
    expect(await wallet.balance(books.lw, memberId, 'VND')).toBe(500n);
    expect((await wallet.brandAccount(books.lw, 'house', 'VND')).balance).toBe(houseBefore);
    expect(await countEntries(books.db)).toBe(entriesBefore);
    expect(await wallet.history(books.lw, house, { limit: 500 })).not.toContainEqual(
      expect.objectContaining({ idempotencyKey: `overdraw:${memberId}` }),
    );

    // The refused key was not spent: once the wallet holds enough, the same request goes through.
    await wallet.credit({
      merchantId: books.lw,
      memberId,
      currency: 'VND',
      amountMinor: 1n,
      counterparty: 'cashier',
      idempotencyKey: `topup:${memberId}`,
      kind: 'deposit',
    });
    expect((await overdraw()).replayed).toBe(false);
    expect(await wallet.balance(books.lw, memberId, 'VND')).toBe(0n);
  });

  it("books inside a caller's transaction, where a refusal leaves that transaction usable", async () => {
    const { memberId } = await fundedPlayer(books, 300n);
    const move = (service: WalletService, amountMinor: bigint, key: string) =>
      service.debit({
        merchantId: books.lw,
        memberId,
        currency: 'VND',
        amountMinor,
        counterparty: 'house',
        idempotencyKey: `${key}:${memberId}`,
        kind: 'bet',
      });
    await books.db.transaction(async (tx) => {
      const inner = createWalletService(tx);
      expect(await ledgerErrorOf(move(inner, 301n, 'tx-over'))).toMatchObject({ code: 'insufficient_funds' });
      expect((await move(inner, 100n, 'tx-ok')).replayed).toBe(false);
    });
    expect(await wallet.balance(books.lw, memberId, 'VND')).toBe(200n);

    // A caller's rollback takes the entry with it, and its key stays unspent.
    await expect(
      books.db.transaction(async (tx) => {
        await move(createWalletService(tx), 50n, 'tx-undone');
        throw new Error('the caller changes its mind');
      }),
    ).rejects.toThrow('changes its mind');
    expect(await wallet.balance(books.lw, memberId, 'VND')).toBe(200n);
    expect((await move(wallet, 50n, 'tx-undone')).replayed).toBe(false);
    expect(await wallet.balance(books.lw, memberId, 'VND')).toBe(150n);
  });

  it('grants trial play money from the play-money issuer and real money from the cashier', async () => {
    const memberId = await books.signUp();
    const trial = await wallet.grant({
      merchantId: books.lw,
      memberId,
      currency: 'VND',
      amountMinor: 200_000_00n,
      source: 'play_issuer',
      idempotencyKey: `trial:${memberId}`,
      memo: 'Trial play money',
      kind: 'member_play',
    });
    expect(trial?.replayed).toBe(false);
    expect(await wallet.balance(books.lw, memberId, 'VND', 'member_play')).toBe(200_000_00n);
    expect(await wallet.balance(books.lw, memberId, 'VND')).toBe(0n);
    expect((await wallet.brandAccount(books.lw, 'play_issuer', 'VND')).balance).toBeLessThanOrEqual(
      -200_000_00n,
    );

    const nothing = await wallet.grant({
      merchantId: books.lw,
      memberId,
      currency: 'VND',
      amountMinor: 0n,
      source: 'promotion',
      idempotencyKey: `zero:${memberId}`,
      memo: 'nothing',
    });
    expect(nothing).toBeNull();
  });

  it("lists an account's history newest first with its entries, page by page", async () => {
    const { memberId, account } = await fundedPlayer(books, 1_000n);
    for (const n of [1, 2, 3]) await debitOne(books, memberId, `hist:${memberId}:${n}`);
    const firstPage = await wallet.history(books.lw, account, { limit: 2 });
    expect(firstPage.map((line) => [line.idempotencyKey, line.amount, line.balanceAfter])).toEqual([
      [`hist:${memberId}:3`, -1n, 997n],
      [`hist:${memberId}:2`, -1n, 998n],
    ]);
    expect(firstPage[0]).toMatchObject({ kind: 'bet', accountId: account });
    expect(firstPage[0]!.createdAt).toBeInstanceOf(Date);
    const secondPage = await wallet.history(books.lw, account, {
      limit: 2,
      beforeId: firstPage[1]!.postingId,
    });
    expect(secondPage.map((line) => [line.idempotencyKey, line.kind, line.memo])).toEqual([
      [`hist:${memberId}:1`, 'bet', null],
      [`open:${memberId}`, 'grant', 'opening balance'],
    ]);
    expect(await wallet.history(books.other, account)).toEqual([]);
  });

  it('lets exactly 25 of 50 concurrent debits of 1 through a wallet holding 25 (PGlite runs them one by one)', async () => {
    const { memberId } = await fundedPlayer(books, 25n);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, n) => debitOne(books, memberId, `small-rush:${memberId}:${n}`)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(25);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'insufficient_funds' });
    }
    expect(await wallet.balance(books.lw, memberId, 'VND')).toBe(0n);
  });

  it('leaves books that pass the invariant check', async () => {
    const report = await checkLedger(books.db);
    expect(report).toMatchObject({
      ok: true,
      unbalancedEntries: [],
      balanceMismatches: [],
      negativeMemberWallets: [],
      unprotectedMemberWallets: [],
      holdMismatches: [],
    });
    expect(report.entries).toBeGreaterThan(10);
  });
});

describe('ledger check', () => {
  let books: Books;
  beforeAll(async () => {
    books = await createBooks();
  });
  afterAll(async () => {
    await books.handle.close();
  });

  it('catches a hand-corrupted balance, a hand-written unbalanced entry and a hold out of step with its money', async () => {
    const { account, memberId } = await fundedPlayer(books, 1_000n);
    expect((await checkLedger(books.db)).ok).toBe(true);

    await books.db
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + 1` })
      .where(eq(ledgerAccounts.id, account));
    const [entry] = await books.db
      .insert(journalEntries)
      .values({ merchantId: books.lw, idempotencyKey: 'hand-written', kind: 'manual' })
      .returning({ id: journalEntries.id });
    await books.db
      .insert(postings)
      .values({ entryId: entry!.id, accountId: account, amount: 5n, balanceAfter: 5n });
    const play = await books.wallet.memberAccount(books.lw, memberId, 'VND', 'member_play');
    // The database itself refuses to let a member wallet go below zero.
    await expect(
      books.db.update(ledgerAccounts).set({ allowNegative: true }).where(eq(ledgerAccounts.id, play.id)),
    ).rejects.toThrow();
    const other = await books.signUp();
    await books.wallet.grant({
      merchantId: books.lw,
      memberId: other,
      currency: 'VND',
      amountMinor: 300n,
      source: 'cashier',
      idempotencyKey: `open:${other}`,
      memo: 'opening balance',
    });
    const { holdId } = await books.wallet.hold({
      merchantId: books.lw,
      memberId: other,
      currency: 'VND',
      amountMinor: 200n,
      idempotencyKey: `hold:${other}`,
    });
    await books.db.update(ledgerHolds).set({ amount: 199n }).where(eq(ledgerHolds.id, holdId));

    const report = await checkLedger(books.db);
    expect(report.ok).toBe(false);
    expect(report.unbalancedEntries).toEqual([
      expect.objectContaining({ entryId: entry!.id, idempotencyKey: 'hand-written', sum: 5n, postings: 1 }),
    ]);
    expect(report.balanceMismatches).toEqual([
      expect.objectContaining({
        accountId: account,
        balance: 1_001n,
        postingsSum: 1_005n,
        lastBalanceAfter: 5n,
      }),
    ]);
    expect(report.holdMismatches).toEqual([
      expect.objectContaining({ memberId: other, balance: 200n, openHolds: 199n }),
    ]);
    expect(report.unprotectedMemberWallets).toEqual([]);
    expect(report.negativeMemberWallets).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('wallet ledger under concurrency on PostgreSQL', () => {
  let books: Books;
  /** The requests come through a pool as wide as a busy server's, so they really contend. */
  let wide: DatabaseHandle;
  let wallet: WalletService;
  beforeAll(async () => {
    books = await createBooks();
    wide = await connectDatabase({ databaseUrl: books.handle.url, poolSize: 32 });
    wallet = createWalletService(wide.db);
  });
  afterAll(async () => {
    await wide.close();
    await books.handle.close();
  });

  it('lets exactly 100 of 200 concurrent debits of 1 through a wallet holding 100', async () => {
    const { memberId } = await fundedPlayer(books, 100n);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, n) => debitOne({ wallet, lw: books.lw }, memberId, `rush:${n}`)),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(100);
    for (const o of refused) expect(o.reason).toMatchObject({ code: 'insufficient_funds' });
    expect(await wallet.balance(books.lw, memberId, 'VND')).toBe(0n);
    expect((await checkLedger(books.db)).ok).toBe(true);
  });

  it('opens exactly 100 of 200 concurrent holds of 1 on a wallet holding 100 and closes each hold once', async () => {
    const { memberId } = await fundedPlayer(books, 100n);
    const holds = await Promise.allSettled(
      Array.from({ length: 200 }, (_, n) =>
        wallet.hold({
          merchantId: books.lw,
          memberId,
          currency: 'VND',
          amountMinor: 1n,
          idempotencyKey: `hold-rush:${n}`,
        }),
      ),
    );
    const opened = holds.flatMap((o) => (o.status === 'fulfilled' ? [o.value.holdId] : []));
    expect(opened).toHaveLength(100);
    for (const o of holds)
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'insufficient_funds' });

    // Every hold gets a release and a settle at once: one of the two wins, the other is refused.
    const closings = await Promise.allSettled(
      opened.flatMap((holdId) => [
        wallet.release({ merchantId: books.lw, holdId, idempotencyKey: `release:${holdId}` }),
        wallet.settle({ merchantId: books.lw, holdId, idempotencyKey: `settle:${holdId}` }),
      ]),
    );
    const closed = closings.flatMap((o) => (o.status === 'fulfilled' ? [o.value.holdId] : []));
    expect(closed.sort()).toEqual([...opened].sort());
    for (const o of closings)
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'hold_not_open' });
    const released = closings.filter((o, n) => o.status === 'fulfilled' && n % 2 === 0).length;
    expect(await wallet.balance(books.lw, memberId, 'VND')).toBe(BigInt(released));
    expect(await wallet.balance(books.lw, memberId, 'VND', 'member_held')).toBe(0n);
    expect((await checkLedger(books.db)).ok).toBe(true);
  });

  it('never deadlocks when transfers cross between the same wallets in both directions', async () => {
    const a = await fundedPlayer(books, 1_000n);
    const b = await fundedPlayer(books, 1_000n);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        wallet.transfer({
          merchantId: books.lw,
          idempotencyKey: `cross:${n}`,
          kind: 'transfer',
          from: n % 2 ? a.account : b.account,
          to: n % 2 ? b.account : a.account,
          amount: 7n,
        }),
      ),
    );
    expect(results.every((r) => !r.replayed)).toBe(true);
    expect(await books.wallet.balance(books.lw, a.memberId, 'VND')).toBe(1_000n);
    expect(await books.wallet.balance(books.lw, b.memberId, 'VND')).toBe(1_000n);
    expect((await checkLedger(books.db)).ok).toBe(true);
  });
});
