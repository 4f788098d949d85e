/** Throwaway PostgreSQL databases for a scenario: probe the server, create one, drop it afterwards. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where the harness connects to create and drop databases; override with BENCH_POSTGRES_URL. */
export const adminUrl = (): string =>
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The URL with any password hidden, for messages. */
export const shown = (url: string): string => {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
};

const connect = async (url: string) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  return client;
};

/** null when PostgreSQL answers at `url`, otherwise why not. */
export const probe = async (url: string): Promise<string | null> => {
  try {
    const client = await connect(url);
    await client.end();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  }
};

export interface ThrowawayDatabase {
  name: string;
  url: string;
  /** Drops the database (terminating leftover sessions). Idempotent. */
  drop: () => Promise<void>;
}

export const createThrowawayDatabase = async (url: string): Promise<ThrowawayDatabase> => {
  const name = `luckwell_bench_${randomBytes(5).toString('hex')}`;
  const admin = await connect(url);
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;

  let dropping: Promise<void> | undefined;
  const drop = () => {
    dropping ??= (async () => {
      const client = await connect(url);
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    })();
    return dropping;
  };
  return { name, url: target.toString(), drop };
};
