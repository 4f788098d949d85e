/** Starts Luckwell: config, database (migrated, optionally seeded), HTTP server, graceful shutdown. */
import { buildApp } from './app.ts';
import { connectDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-members.ts';
import { seedDemo } from './db/seed/demo-seed.ts';
import { ConfigError, loadConfig } from './platform/config.ts';

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
  const where = config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${config.DATA_DIR}`;
  const port = app.server.address();
  const shownPort = typeof port === 'object' && port ? port.port : config.PORT;
  console.log(
    `\n  Luckwell is running on ${where}\n  Player site  http://localhost:${shownPort}/\n  Back office  http://localhost:${shownPort}/admin\n  API docs     http://localhost:${shownPort}/docs\n`,
  );
  if (config.SEED_DEMO) {
    const rows = DEMO_ACCOUNTS.map(
      (a) => `    ${a.merchantCode.padEnd(4)}${a.account.padEnd(15)}${a.password.padEnd(13)}${a.role}`,
    );
    console.log(
      `  Demo accounts (brand, account, password):\n${rows.join('\n')}\n  Back office operators: owner / Owner@2026 (owner), support / Support@2026 (support), finance / Finance@2026 (finance)\n  Dev inbox (SMS and email codes): http://localhost:${shownPort}/dev/inbox\n`,
    );
  }
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Luckwell failed to start:', error);
  }
  process.exit(1);
});
