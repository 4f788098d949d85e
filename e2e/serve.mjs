#!/usr/bin/env node
/**
 * Starts a Luckwell server for the journeys exactly as `npm start` does (scripts/start.mjs: build
 * check, then the server with no configuration of its own, so the full demo), on a fresh embedded
 * database in a temp dir. The Playwright config adds only the port and the gate switches it tests.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'luckwell-e2e-'));
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  stdio: 'inherit',
  cwd: root,
  env: { LOG_LEVEL: 'warn', ...process.env, DATA_DIR: dataDir },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
