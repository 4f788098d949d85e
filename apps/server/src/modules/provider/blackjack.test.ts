/**
 * Blackjack through the house game provider (issue 21, ADR 085): the deal debited, a double or a
 * split debited as a further debit of the same round before its card is dealt, the round paid on
 * the first stake's multiplier, a refused further stake leaving the round as it was, retries never
 * debiting twice, a stake whose answer was lost completed by the retry or given back by the sweep,
 * and the operator's books agreeing with the provider's to the unit.
 */
import { blackjackEngine } from '@luckwell/games/blackjack-engine';
import type { BlackjackState } from '@luckwell/games/cards/blackjack';
import { basicStrategyAction } from '@luckwell/games/cards/blackjack-strategy';
import { parseCards } from '@luckwell/games/cards/deck';
import type { AnyHouseEngine } from '@luckwell/games/engine';
import { houseEngine } from '@luckwell/games/house-engines';
import { verifyRound } from '@luckwell/games/verify';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { HOUSE_VENDORS } from '../games/demo-catalogue.ts';
import { games } from '../games/game.table.ts';
import { betRecords } from '../seamless/bet-record.table.ts';
import { TEST_VENDOR_SECRET } from '../seamless/demo-seamless.ts';
import { seamlessTransactions } from '../seamless/seamless-transaction.table.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createOperatorClient, injectTransport, type OperatorClient } from './operator-client.ts';
import { createProviderService } from './provider.service.ts';
import { createProviderKit, expectBooksAgree, lossyOperator } from './provider-test-kit.ts';
import { providerRounds } from './round.table.ts';
import { providerRoundSteps } from './round-step.table.ts';

let app: App;
let database: DatabaseHandle;
let kit: Awaited<ReturnType<typeof createProviderKit>>;
let table: { vendor: string; gameCode: string };

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  kit = await createProviderKit(app, database);
  const [row] = await database.db
    .select({ vendor: games.vassalage, gameCode: games.gameCode })
    .from(games)
    .where(
      and(
        eq(games.merchantId, kit.lw),
        inArray(games.vassalage, [...HOUSE_VENDORS]),
        eq(games.engine, 'blackjack'),
        eq(games.maintenance, false),
      ),
    )
    .orderBy(games.id)
    .limit(1);
  if (!row) throw new Error('no playable blackjack title in the demo catalogue');
  table = row;
});
afterAll(async () => {
  await app.close();
});

const api = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
  const response = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

const launchInput = (url: URL) => ({
  vendor: url.searchParams.get('vendor')!,
  gameCode: url.searchParams.get('gameCode')!,
  launchToken: url.searchParams.get('token')!,
});

/**
 * Blackjack dealing the cards a test scripts, in order (card i of the round is script[i]), and still
 * reading the stream as the real engine does. Everything else is the real engine.
 */
let script: number[] = [];
const rigged: AnyHouseEngine = {
  ...blackjackEngine,
  step: (config, random, state: BlackjackState | undefined, action) => {
    let next = state?.cardsDealt ?? 0;
    const scripted = {
      ...random,
      nextInt: (bound: number) => {
        random.nextInt(bound);
        const card = script[next++];
        if (card === undefined) throw new Error('the script ran out of cards');
        return card;
      },
    };
    return blackjackEngine.step(config, scripted, state, action);
  },
};

/** A provider playing the rigged blackjack over the signed protocol, on a clock the test moves. */
const riggedProvider = (operator?: OperatorClient) => {
  const clock = { now: Date.now() };
  const service = createProviderService({
    db: database.db,
    operator:
      operator ?? createOperatorClient({ transport: injectTransport(() => app), secret: TEST_VENDOR_SECRET }),
    now: () => new Date(clock.now),
    engines: (family) => (family === 'blackjack' ? rigged : houseEngine(family)),
    gameOf: async () => ({ gameName: 'Blackjack', engine: 'blackjack', maintenance: false }),
  });
  return { service, clock };
};

/** Every member of the rigged tests, for the books' check at the end (one settled round each). */
const seated: { account: string; id: number; start: bigint; balance: () => Promise<bigint> }[] = [];

const seatedAt = async (
  service: ReturnType<typeof riggedProvider>['service'],
  account: string,
  cash?: bigint,
) => {
  const m = await kit.member(account, cash);
  const start = await m.balance();
  const session = await service.startSession(launchInput(await m.launch(table)));
  seated.push({ account, id: m.id, start, balance: m.balance });
  return { ...m, token: session.token, start };
};

const debitsOf = async (roundId: string) =>
  database.db
    .select()
    .from(seamlessTransactions)
    .where(and(eq(seamlessTransactions.roundId, roundId), eq(seamlessTransactions.kind, 'debit')));

describe('blackjack through the house game provider', () => {
  it('launches a live blackjack title into the house game page and plays rounds to the end, verifiably', async () => {
    const m = await kit.member('bj_real');
    const url = await m.launch(table);
    expect(url.pathname).toBe('/game/blackjack');
    const start = await api('POST', '/provider/session', undefined, launchInput(url));
    expect(start.status).toBe(200);
    expect(start.body.value.game).toMatchObject({ engine: 'blackjack', rtp: '99.42' });
    const token = start.body.value.token as string;
    const before = await m.balance();
    const roundIds: string[] = [];
    for (let n = 0; n < 12; n++) {
      const bet = await api('POST', '/provider/rounds', token, { stake: '100.00', action: null });
      expect(bet.status).toBe(200);
      let round = bet.body.value.round;
      roundIds.push(round.roundId);
      while (round.status === 'open') {
        const record = round.steps.at(-1).record;
        // The hole card is never sent while the round is open.
        expect(record.dealer[1]).toBeNull();
        const [row] = await database.db
          .select()
          .from(providerRounds)
          .where(eq(providerRounds.roundId, round.roundId));
        const move = basicStrategyAction(row!.state as BlackjackState);
        const step = await api('POST', `/provider/rounds/${round.roundId}/act`, token, {
          action: move,
          seq: round.steps.length,
        });
        expect(step.status, JSON.stringify(step.body)).toBe(200);
        round = step.body.value.round;
      }
      expect(round.status).toBe('settled');
    }
    const history = (await api('GET', '/provider/history', token)).body.value.rounds as {
      stake: string;
      payout: string;
      engine: string;
    }[];
    expect(history).toHaveLength(10);
    expect(history.every((r) => r.engine === 'blackjack')).toBe(true);
    const [records] = await database.db
      .select({ stake: betRecords.stakeMinor, payout: betRecords.payoutMinor })
      .from(betRecords)
      .where(inArray(betRecords.roundId, roundIds));
    expect(records).toBeDefined();
    // The books: every round's stake (extra stakes included) and payout moved the wallet exactly.
    const rows = await database.db
      .select()
      .from(providerRounds)
      .where(inArray(providerRounds.roundId, roundIds));
    const net = rows.reduce((sum, r) => sum + r.payoutMinor - r.stakeMinor, 0n);
    expect(await m.balance()).toBe(before + net);
    // Once the seed is revealed, the verifier recomputes each round from its seeds and actions.
    expect((await api('POST', '/provider/fairness/rotate', token, {})).status).toBe(200);
    for (const roundId of roundIds) {
      const recall = (await api('GET', `/provider/rounds/${roundId}`)).body.value;
      const verified = verifyRound({
        engine: 'blackjack',
        serverSeed: recall.serverSeed,
        clientSeed: recall.clientSeed,
        nonce: recall.nonce,
        actions: recall.steps.map((s: { action: unknown }) => s.action),
        serverSeedHash: recall.serverSeedHash,
      });
      expect(verified).toMatchObject({ ok: true, hashMatches: true, multiplier: recall.multiplier });
    }
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('pays a doubled win twice the first stake in profit, both stakes debited in the same round', async () => {
    const { service } = riggedProvider();
    const p = await seatedAt(service, 'bj_double');
    // You 6 + 5, the dealer 6 and a king; the double draws a ten (21), the dealer draws a ten (bust).
    script = parseCards('6s 6h 5d Kc 10h 10s');
    const { round } = await service.play(p.token, { stake: '100.00', action: null });
    expect(round).toMatchObject({ status: 'open', stake: '100.00' });
    expect(await p.balance()).toBe(p.start - 10_000n);
    const doubled = await service.act(p.token, round.roundId, { action: 'double' });
    expect(doubled.round).toMatchObject({
      status: 'settled',
      stake: '200.00',
      multiplier: 40_000,
      payout: '400.00',
    });
    expect(doubled.round.steps.map((s) => s.action)).toEqual(['deal', 'double']);
    expect(await p.balance()).toBe(p.start + 20_000n);
    expect(doubled.balance).toBe('10200.00');
    const debits = await debitsOf(round.roundId);
    expect(debits.map((d) => d.amountMinor)).toEqual([10_000n, 10_000n]);
    const [record] = await database.db.select().from(betRecords).where(eq(betRecords.roundId, round.roundId));
    expect(record).toMatchObject({ status: 'settled', stakeMinor: 20_000n, payoutMinor: 40_000n });
  });

  it('splits a pair and doubles a split hand: three first stakes at risk, each hand paid on its own', async () => {
    const { service } = riggedProvider();
    const p = await seatedAt(service, 'bj_split');
    // Eights against a 6: split; the first eight draws a 3 (11) and doubles onto a ten (21), the
    // second draws a ten (18) and stands; the dealer's 16 draws a 9 and busts.
    script = parseCards('8s 6h 8d Kc 3s 10h 10d 9s');
    const { round } = await service.play(p.token, { stake: '50.00', action: null });
    const split = await service.act(p.token, round.roundId, { action: 'split' });
    expect(split.round).toMatchObject({ status: 'open', stake: '100.00' });
    expect(split.round.steps.at(-1)!.record).toMatchObject({
      active: 0,
      allowed: ['hit', 'stand', 'double'],
    });
    expect(await p.balance()).toBe(p.start - 10_000n);
    const doubled = await service.act(p.token, round.roundId, { action: 'double' });
    expect(doubled.round).toMatchObject({ status: 'open', stake: '150.00' });
    const stood = await service.act(p.token, round.roundId, { action: 'stand' });
    expect(stood.round).toMatchObject({
      status: 'settled',
      stake: '150.00',
      multiplier: 60_000,
      payout: '300.00',
    });
    expect(stood.round.steps.at(-1)!.record).toMatchObject({ outcomes: ['win', 'win'] });
    expect(await p.balance()).toBe(p.start + 15_000n);
    expect((await debitsOf(round.roundId)).map((d) => d.amountMinor)).toEqual([5_000n, 5_000n, 5_000n]);
  });

  it('refuses a double the balance cannot pay with its own code, leaving the round as it was', async () => {
    const { service } = riggedProvider();
    const p = await seatedAt(service, 'bj_short', 10_000n);
    script = parseCards('6s 6h 5d Kc 10h 10s');
    const { round } = await service.play(p.token, { stake: '100.00', action: null });
    expect(await p.balance()).toBe(0n);
    await expect(service.act(p.token, round.roundId, { action: 'double' })).rejects.toMatchObject({
      statusCode: 409,
      code: 'PROVIDER_EXTRA_STAKE_INSUFFICIENT_FUNDS',
      messageKey: 'provider_err_extra_stake_insufficient_funds',
    });
    const after = await service.recall(round.roundId);
    expect(after).toMatchObject({ status: 'open', stake: '100.00' });
    expect(after.steps).toHaveLength(1);
    const [row] = await database.db
      .select()
      .from(providerRounds)
      .where(eq(providerRounds.roundId, round.roundId));
    expect((row!.state as BlackjackState).stakeUnits).toBe(1);
    const [pending] = await database.db
      .select()
      .from(providerRoundSteps)
      .where(eq(providerRoundSteps.roundId, row!.id));
    expect(pending!.multiplier).toBeGreaterThanOrEqual(0);
    // Through the route: the envelope carries the code, the message key and the balance.
    const refused = await api('POST', `/provider/rounds/${round.roundId}/act`, p.token, { action: 'double' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'PROVIDER_EXTRA_STAKE_INSUFFICIENT_FUNDS',
      message: 'provider_err_extra_stake_insufficient_funds',
    });
    // The hand plays on without the double: 11 stands against the dealer's 16, who draws a ten and busts.
    const stood = await service.act(p.token, round.roundId, { action: 'stand' });
    expect(stood.round).toMatchObject({
      status: 'settled',
      stake: '100.00',
      multiplier: 20_000,
      payout: '200.00',
    });
    expect(await p.balance()).toBe(20_000n);
  });

  it('answers a retried act with the round as it stands, never debiting or dealing twice', async () => {
    const { service } = riggedProvider();
    const p = await seatedAt(service, 'bj_retry');
    script = parseCards('8s 6h 8d Kc 3s 10h 10d 9s');
    const { round } = await service.play(p.token, { stake: '10.00', action: null });
    const first = await service.act(p.token, round.roundId, { action: 'split', seq: 1 });
    const retry = await service.act(p.token, round.roundId, { action: 'split', seq: 1 });
    expect(retry.round).toEqual(first.round);
    expect(retry.round.stake).toBe('20.00');
    expect((await debitsOf(round.roundId)).length).toBe(2);
    // Without `seq` a repeated split is the player's mistake: refused, nothing debited.
    await expect(service.act(p.token, round.roundId, { action: 'split' })).rejects.toMatchObject({
      code: 'PROVIDER_BAD_ACTION',
    });
    expect((await debitsOf(round.roundId)).length).toBe(2);
    await service.act(p.token, round.roundId, { action: 'stand' });
    const done = await service.act(p.token, round.roundId, { action: 'stand' });
    expect(done.round).toMatchObject({ status: 'settled', stake: '20.00', payout: '40.00' });
  });

  it('completes a double whose debit answer was lost when the player retries, debiting it once', async () => {
    let debits = 0;
    let dropNext = false;
    const operator = lossyOperator(app, (action) => {
      if (action !== 'debit') return false;
      debits += 1;
      const drop = dropNext;
      dropNext = false;
      return drop;
    });
    const { service } = riggedProvider(operator);
    const p = await seatedAt(service, 'bj_lost');
    script = parseCards('6s 6h 5d Kc 10h 10s');
    const { round } = await service.play(p.token, { stake: '100.00', action: null });
    dropNext = true;
    await expect(service.act(p.token, round.roundId, { action: 'double', seq: 1 })).rejects.toMatchObject({
      code: 'PROVIDER_OPERATOR_UNAVAILABLE',
    });
    // The operator booked it; the provider does not know yet. The recall shows no half-played step.
    expect(await p.balance()).toBe(p.start - 20_000n);
    expect((await service.recall(round.roundId)).steps).toHaveLength(1);
    const retried = await service.act(p.token, round.roundId, { action: 'double', seq: 1 });
    expect(retried.round).toMatchObject({ status: 'settled', stake: '200.00', payout: '400.00' });
    expect(debits).toBe(3);
    expect((await debitsOf(round.roundId)).map((d) => d.amountMinor)).toEqual([10_000n, 10_000n]);
    expect(await p.balance()).toBe(p.start + 20_000n);
  });

  it('gives back a lost-answer double when the player walks away, then stands the hand on timeout', async () => {
    let dropNext = false;
    const operator = lossyOperator(app, (action) => {
      const drop = action === 'debit' && dropNext;
      if (drop) dropNext = false;
      return drop;
    });
    const { service, clock } = riggedProvider(operator);
    const p = await seatedAt(service, 'bj_away');
    script = parseCards('6s 6h 5d Kc 10h 10s');
    const { round } = await service.play(p.token, { stake: '100.00', action: null });
    dropNext = true;
    await expect(service.act(p.token, round.roundId, { action: 'double' })).rejects.toMatchObject({
      code: 'PROVIDER_OPERATOR_UNAVAILABLE',
    });
    expect(await p.balance()).toBe(p.start - 20_000n);
    clock.now += 11 * 60_000;
    const swept = await service.sweep();
    expect(swept.autoSettled).toBe(1);
    // The double's stake came back; 11 stood against 16, the dealer drew the next card (a ten) and bust.
    const recall = await service.recall(round.roundId);
    expect(recall).toMatchObject({
      status: 'settled',
      stake: '100.00',
      multiplier: 20_000,
      payout: '200.00',
    });
    expect(recall.steps.map((s) => s.action)).toEqual(['deal', 'timeout']);
    expect(await p.balance()).toBe(p.start + 10_000n);
  });

  it('keeps the ledger invariant and the two books equal after every rigged round above', async () => {
    await expectBooksAgree(
      database,
      seated,
      seated.map((p) => p.account),
      seated.length,
    );
  });
});
