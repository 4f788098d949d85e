/**
 * An agent's own contract income (the agent centre's `agentRevenueReport`, issue 16), read from
 * their settlement rows (agent-contract.table.ts): a settlement counts on the business day its period
 * ends, so a week or a half-month falls wholly in the month it closes in.
 */
import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exact } from '../wallet/wallet.repository.ts';
import { contractSettlements } from './agent-contract.table.ts';

type Span = { merchantId: number; memberId: number; from: string; to: string };

const ofAgent = (span: Span) =>
  and(
    eq(contractSettlements.merchantId, span.merchantId),
    eq(contractSettlements.memberId, span.memberId),
    gte(contractSettlements.periodTo, span.from),
    lte(contractSettlements.periodTo, span.to),
  );

export const createContractIncomeRepository = (db: Database) => ({
  /** What was paid, per kind and per day a period ended in `from`..`to` (inclusive). */
  paidByDay: (span: Span) =>
    db
      .select({
        day: sql<string>`${contractSettlements.periodTo}::text`,
        kind: contractSettlements.kind,
        amount: exact(sql`sum(${contractSettlements.amountMinor})`),
      })
      .from(contractSettlements)
      .where(and(ofAgent(span), eq(contractSettlements.status, 'paid')))
      .groupBy(contractSettlements.periodTo, contractSettlements.kind),

  /** One page of the settlements whose period ended in the span, every status, latest period first. */
  page: async (query: Span & { kind?: string; limit: number; offset: number }) => {
    const where = and(
      ofAgent(query),
      query.kind === undefined ? undefined : eq(contractSettlements.kind, query.kind),
    );
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          id: contractSettlements.id,
          kind: contractSettlements.kind,
          periodKey: contractSettlements.periodKey,
          periodFrom: contractSettlements.periodFrom,
          periodTo: contractSettlements.periodTo,
          amount: exact(contractSettlements.amountMinor),
          status: contractSettlements.status,
          paidAt: contractSettlements.paidAt,
        })
        .from(contractSettlements)
        .where(where)
        .orderBy(desc(contractSettlements.periodTo), desc(contractSettlements.id))
        .limit(query.limit)
        .offset(query.offset),
      db.select({ total: count() }).from(contractSettlements).where(where),
    ]);
    return { rows, total: Number(counted?.total ?? 0) };
  },
});

export type ContractIncomeRepository = ReturnType<typeof createContractIncomeRepository>;
