/**
 * What a request wrote, told by counts: the rows of every table of the public schema, and the sum
 * of every ledger account's balance. For tests that prove a refused request wrote nothing.
 */
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client.ts';

export type RowCounts = Record<string, string>;

/** drizzle types `execute` per driver; both answer `{ rows }`. */

export const rowCounts = async (db: Database): Promise<RowCounts> => {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  ).map((row) => row.name);
  const counts = sql.join(
    tables.map((name) => sql`select ${name} as name, count(*)::text as n from ${sql.identifier(name)}`),
    sql` union all `,
  );
  const result: RowCounts = {};
  for (const row of rowsOf<{ name: string; n: string }>(await db.execute(counts))) result[row.name] = row.n;
  const [sum] = rowsOf<{ n: string }>(
    await db.execute(sql`select coalesce(sum(balance), 0)::text as n from ledger_accounts`),
  );
  result['ledger_accounts.balance'] = sum?.n ?? '0';
  return result;
};

/** Every count that moved between two snapshots, as `name: before → after`, `ignored` aside. */
export const countChanges = (before: RowCounts, after: RowCounts, ignored: ReadonlySet<string> = new Set()) =>
  Object.keys({ ...before, ...after })
    .filter((name) => !ignored.has(name) && before[name] !== after[name])
    .map((name) => `${name}: ${before[name]} → ${after[name]}`);
