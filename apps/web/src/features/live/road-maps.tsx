/**
 * Baccarat's five roads of the current shoe (`roads` of the table's state, `grid[column][row]`, six
 * rows): the bead road (every hand, P/B/T, filled), the big road (rings per streak, ties as a green
 * stroke with their count, pairs as dots), and the three derived roads — big eye boy (rings), small
 * road (dots) and cockroach pig (strokes) — in red and blue. Each scrolls to its newest column.
 */
import type { TBaccaratRoads } from '@luckwell/contracts/provider/live';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Grid<Cell> = readonly (readonly (Cell | null)[])[];

const ROWS = 6;

/** A big road's mark (also the cockfight trend's): the winner's ring, a slash for the ties after it, their count past one. */
export const BigRoadMark = ({
  ring,
  winner,
  ties,
  children,
}: {
  ring: string;
  winner: string;
  ties: number;
  children?: ReactNode;
}) => (
  <span
    className={`relative grid size-5 place-items-center rounded-full border-[3px] bg-white ${ring}`}
    data-winner={winner}
  >
    {ties > 0 && (
      <>
        <span className="absolute h-0.5 w-6 -rotate-45 bg-emerald-600" />
        {ties > 1 && <span className="relative text-[9px] font-extrabold text-emerald-700">{ties}</span>}
      </>
    )}
    {children}
  </span>
);

/** A road's grid as cells (also the cockfight trend's), padded to `minColumns` so an empty road still shows its ruled paper. */
export const RoadGrid = <Cell,>({
  name,
  testId,
  grid,
  cell,
  minColumns,
  size,
}: {
  name: string;
  testId: string;
  grid: Grid<Cell>;
  cell: (value: Cell) => ReactNode;
  minColumns: number;
  size: 'lg' | 'sm';
}) => {
  const scroller = useRef<HTMLDivElement>(null);
  const columns = Math.max(minColumns, grid.length);
  // The newest column (and the blank one after it) in view, not the padding's end.
  useEffect(() => {
    const node = scroller.current;
    if (!node || grid.length === 0) return;
    const column = node.scrollWidth / columns;
    node.scrollLeft = Math.max(0, column * Math.min(columns, grid.length + 1) - node.clientWidth);
  }, [grid.length, columns]);
  const box = size === 'lg' ? 'size-6' : 'size-3.5';
  return (
    <figure className="grid min-w-0 gap-1" data-testid={testId} data-columns={grid.length}>
      <figcaption className="text-[11px] font-semibold tracking-wider text-muted uppercase">
        {name}
      </figcaption>
      <div ref={scroller} className="overflow-x-auto rounded-lg bg-white/95 p-0.5 [scrollbar-width:thin]">
        <div
          className="grid w-max grid-flow-col"
          style={{ gridTemplateRows: `repeat(${ROWS}, auto)` }}
          role="img"
          aria-label={name}
        >
          {Array.from({ length: columns }, (_, c) =>
            Array.from({ length: ROWS }, (_, r) => {
              const value = grid[c]?.[r] ?? null;
              return (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: a grid's cells are its positions.
                  key={`${c}-${r}`}
                  className={`grid ${box} place-items-center border-r border-b border-slate-300/80`}
                  data-road-cell={value === null ? undefined : 'filled'}
                >
                  {value === null ? null : cell(value)}
                </span>
              );
            }),
          )}
        </div>
      </div>
    </figure>
  );
};

const WINNER_FILL = { player: 'bg-blue-600', banker: 'bg-red-600', tie: 'bg-emerald-600' } as const;
const WINNER_RING = { player: 'border-blue-600', banker: 'border-red-600' } as const;
const DERIVED = { red: 'red', blue: 'blue' } as const;

const PairDots = ({ playerPair, bankerPair }: { playerPair: boolean; bankerPair: boolean }) => (
  <>
    {bankerPair && (
      <span className="absolute -top-px -left-px size-1.5 rounded-full bg-red-600 ring-1 ring-white" />
    )}
    {playerPair && (
      <span className="absolute -right-px -bottom-px size-1.5 rounded-full bg-blue-600 ring-1 ring-white" />
    )}
  </>
);

export const RoadMaps = ({ roads }: { roads: TBaccaratRoads }) => {
  const { t } = useTranslation();
  const letter = { player: t('live_road_p'), banker: t('live_road_b'), tie: t('live_road_t') };
  return (
    <div className="grid gap-3" data-testid="road-maps">
      <div className="grid gap-3 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)]">
        <RoadGrid
          name={t('live_road_bead')}
          testId="road-bead"
          grid={roads.bead}
          minColumns={10}
          size="lg"
          cell={(value) => (
            <span
              className={`relative grid size-5 place-items-center rounded-full text-[10px] font-extrabold text-white ${WINNER_FILL[value.winner]}`}
              data-winner={value.winner}
            >
              {letter[value.winner]}
              <PairDots playerPair={value.playerPair} bankerPair={value.bankerPair} />
            </span>
          )}
        />
        <RoadGrid
          name={t('live_road_big')}
          testId="road-big"
          grid={roads.big}
          minColumns={16}
          size="lg"
          cell={(value) => (
            <BigRoadMark ring={WINNER_RING[value.winner]} winner={value.winner} ties={value.ties}>
              <PairDots playerPair={value.playerPair} bankerPair={value.bankerPair} />
            </BigRoadMark>
          )}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <RoadGrid
          name={t('live_road_big_eye')}
          testId="road-big-eye"
          grid={roads.bigEyeBoy}
          minColumns={18}
          size="sm"
          cell={(color) => (
            <span
              className={`size-3 rounded-full border-2 ${color === 'red' ? 'border-red-600' : 'border-blue-600'}`}
              data-color={DERIVED[color]}
            />
          )}
        />
        <RoadGrid
          name={t('live_road_small')}
          testId="road-small"
          grid={roads.small}
          minColumns={18}
          size="sm"
          cell={(color) => (
            <span
              className={`size-2.5 rounded-full ${color === 'red' ? 'bg-red-600' : 'bg-blue-600'}`}
              data-color={DERIVED[color]}
            />
          )}
        />
        <RoadGrid
          name={t('live_road_cockroach')}
          testId="road-cockroach"
          grid={roads.cockroach}
          minColumns={18}
          size="sm"
          cell={(color) => (
            <span
              className={`h-0.5 w-3.5 -rotate-45 rounded ${color === 'red' ? 'bg-red-600' : 'bg-blue-600'}`}
              data-color={DERIVED[color]}
            />
          )}
        />
      </div>
    </div>
  );
};
