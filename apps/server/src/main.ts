/** Starts Luckwell: config, database (migrated, optionally seeded), HTTP server, graceful shutdown. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { appDistsOf, buildApp } from './app.ts';
import { connectDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-members.ts';
import { seedDemo } from './db/seed/demo-seed.ts';
import { DEMO_OPERATORS } from './modules/admin/demo-operators.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { startBanner } from './start-banner.ts';

const start = async () => {
  const config = loadConfig();
  const database = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await runMigrations(database);
  if (config.SEED_DEMO) await seedDemo(database.db);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const dists = appDistsOf(config);
  console.log(
    startBanner({
      config,
      port: typeof address === 'object' && address ? address.port : config.PORT,
      built: {
        web: existsSync(path.join(dists.webDist, 'index.html')),
        admin: existsSync(path.join(dists.adminDist, 'index.html')),
      },
      demoAccounts: DEMO_ACCOUNTS,
      demoOperators: DEMO_OPERATORS,
    }),
  );
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Luckwell failed to start:', error);
  }
  process.exit(1);
});
