/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a database of its
 * own on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped on close), so
 * parallel runs never see each other's rows. Each is a copy of a template built once (ADR 050), so a
 * test pays for a copy, not for initdb, the migrations and the seed.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '../db/client.ts';
import {
  pgliteTemplate,
  postgresTemplate,
  retryWhileInUse,
  type TemplateKind,
  withDatabaseName,
} from './database-templates.ts';

export const createTestDatabase = async ({
  seed = true,
  rounds = false,
}: {
  seed?: boolean;
  /** The demo's played rounds too (the winner board's wins): only some tests want them. */
  rounds?: boolean;
} = {}): Promise<DatabaseHandle & { url?: string }> => {
  const kind: TemplateKind = !seed ? 'migrated' : rounds ? 'rounds' : 'seeded';
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return connectDatabase({ loadDataDir: await pgliteTemplate(kind) });

  const template = await postgresTemplate(serverUrl, kind);
  const name = `luckwell_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = withDatabaseName(serverUrl, name);
  const inner = await connectDatabase({ databaseUrl: url, poolSize: 5 });
  return {
    ...inner,
    /** Where it is, for other processes of the test. */
    url,
    close: async () => {
      await inner.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        // Closed pool connections can take a moment to leave; wait for them rather than kill them.
        await retryWhileInUse(dropper, `drop database if exists ${name}`);
      } finally {
        await dropper.end();
      }
    },
  };
};
