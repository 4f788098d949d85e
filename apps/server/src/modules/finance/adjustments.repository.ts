/**
 * The queries of manual adjustments and finance settings. No rules here (adjustments.service.ts
 * holds them); every function runs on the handle it is given, the database or a transaction.
 */
import type { TAdjustmentFilter } from '@luckwell/contracts/admin/wallet';
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { type MemberPeriod, sumByBusinessDay } from '../../platform/business-day.ts';
import { operators } from '../admin/operator.table.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { exact } from '../wallet/wallet.repository.ts';
import { walletAdjustments } from './adjustment.table.ts';
import { DEFAULT_APPROVAL_THRESHOLD_MINOR, financeSettings } from './finance-setting.table.ts';

const requester = alias(operators, 'requester');
const decider = alias(operators, 'decider');

const adjustmentFields = {
  id: walletAdjustments.id,
  merchantId: walletAdjustments.merchantId,
  merchantCode: merchants.code,
  memberId: walletAdjustments.memberId,
  memberAccount: members.account,
  wallet: walletAdjustments.wallet,
  direction: walletAdjustments.direction,
  amount: exact(walletAdjustments.amount),
  currency: walletAdjustments.currency,
  reason: walletAdjustments.reason,
  status: walletAdjustments.status,
  requestedById: walletAdjustments.requestedBy,
  requestedBy: requester.username,
  decidedBy: decider.username,
  decisionNote: walletAdjustments.decisionNote,
  entryId: walletAdjustments.entryId,
  balanceBefore: sql<bigint | null>`${walletAdjustments.balanceBefore}::text`.mapWith((v: string | null) =>
    v === null ? null : BigInt(v),
  ),
  balanceAfter: sql<bigint | null>`${walletAdjustments.balanceAfter}::text`.mapWith((v: string | null) =>
    v === null ? null : BigInt(v),
  ),
  createdAt: walletAdjustments.createdAt,
  decidedAt: walletAdjustments.decidedAt,
};

export type AdjustmentRecord = {
  id: number;
  merchantId: number;
  merchantCode: string;
  memberId: number;
  memberAccount: string;
  wallet: string;
  direction: string;
  amount: bigint;
  currency: string;
  reason: string;
  status: string;
  requestedById: number;
  requestedBy: string;
  decidedBy: string | null;
  decisionNote: string | null;
  entryId: number | null;
  balanceBefore: bigint | null;
  balanceAfter: bigint | null;
  createdAt: Date;
  decidedAt: Date | null;
};

export const createAdjustmentsRepository = (db: Database) => {
  const base = () =>
    db
      .select(adjustmentFields)
      .from(walletAdjustments)
      .innerJoin(merchants, eq(merchants.id, walletAdjustments.merchantId))
      .innerJoin(members, eq(members.id, walletAdjustments.memberId))
      .innerJoin(requester, eq(requester.id, walletAdjustments.requestedBy))
      .leftJoin(decider, eq(decider.id, walletAdjustments.decidedBy));

  return {
    /**
     * A member's posted adjustments per business day, credits less debits: the bonuses the brand
     * gave by hand (their other side is the promotions account, ADR 018).
     */
    memberDaily: (period: MemberPeriod) =>
      sumByBusinessDay(db, {
        table: walletAdjustments,
        at: sql`coalesce(${walletAdjustments.decidedAt}, ${walletAdjustments.createdAt})`,
        amount: sql`case when ${walletAdjustments.direction} = 'debit' then -${walletAdjustments.amount} else ${walletAdjustments.amount} end`,
        where: and(
          eq(walletAdjustments.memberId, period.memberId),
          eq(walletAdjustments.merchantId, period.merchantId),
          eq(walletAdjustments.status, 'posted'),
        ),
        period,
      }),
    insert: async (row: typeof walletAdjustments.$inferInsert): Promise<number> => {
      const [created] = await db
        .insert(walletAdjustments)
        .values(row)
        .returning({ id: walletAdjustments.id });
      return created!.id;
    },

    find: async (id: number): Promise<AdjustmentRecord | undefined> => {
      const [row] = await base().where(eq(walletAdjustments.id, id));
      return row as AdjustmentRecord | undefined;
    },

    page: async (filter: TAdjustmentFilter) => {
      const where = and(
        filter.status ? eq(walletAdjustments.status, filter.status) : undefined,
        filter.memberId ? eq(walletAdjustments.memberId, filter.memberId) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(walletAdjustments).where(where);
      const rows = await base()
        .where(where)
        .orderBy(desc(walletAdjustments.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      return { rows: rows as AdjustmentRecord[], total: Number(total?.n ?? 0) };
    },

    /**
     * Takes the decision on a pending adjustment, in one statement that locks its row: of two
     * concurrent decisions the second waits, re-reads the row, finds it decided and gets undefined.
     * The requester never matches. A rejection is final here; an approval stays `pending` until
     * `markPosted` records the entry, in the same transaction, so it commits whole or not at all.
     */
    decide: async (
      id: number,
      decision: { approve: boolean; decidedBy: number; note: string | null },
    ): Promise<{ id: number } | undefined> => {
      const [row] = await db
        .update(walletAdjustments)
        .set({
          ...(decision.approve ? {} : { status: 'rejected' }),
          decidedBy: decision.decidedBy,
          decisionNote: decision.note,
          decidedAt: sql`now()`,
        })
        .where(
          and(
            eq(walletAdjustments.id, id),
            eq(walletAdjustments.status, 'pending'),
            isNull(walletAdjustments.decidedAt),
            ne(walletAdjustments.requestedBy, decision.decidedBy),
          ),
        )
        .returning({ id: walletAdjustments.id });
      return row;
    },

    /** Records the booked entry; the status check ties `posted` to having an entry. */
    markPosted: async (
      id: number,
      posted: { entryId: number; balanceBefore: bigint; balanceAfter: bigint },
    ): Promise<void> => {
      await db
        .update(walletAdjustments)
        .set({ status: 'posted', ...posted })
        .where(and(eq(walletAdjustments.id, id), eq(walletAdjustments.status, 'pending')));
    },

    merchantByCode: async (code: string) => {
      const [row] = await db
        .select({ id: merchants.id, code: merchants.code, currency: merchants.currencyCode })
        .from(merchants)
        .where(eq(merchants.code, code));
      return row;
    },

    thresholdOf: async (merchantId: number): Promise<bigint> => {
      const [row] = await db
        .select({ threshold: exact(financeSettings.adjustmentApprovalThreshold) })
        .from(financeSettings)
        .where(eq(financeSettings.merchantId, merchantId));
      return row?.threshold ?? DEFAULT_APPROVAL_THRESHOLD_MINOR;
    },

    /** Every brand with its threshold (the default where it has no row). */
    settings: async () => {
      const rows = await db
        .select({
          merchantId: merchants.id,
          merchantCode: merchants.code,
          currency: merchants.currencyCode,
          threshold: sql<string | null>`${financeSettings.adjustmentApprovalThreshold}::text`,
        })
        .from(merchants)
        .leftJoin(financeSettings, eq(financeSettings.merchantId, merchants.id))
        .orderBy(merchants.id);
      return rows.map(({ threshold, ...row }) => ({
        ...row,
        threshold: threshold === null ? DEFAULT_APPROVAL_THRESHOLD_MINOR : BigInt(threshold),
      }));
    },

    upsertThreshold: async (merchantId: number, threshold: bigint) => {
      await db
        .insert(financeSettings)
        .values({ merchantId, adjustmentApprovalThreshold: threshold })
        .onConflictDoUpdate({
          target: financeSettings.merchantId,
          set: { adjustmentApprovalThreshold: threshold, updatedAt: sql`now()` },
        });
    },
  };
};

export type AdjustmentsRepository = ReturnType<typeof createAdjustmentsRepository>;
