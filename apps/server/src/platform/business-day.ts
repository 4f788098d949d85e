/**
 * The brand's business day in SQL: the same day as contracts' `businessDayOf`, for reports that group
 * booking times by day (profit and loss). One definition, so a deposit and a round at the same
 * instant always fall on the same day.
 */
import { BUSINESS_DAY_OFFSET_MINUTES } from '@luckwell/contracts/member/profit-and-loss';
import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

/** yyyy-MM-dd of a timestamptz column's business day. */
export const businessDaySql = (at: PgColumn | SQL) =>
  sql<string>`to_char((${at} at time zone 'UTC') + make_interval(mins => ${BUSINESS_DAY_OFFSET_MINUTES}::int), 'YYYY-MM-DD')`;

/** The instant a business day (yyyy-MM-dd) starts. */
export const businessDayStart = (day: string) =>
  new Date(Date.parse(day) - BUSINESS_DAY_OFFSET_MINUTES * 60_000);

/** A member's money of one kind per business day, as the cashier modules answer it (minor units). */
export type DailyAmount = { day: string; amount: bigint };

/** Which member, over which instants [from, to). */
export type MemberPeriod = { merchantId: number; memberId: number; from: Date; to: Date };

/**
 * Sums `amount` over a table's rows per business day of `at`, within `period`'s instants, for the
 * rows `where` picks (the caller names the member or the team: each cashier module answers from its own
 * table).
 */
export const sumByBusinessDay = async (
  db: Database,
  {
    table,
    at,
    amount,
    where,
    period,
  }: {
    table: PgTable;
    at: PgColumn | SQL;
    amount: PgColumn | SQL;
    where: SQL | undefined;
    period: Pick<MemberPeriod, 'from' | 'to'>;
  },
): Promise<DailyAmount[]> => {
  const rows = await db
    .select({ day: businessDaySql(at), amount: sql<string>`sum(${amount})::text` })
    .from(table)
    .where(
      and(
        where,
        sql`${at} >= ${period.from.toISOString()}::timestamptz and ${at} < ${period.to.toISOString()}::timestamptz`,
      ),
    )
    // By position: the day expression carries a parameter, which would not match a repeated copy.
    .groupBy(sql`1`);
  return rows.map((row) => ({ day: row.day, amount: BigInt(row.amount) }));
};
