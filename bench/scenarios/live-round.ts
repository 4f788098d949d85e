/**
 * A live baccarat round's settlement at scale (issue 21: "Bench: a table with 500 simulated players
 * betting every round settles each round in ≤ 200 ms on PostgreSQL (reported with a same-run
 * baseline)"; docs/decisions/082-live-tables.md).
 *
 * On a throwaway PostgreSQL database, migrated and seeded with the demo (without its played rounds),
 * the server runs in this process (`startInProcessApp`, listening on an ephemeral loopback port) as
 * the operator. 500 members of the demo brand are funded through the wallet, and each opens a live
 * session on a house baccarat title (a launch token as the operator issues it, exchanged by the
 * provider's signed `authenticate`). The provider and the live tables run beside it as a second
 * server would (`createProviderService` + `createLiveService`, a fake clock of their own), reaching the
 * operator as the server does when it listens: the signed seamless protocol over loopback HTTP.
 *
 * Each round of `LWLIVE-BAC-1`: every player places one slip in the betting window (banker, player,
 * tie and the pairs, 10–105 a spot; 16 at a time, not timed); the clock moves to `dealsAt` and the
 * table's due work deals (`processTable`: betting → dealing, timed as `dealMs`); the clock moves to
 * `resultAt` and the table's due work settles the round. **The figure is that settle step**: from the
 * start of `processTable` at `resultAt` to its return, when every slip is resolved (bets marked, the
 * provider round closed) and credited (one signed `credit` per slip, a zero credit closing a loss) and
 * the round is `settled` — checked after each round. One warm-up round, then BENCH_LIVE_ROUNDS
 * measured ones; the value is the p95 over the rounds (the budget says each round), the median beside.
 *
 * Baseline, same run, alternating with the subject round by round (rotating the order): the same
 * number of payouts booked as bare ledger entries, `wallet.credit` of `house:LWLIVE` → member, one
 * transaction each, one after another — the floor of paying 500 players one by one on this machine
 * and database, without the protocol, the provider's rounds or the live tables (each such entry is
 * one durable commit, which is most of its cost on these disks). The ratio says how many bare ledger
 * entries a slip's settlement costs. Budget ≤ 200 ms on the value.
 *
 * Also kept, per round in `details.runs`: `creditMs` (the part of the settle step inside the slips'
 * credits: the signed `credit` and the provider round's move to settled), `cpuMs` (this process's
 * CPU time over the step: the live tables, the provider and the operator's server), `statements` and
 * `seamlessCalls` (SQL statements counted on every `pg` client of this process, the operator's
 * included, and signed calls, during the settle step), `onePlayerMs` (a round with one player settled
 * the same way), `ledgerOneTransactionMs` (the baseline's payouts booked in a single transaction: what
 * batching the commits alone would leave) and `betsPlacedPerSecond`.
 *
 * Settings (env): BENCH_LIVE_PLAYERS (500), BENCH_LIVE_ROUNDS (6 measured), BENCH_LIVE_BETTORS (16 at a
 * time), BENCH_LIVE_TRACE (0; 1 prints the settle steps' SQL time by statement), BENCH_POSTGRES_URL.
 * PostgreSQL only (skipped if not reachable). The run fails if a round does not settle every slip, or
 * if the ledger check or the provider's and operator's settled rounds disagree afterwards.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { connectDatabase, type DatabaseHandle, rowsOf } from '@luckwell/server/src/db/client.ts';
import { runMigrations } from '@luckwell/server/src/db/migrate.ts';
import { seedDemo } from '@luckwell/server/src/db/seed/demo-seed.ts';
import { games } from '@luckwell/server/src/modules/games/game.table.ts';
import { members } from '@luckwell/server/src/modules/members/member.table.ts';
import { merchants } from '@luckwell/server/src/modules/merchants/merchant.table.ts';
import { createLiveService } from '@luckwell/server/src/modules/provider/live/live.service.ts';
import { liveTables } from '@luckwell/server/src/modules/provider/live/live-table.table.ts';
import {
  createOperatorClient,
  httpTransport,
  type OperatorTransport,
} from '@luckwell/server/src/modules/provider/operator-client.ts';
import { createProviderService } from '@luckwell/server/src/modules/provider/provider.service.ts';
import { TEST_VENDOR_SECRET } from '@luckwell/server/src/modules/seamless/demo-seamless.ts';
import { gameSessions } from '@luckwell/server/src/modules/seamless/game-session.table.ts';
import { checkLedger } from '@luckwell/server/src/modules/wallet/ledger-check.ts';
import { createWalletService } from '@luckwell/server/src/modules/wallet/wallet.service.ts';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { startInProcessApp } from '../lib/in-process-app.ts';
import { adminUrl, createThrowawayDatabase, probe, shown } from '../lib/postgres.ts';
import { median, percentile, round3, setting } from '../lib/timing.ts';
import type { Figure, ScenarioContext } from '../lib/types.ts';

export const name = 'live-round';
export const description =
  'a live baccarat round with 500 players betting, settled through the seamless protocol, on PostgreSQL';

const FIGURE = 'live-round-settle';
const BUDGET_MS = 200;
const TABLE = 'LWLIVE-BAC-1';
const VENDOR = 'LWLIVE';
const CURRENCY = 'VND';
const OPENING_BALANCE = 1_000_000_000n;
const BASELINE_OF =
  'the same number of payouts as bare ledger entries (wallet.credit house:LWLIVE → member, one transaction each, in turn), same run';

/** A player's slip in round `r`: one or two spots, stakes 10.00–105.00 (the table's minimum is 10.00). */
const slipOf = (i: number, r: number) => {
  const stake = `${10 + ((i * 7 + r) % 20) * 5}.00`;
  switch ((i + r) % 5) {
    case 0:
      return [{ spot: 'banker', stake }];
    case 1:
      return [{ spot: 'player', stake }];
    case 2:
      return [{ spot: 'tie', stake: '10.00' }];
    case 3:
      return [
        { spot: 'banker', stake },
        { spot: 'player-pair', stake: '10.00' },
      ];
    default:
      return [
        { spot: 'player', stake },
        { spot: 'banker-pair', stake: '10.00' },
      ];
  }
};

/** Runs `work` over `items`, `width` at a time. */
const inParallel = async <T>(items: T[], width: number, work: (item: T, i: number) => Promise<unknown>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      for (let i = next++; i < items.length; i = next++) await work(items[i]!, i);
    }),
  );
};

/** SQL text with its literals and parameters folded, to group a trace's statements. */
const shapeOf = (text: string) =>
  text
    .replace(/\$\d+/g, '?')
    .replace(/'[^']*'/g, '?')
    .replace(/\b\d+\b/g, '?')
    .replace(/\s+/g, ' ')
    .slice(0, 160);

/**
 * Counts the SQL statements of every `pg` client in this process (the operator's too) while on and,
 * with `trace`, adds up each statement's time from its call to its answer by the statement's shape.
 */
const statementCounter = (trace?: Map<string, { n: number; ms: number }>) => {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let count = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    if (!trace) return original.apply(this, args);
    const first = args[0] as string | { text?: string };
    const shape = shapeOf(typeof first === 'string' ? first : (first?.text ?? '?'));
    const started = performance.now();
    const done = () => {
      const entry = trace.get(shape) ?? { n: 0, ms: 0 };
      entry.n += 1;
      entry.ms += performance.now() - started;
      trace.set(shape, entry);
    };
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...a: unknown[]) => unknown;
      args[last] = (...a: unknown[]) => {
        done();
        return callback(...a);
      };
      return original.apply(this, args);
    }
    const answer = original.apply(this, args);
    if (answer && typeof (answer as Promise<unknown>).finally === 'function')
      (answer as Promise<unknown>).finally(done).catch(() => {});
    return answer;
  };
  return {
    read: () => count,
    restore: () => {
      proto.query = original;
    },
  };
};

type RoundResult = {
  round: number;
  settleMs: number;
  dealMs: number;
  baselineMs: number;
  onePlayerMs: number;
  ledgerOneTransactionMs: number;
  creditMs: number;
  cpuMs: number;
  statements: number;
  seamlessCalls: number;
  betsPlacedPerSecond: number;
};

const measure = async (
  ctx: ScenarioContext,
  handle: DatabaseHandle,
  s: { players: number; rounds: number; bettors: number; trace: boolean },
): Promise<Figure[]> => {
  const trace = new Map<string, { n: number; ms: number }>();
  const t0 = performance.now();
  await runMigrations(handle);
  await seedDemo(handle.db, { rounds: false });
  const db = handle.db;
  const { app, close } = await startInProcessApp(ctx, handle, 'postgres');
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });

  const [lw] = await db.select().from(merchants).where(eq(merchants.code, 'LW'));
  if (!lw) throw new Error('the demo brand LW is missing');
  const [title] = await db
    .select({ gameCode: games.gameCode, gameName: games.gameName })
    .from(games)
    .where(and(eq(games.merchantId, lw.id), eq(games.vassalage, VENDOR), eq(games.engine, 'baccarat')))
    .orderBy(games.id)
    .limit(1);
  if (!title) throw new Error('no LWLIVE baccarat title in the demo catalogue');

  // The provider and the live tables as a server runs them, on a clock the bench moves.
  let clock = Date.now();
  const now = () => new Date(clock);
  let seamlessCalls = 0;
  const overHttp = httpTransport(() => origin);
  const transport: OperatorTransport = (vendor, action, rawBody, signature) => {
    seamlessCalls += 1;
    return overHttp(vendor, action, rawBody, signature);
  };
  const errors: unknown[] = [];
  const log = {
    warn: (obj: object, msg: string) => errors.push({ msg, ...obj }),
    error: (obj: object, msg: string) => errors.push({ msg, ...obj }),
  };
  const provider = createProviderService({
    db,
    operator: createOperatorClient({ transport, secret: TEST_VENDOR_SECRET }),
    // The catalogue's title, as the server's `gameOf` finds it (any maintenance flag aside: the
    // bench's sessions are opened by hand, not from a player's launch).
    gameOf: async () => ({ gameName: title.gameName, engine: 'baccarat', maintenance: false }),
    now,
    log,
  });
  // Time spent in the slips' credits (the signed `credit` and the provider round's move to settled).
  let creditMs = 0;
  const live = createLiveService({
    db,
    provider: {
      ...provider,
      settle: async (...args: Parameters<typeof provider.settle>) => {
        const started = performance.now();
        try {
          return await provider.settle(...args);
        } finally {
          creditMs += performance.now() - started;
        }
      },
      settleMany: async (...args: Parameters<typeof provider.settleMany>) => {
        const started = performance.now();
        try {
          return await provider.settleMany(...args);
        } finally {
          creditMs += performance.now() - started;
        }
      },
    },
    now,
    log,
    node: 'bench',
  });
  await live.currentRound(TABLE);
  const [table] = await db.select().from(liveTables).where(eq(liveTables.code, TABLE));
  if (!table) throw new Error(`table ${TABLE} missing`);

  // 500 funded members, each with a live session from a launch token.
  const wallet = createWalletService(db);
  const inserted = await db
    .insert(members)
    .values(
      Array.from({ length: s.players }, (_, i) => ({
        merchantId: lw.id,
        account: `livebench${i}`,
        nickname: `Live ${i}`,
        passwordHash: 'x',
        referralCode: `LIVEB${i}`,
      })),
    )
    .returning({ id: members.id });
  const players: { memberId: number; token: string }[] = [];
  await inParallel(inserted, 8, async ({ id }, i) => {
    await wallet.credit({
      merchantId: lw.id,
      memberId: id,
      currency: CURRENCY,
      amountMinor: OPENING_BALANCE,
      counterparty: 'cashier',
      idempotencyKey: `bench:live:${id}:opening`,
      kind: 'deposit',
    });
    const launchToken = randomBytes(32).toString('base64url');
    await db.insert(gameSessions).values({
      merchantId: lw.id,
      memberId: id,
      vendor: VENDOR,
      gameCode: title.gameCode,
      currency: CURRENCY,
      launchTokenHash: createHash('sha256').update(launchToken).digest('hex'),
      launchExpiresAt: new Date(Date.now() + 10 * 60_000),
    });
    const session = await live.startSession({ vendor: VENDOR, gameCode: title.gameCode, launchToken });
    players[i] = { memberId: id, token: session.token };
  });
  ctx.log(
    `postgres: demo, ${s.players} funded members with live sessions in ${Math.round(performance.now() - t0)} ms`,
  );

  /** The table's next round taking bets (the clock moved on past any round still running). */
  const bettingRound = async () => {
    for (;;) {
      const round = (await live.processTable(table, now()))!;
      if (round.status === 'betting' && now() < round.dealsAt) return round;
      clock = Math.max(clock + 1, round.resultAt.getTime());
    }
  };
  const slipsOf = async (roundId: number) =>
    rowsOf<{ status: string; n: number }>(
      await db.execute(
        sql`select status, count(*)::int as n from provider.live_slips where round_id = ${roundId} group by status`,
      ),
    );
  /** One round with `seated` players betting: bets placed, dealt, settled; the settle step timed. */
  const playRound = async (seated: typeof players, r: number) => {
    const round = await bettingRound();
    const placing = performance.now();
    await inParallel(seated, s.bettors, (player, i) =>
      live.placeBets(player.token, TABLE, { requestId: randomUUID(), bets: slipOf(i, r) }),
    );
    const placedSeconds = (performance.now() - placing) / 1000;
    clock = round.dealsAt.getTime();
    const dealing = performance.now();
    await live.processTable(table, now(), false);
    const dealMs = performance.now() - dealing;
    clock = round.resultAt.getTime();
    const counter = statementCounter(s.trace ? trace : undefined);
    const calls = seamlessCalls;
    const credits = creditMs;
    let settleMs: number;
    let statements: number;
    let cpu: NodeJS.CpuUsage;
    try {
      const cpuBefore = process.cpuUsage();
      const settling = performance.now();
      await live.processTable(table, now(), false);
      settleMs = performance.now() - settling;
      cpu = process.cpuUsage(cpuBefore);
      statements = counter.read();
    } finally {
      counter.restore();
    }
    const slips = await slipsOf(round.id);
    const [row] = rowsOf<{ status: string }>(
      await db.execute(sql`select status from provider.live_rounds where id = ${round.id}`),
    );
    const settled = slips.find((x) => x.status === 'settled')?.n ?? 0;
    if (row?.status !== 'settled' || settled !== seated.length) {
      throw new Error(
        `round ${round.number}: ${row?.status}, slips ${JSON.stringify(slips)} (expected ${seated.length} settled); ${JSON.stringify(errors.slice(0, 3))}`,
      );
    }
    return {
      settleMs,
      dealMs,
      statements,
      seamlessCalls: seamlessCalls - calls,
      creditMs: creditMs - credits,
      cpuMs: (cpu.user + cpu.system) / 1000,
      betsPlacedPerSecond: seated.length / placedSeconds,
    };
  };

  let paid = 0;
  /** The baseline: as many payouts as players, as bare ledger entries, one transaction each. */
  const ledgerPayouts = async () => {
    const started = performance.now();
    for (const player of players) {
      await wallet.credit({
        merchantId: lw.id,
        memberId: player.memberId,
        currency: CURRENCY,
        amountMinor: 10_000n,
        counterparty: `house:${VENDOR}`,
        idempotencyKey: `bench:live:payout:${++paid}`,
        kind: 'win',
      });
    }
    return performance.now() - started;
  };
  /** For the record, not the ratio: the same payouts as ledger entries in one transaction (one commit). */
  const ledgerPayoutsInOneTransaction = async () => {
    const started = performance.now();
    await db.transaction(async (tx) => {
      const books = createWalletService(tx as unknown as typeof db);
      for (const player of players) {
        await books.credit({
          merchantId: lw.id,
          memberId: player.memberId,
          currency: CURRENCY,
          amountMinor: 10_000n,
          counterparty: `house:${VENDOR}`,
          idempotencyKey: `bench:live:payout:${++paid}`,
          kind: 'win',
        });
      }
    });
    return performance.now() - started;
  };

  // Warm-up: one full round, one single-player round and a baseline batch, not counted.
  await playRound(players, 0);
  await playRound(players.slice(0, 1), 0);
  await ledgerPayouts();

  trace.clear();
  const runs: RoundResult[] = [];
  for (let r = 1; r <= s.rounds; r++) {
    let baselineMs = 0;
    let result: Awaited<ReturnType<typeof playRound>>;
    if (r % 2 === 0) {
      baselineMs = await ledgerPayouts();
      result = await playRound(players, r);
    } else {
      result = await playRound(players, r);
      baselineMs = await ledgerPayouts();
    }
    const one = await playRound(players.slice(0, 1), r);
    const oneTransactionMs = await ledgerPayoutsInOneTransaction();
    const run: RoundResult = {
      round: r,
      settleMs: round3(result.settleMs),
      dealMs: round3(result.dealMs),
      baselineMs: round3(baselineMs),
      onePlayerMs: round3(one.settleMs),
      ledgerOneTransactionMs: round3(oneTransactionMs),
      creditMs: round3(result.creditMs),
      cpuMs: Math.round(result.cpuMs),
      statements: result.statements,
      seamlessCalls: result.seamlessCalls,
      betsPlacedPerSecond: Math.round(result.betsPlacedPerSecond),
    };
    runs.push(run);
    ctx.log(
      `round ${r}/${s.rounds}: settled ${s.players} slips in ${Math.round(run.settleMs)} ms (credits ${Math.round(run.creditMs)} ms, this process's CPU ${run.cpuMs} ms; deal ${Math.round(run.dealMs)} ms, ${run.statements} statements, ${run.seamlessCalls} seamless calls); baseline ${Math.round(run.baselineMs)} ms; one player ${Math.round(run.onePlayerMs)} ms; ${s.players} ledger entries in one transaction ${Math.round(run.ledgerOneTransactionMs)} ms; bets placed at ${run.betsPlacedPerSecond}/s`,
    );
  }

  if (s.trace) {
    const total = [...trace.values()].reduce((sum, e) => sum + e.ms, 0);
    ctx.log(`trace: ${Math.round(total)} ms in SQL over the measured settle steps, by statement:`);
    for (const [shape, e] of [...trace].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25))
      ctx.log(`  ${Math.round(e.ms).toString().padStart(7)} ms ${String(e.n).padStart(6)}×  ${shape}`);
  }
  const report = await checkLedger(db);
  if (!report.ok)
    throw new Error(`ledger check failed after the run: ${JSON.stringify(report).slice(0, 300)}`);
  const [books] = rowsOf<{ ours: number; theirs: number }>(
    await db.execute(sql`select
      (select count(*)::int from provider.rounds where vendor = ${VENDOR} and status = 'settled') as ours,
      (select count(*)::int from bet_records where vendor = ${VENDOR} and status = 'settled') as theirs`),
  );
  if (!books || books.ours !== books.theirs)
    throw new Error(`provider rounds and bet records disagree: ${JSON.stringify(books)}`);
  await close();

  const settle = runs.map((r) => r.settleMs);
  const baseline = runs.map((r) => r.baselineMs);
  const value = round3(percentile(settle, 95));
  const base = round3(percentile(baseline, 95));
  const medianMs = round3(median(settle));
  const onePlayerMs = round3(median(runs.map((r) => r.onePlayerMs)));
  return [
    {
      figure: FIGURE,
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
        table: TABLE,
        players: s.players,
        rounds: s.rounds,
        bettorsAtOnce: s.bettors,
        transport: 'signed seamless protocol over loopback HTTP (httpTransport), the server in process',
        medianMs,
        baselineMedianMs: round3(median(baseline)),
        onePlayerMs,
        perSlipMs: round3((medianMs - onePlayerMs) / Math.max(1, s.players - 1)),
        baselinePerPayoutMs: round3(median(baseline) / s.players),
        ledgerOneTransactionMs: round3(median(runs.map((r) => r.ledgerOneTransactionMs))),
        creditMedianMs: round3(median(runs.map((r) => r.creditMs))),
        cpuMedianMs: median(runs.map((r) => r.cpuMs)),
        settledRoundsChecked: books.ours,
        aggregation:
          'value and baseline: p95 over the measured rounds; a round = processTable at resultAt, every slip resolved and credited',
        runs,
      },
    },
  ];
};

export const run = async (ctx: ScenarioContext): Promise<Figure[]> => {
  const s = {
    players: setting('BENCH_LIVE_PLAYERS', 500),
    rounds: setting('BENCH_LIVE_ROUNDS', 6),
    bettors: setting('BENCH_LIVE_BETTORS', 16),
    trace: Boolean(Number(process.env.BENCH_LIVE_TRACE ?? 0)),
  };
  const url = adminUrl();
  const unreachable = await probe(url);
  if (unreachable) {
    ctx.skip([FIGURE], `PostgreSQL not reachable at ${shown(url)} (${unreachable})`);
    return [];
  }
  const database = await createThrowawayDatabase(url);
  ctx.defer(`drop database ${database.name}`, database.drop);
  const handle = await connectDatabase({ databaseUrl: database.url, poolSize: 24 });
  // The in-process app closes the handle when it stops.
  const figures = await measure(ctx, handle, s);
  await database.drop();
  return figures;
};
