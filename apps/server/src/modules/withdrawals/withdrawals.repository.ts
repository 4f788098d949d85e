/** Queries of withdrawals, bound bank accounts, cases and the brand's withdrawal settings. Nothing else. */
import { and, count, desc, eq, ilike, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type MemberPeriod, sumByBusinessDay } from '../../platform/business-day.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { memberBankAccounts } from './bank-account.table.ts';
import { withdrawals } from './withdrawal.table.ts';
import { withdrawalCases } from './withdrawal-case.table.ts';
import { withdrawalSettings } from './withdrawal-setting.table.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type BankAccountRow = typeof memberBankAccounts.$inferSelect;
export type CaseRow = typeof withdrawalCases.$inferSelect;
export type SettingsRow = typeof withdrawalSettings.$inferSelect;

/** A withdrawal with what lists show beside it. */
export type WithdrawalView = {
  withdrawal: WithdrawalRow;
  bank: BankAccountRow;
  merchantCode: string;
  memberAccount: string;
  caseId: number | null;
};

export type Page<T> = { rows: T[]; total: number };

export const createWithdrawalsRepository = (db: Database) => {
  const viewSelect = {
    withdrawal: withdrawals,
    bank: memberBankAccounts,
    merchantCode: merchants.code,
    memberAccount: members.account,
    caseId: withdrawalCases.id,
  };
  const views = () =>
    db
      .select(viewSelect)
      .from(withdrawals)
      .innerJoin(memberBankAccounts, eq(memberBankAccounts.id, withdrawals.bankAccountId))
      .innerJoin(merchants, eq(merchants.id, withdrawals.merchantId))
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .leftJoin(withdrawalCases, eq(withdrawalCases.withdrawalId, withdrawals.id));

  const pageOf = async (
    where: SQL | undefined,
    page: number,
    pageSize: number,
  ): Promise<Page<WithdrawalView>> => {
    const [rows, [total]] = await Promise.all([
      views()
        .where(where)
        .orderBy(desc(withdrawals.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db
        .select({ n: count() })
        .from(withdrawals)
        .innerJoin(merchants, eq(merchants.id, withdrawals.merchantId))
        .innerJoin(members, eq(members.id, withdrawals.memberId))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  };

  return {
    /** A member's paid withdrawals per business day of their payment (profit and loss). */
    memberDaily: (period: MemberPeriod) =>
      sumByBusinessDay(db, {
        table: withdrawals,
        at: withdrawals.paidAt,
        amount: withdrawals.amount,
        where: and(
          eq(withdrawals.memberId, period.memberId),
          eq(withdrawals.merchantId, period.merchantId),
          eq(withdrawals.status, 'paid'),
        ),
        period,
      }),
    settings: async (merchantId: number) => {
      const [row] = await db
        .select()
        .from(withdrawalSettings)
        .where(eq(withdrawalSettings.merchantId, merchantId));
      return row;
    },
    upsertSettings: (row: SettingsRow) => db.insert(withdrawalSettings).values(row).onConflictDoNothing(),

    bankAccounts: (merchantId: number, memberId: number) =>
      db
        .select()
        .from(memberBankAccounts)
        .where(
          and(
            eq(memberBankAccounts.merchantId, merchantId),
            eq(memberBankAccounts.memberId, memberId),
            isNull(memberBankAccounts.removedAt),
          ),
        )
        .orderBy(memberBankAccounts.id),
    /** Inserts a binding; undefined when the member already has this account. */
    insertBankAccount: async (values: typeof memberBankAccounts.$inferInsert) => {
      const [row] = await db.insert(memberBankAccounts).values(values).onConflictDoNothing().returning();
      return row;
    },
    /** Serialises a member's bindings (the count rule) on the member row. */
    lockMember: (memberId: number) =>
      db.execute(sql`select id from ${members} where ${members.id} = ${memberId} for update`),

    insertWithdrawal: async (values: typeof withdrawals.$inferInsert) => {
      const [row] = await db.insert(withdrawals).values(values).returning();
      if (!row) throw new Error('withdrawals: insert returned nothing');
      return row;
    },
    setHold: (id: number, holdId: number) =>
      db.update(withdrawals).set({ holdId }).where(eq(withdrawals.id, id)),

    findView: async (where: SQL | undefined) => {
      const [row] = await views().where(where).limit(1);
      return row;
    },
    byId: (id: number) => eq(withdrawals.id, id),
    ofMember: (merchantId: number, memberId: number, id: number) =>
      and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.memberId, memberId), eq(withdrawals.id, id)),

    memberPage: (
      merchantId: number,
      memberId: number,
      {
        page,
        pageSize,
        awaitingConfirmation,
      }: { page: number; pageSize: number; awaitingConfirmation?: boolean },
    ) =>
      pageOf(
        and(
          eq(withdrawals.merchantId, merchantId),
          eq(withdrawals.memberId, memberId),
          awaitingConfirmation
            ? and(eq(withdrawals.status, 'paid'), isNull(withdrawals.confirmation))
            : undefined,
        ),
        page,
        pageSize,
      ),

    adminPage: (
      filter: { status?: string; confirmation?: string; q?: string; merchantCode?: string },
      page: number,
      pageSize: number,
    ) =>
      pageOf(
        and(
          filter.status ? eq(withdrawals.status, filter.status) : undefined,
          filter.confirmation === 'none'
            ? isNull(withdrawals.confirmation)
            : filter.confirmation
              ? eq(withdrawals.confirmation, filter.confirmation)
              : undefined,
          filter.q ? ilike(members.account, `%${filter.q.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
          filter.merchantCode ? eq(merchants.code, filter.merchantCode) : undefined,
        ),
        page,
        pageSize,
      ),

    /** pending → paid|rejected, only from pending: of two racing decisions exactly one gets the row. */
    decide: async (id: number, values: Partial<typeof withdrawals.$inferInsert>) => {
      const [row] = await db
        .update(withdrawals)
        .set(values)
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
        .returning();
      return row;
    },

    /** The member's answer, only while paid, unanswered and before the deadline. */
    confirm: async (
      merchantId: number,
      memberId: number,
      id: number,
      now: Date,
      values: { confirmation: string; receivedAmount: bigint },
    ) => {
      const [row] = await db
        .update(withdrawals)
        .set({ ...values, confirmedAt: now })
        .where(
          and(
            eq(withdrawals.merchantId, merchantId),
            eq(withdrawals.memberId, memberId),
            eq(withdrawals.id, id),
            eq(withdrawals.status, 'paid'),
            isNull(withdrawals.confirmation),
            sql`${withdrawals.confirmDeadline} > ${now.toISOString()}`,
          ),
        )
        .returning();
      return row;
    },

    /** Paid withdrawals left unconfirmed past their deadline count as received (spec §4). */
    expireConfirmations: async (now: Date, where?: SQL | undefined) => {
      const rows = await db
        .update(withdrawals)
        .set({ confirmation: 'auto_received', confirmedAt: now, receivedAmount: sql`${withdrawals.amount}` })
        .where(
          and(
            eq(withdrawals.status, 'paid'),
            isNull(withdrawals.confirmation),
            lte(withdrawals.confirmDeadline, now),
            where,
          ),
        )
        .returning({ id: withdrawals.id });
      return rows.length;
    },
    memberFilter: (merchantId: number, memberId: number) =>
      and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.memberId, memberId)),

    insertCase: async (values: typeof withdrawalCases.$inferInsert) => {
      const [row] = await db.insert(withdrawalCases).values(values).returning();
      if (!row) throw new Error('withdrawals: case insert returned nothing');
      return row;
    },
    findCase: async (id: number) => {
      const [row] = await db.select().from(withdrawalCases).where(eq(withdrawalCases.id, id));
      return row;
    },
    caseOfWithdrawal: async (withdrawalId: number) => {
      const [row] = await db
        .select()
        .from(withdrawalCases)
        .where(eq(withdrawalCases.withdrawalId, withdrawalId));
      return row;
    },
    casePage: async (status: string | undefined, page: number, pageSize: number) => {
      const where = status ? eq(withdrawalCases.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            kase: withdrawalCases,
            amount: withdrawals.amount,
            currency: withdrawals.currency,
            merchantCode: merchants.code,
            memberAccount: members.account,
          })
          .from(withdrawalCases)
          .innerJoin(withdrawals, eq(withdrawals.id, withdrawalCases.withdrawalId))
          .innerJoin(merchants, eq(merchants.id, withdrawalCases.merchantId))
          .innerJoin(members, eq(members.id, withdrawals.memberId))
          .where(where)
          .orderBy(desc(withdrawalCases.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(withdrawalCases).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    resolveCase: async (id: number, values: Partial<typeof withdrawalCases.$inferInsert>) => {
      const [row] = await db
        .update(withdrawalCases)
        .set(values)
        .where(and(eq(withdrawalCases.id, id), eq(withdrawalCases.status, 'open')))
        .returning();
      return row;
    },
    /** Claims the case's one correction; undefined when it was credited already. */
    claimCredit: async (id: number, amount: bigint) => {
      const [row] = await db
        .update(withdrawalCases)
        .set({ creditedAmount: amount })
        .where(and(eq(withdrawalCases.id, id), isNull(withdrawalCases.creditedAmount)))
        .returning();
      return row;
    },
    setCreditEntry: (id: number, entryId: number) =>
      db.update(withdrawalCases).set({ creditEntryId: entryId }).where(eq(withdrawalCases.id, id)),
  };
};

export type WithdrawalsRepository = ReturnType<typeof createWithdrawalsRepository>;
