/**
 * The cockfight trend boards (issue 22, docs/cockfight-rules.md): the result history a sabong
 * betting screen shows beside the video, computed from the arena's results in fight order. The two
 * common displays, both grids six rows deep read column by column (`grid[column][row]`, row 0 at the
 * top, `null` empty), the same layout as the baccarat roads (`../live/roads.ts`):
 *
 * - **Bead road** ("results" grid): every fight, one cell each — MERON (red), WALA (blue), DRAW
 *   (green) and CANCELLED (grey) — filling column 0 top to bottom, then column 1, and so on.
 * - **Big road** ("streak" grid): MERON and WALA wins only. A streak of one side fills a column
 *   downwards; the other side's win starts the next column. A draw is counted on the cell of the win
 *   before it (draws before the first win on that first win's cell); a cancelled fight is left out.
 *   A streak longer than the column turns right along its row (the "dragon tail").
 *
 * Plus the counts a board prints under the grid.
 */
import { layOutRoad, ROAD_ROWS, type RoadGrid } from '../live/roads.ts';
import type { ArenaOutcome } from './arena.ts';

export type TrendResult = { fightNumber: number; outcome: ArenaOutcome };

export type BeadCell = TrendResult;

export type BigRoadCell = {
  winner: 'MERON' | 'WALA';
  fightNumber: number;
  /** Draws since this win (and, on the first cell, before it too). */
  draws: number;
};

export type TrendCounts = Record<ArenaOutcome, number>;

/** The bead road: every fight in order, column-major, six to a column. */
export const beadRoad = (results: readonly TrendResult[]): RoadGrid<BeadCell> => {
  const grid: RoadGrid<BeadCell> = [];
  results.forEach((result, i) => {
    const column = Math.floor(i / ROAD_ROWS);
    grid[column] ??= new Array<BeadCell | null>(ROAD_ROWS).fill(null);
    grid[column][i % ROAD_ROWS] = { ...result };
  });
  return grid;
};

/** The big road's streaks, before layout: each a run of one side's wins with their draws. */
export const bigRoadStreaks = (results: readonly TrendResult[]): BigRoadCell[][] => {
  const streaks: BigRoadCell[][] = [];
  let pendingDraws = 0;
  let last: BigRoadCell | null = null;
  for (const { fightNumber, outcome } of results) {
    if (outcome === 'CANCELLED') continue;
    if (outcome === 'DRAW') {
      if (last) last.draws += 1;
      else pendingDraws += 1;
      continue;
    }
    const cell: BigRoadCell = { winner: outcome, fightNumber, draws: pendingDraws };
    pendingDraws = 0;
    if (last?.winner === outcome) streaks[streaks.length - 1]!.push(cell);
    else streaks.push([cell]);
    last = cell;
  }
  return streaks;
};

/** The big road laid out on the six-row grid. */
export const bigRoad = (results: readonly TrendResult[]): RoadGrid<BigRoadCell> =>
  layOutRoad(bigRoadStreaks(results));

/** How many fights ended each way. */
export const trendCounts = (results: readonly TrendResult[]): TrendCounts => {
  const counts: TrendCounts = { MERON: 0, WALA: 0, DRAW: 0, CANCELLED: 0 };
  for (const { outcome } of results) counts[outcome] += 1;
  return counts;
};

/** The one-letter mark of an outcome: M, W, D, C. */
export const outcomeLetter = (outcome: ArenaOutcome): string => outcome[0]!;

/** A grid as text, rows top to bottom (`.` empty): for tests and logs. */
export const trendText = <Cell>(grid: RoadGrid<Cell>, symbol: (cell: Cell) => string): string =>
  Array.from({ length: ROAD_ROWS }, (_, row) =>
    grid.map((column) => (column[row] ? symbol(column[row]) : '.')).join(''),
  ).join('\n');
