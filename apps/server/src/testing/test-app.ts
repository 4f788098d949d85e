import { type BuildAppOptions, buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { createTestDatabase } from './test-database.ts';

/** The whole server on a fresh seeded database, with config overrides, for `app.inject` tests. */
export const createTestApp = async (
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'transferVendorAdapter'> = {},
) => {
  // Config first: a refused config (a test expecting the refusal) must not leave a database behind.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ADMIN_DIST: '/nonexistent',
    CONTRACT_SETTLEMENT_INTERVAL_MS: '0',
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, ...options });
  await app.ready();
  return { app, database };
};
