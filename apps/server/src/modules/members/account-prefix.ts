/**
 * An account searched by its start, whatever its case: `lower(account) like 'prefix%'`, with LIKE's
 * wildcards (`%`, `_`) and its escape taken as letters, so a search for "%" finds nobody.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

export const accountStartsWith = (column: SQL | AnyColumn, prefix: string) =>
  sql`lower(${column}) like ${`${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
