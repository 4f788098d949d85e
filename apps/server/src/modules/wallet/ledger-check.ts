/**
 * The invariants of the books (DESIGN.md §4), checked over the whole database: every journal entry
 * has two or more postings in one currency and one brand that sum to zero; every account's balance
 * equals the sum of its postings and its latest posting's balance-after; no member wallet is below
 * zero or able to go there; every member's held account holds exactly the sum of its open holds. `npm run ledger:check` prints it; tests run it after concurrency and
 * fault tests.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export type UnbalancedEntry = {
  entryId: number;
  merchantId: number;
  idempotencyKey: string;
  kind: string;
  sum: bigint;
  postings: number;
  currencies: number;
  /** Postings on accounts of another brand than the entry's. */
  foreignPostings: number;
};

export type BalanceMismatch = {
  accountId: number;
  merchantId: number;
  kind: string;
  memberId: number | null;
  currency: string;
  balance: bigint;
  postingsSum: bigint;
  /** null when the account has no postings. */
  lastBalanceAfter: bigint | null;
};

export type MemberWalletProblem = {
  accountId: number;
  merchantId: number;
  kind: string;
  memberId: number;
  currency: string;
  balance: bigint;
  allowNegative: boolean;
};

export type HoldMismatch = {
  accountId: number;
  merchantId: number;
  memberId: number;
  currency: string;
  balance: bigint;
  openHolds: bigint;
};

export type LedgerReport = {
  ok: boolean;
  entries: number;
  accounts: number;
  postings: number;
  unbalancedEntries: UnbalancedEntry[];
  balanceMismatches: BalanceMismatch[];
  negativeMemberWallets: MemberWalletProblem[];
  /** Member wallets with allow_negative set: the database CHECK no longer protects them. */
  unprotectedMemberWallets: MemberWalletProblem[];
  /** Held accounts whose balance is not the sum of their open holds. */
  holdMismatches: HoldMismatch[];
};

type Row = Record<string, unknown>;

// Both drivers answer `{ rows }`; every bigint is selected as text so PGlite keeps all its digits.
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const big = (v: unknown) => BigInt(String(v));
const num = (v: unknown) => Number(v);
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const memberWalletOf = (r: Row): MemberWalletProblem => ({
  accountId: num(r.id),
  merchantId: num(r.merchant_id),
  kind: String(r.kind),
  memberId: num(r.member_id),
  currency: String(r.currency),
  balance: big(r.balance),
  allowNegative: Boolean(r.allow_negative),
});

/** Runs every check in one read-only snapshot; each list holds at most `limit` offending rows. */
export const checkLedger = async (db: Database, { limit = 1000 } = {}): Promise<LedgerReport> =>
  db.transaction(
    async (tx) => {
      const unbalanced = rowsOf(
        await tx.execute(sql`
          select e.id::text as id, e.merchant_id, e.idempotency_key, e.kind,
                 coalesce(sum(p.amount), 0)::text as sum,
                 count(p.id)::int as postings,
                 count(distinct a.currency)::int as currencies,
                 (count(*) filter (where a.merchant_id <> e.merchant_id))::int as foreign_postings
          from journal_entries e
          left join postings p on p.entry_id = e.id
          left join ledger_accounts a on a.id = p.account_id
          group by e.id
          having coalesce(sum(p.amount), 0) <> 0
              or count(p.id) < 2
              or count(distinct a.currency) > 1
              or count(*) filter (where a.merchant_id <> e.merchant_id) > 0
          order by e.id
          limit ${limit}`),
      );
      const mismatches = rowsOf(
        await tx.execute(sql`
          select a.id::text as id, a.merchant_id, a.kind, a.member_id::text as member_id, a.currency,
                 a.balance::text as balance, coalesce(s.total, 0)::text as postings_sum,
                 l.balance_after::text as last_balance_after
          from ledger_accounts a
          left join (select account_id, sum(amount) as total from postings group by account_id) s
            on s.account_id = a.id
          left join lateral (
            select p.balance_after from postings p where p.account_id = a.id order by p.id desc limit 1
          ) l on true
          where a.balance <> coalesce(s.total, 0)
             or (l.balance_after is not null and l.balance_after <> a.balance)
          order by a.id
          limit ${limit}`),
      );
      const memberWallets = (where: ReturnType<typeof sql>) =>
        tx.execute(sql`
          select id::text as id, merchant_id, kind, member_id::text as member_id, currency,
                 balance::text as balance, allow_negative
          from ledger_accounts
          where kind like 'member\_%' and ${where}
          order by id
          limit ${limit}`);
      const heldMismatches = rowsOf(
        await tx.execute(sql`
          select a.id::text as id, a.merchant_id, a.member_id::text as member_id, a.currency,
                 a.balance::text as balance, coalesce(h.total, 0)::text as open_holds
          from ledger_accounts a
          left join (
            select held_account_id, sum(amount) as total from ledger_holds
            where status = 'open' group by held_account_id
          ) h on h.held_account_id = a.id
          where a.kind = 'member_held' and a.balance <> coalesce(h.total, 0)
          order by a.id
          limit ${limit}`),
      );
      const negative = rowsOf(await memberWallets(sql`balance < 0`));
      const unprotected = rowsOf(await memberWallets(sql`allow_negative`));
      const [counts] = rowsOf(
        await tx.execute(sql`
          select (select count(*) from journal_entries)::text as entries,
                 (select count(*) from ledger_accounts)::text as accounts,
                 (select count(*) from postings)::text as postings`),
      );

      const unbalancedEntries = unbalanced.map((r) => ({
        entryId: num(r.id),
        merchantId: num(r.merchant_id),
        idempotencyKey: String(r.idempotency_key),
        kind: String(r.kind),
        sum: big(r.sum),
        postings: num(r.postings),
        currencies: num(r.currencies),
        foreignPostings: num(r.foreign_postings),
      }));
      const balanceMismatches = mismatches.map((r) => ({
        accountId: num(r.id),
        merchantId: num(r.merchant_id),
        kind: String(r.kind),
        memberId: numOrNull(r.member_id),
        currency: String(r.currency),
        balance: big(r.balance),
        postingsSum: big(r.postings_sum),
        lastBalanceAfter: r.last_balance_after === null ? null : big(r.last_balance_after),
      }));
      const holdMismatches = heldMismatches.map((r) => ({
        accountId: num(r.id),
        merchantId: num(r.merchant_id),
        memberId: num(r.member_id),
        currency: String(r.currency),
        balance: big(r.balance),
        openHolds: big(r.open_holds),
      }));
      const negativeMemberWallets = negative.map(memberWalletOf);
      const unprotectedMemberWallets = unprotected.map(memberWalletOf);
      return {
        ok:
          unbalancedEntries.length === 0 &&
          balanceMismatches.length === 0 &&
          negativeMemberWallets.length === 0 &&
          unprotectedMemberWallets.length === 0 &&
          holdMismatches.length === 0,
        entries: num(counts?.entries),
        accounts: num(counts?.accounts),
        postings: num(counts?.postings),
        unbalancedEntries,
        balanceMismatches,
        negativeMemberWallets,
        unprotectedMemberWallets,
        holdMismatches,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
