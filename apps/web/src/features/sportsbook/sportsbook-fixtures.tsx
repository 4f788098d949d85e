/**
 * The book's fixtures: filter chips (all, live, today, upcoming, results), grouped by league, each
 * card with its teams, kick-off or live minute and score, and its markets' price buttons. A price
 * that moved since the last fetch flashes up (green) or down (red) for a moment.
 */
import type {
  TSportsbookBook,
  TSportsbookFixture,
  TSportsbookMarket,
  TSportsbookOddsFormat,
  TSportsbookSelectionKey,
} from '@luckwell/contracts/provider/sportsbook';
import { EmptyState } from '@luckwell/ui/empty-state';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  kickOffText,
  marketName,
  priceText,
  sameDay,
  scoreOf,
  selectionLine,
  selectionName,
  selectionSide,
} from './sportsbook-format.ts';

export type FixtureFilter = 'all' | 'live' | 'today' | 'upcoming' | 'results';
const FILTERS: readonly FixtureFilter[] = ['all', 'live', 'today', 'upcoming', 'results'];

const isOver = (fixture: TSportsbookFixture) =>
  fixture.status === 'finished' || fixture.status === 'abandoned';

const inFilter = (fixture: TSportsbookFixture, filter: FixtureFilter, now: Date) => {
  switch (filter) {
    case 'all':
      return true;
    case 'live':
      return fixture.status === 'live';
    case 'today':
      return !isOver(fixture) && (fixture.status === 'live' || sameDay(new Date(fixture.startsAt), now));
    case 'upcoming':
      return (
        (fixture.status === 'prematch' || fixture.status === 'postponed') &&
        !sameDay(new Date(fixture.startsAt), now)
      );
    case 'results':
      return isOver(fixture);
  }
};

export type PriceMove = 'up' | 'down';
const priceKey = (marketId: number, key: TSportsbookSelectionKey) => `${marketId}:${key}`;

/** Which prices moved since the last book (cleared after a moment), keyed `marketId:selection`. */
export const usePriceMoves = (book: TSportsbookBook | undefined) => {
  const last = useRef<Map<string, number> | null>(null);
  const [moves, setMoves] = useState<ReadonlyMap<string, PriceMove>>(new Map());
  useEffect(() => {
    if (!book) return;
    const now = new Map<string, number>();
    const moved = new Map<string, PriceMove>();
    for (const fixture of book.fixtures)
      for (const market of fixture.markets)
        for (const selection of market.selections) {
          const key = priceKey(market.id, selection.key);
          now.set(key, selection.oddsMilli);
          const before = last.current?.get(key);
          if (before !== undefined && before !== selection.oddsMilli)
            moved.set(key, selection.oddsMilli > before ? 'up' : 'down');
        }
    last.current = now;
    if (moved.size === 0) {
      // The last flash is over by the next fetch (its timer went with the last effect).
      setMoves((shown) => (shown.size === 0 ? shown : new Map()));
      return;
    }
    setMoves(moved);
    const timer = setTimeout(() => setMoves(new Map()), 2_000);
    return () => clearTimeout(timer);
  }, [book]);
  return moves;
};

type Pick = (
  fixture: TSportsbookFixture,
  market: TSportsbookMarket,
  selection: TSportsbookSelectionKey,
) => void;

const LiveBadge = () => {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-600 px-2 py-0.5 text-[10px] font-black tracking-wider text-white uppercase">
      <span className="size-1.5 animate-pulse rounded-full bg-white" aria-hidden="true" />
      {t('sportsbook_live_badge')}
    </span>
  );
};

const PriceButton = ({
  fixture,
  market,
  selection,
  format,
  picked,
  move,
  onPick,
}: {
  fixture: TSportsbookFixture;
  market: TSportsbookMarket;
  selection: TSportsbookMarket['selections'][number];
  format: TSportsbookOddsFormat;
  picked: boolean;
  move: PriceMove | undefined;
  onPick: Pick;
}) => {
  const { t } = useTranslation();
  const suspended = market.status !== 'open';
  const line = selectionLine(market.kind, market.line, selection.key);
  const name = selectionName(t, market.kind, selection.key, fixture);
  const price = priceText(selection.oddsMilli, format);
  // The main markets read as before; the others name their market ("Map 2 winner: …").
  const label = MAIN_KINDS.has(market.kind)
    ? `${selectionSide(fixture, selection.key)} – ${name}${line === null ? '' : ` ${line}`} ${price}`
    : `${fixture.home} – ${fixture.away} – ${marketName(t, market)}: ${name} ${price}`;
  // An e-sports winner's button names the team: teams there play at no home ground.
  const shown = market.kind === 'esportsMatchWinner' ? selectionSide(fixture, selection.key) : name;
  const hint = market.kind === 'doubleChance' ? t(`sportsbook_sel_${selection.key}_hint`) : undefined;
  const tone =
    move === 'up'
      ? 'bg-emerald-500/30 ring-2 ring-emerald-400'
      : move === 'down'
        ? 'bg-rose-500/30 ring-2 ring-rose-400'
        : '';
  return (
    <button
      type="button"
      data-testid={`sb-price-${market.id}-${selection.key}`}
      data-move={move ?? ''}
      aria-label={suspended ? `${label} – ${t('sportsbook_suspended')}` : label}
      aria-pressed={picked}
      title={hint}
      disabled={suspended}
      onClick={() => onPick(fixture, market, selection.key)}
      className={`flex min-h-11 min-w-0 items-center justify-between gap-1 rounded-lg border px-2 py-1.5 text-xs transition disabled:cursor-not-allowed disabled:opacity-50 ${picked ? 'border-gold bg-gold text-on-primary' : 'border-line bg-black/30 text-ink enabled:hover:border-primary'} ${tone}`}
    >
      <span className={`truncate ${picked ? 'font-semibold' : 'text-muted'}`}>
        {shown}
        {line !== null && <span className="ml-1 font-semibold tabular-nums">{line}</span>}
      </span>
      {suspended ? (
        <svg viewBox="0 0 24 24" className="size-4 shrink-0" aria-hidden="true">
          <path
            d="M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      ) : (
        <span className="flex items-center gap-0.5 font-bold tabular-nums">
          {move && <span aria-hidden="true">{move === 'up' ? '▲' : '▼'}</span>}
          {price}
        </span>
      )}
    </button>
  );
};

/** The markets every card shows; the others open under "More markets". */
const MAIN_KINDS: ReadonlySet<TSportsbookMarket['kind']> = new Set([
  'matchResult',
  'asianHandicap',
  'overUnder',
  'esportsMatchWinner',
  'mapHandicap',
  'totalMaps',
]);

type MarketProps = {
  fixture: TSportsbookFixture;
  market: TSportsbookMarket;
  format: TSportsbookOddsFormat;
  picked: ReadonlySet<string>;
  moves: ReadonlyMap<string, PriceMove>;
  onPick: Pick;
};

const MarketTitle = ({ market }: { market: TSportsbookMarket }) => {
  const { t } = useTranslation();
  return (
    <p className="text-[10px] font-semibold tracking-wider text-muted uppercase">{marketName(t, market)}</p>
  );
};

const MarketPrices = ({
  fixture,
  market,
  format,
  picked,
  moves,
  onPick,
  selections = market.selections,
}: MarketProps & { selections?: TSportsbookMarket['selections'] }) =>
  selections.map((selection) => (
    <PriceButton
      key={selection.key}
      fixture={fixture}
      market={market}
      selection={selection}
      format={format}
      picked={picked.has(priceKey(market.id, selection.key))}
      move={moves.get(priceKey(market.id, selection.key))}
      onPick={onPick}
    />
  ));

/** A market's title and its prices in a row (three across for three selections, else two). */
const MarketRow = (props: MarketProps) => (
  <div className="grid gap-1">
    <MarketTitle market={props.market} />
    <div className={`grid gap-1.5 ${props.market.selections.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
      <MarketPrices {...props} />
    </div>
  </div>
);

/** Correct score as a grid: the home side's wins, the draws and the away side's wins, then any other score. */
const CorrectScoreGrid = (props: MarketProps) => {
  const { t } = useTranslation();
  const { fixture, market } = props;
  const scored = market.selections.flatMap((selection) => {
    const score = scoreOf(selection.key);
    return score ? [{ selection, score }] : [];
  });
  const column = (
    keep: (score: { home: number; away: number }) => boolean,
    order: (score: { home: number; away: number }) => number,
  ) =>
    scored
      .filter(({ score }) => keep(score))
      .sort((a, b) => order(a.score) - order(b.score))
      .map(({ selection }) => selection);
  const columns = [
    {
      head: t('sportsbook_cs_home', { team: fixture.home }),
      list: column(
        (s) => s.home > s.away,
        (s) => s.home * 10 + s.away,
      ),
    },
    {
      head: t('sportsbook_cs_draw'),
      list: column(
        (s) => s.home === s.away,
        (s) => s.home,
      ),
    },
    {
      head: t('sportsbook_cs_away', { team: fixture.away }),
      list: column(
        (s) => s.home < s.away,
        (s) => s.away * 10 + s.home,
      ),
    },
  ];
  const other = market.selections.filter((selection) => !scoreOf(selection.key));
  return (
    <div className="grid gap-1">
      <MarketTitle market={market} />
      <div className="grid grid-cols-3 gap-1.5">
        {columns.map(({ head, list }) => (
          <div key={head} className="grid content-start gap-1.5">
            <p className="truncate text-center text-[10px] text-muted" title={head}>
              {head}
            </p>
            <MarketPrices {...props} selections={list} />
          </div>
        ))}
      </div>
      {other.length > 0 && (
        <div className="grid">
          <MarketPrices {...props} selections={other} />
        </div>
      )}
    </div>
  );
};

/** Double chance, odd/even, correct score and map winners behind a toggle, with a count of picks inside. */
const MoreMarkets = ({
  markets,
  ...props
}: Omit<MarketProps, 'market'> & { markets: TSportsbookMarket[] }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = `sb-more-${props.fixture.id}`;
  const pickedInside = markets.reduce(
    (count, market) =>
      count +
      market.selections.filter((selection) => props.picked.has(priceKey(market.id, selection.key))).length,
    0,
  );
  return (
    <div className="grid gap-2 border-t border-line/60 pt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        data-testid={`sb-more-${props.fixture.id}`}
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-9 items-center justify-between gap-2 rounded-lg px-1 text-xs font-semibold text-gold transition hover:text-ink"
      >
        <span className="flex items-center gap-1.5">
          {open ? t('sportsbook_fewer_markets') : t('sportsbook_more_markets')}
          <span className="rounded-full bg-gold/15 px-1.5 py-0.5 text-[10px] tabular-nums">
            {markets.length}
          </span>
          {pickedInside > 0 && !open && <span className="size-1.5 rounded-full bg-gold" aria-hidden="true" />}
        </span>
        <svg
          viewBox="0 0 24 24"
          className={`size-4 shrink-0 transition ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        >
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div id={id} className="grid gap-2.5">
          {markets.map((market) =>
            market.kind === 'correctScore' ? (
              <CorrectScoreGrid key={market.id} {...props} market={market} />
            ) : (
              <MarketRow key={market.id} {...props} market={market} />
            ),
          )}
        </div>
      )}
    </div>
  );
};

const FixtureCard = ({
  fixture,
  format,
  picked,
  moves,
  onPick,
  lang,
}: {
  fixture: TSportsbookFixture;
  format: TSportsbookOddsFormat;
  picked: ReadonlySet<string>;
  moves: ReadonlyMap<string, PriceMove>;
  onPick: Pick;
  lang: string;
}) => {
  const { t } = useTranslation();
  const over = isOver(fixture);
  const markets = over ? [] : fixture.markets.filter((market) => market.status !== 'closed');
  const main = markets.filter((market) => MAIN_KINDS.has(market.kind));
  const more = markets
    .filter((market) => !MAIN_KINDS.has(market.kind))
    .sort((a, b) => (a.kind === 'mapWinner' && b.kind === 'mapWinner' ? (a.line ?? 0) - (b.line ?? 0) : 0));
  const showScore = fixture.status === 'live' || over;
  return (
    <article
      data-testid={`sb-fixture-${fixture.id}`}
      aria-label={`${fixture.home} – ${fixture.away}`}
      className="grid content-start gap-2 rounded-xl border border-line bg-surface/80 p-2.5 sm:p-3"
    >
      <div className="flex items-center justify-between gap-2 text-[11px] text-muted">
        <span className="flex items-center gap-2">
          {fixture.status === 'live' ? (
            <>
              <LiveBadge />
              {fixture.minute !== null && (
                <span className="font-bold text-red-300 tabular-nums">
                  {t('sportsbook_minute', { minute: fixture.minute })}
                </span>
              )}
            </>
          ) : over || fixture.status === 'postponed' ? (
            <span className="rounded-full bg-black/40 px-2 py-0.5 font-semibold">
              {t(`sportsbook_fixture_${fixture.status}`)}
            </span>
          ) : (
            <time dateTime={fixture.startsAt} className="tabular-nums">
              {kickOffText(fixture.startsAt, lang)}
            </time>
          )}
        </span>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 text-sm font-semibold">
        <span className="truncate">{fixture.home}</span>
        <span className="text-right font-black text-gold tabular-nums">
          {showScore ? fixture.score.home : ''}
        </span>
        <span className="truncate">{fixture.away}</span>
        <span className="text-right font-black text-gold tabular-nums">
          {showScore ? fixture.score.away : ''}
        </span>
      </div>
      {main.length > 0 && (
        <div className="grid gap-1.5">
          {main.map((market) => (
            <MarketRow
              key={market.id}
              fixture={fixture}
              market={market}
              format={format}
              picked={picked}
              moves={moves}
              onPick={onPick}
            />
          ))}
        </div>
      )}
      {more.length > 0 && (
        <MoreMarkets
          fixture={fixture}
          markets={more}
          format={format}
          picked={picked}
          moves={moves}
          onPick={onPick}
        />
      )}
      {!over && markets.length === 0 && <p className="text-xs text-muted">{t('sportsbook_no_markets')}</p>}
    </article>
  );
};

export const FixtureList = ({
  book,
  format,
  picked,
  moves,
  onPick,
}: {
  book: TSportsbookBook;
  format: TSportsbookOddsFormat;
  picked: ReadonlySet<string>;
  moves: ReadonlyMap<string, PriceMove>;
  onPick: Pick;
}) => {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<FixtureFilter>('all');
  const now = new Date(Date.parse(book.serverTime) || Date.now());
  const counts = Object.fromEntries(
    FILTERS.map((name) => [name, book.fixtures.filter((fixture) => inFilter(fixture, name, now)).length]),
  ) as Record<FixtureFilter, number>;
  const shown = book.fixtures.filter((fixture) => inFilter(fixture, filter, now));
  const leagues = useMemo(() => {
    const groups = new Map<string, TSportsbookFixture[]>();
    for (const fixture of shown) groups.set(fixture.league, [...(groups.get(fixture.league) ?? []), fixture]);
    return [...groups.entries()];
  }, [shown]);
  return (
    <section
      aria-label={t('sportsbook_fixtures')}
      className="grid grid-cols-[minmax(0,1fr)] content-start gap-3"
    >
      <fieldset className="flex min-w-0 gap-1.5 overflow-x-auto pb-0.5">
        <legend className="sr-only">{t('sportsbook_filter')}</legend>
        {FILTERS.filter((name) => name !== 'results' || counts.results > 0).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={filter === name}
            onClick={() => setFilter(name)}
            className={`flex shrink-0 items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold transition ${filter === name ? 'border-gold bg-gold/15 text-gold' : 'border-line bg-black/25 text-muted hover:text-ink'}`}
          >
            {name === 'live' && (
              <span className="size-1.5 animate-pulse rounded-full bg-red-500" aria-hidden="true" />
            )}
            {t(`sportsbook_filter_${name}`)}
            <span className="tabular-nums opacity-70">{counts[name]}</span>
          </button>
        ))}
      </fieldset>
      {leagues.length === 0 ? (
        <EmptyState title={t('sportsbook_no_fixtures')} description={t('sportsbook_no_fixtures_hint')} />
      ) : (
        leagues.map(([league, fixtures]) => (
          <section key={league} aria-label={league} className="grid gap-2">
            <h2 className="flex items-center gap-2 text-xs font-bold tracking-wider text-gold uppercase">
              <span className="h-3 w-1 rounded-full bg-gold" aria-hidden="true" />
              {league}
            </h2>
            <div className="grid items-start gap-2 xl:grid-cols-2">
              {fixtures.map((fixture) => (
                <FixtureCard
                  key={fixture.id}
                  fixture={fixture}
                  format={format}
                  picked={picked}
                  moves={moves}
                  onPick={onPick}
                  lang={i18n.language}
                />
              ))}
            </div>
          </section>
        ))
      )}
    </section>
  );
};

export { priceKey };
