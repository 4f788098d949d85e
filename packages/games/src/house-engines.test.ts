/**
 * The registry and the provider's plinko, mines and hi-lo engines (ADR 038): deterministic,
 * replayable, paying exactly the engine tables of ADR 034 (so its exact-RTP proofs hold for the
 * wrapped engines), and never showing an open mines round's mines.
 */
import { describe, expect, it } from 'vitest';
import { EngineInputError, replayRound } from './engine.ts';
import { hiloEngine, hiloNextMultiplier, hiloRank, replayHilo } from './hilo.ts';
import { houseEngine } from './house-engines.ts';
import { MINES_CELLS, minesEngine, minesMultiplier, replayMines } from './mines.ts';
import { PLINKO_RISKS, plinkoEngine, plinkoPaytable } from './plinko.ts';
import { createRandomStream } from './rng.ts';
import { verifyRound } from './verify.ts';

const seeds = (nonce: number) => ({ serverSeed: 'minis-server', clientSeed: 'minis-client', nonce });
/** A round as the provider plays it: each step resumes the stream where the previous one stopped. */
const providerSteps = (engine: typeof minesEngine | typeof hiloEngine, nonce: number, actions: unknown[]) => {
  const config = engine.config(undefined);
  let position = 0;
  let state: unknown;
  return actions.map((raw) => {
    const random = createRandomStream(seeds(nonce), position);
    // biome-ignore lint/suspicious/noExplicitAny: the two engines' states differ; each replays its own.
    const e = engine as any;
    const step = e.step(config, random, state, e.action(config, raw, state));
    position = random.position();
    state = step.state;
    return step;
  });
};

describe('registry', () => {
  it('plugs plinko, mines and hi-lo in, each publishing 99 %', () => {
    for (const family of ['plinko', 'mines', 'hilo']) {
      const engine = houseEngine(family)!;
      expect(engine.family).toBe(family);
      expect(engine.rtp(engine.config(undefined))).toBe('99.00');
    }
  });
});

describe('plinko engine', () => {
  it('pays the paytable entry of the slot its path lands in, for every rows and risk', () => {
    for (let rows = 8; rows <= 16; rows++) {
      for (const risk of PLINKO_RISKS) {
        const table = plinkoPaytable({ rows, risk });
        for (let nonce = 0; nonce < 20; nonce++) {
          const [step] = replayRound(plinkoEngine, {}, createRandomStream(seeds(nonce)), [{ rows, risk }]);
          expect(step!.finished).toBe(true);
          expect(step!.record.path).toHaveLength(rows);
          expect(step!.record.slot).toBe(step!.record.path.filter((d) => d === 'R').length);
          expect(step!.multiplier).toBe(table[step!.record.slot]);
        }
      }
    }
  });

  it('is deterministic and refuses bad rows and risks', () => {
    const drop = () =>
      replayRound(plinkoEngine, {}, createRandomStream(seeds(7)), [{ rows: 12, risk: 'high' }]);
    expect(drop()).toEqual(drop());
    expect(() => plinkoEngine.action({}, { rows: 7, risk: 'low' }, undefined)).toThrow(EngineInputError);
    expect(() => plinkoEngine.action({}, { rows: 8, risk: 'wild' }, undefined)).toThrow(EngineInputError);
  });
});

describe('mines engine', () => {
  it('plays as replayMines does, resuming the stream between steps, and pays the engine table', () => {
    for (let nonce = 0; nonce < 40; nonce++) {
      const mines = 1 + (nonce % 24);
      const cells = Array.from({ length: MINES_CELLS }, (_, i) => (i * 7 + nonce) % MINES_CELLS);
      const actions: unknown[] = [{ mines }];
      const engineActions: { type: 'reveal'; cell: number }[] = [];
      for (const cell of cells) {
        const steps = providerSteps(minesEngine, nonce, [...actions, { type: 'reveal', cell }]);
        actions.push({ type: 'reveal', cell });
        engineActions.push({ type: 'reveal', cell });
        if (steps.at(-1)!.finished) break;
      }
      const steps = providerSteps(minesEngine, nonce, actions);
      const last = steps.at(-1)!;
      const expected = replayMines({ mines }, seeds(nonce), engineActions);
      expect(last.state).toEqual(expected);
      expect(replayRound(minesEngine, {}, createRandomStream(seeds(nonce)), actions)).toEqual(steps);
      const safe = expected.revealed.length;
      expect(last.multiplier).toBe(expected.status === 'lost' ? 0 : minesMultiplier(mines, safe));
      steps.forEach((step, i) => {
        expect(step.multiplier).toBe(i === 0 || step.state.status === 'lost' ? 0 : minesMultiplier(mines, i));
      });
    }
  });

  it('hides the mines while the round is open and shows them once it ends', () => {
    const steps = providerSteps(minesEngine, 3, [{ mines: 3 }]);
    const mineCells = steps[0]!.state.mineCells;
    const safe = Array.from({ length: MINES_CELLS }, (_, i) => i).filter((i) => !mineCells.includes(i));
    const played = providerSteps(minesEngine, 3, [
      { mines: 3 },
      { type: 'reveal', cell: safe[0] },
      { type: 'reveal', cell: safe[1] },
      { type: 'cashOut' },
    ]);
    for (const step of played.slice(0, 3)) {
      expect(step.finished).toBe(false);
      expect(step.record.mineCells).toBeNull();
      expect(JSON.stringify(step.record)).not.toContain('"mineCells":[');
    }
    expect(played[3]).toMatchObject({ finished: true, multiplier: minesMultiplier(3, 2) });
    expect(played[3]!.record).toMatchObject({ status: 'won', mineCells });
    const lost = providerSteps(minesEngine, 3, [{ mines: 3 }, { type: 'reveal', cell: mineCells[0] }]);
    expect(lost[1]).toMatchObject({
      finished: true,
      multiplier: 0,
      record: { hit: mineCells[0], mineCells },
    });
  });

  it('refuses a cash-out before a reveal, a revealed cell and a bad mine count; a timeout settles by the rules', () => {
    const [bet] = providerSteps(minesEngine, 5, [{ mines: 5 }]);
    expect(() => minesEngine.action({}, { type: 'cashOut' }, bet!.state)).toThrow('nothing_to_cash_out');
    expect(() => minesEngine.action({}, { mines: 25 }, undefined)).toThrow('bad_mines');
    expect(() => minesEngine.action({}, { type: 'reveal', cell: 25 }, bet!.state)).toThrow('bad_cell');
    const timedOut = providerSteps(minesEngine, 5, [
      { mines: 5 },
      minesEngine.timeoutAction!({}, bet!.state),
    ]);
    expect(timedOut[1]).toMatchObject({
      finished: true,
      multiplier: 0,
      record: { status: 'lost', timedOut: true },
    });
    const safe = Array.from({ length: 25 }, (_, i) => i).find((i) => !bet!.state.mineCells.includes(i))!;
    const cashed = providerSteps(minesEngine, 5, [
      { mines: 5 },
      { type: 'reveal', cell: safe },
      { type: 'timeout' },
    ]);
    expect(cashed[2]).toMatchObject({
      finished: true,
      multiplier: minesMultiplier(5, 1),
      record: { status: 'won' },
    });
    expect(() => minesEngine.action({}, { type: 'reveal', cell: safe }, cashed[2]!.state)).toThrow(
      'round_finished',
    );
  });

  it('is recomputed by the browser verifier', () => {
    const actions = [{ mines: 2 }, { type: 'reveal', cell: 12 }];
    const steps = providerSteps(minesEngine, 9, actions);
    const verified = verifyRound({ ...seeds(9), engine: 'mines', actions });
    expect(verified.ok && verified.steps).toEqual(steps);
  });
});

describe('hi-lo engine', () => {
  it('deals as replayHilo does and multiplies by the engine table', () => {
    for (let nonce = 0; nonce < 40; nonce++) {
      const actions: unknown[] = [{}];
      const engineActions: ({ type: 'skip' } | { type: 'guess'; guess: 'higher' | 'lower' })[] = [];
      let steps = providerSteps(hiloEngine, nonce, actions);
      for (let i = 0; i < 8 && !steps.at(-1)!.finished; i++) {
        const state = steps.at(-1)!.state;
        const rank = hiloRank(state.card);
        const action =
          i === 2 && state.skipsLeft > 0
            ? ({ type: 'skip' } as const)
            : ({ type: 'guess', guess: rank <= 7 ? 'higher' : 'lower' } as const);
        actions.push(action);
        engineActions.push(action);
        steps = providerSteps(hiloEngine, nonce, actions);
        const next = steps.at(-1)!;
        if (action.type === 'guess' && next.state.status !== 'lost') {
          const running = state.guesses === 0 ? 10_000 : state.multiplier;
          expect(next.multiplier).toBe(hiloNextMultiplier(running, rank, action.guess));
        }
      }
      expect(steps.at(-1)!.state).toEqual(
        replayHilo(hiloEngine.config(undefined), seeds(nonce), engineActions),
      );
      expect(
        replayRound(hiloEngine, hiloEngine.config(undefined), createRandomStream(seeds(nonce)), actions),
      ).toEqual(steps);
    }
  });

  it('cashes out the running multiplier, refuses what the rules refuse, and settles a timeout', () => {
    const [start] = providerSteps(hiloEngine, 1, [{}]);
    const config = hiloEngine.config(undefined);
    expect(start).toMatchObject({ finished: false, multiplier: 0 });
    expect(() => hiloEngine.action(config, { type: 'cashOut' }, start!.state)).toThrow('nothing_to_cash_out');
    expect(() => hiloEngine.action(config, { type: 'guess', guess: 'same' }, start!.state)).toThrow(
      'bad_action',
    );
    expect(() => hiloEngine.action(config, { type: 'skip' }, { ...start!.state, skipsLeft: 0 })).toThrow(
      'no_skips_left',
    );
    const timedOut = providerSteps(hiloEngine, 1, [{}, { type: 'timeout' }]);
    expect(timedOut[1]).toMatchObject({
      finished: true,
      multiplier: 0,
      record: { status: 'lost', timedOut: true },
    });
    // Find a round whose first guess wins, then cash out / time out: both pay the running multiplier.
    for (let nonce = 0; nonce < 50; nonce++) {
      const [first] = providerSteps(hiloEngine, nonce, [{}]);
      const guess = hiloRank(first!.state.card) <= 7 ? 'higher' : 'lower';
      const steps = providerSteps(
        hiloEngine,
        nonce,
        [{}, { type: 'guess', guess }, { type: 'cashOut' }].slice(0, 2),
      );
      if (steps[1]!.state.status !== 'playing') continue;
      const cashed = providerSteps(hiloEngine, nonce, [{}, { type: 'guess', guess }, { type: 'cashOut' }]);
      const swept = providerSteps(hiloEngine, nonce, [{}, { type: 'guess', guess }, { type: 'timeout' }]);
      expect(cashed[2]).toMatchObject({ finished: true, multiplier: steps[1]!.multiplier });
      expect(swept[2]!.multiplier).toBe(steps[1]!.multiplier);
      return;
    }
    throw new Error('no winning first guess in 50 rounds');
  });
});
