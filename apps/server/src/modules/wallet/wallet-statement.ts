/**
 * Read-only statement of one member wallet: its postings joined to their journal entries, filtered
 * by entry kind and booking time, paged by page number with a total. It lives with the wallet
 * because only the wallet reads the ledger tables; callers name the member and the wallet, never an
 * account id, so a statement can only ever show that member's own lines.
 */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { journalEntries } from './journal-entry.table.ts';
import { ledgerAccounts } from './ledger-account.table.ts';
import { postings } from './posting.table.ts';
import { exact } from './wallet.repository.ts';
import type { MemberAccountKind } from './wallet.service.ts';

export type StatementQuery = {
  merchantId: number;
  memberId: number;
  currency: string;
  wallet: MemberAccountKind;
  /** Only entries of this kind. */
  kind?: string;
  /** Booked at or after. */
  from?: Date;
  /** Booked before. */
  to?: Date;
  offset: number;
  limit: number;
};

export type StatementLine = {
  postingId: number;
  entryId: number;
  kind: string;
  amount: bigint;
  balanceAfter: bigint;
  memo: string | null;
  /** The entry's own details (a transfer's `from` and `to` accounts…). */
  meta: unknown;
  createdAt: Date;
};

/** A statement line's columns: the posting and its entry (team-statement.ts adds the member's). */
export const statementColumns = {
  postingId: postings.id,
  entryId: postings.entryId,
  kind: journalEntries.kind,
  amount: exact(postings.amount),
  balanceAfter: exact(postings.balanceAfter),
  memo: journalEntries.memo,
  meta: journalEntries.meta,
  createdAt: journalEntries.createdAt,
};

export const createWalletStatement = (db: Database) => ({
  /** Lines newest first, and how many lines match in all. */
  page: async (query: StatementQuery): Promise<{ lines: StatementLine[]; total: number }> => {
    const filters: (SQL | undefined)[] = [
      eq(ledgerAccounts.merchantId, query.merchantId),
      eq(ledgerAccounts.memberId, query.memberId),
      eq(ledgerAccounts.kind, query.wallet),
      eq(ledgerAccounts.currency, query.currency),
      eq(journalEntries.merchantId, query.merchantId),
      query.kind === undefined ? undefined : eq(journalEntries.kind, query.kind),
      query.from === undefined ? undefined : gte(journalEntries.createdAt, query.from),
      query.to === undefined ? undefined : lt(journalEntries.createdAt, query.to),
    ];
    const where = and(...filters);
    const [lines, [counted]] = await Promise.all([
      db
        .select(statementColumns)
        .from(postings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
        .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
        .where(where)
        .orderBy(desc(postings.id))
        .offset(query.offset)
        .limit(query.limit),
      db
        .select({ total: count() })
        .from(postings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
        .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
        .where(where),
    ]);
    return { lines, total: Number(counted?.total ?? 0) };
  },
});

export type WalletStatement = ReturnType<typeof createWalletStatement>;
