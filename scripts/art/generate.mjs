#!/usr/bin/env node
/**
 * Regenerates every SVG under apps/web/public/img/ (logos, banners, vendor
 * marks, category icons and tiles, home illustrations, system pages, PWA icons,
 * social marks). There is no stock art: everything is drawn in code here, with
 * no dependencies, deterministically (same input → byte-identical files).
 *
 *   node scripts/art/generate.mjs            # write all
 *   node scripts/art/generate.mjs banners/   # only paths containing "banners/"
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { banners } from './assets/banners.mjs';
import { brand } from './assets/brand.mjs';
import { categories } from './assets/categories.mjs';
import { home } from './assets/home.mjs';
import { misc } from './assets/misc.mjs';
import { vendors } from './assets/vendors.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/public/img');
const LIMIT = 25 * 1024;

const filter = process.argv[2] ?? '';
const assets = [...brand(), ...banners(), ...vendors(), ...categories(), ...home(), ...misc()].filter(
  ([path]) => path.includes(filter),
);

let failed = false;
for (const [path, svg] of assets) {
  const file = join(ROOT, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  const size = Buffer.byteLength(svg);
  const problems = [];
  if (size >= LIMIT) problems.push(`${(size / 1024).toFixed(1)} KB is over the 25 KB budget`);
  if (!/<svg[^>]* width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/.test(svg))
    problems.push('missing width/height/viewBox');
  if (/<image|data:|@import|url\(http/.test(svg)) problems.push('embeds a bitmap or external resource');
  for (const tag of svg.match(/<[a-zA-Z][^>]*>/g) ?? []) {
    const names = [...tag.matchAll(/\s([\w:-]+)="/g)].map((m) => m[1]);
    if (new Set(names).size !== names.length) problems.push(`duplicate attribute in ${tag.slice(0, 60)}`);
  }
  if (problems.length) failed = true;
  console.log(
    `${problems.length ? '✗' : '✓'} ${path.padEnd(40)} ${(size / 1024).toFixed(1).padStart(5)} KB ${problems.join('; ')}`,
  );
}
console.log(`${assets.length} files written to ${ROOT}`);
if (failed) process.exitCode = 1;
