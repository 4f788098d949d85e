/**
 * The database: embedded PGlite in DATA_DIR when DATABASE_URL is unset, PostgreSQL through `pg`
 * otherwise. Repositories see one type, `Database`, and work unchanged on both.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseDriver = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  /** The PostgreSQL connection string, for work that needs a connection of its own. */
  url?: string;
  close: () => Promise<void>;
};

type ConnectOptions = { databaseUrl?: string; dataDir?: string; poolSize?: number };

/** `dataDir` undefined with no URL gives an in-memory PGlite (tests). */
export const connectDatabase = async ({
  databaseUrl,
  dataDir,
  poolSize = 20,
}: ConnectOptions): Promise<DatabaseHandle> => {
  if (databaseUrl) {
    // Idle connections stay open (pg's default closes them after 10 s): after a burst, dozens of
    // backends exiting at once took ~50–150 ms of the box's CPU and stalled the bets in flight
    // (bench/README.md, wallet-pg p99). The pool is bounded by `max`; ADR 025.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, idleTimeoutMillis: 0 });
    // An idle connection the server closes (restart, failover, admin kill) must not crash the
    // process; the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => {
      process.stderr.write(`database: idle connection lost (${error.message}); it will be replaced\n`);
    });
    const db = drizzleNodePg({ client: pool }) as unknown as Database;
    await db.execute(sql`select 1`);
    return { db, driver: 'postgres', url: databaseUrl, close: () => pool.end() };
  }
  let location: string | undefined;
  if (dataDir) {
    location = path.resolve(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location);
  const db = drizzlePglite({ client }) as unknown as Database;
  return { db, driver: 'pglite', close: () => client.close() };
};
