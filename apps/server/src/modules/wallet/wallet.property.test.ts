/**
 * Property: whatever mix of debits, credits, transfers, holds, releases, settles, reversals and
 * replays arrives, and however the requests of a batch interleave (each batch runs at once with
 * Promise.allSettled), the books stay balanced (`checkLedger`), no member wallet goes below zero,
 * every key moves money at most once, every hold closes at most once, every entry is reversed at
 * most once, and the balances equal those of a plain in-memory model fed the requests that
 * succeeded. When a batch holds one request, the model also predicts exactly how it ends.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from './ledger-check.ts';
import { HOUSE_SHARDS, LedgerError, type PostResult, type WalletService } from './wallet.service.ts';
import { type Books, createBooks } from './wallet.test-books.ts';

const MEMBERS = 3;

type Op =
  | { t: 'credit'; m: number; amount: bigint }
  | { t: 'debit'; m: number; amount: bigint }
  | { t: 'hold'; m: number; amount: bigint }
  | { t: 'transfer'; m: number; to: number; amount: bigint }
  | { t: 'release'; ref: number }
  | { t: 'settle'; ref: number }
  | { t: 'reverse'; ref: number }
  | { t: 'replay'; ref: number };

const amount = fc.bigInt({ min: 1n, max: 400n });
const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const ref = fc.nat({ max: 1000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ t: fc.constant('credit' as const), m: member, amount }),
  fc.record({ t: fc.constant('debit' as const), m: member, amount }),
  fc.record({ t: fc.constant('hold' as const), m: member, amount }),
  fc.record({ t: fc.constant('transfer' as const), m: member, to: member, amount }),
  fc.record({ t: fc.constant('release' as const), ref }),
  fc.record({ t: fc.constant('settle' as const), ref }),
  fc.record({ t: fc.constant('reverse' as const), ref }),
  fc.record({ t: fc.constant('replay' as const), ref }),
);
const scenario = fc.record({
  opening: fc.array(fc.bigInt({ min: 0n, max: 600n }), { minLength: MEMBERS, maxLength: MEMBERS }),
  batches: fc.array(fc.array(op, { minLength: 1, maxLength: 5 }), { minLength: 3, maxLength: 6 }),
});

/**
 * One scenario always run first, one request at a time, that walks every path the coverage check
 * below expects (random runs only add to it).
 */
const walkthrough = {
  opening: [300n, 300n, 300n],
  batches: (
    [
      { t: 'credit', m: 0, amount: 50n },
      { t: 'debit', m: 0, amount: 400n }, // insufficient funds
      { t: 'debit', m: 0, amount: 100n },
      { t: 'hold', m: 1, amount: 100n }, // H1
      { t: 'hold', m: 1, amount: 50n }, // H2
      { t: 'settle', ref: 0 }, // H2
      { t: 'release', ref: 1 }, // H1
      { t: 'release', ref: 0 }, // H2 again: not open
      { t: 'transfer', m: 2, to: 0, amount: 10n },
      { t: 'reverse', ref: 0 }, // the transfer
      { t: 'reverse', ref: 1 }, // the transfer again: already reversed
      { t: 'reverse', ref: 0 }, // the reversal: not reversible
      { t: 'replay', ref: 0 }, // the first credit
    ] satisfies Op[]
  ).map((o) => [o]),
};

/** A change of balances, by model account name: `m0.cash`, `m0.held`, `house`, `cashier`. */
type Delta = Map<string, bigint>;

/** One concrete request, as sent; a replay sends the same request again. */
type Request =
  | { t: 'credit' | 'debit' | 'hold'; key: string; m: number; amount: bigint }
  | { t: 'transfer'; key: string; m: number; to: number; amount: bigint }
  | { t: 'release' | 'settle'; key: string; holdId: number }
  | { t: 'reverse'; key: string; entryId: number };

type Outcome = { ok: true; result: PostResult & { holdId?: number } } | { ok: false; code: string };

type Hold = { m: number; amount: bigint; entryId: number; closed: boolean };
type Entry = { delta: Delta; reversed: boolean; reversible: boolean };

const delta = (...moves: [string, bigint][]): Delta => {
  const d: Delta = new Map();
  for (const [account, by] of moves) d.set(account, (d.get(account) ?? 0n) + by);
  return d;
};

/** The books as they should be: balances, the key booked first, holds and entries. */
class Model {
  balances = new Map<string, bigint>();
  /** Entry id first booked under each key. */
  booked = new Map<string, number>();
  holds = new Map<number, Hold>();
  entries = new Map<number, Entry>();
  requests: Request[] = [];

  balance(account: string) {
    return this.balances.get(account) ?? 0n;
  }

  /** The change a request makes when it is booked, given the model's state now. */
  effect(r: Request): Delta {
    switch (r.t) {
      case 'credit':
        return delta([`m${r.m}.cash`, r.amount], ['cashier', -r.amount]);
      case 'debit':
        return delta([`m${r.m}.cash`, -r.amount], ['house', r.amount]);
      case 'hold':
        return delta([`m${r.m}.cash`, -r.amount], [`m${r.m}.held`, r.amount]);
      case 'transfer':
        return delta([`m${r.m}.cash`, -r.amount], [`m${r.to}.cash`, r.amount]);
      case 'release':
      case 'settle': {
        const hold = this.holds.get(r.holdId)!;
        const to = r.t === 'release' ? `m${hold.m}.cash` : 'cashier';
        return delta([`m${hold.m}.held`, -hold.amount], [to, hold.amount]);
      }
      case 'reverse':
        return new Map([...this.entries.get(r.entryId)!.delta].map(([a, v]) => [a, -v]));
    }
  }

  /** How a request sent alone must end. */
  predict(r: Request): 'ok' | 'replayed' | string {
    if (this.booked.has(r.key)) return 'replayed';
    if (r.t === 'release' || r.t === 'settle') {
      if (this.holds.get(r.holdId)!.closed) return 'hold_not_open';
    }
    if (r.t === 'reverse') {
      const entry = this.entries.get(r.entryId)!;
      if (entry.reversed) return 'already_reversed';
      if (!entry.reversible) return 'not_reversible';
    }
    for (const [account, by] of this.effect(r)) {
      if (account.startsWith('m') && this.balance(account) + by < 0n) return 'insufficient_funds';
    }
    return 'ok';
  }

  /** Books a request the wallet booked (not a replay), checking it was allowed to. */
  book(r: Request, result: PostResult & { holdId?: number }) {
    expect(this.booked.has(r.key), `key ${r.key} booked twice`).toBe(false);
    const change = this.effect(r);
    for (const [account, by] of change) this.balances.set(account, this.balance(account) + by);
    this.booked.set(r.key, result.entryId);
    let reversible = r.t !== 'reverse';
    if (r.t === 'hold') {
      this.holds.set(result.holdId!, { m: r.m, amount: r.amount, entryId: result.entryId, closed: false });
      reversible = false;
    }
    if (r.t === 'release' || r.t === 'settle') {
      const hold = this.holds.get(r.holdId)!;
      expect(hold.closed, `hold ${r.holdId} closed twice`).toBe(false);
      hold.closed = true;
      reversible = false;
    }
    if (r.t === 'reverse') {
      const target = this.entries.get(r.entryId)!;
      expect(target.reversed, `entry ${r.entryId} reversed twice`).toBe(false);
      expect(target.reversible, `entry ${r.entryId} was not reversible`).toBe(true);
      target.reversed = true;
    }
    this.entries.set(result.entryId, { delta: change, reversed: false, reversible });
  }
}

/** The refusals each request may meet when it races others. */
const allowedRefusals: Record<Request['t'], string[]> = {
  credit: [],
  debit: ['insufficient_funds'],
  transfer: ['insufficient_funds'],
  hold: ['insufficient_funds'],
  release: ['hold_not_open'],
  settle: ['hold_not_open'],
  reverse: ['insufficient_funds', 'already_reversed', 'not_reversible'],
};

describe('wallet ledger under random interleavings', () => {
  let books: Books;
  let wallet: WalletService;
  let runs = 0;
  /** How requests ended over all runs, so the test shows it reached every path. */
  const seen = new Set<string>();
  beforeAll(async () => {
    books = await createBooks();
    wallet = books.wallet;
  });
  afterAll(async () => {
    await books.handle.close();
  });

  it('keeps the books balanced, wallets non-negative and balances equal to the model', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ opening, batches }) => {
        runs += 1;
        const run = `r${runs}`;
        const lw = books.lw;
        const memberIds: number[] = [];
        const cashIds: number[] = [];
        const model = new Model();
        /** The house is split in shards (HOUSE_SHARDS); the model knows one house. */
        const houseTotal = async () => {
          let total = (await wallet.brandAccount(lw, 'house', 'VND')).balance;
          for (let shard = 0; shard < HOUSE_SHARDS; shard++) {
            total += (await wallet.brandAccount(lw, `house#${shard}`, 'VND')).balance;
          }
          return total;
        };
        for (const [m, open] of opening.entries()) {
          const memberId = await books.signUp();
          await wallet.grant({
            merchantId: lw,
            memberId,
            currency: 'VND',
            amountMinor: open,
            source: 'promotion',
            idempotencyKey: `${run}:open:${m}`,
            memo: 'opening',
          });
          memberIds.push(memberId);
          cashIds.push((await wallet.memberAccount(lw, memberId, 'VND')).id);
          model.balances.set(`m${m}.cash`, open);
        }
        const brandStart = {
          house: await houseTotal(),
          cashier: (await wallet.brandAccount(lw, 'cashier', 'VND')).balance,
        };

        const send = (r: Request): Promise<PostResult & { holdId?: number }> => {
          const entry = { merchantId: lw, idempotencyKey: r.key };
          switch (r.t) {
            case 'credit':
            case 'debit':
              return wallet[r.t]({
                ...entry,
                kind: r.t,
                memberId: memberIds[r.m]!,
                currency: 'VND',
                amountMinor: r.amount,
                counterparty: r.t === 'credit' ? 'cashier' : 'house',
              });
            case 'hold':
              return wallet.hold({
                ...entry,
                memberId: memberIds[r.m]!,
                currency: 'VND',
                amountMinor: r.amount,
              });
            case 'transfer':
              return wallet.transfer({
                ...entry,
                kind: 'transfer',
                from: cashIds[r.m]!,
                to: cashIds[r.to]!,
                amount: r.amount,
              });
            case 'release':
              return wallet.release({ ...entry, holdId: r.holdId });
            case 'settle':
              return wallet.settle({ ...entry, holdId: r.holdId });
            case 'reverse':
              return wallet.reverse({ ...entry, entryId: r.entryId });
          }
        };

        for (const [b, batch] of batches.entries()) {
          // Requests refer only to holds, entries and requests of earlier batches.
          const holdIds = [...model.holds.keys()];
          const entryIds = [...model.entries.keys()];
          const earlier = [...model.requests];
          // A reference picks among the latest few, so closings and reversals often collide.
          const recent = <T>(list: T[], n: number) => list[list.length - 1 - (n % Math.min(3, list.length))]!;
          const requests: Request[] = [];
          for (const [i, o] of batch.entries()) {
            const key = `${run}:${b}:${i}`;
            if (o.t === 'release' || o.t === 'settle') {
              if (holdIds.length) requests.push({ t: o.t, key, holdId: recent(holdIds, o.ref) });
            } else if (o.t === 'reverse') {
              if (entryIds.length) requests.push({ t: o.t, key, entryId: recent(entryIds, o.ref) });
            } else if (o.t === 'replay') {
              if (earlier.length) requests.push(earlier[o.ref % earlier.length]!);
            } else if (o.t === 'transfer') {
              // A transfer to oneself is refused as invalid; send it to the next member instead.
              const to = o.to === o.m ? (o.m + 1) % MEMBERS : o.to;
              requests.push({ ...o, key, to });
            } else {
              requests.push({ ...o, key });
            }
          }
          const predicted = requests.length === 1 ? model.predict(requests[0]!) : undefined;

          const outcomes: Outcome[] = await Promise.all(
            requests.map((r) =>
              send(r).then(
                (result): Outcome => ({ ok: true, result }),
                (error: unknown): Outcome => {
                  if (!(error instanceof LedgerError)) throw error;
                  return { ok: false, code: error.code };
                },
              ),
            ),
          );

          // Fresh bookings first, so a replay in the same batch finds the entry it repeats.
          const order = requests.map((_, i) => i);
          order.sort(
            (x, y) =>
              Number(outcomes[x]!.ok && outcomes[x]!.result.replayed) -
              Number(outcomes[y]!.ok && outcomes[y]!.result.replayed),
          );
          for (const i of order) {
            const r = requests[i]!;
            const outcome = outcomes[i]!;
            seen.add(`${r.t}:${outcome.ok ? (outcome.result.replayed ? 'replayed' : 'ok') : outcome.code}`);
            if (!outcome.ok) {
              expect(allowedRefusals[r.t], `${r.t} refused with ${outcome.code}`).toContain(outcome.code);
            } else if (outcome.result.replayed) {
              expect(outcome.result.entryId, `replay of ${r.key}`).toBe(model.booked.get(r.key));
            } else {
              model.book(r, outcome.result);
            }
          }
          for (const r of requests) if (!model.requests.includes(r)) model.requests.push(r);
          if (predicted !== undefined) {
            const outcome = outcomes[0]!;
            const actual = outcome.ok ? (outcome.result.replayed ? 'replayed' : 'ok') : outcome.code;
            expect(
              actual,
              `alone, ${JSON.stringify(requests[0], (_, v) => (typeof v === 'bigint' ? `${v}` : v))}`,
            ).toBe(predicted);
          }

          for (let m = 0; m < MEMBERS; m++) {
            const cash = await wallet.balance(lw, memberIds[m]!, 'VND');
            const held = await wallet.balance(lw, memberIds[m]!, 'VND', 'member_held');
            expect(cash).toBeGreaterThanOrEqual(0n);
            expect(held).toBeGreaterThanOrEqual(0n);
            expect({ m, cash, held }).toEqual({
              m,
              cash: model.balance(`m${m}.cash`),
              held: model.balance(`m${m}.held`),
            });
          }
          expect((await houseTotal()) - brandStart.house).toBe(model.balance('house'));
          expect((await wallet.brandAccount(lw, 'cashier', 'VND')).balance - brandStart.cashier).toBe(
            model.balance('cashier'),
          );
        }

        const report = await checkLedger(books.db);
        expect(
          report.ok,
          JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? `${v}` : v)),
        ).toBe(true);
      }),
      // Each run books up to ~30 entries; 30 runs keep the file to a few seconds on PGlite.
      { numRuns: 30, examples: [[walkthrough]] },
    );
    for (const path of [
      'debit:ok',
      'debit:insufficient_funds',
      'transfer:ok',
      'hold:ok',
      'release:ok',
      'settle:ok',
      'release:hold_not_open',
      'reverse:ok',
      'reverse:already_reversed',
      'reverse:not_reversible',
      'credit:replayed',
    ]) {
      expect([...seen].sort(), path).toContain(path);
    }
  });
});
