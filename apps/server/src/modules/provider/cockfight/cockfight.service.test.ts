/**
 * Cockfight arenas on the provider (issue 22, ADR 087), on one database with a fake clock: an auto
 * fight run on the clock and its parimutuel book paid through the protocol; a draw refunding Meron
 * and Wala and paying Draw 8:1; a cancelled fight refunding every bet; bets after the close and
 * outside the limits refused with nothing moved; a repeated request moving money once; two servers
 * settling once — and the ledger balanced after each.
 */

import { fromMinorUnits } from '@luckwell/contracts/money';
import {
  type ArenaOutcome,
  DEFAULT_WEIGHTS,
  fightCommitment,
  outcomeFromSeed,
} from '@luckwell/games/cockfight/arena';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { seamlessTransactions } from '../../seamless/seamless-transaction.table.ts';
import { checkLedger } from '../../wallet/ledger-check.ts';
import { createProviderService } from '../provider.service.ts';
import { createProviderKit, lossyOperator } from '../provider-test-kit.ts';
import { providerRounds } from '../round.table.ts';
import type { FightRow } from './cockfight.repository.ts';
import { createCockfightService } from './cockfight.service.ts';
import { cockfightFights } from './cockfight-fight.table.ts';

let app: App;
let database: DatabaseHandle;
let kit: Awaited<ReturnType<typeof createProviderKit>>;
let clock = Date.parse('2026-11-28T05:00:00Z');
const now = () => new Date(clock);

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  kit = await createProviderKit(app, database);
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

const serverWith = (node: string) => {
  const provider = createProviderService({
    db: database.db,
    operator: lossyOperator(app),
    now,
    gameOf: async (_brand, _vendor, gameCode) => ({
      gameName: gameCode,
      engine: 'cockfight',
      maintenance: false,
    }),
  });
  return { provider, cockfight: createCockfightService({ db: database.db, provider, now, node }) };
};
let server: ReturnType<typeof serverWith>;
beforeAll(() => {
  server = serverWith('server-a');
});

const seated = async (account: string, cash?: bigint) => {
  const m = await kit.member(account, cash);
  const url = await m.launch();
  const session = await server.cockfight.startSession({
    vendor: url.searchParams.get('vendor')!,
    gameCode: url.searchParams.get('gameCode')!,
    launchToken: url.searchParams.get('token')!,
  });
  return { ...m, token: session.token, start: await m.balance() };
};

const fightRow = async (id: number) =>
  (await database.db.select().from(cockfightFights).where(eq(cockfightFights.id, id)))[0]!;

let lastAuto = 0;
/** Moves the clock on until the auto arena has a new fight just opened, its seed rigged for `outcome`. */
const openAuto = async (outcome: ArenaOutcome) => {
  let fight: FightRow;
  for (;;) {
    await server.cockfight.advance();
    fight = (await server.cockfight.currentFight('LWCF-1'))!;
    if (fight.number > lastAuto && fight.status === 'OPEN' && now() < fight.lastCallAt!) break;
    clock = Math.max(clock + 1, fight.endsAt!.getTime());
  }
  for (let i = 0; ; i++) {
    const serverSeed = `rigged-${fight.number}-${i}`;
    const weights = DEFAULT_WEIGHTS;
    if (outcomeFromSeed({ serverSeed, arenaId: 'LWCF-1', fightNumber: fight.number, weights }) !== outcome)
      continue;
    await database.db
      .update(cockfightFights)
      .set({ serverSeed, seedHash: fightCommitment(serverSeed) })
      .where(eq(cockfightFights.id, fight.id));
    lastAuto = fight.number;
    return fightRow(fight.id);
  }
};
const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError)
      return { code: error.code, field: error.field, message: error.messageKey, params: error.detail.params };
    throw error;
  }
  throw new Error('expected a refusal');
};
let requests = 0;
const requestId = () => `test-request-${++requests}`;
const bet = (
  player: { token: string },
  arena: string,
  side: 'meron' | 'wala' | 'draw',
  stake: string,
  id = requestId(),
) => server.cockfight.placeBet(player.token, arena, { requestId: id, side, stake });

describe('an auto arena', () => {
  it('runs a fight OPEN → LAST_CALL → CLOSED → RESULT on the clock and pays the parimutuel book', async () => {
    const a = await seated('cf_a');
    const b = await seated('cf_b');
    const c = await seated('cf_c');
    const fight = await openAuto('MERON');
    const placed = await bet(a, 'LWCF-1', 'meron', '100.00');
    expect(placed).toMatchObject({ arena: 'LWCF-1', fightNumber: fight.number, stake: '100.00' });
    await bet(b, 'LWCF-1', 'wala', '50.00');
    await bet(c, 'LWCF-1', 'meron', '40.00');
    const during = await server.cockfight.publicState('LWCF-1', a.token);
    expect(during.fight).toMatchObject({
      number: fight.number,
      status: 'OPEN',
      pools: { meron: '140.00', wala: '50.00', draw: '0.00' },
      seedHash: fight.seedHash,
      serverSeed: null,
    });
    // 190 × 0.95 / 140 = 1.289…
    expect(during.fight!.board).toMatchObject({ mode: 'parimutuel', meronMilli: 1289, drawMilli: 9000 });
    expect(during.myBets).toEqual([{ side: 'meron', stake: '100.00', payout: null, status: 'placed' }]);
    expect(during.balance).toBe(fromMinorUnits(a.start - 10_000n));

    clock = fight.lastCallAt!.getTime();
    await server.cockfight.advance();
    expect((await fightRow(fight.id)).status).toBe('LAST_CALL');
    clock = fight.closesAt!.getTime();
    await server.cockfight.advance();
    expect((await fightRow(fight.id)).status).toBe('CLOSED');
    const late = await seated('cf_late');
    expect(await refusal(bet(late, 'LWCF-1', 'wala', '10.00'))).toMatchObject({
      code: 'COCKFIGHT_BETTING_CLOSED',
      message: 'cockfight_err_betting_closed',
    });
    expect(await late.balance()).toBe(late.start);

    clock = fight.resultAt!.getTime();
    await server.cockfight.advance();
    const done = await fightRow(fight.id);
    expect(done).toMatchObject({ status: 'RESULT', result: 'MERON' });
    expect(done.settledAt).not.toBeNull();
    // Winners share 190.00 less 5 %: floor(10000 × 19000 × 9500 / (14000 × 10000)) and the same for 4000.
    expect(await a.balance()).toBe(a.start - 10_000n + 12_892n);
    expect(await c.balance()).toBe(c.start - 4_000n + 5_157n);
    expect(await b.balance()).toBe(b.start - 5_000n);
    const round = (
      await database.db.select().from(providerRounds).where(eq(providerRounds.roundId, placed.roundId))
    )[0]!;
    expect(round).toMatchObject({ status: 'settled', payoutMinor: 12_892n });

    const verify = await server.cockfight.verifyFight('LWCF-1', fight.number);
    expect(verify.fight).toMatchObject({
      result: 'MERON',
      serverSeed: fight.serverSeed,
      seedHash: fight.seedHash,
    });
    const after = await server.cockfight.publicState('LWCF-1');
    expect(after.results[0]).toEqual({ number: fight.number, outcome: 'MERON' });
    expect(after.trend.counts.MERON).toBeGreaterThan(0);
    expect(after.balance).toBeNull();
    expect((await server.cockfight.publicState('LWCF-1', a.token)).balance).toBe(
      fromMinorUnits(a.start - 10_000n + 12_892n),
    );
  });

  it('refunds Meron and Wala on a DRAW and pays Draw 8 to 1', async () => {
    const a = await seated('cf_draw_a');
    const b = await seated('cf_draw_b');
    const fight = await openAuto('DRAW');
    await bet(a, 'LWCF-1', 'meron', '100.00');
    await bet(b, 'LWCF-1', 'wala', '60.00');
    await bet(b, 'LWCF-1', 'draw', '10.00');
    clock = fight.resultAt!.getTime();
    await server.cockfight.advance();
    expect(await fightRow(fight.id)).toMatchObject({ status: 'RESULT', result: 'DRAW' });
    expect(await a.balance()).toBe(a.start);
    expect(await b.balance()).toBe(b.start + 8_000n);
    const state = await server.cockfight.publicState('LWCF-1', b.token);
    expect(state.fight?.number).toBe(fight.number);
    expect(state.myBets).toEqual([
      { side: 'wala', stake: '60.00', payout: '60.00', status: 'refunded' },
      { side: 'draw', stake: '10.00', payout: '90.00', status: 'won' },
    ]);
    expect(state.balance).toBe(fromMinorUnits(b.start + 8_000n));
  });

  it('enforces the per-side limits with nothing debited', async () => {
    const p = await seated('cf_limits', 20_000_000n);
    await openAuto('WALA');
    expect(await refusal(bet(p, 'LWCF-1', 'meron', '5.00'))).toEqual({
      code: 'COCKFIGHT_STAKE_OUT_OF_RANGE',
      field: 'body.stake',
      message: 'cockfight_err_stake_out_of_range',
      params: { min: '10.00', max: '50000.00' },
    });
    await bet(p, 'LWCF-1', 'meron', '30000.00');
    expect(await refusal(bet(p, 'LWCF-1', 'meron', '30000.00'))).toMatchObject({
      code: 'COCKFIGHT_STAKE_OUT_OF_RANGE',
    });
    // The other side has its own limit.
    await bet(p, 'LWCF-1', 'wala', '30000.00');
    expect(await p.balance()).toBe(p.start - 6_000_000n);
  });

  it('answers a repeated request with the same slip and moves money once', async () => {
    const p = await seated('cf_repeat');
    await openAuto('MERON');
    const id = requestId();
    const first = await bet(p, 'LWCF-1', 'meron', '25.00', id);
    const again = await bet(p, 'LWCF-1', 'meron', '25.00', id);
    expect(again.roundId).toBe(first.roundId);
    expect(again.balance).toBe(first.balance);
    expect(await p.balance()).toBe(p.start - 2_500n);
    expect(await refusal(bet(p, 'LWCF-1', 'wala', '25.00', id))).toMatchObject({
      code: 'COCKFIGHT_REQUEST_REUSED',
      field: 'body.requestId',
    });
    expect(await p.balance()).toBe(p.start - 2_500n);
  });
});

describe('two servers', () => {
  it('settle a fight once, however often both beat', async () => {
    const other = serverWith('server-b');
    const p = await seated('cf_twice');
    const q = await seated('cf_twice_b');
    const fight = await openAuto('WALA');
    const slipP = await bet(p, 'LWCF-1', 'meron', '20.00');
    const slipQ = await bet(q, 'LWCF-1', 'wala', '30.00');
    clock = fight.resultAt!.getTime();
    await Promise.all([server.cockfight.advance(), other.cockfight.advance(), other.cockfight.advance()]);
    await Promise.all([server.cockfight.sweep(), other.cockfight.sweep()]);
    // Both may have to retry once the lease lapses; the books still move once.
    clock += 11_000;
    await Promise.all([server.cockfight.sweep(), other.cockfight.sweep()]);
    expect((await fightRow(fight.id)).settledAt).not.toBeNull();
    const credits = await database.db
      .select()
      .from(seamlessTransactions)
      .where(
        and(
          inArray(seamlessTransactions.roundId, [slipP.roundId, slipQ.roundId]),
          eq(seamlessTransactions.kind, 'credit'),
        ),
      );
    expect(credits).toHaveLength(2);
    // 50.00 × 0.95 / 30.00 → floor(3000 × 5000 × 9500 / (3000 × 10000)) = 4750.
    expect(await q.balance()).toBe(q.start - 3_000n + 4_750n);
    expect(await p.balance()).toBe(p.start - 2_000n);
  });
});

describe('a manual arena', () => {
  it('refunds every bet of a cancelled fight', async () => {
    const a = await seated('cf_cancel_a');
    const b = await seated('cf_cancel_b');
    const { fight } = await server.cockfight.openFight('LWCF-2');
    await bet(a, 'LWCF-2', 'meron', '100.00');
    await bet(b, 'LWCF-2', 'draw', '20.00');
    await server.cockfight.moveFight({
      arena: 'LWCF-2',
      number: fight.number,
      action: 'cancel',
      reason: 'rain',
    });
    expect(await server.cockfight.settle('LWCF-2', fight.number)).toBe(0);
    expect(await fightRow(fight.id)).toMatchObject({ status: 'CANCELLED', cancelReason: 'rain' });
    expect(await a.balance()).toBe(a.start);
    expect(await b.balance()).toBe(b.start);
    expect(await refusal(bet(a, 'LWCF-2', 'meron', '10.00'))).toMatchObject({
      code: 'COCKFIGHT_BETTING_CLOSED',
    });
  });
});
