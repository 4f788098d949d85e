/**
 * The client process of the fault test (wallet.fault.test.ts, docs/decisions/019-fault-test.md):
 * sends the plan of wallet.fault-plan.ts through the real wallet service to PostgreSQL, one lane
 * per member running concurrently, and is killed with SIGKILL at random moments by the test.
 *
 * Started as `node --import tsx wallet.fault-worker.ts`; reads one JSON object on stdin:
 * `{ databaseUrl, merchantId, memberIds, seed, stepsPerLane, answered }`, where `answered` holds the
 * requests an earlier run already got an answer to (key → `{ entryId, holdId? }` or `{ refused }`).
 * Those are skipped; each lane resumes at its first unanswered request, which is the one it had in
 * flight when it was killed, and sends it again under the same idempotency key, as a real client
 * retries. Writes one JSON line to stdout per event, each only after the event happened:
 * `ready`, `begin` (a request is about to be sent), `ack` (the service answered success: key,
 * entryId, replayed, holdId), `refused` (the expected refusal of an overdraw), `done`.
 * stdout is a pipe, and Node writes to pipes synchronously on Linux: once `write` returns the line
 * is in the kernel's buffer and survives the SIGKILL that may follow.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import { FAULT_VENDOR_HOUSE, type FaultStep, faultPlan } from './wallet.fault-plan.ts';
import { createWalletService, type HoldResult, LedgerError, type PostResult } from './wallet.service.ts';

export type FaultAnswer = { entryId: number; holdId?: number } | { refused: string };

export type FaultWorkerInput = {
  databaseUrl: string;
  merchantId: number;
  memberIds: number[];
  seed: number;
  stepsPerLane: number;
  answered: Record<string, FaultAnswer>;
};

export type FaultWorkerLine =
  | { t: 'ready' }
  | { t: 'begin'; key: string }
  | { t: 'ack'; key: string; entryId: number; replayed: boolean; holdId?: number }
  | { t: 'refused'; key: string; code: string }
  | { t: 'done' };

const say = (line: FaultWorkerLine) => {
  process.stdout.write(`${JSON.stringify(line)}\n`);
};

const readStdin = async () => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const main = async () => {
  const input = JSON.parse(await readStdin()) as FaultWorkerInput;
  const { merchantId, memberIds, seed, stepsPerLane } = input;
  const plan = faultPlan({ seed, lanes: memberIds.length, stepsPerLane });
  // The server's PostgreSQL driver set up as db/client.ts does, without importing it: that module
  // also loads PGlite, which would add a fraction of a second to each of the test's restarts.
  const pool = new pg.Pool({ connectionString: input.databaseUrl, max: memberIds.length });
  const wallet = createWalletService(drizzle({ client: pool }) as unknown as Database);
  const holdIds = new Map<string, number>();
  for (const [key, answer] of Object.entries(input.answered)) {
    if ('holdId' in answer && answer.holdId !== undefined) holdIds.set(key, answer.holdId);
  }

  const send = async (step: FaultStep, memberId: number): Promise<PostResult | HoldResult> => {
    const entry = { merchantId, idempotencyKey: step.key };
    const move = { ...entry, memberId, currency: 'VND', amountMinor: step.amount };
    switch (step.op) {
      case 'deposit':
        return wallet.credit({ ...move, counterparty: 'cashier', kind: 'deposit' });
      case 'bet':
      case 'overdraw':
        return wallet.debit({ ...move, counterparty: FAULT_VENDOR_HOUSE, kind: 'bet' });
      case 'win':
        return wallet.credit({ ...move, counterparty: FAULT_VENDOR_HOUSE, kind: 'win' });
      case 'hold':
        return wallet.hold({ ...move, kind: 'withdrawal' });
      case 'settle':
      case 'release': {
        const holdId = holdIds.get(step.holdKey);
        if (holdId === undefined) throw new Error(`no hold id for ${step.holdKey} before ${step.key}`);
        return step.op === 'settle'
          ? wallet.settle({ ...entry, holdId, kind: 'withdrawal_paid' })
          : wallet.release({ ...entry, holdId, kind: 'withdrawal_rejected' });
      }
    }
  };

  say({ t: 'ready' });
  await Promise.all(
    plan.lanes.map(async (steps, lane) => {
      const memberId = memberIds[lane]!;
      for (const step of steps) {
        if (input.answered[step.key]) continue;
        say({ t: 'begin', key: step.key });
        try {
          const result = await send(step, memberId);
          const { holdId } = result as { holdId?: number };
          if (holdId !== undefined) holdIds.set(step.key, holdId);
          say({ t: 'ack', key: step.key, entryId: result.entryId, replayed: result.replayed, holdId });
        } catch (error) {
          if (step.op !== 'overdraw' || !(error instanceof LedgerError)) throw error;
          say({ t: 'refused', key: step.key, code: error.code });
        }
      }
    }),
  );
  say({ t: 'done' });
  await pool.end();
};

main().catch((error: unknown) => {
  process.stderr.write(`fault worker: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
