/**
 * A grid of game tiles that stays smooth with thousands of them: only the rows near the viewport
 * are in the DOM (@tanstack/react-virtual), measured as they render. Columns follow the grid's own
 * width (3 on a phone, 4, then 6). The page scrolls it (category pages), or a scrolling element
 * does (the popup game list).
 *
 * Keyboard: tiles are buttons in reading order, so Tab walks the rendered rows and the browser
 * scrolls the focused tile into view, which renders the rows after it. The row holding focus is
 * always kept rendered, so scrolling away never drops the focus to the page.
 */
import type { TGame } from '@luckwell/contracts/games/catalogue';
import {
  defaultRangeExtractor,
  observeElementRect,
  type Range,
  useVirtualizer,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

const GAP = 12;
/** Name and vendor lines under the square icon. */
const CAPTION = 56;

export const columnsFor = (width: number) => (width >= 1024 ? 6 : width >= 640 ? 4 : 3);

type GridProps = {
  games: TGame[];
  /** The list's full size when more pages are still to come (for assistive technology). */
  total: number;
  label: string;
  renderTile: (game: TGame, index: number) => ReactNode;
  /** Called when the last rows come into view and more games can be loaded. */
  onEndReached?: () => void;
  /** The scrolling element, when it is not the page. */
  scrollElement?: () => HTMLElement | null;
};

/** The grid's width, followed as the window or the container resizes. */
const useWidth = (ref: React.RefObject<HTMLElement | null>) => {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.getBoundingClientRect().width);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
};

/** Keeps the row holding focus in the rendered range. */
const useFocusKeeper = () => {
  const focusedRow = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const rows = defaultRangeExtractor(range);
    const focused = focusedRow.current;
    if (focused !== null && focused < range.count && !rows.includes(focused)) {
      rows.push(focused);
      rows.sort((a, b) => a - b);
    }
    return rows;
  }, []);
  return { focusedRow, rangeExtractor };
};

type RowsProps = GridProps & {
  virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>;
  columns: number;
  offset: number;
  focusedRow: React.RefObject<number | null>;
};

/**
 * The rendered rows as one list: every tile is a list item placed in its row and column, so the
 * list holds only list items; the first tile of a row is the one measured for the row.
 */
const Rows = ({
  games,
  total,
  label,
  renderTile,
  onEndReached,
  virtualizer,
  columns,
  offset,
  focusedRow,
}: RowsProps) => {
  const listRef = useRef<HTMLUListElement>(null);
  const items = virtualizer.getVirtualItems();
  const rowCount = Math.ceil(games.length / columns);
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (rowCount > 0 && lastIndex >= rowCount - 2) onEndReached?.();
  }, [lastIndex, rowCount, onEndReached]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onFocusIn = (event: FocusEvent) => {
      const row = (event.target as HTMLElement).closest<HTMLElement>('[data-row]')?.dataset.row;
      focusedRow.current = row === undefined ? null : Number(row);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!list.contains(event.relatedTarget as Node | null)) focusedRow.current = null;
    };
    list.addEventListener('focusin', onFocusIn);
    list.addEventListener('focusout', onFocusOut);
    return () => {
      list.removeEventListener('focusin', onFocusIn);
      list.removeEventListener('focusout', onFocusOut);
    };
  }, [focusedRow]);

  const width = `((100% - ${GAP * (columns - 1)}px) / ${columns})`;
  return (
    <ul
      ref={listRef}
      aria-label={label}
      data-testid="game-grid"
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.flatMap((row) =>
        games.slice(row.index * columns, row.index * columns + columns).map((game, column) => {
          const index = row.index * columns + column;
          return (
            <li
              key={game.nodeId}
              data-row={row.index}
              data-index={column === 0 ? row.index : undefined}
              ref={column === 0 ? virtualizer.measureElement : undefined}
              aria-setsize={total}
              aria-posinset={index + 1}
              className="absolute top-0"
              style={{
                width: `calc${width}`,
                left: `calc(${width} * ${column} + ${GAP * column}px)`,
                transform: `translateY(${row.start - offset}px)`,
                paddingBottom: GAP,
              }}
            >
              {renderTile(game, index)}
            </li>
          );
        }),
      )}
    </ul>
  );
};

const estimate = (width: number, columns: number) => {
  const tile = width > 0 ? (width - GAP * (columns - 1)) / columns : 120;
  return Math.round(tile + CAPTION + GAP);
};

/** A row's measured height; a row not laid out (hidden, or no layout at all) keeps its estimate. */
const measureRow =
  (fallback: () => number) =>
  (element: Element): number => {
    const height = element.getBoundingClientRect().height;
    return height > 0 ? height : fallback();
  };

/** Scrolled by the page: the grid's distance from the top of the document is its scroll margin. */
const WindowGrid = (props: GridProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  const columns = columnsFor(width);
  const [margin, setMargin] = useState(0);
  const { focusedRow, rangeExtractor } = useFocusKeeper();
  // The filters above the grid change height as they wrap: measure the margin on every layout.
  useLayoutEffect(() => {
    const top = (ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - margin) > 1) setMargin(top);
  });
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(props.games.length / columns),
    estimateSize: () => estimate(width, columns),
    overscan: 3,
    scrollMargin: margin,
    rangeExtractor,
    measureElement: measureRow(() => estimate(width, columns)),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new width or column count re-measures.
  useEffect(() => virtualizer.measure(), [virtualizer, width, columns]);
  return (
    <div ref={ref}>
      <Rows {...props} virtualizer={virtualizer} columns={columns} offset={margin} focusedRow={focusedRow} />
    </div>
  );
};

/** Scrolled by an element of its own (the popup game list). */
const ElementGrid = ({
  scrollElement,
  ...props
}: GridProps & { scrollElement: () => HTMLElement | null }) => {
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  const columns = columnsFor(width);
  const { focusedRow, rangeExtractor } = useFocusKeeper();
  const [margin, setMargin] = useState(0);
  // Filters above the grid scroll with it: their height is the grid's scroll margin.
  useLayoutEffect(() => {
    const scroller = scrollElement();
    if (!scroller || !ref.current) return;
    const top =
      ref.current.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    if (Math.abs(top - margin) > 1) setMargin(top);
  });
  const virtualizer = useVirtualizer({
    count: Math.ceil(props.games.length / columns),
    getScrollElement: scrollElement,
    estimateSize: () => estimate(width, columns),
    overscan: 3,
    scrollMargin: margin,
    rangeExtractor,
    measureElement: measureRow(() => estimate(width, columns)),
    // A scroller not laid out yet (or with no layout at all) shows a screenful rather than nothing.
    observeElementRect: (instance, notify) =>
      observeElementRect(instance, (rect) =>
        notify(rect.height > 0 ? rect : { width: rect.width, height: 600 }),
      ),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new width or column count re-measures.
  useEffect(() => virtualizer.measure(), [virtualizer, width, columns]);
  return (
    <div ref={ref}>
      <Rows {...props} virtualizer={virtualizer} columns={columns} offset={margin} focusedRow={focusedRow} />
    </div>
  );
};

export const VirtualGameGrid = ({ scrollElement, ...props }: GridProps) =>
  scrollElement ? <ElementGrid {...props} scrollElement={scrollElement} /> : <WindowGrid {...props} />;
