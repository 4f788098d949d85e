/**
 * `npm run ledger:check`: proves the books of the database the server uses (DATABASE_URL, or the
 * embedded PGlite in DATA_DIR, read from the environment exactly as the server reads it) obey
 * DESIGN.md §4, and lists the rows that do not.
 *
 * Exit 0: every invariant holds. 1: it does not; the offending rows are printed. 2: nothing could
 * be checked (configuration, connection, missing or outdated schema, embedded database in use).
 *
 * Embedded PGlite is single-process: stop the server first. A leftover `postmaster.pid` (a running
 * server, or one killed with SIGKILL) stops the check unless `--force` is given.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { connectDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrationState } from '../db/migrate.ts';
import { checkLedger, type LedgerReport } from '../modules/wallet/ledger-check.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';

const SHOWN_ROWS = 50;

class CannotCheck extends Error {}

/** Rows as an aligned text table; bigints print as plain digits. */
const table = (rows: object[]) => {
  const shown = rows.slice(0, SHOWN_ROWS) as Record<string, unknown>[];
  const columns = Object.keys(shown[0] ?? {});
  const cells = shown.map((row) => columns.map((c) => (row[c] === null ? '—' : String(row[c]))));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((line) => line[i]!.length)));
  const line = (values: string[]) => `    ${values.map((v, i) => v.padEnd(widths[i]!)).join('  ')}`.trimEnd();
  const more = rows.length > shown.length ? [`    … and ${rows.length - shown.length} more`] : [];
  return [line(columns), ...cells.map(line), ...more].join('\n');
};

const where = (databaseUrl: string | undefined, dataDir: string) => {
  if (!databaseUrl) return `embedded PGlite in ${path.resolve(dataDir, 'pglite')}`;
  const url = new URL(databaseUrl);
  return `PostgreSQL ${url.hostname}:${url.port || '5432'}${url.pathname}`;
};

const open = async (databaseUrl: string | undefined, dataDir: string, force: boolean) => {
  if (!databaseUrl) {
    const location = path.resolve(dataDir, 'pglite');
    if (!existsSync(path.join(location, 'PG_VERSION'))) {
      throw new CannotCheck(`no embedded database at ${location} (is DATA_DIR right?)`);
    }
    if (existsSync(path.join(location, 'postmaster.pid')) && !force) {
      throw new CannotCheck(
        `${location} is open in another process, or its server was killed. PGlite allows one process at a time: stop the server and run again, or pass --force if nothing else is using it.`,
      );
    }
  }
  return connectDatabase({ databaseUrl, dataDir, poolSize: 1 });
};

const ensureMigrated = async (database: DatabaseHandle) => {
  const state = await migrationState(database).catch(() => undefined);
  if (!state || state.applied === 0) {
    throw new CannotCheck(
      'the database has no Luckwell schema; start the server once (it migrates at start)',
    );
  }
  if (state.applied < state.expected) {
    throw new CannotCheck(
      `the database has ${state.applied} of the ${state.expected} migrations this code ships; start the server once to migrate`,
    );
  }
  return state;
};

const print = (report: LedgerReport, migrations: { applied: number; expected: number }) => {
  const mark = (rows: unknown[]) => (rows.length === 0 ? 'ok  ' : 'FAIL');
  console.log(
    [
      `  migrations  ${migrations.applied} applied (${migrations.expected} shipped)`,
      `  accounts    ${report.accounts}`,
      `  entries     ${report.entries}`,
      `  postings    ${report.postings}`,
      '',
    ].join('\n'),
  );
  const checks: [string, object[]][] = [
    [
      'every journal entry has 2+ postings in one currency and brand, summing to zero',
      report.unbalancedEntries,
    ],
    ['every balance equals the sum of its postings and its latest balance-after', report.balanceMismatches],
    ['no member wallet below zero', report.negativeMemberWallets],
    ['every member wallet kept at or above zero by the database CHECK', report.unprotectedMemberWallets],
    ["every member's held money equals the sum of their open holds", report.holdMismatches],
  ];
  for (const [what, rows] of checks) {
    console.log(`  ${mark(rows)} ${what}${rows.length ? ` — ${rows.length} offending row(s):` : ''}`);
    if (rows.length) console.log(table(rows));
  }
};

const main = async () => {
  const force = process.argv.includes('--force');
  const config = loadConfig();
  console.log(`Ledger check: ${where(config.DATABASE_URL, config.DATA_DIR)}\n`);
  const database = await open(config.DATABASE_URL, config.DATA_DIR, force);
  try {
    const migrations = await ensureMigrated(database);
    const report = await checkLedger(database.db);
    print(report, migrations);
    console.log(report.ok ? '\nThe books balance.' : '\nThe books do NOT balance: see the rows above.');
    return report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof CannotCheck) console.error(error.message);
    else {
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      console.error(`ledger check failed: ${(error as Error).message}${cause ? ` (${cause})` : ''}`);
    }
    process.exit(2);
  },
);
