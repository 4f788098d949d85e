/**
 * Tiến Lên tables on the provider (issue 21, ADR 084), on one database with a fake clock: two
 * players sit, bots fill the hand, every turn is played (the players by the rules' own choice, the
 * bots and a player who lets the timer run by the server) and the hand is settled through the
 * seamless protocol — each player credited escrow + winnings − rake, the books agreeing, the seats'
 * results summing to zero. Plays out of turn or against the rules are refused and change nothing; a
 * repeated sit moves no money; a player without the balance for the escrow gets no seat; two
 * servers beating at once apply each move once.
 */

import { createHash } from 'node:crypto';
import { fromMinorUnits } from '@luckwell/contracts/money';
import { legalPlays, replayHand, startHand, type TienLenState } from '@luckwell/games/cards/tien-len';
import { commitServerSeed } from '@luckwell/games/rng';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { checkLedger } from '../../wallet/ledger-check.ts';
import { createProviderService } from '../provider.service.ts';
import { createProviderKit, expectBooksAgree, lossyOperator } from '../provider-test-kit.ts';
import { cardHands } from './card-hand.table.ts';
import { createTienLenService, DEFAULT_CARD_TABLES, maskName } from './tien-len.service.ts';

const TABLE = DEFAULT_CARD_TABLES[0]!;
const CODE = TABLE.code;
const ESCROW = TABLE.baseMinor * BigInt(TABLE.escrowUnits);

let app: App;
let database: DatabaseHandle;
let kit: Awaited<ReturnType<typeof createProviderKit>>;
let clock = Date.parse('2026-11-27T06:00:00Z');
const now = () => new Date(clock);

/**
 * A seed whose deal is played out (no instant win on the deal, which ends a hand at once, now and
 * then): these tests are about the play.
 */
const playedSeed = (clientSeed: string) => {
  for (let i = 0; ; i++) {
    const serverSeed = createHash('sha256').update(`${clientSeed}:${i}`).digest('hex');
    if (startHand({ seeds: { serverSeed, clientSeed, nonce: 0 }, seats: 4 }).status === 'playing')
      return serverSeed;
  }
};

const serverWith = () => {
  const provider = createProviderService({
    db: database.db,
    operator: lossyOperator(app),
    now,
    // Every title is a Tiến Lên one here: the test opens its sessions from the dice game's launch.
    gameOf: async (_brand, _vendor, gameCode) => ({
      gameName: gameCode,
      engine: 'tien-len',
      maintenance: false,
    }),
  });
  return createTienLenService({ db: database.db, provider, now, serverSeedFor: playedSeed });
};
let server: ReturnType<typeof serverWith>;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  kit = await createProviderKit(app, database);
  server = serverWith();
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  const report = await checkLedger(database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, field: error.field, message: error.messageKey };
    throw error;
  }
  throw new Error('expected a refusal');
};

/** A member with a card-table session opened from a launch, and the balance they started with. */
const player = async (account: string, cash?: bigint) => {
  const m = await kit.member(account, cash);
  const url = await m.launch();
  const session = await server.startSession({
    vendor: url.searchParams.get('vendor')!,
    gameCode: url.searchParams.get('gameCode')!,
    launchToken: url.searchParams.get('token')!,
  });
  expect(session.table).toBe(CODE);
  return { ...m, token: session.token, start: await m.balance() };
};

const handRow = async (number: number) =>
  (await database.db.select().from(cardHands).where(eq(cardHands.number, number)))[0]!;

/** Moves the clock to the hand's next deadline and beats once. */
const beat = async (number: number) => {
  const row = await handRow(number);
  clock = Math.max(clock, row.dueAt.getTime());
  await server.advance();
};

let requests = 0;
const sit = (p: { token: string }) => server.sit(p.token, CODE, { requestId: `sit-request-${++requests}` });

describe('Tiến Lên tables', () => {
  it('seats two players and two bots, plays the hand out and settles it through the protocol', async () => {
    const a = await player('tl_a');
    const b = await player('tl_b');
    const seatedA = await sit(a);
    expect(seatedA.hand).toMatchObject({ status: 'waiting', mySeat: 0, escrow: '60.00', hand: [] });
    expect(seatedA.hand!.seedHash).toBe(commitServerSeed((await handRow(seatedA.hand!.number)).serverSeed));
    expect(seatedA.balance).toBe('9940.00');
    expect(await a.balance()).toBe(a.start - ESCROW);
    const seatedB = await sit(b);
    expect(seatedB.hand).toMatchObject({ number: seatedA.hand!.number, mySeat: 1 });
    const number = seatedA.hand!.number;

    // The wait is over: bots take seats 2 and 3 and the cards are dealt.
    await beat(number);
    const dealt = await server.tableState(CODE, a.token);
    expect(dealt.hand!.status).toBe('playing');
    expect(dealt.hand!.seats.map((s) => [s.kind, s.name, s.me])).toEqual([
      ['player', maskName('tl_a'), true],
      ['player', maskName('tl_b'), false],
      ['bot', 'Bot Chi', false],
      ['bot', 'Bot Dũng', false],
    ]);
    expect(dealt.hand!.hand).toHaveLength(13);
    expect(dealt.hand!.seats.map((s) => s.cardsLeft)).toEqual([13, 13, 13, 13]);
    // A player sees their own cards only, and the seed stays secret while the hand is played.
    expect(dealt.hand).toMatchObject({ dealt: null, left: null, serverSeed: null });

    const players = [a, b];
    let timedOut = false;
    for (let step = 0; step < 400; step++) {
      const row = await handRow(number);
      if (row.status !== 'playing') break;
      const state = row.state as TienLenState;
      const p = players[state.turn];
      if (p && !(state.turn === 1 && !timedOut && state.trick.top !== null)) {
        // Out of turn is refused, and nothing changes.
        const other = players[1 - state.turn]!;
        expect(await refusal(server.act(other.token, CODE, { type: 'pass' }))).toMatchObject({
          code: 'CARD_BAD_PLAY',
          message: 'cards_err_not_your_turn',
        });
        const play = legalPlays(state, state.turn)[0];
        if (play) await server.act(p.token, CODE, { type: 'play', cards: play.cards });
        else await server.act(p.token, CODE, { type: 'pass' });
        expect(((await handRow(number)).state as TienLenState).actions).toHaveLength(
          state.actions.length + 1,
        );
      } else {
        // A bot's turn, or player b letting the timer run once: the server acts at the deadline.
        if (p) timedOut = true;
        await beat(number);
        if (p)
          expect((await handRow(number)).state).toMatchObject({
            actions: expect.arrayContaining([{ seat: 1, type: 'pass' }]),
          });
      }
    }
    expect(timedOut).toBe(true);
    // The credits (a beat retries any that failed).
    await beat(number);
    const row = await handRow(number);
    expect(row.status).toBe('settled');
    const settlement = row.settlement as { deltas: string[]; rakes: string[] };
    expect(settlement.deltas.reduce((sum, d) => sum + BigInt(d), 0n)).toBe(0n);
    const after = await server.tableState(CODE, a.token);
    expect(after.hand!.serverSeed).toBe(row.serverSeed);
    expect(after.hand!.lines!.length).toBeGreaterThan(0);
    for (const [seat, p] of players.entries()) {
      const delta = BigInt(settlement.deltas[seat]!);
      const taken = BigInt(settlement.rakes[seat]!);
      // Rake only on winnings: 5 %, at most 20.00.
      expect(taken).toBe(delta > 0n ? [(delta * 5n) / 100n, 2_000n].reduce((x, y) => (x < y ? x : y)) : 0n);
      expect(delta).toBeGreaterThanOrEqual(-ESCROW);
      expect(await p.balance()).toBe(p.start + delta - taken);
    }
    expect(after.hand!.payout).toBe(
      fromMinorUnits(ESCROW + BigInt(settlement.deltas[0]!) - BigInt(settlement.rakes[0]!)),
    );
    await expectBooksAgree(database, players, ['tl_a', 'tl_b'], 2);

    // The hand history: this hand, every seat's result, the player's own deal and the revealed seed.
    const [past] = (await server.history(a.token, CODE)).hands;
    expect(past).toMatchObject({
      number,
      status: 'settled',
      mySeat: 0,
      delta: fromMinorUnits(BigInt(settlement.deltas[0]!)),
      rake: fromMinorUnits(BigInt(settlement.rakes[0]!)),
      payout: after.hand!.payout,
      escrow: '60.00',
      dealt: (row.state as TienLenState).dealt[0],
      serverSeed: row.serverSeed,
      seedHash: row.seedHash,
    });
    expect(past!.seats.map((seat) => [seat.kind, seat.me, seat.delta])).toEqual(
      settlement.deltas.map((delta, seat) => [
        seat < 2 ? 'player' : 'bot',
        seat === 0,
        fromMinorUnits(BigInt(delta)),
      ]),
    );
    expect((await server.history(b.token, CODE)).hands[0]).toMatchObject({ number, mySeat: 1 });

    // The next sit opens the next hand; a hand not yet finished is not in the history.
    const again = await sit(a);
    expect(again.hand).toMatchObject({ number: number + 1, status: 'waiting' });
    expect((await server.history(a.token, CODE)).hands.map((hand) => hand.number)).toEqual([number]);
  });

  it('answers a repeated or second sit with the same seat and moves no money', async () => {
    const p = await player('tl_twice');
    const first = await server.sit(p.token, CODE, { requestId: 'twice-request-1' });
    const repeat = await server.sit(p.token, CODE, { requestId: 'twice-request-1' });
    const second = await server.sit(p.token, CODE, { requestId: 'twice-request-2' });
    expect(repeat.hand!.number).toBe(first.hand!.number);
    expect(second.hand!.number).toBe(first.hand!.number);
    expect(await p.balance()).toBe(p.start - ESCROW);
  });

  it('refuses a play the rules refuse and a player with no hand, changing nothing', async () => {
    const p = await player('tl_rules');
    expect(await refusal(server.act(p.token, CODE, { type: 'pass' }))).toMatchObject({
      code: 'CARD_NOT_SEATED',
      message: 'cards_err_not_seated',
    });
    const seated = await sit(p);
    const number = seated.hand!.number;
    await beat(number);
    // Bots play until it is the player's turn.
    for (let i = 0; i < 40 && (await handRow(number)).status === 'playing'; i++) {
      const state = (await handRow(number)).state as TienLenState;
      if (state.turn === seated.hand!.mySeat) break;
      await beat(number);
    }
    const row = await handRow(number);
    if (row.status === 'playing') {
      const state = row.state as TienLenState;
      const mine = state.hands[seated.hand!.mySeat]!;
      const notMine = Array.from({ length: 52 }, (_, c) => c).find((c) => !mine.includes(c))!;
      expect(await refusal(server.act(p.token, CODE, { type: 'play', cards: [notMine] }))).toMatchObject({
        code: 'CARD_BAD_PLAY',
        field: 'body.cards',
        message: 'cards_err_cards_not_in_hand',
      });
      if (state.trick.top === null) {
        expect(await refusal(server.act(p.token, CODE, { type: 'pass' }))).toMatchObject({
          message: 'cards_err_must_play_when_leading',
        });
      }
      expect((await handRow(number)).version).toBe(row.version);
    }
    // Whatever happens, the table plays the hand out for the player and settles it.
    for (let i = 0; i < 400 && (await handRow(number)).status !== 'settled'; i++) await beat(number);
    expect((await handRow(number)).status).toBe('settled');
  });

  it('gives no seat to a player who cannot put up the escrow', async () => {
    const poor = await player('tl_poor', 5_000n);
    expect(await refusal(sit(poor))).toMatchObject({ code: 'WALLET_INSUFFICIENT_FUNDS' });
    expect(await poor.balance()).toBe(5_000n);
    expect((await server.tableState(CODE, poor.token)).hand).toBeNull();
  });

  it('applies each move once when two servers beat at the same moment', async () => {
    const other = serverWith();
    const p = await player('tl_race');
    const seated = await sit(p);
    const number = seated.hand!.number;
    for (let i = 0; i < 400 && (await handRow(number)).status !== 'settled'; i++) {
      const row = await handRow(number);
      clock = Math.max(clock, row.dueAt.getTime());
      await Promise.all([server.advance(), other.advance()]);
    }
    const row = await handRow(number);
    expect(row.status).toBe('settled');
    // No action applied twice: the stored actions replay from the seed to the stored hands.
    const state = row.state as TienLenState;
    expect(state.actions.length).toBeGreaterThan(0);
    const replayed = replayHand(
      {
        seeds: { serverSeed: row.serverSeed, clientSeed: row.clientSeed, nonce: 0 },
        seats: 4,
        leader: state.leader ?? undefined,
      },
      state.actions,
    );
    expect(replayed.hands).toEqual(state.hands);
    expect(replayed.winner).toBe(state.winner);
    await expectBooksAgree(database, [p], ['tl_race'], 1);
  });

  it('lets the last hand’s winner lead the next with anything while the game goes on; else 3♠ leads', async () => {
    /** Plays a hand out (the server plays for the player at each deadline). */
    const playOut = async (number: number) => {
      for (let i = 0; i < 400 && (await handRow(number)).status !== 'settled'; i++) await beat(number);
      return handRow(number);
    };
    const w = await player('tl_winner');
    const first = await sit(w);
    const finished = await playOut(first.hand!.number);
    // As if the player won it: the winner is who won, whoever that was in this deal.
    const mySeat = first.hand!.mySeat!;
    const won = { ...(finished.state as TienLenState), winner: mySeat };
    await database.db.update(cardHands).set({ state: won }).where(eq(cardHands.id, finished.id));

    // Within the game: the winner, sitting again, leads freely (no opening card).
    const next = await sit(w);
    await beat(next.hand!.number);
    const dealt = (await handRow(next.hand!.number)).state as TienLenState;
    expect(dealt.leader).toBe(next.hand!.mySeat);
    expect(dealt.openingCard).toBeNull();
    if (dealt.status === 'playing') expect(dealt.turn).toBe(next.hand!.mySeat);
    await playOut(next.hand!.number);

    // After a pause longer than a game's, the table starts a new game: 3♠ leads.
    const last = await handRow(next.hand!.number);
    await database.db
      .update(cardHands)
      .set({ state: { ...(last.state as TienLenState), winner: next.hand!.mySeat } })
      .where(eq(cardHands.id, last.id));
    clock += 3 * 60_000;
    const later = await sit(w);
    await beat(later.hand!.number);
    const fresh = (await handRow(later.hand!.number)).state as TienLenState;
    expect(fresh.leader).toBeNull();
    if (fresh.status === 'playing') expect(fresh.openingCard).toBe(0);
    await playOut(later.hand!.number);
    await expectBooksAgree(database, [w], ['tl_winner'], 3);
  });
});
