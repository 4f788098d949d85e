/**
 * Catalogue → Trading at /admin/games/trading (issue 23, ADR 089; `sportsbook.trade`): the
 * sportsbook's trading desk. A sport's fixtures from a day back, read again every 5 s, grouped Live,
 * Upcoming and Finished, searchable by team or league; each opens onto its markets with each
 * selection's price and exposure (tickets, stake, liability), and their results once settled.
 * A trader creates fixtures and markets, moves prices and limits, suspends and reopens markets,
 * puts a trader's fixture in play, and enters results (settled at once) — each with a reason.
 */
import type { TTradingFixture, TTradingMarket } from '@luckwell/contracts/admin/trading';
import type { TSportsbookSport } from '@luckwell/contracts/provider/sportsbook';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { Tabs } from '@luckwell/ui/tabs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/badge.tsx';
import { DataTable } from '../../shared/data-table.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { TextField } from '../../shared/form-field.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import { LoadError } from '../../shared/load-error.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { FixtureDialog, PlayDialog, ResultDialog } from './fixture-dialogs.tsx';
import { MarketDialog, MarketStatusDialog, PricesDialog } from './market-dialogs.tsx';
import { MemberLimits } from './member-limits.tsx';
import { useTradingFixtures } from './trading-api.ts';
import {
  GROUPS,
  groupOf,
  MARKET_TONES,
  marketText,
  OUTCOME_TONES,
  playable,
  priceOf,
  SPORTS,
  STATUS_TONES,
  selectionText,
  tradable,
} from './trading-labels.ts';

/** Typing settles for this long before the list is asked again. */
const SEARCH_PAUSE_MS = 300;

type Dialog =
  | { kind: 'create' }
  | { kind: 'market' | 'result' | 'play'; fixture: string }
  | { kind: 'prices' | 'status'; fixture: string; market: number }
  | null;

type Open = {
  onDialog: (dialog: Exclude<Dialog, null | { kind: 'create' }>) => void;
};

const NO_EXPOSURE = { tickets: 0, stake: '0.00', liability: '0.00' };

const MarketCard = ({
  fixture,
  market,
  onDialog,
}: { fixture: TTradingFixture; market: TTradingMarket } & Open) => {
  const { t } = useTranslation();
  const name = marketText(market);
  const changeable = tradable(fixture) && market.status !== 'closed' && market.result === null;
  return (
    <section
      aria-label={name}
      data-testid={`trading-market-${market.id}`}
      className="flex flex-col gap-2 rounded-xl border border-line/60 bg-white/[0.02]"
    >
      <header className="flex flex-wrap items-center gap-2 px-3 pt-3">
        <h4 className="text-sm font-semibold text-ink">{name}</h4>
        <Badge tone={MARKET_TONES[market.status]} dot>
          {t(`trading.market.status.${market.status}`)}
        </Badge>
        {market.traded && (
          <span title={t('trading.tradedHint')}>
            <Badge tone="accent">{t('trading.traded')}</Badge>
          </span>
        )}
        <span className="text-xs text-muted tabular-nums">
          {t('trading.limits', {
            maxStake: formatMoney(market.maxStake),
            liability: formatMoney(market.liabilityLimit),
          })}
        </span>
        {changeable && (
          <span className="flex flex-wrap gap-1.5 sm:ms-auto">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onDialog({ kind: 'prices', fixture: fixture.id, market: market.id })}
            >
              {t('trading.action.editPrices')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className={market.status === 'open' ? '!text-danger hover:!bg-danger/10' : ''}
              onClick={() => onDialog({ kind: 'status', fixture: fixture.id, market: market.id })}
            >
              {t(market.status === 'suspended' ? 'trading.action.reopen' : 'trading.action.suspend')}
            </Button>
          </span>
        )}
      </header>
      <DataTable
        caption={name}
        minWidth="min-w-[560px]"
        cellPadding="px-3 py-2"
        columns={[
          t('trading.col.selection'),
          { label: t('trading.col.price'), align: 'right' },
          { label: t('trading.col.tickets'), align: 'right' },
          { label: t('trading.col.stake'), align: 'right' },
          { label: t('trading.col.liability'), align: 'right' },
          ...(market.result ? [t('trading.col.outcome')] : []),
        ]}
      >
        {market.selections.map(({ key, oddsMilli }) => {
          const exposure = market.exposure.find((e) => e.selection === key) ?? NO_EXPOSURE;
          const outcome = market.result?.[key];
          return (
            <tr key={key} className="border-b border-line/40 last:border-0">
              <th scope="row" className="px-3 py-2 font-medium text-ink">
                {selectionText(fixture, market, key)}
              </th>
              <td className="px-3 py-2 text-right font-mono font-semibold text-primary tabular-nums">
                {priceOf(oddsMilli)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{exposure.tickets}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatMoney(exposure.stake)}</td>
              <td
                className={`px-3 py-2 text-right tabular-nums ${exposure.liability !== '0.00' ? 'text-danger' : ''}`}
              >
                {formatMoney(exposure.liability)}
              </td>
              {market.result && (
                <td className="px-3 py-2">
                  {outcome && <Badge tone={OUTCOME_TONES[outcome]}>{t(`trading.outcome.${outcome}`)}</Badge>}
                </td>
              )}
            </tr>
          );
        })}
      </DataTable>
    </section>
  );
};

const scoreOf = (fixture: TTradingFixture) =>
  fixture.status === 'live' || fixture.status === 'finished'
    ? `${fixture.score.home} – ${fixture.score.away}`
    : null;

const FixtureRow = ({
  fixture,
  expanded,
  onToggle,
  onDialog,
}: { fixture: TTradingFixture; expanded: boolean; onToggle: () => void } & Open) => {
  const { t } = useTranslation();
  const teams = { home: fixture.home, away: fixture.away };
  const score = scoreOf(fixture);
  const panel = `trading-markets-${fixture.id}`;
  return (
    <li
      data-testid={`trading-fixture-${fixture.id}`}
      className={`flex flex-col rounded-2xl border bg-surface/60 ${expanded ? 'border-primary/40' : 'border-line/80'}`}
    >
      <div className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-3 sm:p-4">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panel}
          aria-label={t('trading.showMarkets', teams)}
          onClick={onToggle}
          className="flex min-w-0 flex-1 items-start gap-3 rounded-lg text-left focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          <Icon
            name="chevronRight"
            className={`mt-1 size-4 shrink-0 text-muted transition-transform ${expanded ? 'rotate-90' : ''}`}
          />
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
              <span className="tabular-nums">{formatDateTime(fixture.startsAt).slice(0, 16)}</span>
              <span aria-hidden="true">·</span>
              <span className="truncate">{fixture.league}</span>
            </span>
            <span className="flex flex-wrap items-baseline gap-x-2 text-base font-semibold text-ink">
              <span className="break-words">{t('trading.versus', teams)}</span>
              {score && (
                <span className="font-mono text-lg font-bold text-primary tabular-nums">{score}</span>
              )}
            </span>
            <span className="flex flex-wrap items-center gap-1.5">
              <Badge tone={STATUS_TONES[fixture.status]} dot>
                {t(`trading.status.${fixture.status}`)}
              </Badge>
              <Badge tone={fixture.source === 'operator' ? 'gold' : 'neutral'}>
                {t(`trading.source.${fixture.source}`)}
              </Badge>
              {fixture.settledAt && <Badge tone="violet">{t('trading.settled')}</Badge>}
              <span className="text-xs text-muted">
                {t('trading.marketCount', { count: fixture.markets.length })}
              </span>
            </span>
          </span>
        </button>
        {tradable(fixture) && (
          <div className="flex flex-wrap gap-1.5 ps-7 sm:ps-0">
            {playable(fixture) && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onDialog({ kind: 'play', fixture: fixture.id })}
              >
                {t(fixture.status === 'live' ? 'trading.action.prematch' : 'trading.action.inPlay')}
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onDialog({ kind: 'market', fixture: fixture.id })}
            >
              {t('trading.action.addMarket')}
            </Button>
            <Button size="sm" onClick={() => onDialog({ kind: 'result', fixture: fixture.id })}>
              {t('trading.action.result')}
            </Button>
          </div>
        )}
        {fixture.settledAt && (
          <div className="flex flex-wrap gap-1.5 ps-7 sm:ps-0">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onDialog({ kind: 'result', fixture: fixture.id })}
            >
              {t('trading.action.correct')}
            </Button>
          </div>
        )}
      </div>
      {expanded && (
        <div id={panel} className="flex flex-col gap-3 border-t border-line/50 p-3 sm:p-4">
          {fixture.sport === 'esports' && fixture.maps.length > 0 && (
            <p className="text-xs text-muted">
              {t('trading.maps', { maps: fixture.maps.map((side) => fixture[side]).join(', ') })}
            </p>
          )}
          {fixture.settledAt && (
            <p className="text-xs text-muted tabular-nums">
              {t('trading.settledAt', { at: formatDateTime(fixture.settledAt) })}
              {fixture.resultSource === 'operator' && ` · ${t('trading.resultByTrader')}`}
            </p>
          )}
          {fixture.markets.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line px-4 py-4 text-center text-sm text-muted">
              {t('trading.noMarkets')}
            </p>
          ) : (
            fixture.markets.map((market) => (
              <MarketCard key={market.id} fixture={fixture} market={market} onDialog={onDialog} />
            ))
          )}
        </div>
      )}
    </li>
  );
};

const useSettled = (value: string) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
};

const Fixtures = ({
  sport,
  q,
  expanded,
  onToggle,
  onDialog,
}: {
  sport: TSportsbookSport;
  q: string;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
} & Open) => {
  const { t } = useTranslation();
  const query = useTradingFixtures(sport, q);
  if (query.isPending) return <Loader label={t('common.loading')} />;
  if (query.isError && !query.data)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { fixtures, serverTime } = query.data;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-xs text-muted tabular-nums">
        {t('trading.serverTime', { at: formatDateTime(serverTime) })}
      </p>
      {query.isError && <FormAlert>{t('trading.stale', { error: errorText(query.error) })}</FormAlert>}
      {fixtures.length === 0 ? (
        <EmptyState
          className="border-dashed"
          title={t('trading.empty.title')}
          description={q ? t('trading.empty.search', { q }) : t('trading.empty.body')}
        />
      ) : (
        GROUPS.map((group) => {
          const members = fixtures.filter((f) => groupOf(f.status) === group);
          if (members.length === 0) return null;
          return (
            <section key={group} aria-labelledby={`trading-group-${group}`} className="flex flex-col gap-2">
              <h2
                id={`trading-group-${group}`}
                className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted uppercase"
              >
                {group === 'live' && (
                  <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-jade" />
                )}
                {t(`trading.group.${group}`)}
                <span className="font-normal tabular-nums">({members.length})</span>
              </h2>
              <ul className="flex flex-col gap-2">
                {members.map((fixture) => (
                  <FixtureRow
                    key={fixture.id}
                    fixture={fixture}
                    expanded={expanded.has(fixture.id)}
                    onToggle={() => onToggle(fixture.id)}
                    onDialog={onDialog}
                  />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
};

/** The open dialog, on the fixture and market as the list has them now. */
const Dialogs = ({
  sport,
  q,
  dialog,
  onClose,
  onCreated,
}: {
  sport: TSportsbookSport;
  q: string;
  dialog: Dialog;
  onClose: () => void;
  onCreated: (fixture: TTradingFixture) => void;
}) => {
  const query = useTradingFixtures(sport, q);
  if (!dialog) return null;
  if (dialog.kind === 'create')
    return <FixtureDialog sport={sport} onClose={onClose} onCreated={onCreated} />;
  const fixture = query.data?.fixtures.find((f) => f.id === dialog.fixture);
  if (!fixture) return null;
  switch (dialog.kind) {
    case 'market':
      return <MarketDialog fixture={fixture} onClose={onClose} />;
    case 'result':
      return <ResultDialog fixture={fixture} onClose={onClose} />;
    case 'play':
      return <PlayDialog fixture={fixture} onClose={onClose} />;
    default: {
      const market = fixture.markets.find((m) => m.id === dialog.market);
      if (!market) return null;
      return dialog.kind === 'prices' ? (
        <PricesDialog fixture={fixture} market={market} onClose={onClose} />
      ) : (
        <MarketStatusDialog market={market} onClose={onClose} />
      );
    }
  }
};

const Desk = ({ dialog, setDialog }: { dialog: Dialog; setDialog: (dialog: Dialog) => void }) => {
  const { t } = useTranslation();
  const [sport, setSport] = useState<TSportsbookSport>('football');
  const [search, setSearch] = useState('');
  const q = useSettled(search.trim());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <TextField
          label={t('trading.search')}
          type="search"
          icon="search"
          value={search}
          maxLength={64}
          placeholder={t('trading.searchPlaceholder')}
          className="sm:max-w-sm sm:flex-1"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <Tabs
        label={t('trading.sports')}
        items={SPORTS.map((value) => ({ value, label: t(`trading.sport.${value}`) }))}
        value={sport}
        onChange={setSport}
        className="[&>[role=tablist]]:max-w-sm"
      >
        <Fixtures sport={sport} q={q} expanded={expanded} onToggle={toggle} onDialog={setDialog} />
      </Tabs>
      <Dialogs
        sport={sport}
        q={q}
        dialog={dialog}
        onClose={() => setDialog(null)}
        onCreated={(fixture) => {
          setSport(fixture.sport);
          setExpanded((open) => new Set(open).add(fixture.id));
        }}
      />
    </>
  );
};

const LiveHint = () => {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2 rounded-full border border-jade/40 bg-jade/10 px-3 py-1 text-xs font-semibold text-jade">
      <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-current" />
      {t('trading.live')}
    </span>
  );
};

export const TradingScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('sportsbook.trade');
  const [dialog, setDialog] = useState<Dialog>(null);
  return (
    <div className="mx-auto flex w-full max-w-7xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.trading.title')}
        description={t('section.trading.description')}
        crumbs={[{ label: t('shell.group.catalogue') }, { label: t('section.trading.title') }]}
        actions={
          allowed ? (
            <div className="flex flex-wrap items-center gap-2">
              <LiveHint />
              <Button size="sm" onClick={() => setDialog({ kind: 'create' })}>
                <Icon name="plus" className="size-4" />
                {t('trading.action.newFixture')}
              </Button>
            </div>
          ) : undefined
        }
      />
      {allowed ? (
        <>
          <Desk dialog={dialog} setDialog={setDialog} />
          <MemberLimits />
        </>
      ) : (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      )}
    </div>
  );
};
