/**
 * The baccarat road maps (issue 21, docs/live-tables-maths.md): the scoreboards a baccarat table shows
 * beside the shoe, computed from the shoe's results in order. Every road is a grid six rows deep,
 * read column by column; a grid here is `grid[column][row]`, row 0 at the top, `null` for an empty
 * cell.
 *
 * - **Bead road**: every round, ties included, one cell each, filling column 0 top to bottom, then
 *   column 1, and so on.
 * - **Big road**: player and banker wins only. A streak of one side fills a column downwards; the
 *   other side's win starts the next column at the top. A tie is counted on the cell of the win before
 *   it (ties before the shoe's first win are counted on that first win's cell). When a streak reaches
 *   the bottom row, or the cell below it is taken, it turns right along its row (the "dragon tail")
 *   and the next streak still starts in the column after the one this streak started in.
 * - **Derived roads** — big eye boy, small road, cockroach pig — compare the big road with itself k =
 *   1, 2, 3 columns back, counting columns as streaks (a dragon tail stays its streak's column). For
 *   each big-road win at column c, row r (its place in its streak):
 *   - r = 0: red if columns c − 1 and c − 1 − k are equally long, else blue;
 *   - r ≥ 1: look at column c − k: red if it has a row r, blue if it ends exactly at row r − 1, red
 *     if it ended before that.
 *   A derived road starts at the first win for which those columns exist: column k row 1, or column
 *   k + 1 row 0. Its red and blue marks are laid out like the big road (streaks in columns, tails).
 *   Red means the shoe repeats its pattern, blue that it breaks it; neither favours a side.
 */
import type { BaccaratWinner } from './baccarat.ts';

/** The rows of every road. */
export const ROAD_ROWS = 6;

/** What the roads read from a round: a `BaccaratRound` is one. */
export type RoadResult = { winner: BaccaratWinner; playerPair: boolean; bankerPair: boolean };

/** `grid[column][row]`, every column ROAD_ROWS long. */
export type RoadGrid<Cell> = (Cell | null)[][];

export type BeadCell = RoadResult;

export type BigRoadCell = {
  winner: 'player' | 'banker';
  /** Ties since this win (or, on the first cell, before it too). */
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
};

export type DerivedColor = 'red' | 'blue';

/** The bead road: every result in order, column-major. */
export const beadRoad = (results: readonly RoadResult[]): RoadGrid<BeadCell> => {
  const grid: RoadGrid<BeadCell> = [];
  results.forEach(({ winner, playerPair, bankerPair }, i) => {
    const column = Math.floor(i / ROAD_ROWS);
    grid[column] ??= new Array<BeadCell | null>(ROAD_ROWS).fill(null);
    grid[column][i % ROAD_ROWS] = { winner, playerPair, bankerPair };
  });
  return grid;
};

/** The big road's streaks, before layout: one array per column of the logical road. */
export const bigRoadStreaks = (results: readonly RoadResult[]): BigRoadCell[][] => {
  const streaks: BigRoadCell[][] = [];
  let leadingTies = 0;
  for (const { winner, playerPair, bankerPair } of results) {
    const last = streaks.at(-1)?.at(-1);
    if (winner === 'tie') {
      if (last) last.ties += 1;
      else leadingTies += 1;
      continue;
    }
    const cell: BigRoadCell = { winner, ties: last ? 0 : leadingTies, playerPair, bankerPair };
    if (last?.winner === winner) streaks.at(-1)!.push(cell);
    else streaks.push([cell]);
  }
  return streaks;
};

/**
 * Lays streaks out on a six-row grid: each streak starts at the top of the first free column after
 * the column the previous streak started in, goes down while the cell below is free and on the grid,
 * then turns right along its row for good.
 */
export const layOutRoad = <Cell>(streaks: readonly (readonly Cell[])[]): RoadGrid<Cell> => {
  const grid: RoadGrid<Cell> = [];
  const taken = (column: number, row: number) => (grid[column]?.[row] ?? null) !== null;
  const put = (column: number, row: number, cell: Cell) => {
    grid[column] ??= new Array<Cell | null>(ROAD_ROWS).fill(null);
    grid[column][row] = cell;
  };
  let start = -1;
  for (const streak of streaks) {
    start += 1;
    while (taken(start, 0)) start += 1;
    let column = start;
    let row = 0;
    let turned = false;
    streak.forEach((cell, i) => {
      if (i > 0) {
        if (!turned && row + 1 < ROAD_ROWS && !taken(column, row + 1)) row += 1;
        else {
          turned = true;
          column += 1;
          while (taken(column, row)) column += 1;
        }
      }
      put(column, row, cell);
    });
  }
  // A column the layout skipped over is empty, not missing.
  for (let column = 0; column < grid.length; column++) {
    grid[column] ??= new Array<Cell | null>(ROAD_ROWS).fill(null);
  }
  return grid;
};

/** The big road. */
export const bigRoad = (results: readonly RoadResult[]): RoadGrid<BigRoadCell> =>
  layOutRoad(bigRoadStreaks(results));

/** A derived road's marks in order, from the big road's streak lengths, `offset` columns back. */
export const derivedMarks = (lengths: readonly number[], offset: 1 | 2 | 3): DerivedColor[] => {
  const marks: DerivedColor[] = [];
  lengths.forEach((length, column) => {
    for (let row = 0; row < length; row++) {
      if (column < offset || (row === 0 && column === offset)) continue;
      if (row === 0) {
        marks.push(lengths[column - 1] === lengths[column - 1 - offset] ? 'red' : 'blue');
        continue;
      }
      const compared = lengths[column - offset]!;
      marks.push(compared === row ? 'blue' : 'red');
    }
  });
  return marks;
};

/** Runs of equal values: `['red', 'red', 'blue']` → `[['red', 'red'], ['blue']]`. */
const streaksOf = <T>(values: readonly T[]): T[][] => {
  const streaks: T[][] = [];
  for (const value of values) {
    const current = streaks.at(-1);
    if (current && current[0] === value) current.push(value);
    else streaks.push([value]);
  }
  return streaks;
};

const derivedRoad = (results: readonly RoadResult[], offset: 1 | 2 | 3): RoadGrid<DerivedColor> =>
  layOutRoad(
    streaksOf(
      derivedMarks(
        bigRoadStreaks(results).map((streak) => streak.length),
        offset,
      ),
    ),
  );

/** Big eye boy: the big road against itself one column back. */
export const bigEyeBoy = (results: readonly RoadResult[]) => derivedRoad(results, 1);
/** Small road: two columns back. */
export const smallRoad = (results: readonly RoadResult[]) => derivedRoad(results, 2);
/** Cockroach pig: three columns back. */
export const cockroachPig = (results: readonly RoadResult[]) => derivedRoad(results, 3);

export type BaccaratRoads = {
  bead: RoadGrid<BeadCell>;
  big: RoadGrid<BigRoadCell>;
  bigEyeBoy: RoadGrid<DerivedColor>;
  small: RoadGrid<DerivedColor>;
  cockroach: RoadGrid<DerivedColor>;
};

/** Every road of a shoe's results so far. */
export const baccaratRoads = (results: readonly RoadResult[]): BaccaratRoads => ({
  bead: beadRoad(results),
  big: bigRoad(results),
  bigEyeBoy: bigEyeBoy(results),
  small: smallRoad(results),
  cockroach: cockroachPig(results),
});

/**
 * A grid as text, one line per row, `.` for an empty cell: what the tests compare and a log shows.
 * `symbol` gives each cell's one character.
 */
export const roadText = <Cell>(grid: RoadGrid<Cell>, symbol: (cell: Cell) => string): string =>
  Array.from({ length: ROAD_ROWS }, (_, row) =>
    grid
      .map((column) => {
        const cell = column[row] ?? null;
        return cell === null ? '.' : symbol(cell);
      })
      .join(''),
  ).join('\n');
