/**
 * Live tables on the provider (issue 21, ADR 082), on one database with a fake clock: a baccarat
 * round two players bet in, settled through the seamless protocol with the books agreeing; betting
 * closed, bad spots and limits refused before any money moves; a repeated request moving no money;
 * two servers settling once; a shoe ending, its seed revealed and every round recomputed from it; a
 * cancelled round refunded; sic bo and roulette settled from their revealed seeds.
 */
import { dealBaccaratRound, settleBaccarat } from '@luckwell/games/live/baccarat';
import { cardCode, shoeFromSeeds } from '@luckwell/games/live/cards';
import { settleRoulette, spinRouletteFromSeeds } from '@luckwell/games/live/roulette';
import { rollSicBoFromSeeds, settleSicBo } from '@luckwell/games/live/sic-bo';
import { commitServerSeed } from '@luckwell/games/rng';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { betRecords } from '../../seamless/bet-record.table.ts';
import { seamlessTransactions } from '../../seamless/seamless-transaction.table.ts';
import { checkLedger } from '../../wallet/ledger-check.ts';
import { createProviderService } from '../provider.service.ts';
import { createProviderKit, expectBooksAgree, lossyOperator } from '../provider-test-kit.ts';
import { providerRounds } from '../round.table.ts';
import { createLiveService, DEFAULT_LIVE_TABLES, type LiveTableSpec } from './live.service.ts';
import { liveRounds } from './live-round.table.ts';
import { liveTables } from './live-table.table.ts';

let app: App;
let database: DatabaseHandle;
let kit: Awaited<ReturnType<typeof createProviderKit>>;
let clock = Date.parse('2026-11-27T05:00:00Z');
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

/** A two-deck baccarat table: its shoe ends after a handful of rounds. */
const SHORT_SHOE: LiveTableSpec = {
  code: 'TEST-BAC-2D',
  name: 'Short shoe',
  kind: 'baccarat',
  mode: 'commission',
  decks: 2,
  bettingMs: 10_000,
  dealingMs: 5_000,
  minStakeMinor: 1_000n,
  maxStakeMinor: 5_000_000n,
  sort: 9,
};
const TABLES = [...DEFAULT_LIVE_TABLES, SHORT_SHOE];

const serverWith = (node: string) => {
  const provider = createProviderService({
    db: database.db,
    operator: lossyOperator(app),
    now,
    // Every title is a live one here: the test opens its sessions from the dice game's launch.
    gameOf: async (_brand, _vendor, gameCode) => ({
      gameName: gameCode,
      engine: 'baccarat',
      maintenance: false,
    }),
  });
  return { provider, live: createLiveService({ db: database.db, provider, now, node, tables: TABLES }) };
};
let server: ReturnType<typeof serverWith>;
beforeAll(() => {
  server = serverWith('server-a');
});

/** A member with a live session opened from a launch, and the balance they started with. */
const seated = async (account: string, cash?: bigint) => {
  const m = await kit.member(account, cash);
  const url = await m.launch();
  const session = await server.live.startSession({
    vendor: url.searchParams.get('vendor')!,
    gameCode: url.searchParams.get('gameCode')!,
    launchToken: url.searchParams.get('token')!,
  });
  return { ...m, token: session.token, start: await m.balance() };
};

/** Moves the clock on until the table has a round taking bets, and answers it. */
const betting = async (code: string) => {
  for (;;) {
    await server.live.advance();
    const round = await server.live.currentRound(code);
    if (round.status === 'betting' && now() < round.dealsAt) return round;
    clock = Math.max(clock + 1, round.resultAt.getTime());
  }
};
/** To the round's result: one beat deals it and settles it. */
const finish = async (round: { resultAt: Date }) => {
  clock = round.resultAt.getTime();
  await server.live.advance();
};
const roundRow = async (id: number) =>
  (await database.db.select().from(liveRounds).where(eq(liveRounds.id, id)))[0]!;
const providerRound = async (roundId: string) =>
  (await database.db.select().from(providerRounds).where(eq(providerRounds.roundId, roundId)))[0]!;
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
  code: string,
  bets: { spot: string; stake: string }[],
  id = requestId(),
) => server.live.placeBets(player.token, code, { requestId: id, bets });
const minor = (money: string) => BigInt(money.replace('.', ''));

describe('a baccarat round', () => {
  it('takes two players’ bets, deals once the betting closes and pays both through the protocol', async () => {
    const a = await seated('live_a');
    const b = await seated('live_b');
    const round = await betting('LWLIVE-BAC-1');
    const placedA = await bet(a, 'LWLIVE-BAC-1', [
      { spot: 'banker', stake: '100.00' },
      { spot: 'player-pair', stake: '20.00' },
    ]);
    expect(placedA).toMatchObject({ table: 'LWLIVE-BAC-1', roundNumber: round.number, total: '120.00' });
    expect(placedA.balance).toBe('9880.00');
    await bet(b, 'LWLIVE-BAC-1', [
      { spot: 'player', stake: '50.00' },
      { spot: 'tie', stake: '10.00' },
    ]);
    const during = await server.live.publicState('LWLIVE-BAC-1', a.token);
    expect(during.round).toMatchObject({ number: round.number, phase: 'betting', outcome: null });
    expect(during.myBets).toEqual([
      { spot: 'banker', stake: '100.00', payout: null, status: 'placed' },
      { spot: 'player-pair', stake: '20.00', payout: null, status: 'placed' },
    ]);
    expect(during.shoe).toMatchObject({ seedHash: round.seedHash, serverSeed: null });
    expect(during.table.houseEdges).toMatchObject({ banker: '1.06', player: '1.24', tie: '14.36' });

    await finish(round);
    const dealt = await roundRow(round.id);
    expect(dealt.status).toBe('settled');
    const outcome = dealt.outcome as Parameters<typeof settleBaccarat>[0];
    const expected = (bets: { spot: string; stake: number }[]) =>
      BigInt(settleBaccarat(outcome, bets, 'commission').reduce((sum, s) => sum + s.payout, 0));
    const payA = expected([
      { spot: 'banker', stake: 10_000 },
      { spot: 'player-pair', stake: 2_000 },
    ]);
    const payB = expected([
      { spot: 'player', stake: 5_000 },
      { spot: 'tie', stake: 1_000 },
    ]);
    expect(await a.balance()).toBe(a.start - 12_000n + payA);
    expect(await b.balance()).toBe(b.start - 6_000n + payB);
    // Each slip is one settled provider round and one settled bet record at the operator.
    const record = (
      await database.db.select().from(betRecords).where(eq(betRecords.roundId, placedA.roundId))
    )[0]!;
    expect(record).toMatchObject({ status: 'settled', stakeMinor: 12_000n, payoutMinor: payA });
    await expectBooksAgree(database, [a, b], ['live_a', 'live_b'], 2);

    const after = await server.live.publicState('LWLIVE-BAC-1', a.token);
    expect(after.results[0]).toMatchObject({ number: round.number, outcome: dealt.outcome });
    expect(after.roads!.bead.flat().filter(Boolean).length).toBeGreaterThan(0);
    const history = await server.live.history(a.token, 'LWLIVE-BAC-1');
    expect(history.slips[0]).toMatchObject({
      roundId: placedA.roundId,
      roundNumber: round.number,
      status: 'settled',
      payout: `${payA / 100n}.${String(payA % 100n).padStart(2, '0')}`,
    });
  });

  it('refuses a bet once betting has closed, and moves no money', async () => {
    const p = await seated('live_late');
    const round = await betting('LWLIVE-BAC-1');
    clock = round.dealsAt.getTime();
    expect(await refusal(bet(p, 'LWLIVE-BAC-1', [{ spot: 'banker', stake: '10.00' }]))).toMatchObject({
      code: 'LIVE_BETTING_CLOSED',
      message: 'live_err_betting_closed',
    });
    expect(await p.balance()).toBe(p.start);
  });

  it('refuses a spot the table does not have, naming the bet', async () => {
    const p = await seated('live_spot');
    await betting('LWLIVE-BAC-1');
    expect(
      await refusal(
        bet(p, 'LWLIVE-BAC-1', [
          { spot: 'banker', stake: '10.00' },
          { spot: 'dragon', stake: '10.00' },
        ]),
      ),
    ).toMatchObject({ code: 'LIVE_BAD_SPOT', field: 'body.bets.1.spot', message: 'live_err_unknown_spot' });
    await betting('LWLIVE-RO-1');
    expect(await refusal(bet(p, 'LWLIVE-RO-1', [{ spot: 'split:1-5', stake: '10.00' }]))).toMatchObject({
      code: 'LIVE_BAD_SPOT',
      field: 'body.bets.0.spot',
      message: 'live_err_bad_bet_shape',
    });
    expect(await p.balance()).toBe(p.start);
  });

  it("keeps each spot's stake in the round within the table's limits, adding slips together", async () => {
    const p = await seated('live_limits', 10_000_000n);
    await betting('LWLIVE-BAC-1');
    expect(await refusal(bet(p, 'LWLIVE-BAC-1', [{ spot: 'banker', stake: '5.00' }]))).toMatchObject({
      code: 'LIVE_STAKE_OUT_OF_RANGE',
      field: 'body.bets.0.stake',
      params: { min: '10.00', max: '50000.00' },
    });
    await bet(p, 'LWLIVE-BAC-1', [{ spot: 'banker', stake: '40000.00' }]);
    expect(
      await refusal(
        bet(p, 'LWLIVE-BAC-1', [
          { spot: 'player', stake: '10.00' },
          { spot: 'banker', stake: '10000.01' },
        ]),
      ),
    ).toMatchObject({ code: 'LIVE_STAKE_OUT_OF_RANGE', field: 'body.bets.1.stake' });
    // A top-up below the minimum is fine on a spot already above it.
    const topped = await bet(p, 'LWLIVE-BAC-1', [{ spot: 'banker', stake: '5.00' }]);
    expect(topped.myBets).toEqual([{ spot: 'banker', stake: '40005.00', payout: null, status: 'placed' }]);
    expect(await p.balance()).toBe(p.start - 4_000_500n);
  });

  it('answers a repeated request with its first slip and moves the money once; a new key adds a slip', async () => {
    const p = await seated('live_repeat');
    const round = await betting('LWLIVE-BAC-1');
    const id = requestId();
    const first = await bet(p, 'LWLIVE-BAC-1', [{ spot: 'player', stake: '30.00' }], id);
    const again = await bet(p, 'LWLIVE-BAC-1', [{ spot: 'player', stake: '30.00' }], id);
    expect(again).toMatchObject({ roundId: first.roundId, balance: first.balance });
    const twins = await Promise.all(
      [1, 2].map(() =>
        bet(p, 'LWLIVE-BAC-1', [{ spot: 'tie', stake: '10.00' }], 'test-race-key').catch(
          (error: unknown) => error,
        ),
      ),
    );
    // Whichever twin claims the key places the slip; the other answers the same slip or is told
    // the slip is still being placed.
    const placed = twins.filter((twin) => !(twin instanceof AppError));
    expect(placed.length).toBeGreaterThanOrEqual(1);
    for (const twin of twins) {
      if (twin instanceof AppError) expect(twin.messageKey).toBe('live_err_request_pending');
      else expect(twin).toMatchObject({ roundId: (placed[0] as { roundId: string }).roundId });
    }
    expect(await refusal(bet(p, 'LWLIVE-BAC-1', [{ spot: 'player', stake: '60.00' }], id))).toMatchObject({
      code: 'LIVE_REQUEST_REUSED',
      field: 'body.requestId',
    });
    // Double: a new slip on the same spot, added to the first.
    const doubled = await bet(p, 'LWLIVE-BAC-1', [{ spot: 'player', stake: '30.00' }]);
    expect(doubled.roundId).not.toBe(first.roundId);
    expect(doubled.myBets).toEqual([
      { spot: 'player', stake: '60.00', payout: null, status: 'placed' },
      { spot: 'tie', stake: '10.00', payout: null, status: 'placed' },
    ]);
    expect(await p.balance()).toBe(p.start - 7_000n);
    await finish(round);
    const slips = await database.db
      .select()
      .from(providerRounds)
      .where(and(eq(providerRounds.player, 'live_repeat'), eq(providerRounds.status, 'settled')));
    expect(slips).toHaveLength(3);
    await expectBooksAgree(database, [p], ['live_repeat'], 3);
  });
});

describe('two servers', () => {
  it('deal and settle a round once, whichever beats first and however often', async () => {
    const other = serverWith('server-b');
    const p = await seated('live_twice');
    const q = await seated('live_twice_b');
    const round = await betting('LWLIVE-DT-1');
    const slipP = await bet(p, 'LWLIVE-DT-1', [{ spot: 'dragon', stake: '25.00' }]);
    const slipQ = await bet(q, 'LWLIVE-DT-1', [{ spot: 'tie', stake: '15.00' }]);
    clock = round.resultAt.getTime();
    await Promise.all([server.live.advance(), other.live.advance(), other.live.advance()]);
    await Promise.all([server.live.sweep(), other.live.sweep()]);
    // Both see one timeline: the same next round.
    const [mine, theirs] = await Promise.all([
      server.live.currentRound('LWLIVE-DT-1'),
      other.live.currentRound('LWLIVE-DT-1'),
    ]);
    expect(mine.id).toBe(theirs.id);
    expect(mine.number).toBe(round.number + 1);
    expect((await roundRow(round.id)).status).toBe('settled');
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
    expect((await providerRound(slipP.roundId)).status).toBe('settled');
    await expectBooksAgree(database, [p, q], ['live_twice', 'live_twice_b'], 2);
  });
});

describe('the shoe', () => {
  it('is committed before its first bet, revealed when the cut card ends it, and recomputes every round', async () => {
    const p = await seated('live_shoe');
    const first = await betting(SHORT_SHOE.code);
    const state = await server.live.publicState(SHORT_SHOE.code);
    const shoeNumber = state.shoe!.number;
    expect(state.shoe).toMatchObject({ seedHash: first.seedHash, serverSeed: null });
    await bet(p, SHORT_SHOE.code, [{ spot: 'banker', stake: '20.00' }]);
    // Play the shoe out.
    let round = first;
    while (round.shoeNumber === shoeNumber) {
      await finish(round);
      round = await betting(SHORT_SHOE.code);
    }
    const after = await server.live.publicState(SHORT_SHOE.code);
    expect(after.shoe!.number).toBe(shoeNumber + 1);
    expect(after.shoe!.seedHash).not.toBe(state.shoe!.seedHash);
    expect(after.previousShoe).toMatchObject({ number: shoeNumber, seedHash: state.shoe!.seedHash });
    const seed = after.previousShoe!.serverSeed!;
    expect(commitServerSeed(seed)).toBe(state.shoe!.seedHash);

    const verify = await server.live.verifyShoe(SHORT_SHOE.code, shoeNumber);
    const shoe = shoeFromSeeds(
      { serverSeed: seed, clientSeed: verify.shoe.clientSeed, nonce: 0 },
      { decks: 2, cutCardMin: 60, cutCardMax: 80 },
    );
    expect(verify.rounds.length).toBeGreaterThan(1);
    expect(verify.rounds[0]!.position).toBe(shoe.firstPosition);
    for (const dealt of verify.rounds) {
      const again = dealBaccaratRound(shoe, dealt.position);
      expect(dealt.outcome).toMatchObject({
        player: again.player.map(cardCode),
        banker: again.banker.map(cardCode),
        winner: again.winner,
        nextPosition: again.nextPosition,
      });
    }
    expect(verify.rounds.at(-1)!.outcome).toMatchObject({ cutCardReached: true });
    // The new shoe deals from its own first position.
    expect(round.position).toBeGreaterThanOrEqual(2);
    expect(round.position).toBeLessThanOrEqual(11);
    await expectBooksAgree(database, [p], ['live_shoe'], 1);
  });
});

describe('a cancelled round', () => {
  it('refunds every slip and the table moves on to the next round', async () => {
    const p = await seated('live_cancel');
    const q = await seated('live_cancel_b');
    const round = await betting('LWLIVE-BAC-2');
    const slip = await bet(p, 'LWLIVE-BAC-2', [{ spot: 'banker', stake: '40.00' }]);
    await bet(q, 'LWLIVE-BAC-2', [{ spot: 'player', stake: '15.00' }]);
    // The cancel and the record written with it commit together: a failed record cancels nothing.
    await expect(
      server.live.cancelRound('LWLIVE-BAC-2', round.number, 'dealer fault', async () => {
        throw new Error('the audit could not be written');
      }),
    ).rejects.toThrow('the audit could not be written');
    expect((await server.live.currentRound('LWLIVE-BAC-2')).number).toBe(round.number);
    expect(await p.balance()).toBe(p.start - 4_000n);
    let recorded: string | null = null;
    const { unfinished } = await server.live.cancelRound(
      'LWLIVE-BAC-2',
      round.number,
      'dealer fault',
      async (_tx, cancelled) => {
        recorded = cancelled.status;
      },
    );
    expect(recorded).toBe('cancelled');
    expect(unfinished).toBe(0);
    expect(await p.balance()).toBe(p.start);
    expect(await q.balance()).toBe(q.start);
    expect((await providerRound(slip.roundId)).status).toBe('refunded');
    const history = await server.live.history(p.token);
    expect(history.slips[0]).toMatchObject({
      roundId: slip.roundId,
      status: 'refunded',
      bets: [{ spot: 'banker', status: 'refunded' }],
    });
    const next = await server.live.currentRound('LWLIVE-BAC-2');
    // The cancelled round dealt no card: the next one deals from the same place in the shoe.
    expect(next).toMatchObject({ number: round.number + 1, status: 'betting', position: round.position });
    const rebet = await bet(p, 'LWLIVE-BAC-2', [{ spot: 'banker', stake: '40.00' }]);
    expect(rebet.roundNumber).toBe(round.number + 1);
    expect(await refusal(server.live.cancelRound('LWLIVE-BAC-2', round.number, 'again'))).toMatchObject({
      code: 'PROVIDER_BAD_ACTION',
    });
  });
});

describe('sic bo and roulette', () => {
  it('settle from their own seeds, revealed with the result', async () => {
    const p = await seated('live_dice');
    const sicBo = await betting('LWLIVE-SB-1');
    const roulette = await betting('LWLIVE-RO-1');
    const diceBets = [
      { spot: 'big', stake: '10.00' },
      { spot: 'total:9', stake: '10.00' },
      { spot: 'single:3', stake: '10.00' },
    ];
    await bet(p, 'LWLIVE-SB-1', diceBets);
    const wheel = await bet(p, 'LWLIVE-RO-1', [
      { spot: 'red', stake: '10.00' },
      { spot: 'split:20-17', stake: '10.00' },
      { spot: 'straight:17', stake: '10.00' },
    ]);
    expect(wheel.myBets.map((b) => b.spot)).toEqual(['red', 'split:17-20', 'straight:17']);
    const before = await server.live.verifyRound('LWLIVE-SB-1', sicBo.number);
    expect(before.round.serverSeed).toBeNull();
    await finish({ resultAt: new Date(Math.max(sicBo.resultAt.getTime(), roulette.resultAt.getTime())) });

    const dice = await server.live.verifyRound('LWLIVE-SB-1', sicBo.number);
    expect(dice.round.phase).toBe('settled');
    const diceSeeds = { serverSeed: dice.round.serverSeed!, clientSeed: dice.round.clientSeed, nonce: 0 };
    expect(commitServerSeed(diceSeeds.serverSeed)).toBe(dice.round.seedHash);
    const roll = rollSicBoFromSeeds(diceSeeds);
    expect(dice.round.outcome).toMatchObject({ dice: roll.dice, total: roll.total });
    const wheelRound = await server.live.verifyRound('LWLIVE-RO-1', roulette.number);
    const spin = spinRouletteFromSeeds({
      serverSeed: wheelRound.round.serverSeed!,
      clientSeed: wheelRound.round.clientSeed,
      nonce: 0,
    });
    expect(wheelRound.round.outcome).toMatchObject({ number: spin.number });
    const paid = (settled: { payout: number }[]) => BigInt(settled.reduce((sum, s) => sum + s.payout, 0));
    const dicePay = paid(
      settleSicBo(
        roll,
        diceBets.map((b) => ({ spot: b.spot, stake: Number(minor(b.stake)) })),
      ),
    );
    const wheelPay = paid(
      settleRoulette(spin, [
        { spot: 'red', stake: 1_000 },
        { spot: 'split:17-20', stake: 1_000 },
        { spot: 'straight:17', stake: 1_000 },
      ]),
    );
    expect(await p.balance()).toBe(p.start - 6_000n + dicePay + wheelPay);
    await expectBooksAgree(database, [p], ['live_dice'], 2);
  });
});

describe('the lobby', () => {
  it('lists every enabled table with its house edges, last results and baccarat roads', async () => {
    const lobby = await server.live.lobby();
    const codes = lobby.tables.map((t) => t.table.code);
    expect(codes).toEqual(
      expect.arrayContaining(['LWLIVE-BAC-1', 'LWLIVE-BAC-2', 'LWLIVE-DT-1', 'LWLIVE-SB-1', 'LWLIVE-RO-1']),
    );
    const noCommission = lobby.tables.find((t) => t.table.code === 'LWLIVE-BAC-2')!;
    expect(noCommission.table).toMatchObject({
      mode: 'no_commission',
      decks: 8,
      limits: { minStake: '10.00' },
    });
    expect(noCommission.table.houseEdges.banker).toBe('1.46');
    expect(lobby.tables.find((t) => t.table.code === 'LWLIVE-RO-1')!.table.houseEdges.straight).toBe('2.70');
    expect(lobby.tables.find((t) => t.table.code === 'LWLIVE-SB-1')!.roads).toBeNull();
    const bac = lobby.tables.find((t) => t.table.code === 'LWLIVE-BAC-1')!;
    expect(bac.results.length).toBeGreaterThan(0);
    expect(bac.roads).not.toBeNull();
    // A disabled table leaves the lobby.
    await database.db.update(liveTables).set({ enabled: false }).where(eq(liveTables.code, SHORT_SHOE.code));
    expect((await server.live.lobby()).tables.map((t) => t.table.code)).not.toContain(SHORT_SHOE.code);
  });
});
