/**
 * A settlement scheduler in a process of its own, for contract-settlement.processes.test.ts: connects
 * to the PostgreSQL database it is given, says `ready`, waits for `go` on stdin (so two start at the
 * same moment), then settles the period as the scheduler's beat does — under the lease, then the
 * settlement itself again, as an operator's run would — and prints what it did as one JSON line.
 *
 * Started as `node --import tsx contract-settlement.worker.ts` with one JSON line on stdin:
 * `{ databaseUrl, merchantId, kind, period, node }`, then `go`.
 */
import { createInterface } from 'node:readline';
import type { TContractKind } from '@luckwell/contracts/agent/agent-contracts';
import { connectDatabase } from '../../db/client.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { createContractSettings } from './agent-contracts.service.ts';
import type { ContractPeriod } from './contract-periods.ts';
import { createContractSettlementService } from './contract-settlement.service.ts';

export type SettlementWorkerInput = {
  databaseUrl: string;
  merchantId: number;
  kind: TContractKind;
  period: ContractPeriod;
  node: string;
};

const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const first = await lines.next();
const input = JSON.parse(String(first.value)) as SettlementWorkerInput;
// The period's instants crossed the pipe as ISO strings.
const period: ContractPeriod = {
  ...input.period,
  start: new Date(input.period.start),
  end: new Date(input.period.end),
};
const handle = await connectDatabase({ databaseUrl: input.databaseUrl, poolSize: 4 });
const settlement = createContractSettlementService({
  db: handle.db,
  wallet: createWalletService(handle.db),
  settingsOf: createContractSettings(handle.db),
  node: input.node,
});
process.stdout.write(`${JSON.stringify({ t: 'ready' })}\n`);
await lines.next();
const ran = await settlement.settleOnce(input.merchantId, input.kind, period);
const again = await settlement.settle(input.merchantId, input.kind, period);
process.stdout.write(`${JSON.stringify({ t: 'done', ran, again })}\n`);
await handle.close();
process.exit(0);
