#!/usr/bin/env node
/**
 * `npm start`: build the SPAs if needed, then run the server (migrates, seeds, serves all on one
 * port). With no configuration it is the full demo; `NODE_ENV=production` runs for real and refuses
 * the demo features (docs/decisions/041-demo-by-default.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
  stdio: 'inherit',
  cwd: root,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  stdio: 'inherit',
  cwd: process.cwd(),
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
