/**
 * The house sportsbook (`/sportsbook/:sport`, issue 23, ADR 089), the whole screen a SPORTS or
 * ESPORTS title launches into (`?vendor&gameCode&token&lang`): the book's fixtures by league with
 * live prices in the member's odds format, the bet slip (singles or a parlay) and the member's
 * tickets with cash-out. The book is asked for every 5 s; the server applies every rule. Without a
 * session the book can be browsed and the slip filled, but placing asks for a launch from the lobby.
 */
import type {
  TSportsbookFixture,
  TSportsbookMarket,
  TSportsbookPreferences,
  TSportsbookSelectionKey,
  TSportsbookSport,
  TSportsbookTicketValue,
} from '@luckwell/contracts/provider/sportsbook';
import { Loader } from '@luckwell/ui/loader';
import { Modal } from '@luckwell/ui/modal';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { errorText } from '../../shared/error-text.ts';
import { BackToLobby, SessionNotices, TableLoadFailed } from '../../shared/table-shell.tsx';
import { useMediaQuery } from '../../shared/use-media-query.ts';
import { useLaunchLanguage } from '../i18n/use-launch-language.ts';
import {
  readSessionPreferences,
  readSessionSport,
  readSportsbookCurrency,
  SPORTSBOOK_BOOK_KEY,
  SPORTSBOOK_TICKETS_KEY,
  type SportsbookTicketBody,
  sportsbookApi,
  storeSessionPreferences,
  useSportsbookSession,
} from './sportsbook-api.ts';
import { FixtureList, priceKey, usePriceMoves } from './sportsbook-fixtures.tsx';
import { moneyText } from './sportsbook-format.ts';
import { BetSlip, legNow, type SlipLeg } from './sportsbook-slip.tsx';
import { MyBets } from './sportsbook-tickets.tsx';

const SPORTS: readonly TSportsbookSport[] = ['football', 'esports'];
const LOBBY_OF: Record<TSportsbookSport, string> = { football: '/sports', esports: '/esports' };
const FORMATS: readonly TSportsbookPreferences['oddsFormat'][] = ['decimal', 'hk', 'malay', 'indo'];
const ACCEPTANCES: readonly TSportsbookPreferences['acceptance'][] = ['none', 'any', 'higher'];
const DEFAULT_PREFERENCES: TSportsbookPreferences = { oddsFormat: 'decimal', acceptance: 'none' };
/** A visitor's (or a session's, until saved) preferences on this device. */
const LOCAL_PREFERENCES_KEY = 'sportsbookLocalPreferences';

const readLocalPreferences = (): TSportsbookPreferences | null => {
  try {
    const value = JSON.parse(
      localStorage.getItem(LOCAL_PREFERENCES_KEY) ?? 'null',
    ) as TSportsbookPreferences | null;
    return value && FORMATS.includes(value.oddsFormat) && ACCEPTANCES.includes(value.acceptance)
      ? value
      : null;
  } catch {
    return null;
  }
};
const writeLocalPreferences = (value: TSportsbookPreferences) => {
  try {
    localStorage.setItem(LOCAL_PREFERENCES_KEY, JSON.stringify(value));
  } catch {
    // No storage: the choice lasts as long as the page.
  }
};

const isSport = (value: string): value is TSportsbookSport => (SPORTS as readonly string[]).includes(value);

export const SportsbookPage = () => {
  const { t } = useTranslation();
  const { sport: sportParam = '' } = useParams();
  const sport: TSportsbookSport = isSport(sportParam) ? sportParam : 'football';
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSportsbookSession();
  const currency = readSportsbookCurrency();
  const desktop = useMediaQuery('(min-width: 1024px)');
  const launched = useRef(new URLSearchParams(search).has('token'));
  useLaunchLanguage();

  const book = useQuery({
    queryKey: [SPORTSBOOK_BOOK_KEY, sport, session.token],
    queryFn: ({ signal }) => sportsbookApi.book(sport, signal),
    refetchInterval: 5_000,
    refetchIntervalInBackground: false,
    // A session arriving (or the sport changing) keeps the book on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
  const moves = usePriceMoves(book.data);

  const [preferences, setPreferences] = useState<TSportsbookPreferences>(
    () => readSessionPreferences() ?? readLocalPreferences() ?? DEFAULT_PREFERENCES,
  );
  const [preferencesFailed, setPreferencesFailed] = useState(false);
  const [balance, setBalance] = useState<string | null>(null);
  const [legs, setLegs] = useState<SlipLeg[]>([]);
  const [slipOpen, setSlipOpen] = useState(false);

  // A fresh session brings its saved preferences, its balance and (once, from a launch) its sport.
  useEffect(() => {
    if (session.token === null) return;
    const saved = readSessionPreferences();
    if (saved) setPreferences(saved);
  }, [session.token]);
  useEffect(() => {
    if (session.openedBalance !== null) setBalance(session.openedBalance);
  }, [session.openedBalance]);
  useEffect(() => {
    if (session.openedBalance === null || !launched.current) return;
    launched.current = false;
    const opens = readSessionSport();
    if (isSport(opens) && opens !== sport) navigate(`/sportsbook/${opens}`, { replace: true });
  }, [session.openedBalance, navigate, sport]);

  const savePreferences = (next: TSportsbookPreferences) => {
    setPreferences(next);
    writeLocalPreferences(next);
    setPreferencesFailed(false);
    if (session.token === null) return;
    session
      .withSession(() => sportsbookApi.preferences(next))
      .then(
        (saved) => storeSessionPreferences(saved),
        () => setPreferencesFailed(true),
      );
  };

  // A moved price the acceptance setting takes is taken; any other waits for the member.
  const acceptance = preferences.acceptance;
  useEffect(() => {
    if (!book.data || acceptance === 'none') return;
    setLegs((current) => {
      let changed = false;
      const next = current.map((leg) => {
        const { odds } = legNow(book.data, leg);
        if (odds === leg.oddsMilli || (acceptance === 'higher' && odds < leg.oddsMilli)) return leg;
        changed = true;
        return { ...leg, oddsMilli: odds };
      });
      return changed ? next : current;
    });
  }, [book.data, acceptance]);

  const pick = useCallback(
    (fixture: TSportsbookFixture, market: TSportsbookMarket, selection: TSportsbookSelectionKey) => {
      const odds = market.selections.find((each) => each.key === selection)?.oddsMilli;
      if (odds === undefined) return;
      setLegs((current) => {
        if (current.some((leg) => leg.marketId === market.id && leg.selection === selection))
          return current.filter((leg) => leg.marketId !== market.id);
        const leg: SlipLeg = {
          fixtureId: fixture.id,
          home: fixture.home,
          away: fixture.away,
          marketId: market.id,
          kind: market.kind,
          line: market.line,
          selection,
          oddsMilli: odds,
        };
        const same = current.findIndex((each) => each.fixtureId === fixture.id);
        if (same === -1) return [...current, leg];
        return current.map((each, index) => (index === same ? leg : each));
      });
    },
    [],
  );
  const picked = useMemo(() => new Set(legs.map((leg) => priceKey(leg.marketId, leg.selection))), [legs]);

  const place = (body: SportsbookTicketBody) => session.withSession(() => sportsbookApi.place(body));
  const onPlaced = (value: TSportsbookTicketValue, marketIds: readonly number[]) => {
    setBalance(value.balance);
    setLegs((current) => current.filter((leg) => !marketIds.includes(leg.marketId)));
    void queryClient.invalidateQueries({ queryKey: [SPORTSBOOK_TICKETS_KEY] });
  };
  const onAccept = (marketIds: readonly number[]) =>
    setLegs((current) =>
      current.map((leg) =>
        marketIds.includes(leg.marketId) ? { ...leg, oddsMilli: legNow(book.data, leg).odds } : leg,
      ),
    );

  const lobby = { to: LOBBY_OF[sport], label: t('sportsbook_back_to_lobby') };
  const shell = 'min-h-dvh bg-[radial-gradient(ellipse_at_top,#10263f,#0d0f1f_55%,#05060d)] text-ink';
  if (!isSport(sportParam)) return <Navigate to={`/sportsbook/football${search}`} replace />;
  if (book.isPending) {
    return (
      <div className={`${shell} grid place-items-center`}>
        <Loader label={t('sportsbook_loading')} />
      </div>
    );
  }
  if (book.isError) {
    return (
      <TableLoadFailed
        shell={shell}
        title={t('sportsbook_failed')}
        error={book.error}
        notFound={false}
        onRetry={() => void book.refetch()}
        lobby={lobby}
      />
    );
  }

  const sessionProblem = session.error ? errorText(t, session.error) : null;
  const slip = (framed: boolean) => (
    <BetSlip
      framed={framed}
      legs={legs}
      book={book.data}
      format={preferences.oddsFormat}
      acceptance={acceptance}
      currency={currency}
      token={session.token}
      spectator={session.spectator}
      place={place}
      onRemove={(marketId) => setLegs((current) => current.filter((leg) => leg.marketId !== marketId))}
      onClear={() => setLegs([])}
      onAccept={onAccept}
      onPlaced={onPlaced}
    />
  );
  const selectClass =
    'rounded-lg border border-line bg-black/40 px-2 py-1 text-xs font-semibold text-ink outline-none focus:border-gold';

  return (
    <div className={shell}>
      <div className="mx-auto grid max-w-[1366px] grid-cols-[minmax(0,1fr)] gap-3 p-2.5 pb-20 sm:p-4 lg:pb-4">
        <header className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-line bg-surface/90 px-3 py-2.5 shadow-xl shadow-black/30">
          <BackToLobby to={lobby.to} label={lobby.label} />
          <div className="min-w-0 flex-1">
            <h1 className="text-base leading-tight font-bold text-gold sm:text-lg">
              {t('sportsbook_title')}
            </h1>
          </div>
          <nav
            aria-label={t('sportsbook_sports')}
            className="order-last flex w-full gap-1 lg:order-none lg:w-auto"
          >
            {SPORTS.map((each) => (
              <Link
                key={each}
                to={`/sportsbook/${each}${search}`}
                aria-current={each === sport ? 'page' : undefined}
                className={`rounded-full border px-3 py-1 text-xs font-bold whitespace-nowrap transition ${each === sport ? 'border-gold bg-gold/15 text-gold' : 'border-line text-muted hover:text-ink'}`}
              >
                {t(`sportsbook_sport_${each}`)}
              </Link>
            ))}
          </nav>
          <div className="text-right">
            <p className="text-[11px] tracking-wider text-muted uppercase">{t('sportsbook_balance')}</p>
            <p className="text-sm font-bold tabular-nums sm:text-base" data-testid="sb-balance">
              {balance === null ? '—' : moneyText(balance, currency)}
            </p>
          </div>
          <div className="order-last flex w-full flex-wrap gap-2 sm:w-auto lg:order-none">
            <label className="flex items-center gap-1.5 text-[11px] text-muted">
              {t('sportsbook_odds_format')}
              <select
                value={preferences.oddsFormat}
                onChange={(event) =>
                  savePreferences({
                    ...preferences,
                    oddsFormat: event.target.value as TSportsbookPreferences['oddsFormat'],
                  })
                }
                className={selectClass}
              >
                {FORMATS.map((each) => (
                  <option key={each} value={each}>
                    {t(`sportsbook_format_${each}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-1.5 text-[11px] text-muted">
              {t('sportsbook_acceptance')}
              <select
                value={preferences.acceptance}
                onChange={(event) =>
                  savePreferences({
                    ...preferences,
                    acceptance: event.target.value as TSportsbookPreferences['acceptance'],
                  })
                }
                className={selectClass}
              >
                {ACCEPTANCES.map((each) => (
                  <option key={each} value={each}>
                    {t(`sportsbook_acceptance_${each}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </header>

        <SessionNotices
          watching={session.spectator}
          watchNote={t('sportsbook_spectator')}
          lobby={{ to: lobby.to, label: t('sportsbook_open_from_lobby') }}
          problem={sessionProblem ? t('sportsbook_session_failed', { reason: sessionProblem }) : null}
          onRetry={session.retry}
        />
        {preferencesFailed && (
          <p role="status" className="text-center text-xs text-amber-200">
            {t('sportsbook_preferences_failed')}
          </p>
        )}

        <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_360px]">
          <FixtureList
            book={book.data}
            format={preferences.oddsFormat}
            picked={picked}
            moves={moves}
            onPick={pick}
          />
          <aside className="grid grid-cols-[minmax(0,1fr)] content-start gap-3 lg:sticky lg:top-3 lg:self-start">
            {desktop && slip(true)}
            {session.token !== null && (
              <MyBets
                token={session.token}
                format={preferences.oddsFormat}
                currency={currency}
                withSession={session.withSession}
                onBalance={setBalance}
              />
            )}
          </aside>
        </div>
      </div>

      {!desktop && (
        <>
          <button
            type="button"
            onClick={() => setSlipOpen(true)}
            className="fixed inset-x-3 bottom-3 z-40 flex items-center justify-between rounded-2xl bg-gradient-to-b from-gold to-amber-600 px-4 py-3 font-extrabold text-on-primary shadow-2xl shadow-black/60"
          >
            <span>{t('sportsbook_slip_count', { count: legs.length })}</span>
            <span aria-hidden="true">▲</span>
          </button>
          <Modal
            open={slipOpen}
            onClose={() => setSlipOpen(false)}
            title={t('sportsbook_slip')}
            closeLabel={t('common_close')}
          >
            <div className="p-3">{slip(false)}</div>
          </Modal>
        </>
      )}
    </div>
  );
};
