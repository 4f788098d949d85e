#!/usr/bin/env node
/**
 * Builds the two SPAs when their sources changed since the last build (a content fingerprint is
 * kept in dist/.build-stamp), so `npm start` pays for a build once. `--force` always rebuilds.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', '.tsbuild', 'test-results']);

const APPS = [
  {
    name: 'web',
    dir: 'apps/web',
    inputs: ['apps/web', 'packages/ui/src', 'packages/contracts/src', 'packages/games/src'],
    // The server's build of the home page (ADR 075): apps/web/dist-ssr/entry-server.js.
    serverEntry: 'src/entry-server.tsx',
    drawnBanners: true,
  },
  {
    name: 'admin',
    dir: 'apps/admin',
    // The lottery desk reads the result sheet's structure from packages/games (ADR 081).
    inputs: ['apps/admin', 'packages/ui/src', 'packages/contracts/src', 'packages/games/src'],
  },
];

const listFiles = (dir) => {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
};

const fingerprint = (inputs) => {
  const hash = createHash('sha256');
  const files = [
    ...inputs.flatMap((input) => listFiles(path.join(root, input))),
    path.join(root, 'package-lock.json'),
  ]
    .filter((file) => existsSync(file) && statSync(file).isFile())
    .sort();
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
};

/** Each app's own Vite (workspaces may install it beside the app rather than at the root). */
const viteBin = (dir) =>
  path.join(
    path.dirname(createRequire(path.join(root, dir, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );

/** Text assets get .gz and .br siblings, which the server sends to browsers that accept them. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const precompress = (dist) => {
  let files = 0;
  for (const file of listFiles(dist)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    files += 1;
  }
  return files;
};

/**
 * The site's drawn banners (SVG art a carousel shows full width) get WebP renditions at the widths a
 * phone or a desktop asks for, listed in img/renditions.json; the server offers them as the
 * banner's srcset (docs/decisions/083-drawn-banners-as-webp.md). A browser then decodes a bitmap off
 * the main thread instead of laying out and painting a thousand-element SVG before its first paint.
 */
const RENDITION_WIDTHS = [640, 960, 1280, 1920];
const RENDERED_AT_LEAST = 1280;
const renderDrawnBanners = async (dist) => {
  const dir = path.join(dist, 'img', 'banners');
  if (!existsSync(dir)) return 0;
  const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');
  const manifest = {};
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.svg'))
    .sort()) {
    const file = path.join(dir, name);
    const { width = 0 } = await sharp(file).metadata();
    if (width < RENDERED_AT_LEAST) continue;
    const widths = RENDITION_WIDTHS.filter((w) => w <= width);
    for (const w of widths) {
      await sharp(file, { density: (72 * w) / width })
        .resize(w)
        .webp({ quality: 75 })
        .toFile(path.join(dir, `${name.slice(0, -4)}-${w}.webp`));
    }
    manifest[`/img/banners/${name}`] = { type: 'image/webp', widths };
  }
  writeFileSync(path.join(dist, 'img', 'renditions.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return Object.keys(manifest).length;
};

const force = process.argv.includes('--force');
for (const app of APPS) {
  if (!existsSync(path.join(root, app.dir, 'vite.config.ts'))) continue;
  const stampFile = path.join(root, app.dir, 'dist', '.build-stamp');
  const print = fingerprint(app.inputs);
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  const built =
    existsSync(path.join(root, app.dir, 'dist', 'index.html')) &&
    (!app.serverEntry || existsSync(path.join(root, app.dir, 'dist-ssr', 'entry-server.js')));
  if (!force && stamp === print && built) {
    console.log(`  ${app.name}: up to date`);
    continue;
  }
  console.log(`  ${app.name}: building…`);
  const started = Date.now();
  const vite = (...args) =>
    spawnSync(process.execPath, [viteBin(app.dir), 'build', '--logLevel', 'warn', ...args], {
      cwd: path.join(root, app.dir),
      stdio: 'inherit',
    });
  let result = vite();
  if (result.status === 0 && app.serverEntry) result = vite('--ssr', app.serverEntry);
  if (result.status !== 0) {
    console.error(`  ${app.name}: build failed`);
    process.exit(result.status ?? 1);
  }
  const rendered = app.drawnBanners ? await renderDrawnBanners(path.join(root, app.dir, 'dist')) : 0;
  const compressed = precompress(path.join(root, app.dir, 'dist'));
  writeFileSync(stampFile, print);
  console.log(
    `  ${app.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s (${compressed} files precompressed` +
      `${rendered ? `, ${rendered} banners as WebP` : ''})`,
  );
}
