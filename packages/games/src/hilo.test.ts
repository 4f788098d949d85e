import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actHilo,
  applyHiloAction,
  cashOutHilo,
  dealHiloCard,
  HILO_DEFAULT_CONFIG,
  HILO_MAX_MULTIPLIER,
  HILO_RTP,
  type HiloAction,
  type HiloGuess,
  type HiloState,
  hiloGuessWins,
  hiloNextMultiplier,
  hiloRank,
  hiloWinningRanks,
  replayHilo,
  startHilo,
} from './hilo.ts';
import { createRandomStream } from './rng.ts';

const seeds = { serverSeed: 'hilo-server', clientSeed: 'hilo-client', nonce: 11 };
const guesses: HiloGuess[] = ['higher', 'lower'];
const deck = Array.from({ length: 52 }, (_, card) => card);

/** A round showing `card` with the running multiplier `multiplier` (1× and no guess yet when 10,000). */
const showing = (card: number, multiplier = 10_000): HiloState => ({
  config: HILO_DEFAULT_CONFIG,
  status: 'playing',
  card,
  history: [{ action: 'start', card, multiplier }],
  skipsLeft: HILO_DEFAULT_CONFIG.maxSkips,
  guesses: multiplier === 10_000 ? 0 : 1,
  multiplier: multiplier === 10_000 ? 0 : multiplier,
});

describe('hi-lo guesses', () => {
  it('return 99 % of what they risk, less under 10^-4 of it, for every card showing and running multiplier below the cap', () => {
    const running = [10_000, 10_001, 10_725, 12_345, 99_999, 1_000_000, 123_456_789, 770_000_000];
    let checked = 0;
    for (const multiplier of running) {
      for (const card of deck) {
        for (const guess of guesses) {
          // Through the engine: deal each of the 52 equally likely next cards.
          let total = 0n;
          let winning = 0n;
          for (const next of deck) {
            const after = applyHiloAction(showing(card, multiplier), { type: 'guess', guess }, next);
            total += BigInt(after.multiplier);
            if (after.status !== 'lost') winning += 1n;
          }
          // Exactly: total / 52 ≤ 99 % × running, and the floors cost less than one unit per winning card.
          const fair = HILO_RTP.numerator * 52n * BigInt(multiplier);
          expect(total * HILO_RTP.denominator).toBeLessThanOrEqual(fair);
          expect((total + winning) * HILO_RTP.denominator).toBeGreaterThan(fair);
          expect(winning).toBe(4n * BigInt(hiloWinningRanks(hiloRank(card), guess)));
          checked += 1;
        }
      }
    }
    expect(checked).toBe(running.length * 52 * 2);
  });

  it('so two guesses in a row return at most 99 % × 99 %, whatever the cards (every pair of next cards)', () => {
    let total = 0n;
    for (const first of deck) {
      const start = showing(first);
      // A greedy player: always the likelier side, cashing out after the second guess.
      const likelier = (state: HiloState): HiloAction => {
        const rank = hiloRank(state.card);
        const guess =
          hiloWinningRanks(rank, 'higher') >= hiloWinningRanks(rank, 'lower') ? 'higher' : 'lower';
        return { type: 'guess', guess };
      };
      for (const second of deck) {
        const one = applyHiloAction(start, likelier(start), second);
        if (one.status === 'lost') continue;
        for (const third of deck) {
          const two = applyHiloAction(one, likelier(one), third);
          if (two.status !== 'lost') total += BigInt(cashOutHilo(two));
        }
      }
    }
    const stakes = 52n ** 3n * 10_000n;
    expect(total * 10_000n).toBeLessThanOrEqual(stakes * 9_801n);
    expect(total * 10_000n).toBeGreaterThan(stakes * 9_800n);
  });

  it('treats the ace and the king so that no guess is certain: A higher = 2..K, K lower = A..Q', () => {
    expect(hiloWinningRanks(1, 'higher')).toBe(12);
    expect(hiloWinningRanks(1, 'lower')).toBe(1);
    expect(hiloWinningRanks(13, 'lower')).toBe(12);
    expect(hiloWinningRanks(13, 'higher')).toBe(1);
    expect(hiloWinningRanks(7, 'higher')).toBe(7);
    expect(hiloWinningRanks(7, 'lower')).toBe(7);
    expect(hiloGuessWins(1, 'higher', 1)).toBe(false);
    expect(hiloGuessWins(1, 'lower', 1)).toBe(true);
    expect(hiloGuessWins(13, 'higher', 13)).toBe(true);
    expect(hiloGuessWins(13, 'lower', 13)).toBe(false);
    expect(hiloGuessWins(7, 'higher', 7)).toBe(true);
    expect(hiloGuessWins(7, 'lower', 7)).toBe(true);
    for (let rank = 1; rank <= 13; rank++) {
      for (const guess of guesses) {
        const wins = Array.from({ length: 13 }, (_, i) => hiloGuessWins(rank, guess, i + 1)).filter(Boolean);
        expect(wins.length).toBe(hiloWinningRanks(rank, guess));
      }
    }
  });

  it('pays 99 % × 13 / w per guess: 1.0725× on a 12-rank guess, 12.87× on a 1-rank guess', () => {
    expect(hiloNextMultiplier(10_000, 1, 'higher')).toBe(10_725);
    expect(hiloNextMultiplier(10_000, 1, 'lower')).toBe(128_700);
    expect(hiloNextMultiplier(10_000, 7, 'higher')).toBe(18_385);
    expect(hiloNextMultiplier(18_385, 2, 'higher')).toBe(Math.floor((18_385 * 1287) / 1200));
  });

  it('caps a round at 1,000,000× and ends it there', () => {
    const near = showing(0, HILO_MAX_MULTIPLIER - 1);
    const after = applyHiloAction(near, { type: 'guess', guess: 'higher' }, 5);
    expect(after).toMatchObject({ status: 'won', multiplier: HILO_MAX_MULTIPLIER });
  });
});

describe('hi-lo rounds', () => {
  it('deals card i as the i-th nextInt(52) of the round stream', () => {
    const { nextInt } = createRandomStream(seeds);
    const cards = Array.from({ length: 10 }, () => nextInt(52));
    expect(Array.from({ length: 10 }, (_, i) => dealHiloCard(seeds, i))).toEqual(cards);
    expect(startHilo(HILO_DEFAULT_CONFIG, seeds).card).toBe(cards[0]);
  });

  it('wins, loses and cashes out as the cards say', () => {
    const start = startHilo(HILO_DEFAULT_CONFIG, seeds);
    expect(start).toMatchObject({ status: 'playing', guesses: 0, multiplier: 0 });
    const next = dealHiloCard(seeds, 1);
    const rank = hiloRank(start.card);
    const right: HiloGuess = hiloGuessWins(rank, 'higher', hiloRank(next)) ? 'higher' : 'lower';
    const wrong: HiloGuess = right === 'higher' ? 'lower' : 'higher';
    const won = actHilo(start, { type: 'guess', guess: right }, seeds);
    expect(won).toMatchObject({ status: 'playing', card: next, guesses: 1 });
    expect(won.multiplier).toBe(hiloNextMultiplier(10_000, rank, right));
    expect(actHilo(won, { type: 'cashOut' }, seeds)).toMatchObject({
      status: 'won',
      multiplier: won.multiplier,
    });
    expect(cashOutHilo(won)).toBe(won.multiplier);
    if (!hiloGuessWins(rank, wrong, hiloRank(next))) {
      expect(actHilo(start, { type: 'guess', guess: wrong }, seeds)).toMatchObject({
        status: 'lost',
        multiplier: 0,
      });
    }
  });

  it('skips a card without touching the multiplier, only as often as the configuration allows', () => {
    const start = startHilo({ maxSkips: 2 }, seeds);
    const one = actHilo(start, { type: 'skip' }, seeds);
    const two = actHilo(one, { type: 'skip' }, seeds);
    expect(one).toMatchObject({ card: dealHiloCard(seeds, 1), skipsLeft: 1, multiplier: 0, guesses: 0 });
    expect(two.card).toBe(dealHiloCard(seeds, 2));
    expect(() => actHilo(two, { type: 'skip' }, seeds)).toThrow(RangeError);
    expect(() => startHilo({ maxSkips: 101 }, seeds)).toThrow(RangeError);
    expect(() => startHilo({ maxSkips: -1 }, seeds)).toThrow(RangeError);
  });

  it('refuses a cash-out before a correct guess, and any action after the round ends', () => {
    const start = startHilo(HILO_DEFAULT_CONFIG, seeds);
    expect(() => actHilo(start, { type: 'cashOut' }, seeds)).toThrow(RangeError);
    const lost = applyHiloAction(showing(0), { type: 'guess', guess: 'higher' }, 13); // ace then ace
    expect(lost.status).toBe('lost');
    expect(() => actHilo(lost, { type: 'skip' }, seeds)).toThrow(RangeError);
    expect(() => cashOutHilo(lost)).toThrow(RangeError);
    expect(() => applyHiloAction(start, { type: 'guess', guess: 'same' as never }, 0)).toThrow(RangeError);
  });

  it('replays a round from its seeds and actions, through a JSON round trip of every state', () => {
    // Play the likelier side until the round is lost or three guesses are right, then cash out.
    const actions: HiloAction[] = [{ type: 'skip' }];
    let stored = JSON.stringify(startHilo(HILO_DEFAULT_CONFIG, seeds));
    stored = JSON.stringify(actHilo(JSON.parse(stored) as HiloState, actions[0]!, seeds));
    for (;;) {
      const state = JSON.parse(stored) as HiloState;
      if (state.status !== 'playing') break;
      const rank = hiloRank(state.card);
      const action: HiloAction =
        state.guesses >= 3
          ? { type: 'cashOut' }
          : { type: 'guess', guess: hiloWinningRanks(rank, 'higher') >= 7 ? 'higher' : 'lower' };
      actions.push(action);
      stored = JSON.stringify(actHilo(state, action, seeds));
    }
    const replayed = replayHilo(HILO_DEFAULT_CONFIG, seeds, actions);
    expect(replayed).toEqual(JSON.parse(stored));
    expect(replayed.history).toHaveLength(actions.filter((a) => a.type !== 'cashOut').length + 1);
  });

  it('never reads a stake: the same seeds and actions give the same round whatever is staked', () => {
    const actions: HiloAction[] = [{ type: 'skip' }, { type: 'skip' }];
    const small = replayHilo({ maxSkips: 5, stake: 1 } as HiloState['config'], seeds, actions);
    const large = replayHilo({ maxSkips: 5, stake: 1e9 } as HiloState['config'], seeds, actions);
    expect(large).toEqual(small);
  });

  it('replays any round the same way and never pays more than its guesses compound to (property)', () => {
    const action: fc.Arbitrary<HiloAction> = fc.oneof(
      fc.constant({ type: 'skip' } as const),
      fc.constant({ type: 'cashOut' } as const),
      fc
        .constantFrom('higher' as const, 'lower' as const)
        .map((guess) => ({ type: 'guess' as const, guess })),
    );
    const round = fc.record({
      serverSeed: fc.string(),
      clientSeed: fc.string(),
      nonce: fc.nat(),
      maxSkips: fc.integer({ min: 0, max: 5 }),
      actions: fc.array(action, { maxLength: 25 }),
    });
    fc.assert(
      fc.property(round, ({ maxSkips, actions, ...roundSeeds }) => {
        let state = startHilo({ maxSkips }, roundSeeds);
        const played: HiloAction[] = [];
        let bound = 10_000; // the same product without floors: an upper bound on the multiplier
        for (const next of actions) {
          if (state.status !== 'playing') break;
          const rank = hiloRank(state.card);
          try {
            state = actHilo(JSON.parse(JSON.stringify(state)) as HiloState, next, roundSeeds);
          } catch (error) {
            expect(error).toBeInstanceOf(RangeError);
            continue;
          }
          played.push(next);
          if (next.type === 'guess' && state.status !== 'lost')
            bound *= (0.99 * 13) / hiloWinningRanks(rank, next.guess);
        }
        expect(replayHilo({ maxSkips }, roundSeeds, played)).toEqual(state);
        expect(state.multiplier).toBeLessThanOrEqual(Math.min(bound * (1 + 1e-12), HILO_MAX_MULTIPLIER));
      }),
      { numRuns: 300 },
    );
  });
});
