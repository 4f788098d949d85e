/**
 * Member profit and loss (DESIGN.md §8: "member profit and loss, 100,000 bets over 90 days, p95 ≤ 20 ms
 * on PostgreSQL"; ADR 049).
 *
 * On a throwaway PostgreSQL database, migrated and seeded with the demo (without its played
 * rounds), one member gets 100,000 settled rounds spread over the last 90 days, on one game of every vendor
 * and category of the demo catalogue (every pair each day: the most aggregate rows), and two approved deposits a day. The rounds are written
 * straight into `bet_records` and their daily aggregates built by the same statement the migration
 * backfills with (migration 0018), which the server tests prove equal to the aggregates kept as rounds
 * settle. The subject is `GET /wps/member/profit` through `app.inject` (the guard's session lookup,
 * validation, the aggregate and cashier queries, serialisation), for the last 7, 30 and 90 days in
 * turn.
 *
 * Baseline, same run, same database, same ranges in the same order, alternating with the subject:
 * the bet figures by day and by category answered by scanning the member's raw bet records (joined
 * to the catalogue for the category) — the query the aggregates replace. The budget applies to the
 * subject's p95 in ms (`budgetOn: 'value'`); the ratio says what the aggregates buy.
 *
 * Settings (env): BENCH_PNL_BETS (100,000), BENCH_PNL_REQUESTS (600 measured per round), BENCH_ROUNDS (3).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { lastDays } from '@luckwell/contracts/member/profit-and-loss';
import { connectDatabase, type DatabaseHandle } from '@luckwell/server/src/db/client.ts';
import { runMigrations } from '@luckwell/server/src/db/migrate.ts';
import { seedDemo } from '@luckwell/server/src/db/seed/demo-seed.ts';
import { hashPassword } from '@luckwell/server/src/modules/auth/passwords.ts';
import { members } from '@luckwell/server/src/modules/members/member.table.ts';
import { merchants } from '@luckwell/server/src/modules/merchants/merchant.table.ts';
import { createAuthClient } from '@luckwell/server/src/testing/auth-client.ts';
import { eq, sql } from 'drizzle-orm';
import { startInProcessApp } from '../lib/in-process-app.ts';
import { adminUrl, createThrowawayDatabase, probe, shown } from '../lib/postgres.ts';
import { alternate, median, round3, setting, type TimedRound } from '../lib/timing.ts';
import type { Figure, ScenarioContext } from '../lib/types.ts';

export const name = 'profit-and-loss';
export const description =
  'GET /wps/member/profit for a member with 100,000 bets over 90 days, p95 on PostgreSQL';

const BUDGET_MS = 20;
const BASELINE_OF =
  'the same bet figures by day and by category scanned from the raw bet records (no aggregates), same run';
const PRESETS = [7, 30, 90];
const ACCOUNT = 'bench_pnl';
const PASSWORD = 'Bench@2026';

/** The migration's backfill statement: the aggregates of every settled round not yet counted. */
const backfill = () =>
  readFileSync(
    fileURLToPath(new URL('../../apps/server/drizzle/0018_bet_daily.sql', import.meta.url)),
    'utf8',
  )
    .split('--> statement-breakpoint')
    .at(-1)!;

const measure = async (
  ctx: ScenarioContext,
  handle: DatabaseHandle,
  bets: number,
  requests: number,
  rounds: number,
): Promise<Figure> => {
  const t0 = performance.now();
  await runMigrations(handle);
  await seedDemo(handle.db, { rounds: false });
  ctx.log(`postgres: migrated and seeded in ${Math.round(performance.now() - t0)} ms`);
  const db = handle.db;
  const [lw] = await db.select().from(merchants).where(eq(merchants.code, 'LW'));
  if (!lw) throw new Error('the demo brand LW is missing');
  const [member] = await db
    .insert(members)
    .values({
      merchantId: lw.id,
      account: ACCOUNT,
      nickname: 'Bench P&L',
      passwordHash: await hashPassword(PASSWORD),
      referralCode: 'BENCHPNL',
    })
    .returning();

  // 100,000 rounds over 90 days on 200 catalogue games (several categories and vendors).
  const t1 = performance.now();
  await db.execute(sql`
    with picked as (
      -- One game of every vendor and category the catalogue has: the widest spread of aggregate rows.
      select row_number() over (order by vassalage, game_type) - 1 as n, vassalage, game_code
      from (
        select distinct on (vassalage, game_type) vassalage, game_type, game_code
        from games where merchant_id = ${lw.id} and is_game and length(vassalage) <= 16
        order by vassalage, game_type, id
      ) as one_each
    ), rounds as (
      select g as n, now() - (g::float8 / ${bets}::int) * interval '90 days' as at,
        (1 + (g::bigint * 7919) % 500) * 1000 as stake,
        case when g % 5 < 2 then ((g::bigint * 104729) % 2500) * 1000 else 0 end as payout
      from generate_series(1, ${bets}::int) as g
    )
    insert into bet_records (merchant_id, member_id, vendor, game_code, round_id, currency, stake_minor,
      valid_bet_minor, payout_minor, win_loss_minor, status, placed_at, settled_at)
    select ${lw.id}::int, ${member!.id}::bigint, p.vassalage, p.game_code, 'bench-pnl-' || r.n, ${lw.currencyCode},
      r.stake, r.stake, r.payout, r.payout - r.stake, 'settled', r.at, r.at
    from rounds r join picked p on p.n = r.n % (select count(*) from picked)`);
  await db.execute(sql.raw(backfill()));
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const [method] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from payment_methods where merchant_id = ${lw.id} order by id limit 1`),
  );
  if (method)
    await db.execute(sql`
      insert into deposits (merchant_id, member_id, method_id, kind, amount, currency, status, decided_at, created_at)
      select ${lw.id}, ${member!.id}, ${method.id}, 'bank', (50 + g % 7) * 10000000, ${lw.currencyCode},
        'approved', now() - g * interval '12 hours', now() - g * interval '12 hours'
      from generate_series(0, 179) as g`);
  await db.execute(sql`analyze`);
  const [counted] = rowsOf<{ n: number; daily: number }>(
    await db.execute(
      sql`select count(*)::int as n, (select count(*)::int from bet_daily where member_id = ${member!.id}) as daily
          from bet_records where member_id = ${member!.id}`,
    ),
  );
  ctx.log(
    `postgres: ${counted?.n} rounds in ${counted?.daily} daily aggregate rows, written in ${Math.round(performance.now() - t1)} ms`,
  );

  const { app, close } = await startInProcessApp(ctx, handle, 'postgres');
  const client = createAuthClient(app, { host: 'localhost', ip: '198.18.0.9' });
  const login = await client.login(ACCOUNT, PASSWORD);
  if (!login.json().success) throw new Error(`sign-in failed: ${login.body}`);

  const ranges = PRESETS.map((days) => lastDays(days));
  const viaHttp = async (i: number) => {
    const range = ranges[i % ranges.length]!;
    const start = performance.now();
    const response = await client.call('GET', `/wps/member/profit?from=${range.from}&to=${range.to}`);
    const elapsed = performance.now() - start;
    if (response.statusCode !== 200)
      throw new Error(`profit answered ${response.statusCode}: ${response.body}`);
    return elapsed;
  };
  const viaScan = async (i: number) => {
    const range = ranges[i % ranges.length]!;
    const from = new Date(Date.parse(range.from) - 7 * 3_600_000);
    const to = new Date(Date.parse(range.to) + 17 * 3_600_000);
    const scanned = sql`from bet_records r left join games g on g.merchant_id = r.merchant_id
        and g.vassalage = r.vendor and g.game_code = r.game_code
      where r.merchant_id = ${lw.id} and r.member_id = ${member!.id} and r.status = 'settled'
        and r.settled_at >= ${from.toISOString()}::timestamptz and r.settled_at < ${to.toISOString()}::timestamptz`;
    const start = performance.now();
    await Promise.all([
      db.execute(sql`select ((r.settled_at at time zone 'UTC') + interval '420 minutes')::date as day,
        count(*), sum(r.stake_minor), sum(r.valid_bet_minor), sum(r.payout_minor), sum(r.win_loss_minor)
        ${scanned} group by 1`),
      db.execute(sql`select coalesce(g.game_type, 'OTHER'), count(*), sum(r.stake_minor),
        sum(r.valid_bet_minor), sum(r.payout_minor), sum(r.win_loss_minor) ${scanned} group by 1`),
    ]);
    return performance.now() - start;
  };

  const runs: TimedRound[] = [];
  for (let round = 0; round < rounds; round++) {
    const run = await alternate({
      requests,
      warm: 30,
      round,
      subject: viaHttp,
      baseline: viaScan,
    });
    runs.push(run);
    ctx.log(
      `postgres round ${round + 1}/${rounds}: profit p95 ${run.p95Ms} ms (p50 ${run.p50Ms}), ` +
        `raw scan p95 ${run.baselineP95Ms} ms (p50 ${run.baselineP50Ms})`,
    );
  }
  await close();
  const value = median(runs.map((r) => r.p95Ms));
  const baseline = median(runs.map((r) => r.baselineP95Ms));
  return {
    figure: 'profit-and-loss-postgres',
    value,
    unit: 'ms p95',
    baseline,
    baselineOf: BASELINE_OF,
    ratio: round3(value / baseline),
    budget: BUDGET_MS,
    budgetOn: 'value',
    budgetDirection: 'atMost',
    details: {
      database: 'postgres',
      bets: counted?.n,
      dailyAggregateRows: counted?.daily,
      request: 'GET /wps/member/profit?from&to via app.inject, the last 7, 30 and 90 business days in turn',
      requestsPerRound: requests,
      rounds,
      aggregation: 'median over rounds of each round p95; ratio = value / baseline',
      runs,
    },
  };
};

export const run = async (ctx: ScenarioContext): Promise<Figure[]> => {
  const bets = setting('BENCH_PNL_BETS', 100_000);
  const requests = setting('BENCH_PNL_REQUESTS', 600);
  const rounds = setting('BENCH_ROUNDS', 3);
  const url = adminUrl();
  const unreachable = await probe(url);
  if (unreachable) {
    ctx.skip(['profit-and-loss-postgres'], `PostgreSQL not reachable at ${shown(url)} (${unreachable})`);
    return [];
  }
  const database = await createThrowawayDatabase(url);
  ctx.defer(`drop database ${database.name}`, database.drop);
  const handle = await connectDatabase({ databaseUrl: database.url, poolSize: 5 });
  const figure = await measure(ctx, handle, bets, requests, rounds);
  await database.drop();
  return [figure];
};
