import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
    // Tests call the provider's sweeps themselves, on their own clocks (crash, lottery, live tables).
    PROVIDER_SWEEP_INTERVAL_MS: '0',
    // Uploaded pictures in a directory of this test's own, never the repository's ./data.
    MEDIA_DIR: mkdtempSync(path.join(tmpdir(), 'lw-media-')),
    // A real challenge, a token amount of work: solving the default costs each sign-in 0.25 s of CPU.
    // Not for a test of a server running for real, which refuses it (and would ask for the full work).
    ...(env.NODE_ENV === 'production' ? {} : { HUMAN_CHECK_MAX_COUNTER: '12' }),
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, ...options });
  await app.ready();
  return { app, database };
};
