/**
 * The databases the server tests start from, built once and copied for each test (ADR 050): the
 * migrated schema, and the schema with the demo seeded, with or without its played rounds. Building
 * one takes seconds (PGlite's initdb, 17 migrations, the seed); copying one takes a fraction of that.
 *
 * A template is found by a key: a hash of everything that could change what it holds (the
 * migrations, the server and package sources the seed runs, the driver versions), so an edit to a
 * migration or to the seed is never answered from an old copy. A template also ages out after
 * `MAX_AGE_MS`, because the seed stamps its rows with the time it ran (`created_at`, the rounds of
 * the last three days): a test must not see demo rows older than a test run lasts.
 *
 * PGlite: a tarball of the data directory (`dumpDataDir`) in node_modules/.cache, loaded into a new
 * in-memory PGlite (`loadDataDir`). PostgreSQL: a database `luckwell_tpl_…` on the test server,
 * copied by `create database … template …`; an advisory lock keeps concurrent test workers (and
 * other checkouts on the same server) from building the same template twice.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '../db/client.ts';
import { MIGRATIONS_FOLDER, runMigrations } from '../db/migrate.ts';
import { seedDemo } from '../db/seed/demo-seed.ts';

export type TemplateKind = 'migrated' | 'seeded' | 'rounds';

/** Longer than a whole server test run, short enough that seeded timestamps stay recent. */
const MAX_AGE_MS = 10 * 60_000;
/** Template databases older than this are dropped; nobody can still be about to copy one. */
const PRUNE_AGE_MS = 3 * MAX_AGE_MS;
const TEMPLATE_LOCK_KEY = 7_300_422;

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
const CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/luckwell-test-databases');

/**
 * Every file the seed and migrations could depend on: the whole server source rather than the seed's
 * own folder, because the seed runs the wallet, members and catalogue code. Test files are left out
 * (a test never changes what the seed writes), so editing a test keeps its templates.
 */
const SOURCE_ROOTS = [
  MIGRATIONS_FOLDER,
  path.join(SERVER_ROOT, 'src'),
  path.join(REPO_ROOT, 'packages/contracts/src'),
  path.join(REPO_ROOT, 'packages/games/src'),
];
const VERSIONED_PACKAGES = ['@electric-sql/pglite', 'drizzle-orm', 'pg'];

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();

let key: string | undefined;
/** 12 hex digits of a SHA-256 over the sources above and the database packages' versions. */
export const templateKey = (): string => {
  if (key) return key;
  const hash = createHash('sha256');
  for (const root of SOURCE_ROOTS) {
    for (const file of listFiles(root)) {
      hash.update(path.relative(REPO_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  for (const name of VERSIONED_PACKAGES) {
    const manifest = path.join(REPO_ROOT, 'node_modules', name, 'package.json');
    hash.update(`${name}@${(JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version}\0`);
  }
  key = hash.digest('hex').slice(0, 12);
  return key;
};

/** What a fresh test database used to be built with, once per template. */
const fill = async (handle: DatabaseHandle, kind: TemplateKind) => {
  await runMigrations(handle);
  if (kind !== 'migrated') await seedDemo(handle.db, { rounds: kind === 'rounds' });
};

/** The newest of `names` (ending in `_<base-36 ms>` or `-<base-36 ms>`) young enough to use. */
const newest = (names: string[]): { name: string; builtAt: number } | undefined => {
  let best: { name: string; builtAt: number } | undefined;
  for (const name of names) {
    const builtAt = parseInt(/[-_]([0-9a-z]+)(?:\.tar)?$/.exec(name)?.[1] ?? '', 36);
    if (!Number.isFinite(builtAt) || Date.now() - builtAt > MAX_AGE_MS) continue;
    if (!best || builtAt > best.builtAt) best = { name, builtAt };
  }
  return best;
};

// --- PGlite ---------------------------------------------------------------------------------------

const loaded = new Map<TemplateKind, { blob: Blob; builtAt: number }>();

/** Builds a template and publishes it as `<prefix><time>.tar`; answers the dump and the file's name. */
const buildPgliteTemplate = async (prefix: string, kind: TemplateKind) => {
  // Named for when the seed's clock started, so its age is never understated.
  const started = Date.now();
  const handle = await connectDatabase({});
  try {
    await fill(handle, kind);
    // A checkpoint first, so the copy opens without replaying WAL: replay would move every sequence
    // on by its pre-logged values, and a copy's next ids would differ from a freshly seeded database's.
    await handle.db.execute(sql`checkpoint`);
    const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    mkdirSync(CACHE_DIR, { recursive: true });
    const name = `${prefix}${started.toString(36)}.tar`;
    const file = path.join(CACHE_DIR, name);
    const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.partial`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    // Workers that miss at the same moment each build and publish one; the newest wins, all are whole.
    renameSync(partial, file);
    return { dump, name, started };
  } finally {
    await handle.close();
  }
};

/**
 * Deletes the files nobody will load again (65 MB each): those too old to use, and those of `prefix`
 * that `kept` supersedes. A worker that listed one just before loses the race and builds its own.
 */
const prunePgliteTemplates = (prefix: string, kept: string) => {
  for (const name of readdirSync(CACHE_DIR)) {
    if (name === kept) continue;
    const file = path.join(CACHE_DIR, name);
    try {
      // Another worker's `.partial` is still being written: only finished files are superseded.
      const superseded = name.startsWith(prefix) && name.endsWith('.tar');
      if (superseded || Date.now() - statSync(file).mtimeMs > MAX_AGE_MS) rmSync(file, { force: true });
    } catch {
      // Another worker pruned it first.
    }
  }
};

/** The data directory to load into a new in-memory PGlite. */
export const pgliteTemplate = async (kind: TemplateKind): Promise<Blob> => {
  const cached = loaded.get(kind);
  if (cached && Date.now() - cached.builtAt <= MAX_AGE_MS) return cached.blob;
  const prefix = `${templateKey()}-${kind}-`;
  let names: string[] = [];
  try {
    names = readdirSync(CACHE_DIR).filter((name) => name.startsWith(prefix) && name.endsWith('.tar'));
  } catch {
    // No cache yet (a fresh clone): build below.
  }
  const found = newest(names);
  if (found) {
    try {
      const blob = new Blob([readFileSync(path.join(CACHE_DIR, found.name))]);
      loaded.set(kind, { blob, builtAt: found.builtAt });
      return blob;
    } catch {
      // Pruned between listing and reading: build below.
    }
  }
  const { dump, name, started } = await buildPgliteTemplate(prefix, kind);
  prunePgliteTemplates(prefix, name);
  loaded.set(kind, { blob: dump, builtAt: started });
  return dump;
};

// --- PostgreSQL -----------------------------------------------------------------------------------

/** `url` with its database name replaced by `name`. */
export const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** Runs `statement` until no other session holds `name` (closed pool connections take a moment to leave). */
export const retryWhileInUse = async (client: pg.Client, statement: string) => {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(statement);
      return;
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};

const templateNames = async (admin: pg.Client, prefix: string) => {
  const { rows } = await admin.query<{ datname: string }>(
    'select datname from pg_database where starts_with(datname, $1)',
    [prefix],
  );
  return rows.map((row) => row.datname);
};

/** Builds under a temporary name and renames at the end, so a crashed build is never used. */
const buildPostgresTemplate = async (
  admin: pg.Client,
  serverUrl: string,
  prefix: string,
  kind: TemplateKind,
) => {
  const started = Date.now();
  const building = `luckwell_tplbuild_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${building}`);
  const handle = await connectDatabase({ databaseUrl: withDatabaseName(serverUrl, building), poolSize: 5 });
  try {
    await fill(handle, kind);
  } finally {
    await handle.close();
  }
  const name = `${prefix}${started.toString(36)}`;
  await retryWhileInUse(admin, `alter database ${building} rename to ${name}`);
  return name;
};

const prunePostgresTemplates = async (admin: pg.Client) => {
  // Under the lock, so every build database left is one a crashed run abandoned.
  for (const name of await templateNames(admin, 'luckwell_tplbuild_')) {
    await admin.query(`drop database if exists ${name}`).catch(() => undefined);
  }
  for (const name of await templateNames(admin, 'luckwell_tpl_')) {
    const builtAt = parseInt(name.slice(name.lastIndexOf('_') + 1), 36);
    if (Number.isFinite(builtAt) && Date.now() - builtAt <= PRUNE_AGE_MS) continue;
    await admin.query(`drop database if exists ${name}`).catch(() => undefined);
  }
};

/** The name of a database on the TEST_DATABASE_URL server to copy with `create database … template`. */
export const postgresTemplate = async (serverUrl: string, kind: TemplateKind): Promise<string> => {
  const prefix = `luckwell_tpl_${templateKey()}_${kind}_`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const ready = newest(await templateNames(admin, prefix));
    if (ready) return ready.name;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      // Another worker may have built it while this one waited for the lock.
      const built = newest(await templateNames(admin, prefix));
      if (built) return built.name;
      const name = await buildPostgresTemplate(admin, serverUrl, prefix, kind);
      await prunePostgresTemplates(admin);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await admin.end();
  }
};
