/**
 * The house game provider end to end (issue 6, docs/decisions/031-house-game-provider.md): dice
 * rounds per second through HTTP on embedded PGlite. A game client's `POST /provider/rounds`, and
 * for each round the provider's signed debit and credit to the operator's `/seamless/*` over real
 * loopback HTTP, all on one server (in this process, listening on an ephemeral port).
 *
 * Baseline, same run, same database: the seamless bet + win a third-party vendor makes (a signed
 * `debit` then `credit` over HTTP, as the test vendor does). The ratio is what the provider's own
 * work costs on top of the wallet protocol it rides on: its tables (round, step, seed pair) and the
 * game client's extra hop. Reported, not budgeted (DESIGN.md §8 has no provider budget).
 *
 * Closed loop: BENCH_PROVIDER_WORKERS (8) players at once, each its own member and session; baseline
 * and subject alternate, rotating the order each round; medians over the rounds. The run fails if
 * the ledger check finds the books unbalanced afterwards.
 *
 * Settings (env): BENCH_DURATION seconds (10), BENCH_WARMUP seconds (3), BENCH_ROUNDS (3),
 * BENCH_PROVIDER_WORKERS (8).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { SIGNATURE_HEADER } from '@luckwell/contracts/games/seamless';
import { type App, buildApp } from '@luckwell/server/src/app.ts';
import { connectDatabase } from '@luckwell/server/src/db/client.ts';
import { runMigrations } from '@luckwell/server/src/db/migrate.ts';
import { seedDemo } from '@luckwell/server/src/db/seed/demo-seed.ts';
import { games } from '@luckwell/server/src/modules/games/game.table.ts';
import { members } from '@luckwell/server/src/modules/members/member.table.ts';
import { merchants } from '@luckwell/server/src/modules/merchants/merchant.table.ts';
import { TEST_VENDOR_SECRET } from '@luckwell/server/src/modules/seamless/demo-seamless.ts';
import { gameSessions } from '@luckwell/server/src/modules/seamless/game-session.table.ts';
import { signBody } from '@luckwell/server/src/modules/seamless/signature.ts';
import { checkLedger } from '@luckwell/server/src/modules/wallet/ledger-check.ts';
import { createWalletService } from '@luckwell/server/src/modules/wallet/wallet.service.ts';
import { loadConfig } from '@luckwell/server/src/platform/config.ts';
import { and, eq } from 'drizzle-orm';
import type { Figure, ScenarioContext } from '../lib/types.ts';

export const name = 'provider-http';
export const description = 'house provider dice rounds/s through HTTP on PGlite vs the seamless bet + win';

const BASELINE_OF = 'seamless debit + credit over HTTP (a third-party vendor round), same server, same run';

const setting = (key: string, fallback: number) => {
  const raw = process.env[key];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 1) throw new Error(`${key} must be a positive number`);
  return Math.round(value);
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};
const median = (values: number[]) => percentile(values, 50);
const round3 = (n: number) => Math.round(n * 1000) / 1000;

type Player = { memberId: number; providerToken: string; operatorToken: string };

/** `workers` loops of `play` for warm-up + duration; rounds/s and p99 of the measured part. */
const load = async (
  workers: Player[],
  play: (p: Player, i: number) => Promise<void>,
  warmup: number,
  duration: number,
) => {
  const start = performance.now();
  const measureFrom = start + warmup * 1000;
  const end = measureFrom + duration * 1000;
  const latencies: number[] = [];
  await Promise.all(
    workers.map(async (player) => {
      for (let i = 0; performance.now() < end; i++) {
        const began = performance.now();
        await play(player, i);
        if (began >= measureFrom) latencies.push(performance.now() - began);
      }
    }),
  );
  return { perSecond: latencies.length / duration, p99Ms: Math.round(percentile(latencies, 99) * 10) / 10 };
};

export const run = async (ctx: ScenarioContext): Promise<Figure[]> => {
  const s = {
    durationSeconds: setting('BENCH_DURATION', 10),
    warmupSeconds: setting('BENCH_WARMUP', 3),
    rounds: setting('BENCH_ROUNDS', 3),
    workers: setting('BENCH_PROVIDER_WORKERS', 8),
  };
  ctx.log(
    `${s.workers} players, ${s.warmupSeconds} s warm-up + ${s.durationSeconds} s, ${s.rounds} round(s)`,
  );

  const handle = await connectDatabase({});
  ctx.defer('close PGlite', handle.close);
  await runMigrations(handle);
  await seedDemo(handle.db, { rounds: false });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ADMIN_DIST: '/nonexistent',
  });
  const app: App = await buildApp({ config, database: handle });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  ctx.defer('stop the server', () => app.close());

  const db = handle.db;
  const lw = (await db.select().from(merchants).where(eq(merchants.code, 'LW')))[0]!.id;
  const [dice] = await db
    .select({ vendor: games.vassalage, gameCode: games.gameCode })
    .from(games)
    .where(and(eq(games.merchantId, lw), eq(games.engine, 'dice'), eq(games.maintenance, false)))
    .limit(1);
  if (!dice) throw new Error('no playable dice game in the demo catalogue');
  const wallet = createWalletService(db);

  const signed = async (action: string, body: object) => {
    const raw = JSON.stringify({ requestId: randomUUID(), ...body });
    const response = await fetch(`${origin}/seamless/${dice.vendor}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(TEST_VENDOR_SECRET, raw) },
      body: raw,
    });
    const answer = (await response.json()) as { status: string; token?: string };
    if (answer.status !== 'OK') throw new Error(`seamless ${action}: ${answer.status}`);
    return answer;
  };
  /** A launch token as the operator issues it (the member's sign-in is not what is measured). */
  const launchToken = async (memberId: number) => {
    const token = randomBytes(32).toString('base64url');
    await db.insert(gameSessions).values({
      merchantId: lw,
      memberId,
      vendor: dice.vendor,
      gameCode: dice.gameCode,
      currency: 'VND',
      launchTokenHash: createHash('sha256').update(token).digest('hex'),
      launchExpiresAt: new Date(Date.now() + 5 * 60_000),
    });
    return token;
  };

  const players: Player[] = [];
  for (let i = 0; i < s.workers; i++) {
    const [row] = await db
      .insert(members)
      .values({
        merchantId: lw,
        account: `pbench${i}`,
        nickname: `P ${i}`,
        passwordHash: 'x',
        referralCode: `PBENCH${i}`,
      })
      .returning({ id: members.id });
    await wallet.credit({
      merchantId: lw,
      memberId: row!.id,
      currency: 'VND',
      amountMinor: 10n ** 12n,
      counterparty: 'cashier',
      idempotencyKey: `bench:pbench${i}`,
      kind: 'deposit',
    });
    const started = await fetch(`${origin}/provider/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        vendor: dice.vendor,
        gameCode: dice.gameCode,
        launchToken: await launchToken(row!.id),
      }),
    });
    const session = (await started.json()) as { value: { token: string } };
    const vendor = await signed('authenticate', { launchToken: await launchToken(row!.id) });
    players.push({ memberId: row!.id, providerToken: session.value.token, operatorToken: vendor.token! });
  }

  const providerRound = async (player: Player, i: number) => {
    const response = await fetch(`${origin}/provider/rounds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${player.providerToken}` },
      body: JSON.stringify({
        stake: '10.00',
        action: { target: 200 + ((i * 37) % 9_600), direction: 'under' },
      }),
    });
    const body = (await response.json()) as { success: boolean; code?: string };
    if (!body.success) throw new Error(`provider round: ${body.code}`);
  };
  const seamlessRound = async (player: Player) => {
    const roundId = randomUUID();
    const base = { token: player.operatorToken, roundId, currency: 'VND' };
    await signed('debit', { ...base, transactionId: `b-${roundId}`, amount: '10.00' });
    await signed('credit', {
      ...base,
      transactionId: `w-${roundId}`,
      amount: '9.00',
      referenceTransactionId: `b-${roundId}`,
    });
  };

  const runs: { provider: number; providerP99: number; seamless: number; seamlessP99: number }[] = [];
  for (let round = 0; round < s.rounds; round++) {
    const order = round % 2 === 0 ? (['seamless', 'provider'] as const) : (['provider', 'seamless'] as const);
    const result = { provider: 0, providerP99: 0, seamless: 0, seamlessP99: 0 };
    for (const which of order) {
      const r = await load(
        players,
        which === 'provider' ? providerRound : seamlessRound,
        s.warmupSeconds,
        s.durationSeconds,
      );
      result[which] = r.perSecond;
      result[`${which}P99`] = r.p99Ms;
      ctx.log(
        `round ${round + 1}/${s.rounds} ${which.padEnd(8)} ${r.perSecond.toFixed(1).padStart(7)} rounds/s  p99 ${r.p99Ms} ms`,
      );
    }
    runs.push(result);
  }

  const report = await checkLedger(db);
  if (!report.ok)
    throw new Error(`ledger check failed after the run: ${JSON.stringify(report).slice(0, 300)}`);

  const value = median(runs.map((r) => r.provider));
  const baseline = median(runs.map((r) => r.seamless));
  return [
    {
      figure: 'provider-dice-pglite',
      value: Math.round(value * 10) / 10,
      unit: 'rounds/s',
      baseline: Math.round(baseline * 10) / 10,
      baselineOf: BASELINE_OF,
      ratio: round3(value / baseline),
      budget: null,
      p99Ms: median(runs.map((r) => r.providerP99)),
      details: {
        workers: s.workers,
        durationSeconds: s.durationSeconds,
        warmupSeconds: s.warmupSeconds,
        rounds: s.rounds,
        baselineP99Ms: median(runs.map((r) => r.seamlessP99)),
        aggregation: 'median rounds/s over the rounds; ratio = provider / seamless',
        runs: runs.map((r) => ({ ...r, ratio: round3(r.provider / r.seamless) })),
      },
    },
  ];
};
