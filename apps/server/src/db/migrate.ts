/**
 * Applies the generated SQL migrations in `apps/server/drizzle` at start, the same history on
 * PGlite and PostgreSQL. On PostgreSQL an advisory lock keeps two starting servers from racing.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseHandle } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
const MIGRATION_LOCK_KEY = 7_300_421;

export const runMigrations = async ({ db, driver, url }: DatabaseHandle): Promise<void> => {
  if (driver === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // The lock is held by a session, so the lock and the migration share one dedicated connection.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
};

const expectedMigrationCount = (): number => {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
};

/** For /health: how many migrations the code ships and how many the database has applied. */
export const migrationState = async ({ db }: DatabaseHandle) => {
  const expected = expectedMigrationCount();
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  const applied = Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
  return { expected, applied, current: applied >= expected };
};
