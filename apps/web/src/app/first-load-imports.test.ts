/**
 * Rules that keep the home page's first load small (DESIGN.md §8: ≤ 170 KB of JS gzip) and that a
 * bundle only shows when measured: a dynamic `import('zod')` makes the bundler keep the whole library
 * in one chunk that the first load's contracts then import from (it once cost 64 KB gzip), so the
 * player site only reaches zod through its contracts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe('first-load imports', () => {
  it('never imports zod itself dynamically', () => {
    const offenders = sources(SRC).filter((file) =>
      /import\(\s*['"]zod['"]\s*\)/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
