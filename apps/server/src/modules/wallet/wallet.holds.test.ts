import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from './ledger-check.ts';
import { counterpartyKindFor, type WalletService } from './wallet.service.ts';
import { type Books, countEntries, createBooks, expectRefused, fundedPlayer } from './wallet.test-books.ts';

describe('wallet holds and reversals', () => {
  let books: Books;
  let wallet: WalletService;
  beforeAll(async () => {
    books = await createBooks();
    wallet = books.wallet;
  });
  afterAll(async () => {
    await books.handle.close();
  });

  const holdOf = (memberId: number, amountMinor: bigint, idempotencyKey: string) =>
    wallet.hold({ merchantId: books.lw, memberId, currency: 'VND', amountMinor, idempotencyKey });
  const cash = (memberId: number) => wallet.balance(books.lw, memberId, 'VND');
  const held = (memberId: number) => wallet.balance(books.lw, memberId, 'VND', 'member_held');
  const cashier = async () => (await wallet.brandAccount(books.lw, 'cashier', 'VND')).balance;

  it('sets money aside from the main wallet and gives it back on release', async () => {
    const { memberId } = await fundedPlayer(books, 1_000n);
    const hold = await holdOf(memberId, 400n, `wd:${memberId}:hold`);
    expect(hold.replayed).toBe(false);
    expect(await cash(memberId)).toBe(600n);
    expect(await held(memberId)).toBe(400n);
    expect(await wallet.findHold(books.lw, hold.holdId)).toMatchObject({ status: 'open', amount: 400n });

    const release = await wallet.release({
      merchantId: books.lw,
      holdId: hold.holdId,
      idempotencyKey: `wd:${memberId}:reject`,
    });
    expect(release).toMatchObject({ holdId: hold.holdId, replayed: false });
    expect(await cash(memberId)).toBe(1_000n);
    expect(await held(memberId)).toBe(0n);
    expect(await wallet.findHold(books.lw, hold.holdId)).toMatchObject({
      status: 'released',
      resolveEntryId: release.entryId,
    });
  });

  it('pays held money out to cashier clearing on settle, leaving the main wallet as it was', async () => {
    const { memberId } = await fundedPlayer(books, 1_000n);
    const hold = await holdOf(memberId, 250n, `wd:${memberId}:hold`);
    const cashierBefore = await cashier();
    const paid = await wallet.settle({
      merchantId: books.lw,
      holdId: hold.holdId,
      idempotencyKey: `wd:${memberId}:paid`,
      kind: 'withdrawal',
    });
    expect(paid.postings.map((p) => p.amount)).toEqual([-250n, 250n]);
    expect(await cash(memberId)).toBe(750n);
    expect(await held(memberId)).toBe(0n);
    expect(await cashier()).toBe(cashierBefore + 250n);
    expect(await wallet.findHold(books.lw, hold.holdId)).toMatchObject({ status: 'settled' });
  });

  it('returns the first result for a replayed hold, release or settle key and moves nothing', async () => {
    const { memberId } = await fundedPlayer(books, 1_000n);
    const first = await holdOf(memberId, 100n, `wd:${memberId}:hold`);
    expect(await holdOf(memberId, 999n, `wd:${memberId}:hold`)).toEqual({ ...first, replayed: true });
    const release = () =>
      wallet.release({ merchantId: books.lw, holdId: first.holdId, idempotencyKey: `wd:${memberId}:back` });
    const released = await release();
    expect(await release()).toEqual({ ...released, replayed: true });
    expect(await cash(memberId)).toBe(1_000n);

    const second = await holdOf(memberId, 300n, `wd:${memberId}:hold2`);
    const settle = () =>
      wallet.settle({ merchantId: books.lw, holdId: second.holdId, idempotencyKey: `wd:${memberId}:paid2` });
    const settled = await settle();
    expect(await settle()).toEqual({ ...settled, replayed: true });
    expect(await cash(memberId)).toBe(700n);
    expect(await held(memberId)).toBe(0n);
  });

  it('refuses to release or settle a hold twice, even under a new key', async () => {
    const { memberId } = await fundedPlayer(books, 1_000n);
    const { holdId } = await holdOf(memberId, 100n, `wd:${memberId}:hold`);
    await wallet.release({ merchantId: books.lw, holdId, idempotencyKey: `wd:${memberId}:r1` });
    const entries = await countEntries(books.db);
    await expectRefused(
      wallet.release({ merchantId: books.lw, holdId, idempotencyKey: `wd:${memberId}:r2` }),
      'hold_not_open',
    );
    await expectRefused(
      wallet.settle({ merchantId: books.lw, holdId, idempotencyKey: `wd:${memberId}:s1` }),
      'hold_not_open',
    );
    expect(await countEntries(books.db)).toBe(entries);
    expect(await cash(memberId)).toBe(1_000n);
  });

  it('closes a hold once when a release and a settle race', async () => {
    const { memberId } = await fundedPlayer(books, 1_000n);
    const { holdId } = await holdOf(memberId, 500n, `wd:${memberId}:hold`);
    const outcomes = await Promise.allSettled([
      wallet.release({ merchantId: books.lw, holdId, idempotencyKey: `wd:${memberId}:race-r` }),
      wallet.settle({ merchantId: books.lw, holdId, idempotencyKey: `wd:${memberId}:race-s` }),
      wallet.release({ merchantId: books.lw, holdId, idempotencyKey: `wd:${memberId}:race-r2` }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'hold_not_open' });
    }
    expect(await held(memberId)).toBe(0n);
    expect([1_000n, 500n]).toContain(await cash(memberId));
  });

  it('refuses to hold more than the wallet holds and leaves the key unspent', async () => {
    const { memberId, account } = await fundedPlayer(books, 100n);
    const entries = await countEntries(books.db);
    const error = holdOf(memberId, 101n, `wd:${memberId}:big`);
    await expect(error).rejects.toMatchObject({
      code: 'insufficient_funds',
      accountId: account,
      balance: 100n,
    });
    expect(await countEntries(books.db)).toBe(entries);
    expect(await held(memberId)).toBe(0n);
    await wallet.credit({
      merchantId: books.lw,
      memberId,
      currency: 'VND',
      amountMinor: 1n,
      counterparty: 'cashier',
      idempotencyKey: `topup:${memberId}`,
      kind: 'deposit',
    });
    expect((await holdOf(memberId, 101n, `wd:${memberId}:big`)).replayed).toBe(false);
    expect(await cash(memberId)).toBe(0n);
  });

  it('releases a hold of the bonus wallet back into the bonus wallet', async () => {
    const memberId = await books.signUp();
    await wallet.credit({
      merchantId: books.lw,
      memberId,
      currency: 'VND',
      amountMinor: 80n,
      counterparty: 'promotion',
      wallet: 'member_bonus',
      idempotencyKey: `bonus:${memberId}`,
      kind: 'bonus',
    });
    const { holdId } = await wallet.hold({
      merchantId: books.lw,
      memberId,
      currency: 'VND',
      amountMinor: 30n,
      wallet: 'member_bonus',
      idempotencyKey: `lock:${memberId}`,
    });
    expect(await wallet.balance(books.lw, memberId, 'VND', 'member_bonus')).toBe(50n);
    await wallet.release({ merchantId: books.lw, holdId, idempotencyKey: `unlock:${memberId}` });
    expect(await wallet.balance(books.lw, memberId, 'VND', 'member_bonus')).toBe(80n);
    expect(await cash(memberId)).toBe(0n);
  });

  it('moves held money only through release or settle, and only holds of its own brand', async () => {
    const { memberId, house } = await fundedPlayer(books, 1_000n);
    const { holdId } = await holdOf(memberId, 100n, `wd:${memberId}:hold`);
    const heldAccount = await wallet.memberAccount(books.lw, memberId, 'VND', 'member_held');
    await expectRefused(
      wallet.transfer({
        merchantId: books.lw,
        idempotencyKey: `steal:${memberId}`,
        kind: 'bet',
        from: heldAccount.id,
        to: house,
        amount: 100n,
      }),
      'invalid',
    );
    await expectRefused(
      wallet.debit({
        merchantId: books.lw,
        memberId,
        currency: 'VND',
        amountMinor: 1n,
        counterparty: 'house',
        wallet: 'member_held',
        idempotencyKey: `steal2:${memberId}`,
        kind: 'bet',
      }),
      'invalid',
    );
    await expectRefused(
      wallet.release({ merchantId: books.other, holdId, idempotencyKey: `other:${memberId}` }),
      'not_found',
    );
    await expectRefused(
      wallet.settle({ merchantId: books.other, holdId, idempotencyKey: `other2:${memberId}` }),
      'not_found',
    );
    expect(await held(memberId)).toBe(100n);
  });

  it('reverses an entry exactly once and replays the reversal under its own key', async () => {
    const { memberId } = await fundedPlayer(books, 1_000n);
    // A member's bets book on their own shard of the house.
    const houseOf = () => wallet.brandAccount(books.lw, counterpartyKindFor('house', memberId), 'VND');
    const house = (await houseOf()).id;
    const houseBefore = (await houseOf()).balance;
    const bet = await wallet.debit({
      merchantId: books.lw,
      memberId,
      currency: 'VND',
      amountMinor: 300n,
      counterparty: 'house',
      idempotencyKey: `bet:${memberId}`,
      kind: 'bet',
    });
    const reverse = (idempotencyKey: string) =>
      wallet.reverse({ merchantId: books.lw, entryId: bet.entryId, idempotencyKey, memo: 'void round' });
    const reversal = await reverse(`void:${memberId}`);
    expect(reversal.replayed).toBe(false);
    expect(reversal.postings.map(({ accountId, amount }) => ({ accountId, amount }))).toEqual(
      bet.postings.map(({ accountId, amount }) => ({ accountId, amount: -amount })),
    );
    expect(await cash(memberId)).toBe(1_000n);
    expect((await houseOf()).balance).toBe(houseBefore);
    expect(await wallet.history(books.lw, house, { limit: 1 })).toEqual([
      expect.objectContaining({ kind: 'reversal', meta: { reverses: bet.entryId } }),
    ]);

    expect(await reverse(`void:${memberId}`)).toEqual({ ...reversal, replayed: true });
    await expectRefused(reverse(`void-again:${memberId}`), 'already_reversed');
    await expectRefused(
      wallet.reverse({
        merchantId: books.lw,
        entryId: reversal.entryId,
        idempotencyKey: `unvoid:${memberId}`,
      }),
      'not_reversible',
    );
    await expectRefused(
      wallet.reverse({ merchantId: books.other, entryId: bet.entryId, idempotencyKey: `x:${memberId}` }),
      'not_found',
    );
    expect(await cash(memberId)).toBe(1_000n);
  });

  it('refuses to reverse a hold or its closing: the hold is released instead', async () => {
    const { memberId } = await fundedPlayer(books, 1_000n);
    const hold = await holdOf(memberId, 100n, `wd:${memberId}:hold`);
    await expectRefused(
      wallet.reverse({ merchantId: books.lw, entryId: hold.entryId, idempotencyKey: `rv:${memberId}:1` }),
      'not_reversible',
    );
    const released = await wallet.release({
      merchantId: books.lw,
      holdId: hold.holdId,
      idempotencyKey: `wd:${memberId}:back`,
    });
    await expectRefused(
      wallet.reverse({ merchantId: books.lw, entryId: released.entryId, idempotencyKey: `rv:${memberId}:2` }),
      'not_reversible',
    );
    expect(await cash(memberId)).toBe(1_000n);
  });

  it('refuses a reversal that would take a member wallet below zero, until the money is back', async () => {
    const { memberId } = await fundedPlayer(books, 1n);
    const deposit = await wallet.credit({
      merchantId: books.lw,
      memberId,
      currency: 'VND',
      amountMinor: 500n,
      counterparty: 'cashier',
      idempotencyKey: `dep:${memberId}`,
      kind: 'deposit',
    });
    await wallet.debit({
      merchantId: books.lw,
      memberId,
      currency: 'VND',
      amountMinor: 400n,
      counterparty: 'house',
      idempotencyKey: `spend:${memberId}`,
      kind: 'bet',
    });
    const entries = await countEntries(books.db);
    const chargeback = () =>
      wallet.reverse({ merchantId: books.lw, entryId: deposit.entryId, idempotencyKey: `cb:${memberId}` });
    await expect(chargeback()).rejects.toMatchObject({ code: 'insufficient_funds', balance: 101n });
    expect(await countEntries(books.db)).toBe(entries);
    expect(await cash(memberId)).toBe(101n);
    await wallet.credit({
      merchantId: books.lw,
      memberId,
      currency: 'VND',
      amountMinor: 399n,
      counterparty: 'house',
      idempotencyKey: `win:${memberId}`,
      kind: 'win',
    });
    expect((await chargeback()).replayed).toBe(false);
    expect(await cash(memberId)).toBe(0n);
  });

  it('reverses an entry once when reversals under different keys race', async () => {
    const { memberId } = await fundedPlayer(books, 1_000n);
    const bet = await wallet.debit({
      merchantId: books.lw,
      memberId,
      currency: 'VND',
      amountMinor: 10n,
      counterparty: 'house',
      idempotencyKey: `bet:${memberId}`,
      kind: 'bet',
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, n) =>
        wallet.reverse({
          merchantId: books.lw,
          entryId: bet.entryId,
          // Two requests per key: a repeat of the same request replays, another key is refused.
          idempotencyKey: `void:${memberId}:${n % 3}`,
        }),
      ),
    );
    const fulfilled = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    expect(new Set(fulfilled.map((r) => r.entryId)).size).toBe(1);
    expect(fulfilled.filter((r) => !r.replayed)).toHaveLength(1);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'already_reversed' });
    }
    expect(await cash(memberId)).toBe(1_000n);
  });

  it('leaves books that pass the invariant check, held money matching the open holds', async () => {
    const report = await checkLedger(books.db);
    expect(report).toMatchObject({ ok: true, holdMismatches: [], negativeMemberWallets: [] });
  });
});
