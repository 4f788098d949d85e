/** Queries of payment methods, deposits and gateway callbacks. Nothing else. */
import { and, asc, count, desc, eq, getTableColumns, gt, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type MemberPeriod, sumByBusinessDay } from '../../platform/business-day.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { deposits } from './deposit.table.ts';
import { gatewayCallbacks } from './gateway-callback.table.ts';
import { paymentMethods } from './payment-method.table.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type GatewayCallbackRow = typeof gatewayCallbacks.$inferSelect;

/** A deposit with what lists show beside it (never the receipt image itself). */
export type DepositView = {
  deposit: Omit<DepositRow, 'receiptImage'>;
  methodName: string;
  merchantCode: string;
  memberAccount: string;
};

const escapeLike = (q: string) => `%${q.replace(/[%_\\]/g, '\\$&')}%`;

export const createDepositsRepository = (db: Database) => {
  /** A member's approved deposits per business day of their approval (profit and loss). */
  const memberDaily = (period: MemberPeriod) =>
    sumByBusinessDay(db, {
      table: deposits,
      at: sql`coalesce(${deposits.decidedAt}, ${deposits.createdAt})`,
      amount: deposits.amount,
      where: and(
        eq(deposits.memberId, period.memberId),
        eq(deposits.merchantId, period.merchantId),
        eq(deposits.status, 'approved'),
      ),
      period,
    });
  const { receiptImage: _image, ...depositColumns } = getTableColumns(deposits);
  const views = () =>
    db
      .select({
        deposit: depositColumns,
        methodName: paymentMethods.name,
        merchantCode: merchants.code,
        memberAccount: members.account,
      })
      .from(deposits)
      .innerJoin(paymentMethods, eq(paymentMethods.id, deposits.methodId))
      .innerJoin(merchants, eq(merchants.id, deposits.merchantId))
      .innerJoin(members, eq(members.id, deposits.memberId));

  const pageOf = async (where: SQL | undefined, page: number, pageSize: number) => {
    const [rows, [total]] = await Promise.all([
      views()
        .where(where)
        .orderBy(desc(deposits.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db
        .select({ n: count() })
        .from(deposits)
        .innerJoin(merchants, eq(merchants.id, deposits.merchantId))
        .innerJoin(members, eq(members.id, deposits.memberId))
        .where(where),
    ]);
    return { rows: rows as DepositView[], total: total?.n ?? 0 };
  };

  return {
    memberDaily,
    merchantByCode: async (code: string) => {
      const [row] = await db
        .select({ id: merchants.id, code: merchants.code })
        .from(merchants)
        .where(eq(merchants.code, code));
      return row;
    },
    methods: (merchantId: number, onlyEnabled: boolean) =>
      db
        .select()
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.merchantId, merchantId),
            onlyEnabled ? eq(paymentMethods.enabled, true) : undefined,
          ),
        )
        .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id)),
    allMethods: (merchantCode?: string) =>
      db
        .select({ method: paymentMethods, merchantCode: merchants.code })
        .from(paymentMethods)
        .innerJoin(merchants, eq(merchants.id, paymentMethods.merchantId))
        .where(merchantCode ? eq(merchants.code, merchantCode) : undefined)
        .orderBy(asc(merchants.code), asc(paymentMethods.sort), asc(paymentMethods.id)),
    findMethod: async (id: number) => {
      const [row] = await db
        .select({ method: paymentMethods, merchantCode: merchants.code })
        .from(paymentMethods)
        .innerJoin(merchants, eq(merchants.id, paymentMethods.merchantId))
        .where(eq(paymentMethods.id, id));
      return row;
    },
    insertMethod: async (values: typeof paymentMethods.$inferInsert) => {
      const [row] = await db.insert(paymentMethods).values(values).returning();
      if (!row) throw new Error('deposits: method insert returned nothing');
      return row;
    },
    updateMethod: async (id: number, values: Partial<typeof paymentMethods.$inferInsert>) => {
      const [row] = await db
        .update(paymentMethods)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(paymentMethods.id, id))
        .returning();
      return row;
    },

    /** Serialises one member's new deposits on the member row, so the pending cap holds under concurrency. */
    lockMember: (memberId: number) =>
      db.execute(sql`select id from ${members} where ${members.id} = ${memberId} for update`),
    /** Deposits still waiting: bank transfers not decided, gateway payments whose window is open. */
    pendingCount: async (memberId: number, now: Date) => {
      const [row] = await db
        .select({ n: count() })
        .from(deposits)
        .where(
          and(
            eq(deposits.memberId, memberId),
            eq(deposits.status, 'pending'),
            or(eq(deposits.kind, 'bank'), gt(deposits.expiresAt, now)),
          ),
        );
      return row?.n ?? 0;
    },
    insertDeposit: async (values: typeof deposits.$inferInsert) => {
      const [row] = await db.insert(deposits).values(values).returning();
      if (!row) throw new Error('deposits: insert returned nothing');
      return row;
    },
    findView: async (where: SQL | undefined) => {
      const [row] = await views().where(where).limit(1);
      return row as DepositView | undefined;
    },
    receiptOf: async (id: number) => {
      const [row] = await db
        .select({ mime: deposits.receiptMime, image: deposits.receiptImage })
        .from(deposits)
        .where(eq(deposits.id, id));
      return row;
    },
    byId: (id: number) => eq(deposits.id, id),
    memberPage: (merchantId: number, memberId: number, page: number, pageSize: number) =>
      pageOf(and(eq(deposits.merchantId, merchantId), eq(deposits.memberId, memberId)), page, pageSize),
    adminPage: (
      filter: {
        status?: string | undefined;
        kind?: string | undefined;
        q?: string | undefined;
        merchantCode?: string | undefined;
      },
      page: number,
      pageSize: number,
    ) =>
      pageOf(
        and(
          filter.status ? eq(deposits.status, filter.status) : undefined,
          filter.kind ? eq(deposits.kind, filter.kind) : undefined,
          filter.q ? ilike(members.account, escapeLike(filter.q)) : undefined,
          filter.merchantCode ? eq(merchants.code, filter.merchantCode) : undefined,
        ),
        page,
        pageSize,
      ),

    /** pending → anything else, only from pending: of two racing decisions exactly one gets the row. */
    decide: async (id: number, values: Partial<typeof deposits.$inferInsert>) => {
      const [row] = await db
        .update(deposits)
        .set(values)
        .where(and(eq(deposits.id, id), eq(deposits.status, 'pending')))
        .returning();
      return row;
    },
    /** Gateway deposits left unpaid past their expiry become `expired` (one idempotent update). */
    expireGateway: async (now: Date, where?: SQL | undefined) => {
      const rows = await db
        .update(deposits)
        .set({ status: 'expired', decidedAt: now })
        .where(
          and(
            eq(deposits.kind, 'gateway'),
            eq(deposits.status, 'pending'),
            lte(deposits.expiresAt, now),
            where,
          ),
        )
        .returning({ id: deposits.id });
      return rows.length;
    },
    ofMember: (merchantId: number, memberId: number) =>
      and(eq(deposits.merchantId, merchantId), eq(deposits.memberId, memberId)),
    /** The status as committed now (after a conditional update lost a race). */
    statusOf: async (id: number) => {
      const [row] = await db.select({ status: deposits.status }).from(deposits).where(eq(deposits.id, id));
      return row?.status;
    },
    setCreditEntry: (id: number, entryId: number) =>
      db.update(deposits).set({ creditEntryId: entryId }).where(eq(deposits.id, id)),

    insertCallback: async (values: typeof gatewayCallbacks.$inferInsert) => {
      const [row] = await db.insert(gatewayCallbacks).values(values).returning();
      if (!row) throw new Error('deposits: callback insert returned nothing');
      return row;
    },
    callbackPage: async (outcome: string | undefined, page: number, pageSize: number) => {
      const where = outcome ? eq(gatewayCallbacks.outcome, outcome) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(gatewayCallbacks)
          .where(where)
          .orderBy(desc(gatewayCallbacks.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(gatewayCallbacks).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
};

export type DepositsRepository = ReturnType<typeof createDepositsRepository>;
