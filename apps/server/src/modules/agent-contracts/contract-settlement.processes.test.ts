/**
 * Two scheduler processes on one PostgreSQL database settle the same closed period at the same
 * moment (issue 16 "Concurrency: two scheduler processes on one PostgreSQL, one period, exactly one
 * payment"; ADR 056). Exactly one holds the lease; both then settle again past it, as an operator's
 * run would; each agent is paid exactly once and the books balance.
 *
 * PostgreSQL only (PGlite lives inside the test process):
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     npx vitest run apps/server/src/modules/agent-contracts/contract-settlement.processes.test.ts
 */
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { toMinorUnits } from '@luckwell/contracts/money';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { betDaily } from '../seamless/bet-daily.table.ts';
import { journalEntries } from '../wallet/journal-entry.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { agentContracts } from './agent-contract.table.ts';
import { periodOf } from './contract-periods.ts';
import type { SettlementWorkerInput } from './contract-settlement.worker.ts';
import { toStoredTiers } from './contract-terms.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const WORKER = path.join(here, 'contract-settlement.worker.ts');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let database: DatabaseHandle & { url?: string };
let lw: { id: number; currencyCode: string };

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  const [brand] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
  if (!brand) throw new Error('no LW');
  lw = brand;
}, 60_000);
afterAll(async () => {
  await database?.close();
});

type Worker = ChildProcessByStdio<Writable, Readable, Readable>;
const start = (input: SettlementWorkerInput) => {
  const child: Worker = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    cwd: here,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += String(chunk);
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    const line = await lines.next();
    if (line.done) throw new Error(`worker ${input.node} ended: ${errors}`);
    return JSON.parse(String(line.value)) as { t: string; ran?: boolean };
  };
  child.stdin.write(`${JSON.stringify(input)}\n`);
  return { child, next, go: () => child.stdin.write('go\n') };
};

describe.skipIf(!onPostgres)('two scheduler processes', () => {
  it('pay a period exactly once', async () => {
    const day = '2026-11-20';
    const at = new Date('2026-11-01T03:00:00Z');
    const insert = async (account: string, type: number, uplineId: number | null) => {
      const [row] = await database.db
        .insert(members)
        .values({
          merchantId: lw.id,
          account,
          nickname: account,
          type,
          uplineId,
          passwordHash: 'x',
          referralCode: account,
        })
        .returning();
      return row!;
    };
    const top = await insert('procTop', 1, null);
    const sub = await insert('procSub', 2, top.id);
    const player = await insert('procPlayer', 0, sub.id);
    const direct = await insert('procDirect', 0, top.id);
    const tiers = (rate: string) =>
      toStoredTiers([{ validBet: '0.00', profitLoss: '0.00', activeMembers: 0, rate }] as never);
    await database.db.insert(agentContracts).values([
      {
        merchantId: lw.id,
        kind: 'dailyWage',
        memberId: top.id,
        uplineId: null,
        cycle: 'daily',
        tiers: tiers('1.00'),
        maxRateBp: 100,
        status: 'active',
        offeredAt: at,
        acceptedAt: at,
      },
      {
        merchantId: lw.id,
        kind: 'dailyWage',
        memberId: sub.id,
        uplineId: top.id,
        cycle: 'daily',
        tiers: tiers('0.60'),
        maxRateBp: 60,
        status: 'active',
        offeredAt: at,
        acceptedAt: at,
      },
    ]);
    for (const [memberId, amount] of [
      [player.id, '100000.00'],
      [direct.id, '50000.00'],
    ] as const) {
      const minor = toMinorUnits(amount);
      await database.db.insert(betDaily).values({
        merchantId: lw.id,
        memberId,
        day,
        category: 'RNG',
        vendor: 'TEST',
        rounds: 1,
        stakeMinor: minor,
        validBetMinor: minor,
        payoutMinor: 0n,
        winLossMinor: -minor,
      });
    }
    const wallet = createWalletService(database.db);
    const before = {
      top: await wallet.balance(lw.id, top.id, lw.currencyCode),
      sub: await wallet.balance(lw.id, sub.id, lw.currencyCode),
    };

    const period = periodOf('daily', day);
    const workers = ['node-a', 'node-b'].map((node) =>
      start({ databaseUrl: database.url!, merchantId: lw.id, kind: 'dailyWage', period, node }),
    );
    for (const worker of workers) expect((await worker.next()).t).toBe('ready');
    for (const worker of workers) worker.go();
    const done = await Promise.all(workers.map((worker) => worker.next()));
    expect(done.map((line) => line.t)).toEqual(['done', 'done']);
    expect(done.filter((line) => line.ran)).toHaveLength(1);

    // Sub: 100,000.00 × 0.6% = 600.00. Top: direct 500.00 + sub's team 100,000.00 × (1% − 0.6%) = 400.00.
    expect((await wallet.balance(lw.id, sub.id, lw.currencyCode)) - before.sub).toBe(toMinorUnits('600.00'));
    expect((await wallet.balance(lw.id, top.id, lw.currencyCode)) - before.top).toBe(toMinorUnits('900.00'));
    const entries = await database.db
      .select({ key: journalEntries.idempotencyKey })
      .from(journalEntries)
      .where(like(journalEntries.idempotencyKey, `contract:dailyWage:${period.key}:%`));
    expect(
      entries
        .map((entry) => entry.key)
        .filter((key) => key.endsWith(`:${top.id}`) || key.endsWith(`:${sub.id}`)),
    ).toHaveLength(2);
    expect(await checkLedger(database.db)).toMatchObject({ ok: true });
  }, 60_000);
});
