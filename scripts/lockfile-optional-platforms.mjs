#!/usr/bin/env node
/**
 * Records the other platforms' optional binary packages (esbuild, biome, rolldown, lightningcss,
 * tailwind oxide, …) in package-lock.json.
 *
 * Why: the registry these machines reach serves only this platform's binaries, so `npm install`
 * cannot see the others and leaves them out of the lockfile, and then `npm ci` refuses the lockfile
 * ("Missing: @esbuild/android-arm@ from lock file"). An entry with the exact version and its os/cpu
 * (read from the package name) satisfies `npm ci`; on a platform that does not match, npm skips it
 * without fetching. Run after any `npm install` that changes the lockfile: `npm run lockfile:fix`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = path.join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OSES = [
  'aix',
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
  'wasi',
];
const CPUS = ['arm64', 'arm', 'ia32', 'x64', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x', 'wasm32'];

/** `@esbuild/linux-arm64`, `lightningcss-linux-x64-musl`, `@rolldown/binding-wasm32-wasi` → os/cpu/libc. */
const platformOf = (name) => {
  const parts = name.split('/').pop().split('-');
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  const os = OSES.find((o) => parts.includes(o));
  const cpu = CPUS.find((c) => parts.includes(c));
  if (!os || !cpu) return null;
  const platform = { os: [os], cpu: [cpu] };
  if (parts.includes('musl')) platform.libc = ['musl'];
  else if (parts.includes('gnu')) platform.libc = ['glibc'];
  return platform;
};

/** Node's resolution: the nearest node_modules/<name> from `from` up to the root. */
const resolves = (from, name) => {
  let dir = from;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
};

let added = 0;
const skipped = [];
for (const [location, entry] of Object.entries({ ...packages })) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(location, name)) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) {
      skipped.push(`${name}@${spec} (needed by ${location || 'root'})`);
      continue;
    }
    const hoisted = `node_modules/${name}`;
    const target = packages[hoisted] ? `${location}/node_modules/${name}` : hoisted;
    packages[target] = {
      version: spec,
      ...(entry.dev ? { dev: true } : {}),
      ...(entry.devOptional ? { devOptional: true } : {}),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : 0)),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile: recorded ${added} optional platform package(s)`);
if (skipped.length)
  console.log(`lockfile: left alone (not a platform binary or no exact version):\n  ${skipped.join('\n  ')}`);
