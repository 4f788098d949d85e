/**
 * The upline tree at 100,000 members (issue 16: "Everything under agent X and the path above member Y
 * are index lookups (PostgreSQL ltree with GiST, or a closure table: measure both at 100,000 members
 * and record the choice in an ADR)"; ADR 054).
 *
 * On a throwaway PostgreSQL database, migrated and seeded with the demo (without its played rounds),
 * 100,000 members are written under 20 top agents, four direct downlines each down to 7 levels (the
 * trigger of migration 0023 keeps the closure table as they are written). A copy of every member's
 * path is also kept as an `ltree` with a GiST index. One lookup is what the agent centre asks of the
 * tree: how many members are under agent X, the nearest 50 of them with account and level, and the
 * path above a member Y at the bottom of X's team; X is a top agent or a second-level agent in turn.
 *
 * Subject: the closure table (`member_tree`), the shape the server uses. Second figure: the same
 * lookups on `ltree`. Baseline of both, same run, alternating: the recursive CTEs over `upline_id`
 * that the closure table replaced. Reported, not budgeted (the team overview's 150 ms budget is on the
 * reports built on top of this).
 *
 * Settings (env): BENCH_TREE_MEMBERS (100,000), BENCH_TREE_LOOKUPS (400 measured per round), BENCH_ROUNDS (3).
 */
import { performance } from 'node:perf_hooks';
import { connectDatabase, type DatabaseHandle, rowsOf } from '@luckwell/server/src/db/client.ts';
import { runMigrations } from '@luckwell/server/src/db/migrate.ts';
import { seedDemo } from '@luckwell/server/src/db/seed/demo-seed.ts';
import { merchants } from '@luckwell/server/src/modules/merchants/merchant.table.ts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { adminUrl, createThrowawayDatabase, probe, shown } from '../lib/postgres.ts';
import { withTeamRollupsOff } from '../lib/team-rollups.ts';
import { alternate, median, round3, setting, type TimedRound } from '../lib/timing.ts';
import type { Figure, ScenarioContext } from '../lib/types.ts';

export const name = 'team-tree';
export const description =
  'the upline tree at 100,000 members: team size, nearest 50 and path above, closure table vs ltree vs recursive CTE';

const BASELINE_OF =
  'the same lookups by recursive CTEs over members.upline_id (what the closure table replaced), same run';
const ROOTS = 20;
const BRANCHING = 4;

type Lookup = { agent: number; leaf: number };
type Shape = { team: (agent: number) => SQL; nearest: (agent: number) => SQL; above: (leaf: number) => SQL };

const closure: Shape = {
  team: (agent) => sql`select count(*)::int as n from member_tree where ancestor_id = ${agent} and depth > 0`,
  nearest: (agent) => sql`select m.id, m.account, t.depth from member_tree t
    join members m on m.id = t.descendant_id
    where t.ancestor_id = ${agent} and t.depth > 0 order by t.depth, lower(m.account) limit 50`,
  above: (leaf) =>
    sql`select ancestor_id from member_tree where descendant_id = ${leaf} and depth > 0 order by depth`,
};

const ltree: Shape = {
  team: (agent) => sql`select count(*)::int - 1 as n from bench_member_paths
    where path <@ (select path from bench_member_paths where id = ${agent})`,
  nearest: (agent) => sql`select m.id, m.account, nlevel(p.path) - nlevel(x.path) as depth
    from bench_member_paths x join bench_member_paths p on p.path <@ x.path and p.id <> x.id
    join members m on m.id = p.id
    where x.id = ${agent} order by nlevel(p.path), lower(m.account) limit 50`,
  above: (leaf) => sql`select p.id from bench_member_paths p
    where p.path @> (select path from bench_member_paths where id = ${leaf}) and p.id <> ${leaf}
    order by nlevel(p.path) desc`,
};

const recursive: Shape = {
  team: (agent) => sql`with recursive tree (id) as (
      select id from members where upline_id = ${agent}
      union all select m.id from members m join tree t on m.upline_id = t.id)
    select count(*)::int as n from tree`,
  nearest: (agent) => sql`with recursive tree (id, depth) as (
      select id, 1 from members where upline_id = ${agent}
      union all select m.id, t.depth + 1 from members m join tree t on m.upline_id = t.id)
    select m.id, m.account, t.depth from tree t join members m on m.id = t.id
    order by t.depth, lower(m.account) limit 50`,
  above: (leaf) => sql`with recursive chain (id, upline_id, depth) as (
      select id, upline_id, 0 from members where id = ${leaf}
      union all select m.id, m.upline_id, c.depth + 1 from members m join chain c on m.id = c.upline_id)
    select upline_id from chain where upline_id is not null order by depth`,
};

/** One lookup as the agent centre asks it: the three queries in turn, timed together. */
const timed = (handle: DatabaseHandle, shape: Shape, lookups: Lookup[]) => async (i: number) => {
  const { agent, leaf } = lookups[i % lookups.length] as Lookup;
  const start = performance.now();
  await handle.db.execute(shape.team(agent));
  await handle.db.execute(shape.nearest(agent));
  await handle.db.execute(shape.above(leaf));
  return performance.now() - start;
};

const build = async (ctx: ScenarioContext, handle: DatabaseHandle, count: number) => {
  const t0 = performance.now();
  await runMigrations(handle);
  await seedDemo(handle.db, { rounds: false });
  const db = handle.db;
  const [lw] = await db.select().from(merchants).where(eq(merchants.code, 'LW'));
  if (!lw) throw new Error('the demo brand LW is missing');
  // Member n (0-based) is a top agent for n < ROOTS, else under member (n - ROOTS) / BRANCHING: ids
  // are consecutive from `base`, so the upline is known before its row is written.
  const [next] = rowsOf<{ base: number }>(
    await db.execute(sql`select nextval(pg_get_serial_sequence('members', 'id'))::int + 1 as base`),
  );
  const base = Number(next?.base);
  await db.execute(sql`select setval(pg_get_serial_sequence('members', 'id'), ${base - 1})`);
  // The closure table's triggers write each member's rows; the team rollups are recounted once after.
  await withTeamRollupsOff(db, () =>
    db.execute(sql`
      insert into members (id, merchant_id, account, nickname, type, password_hash, referral_code, upline_id)
      select ${base}::bigint + g, ${lw.id}, 'tree' || g, 'tree' || g, case when g < ${ROOTS * (BRANCHING + 1)} then 1 else 0 end,
        'x', 'TREE' || g, case when g < ${ROOTS} then null else ${base}::bigint + (g - ${ROOTS}) / ${BRANCHING} end
      from generate_series(0, ${count - 1}) as g`),
  );
  await db.execute(sql`select setval(pg_get_serial_sequence('members', 'id'), ${base + count})`);
  ctx.log(`postgres: ${count} members and their closure rows in ${Math.round(performance.now() - t0)} ms`);

  const t1 = performance.now();
  await db.execute(sql`create extension if not exists ltree`);
  await db.execute(sql`create table bench_member_paths (id bigint primary key, path ltree not null)`);
  await db.execute(sql`
    insert into bench_member_paths (id, path)
    select t.descendant_id, text2ltree(string_agg(t.ancestor_id::text, '.' order by t.depth desc))
    from member_tree t group by t.descendant_id`);
  await db.execute(sql`create index bench_member_paths_gist on bench_member_paths using gist (path)`);
  await db.execute(sql`analyze`);
  const [sizes] = rowsOf<{ closure: number; paths: number; closure_bytes: string; ltree_bytes: string }>(
    await db.execute(sql`select (select count(*)::int from member_tree) as closure,
      (select count(*)::int from bench_member_paths) as paths,
      pg_size_pretty(pg_total_relation_size('member_tree')) as closure_bytes,
      pg_size_pretty(pg_total_relation_size('bench_member_paths')) as ltree_bytes`),
  );
  ctx.log(
    `postgres: ltree paths in ${Math.round(performance.now() - t1)} ms; closure ${sizes?.closure} rows ` +
      `(${sizes?.closure_bytes}), ltree ${sizes?.paths} rows (${sizes?.ltree_bytes})`,
  );

  // Agents: every top agent and every second-level agent, each with a member at the bottom of its team.
  const agents = rowsOf<{ agent: number; leaf: number; team: number }>(
    await db.execute(sql`
      select a.id::int as agent,
        (select t.descendant_id::int from member_tree t where t.ancestor_id = a.id order by t.depth desc, t.descendant_id limit 1) as leaf,
        (select count(*)::int from member_tree t where t.ancestor_id = a.id and t.depth > 0) as team
      from members a where a.id between ${base} and ${base + ROOTS * (BRANCHING + 1) - 1}`),
  ).map((row) => ({ agent: Number(row.agent), leaf: Number(row.leaf), team: Number(row.team) }));
  return { lookups: agents, sizes, base };
};

const measure = async (
  ctx: ScenarioContext,
  handle: DatabaseHandle,
  count: number,
  lookupsPerRound: number,
  rounds: number,
): Promise<Figure[]> => {
  const { lookups, sizes } = await build(ctx, handle, count);
  const teamSizes = lookups.map((l) => l.team);
  // The three shapes must agree before they are timed.
  for (const { agent, leaf } of lookups.slice(0, 6)) {
    const answers = await Promise.all(
      [closure, ltree, recursive].map(async (shape) => [
        rowsOf<{ n: number }>(await handle.db.execute(shape.team(agent)))[0]?.n,
        rowsOf(await handle.db.execute(shape.above(leaf))).length,
      ]),
    );
    if (new Set(answers.map((a) => a.join('/'))).size !== 1)
      throw new Error(`the shapes disagree for agent ${agent}: ${JSON.stringify(answers)}`);
  }

  const figures: Figure[] = [];
  for (const [figure, shape] of [
    ['team-tree-closure', closure],
    ['team-tree-ltree', ltree],
  ] as const) {
    const runs: TimedRound[] = [];
    for (let round = 0; round < rounds; round++) {
      const run = await alternate({
        requests: lookupsPerRound,
        warm: 20,
        round,
        subject: timed(handle, shape, lookups),
        baseline: timed(handle, recursive, lookups),
      });
      runs.push(run);
      ctx.log(
        `${figure} round ${round + 1}/${rounds}: p95 ${run.p95Ms} ms (p50 ${run.p50Ms}), ` +
          `recursive CTE p95 ${run.baselineP95Ms} ms (p50 ${run.baselineP50Ms})`,
      );
    }
    const value = median(runs.map((r) => r.p95Ms));
    const baseline = median(runs.map((r) => r.baselineP95Ms));
    figures.push({
      figure,
      value,
      unit: 'ms p95',
      baseline,
      baselineOf: BASELINE_OF,
      ratio: round3(value / baseline),
      budget: null,
      details: {
        database: 'postgres',
        members: count,
        agents: lookups.length,
        teamSizes: { min: Math.min(...teamSizes), max: Math.max(...teamSizes) },
        storage: sizes,
        lookup:
          'team size of agent X, its nearest 50 (account, level), the path above a member at the bottom of X’s team',
        lookupsPerRound,
        rounds,
        aggregation: 'median over rounds of each round p95; ratio = value / baseline',
        runs,
      },
    });
  }
  return figures;
};

export const run = async (ctx: ScenarioContext): Promise<Figure[]> => {
  const count = setting('BENCH_TREE_MEMBERS', 100_000);
  const lookups = setting('BENCH_TREE_LOOKUPS', 400);
  const rounds = setting('BENCH_ROUNDS', 3);
  const url = adminUrl();
  const unreachable = await probe(url);
  if (unreachable) {
    ctx.skip(
      ['team-tree-closure', 'team-tree-ltree'],
      `PostgreSQL not reachable at ${shown(url)} (${unreachable})`,
    );
    return [];
  }
  const database = await createThrowawayDatabase(url);
  ctx.defer(`drop database ${database.name}`, database.drop);
  const handle = await connectDatabase({ databaseUrl: database.url, poolSize: 5 });
  try {
    return await measure(ctx, handle, count, lookups, rounds);
  } finally {
    await handle.close();
    await database.drop();
  }
};
