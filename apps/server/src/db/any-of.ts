/**
 * `column = any(values)` with every value in one array parameter. A batch names hundreds of rows (a
 * live round's 500 slips, ADR 091); drizzle's `inArray` sends one parameter per value
 * (`in ($1, …, $500)`), which the server parses and binds one by one and this process builds one by
 * one — several milliseconds a statement at that size. Same rows, same index use.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A PostgreSQL array literal: `{3,-500}`, `{"a","b\"c"}`. */
export const arrayLiteral = (values: readonly (number | bigint | string)[]) =>
  `{${values
    .map((value) => (typeof value === 'string' ? `"${value.replace(/["\\]/g, '\\$&')}"` : String(value)))
    .join(',')}}`;

const SERIALS: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };

/**
 * The array type of a column's values: a serial is its integer type; a length is dropped, as a cast
 * to `varchar(n)` would cut a longer value down to one that may match another row.
 */
const elementType = (column: PgColumn) => {
  const type = column.getSQLType();
  return SERIALS[type] ?? type.replace(/\(.*\)$/, '');
};

export const anyOf = (column: PgColumn, values: readonly (number | bigint | string)[]): SQL =>
  sql`${column} = any(${arrayLiteral([...new Set(values)])}::${sql.raw(elementType(column))}[])`;
