/**
 * Read-only statement of the main wallets of an agent's team (the agent centre's
 * `agentDownlineTransactionDetailsCopy`, issue 16): the postings on each team member's cash wallet
 * joined to their entries, as wallet-statement.ts reads one member's, with the member's account and
 * level. The team is the agent's closure-table rows (ADR 054), trial accounts never; the caller names
 * the agent, never an account id, so no other member's line (and no other brand's) can be read.
 */
import { TRIAL_TYPE } from '@luckwell/contracts/member/member-info';
import { and, count, desc, eq, gt, gte, inArray, lt, ne, notInArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountStartsWith } from '../members/account-prefix.ts';
import { members } from '../members/member.table.ts';
import { memberTree } from '../members/member-tree.table.ts';
import { journalEntries } from './journal-entry.table.ts';
import { ledgerAccounts } from './ledger-account.table.ts';
import { postings } from './posting.table.ts';
import { statementColumns } from './wallet-statement.ts';

export type TeamStatementQuery = {
  merchantId: number;
  agentId: number;
  currency: string;
  /** The start of a member's account. */
  account?: string;
  /** Only entries of these kinds. */
  kinds?: readonly string[];
  /** Never entries of these kinds. */
  exceptKinds: readonly string[];
  /** Booked at or after. */
  from: Date;
  /** Booked before. */
  to: Date;
  offset: number;
  limit: number;
};

export type TeamStatementLine = {
  postingId: number;
  entryId: number;
  account: string;
  level: number;
  kind: string;
  amount: bigint;
  balanceAfter: bigint;
  memo: string | null;
  meta: unknown;
  createdAt: Date;
};

export const createTeamStatement = (db: Database) => ({
  /** Lines newest first, and how many lines match in all. */
  page: async (query: TeamStatementQuery): Promise<{ lines: TeamStatementLine[]; total: number }> => {
    const filters: (SQL | undefined)[] = [
      eq(memberTree.ancestorId, query.agentId),
      gt(memberTree.depth, 0),
      query.account ? accountStartsWith(members.account, query.account) : undefined,
      eq(journalEntries.merchantId, query.merchantId),
      query.kinds === undefined ? undefined : inArray(journalEntries.kind, [...query.kinds]),
      query.exceptKinds.length > 0 ? notInArray(journalEntries.kind, [...query.exceptKinds]) : undefined,
      gte(journalEntries.createdAt, query.from),
      lt(journalEntries.createdAt, query.to),
    ];
    const where = and(...filters);
    const fromTeam = {
      member: and(
        eq(members.id, memberTree.descendantId),
        eq(members.merchantId, query.merchantId),
        ne(members.type, TRIAL_TYPE),
      ),
      wallet: and(
        eq(ledgerAccounts.memberId, memberTree.descendantId),
        eq(ledgerAccounts.merchantId, query.merchantId),
        eq(ledgerAccounts.kind, 'member_cash'),
        eq(ledgerAccounts.currency, query.currency),
      ),
    };
    const [lines, [counted]] = await Promise.all([
      db
        .select({ ...statementColumns, account: members.account, level: memberTree.depth })
        .from(memberTree)
        .innerJoin(members, fromTeam.member)
        .innerJoin(ledgerAccounts, fromTeam.wallet)
        .innerJoin(postings, eq(postings.accountId, ledgerAccounts.id))
        .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
        .where(where)
        .orderBy(desc(postings.id))
        .offset(query.offset)
        .limit(query.limit),
      db
        .select({ total: count() })
        .from(memberTree)
        .innerJoin(members, fromTeam.member)
        .innerJoin(ledgerAccounts, fromTeam.wallet)
        .innerJoin(postings, eq(postings.accountId, ledgerAccounts.id))
        .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
        .where(where),
    ]);
    return { lines, total: Number(counted?.total ?? 0) };
  },
});

export type TeamStatement = ReturnType<typeof createTeamStatement>;
