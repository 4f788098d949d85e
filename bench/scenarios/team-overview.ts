/**
 * The agent's team overview at scale (issue 16: "Bench: the team overview and a team report over
 * 100,000 members and 5,000,000 bets, p95 ≤ 150 ms on PostgreSQL (moonshot 50 ms), with a same-run
 * baseline").
 *
 * On a throwaway PostgreSQL database, migrated and seeded with the demo (without its played rounds),
 * 100,000 members are written under one top agent, four direct downlines each (about 9 levels; the
 * closure table kept by migration 0023's triggers). Their play is written as the daily aggregates it
 * would have left: 5,000,000 rounds over the last 30 business days (about 10 days of play per member,
 * 5 rounds a day), plus one approved deposit per member and a paid withdrawal for one in five. The
 * subject is `GET /wps/agent/team/overview` through `app.inject` for the top agent (the whole 100,000)
 * and, in turn, for a third-level agent (a team of about 1,300); then `GET /wps/agent/team/members`
 * (the downline list, first page) for the top agent.
 *
 * Baseline, same run, alternating: the member's own profit and loss (`GET /wps/member/profit`, 30 days)
 * of a member of the team, the aggregate-backed page the agent pages are built like. Budget p95 ≤ 150 ms
 * on the value.
 *
 * Settings (env): BENCH_TEAM_MEMBERS (100,000), BENCH_TEAM_REQUESTS (60 measured per round), BENCH_ROUNDS (3).
 */
import { performance } from 'node:perf_hooks';
import { lastDays } from '@luckwell/contracts/member/profit-and-loss';
import { connectDatabase, type DatabaseHandle, rowsOf } from '@luckwell/server/src/db/client.ts';
import { runMigrations } from '@luckwell/server/src/db/migrate.ts';
import { seedDemo } from '@luckwell/server/src/db/seed/demo-seed.ts';
import { hashPassword } from '@luckwell/server/src/modules/auth/passwords.ts';
import { merchants } from '@luckwell/server/src/modules/merchants/merchant.table.ts';
import { createAuthClient } from '@luckwell/server/src/testing/auth-client.ts';
import { eq, sql } from 'drizzle-orm';
import { startInProcessApp } from '../lib/in-process-app.ts';
import { adminUrl, createThrowawayDatabase, probe, shown } from '../lib/postgres.ts';
import { withTeamRollupsOff } from '../lib/team-rollups.ts';
import { alternate, median, round3, setting, type TimedRound } from '../lib/timing.ts';
import type { Figure, ScenarioContext } from '../lib/types.ts';

export const name = 'team-overview';
export const description =
  'GET /wps/agent/team/overview and the downline list over 100,000 members and 5,000,000 bets, p95 on PostgreSQL';

const BUDGET_MS = 150;
const BASELINE_OF = "a team member's own profit and loss (GET /wps/member/profit, 30 days), same run";
const BRANCHING = 4;
const PASSWORD = 'Bench@2026';

export const build = async (ctx: Pick<ScenarioContext, 'log'>, handle: DatabaseHandle, count: number) => {
  const t0 = performance.now();
  await runMigrations(handle);
  await seedDemo(handle.db, { rounds: false });
  const db = handle.db;
  const [lw] = await db.select().from(merchants).where(eq(merchants.code, 'LW'));
  if (!lw) throw new Error('the demo brand LW is missing');
  // The team rollups are recounted once after the load (bench/lib/team-rollups.ts).
  const { base, t1 } = await withTeamRollupsOff(db, async () => {
    const hash = await hashPassword(PASSWORD);
    const [next] = rowsOf<{ base: number }>(
      await db.execute(sql`select nextval(pg_get_serial_sequence('members', 'id'))::int + 1 as base`),
    );
    const base = Number(next?.base);
    // Member n is under member (n - 1) / BRANCHING; member 0 is the top agent. The first 85 (four
    // levels) are agents. Ids are consecutive from `base`, so each upline exists before its downline.
    await db.execute(sql`
      insert into members (id, merchant_id, account, nickname, type, password_hash, referral_code, upline_id, created_at)
      select ${base}::bigint + g, ${lw.id}, 'team' || g, 'Team ' || g, case when g < 85 then (case when g = 0 then 1 else 2 end) else 0 end,
        ${hash}, 'TEAMB' || g, case when g = 0 then null else ${base}::bigint + (g - 1) / ${BRANCHING} end,
        now() - ((g % 60) || ' days')::interval
      from generate_series(0, ${count - 1}) as g`);
    await db.execute(sql`select setval(pg_get_serial_sequence('members', 'id'), ${base + count})`);
    ctx.log(`postgres: ${count} members and the closure table in ${Math.round(performance.now() - t0)} ms`);

    const t1 = performance.now();
    // About 10 days of play in 30 for each member, 5 rounds a day: 5,000,000 rounds at 100,000 members.
    await db.execute(sql`
      insert into bet_daily (merchant_id, member_id, day, category, vendor, rounds, stake_minor, valid_bet_minor, payout_minor, win_loss_minor)
      select ${lw.id}, ${base}::bigint + g, (now() at time zone 'UTC' + interval '7 hours')::date - d,
        case when g % 3 = 0 then 'LIVE' else 'RNG' end, case when g % 3 = 0 then 'LWLIVE' else 'LWSLOT' end,
        5, 500000, 500000, (g * 7919 + d * 104729) % 900000, (g * 7919 + d * 104729) % 900000 - 500000
      from generate_series(1, ${count - 1}) as g, generate_series(0, 29) as d
      where (g * 7 + d * 13) % 3 = 0`);
    const [method] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from payment_methods where merchant_id = ${lw.id} order by id limit 1`),
    );
    await db.execute(sql`
      insert into deposits (merchant_id, member_id, method_id, kind, amount, currency, status, decided_at, created_at)
      select ${lw.id}, ${base}::bigint + g, ${method?.id ?? 0}, 'bank', (1 + g % 20) * 10000000, ${lw.currencyCode}, 'approved',
        now() - ((g % 45) || ' days')::interval, now() - ((g % 45) || ' days')::interval
      from generate_series(1, ${count - 1}) as g`);
    await db.execute(sql`
      insert into member_bank_accounts (merchant_id, member_id, bank_name, account_number, account_name)
      select ${lw.id}, ${base}::bigint + g, 'VCB', '00' || g, 'TEAM ' || g
      from generate_series(1, ${count - 1}) as g where g % 5 = 0`);
    await db.execute(sql`
      insert into withdrawals (merchant_id, member_id, bank_account_id, amount, currency, status, paid_at, created_at)
      select b.merchant_id, b.member_id, b.id, 5000000, ${lw.currencyCode}, 'paid',
        now() - ((b.member_id % 30) || ' days')::interval, now() - ((b.member_id % 30) || ' days')::interval
      from member_bank_accounts b where b.member_id >= ${base}`);
    return { base, t1 };
  });
  // What autovacuum does to a live database in time: planner statistics, and the visibility map that
  // lets the team's counts be index-only scans. Left to autovacuum, the bulk load's 1.7 million
  // bet_periods rows kept it busy and the counts' timing depended on when it reached member_tree.
  await db.execute(sql`vacuum analyze`);
  const [sizes] = rowsOf<{ rounds: string; rows: number; tree: number }>(
    await db.execute(sql`select (select sum(rounds)::text from bet_daily) as rounds,
      (select count(*)::int from bet_daily) as rows, (select count(*)::int from member_tree) as tree`),
  );
  ctx.log(
    `postgres: ${sizes?.rounds} rounds in ${sizes?.rows} daily rows, deposits and withdrawals, and the team rollups recounted, in ${Math.round(performance.now() - t1)} ms`,
  );
  return { base, sizes };
};

const measure = async (
  ctx: ScenarioContext,
  handle: DatabaseHandle,
  count: number,
  requests: number,
  rounds: number,
): Promise<Figure[]> => {
  const { sizes } = await build(ctx, handle, count);
  const { app, close } = await startInProcessApp(ctx, handle, 'postgres');
  const signIn = async (account: string, ip: string) => {
    const client = createAuthClient(app, { host: 'localhost', ip });
    const login = await client.login(account, PASSWORD);
    if (!login.json().success) throw new Error(`sign-in of ${account} failed: ${login.body}`);
    return client;
  };
  // team0 is the top agent; team21 is a third-level agent (0 → 1–4 → 5–20 → 21–84).
  const top = await signIn('team0', '198.18.1.1');
  const middle = await signIn('team21', '198.18.1.2');
  const member = await signIn('team500', '198.18.1.3');
  const month = lastDays(30);

  const timedGet = (client: ReturnType<typeof createAuthClient>, url: string) => async () => {
    const start = performance.now();
    const response = await client.call('GET', url);
    const elapsed = performance.now() - start;
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return elapsed;
  };
  const baseline = timedGet(member, `/wps/member/profit?from=${month.from}&to=${month.to}`);
  const teamSize = async (client: ReturnType<typeof createAuthClient>) =>
    (await client.call('GET', '/wps/agent/team/overview')).json().value.teamSize as number;
  const teams = { top: await teamSize(top), middle: await teamSize(middle) };
  ctx.log(`teams: top agent ${teams.top}, third-level agent ${teams.middle}`);

  const figures: Figure[] = [];
  for (const [figure, subject, what] of [
    [
      'team-overview-top',
      timedGet(top, '/wps/agent/team/overview'),
      `team overview of the top agent (${teams.top} members)`,
    ],
    [
      'team-overview-mid',
      timedGet(middle, '/wps/agent/team/overview'),
      `team overview of a third-level agent (${teams.middle} members)`,
    ],
    [
      'team-members-top',
      timedGet(top, '/wps/agent/team/members'),
      `downline list, first page, of the top agent`,
    ],
    [
      'team-loss-top',
      timedGet(top, '/wps/agent/reports/loss?period=thisMonth'),
      `member win/loss report, this month, first page, of the top agent`,
    ],
    [
      'team-loss-mid',
      timedGet(middle, '/wps/agent/reports/loss?period=thisMonth'),
      `member win/loss report, this month, first page, of a third-level agent`,
    ],
  ] as const) {
    const runs: TimedRound[] = [];
    for (let round = 0; round < rounds; round++) {
      const run = await alternate({ requests, warm: 5, round, subject, baseline });
      runs.push(run);
      ctx.log(
        `${figure} round ${round + 1}/${rounds}: p95 ${run.p95Ms} ms (p50 ${run.p50Ms}), baseline p95 ${run.baselineP95Ms} ms`,
      );
    }
    const value = median(runs.map((r) => r.p95Ms));
    const base = median(runs.map((r) => r.baselineP95Ms));
    figures.push({
      figure,
      value,
      unit: 'ms p95',
      baseline: base,
      baselineOf: BASELINE_OF,
      ratio: round3(value / base),
      budget: BUDGET_MS,
      budgetOn: 'value',
      budgetDirection: 'atMost',
      details: {
        database: 'postgres',
        members: count,
        subject: what,
        data: sizes,
        requestsPerRound: requests,
        rounds,
        runs,
      },
    });
  }
  await close();
  return figures;
};

export const run = async (ctx: ScenarioContext): Promise<Figure[]> => {
  const count = setting('BENCH_TEAM_MEMBERS', 100_000);
  const requests = setting('BENCH_TEAM_REQUESTS', 60);
  const rounds = setting('BENCH_ROUNDS', 3);
  const url = adminUrl();
  const unreachable = await probe(url);
  if (unreachable) {
    ctx.skip(
      ['team-overview-top', 'team-overview-mid', 'team-members-top', 'team-loss-top', 'team-loss-mid'],
      `PostgreSQL not reachable at ${shown(url)} (${unreachable})`,
    );
    return [];
  }
  const database = await createThrowawayDatabase(url);
  ctx.defer(`drop database ${database.name}`, database.drop);
  const handle = await connectDatabase({ databaseUrl: database.url, poolSize: 5 });
  // The in-process app closes the handle when it stops.
  const figures = await measure(ctx, handle, count, requests, rounds);
  await database.drop();
  return figures;
};
