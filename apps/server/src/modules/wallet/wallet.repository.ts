/**
 * The queries of the books: ledger accounts, journal entries and their postings. No rules live
 * here (those are in wallet.service.ts); every function runs on whatever handle it is given, the
 * database or an open transaction.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { anyOf } from '../../db/any-of.ts';
import type { Database } from '../../db/client.ts';
import { journalEntries } from './journal-entry.table.ts';
import { ledgerAccounts } from './ledger-account.table.ts';
import { ledgerHolds } from './ledger-hold.table.ts';
import { postings } from './posting.table.ts';

/**
 * A bigint column read exactly. PGlite parses int8 into a JS number, which loses precision above
 * 2^53; going through text keeps every minor unit on both drivers.
 */
export const exact = (column: PgColumn | SQL) =>
  sql<bigint>`${column}::text`.mapWith((v: string) => BigInt(v));

const accountFields = {
  id: ledgerAccounts.id,
  merchantId: ledgerAccounts.merchantId,
  kind: ledgerAccounts.kind,
  memberId: ledgerAccounts.memberId,
  currency: ledgerAccounts.currency,
  balance: exact(ledgerAccounts.balance),
  allowNegative: ledgerAccounts.allowNegative,
  createdAt: ledgerAccounts.createdAt,
};

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;

export type AccountOwner = {
  merchantId: number;
  kind: string;
  /** null for the brand's own accounts. */
  memberId: number | null;
  currency: string;
};

export type PostingRow = { accountId: number; amount: bigint; balanceAfter: bigint };

export type HoldRow = {
  id: number;
  merchantId: number;
  sourceAccountId: number;
  heldAccountId: number;
  amount: bigint;
  status: string;
  holdEntryId: number;
  resolveEntryId: number | null;
};

const holdFields = {
  id: ledgerHolds.id,
  merchantId: ledgerHolds.merchantId,
  sourceAccountId: ledgerHolds.sourceAccountId,
  heldAccountId: ledgerHolds.heldAccountId,
  amount: exact(ledgerHolds.amount),
  status: ledgerHolds.status,
  holdEntryId: ledgerHolds.holdEntryId,
  resolveEntryId: ledgerHolds.resolveEntryId,
};

export type HistoryLine = {
  postingId: number;
  entryId: number;
  accountId: number;
  amount: bigint;
  balanceAfter: bigint;
  /** The journal entry's kind ('grant', 'bet', 'deposit', …). */
  kind: string;
  idempotencyKey: string;
  memo: string | null;
  meta: unknown;
  createdAt: Date;
};

/** A line of a member's ledger in the back office: a posting on one of their accounts, with its entry. */
export type MemberLedgerLine = HistoryLine & { accountKind: string };

export type MemberLedgerFilter = {
  accountId?: number;
  kind?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
};

/** Per day (in the given offset) and entry kind, the signed sum of postings on members' wallets. */
export type DailyMemberFlow = { day: string; kind: string; amount: bigint };

const ownedBy = (owner: AccountOwner) =>
  and(
    eq(ledgerAccounts.merchantId, owner.merchantId),
    eq(ledgerAccounts.kind, owner.kind),
    owner.memberId === null ? isNull(ledgerAccounts.memberId) : eq(ledgerAccounts.memberId, owner.memberId),
    eq(ledgerAccounts.currency, owner.currency),
  );

export type WalletRepository = ReturnType<typeof createWalletRepository>;

export const createWalletRepository = (db: Database) => ({
  /** Several members' wallets of one kind at once (a list page, a batch of payouts); none when never used. */
  walletsOfMembers: async (
    merchantId: number,
    currency: string,
    kind: string,
    memberIds: readonly number[],
  ) =>
    memberIds.length === 0
      ? []
      : db
          .select({
            memberId: ledgerAccounts.memberId,
            id: ledgerAccounts.id,
            balance: exact(ledgerAccounts.balance),
          })
          .from(ledgerAccounts)
          .where(
            and(
              eq(ledgerAccounts.merchantId, merchantId),
              eq(ledgerAccounts.kind, kind),
              eq(ledgerAccounts.currency, currency),
              anyOf(ledgerAccounts.memberId, memberIds),
            ),
          ),

  /** Several members' balances of one wallet kind (cash unless said) at once; 0 for a wallet never used. */
  memberBalances: async (
    merchantId: number,
    currency: string,
    memberIds: readonly number[],
    kind = 'member_cash',
  ) => {
    const balances = new Map<number, bigint>(memberIds.map((id) => [id, 0n]));
    const rows = await createWalletRepository(db).walletsOfMembers(merchantId, currency, kind, [
      ...new Set(memberIds),
    ]);
    for (const row of rows) if (row.memberId !== null) balances.set(row.memberId, row.balance);
    return balances;
  },

  findAccount: async (owner: AccountOwner): Promise<LedgerAccount | undefined> => {
    const [row] = await db.select(accountFields).from(ledgerAccounts).where(ownedBy(owner)).limit(1);
    return row;
  },

  /** Creates the account; undefined when it already exists (created by a concurrent request). */
  insertAccount: async (
    owner: AccountOwner & { allowNegative: boolean },
  ): Promise<LedgerAccount | undefined> => {
    const [row] = await db
      .insert(ledgerAccounts)
      .values(owner)
      .onConflictDoNothing()
      .returning(accountFields);
    return row;
  },

  /**
   * A sharded brand account (`jackpot` and `jackpot#0`…`jackpot#15`, or a house and its shards) of one
   * brand and currency, each row with its balance, in id order.
   */
  shardsOf: async (merchantId: number, base: string, currency: string): Promise<LedgerAccount[]> =>
    db
      .select(accountFields)
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchantId),
          isNull(ledgerAccounts.memberId),
          eq(ledgerAccounts.currency, currency),
          or(
            eq(ledgerAccounts.kind, base),
            like(ledgerAccounts.kind, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}#%`),
          ),
        ),
      )
      .orderBy(asc(ledgerAccounts.id)),

  accountById: async (accountId: number): Promise<LedgerAccount | undefined> => {
    const [row] = await db.select(accountFields).from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
    return row;
  },

  balanceOf: async (accountId: number): Promise<bigint | undefined> => {
    const [row] = await db
      .select({ balance: exact(ledgerAccounts.balance) })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, accountId));
    return row?.balance;
  },

  /**
   * Claims the idempotency key by inserting the entry; undefined when an entry with that key
   * exists. Under READ COMMITTED a second request with the same key waits here for the first one's
   * transaction and then finds its row, so duplicates never reach the balances.
   */
  insertEntry: async (entry: typeof journalEntries.$inferInsert): Promise<number | undefined> => {
    const [row] = await db
      .insert(journalEntries)
      .values(entry)
      .onConflictDoNothing({ target: [journalEntries.merchantId, journalEntries.idempotencyKey] })
      .returning({ id: journalEntries.id });
    return row?.id;
  },

  /** The entry booked under a key, with its postings in the order they were written. */
  findEntryByKey: async (merchantId: number, idempotencyKey: string) => {
    const [entry] = await db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(
        and(eq(journalEntries.merchantId, merchantId), eq(journalEntries.idempotencyKey, idempotencyKey)),
      );
    if (!entry) return undefined;
    const lines: PostingRow[] = await db
      .select({
        accountId: postings.accountId,
        amount: exact(postings.amount),
        balanceAfter: exact(postings.balanceAfter),
      })
      .from(postings)
      .where(eq(postings.entryId, entry.id))
      .orderBy(postings.id);
    return { entryId: entry.id, postings: lines };
  },

  /** An entry of a brand with its postings and the kind of each posting's account, for a reversal. */
  findEntry: async (merchantId: number, entryId: number) => {
    const [entry] = await db
      .select({
        id: journalEntries.id,
        kind: journalEntries.kind,
        reversesEntryId: journalEntries.reversesEntryId,
      })
      .from(journalEntries)
      .where(and(eq(journalEntries.merchantId, merchantId), eq(journalEntries.id, entryId)));
    if (!entry) return undefined;
    const lines = await db
      .select({
        accountId: postings.accountId,
        amount: exact(postings.amount),
        accountKind: ledgerAccounts.kind,
      })
      .from(postings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .where(eq(postings.entryId, entry.id))
      .orderBy(postings.id);
    return { ...entry, postings: lines };
  },

  insertHold: async (hold: typeof ledgerHolds.$inferInsert): Promise<HoldRow> => {
    const [row] = await db.insert(ledgerHolds).values(hold).returning(holdFields);
    return row!;
  },

  findHold: async (merchantId: number, holdId: number): Promise<HoldRow | undefined> => {
    const [row] = await db
      .select(holdFields)
      .from(ledgerHolds)
      .where(and(eq(ledgerHolds.merchantId, merchantId), eq(ledgerHolds.id, holdId)));
    return row;
  },

  /** The hold an entry opened or resolved, if it is one of a hold's entries. */
  findHoldOfEntry: async (entryId: number): Promise<HoldRow | undefined> => {
    const [row] = await db
      .select(holdFields)
      .from(ledgerHolds)
      .where(or(eq(ledgerHolds.holdEntryId, entryId), eq(ledgerHolds.resolveEntryId, entryId)))
      .limit(1);
    return row;
  },

  /**
   * Closes an open hold in one statement: the update locks the row, so of two concurrent closings the
   * second waits, re-reads the row, finds it no longer open and gets undefined.
   */
  closeHold: async (
    merchantId: number,
    holdId: number,
    status: 'released' | 'settled',
    resolveEntryId: number,
  ): Promise<HoldRow | undefined> => {
    const [row] = await db
      .update(ledgerHolds)
      .set({ status, resolveEntryId, resolvedAt: sql`now()` })
      .where(
        and(
          eq(ledgerHolds.merchantId, merchantId),
          eq(ledgerHolds.id, holdId),
          eq(ledgerHolds.status, 'open'),
        ),
      )
      .returning(holdFields);
    return row;
  },

  /**
   * Adds `amount` to one balance in a single statement: the row lock, the read of the latest
   * committed balance and the CHECK on the new balance happen together. Undefined when the account
   * does not exist.
   */
  addToBalance: async (accountId: number, amount: bigint) => {
    const [row] = await db
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${amount.toString()}::bigint` })
      .where(eq(ledgerAccounts.id, accountId))
      .returning({
        merchantId: ledgerAccounts.merchantId,
        kind: ledgerAccounts.kind,
        currency: ledgerAccounts.currency,
        balance: exact(ledgerAccounts.balance),
      });
    return row;
  },

  insertPostings: async (entryId: number, lines: PostingRow[]) => {
    await db.insert(postings).values(lines.map((line) => ({ entryId, ...line })));
  },

  /** Postings of one account joined to their entries, newest first, paged by posting id. */
  history: async (
    merchantId: number,
    accountId: number,
    { limit, beforeId }: { limit: number; beforeId?: number },
  ): Promise<HistoryLine[]> =>
    db
      .select({
        postingId: postings.id,
        entryId: postings.entryId,
        accountId: postings.accountId,
        amount: exact(postings.amount),
        balanceAfter: exact(postings.balanceAfter),
        kind: journalEntries.kind,
        idempotencyKey: journalEntries.idempotencyKey,
        memo: journalEntries.memo,
        meta: journalEntries.meta,
        createdAt: journalEntries.createdAt,
      })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(
        and(
          eq(postings.accountId, accountId),
          eq(journalEntries.merchantId, merchantId),
          beforeId === undefined ? undefined : lt(postings.id, beforeId),
        ),
      )
      .orderBy(desc(postings.id))
      .limit(limit),

  /** A member's accounts of every kind, oldest first. Read only (the back office's wallet view). */
  memberAccounts: async (merchantId: number, memberId: number): Promise<LedgerAccount[]> =>
    db
      .select(accountFields)
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.memberId, memberId)))
      .orderBy(asc(ledgerAccounts.id)),

  /**
   * Postings on a member's accounts joined to their entries, newest first, filtered by account,
   * entry kind and time, paged by offset; with the total and the kinds the member has at all.
   */
  memberLedger: async (
    merchantId: number,
    memberId: number,
    { accountId, kind, from, to, limit, offset }: MemberLedgerFilter,
  ): Promise<{ lines: MemberLedgerLine[]; total: number; kinds: string[] }> => {
    const ofMember = and(
      eq(ledgerAccounts.merchantId, merchantId),
      eq(ledgerAccounts.memberId, memberId),
      eq(journalEntries.merchantId, merchantId),
    );
    const where = and(
      ofMember,
      accountId === undefined ? undefined : eq(postings.accountId, accountId),
      kind === undefined ? undefined : eq(journalEntries.kind, kind),
      from === undefined ? undefined : gte(journalEntries.createdAt, from),
      to === undefined ? undefined : lt(journalEntries.createdAt, to),
    );
    const lines: MemberLedgerLine[] = await db
      .select({
        postingId: postings.id,
        entryId: postings.entryId,
        accountId: postings.accountId,
        accountKind: ledgerAccounts.kind,
        amount: exact(postings.amount),
        balanceAfter: exact(postings.balanceAfter),
        kind: journalEntries.kind,
        idempotencyKey: journalEntries.idempotencyKey,
        memo: journalEntries.memo,
        meta: journalEntries.meta,
        createdAt: journalEntries.createdAt,
      })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .where(where)
      .orderBy(desc(postings.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db
      .select({ n: count() })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .where(where);
    const kinds = await db
      .selectDistinct({ kind: journalEntries.kind })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .where(ofMember)
      .orderBy(journalEntries.kind);
    return { lines, total: Number(total?.n ?? 0), kinds: kinds.map((row) => row.kind) };
  },

  /**
   * For a brand's cashier report: per day and entry kind, the signed sum of the postings on member
   * wallets (any member) in `currency`, for entries of `kinds` booked in [from, to). Days are
   * calendar days `tzOffsetMinutes` east of UTC.
   */
  dailyMemberFlows: async ({
    merchantId,
    currency,
    kinds,
    from,
    to,
    tzOffsetMinutes,
  }: {
    merchantId: number;
    currency: string;
    kinds: string[];
    from: Date;
    to: Date;
    tzOffsetMinutes: number;
  }): Promise<DailyMemberFlow[]> => {
    if (kinds.length === 0) return [];
    const day = sql<string>`to_char((${journalEntries.createdAt} at time zone 'UTC') + make_interval(mins => ${tzOffsetMinutes}::int), 'YYYY-MM-DD')`;
    return (
      db
        .select({ day, kind: journalEntries.kind, amount: exact(sql`sum(${postings.amount})`) })
        .from(postings)
        .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
        .where(
          and(
            eq(journalEntries.merchantId, merchantId),
            inArray(journalEntries.kind, kinds),
            gte(journalEntries.createdAt, from),
            lt(journalEntries.createdAt, to),
            isNotNull(ledgerAccounts.memberId),
            eq(ledgerAccounts.currency, currency),
          ),
        )
        // By position: the day expression carries a parameter, which would not match a repeated copy.
        .groupBy(sql`1`, journalEntries.kind)
        .orderBy(sql`1`)
    );
  },
});
