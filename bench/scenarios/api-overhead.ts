/**
 * API overhead (DESIGN.md §8: "the permission call vs a raw node:http hello world ≥ 0.3").
 *
 * A raw node:http hello world and the Luckwell server run as child processes; autocannon (in this
 * process, on the same box) loads them one at a time, alternating baseline and subjects for a few
 * rounds, and each figure is the median req/s of the subject over the median of the baseline.
 * Done once on embedded PGlite and once on PostgreSQL (a throwaway database, skipped if
 * PostgreSQL is not reachable).
 *
 * Settings (env): BENCH_CONNECTIONS (50), BENCH_DURATION seconds (10), BENCH_WARMUP seconds (3),
 * BENCH_ROUNDS (3), BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/test).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type LoadResult, measureLoad } from '../lib/load.ts';
import { startLuckwell } from '../lib/luckwell.ts';
import { adminUrl, createThrowawayDatabase, probe, shown } from '../lib/postgres.ts';
import { type HttpChild, startHttpChild } from '../lib/processes.ts';
import { type Figure, IncompleteRun, type ScenarioContext } from '../lib/types.ts';

export const name = 'api-overhead';
export const description = 'GET /health and the permission call vs a raw node:http hello world';

/** DESIGN.md §8. /health is reported beside it without a budget of its own. */
const PERMISSION_BUDGET = 0.3;
const BASELINE_OF = 'raw node:http hello world, same run';

const setting = (key: string, fallback: number) => {
  const raw = process.env[key];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${key} must be a non-negative number`);
  return value;
};

const settings = () => ({
  connections: setting('BENCH_CONNECTIONS', 50),
  durationSeconds: setting('BENCH_DURATION', 10),
  warmupSeconds: setting('BENCH_WARMUP', 3),
  rounds: Math.max(1, Math.round(setting('BENCH_ROUNDS', 3))),
});
type Settings = ReturnType<typeof settings>;

type Database = 'pglite' | 'postgres';

interface Target {
  key: 'hello' | 'permission' | 'health';
  url: string;
  headers?: Record<string, string>;
}

/** The shared server start, plus a fast failure (not after minutes of load) if the permission call is broken. */
const startServer = async (ctx: ScenarioContext, database: Database, env: Record<string, string>) => {
  const server = await startLuckwell(ctx, database, env);
  const response = await fetch(`${server.origin}/wps/system/permission`, { headers: { host: 'localhost' } });
  const body = (await response.json()) as { success?: boolean; code?: string };
  if (response.status !== 200 || body.success !== true) {
    throw new Error(`the permission call answered ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
  return server;
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Baseline and subjects alternately, rotating the order each round; medians per target. */
const measure = async (
  ctx: ScenarioContext,
  hello: HttpChild,
  server: HttpChild,
  database: Database,
  s: Settings,
): Promise<Figure[]> => {
  const targets: Target[] = [
    { key: 'hello', url: `${hello.origin}/` },
    { key: 'permission', url: `${server.origin}/wps/system/permission`, headers: { host: 'localhost' } },
    { key: 'health', url: `${server.origin}/health` },
  ];
  const runs: Record<Target['key'], LoadResult[]> = { hello: [], permission: [], health: [] };
  for (let round = 0; round < s.rounds; round++) {
    const order = targets.map((_, i) => targets[(i + round) % targets.length]!);
    for (const target of order) {
      const result = await measureLoad({
        url: target.url,
        headers: target.headers ?? {},
        connections: s.connections,
        durationSeconds: s.durationSeconds,
        warmupSeconds: s.warmupSeconds,
      });
      runs[target.key].push(result);
      ctx.log(
        `${database} round ${round + 1}/${s.rounds} ${target.key.padEnd(10)} ` +
          `${Math.round(result.reqPerSec).toLocaleString('en-US').padStart(7)} req/s  p99 ${result.p99Ms} ms`,
      );
    }
  }

  const baseline = median(runs.hello.map((r) => r.reqPerSec));
  const baselineP99 = median(runs.hello.map((r) => r.p99Ms));
  const figure = (key: 'permission' | 'health', path: string, budget: number | null): Figure => {
    const value = median(runs[key].map((r) => r.reqPerSec));
    return {
      figure: `${key}-${database}`,
      value: Math.round(value),
      unit: 'req/s',
      baseline: Math.round(baseline),
      baselineOf: BASELINE_OF,
      ratio: round3(value / baseline),
      budget,
      p99Ms: median(runs[key].map((r) => r.p99Ms)),
      details: {
        request: `GET ${path}${key === 'permission' ? ' (Host: localhost)' : ''}`,
        database,
        baselineP99Ms: baselineP99,
        connections: s.connections,
        durationSeconds: s.durationSeconds,
        warmupSeconds: s.warmupSeconds,
        rounds: s.rounds,
        aggregation: 'median req/s and median p99 over the rounds; ratio = value / baseline',
        runs: runs[key].map((r, i) => ({
          reqPerSec: round1(r.reqPerSec),
          p99Ms: r.p99Ms,
          baselineReqPerSec: round1(runs.hello[i]!.reqPerSec),
          baselineP99Ms: runs.hello[i]!.p99Ms,
          ratio: round3(r.reqPerSec / runs.hello[i]!.reqPerSec),
        })),
      },
    };
  };
  return [
    figure('permission', '/wps/system/permission', PERMISSION_BUDGET),
    figure('health', '/health', null),
  ];
};

export const run = async (ctx: ScenarioContext): Promise<Figure[]> => {
  const s = settings();
  const perDatabase = s.rounds * 3 * (s.durationSeconds + s.warmupSeconds);
  ctx.log(
    `${s.connections} connections, ${s.warmupSeconds} s warm-up + ${s.durationSeconds} s per measurement, ` +
      `${s.rounds} round(s) of hello world / permission / health: ~${2 * perDatabase} s of load on two databases`,
  );

  const hello = await startHttpChild({
    name: 'hello world',
    command: process.execPath,
    args: [path.join(ctx.benchDir, 'lib/hello-world.mjs')],
    cwd: ctx.benchDir,
    env: process.env,
    readyPath: '/',
  });
  ctx.defer('stop hello world', hello.stop);

  const figures: Figure[] = [];

  // Embedded PGlite, in a fresh temp dir.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'luckwell-bench-'));
  ctx.defer(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  const pglite = await startServer(ctx, 'pglite', { DATA_DIR: dataDir });
  figures.push(...(await measure(ctx, hello, pglite, 'pglite', s)));
  await pglite.stop();

  // PostgreSQL, in a throwaway database.
  const url = adminUrl();
  const unreachable = await probe(url);
  if (unreachable) {
    ctx.skip(
      ['permission-postgres', 'health-postgres'],
      `PostgreSQL not reachable at ${shown(url)} (${unreachable})`,
    );
    return figures;
  }
  try {
    const database = await createThrowawayDatabase(url);
    ctx.defer(`drop database ${database.name}`, database.drop);
    ctx.log(`created database ${database.name}`);
    const postgres = await startServer(ctx, 'postgres', { DATABASE_URL: database.url, DATA_DIR: dataDir });
    figures.push(...(await measure(ctx, hello, postgres, 'postgres', s)));
    await postgres.stop();
    await database.drop();
    ctx.log(`dropped database ${database.name}`);
  } catch (error) {
    throw new IncompleteRun(
      `PostgreSQL half failed: ${error instanceof Error ? error.message : String(error)}`,
      figures,
    );
  }
  return figures;
};
