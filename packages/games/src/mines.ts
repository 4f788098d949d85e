/**
 * Mines (docs/mini-games-maths.md, ADR 034): a 5×5 grid hides 1–24 mines; the player reveals cells
 * one at a time and may cash out after any safe reveal. The mines are placed at the start by a
 * Fisher–Yates shuffle drawn from the provably-fair stream of `rng.ts`, so a round depends only on
 * the seeds, the mine count and the cells chosen, and replays exactly. After k safe reveals the
 * multiplier is floor(99 % × C(25, k) / C(25 − m, k)) in ten-thousandths: the chance of surviving
 * k reveals is C(25 − m, k) / C(25, k), so "reveal k, then cash out" returns 99 % less at most one
 * ten-thousandth of the stake, whatever cells are chosen (proved for every (m, k) in mines.test.ts).
 * Pure: plain JSON states, no stake, no I/O.
 */
import { defineEngine, EngineInputError } from './engine.ts';
import type { RandomStream, Seeds } from './random-stream.ts';
import { createVerifierStream } from './verifier-stream.ts';

const MULTIPLIER_ONE = 10_000n;
export const MINES_CELLS = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

/** The published return to player of every "reveal k, then cash out", before flooring: 99 / 100. */
export const MINES_RTP = { numerator: 99n, denominator: 100n } as const;

export type MinesConfig = { mines: number };

export type MinesStatus = 'playing' | 'lost' | 'won';

export type MinesState = {
  mines: number;
  /** The mines' cells (0–24, row by row), ascending. Secret while playing: show `minesView`. */
  mineCells: number[];
  /** Safe cells revealed, in the order chosen. */
  revealed: number[];
  /** The mine the round ended on, if it did. */
  hit: number | null;
  /** `won` is a cash-out, chosen or automatic once every safe cell is revealed. */
  status: MinesStatus;
  /**
   * What the round pays, in ten-thousandths of the stake: the cash-out value while playing (0 before
   * the first reveal, when a cash-out is refused), the payout once it has ended (0 when lost).
   */
  multiplier: number;
};

export type MinesAction = { type: 'reveal'; cell: number } | { type: 'cashOut' };

/** What a player may see: the mines only once the round has ended. */
export type MinesView = Omit<MinesState, 'mineCells'> & { mineCells: number[] | null };

const binomial = (n: number, k: number): bigint => {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
};

const checkMines = (mines: number): void => {
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) {
    throw new RangeError(`mines must be ${MINES_MIN}..${MINES_MAX}, got ${mines}`);
  }
};

/**
 * The multiplier after `safeReveals` safe reveals with `mines` mines, in ten-thousandths:
 * floor(99/100 × C(25, k) / C(25 − m, k) × 10,000). The largest (12 or 13 mines, every safe cell)
 * is 5,148,297× = 51,482,970,000, still a safe integer.
 */
export const minesMultiplier = (mines: number, safeReveals: number): number => {
  checkMines(mines);
  if (!Number.isInteger(safeReveals) || safeReveals < 1 || safeReveals > MINES_CELLS - mines) {
    throw new RangeError(`safe reveals must be 1..${MINES_CELLS - mines}, got ${safeReveals}`);
  }
  const numerator = MINES_RTP.numerator * binomial(MINES_CELLS, safeReveals) * MULTIPLIER_ONE;
  const denominator = MINES_RTP.denominator * binomial(MINES_CELLS - mines, safeReveals);
  return Number(numerator / denominator);
};

/**
 * The mines of a round: shuffle the cells 0–24 by Fisher–Yates from the top (for i = 24 down to 1,
 * swap cell i with cell nextInt(i + 1) of the stream), then take the first `mines` cells.
 */
export const placeMines = (mines: number, seeds: Seeds): number[] =>
  drawMines(mines, createVerifierStream(seeds));

/** `placeMines` from a stream already open: what the provider's engine draws on the bet step. */
export const drawMines = (mines: number, { nextInt }: Pick<RandomStream, 'nextInt'>): number[] => {
  checkMines(mines);
  const cells = Array.from({ length: MINES_CELLS }, (_, cell) => cell);
  for (let i = MINES_CELLS - 1; i >= 1; i--) {
    const j = nextInt(i + 1);
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  return cells.slice(0, mines).sort((a, b) => a - b);
};

export const startMines = (config: MinesConfig, seeds: Seeds): MinesState =>
  startMinesFrom(config, createVerifierStream(seeds));

/** `startMines` from a stream already open (the provider's bet step). */
export const startMinesFrom = (config: MinesConfig, random: Pick<RandomStream, 'nextInt'>): MinesState => ({
  mines: config.mines,
  mineCells: drawMines(config.mines, random),
  revealed: [],
  hit: null,
  status: 'playing',
  multiplier: 0,
});

/** The next state; refuses (RangeError) any action the round does not allow, leaving it unchanged. */
export const actMines = (state: MinesState, action: MinesAction): MinesState => {
  if (state.status !== 'playing') throw new RangeError(`the round has ended (${state.status})`);
  if (action.type === 'cashOut') {
    if (state.revealed.length === 0) throw new RangeError('reveal a cell before cashing out');
    return { ...state, status: 'won' };
  }
  const { cell } = action;
  if (!Number.isInteger(cell) || cell < 0 || cell >= MINES_CELLS) throw new RangeError(`no cell ${cell}`);
  if (state.revealed.includes(cell)) throw new RangeError(`cell ${cell} is already revealed`);
  if (state.mineCells.includes(cell)) return { ...state, hit: cell, status: 'lost', multiplier: 0 };
  const revealed = [...state.revealed, cell];
  const cleared = revealed.length === MINES_CELLS - state.mines;
  return {
    ...state,
    revealed,
    status: cleared ? 'won' : 'playing',
    multiplier: minesMultiplier(state.mines, revealed.length),
  };
};

/** Cashes out now: the multiplier the round pays (the state after `{ type: 'cashOut' }`). */
export const cashOutMines = (state: MinesState): number => actMines(state, { type: 'cashOut' }).multiplier;

/** Recomputes a round from its seeds and the player's actions, as a verifier or game recall does. */
export const replayMines = (config: MinesConfig, seeds: Seeds, actions: readonly MinesAction[]): MinesState =>
  actions.reduce(actMines, startMines(config, seeds));

export const minesView = (state: MinesState): MinesView => ({
  ...state,
  mineCells: state.status === 'playing' ? null : state.mineCells,
});

/**
 * The provider's engine (ADR 031, ADR 038). The bet carries the mine count (`{ mines }`) and draws
 * the placement from the round's stream; reveals and cash-outs draw nothing. Every step's record
 * is `minesView`, so an open round never sends its mines to the client. `timeout` is the sweep's
 * action for an abandoned round: a cash-out at the current value, which is nothing (a loss) before
 * the first safe reveal — the engine's own rule, so no strategy beats the published 99 %.
 */
export type MinesEngineAction = { type: 'bet'; mines: number } | MinesAction | { type: 'timeout' };
export type MinesRecord = MinesView & { timedOut?: true };

const minesStep = (state: MinesState, record: Partial<MinesRecord> = {}) => ({
  state,
  multiplier: state.multiplier,
  finished: state.status !== 'playing',
  record: { ...minesView(state), ...record },
});

export const minesEngine = defineEngine<Record<string, never>, MinesEngineAction, MinesState, MinesRecord>({
  family: 'mines',
  config: () => ({}),
  action: (_config, raw, state) => {
    const input = (raw ?? {}) as { type?: unknown; mines?: unknown; cell?: unknown };
    if (state === undefined) {
      const mines = input.mines;
      if (!Number.isInteger(mines) || (mines as number) < MINES_MIN || (mines as number) > MINES_MAX) {
        throw new EngineInputError('bad_mines');
      }
      return { type: 'bet', mines: mines as number };
    }
    if (state.status !== 'playing') throw new EngineInputError('round_finished');
    if (input.type === 'timeout') return { type: 'timeout' };
    if (input.type === 'cashOut') {
      if (state.revealed.length === 0) throw new EngineInputError('nothing_to_cash_out');
      return { type: 'cashOut' };
    }
    if (input.type !== 'reveal') throw new EngineInputError('bad_action');
    const cell = input.cell;
    if (!Number.isInteger(cell) || (cell as number) < 0 || (cell as number) >= MINES_CELLS) {
      throw new EngineInputError('bad_cell');
    }
    if (state.revealed.includes(cell as number)) throw new EngineInputError('cell_revealed');
    return { type: 'reveal', cell: cell as number };
  },
  step: (_config, random, state, action) => {
    if (action.type === 'bet') return minesStep(startMinesFrom({ mines: action.mines }, random));
    if (!state) throw new EngineInputError('no_round');
    if (action.type !== 'timeout') return minesStep(actMines(state, action));
    if (state.revealed.length > 0) return minesStep(actMines(state, { type: 'cashOut' }), { timedOut: true });
    return minesStep({ ...state, status: 'lost', multiplier: 0 }, { timedOut: true });
  },
  timeoutAction: () => ({ type: 'timeout' }),
  rtp: () => '99.00',
});
