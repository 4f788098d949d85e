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

/** Stops a `listen`. */
export type Unlisten = () => Promise<void>;

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  /** The PostgreSQL connection string, for work that needs a connection of its own. */
  url?: string;
  /**
   * Calls `onPayload` with every `NOTIFY` on `channel` (`pg_notify(channel, payload)` from any
   * connection, any server process), in this process. PostgreSQL: one dedicated connection for all
   * channels, reconnected after a loss (notifications sent while it was down are lost; callers treat
   * them as hints and re-read). PGlite: the embedded database's own listener.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<Unlisten>;
  close: () => Promise<void>;
};

type Listeners = Map<string, Set<(payload: string) => void>>;

/**
 * The PostgreSQL side of `listen`: one client LISTENing on every channel anyone asked for. A lost
 * connection is replaced with a growing delay (up to 5 s), and every channel listened to again.
 */
const createPgListener = (databaseUrl: string) => {
  const listeners: Listeners = new Map();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryMs = 100;
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: databaseUrl });
      next.on('notification', (message) => {
        for (const onPayload of listeners.get(message.channel) ?? []) onPayload(message.payload ?? '');
      });
      next.on('error', (error) => {
        process.stderr.write(`database: listener connection lost (${error.message}); reconnecting\n`);
        client = undefined;
        connecting = undefined;
        next.end().catch(() => {});
        if (!closed) setTimeout(() => void reconnect(), retryMs).unref();
      });
      await next.connect();
      for (const channel of listeners.keys()) await next.query(`listen ${quote(channel)}`);
      client = next;
      retryMs = 100;
      return next;
    })();
    return connecting;
  };
  const reconnect = async () => {
    try {
      await connect();
    } catch {
      connecting = undefined;
      retryMs = Math.min(retryMs * 2, 5_000);
      if (!closed && listeners.size > 0) setTimeout(() => void reconnect(), retryMs).unref();
    }
  };

  const listen = async (channel: string, onPayload: (payload: string) => void): Promise<Unlisten> => {
    const first = !listeners.has(channel);
    if (first) listeners.set(channel, new Set());
    listeners.get(channel)!.add(onPayload);
    const connected = await connect();
    if (first && client === connected) await connected.query(`listen ${quote(channel)}`);
    return async () => {
      const set = listeners.get(channel);
      set?.delete(onPayload);
      if (set?.size === 0) {
        listeners.delete(channel);
        await client?.query(`unlisten ${quote(channel)}`).catch(() => {});
      }
    };
  };
  const close = async () => {
    closed = true;
    await client?.end().catch(() => {});
  };
  return { listen, close };
};

type ConnectOptions = {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** PGlite starts from this `dumpDataDir` tarball (the tests' templates, ADR 050). */
  loadDataDir?: Blob;
};

/** `dataDir` undefined with no URL gives an in-memory PGlite (tests). */
export const connectDatabase = async ({
  databaseUrl,
  dataDir,
  poolSize = 20,
  loadDataDir,
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
    const listener = createPgListener(databaseUrl);
    return {
      db,
      driver: 'postgres',
      url: databaseUrl,
      listen: listener.listen,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  let location: string | undefined;
  if (dataDir) {
    location = path.resolve(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = await (loadDataDir
    ? PGlite.create({ dataDir: location, loadDataDir })
    : PGlite.create(location));
  const db = drizzlePglite({ client }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    close: () => client.close(),
  };
};

/** The rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer `{ rows }`, typed apart. */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
