/**
 * The server built in this process (`buildApp`, the app `npm start` serves) on a database the
 * scenario prepared, for server-time benches that call it through `app.inject`: production mode,
 * no SPAs, no demo seeding of its own. Closed by the returned `close` or, at the latest, by the run.
 */
import { type App, buildApp } from '@luckwell/server/src/app.ts';
import type { DatabaseHandle } from '@luckwell/server/src/db/client.ts';
import { loadConfig } from '@luckwell/server/src/platform/config.ts';
import type { ScenarioContext } from './types.ts';

export const startInProcessApp = async (ctx: ScenarioContext, handle: DatabaseHandle, label: string) => {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ADMIN_DIST: '/nonexistent',
    SEED_DEMO: 'off',
  });
  const app: App = await buildApp({ config, database: handle });
  await app.ready();
  let closed = false;
  const close = async () => {
    if (!closed) await app.close();
    closed = true;
  };
  ctx.defer(`close the ${label} app and its database`, close);
  return { app, close };
};
