#!/usr/bin/env node
/** `npm run dev`: the server with reload on change, and Vite dev servers (hot reload) for web and admin. */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const viteBin = (dir) =>
  path.join(
    path.dirname(createRequire(path.join(root, dir, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );

const children = [
  spawn(process.execPath, [tsx, 'watch', path.join(root, 'apps/server/src/main.ts')], {
    stdio: 'inherit',
    cwd: root,
  }),
  spawn(process.execPath, [viteBin('apps/web'), '--port', '5173', '--strictPort'], {
    stdio: 'inherit',
    cwd: path.join(root, 'apps/web'),
  }),
  spawn(process.execPath, [viteBin('apps/admin'), '--port', '5174', '--strictPort'], {
    stdio: 'inherit',
    cwd: path.join(root, 'apps/admin'),
  }),
];
console.log(
  '\n  Dev: player site http://localhost:5173/  back office http://localhost:5174/admin/  API http://localhost:8080/\n',
);
const stop = (signal) => {
  for (const child of children) child.kill(signal);
  process.exit(0);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
