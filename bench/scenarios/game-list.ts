/**
 * Game list (DESIGN.md §8: "game list (10,000 games, filter + search + page) server time p95 ≤ 10 ms").
 *
 * The server is built in process (`buildApp`, the same app `npm start` serves) on a freshly seeded
 * database holding the demo catalogue (10,000 games on the demo brand), and `GCSGAME_gameList` is
 * called through `app.inject` — routing, validation, the query, serialisation: the server's time,
 * without the network or a load generator sharing the 2 cores. Each request filters (category
 * and/or vendor and/or sub-category), searches and asks for a page other than the first.
 *
 * Baseline, same run, same database: the same filter + search + page as one SQL statement through
 * the games repository (`listGames`, what the list would cost answered by the database), the same
 * requests in the same order, alternating with the subject. The route answers from the brand's
 * catalogue held in process (ADR 024), so the ratio says what that buys; the budget applies to the
 * subject's p95 in ms (`budgetOn: 'value'`).
 *
 * Done on embedded PGlite and on PostgreSQL (a throwaway database; skipped if not reachable).
 * Settings (env): BENCH_GAME_LIST_REQUESTS (2,000 measured per round), BENCH_ROUNDS (3).
 */
import { performance } from 'node:perf_hooks';
import { connectDatabase, type DatabaseHandle } from '@luckwell/server/src/db/client.ts';
import { runMigrations } from '@luckwell/server/src/db/migrate.ts';
import { seedDemo } from '@luckwell/server/src/db/seed/demo-seed.ts';
import { createGamesRepository } from '@luckwell/server/src/modules/games/games.repository.ts';
import { merchants } from '@luckwell/server/src/modules/merchants/merchant.table.ts';
import { eq } from 'drizzle-orm';
import { startInProcessApp } from '../lib/in-process-app.ts';
import { adminUrl, createThrowawayDatabase, probe, shown } from '../lib/postgres.ts';
import { alternate, median, round3, setting, type TimedRound } from '../lib/timing.ts';
import { type Figure, IncompleteRun, type ScenarioContext } from '../lib/types.ts';

export const name = 'game-list';
export const description = 'GCSGAME_gameList over 10,000 games (filter + search + page), server time p95';

const BUDGET_MS = 10;
const BASELINE_OF = 'the same filter + search + page as one SQL query (games repository), no HTTP, same run';

/** Filter + search + page, every one; a mix of broad and narrow filters and of hits and misses. */
const REQUESTS: {
  gameType?: string;
  vassalage?: string;
  subCategory?: string;
  search: string;
  pageNum: number;
}[] = [
  { gameType: 'RNG', search: 'dragon', pageNum: 2 },
  { gameType: 'RNG', vassalage: 'NOVA', search: 'gold', pageNum: 2 },
  { gameType: 'JL', subCategory: 'JP', search: 'tiger', pageNum: 1 },
  { gameType: 'RNG', subCategory: 'SC', search: 'fortune', pageNum: 3 },
  { gameType: 'FISH', search: 'hunter', pageNum: 2 },
  { gameType: 'LIVE', vassalage: 'GOLDHALL', search: 'baccarat', pageNum: 2 },
  { gameType: 'RNG', vassalage: 'PHOENIX', subCategory: 'TG', search: 'a', pageNum: 4 },
  { gameType: 'PVP', search: 'poker', pageNum: 1 },
  { gameType: 'RNG', search: 'zzz-no-such-game', pageNum: 2 },
  { gameType: 'JL', search: 'deluxe', pageNum: 2 },
];
const PAGE_SIZE = 60;

const queryString = (r: (typeof REQUESTS)[number]) =>
  new URLSearchParams({
    ...Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)])),
    pageSize: String(PAGE_SIZE),
  }).toString();

const measure = async (
  ctx: ScenarioContext,
  handle: DatabaseHandle,
  label: 'pglite' | 'postgres',
  requests: number,
  rounds: number,
): Promise<Figure> => {
  const t0 = performance.now();
  await runMigrations(handle);
  await seedDemo(handle.db);
  ctx.log(`${label}: migrated and seeded in ${Math.round(performance.now() - t0)} ms`);
  const { app, close } = await startInProcessApp(ctx, handle, label);
  const [brand] = await handle.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, 'LW'));
  const repository = createGamesRepository(handle.db);

  const first = await app.inject({
    url: `/relay/GCSGAME_gameList?pageSize=1`,
    headers: { host: 'localhost' },
  });
  const total = first.json().value.total as number;
  if (total < 10_000) throw new Error(`the catalogue holds ${total} games, fewer than 10,000`);

  const viaHttp = async (i: number) => {
    const r = REQUESTS[i % REQUESTS.length]!;
    const start = performance.now();
    const response = await app.inject({
      url: `/relay/GCSGAME_gameList?${queryString(r)}`,
      headers: { host: 'localhost' },
    });
    const elapsed = performance.now() - start;
    if (response.statusCode !== 200)
      throw new Error(`gameList answered ${response.statusCode}: ${response.body}`);
    return elapsed;
  };
  const viaQuery = async (i: number) => {
    const { pageNum, ...filter } = REQUESTS[i % REQUESTS.length]!;
    const start = performance.now();
    await repository.listGames(brand!.id, filter, PAGE_SIZE, (pageNum - 1) * PAGE_SIZE);
    return performance.now() - start;
  };

  const runs: TimedRound[] = [];
  for (let round = 0; round < rounds; round++) {
    const run = await alternate({
      requests,
      warm: Math.max(50, Math.round(requests / 10)),
      round,
      subject: viaHttp,
      baseline: viaQuery,
    });
    runs.push(run);
    ctx.log(
      `${label} round ${round + 1}/${rounds}: gameList p95 ${run.p95Ms} ms (p50 ${run.p50Ms}), ` +
        `query alone p95 ${run.baselineP95Ms} ms (p50 ${run.baselineP50Ms})`,
    );
  }
  await close();
  const value = median(runs.map((r) => r.p95Ms));
  const baseline = median(runs.map((r) => r.baselineP95Ms));
  return {
    figure: `game-list-${label}`,
    value,
    unit: 'ms p95',
    baseline,
    baselineOf: BASELINE_OF,
    ratio: round3(value / baseline),
    budget: BUDGET_MS,
    budgetOn: 'value',
    budgetDirection: 'atMost',
    details: {
      database: label,
      catalogueGames: total,
      request: `GET /relay/GCSGAME_gameList?… (filter + search + pageNum, pageSize ${PAGE_SIZE}) via app.inject`,
      requestMix: REQUESTS.map(queryString),
      requestsPerRound: requests,
      rounds,
      aggregation: 'median over rounds of each round p95; ratio = value / baseline',
      runs,
    },
  };
};

export const run = async (ctx: ScenarioContext): Promise<Figure[]> => {
  const requests = setting('BENCH_GAME_LIST_REQUESTS', 2_000);
  const rounds = setting('BENCH_ROUNDS', 3);
  const figures: Figure[] = [];

  // The app closes its database when it closes.
  const pglite = await connectDatabase({});
  figures.push(await measure(ctx, pglite, 'pglite', requests, rounds));

  const url = adminUrl();
  const unreachable = await probe(url);
  if (unreachable) {
    ctx.skip(['game-list-postgres'], `PostgreSQL not reachable at ${shown(url)} (${unreachable})`);
    return figures;
  }
  try {
    const database = await createThrowawayDatabase(url);
    ctx.defer(`drop database ${database.name}`, database.drop);
    const handle = await connectDatabase({ databaseUrl: database.url, poolSize: 5 });
    figures.push(await measure(ctx, handle, 'postgres', requests, rounds));
    await database.drop();
  } catch (error) {
    throw new IncompleteRun(
      `PostgreSQL half failed: ${error instanceof Error ? error.message : String(error)}`,
      figures,
    );
  }
  return figures;
};
