/** The Luckwell server as a benchmark subject: its SPAs built, started as a child process. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { type HttpChild, startHttpChild } from './processes.ts';
import type { ScenarioContext } from './types.ts';

/** Config keys of the server that would change what is measured if inherited from our env. */
export const SERVER_KEYS = [
  'DATABASE_URL',
  'DATA_DIR',
  'MAINTENANCE',
  'MAINTENANCE_MESSAGE',
  'BLOCKED_COUNTRIES',
  'BLOCKED_IPS',
  'CORS_ORIGINS',
  'TRUST_PROXY',
  'COUNTRY_HEADER',
  'WEB_DIST',
  'ADMIN_DIST',
];

/** `node scripts/build.mjs`: builds the player site and back office unless they are up to date. */
export const ensureSpasBuilt = (ctx: ScenarioContext): Promise<void> =>
  new Promise((resolve, reject) => {
    ctx.log('building the SPAs if they changed (node scripts/build.mjs)…');
    const child = spawn(process.execPath, [path.join(ctx.repoRoot, 'scripts/build.mjs')], {
      cwd: ctx.repoRoot,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) => {
      for (const line of output.trim().split('\n')) if (line.trim()) ctx.log(`  ${line.trim()}`);
      if (code === 0) resolve();
      else reject(new Error(`scripts/build.mjs exited with ${code}`));
    });
  });

/**
 * Starts `apps/server/src/main.ts` as `npm start` runs it (no NODE_ENV: the demo, whose seed gives the
 * brand on `localhost` and `127.0.0.1`), silent, with `env` on top (DATA_DIR or DATABASE_URL);
 * stopped when the scenario ends.
 */
export const startLuckwell = async (
  ctx: ScenarioContext,
  label: string,
  env: Record<string, string>,
): Promise<HttpChild> => {
  const inherited = { ...process.env };
  for (const key of SERVER_KEYS) delete inherited[key];
  ctx.log(`starting the Luckwell server (${label})…`);
  const server = await startHttpChild({
    name: `Luckwell server (${label})`,
    command: process.execPath,
    args: ['--import', 'tsx', path.join(ctx.repoRoot, 'apps/server/src/main.ts')],
    cwd: ctx.repoRoot,
    env: { ...inherited, LOG_LEVEL: 'silent', SEED_DEMO: 'on', ...env },
    readyPath: '/health',
  });
  ctx.defer(`stop Luckwell server (${label})`, server.stop);
  return server;
};
