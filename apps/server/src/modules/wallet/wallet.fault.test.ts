/**
 * Fault test (issue 4, docs/decisions/019-fault-test.md): deposits, bets and withdrawals flow
 * through the wallet from a separate process that is killed with SIGKILL at random moments and
 * started again, retrying what it had in flight under the same idempotency keys. Afterwards the
 * books balance (the checker behind `npm run ledger:check`) and every request that got a success
 * answer is in the books exactly once, with the answer's entry; nothing else is.
 *
 * PostgreSQL only (PGlite runs inside the test process and cannot be killed apart from it), in a
 * database of its own that is dropped afterwards:
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     npx vitest run --project server apps/server/src/modules/wallet/wallet.fault.test.ts
 *
 * FAULT_SEED picks another plan and other kill moments (a failure prints the seed it ran with).
 */
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { and, eq, like, or, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries } from './journal-entry.table.ts';
import { ledgerAccounts } from './ledger-account.table.ts';
import { checkLedger } from './ledger-check.ts';
import { ledgerHolds } from './ledger-hold.table.ts';
import { FAULT_VENDOR_HOUSE, faultPlan } from './wallet.fault-plan.ts';
import type { FaultAnswer, FaultWorkerInput, FaultWorkerLine } from './wallet.fault-worker.ts';
import { type Books, createBooks } from './wallet.test-books.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const WORKER = path.join(here, 'wallet.fault-worker.ts');
const LEDGER_CHECK = path.join(here, '../../scripts/ledger-check.ts');
const LANES = 6;
const STEPS_PER_LANE = 160;
const KILLS = 7;
const SEED = Number(process.env.FAULT_SEED ?? 20261123);

const url = process.env.TEST_DATABASE_URL;
const title = 'the wallet under SIGKILL';

/** A small seeded generator for the kill moments, apart from the plan's. */
const killMoments = (seed: number) => {
  let state = seed >>> 0 || 1;
  return (min: number, max: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return min + ((state >>> 0) % (max - min + 1));
  };
};

/** Runs the `npm run ledger:check` script against `databaseUrl`: its exit code and output. */
const ledgerCheckCommand = (databaseUrl: string) =>
  new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', LEDGER_CHECK], {
      cwd: here,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });

type Run = {
  /** Keys this run sent and got no answer for (yet). */
  inFlight: Set<string>;
  acks: number;
  /** The worker said `done`: every request of the plan has its answer. */
  finished: boolean;
  exited: boolean;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
  child: ChildProcessByStdio<Writable, Readable, Readable>;
  /** Resolves once the run has answered `n` requests, or has exited. */
  acked: (n: number) => Promise<void>;
};

describe.skipIf(!url)(
  url ? title : `${title} — skipped: set TEST_DATABASE_URL (PGlite runs in-process and cannot be killed)`,
  () => {
    let books: Books;
    const children = new Set<Run['child']>();
    beforeAll(async () => {
      books = await createBooks();
    });
    afterAll(async () => {
      for (const child of children) child.kill('SIGKILL');
      await books?.handle.close();
    });

    it('keeps every acknowledged deposit, bet and withdrawal exactly once, and nothing else, across kills', async () => {
      const started = Date.now();
      const memberIds: number[] = [];
      for (let lane = 0; lane < LANES; lane++) memberIds.push(await books.signUp());
      const { lanes, expected } = faultPlan({ seed: SEED, lanes: LANES, stepsPerLane: STEPS_PER_LANE });
      const planned = lanes.flat();
      const moment = killMoments(SEED);

      /** Every answer the worker gave, over all its runs: what a client would have been told. */
      const answered = new Map<string, FaultAnswer>();
      /** Keys in flight at a kill: their answer was lost; each may have been booked, once, or not. */
      const lostAnswers = new Set<string>();
      let inFlightAtKills = 0;
      /** What the worker's output broke (checked after each run: a listener must not throw). */
      const problems: string[] = [];
      let bookedUnanswered = 0;

      const start = (): Run => {
        const input: FaultWorkerInput = {
          databaseUrl: books.handle.url!,
          merchantId: books.lw,
          memberIds,
          seed: SEED,
          stepsPerLane: STEPS_PER_LANE,
          answered: Object.fromEntries(answered),
        };
        const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
          cwd: here,
          stdio: ['pipe', 'pipe', 'pipe'],
        });
        children.add(child);
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
        });
        const run: Run = {
          inFlight: new Set(),
          acks: 0,
          finished: false,
          exited: false,
          child,
          exit: undefined as unknown as Run['exit'],
          acked: undefined as unknown as Run['acked'],
        };
        const waiters: { n: number; resolve: () => void }[] = [];
        const wake = () => {
          for (const waiter of [...waiters]) {
            if (run.acks >= waiter.n || run.exited) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve();
            }
          }
        };
        run.acked = (n) =>
          new Promise<void>((resolve) => {
            waiters.push({ n, resolve });
            wake();
          });
        const lines = createInterface({ input: child.stdout });
        lines.on('line', (text) => {
          let line: FaultWorkerLine;
          try {
            line = JSON.parse(text) as FaultWorkerLine;
          } catch {
            problems.push(`the worker wrote ${JSON.stringify(text)}`);
            return;
          }
          if (line.t === 'begin') run.inFlight.add(line.key);
          if (line.t === 'ack' || line.t === 'refused') {
            // A key is answered once: later runs skip what an earlier one was told.
            if (answered.has(line.key)) problems.push(`${line.key} answered twice`);
            run.inFlight.delete(line.key);
            run.acks += 1;
          }
          if (line.t === 'ack') {
            // A replay answers only a request whose first answer was lost to a kill.
            if (line.replayed) {
              if (!lostAnswers.has(line.key))
                problems.push(`${line.key} answered as a replay but never lost`);
              bookedUnanswered += 1;
            }
            answered.set(line.key, { entryId: line.entryId, holdId: line.holdId });
          }
          if (line.t === 'refused') answered.set(line.key, { refused: line.code });
          if (line.t === 'done') run.finished = true;
          wake();
        });
        run.exit = new Promise((resolve) => {
          child.on('close', (code, signal) => {
            children.delete(child);
            run.exited = true;
            wake();
            resolve({ code, signal, stderr });
          });
        });
        // A worker that dies before reading its input shows in its exit; the broken pipe is no news.
        child.stdin.on('error', () => {});
        child.stdin.end(JSON.stringify(input));
        return run;
      };

      /** What the books hold for the brand: idempotency key → entry id. */
      const bookedEntries = async () =>
        new Map(
          (
            await books.db
              .select({ key: journalEntries.idempotencyKey, id: journalEntries.id })
              .from(journalEntries)
              .where(eq(journalEntries.merchantId, books.lw))
          ).map(({ key, id }) => [key, id]),
        );

      /** Every success answer is booked under its entry; every booked entry was answered or in flight. */
      const expectBooksMatchAnswers = async (inFlight: Set<string>) => {
        const booked = await bookedEntries();
        for (const [key, answer] of answered) {
          if ('refused' in answer) expect(booked.has(key), `refused ${key} was booked`).toBe(false);
          else expect(booked.get(key), `answered ${key} not booked as answered`).toBe(answer.entryId);
        }
        const unexplained = [...booked.keys()].filter((key) => !answered.has(key) && !inFlight.has(key));
        expect(unexplained, 'entries nobody was told about and nothing had in flight').toEqual([]);
      };

      let kills = 0;
      for (let run = 0; run <= KILLS; run++) {
        const worker = start();
        if (run === KILLS) {
          const { code, stderr } = await worker.exit;
          expect(code, `the last run failed (seed ${SEED}):\n${stderr}`).toBe(0);
          expect(worker.finished).toBe(true);
          break;
        }
        // Kill once the run has made some progress (so the plan always moves on), at a moment
        // a few milliseconds later that falls anywhere in the requests then in flight.
        await worker.acked(moment(15, 70));
        await new Promise((resolve) => setTimeout(resolve, moment(0, 12)));
        if (worker.exited) {
          const { code, stderr } = await worker.exit;
          expect.fail(`the worker exited (${code}) before kill ${kills + 1} (seed ${SEED}):\n${stderr}`);
        }
        worker.child.kill('SIGKILL');
        const { signal, stderr } = await worker.exit;
        expect(signal, `the worker died on its own (seed ${SEED}):\n${stderr}`).toBe('SIGKILL');
        kills += 1;
        inFlightAtKills += worker.inFlight.size;
        for (const key of worker.inFlight) lostAnswers.add(key);
        expect(problems).toEqual([]);
        // Requests in flight at this or an earlier kill may be booked (once) or not.
        await expectBooksMatchAnswers(lostAnswers);
      }
      expect(kills).toBeGreaterThanOrEqual(6);
      // The kills must have cut requests off, or nothing was tested.
      expect(inFlightAtKills).toBeGreaterThan(0);
      expect(problems).toEqual([]);

      // Every request of the plan has its answer now, and the books hold exactly the successes.
      expect([...answered.keys()].sort()).toEqual(planned.map((step) => step.key).sort());
      for (const key of expected.refusedKeys) {
        expect(answered.get(key)).toEqual({ refused: 'insufficient_funds' });
      }
      await expectBooksMatchAnswers(new Set());
      expect([...(await bookedEntries()).keys()].sort()).toEqual([...expected.entryKeys].sort());

      const report = await checkLedger(books.db);
      expect(report, `ledger check (seed ${SEED})`).toMatchObject({ ok: true });
      // And `npm run ledger:check`, the command an operator runs, says so of this database too.
      const cli = await ledgerCheckCommand(books.handle.url!);
      expect(cli.code, cli.output).toBe(0);
      expect(cli.output).toContain('The books balance.');

      // Balances are the plan's: each request's effect counted once.
      for (const [lane, memberId] of memberIds.entries()) {
        expect(await books.wallet.balance(books.lw, memberId, 'VND')).toBe(expected.cash[lane]);
        expect(await books.wallet.balance(books.lw, memberId, 'VND', 'member_held')).toBe(
          expected.held[lane],
        );
      }
      const brandTotal = async (where: SQL | undefined) =>
        BigInt(
          (
            await books.db
              .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
              .from(ledgerAccounts)
              .where(and(eq(ledgerAccounts.merchantId, books.lw), where))
          )[0]!.total,
        );
      expect(await brandTotal(eq(ledgerAccounts.kind, 'cashier'))).toBe(expected.cashier);
      expect(
        await brandTotal(
          or(
            eq(ledgerAccounts.kind, FAULT_VENDOR_HOUSE),
            like(ledgerAccounts.kind, `${FAULT_VENDOR_HOUSE}#%`),
          ),
        ),
      ).toBe(expected.house);

      // Each withdrawal's hold ended as planned: paid, rejected, or still pending.
      const holds = await books.db.select().from(ledgerHolds).where(eq(ledgerHolds.merchantId, books.lw));
      const statusOf = new Map(holds.map((hold) => [hold.id, hold.status]));
      expect(holds).toHaveLength(expected.holds.size);
      for (const [key, status] of expected.holds) {
        const answer = answered.get(key);
        expect(answer && 'holdId' in answer && statusOf.get(answer.holdId!), key).toBe(status);
      }

      console.info(
        `fault test: seed ${SEED}, ${kills} kills, ${planned.length} requests, ` +
          `${inFlightAtKills} in flight at a kill, ${bookedUnanswered} of them booked before the kill ` +
          `and answered as replays, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }, 120_000);
  },
);
