/**
 * Lottery on the provider (issue 20, ADR 081), on one database with a fake clock: the schedule run
 * by two servers, a slip bought, drawn and settled once however often settlement runs, the draw
 * replayed from its revealed seed, sales closed, caps, a cancelled issue refunded, an interrupted
 * settlement finished — and the ledger balanced after each.
 */

import { createHash } from 'node:crypto';
import { lotteryEngine } from '@luckwell/games/lottery/families';
import { lotteryGame } from '@luckwell/games/lottery/games';
import { createRandomStream } from '@luckwell/games/rng';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { games } from '../../games/game.table.ts';
import { betRecords } from '../../seamless/bet-record.table.ts';
import { checkLedger } from '../../wallet/ledger-check.ts';
import { createProviderService } from '../provider.service.ts';
import { createProviderKit, lossyOperator } from '../provider-test-kit.ts';
import { providerRounds } from '../round.table.ts';
import { createLotteryRepository } from './lottery.repository.ts';
import { createLotteryService, drawClientSeed } from './lottery.service.ts';
import { lotteryDraws } from './lottery-draw.table.ts';
import { lotteryTickets } from './lottery-ticket.table.ts';

let app: App;
let database: DatabaseHandle;
let kit: Awaited<ReturnType<typeof createProviderKit>>;
/** Start in the middle of a Vietnam day, well clear of midnight. */
let clock = Date.parse('2026-11-27T05:00:10Z');
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

const providerWith = (drop?: (action: string) => boolean) =>
  createProviderService({
    db: database.db,
    operator: lossyOperator(app, drop),
    now,
    gameOf: async () => ({ gameName: 'Lottery', engine: 'lotto', maintenance: false }),
  });
const serverWith = (node: string, drop?: (action: string) => boolean) => {
  const provider = providerWith(drop);
  return { provider, lottery: createLotteryService({ db: database.db, provider, now, node }) };
};
let server: ReturnType<typeof serverWith>;
beforeAll(() => {
  server = serverWith('server-a');
});

/** The demo's title of a lottery game (`LWLOTTO-0000` is the 1-minute Vietnamese fast draw). */
const title = async (gameCode: string) => {
  const [game] = await database.db
    .select({
      vendor: games.vassalage,
      gameCode: games.gameCode,
      maintenance: games.maintenance,
      engine: games.engine,
    })
    .from(games)
    .where(and(eq(games.merchantId, kit.lw), eq(games.gameCode, gameCode)));
  return game!;
};

/** A member with a lottery session opened from the launch of `gameCode`. */
const seated = async (account: string, gameCode = 'LWLOTTO-0000', on = server) => {
  const m = await kit.member(account);
  const url = await m.launch({ vendor: gameCode.split('-')[0]!, gameCode });
  const session = await on.lottery.startSession({
    vendor: url.searchParams.get('vendor')!,
    gameCode: url.searchParams.get('gameCode')!,
    launchToken: url.searchParams.get('token')!,
  });
  return { ...m, url, token: session.token, session };
};

const sellingIssue = async (game = 'vn-fast-60') => {
  await server.lottery.advance();
  const state = await server.lottery.gameState(game);
  expect(state.selling.length).toBeGreaterThan(0);
  return state.selling[0]!;
};
const drawRow = async (game: string, issue: string) =>
  (
    await database.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.game, game), eq(lotteryDraws.issue, issue)))
  )[0]!;
const roundRow = async (roundId: string) =>
  (await database.db.select().from(providerRounds).where(eq(providerRounds.roundId, roundId)))[0]!;
const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, field: error.field, message: error.messageKey };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('lottery titles', () => {
  it('leave maintenance and launch into their lottery page', async () => {
    const fast = await title('LWLOTTO-0000');
    expect(fast).toMatchObject({ engine: 'lotto', maintenance: false });
    const m = await kit.member('lotto_launch');
    expect((await m.launch({ vendor: 'LWLOTTO', gameCode: 'LWLOTTO-0000' })).pathname).toBe('/lottery');
    expect((await m.launch({ vendor: 'TCG_LOTTO_VN', gameCode: 'TCG_LOTTO_VN-0000' })).pathname).toBe(
      '/vnLottery',
    );
    expect((await m.launch({ vendor: 'TCG_SEA', gameCode: 'TCG_SEA-0000' })).pathname).toBe('/seaLottery');
  });

  it('opens a session for the lottery game its title plays', async () => {
    const m = await seated('lotto_session', 'LWLOTTO-0004');
    expect(m.session).toMatchObject({
      vendor: 'LWLOTTO',
      gameCode: 'LWLOTTO-0004',
      game: 'ssc-60',
      currency: 'VND',
    });
  });
});

describe('lottery schedule', () => {
  it('makes each issue once when two servers advance at once, the seed committed before sales', async () => {
    const b = serverWith('server-b');
    await Promise.all([server.lottery.advance(), b.lottery.advance()]);
    const state = await server.lottery.gameState('vn-fast-60');
    expect(state.selling).toHaveLength(1);
    const current = state.selling[0]!;
    expect(current.issue).toMatch(/^20261127-\d{4}$/);
    expect(current.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(current.serverSeed).toBeNull();
    expect(current.result).toBeNull();
    const rows = await database.db.select().from(lotteryDraws).where(eq(lotteryDraws.game, 'vn-fast-60'));
    expect(new Set(rows.map((r) => r.issue)).size).toBe(rows.length);
  });

  it('draws from the seed alone: the revealed seed hashes to the commitment and replays the result', async () => {
    const current = await sellingIssue();
    clock = Date.parse(current.drawAt) + 1;
    await server.lottery.advance();
    const drawn = await server.lottery.drawOf('vn-fast-60', current.issue);
    expect(drawn.status).toBe('settled');
    expect(createHash('sha256').update(drawn.serverSeed!).digest('hex')).toBe(current.seedHash);
    const game = lotteryGame('vn-fast-60')!;
    const engine = lotteryEngine(game.family);
    const replay = engine.draw(
      game,
      createRandomStream({
        serverSeed: drawn.serverSeed!,
        clientSeed: drawClientSeed(game.key, drawn.issue),
        nonce: 0,
      }),
    );
    expect(engine.toTiers(game, replay)).toEqual(drawn.result);
    expect(drawn.result!.flatMap((t) => t.numbers)).toHaveLength(27);
  });
});

describe('lottery slips', () => {
  it('debits a slip once, settles it by the engine once however often settlement runs, and pays the win', async () => {
    const m = await seated('lotto_slip');
    const start = await m.balance();
    const current = await sellingIssue();
    // Every two-digit ending as lô 2 số: each appearance pays, so this slip surely wins.
    const all = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')).join(' ');
    const placed = await server.lottery.placeTickets(m.token, {
      issue: current.issue,
      bets: [
        { product: 'lo2', selection: all, unitStake: '1.00', multiplier: 1 },
        { product: 'de', selection: '00 11', unitStake: '2.00', multiplier: 3 },
      ],
    });
    expect(placed.tickets.map((t) => [t.betCount, t.cost])).toEqual([
      [100, '100.00'],
      [2, '12.00'],
    ]);
    expect(await m.balance()).toBe(start - 11_200n);
    const roundId = placed.tickets[0]!.roundId;
    expect(placed.tickets[1]!.roundId).toBe(roundId);
    expect((await roundRow(roundId)).status).toBe('open');

    clock = Date.parse(current.drawAt) + 1;
    const b = serverWith('server-b');
    await Promise.all([server.lottery.advance(), b.lottery.advance(), server.lottery.sweep()]);
    await server.lottery.sweep();
    const round = await roundRow(roundId);
    expect(round.status).toBe('settled');
    const draw = await drawRow('vn-fast-60', current.issue);
    expect(draw.status).toBe('settled');
    // 27 appearances of lô at 80/23, and đề by the special's last two digits.
    const special = (draw.result as { tiers: { special: string[] } }).tiers.special[0]!.slice(-2);
    const deHits = ['00', '11'].includes(special) ? 1 : 0;
    const expected = (100n * 27n * 80n) / 23n + (600n * 85n * BigInt(deHits)) / 1n;
    expect(round.payoutMinor).toBe(expected);
    expect(await m.balance()).toBe(start - 11_200n + expected);
    const lines = await database.db.select().from(lotteryTickets).where(eq(lotteryTickets.roundId, round.id));
    expect(lines.map((l) => l.status)).toEqual(['won', deHits ? 'won' : 'lost']);
    expect(lines[0]!.hits).toBe(27);
    // The operator's record: one bet for the slip, settled once.
    const records = await database.db.select().from(betRecords).where(eq(betRecords.roundId, roundId));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ status: 'settled', stakeMinor: 11_200n, payoutMinor: expected });
    expect((await server.lottery.myTickets(m.token, 'ssc-60')).tickets).toEqual([]);
    const mine = await server.lottery.myTickets(m.token, 'vn-fast-60');
    expect(mine.tickets.slice(0, 2).map((t) => t.status)).toEqual(['won', deHits ? 'won' : 'lost'].reverse());
  });

  it('refuses a slip whole, before any debit: a bad pick, an unknown product, a small stake', async () => {
    const m = await seated('lotto_refused');
    const start = await m.balance();
    const current = await sellingIssue();
    const slip = (bets: { product: string; selection: string; unitStake: string; multiplier: number }[]) =>
      refusal(server.lottery.placeTickets(m.token, { issue: current.issue, bets }));
    const good = { product: 'lo2', selection: '12', unitStake: '1.00', multiplier: 1 };
    expect(await slip([good, { ...good, selection: '123' }])).toMatchObject({
      code: 'LOTTERY_BAD_SELECTION',
      field: 'body.bets.1.selection',
      message: 'lottery_err_bad_number',
    });
    expect(await slip([{ ...good, product: '4d_big' }])).toMatchObject({
      code: 'LOTTERY_BAD_PRODUCT',
      field: 'body.bets.0.product',
    });
    expect(await slip([{ ...good, unitStake: '0.50' }])).toMatchObject({ code: 'LOTTERY_BAD_STAKE' });
    expect(await slip([{ ...good, selection: '12 12' }])).toMatchObject({
      message: 'lottery_err_duplicate_number',
    });
    expect(await m.balance()).toBe(start);
  });

  it('refuses an issue no longer on sale and a slip beyond the balance, moving nothing', async () => {
    const m = await seated('lotto_closed', 'LWLOTTO-0000');
    const current = await sellingIssue();
    clock = Date.parse(current.closesAt);
    const late = await refusal(
      server.lottery.placeTickets(m.token, {
        issue: current.issue,
        bets: [{ product: 'de', selection: '12', unitStake: '1.00', multiplier: 1 }],
      }),
    );
    expect(late).toMatchObject({ code: 'LOTTERY_SALES_CLOSED', field: 'body.issue' });
    const next = await sellingIssue();
    const broke = await refusal(
      server.lottery.placeTickets(m.token, {
        issue: next.issue,
        bets: [{ product: 'de', selection: '12', unitStake: '9000.00', multiplier: 10 }],
      }),
    );
    expect(broke).toMatchObject({ code: 'WALLET_INSUFFICIENT_FUNDS' });
    expect(await m.balance()).toBe(1_000_000n);
  });

  it('refuses a number past its liability cap, naming it, and tracks the board live', async () => {
    const m = await seated('lotto_cap');
    const current = await sellingIssue();
    // đề pays 85 per unit: 10,000,000.00 of exposure is 117,647.06 units.
    const big = { product: 'de', selection: '77', unitStake: '1000.00', multiplier: 100 };
    const n = await seated('lotto_cap_rich');
    await kit.wallet.credit({
      merchantId: kit.lw,
      memberId: n.id,
      currency: 'VND',
      amountMinor: 100_000_000n,
      counterparty: 'cashier',
      idempotencyKey: 'test:lotto_cap_rich:topup',
      kind: 'deposit',
    });
    await server.lottery.placeTickets(n.token, { issue: current.issue, bets: [big] });
    const refused = await refusal(
      server.lottery.placeTickets(n.token, { issue: current.issue, bets: [{ ...big, multiplier: 20 }] }),
    );
    expect(refused).toMatchObject({ code: 'LOTTERY_NUMBER_CLOSED', message: 'lottery_err_number_closed' });
    // Another number is still open.
    await server.lottery.placeTickets(m.token, {
      issue: current.issue,
      bets: [{ product: 'de', selection: '78', unitStake: '1.00', multiplier: 1 }],
    });
  });

  it('sells a capped number at the reduced rate in reduce mode, and refuses it once even that would not fit', async () => {
    // Cap 1,000.00 per number; đề pays 85 per unit. A 10.00 line is 850.00 of exposure at full rate.
    await createLotteryRepository(database.db).upsertSetting({
      game: 'vn-fast-180',
      liability: { capMinor: '100000', mode: 'reduce', reducedPercent: 40 },
    });
    const m = await seated('lotto_reduce', 'LWLOTTO-0002');
    const current = await sellingIssue('vn-fast-180');
    const de = (unitStake: string) => ({ product: 'de', selection: '42', unitStake, multiplier: 1 });
    const full = await server.lottery.placeTickets(m.token, { issue: current.issue, bets: [de('10.00')] });
    expect(full.tickets[0]!.reducedPercent).toBeNull();
    // 850.00 + 340.00 > 1,000.00 at full rate, so the next 4.00 line sells at 40 %: 850.00 + 136.00.
    const reduced = await server.lottery.placeTickets(m.token, { issue: current.issue, bets: [de('4.00')] });
    expect(reduced.tickets[0]!.reducedPercent).toBe(40);
    const [stored] = await database.db
      .select()
      .from(lotteryTickets)
      .where(eq(lotteryTickets.selectionText, '42'))
      .orderBy(desc(lotteryTickets.id))
      .limit(1);
    expect(stored!.rates).toMatchObject({ rates: { hit: { num: '34', den: '1' } }, reducedPercent: 40 });
    // 986.00 + 40 % × 85 × 1.00 = 1,020.00 > 1,000.00: closed, named.
    const refused = await refusal(
      server.lottery.placeTickets(m.token, { issue: current.issue, bets: [de('1.00')] }),
    );
    expect(refused).toMatchObject({ code: 'LOTTERY_NUMBER_CLOSED' });
    await createLotteryRepository(database.db).upsertSetting({ game: 'vn-fast-180', liability: null });
  });

  it("pays an issue's slips with one signed credit batch", async () => {
    const actions: string[] = [];
    const spied = serverWith('server-spied', (action) => {
      actions.push(action);
      return false;
    });
    const players = [
      await seated('lotto_batch_a', 'LWLOTTO-0000', spied),
      await seated('lotto_batch_b', 'LWLOTTO-0000', spied),
    ];
    const current = await sellingIssue();
    const roundIds: string[] = [];
    for (const p of players) {
      const placed = await spied.lottery.placeTickets(p.token, {
        issue: current.issue,
        bets: [{ product: 'lo2', selection: '07 42', unitStake: '1.00', multiplier: 1 }],
      });
      roundIds.push(placed.tickets[0]!.roundId);
    }
    actions.length = 0;
    clock = Date.parse(current.drawAt) + 1;
    await spied.lottery.sweep();
    expect(actions.filter((action) => action.startsWith('credit'))).toEqual(['creditBatch']);
    for (const roundId of roundIds) expect((await roundRow(roundId)).status).toBe('settled');
    expect((await drawRow('vn-fast-60', current.issue)).status).toBe('settled');
  });

  it('finishes a settlement whose credit answer was lost: the sweep pays it once', async () => {
    const lossy = serverWith('server-lossy', (action) => action === 'credit' || action === 'creditBatch');
    const m = await seated('lotto_lossy', 'LWLOTTO-0000', lossy);
    const current = await sellingIssue();
    const placed = await lossy.lottery.placeTickets(m.token, {
      issue: current.issue,
      bets: [
        {
          product: 'lo2',
          selection: Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).join(' '),
          unitStake: '1.00',
          multiplier: 1,
        },
      ],
    });
    clock = Date.parse(current.drawAt) + 1;
    await lossy.lottery.sweep();
    const roundId = placed.tickets[0]!.roundId;
    expect((await roundRow(roundId)).status).toBe('settling');
    expect((await drawRow('vn-fast-60', current.issue)).status).toBe('drawn');
    clock += 60_000;
    await server.lottery.sweep();
    const round = await roundRow(roundId);
    expect(round.status).toBe('settled');
    const records = await database.db.select().from(betRecords).where(eq(betRecords.roundId, roundId));
    expect(records).toHaveLength(1);
    expect(records[0]!.payoutMinor).toBe(round.payoutMinor);
  });
});
