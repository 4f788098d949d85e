/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a database of its
 * own on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped on close), so
 * parallel runs never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedDemo } from '../db/seed/demo-seed.ts';

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

export const createTestDatabase = async ({
  seed = true,
  rounds = false,
}: {
  seed?: boolean;
  /** The demo's played rounds too (the winner board's wins): slower, and only some tests want them. */
  rounds?: boolean;
} = {}): Promise<DatabaseHandle> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  if (serverUrl) {
    const name = `luckwell_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const inner = await connectDatabase({ databaseUrl: withDatabaseName(serverUrl, name), poolSize: 5 });
    handle = {
      ...inner,
      close: async () => {
        await inner.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        try {
          // Closed pool connections can take a moment to leave; wait for them rather than kill them.
          for (let attempt = 0; ; attempt++) {
            try {
              await dropper.query(`drop database if exists ${name}`);
              break;
            } catch (error) {
              if (attempt >= 50) throw error;
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
          }
        } finally {
          await dropper.end();
        }
      },
    };
  } else {
    handle = await connectDatabase({});
  }
  await runMigrations(handle);
  if (seed) await seedDemo(handle.db, { rounds });
  return handle;
};
