/**
 * A live table (`/liveTable/:table`, ADR 082), the whole screen a LIVE title launches into (in the
 * game popup's frame or a phone's tab, `?vendor&gameCode&token&lang`): the round's phase and its
 * countdown on the server's clock, the stage (cards, dice or the wheel as the round is dealt), the
 * felt with chips, the player's bets and how they did, the balance, the last results, baccarat's
 * five roads, the limits and house edges, and the fairness panel. The table's feed (server-sent
 * `state` events) keeps it live; while the feed is down the state is asked every two seconds.
 */
import type { TLiveMyBet, TLiveTableState } from '@luckwell/contracts/provider/live';
import { ApiError } from '@luckwell/ui/api-client';
import { Loader } from '@luckwell/ui/loader';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText, refusalText } from '../../shared/error-text.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { BackToLobby, offsetOf, TableLoadFailed, useServerNow } from '../../shared/table-shell.tsx';
import { useLaunchLanguage } from '../i18n/use-launch-language.ts';
import { BetPanel } from './bet-panel.tsx';
import { minorOf, moneyOf, placementsOf } from './chips.ts';
import {
  LIVE_HISTORY_KEY,
  LIVE_TABLE_KEY,
  type LiveBetLine,
  liveApi,
  liveRefusalParams,
  openLiveFeed,
} from './live-api.ts';
import { readLiveCurrency, useLiveSession } from './live-session.ts';
import { RoadMaps } from './road-maps.tsx';
import { spotLabel } from './spots.ts';
import { Stage } from './stage.tsx';
import { FairnessPanel, LastResults, LimitsPanel } from './table-info.tsx';

/** A bet as the page shows it (the round's or, summed over its slips, the last round's). */
type ShownBet = Omit<TLiveMyBet, 'stake' | 'payout'> & { stake: string; payout: string | null };

type Cached = { state: TLiveTableState; offset: number };

/** The table's state: asked once, then kept by the feed (or asked every 2 s without it). */
const useTableState = (table: string, token: string | null) => {
  const queryClient = useQueryClient();
  const [feedUp, setFeedUp] = useState(false);
  const key = useMemo(() => [LIVE_TABLE_KEY, table], [table]);
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<Cached> => {
      const state = await liveApi.state(table, signal);
      return { state, offset: offsetOf(state.serverTime) };
    },
    refetchInterval: feedUp ? false : 2_000,
    refetchIntervalInBackground: false,
  });

  // A session arriving brings the player's own bets.
  useEffect(() => {
    if (token) void queryClient.invalidateQueries({ queryKey: key });
  }, [token, key, queryClient]);

  const tokenRef = useRef(token);
  tokenRef.current = token;
  useEffect(
    () =>
      openLiveFeed(
        table,
        (state) => {
          const before = queryClient.getQueryData<Cached>(key)?.state;
          const sameRound = before?.round.number === state.round.number;
          // The feed is the table's, not the player's: with a session, the limits (their brand's
          // own, if it has them) and bets come from the session's state.
          const limits = tokenRef.current && before ? before.table.limits : state.table.limits;
          queryClient.setQueryData<Cached>(key, {
            state: {
              ...state,
              table: { ...state.table, limits },
              myBets: sameRound ? (before?.myBets ?? null) : state.myBets,
            },
            offset: offsetOf(state.serverTime),
          });
          setFeedUp(true);
          // The player's bets change with the round and its settlement: ask for them with the session.
          if (tokenRef.current && (!sameRound || before?.round.phase !== state.round.phase))
            void queryClient.invalidateQueries({ queryKey: key });
        },
        () => setFeedUp(false),
        () => setFeedUp(true),
      ),
    [table, key, queryClient],
  );
  return { query, feedUp };
};

const PHASE_TONE = {
  betting: 'bg-emerald-500/15 text-emerald-200 ring-emerald-400/40',
  dealing: 'bg-amber-400/15 text-amber-100 ring-amber-300/40',
  settled: 'bg-sky-500/15 text-sky-100 ring-sky-300/40',
  cancelled: 'bg-red-500/15 text-red-200 ring-red-400/40',
} as const;

const PhaseBar = ({ state, now }: { state: TLiveTableState; now: number }) => {
  const { t } = useTranslation();
  const { round, table } = state;
  const closed = round.phase === 'betting' && now >= Date.parse(round.dealsAt);
  const phase = closed ? 'dealing' : round.phase;
  const left = Math.max(0, Math.ceil((Date.parse(round.dealsAt) - now) / 1000));
  const share = Math.min(100, Math.max(0, ((Date.parse(round.dealsAt) - now) / table.bettingMs) * 100));
  return (
    <div
      className={`grid gap-1.5 rounded-2xl px-3 py-2 ring-1 ${PHASE_TONE[phase]}`}
      data-testid="live-phase"
      data-phase={phase}
      data-round={round.number}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-bold" role="status">
          {closed ? t('live_phase_closed') : t(`live_phase_${round.phase}`)}
        </p>
        <p className="text-xs text-white/70">
          {t('live_round_no', { number: round.number })}
          {round.shoeNumber !== null && ` · ${t('live_shoe_no', { number: round.shoeNumber })}`}
        </p>
      </div>
      {phase === 'betting' && (
        <div className="flex items-center gap-3">
          <span
            className={`font-mono text-3xl font-extrabold tabular-nums ${left <= 5 ? 'text-red-300' : 'text-gold'}`}
            role="timer"
            aria-live="off"
            data-testid="live-countdown"
            data-seconds={left}
          >
            {String(left).padStart(2, '0')}
          </span>
          <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-black/40" aria-hidden="true">
            <span
              className={`block h-full rounded-full transition-[width] duration-300 ease-linear ${left <= 5 ? 'bg-red-500' : 'bg-gold'}`}
              style={{ width: `${share}%` }}
            />
          </span>
        </div>
      )}
    </div>
  );
};

/** How the player's bets of the round did, once settled. */
const MyOutcome = ({
  bets,
  phase,
  currency,
  number,
}: {
  bets: readonly ShownBet[];
  phase: string;
  currency: string;
  number: number;
}) => {
  const { t } = useTranslation();
  if (bets.length === 0) return null;
  const stake = bets.reduce((sum, bet) => sum + minorOf(bet.stake), 0);
  const money = (minor: number) => `${formatMoney(moneyOf(minor), '')} ${currency}`.trim();
  const open = bets.some((bet) => bet.status === 'placed');
  if (open) {
    return (
      <p
        className="rounded-xl bg-white/5 px-3 py-2 text-sm text-ink"
        data-testid="live-my-outcome"
        data-status="open"
        data-round={number}
      >
        {phase === 'betting'
          ? t('live_my_bets_open', { stake: money(stake) })
          : t('live_my_bets_waiting', { stake: money(stake) })}
      </p>
    );
  }
  const payout = bets.reduce((sum, bet) => sum + minorOf(bet.payout), 0);
  const net = payout - stake;
  const status = net > 0 ? 'won' : net < 0 ? 'lost' : 'even';
  return (
    <p
      role="status"
      data-testid="live-my-outcome"
      data-status={status}
      data-round={number}
      className={`rounded-xl px-3 py-2 text-sm font-semibold ${status === 'won' ? 'bg-emerald-500/15 text-emerald-200' : status === 'lost' ? 'bg-red-500/10 text-red-200' : 'bg-white/5 text-ink'}`}
    >
      {status === 'won'
        ? t('live_you_won', { number, amount: money(net), payout: money(payout) })
        : status === 'lost'
          ? t('live_you_lost', { number, amount: money(-net) })
          : t('live_you_even', { number, payout: money(payout) })}
    </p>
  );
};

const MyBetsList = ({ bets, currency }: { bets: readonly ShownBet[]; currency: string }) => {
  const { t } = useTranslation();
  if (bets.length === 0) return null;
  const money = (value: string) => `${formatMoney(value, '')} ${currency}`.trim();
  return (
    <ul className="grid gap-1 text-xs" data-testid="live-my-bets">
      {bets.map((bet) => (
        <li
          key={bet.spot}
          className="flex items-center justify-between gap-2 rounded-lg bg-black/25 px-2 py-1"
          data-spot={bet.spot}
          data-status={bet.status}
        >
          <SpotName spot={bet.spot} />
          <span className="tabular-nums text-ink">
            {money(bet.stake)}
            {bet.payout !== null && (
              <span
                className={`ml-2 font-semibold ${bet.status === 'won' ? 'text-emerald-300' : bet.status === 'lost' ? 'text-red-300' : 'text-muted'}`}
              >
                {t(`live_bet_status_${bet.status}`)} {bet.status !== 'lost' && money(bet.payout)}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
};

const SpotName = ({ spot }: { spot: string }) => {
  const { t } = useTranslation();
  return <span className="truncate text-ink">{spotLabel(t, spot)}</span>;
};

export const LiveTablePage = () => {
  const { t } = useTranslation();
  const { table: code = '' } = useParams();
  const queryClient = useQueryClient();
  const session = useLiveSession();
  const { query } = useTableState(code, session.token);
  const data = query.data;
  const now = useServerNow(data?.offset ?? 0);
  const [balance, setBalance] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [placed, setPlaced] = useState<string | null>(null);
  const currency = readLiveCurrency();

  useLaunchLanguage();

  useEffect(() => {
    if (session.openedBalance !== null) setBalance(session.openedBalance);
  }, [session.openedBalance]);

  const state = data?.state;
  const round = state?.round;
  const myBets = useMemo(() => state?.myBets ?? [], [state?.myBets]);

  // The player's slips here: the last round they played (re-bet, how it did) and what settlement paid.
  const history = useQuery({
    queryKey: [LIVE_HISTORY_KEY, code, session.token],
    queryFn: ({ signal }) => session.withSession(() => liveApi.history(code, signal)),
    enabled: session.token !== null,
  });
  const roundKey = round ? `${round.number}:${round.phase}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again as the round moves on.
  useEffect(() => {
    if (session.token) void queryClient.invalidateQueries({ queryKey: [LIVE_HISTORY_KEY, code] });
  }, [roundKey, code, session.token, queryClient]);
  const slips = history.data?.slips;
  const lastPlayed = useMemo(() => {
    const number = (slips ?? []).find((slip) => !round || slip.roundNumber < round.number)?.roundNumber;
    if (number === undefined) return null;
    const mine = (slips ?? []).filter((slip) => slip.roundNumber === number);
    const totals = new Map<string, ShownBet>();
    for (const slip of mine)
      for (const bet of slip.bets) {
        const had = totals.get(bet.spot);
        totals.set(
          bet.spot,
          had
            ? {
                ...bet,
                stake: moneyOf(minorOf(had.stake) + minorOf(bet.stake)),
                payout:
                  bet.payout === null || had.payout === null
                    ? null
                    : moneyOf(minorOf(had.payout) + minorOf(bet.payout)),
              }
            : bet,
        );
      }
    return { number, bets: [...totals.values()] };
  }, [slips, round]);
  const lastBets = useMemo(() => (lastPlayed ? placementsOf(lastPlayed.bets) : []), [lastPlayed]);

  // Settlement pays into the balance: each settled slip's payout, once.
  const credited = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!slips) return;
    const settled = slips.filter((slip) => slip.status !== 'placed');
    if (credited.current === null) {
      credited.current = new Set(settled.map((slip) => slip.roundId));
      return;
    }
    let payout = 0;
    for (const slip of settled) {
      if (credited.current.has(slip.roundId)) continue;
      credited.current.add(slip.roundId);
      payout += slip.status === 'refunded' ? minorOf(slip.total) : minorOf(slip.payout);
    }
    if (payout > 0)
      setBalance((current) => (current === null ? current : moneyOf(minorOf(current) + payout)));
  }, [slips]);

  // A new round clears the last round's messages.
  const roundNumber = round?.number;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the round's number matters.
  useEffect(() => {
    setFailure(null);
    setPlaced(null);
  }, [roundNumber]);

  const place = useMutation({
    mutationFn: (bets: LiveBetLine[]) =>
      session.withSession(() => liveApi.bet(code, { requestId: crypto.randomUUID(), bets })),
    onMutate: () => {
      setFailure(null);
      setPlaced(null);
    },
    onSuccess: (value) => {
      setBalance(value.balance);
      setPlaced(
        t('live_placed', {
          total: `${formatMoney(value.total, '')} ${currency}`.trim(),
          number: value.roundNumber,
        }),
      );
      queryClient.setQueryData<Cached>([LIVE_TABLE_KEY, code], (cached) =>
        cached && cached.state.round.number === value.roundNumber
          ? { ...cached, state: { ...cached.state, myBets: value.myBets } }
          : cached,
      );
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) {
        setFailure(errorText(t, error));
        return;
      }
      const params = { ...liveRefusalParams(error) };
      for (const name of ['min', 'max'] as const) {
        const value = params[name];
        if (typeof value === 'string') params[name] = `${formatMoney(value, '')} ${currency}`.trim();
      }
      setFailure(refusalText(t, error.messageKey, params));
      if (error.code === 'LIVE_BETTING_CLOSED')
        void queryClient.invalidateQueries({ queryKey: [LIVE_TABLE_KEY, code] });
    },
  });

  const shell = 'min-h-dvh bg-[radial-gradient(circle_at_top,#1c2546,#070a16_70%)] text-ink';
  if (query.isPending) {
    return (
      <div className={`${shell} grid place-items-center`}>
        <Loader label={t('live_loading')} />
      </div>
    );
  }
  if (query.isError || !state || !round) {
    const notFound = query.error instanceof ApiError && query.error.code === 'LIVE_TABLE_NOT_FOUND';
    return (
      <TableLoadFailed
        shell={shell}
        title={notFound ? t('live_table_missing') : t('live_table_failed')}
        error={query.error}
        notFound={notFound}
        onRetry={() => void query.refetch()}
        lobby={{ to: '/live', label: t('live_back_to_lobby') }}
      />
    );
  }

  const { table } = state;
  const open = round.phase === 'betting' && now < Date.parse(round.dealsAt);
  const canBet = open && session.token !== null;
  const sessionProblem = session.error ? errorText(t, session.error) : null;
  // While the next round takes bets, the stage keeps the last round's deal.
  const latest = state.results[0];
  const shownRound =
    round.outcome === null && latest
      ? { ...round, number: latest.number, phase: 'settled' as const, outcome: latest.outcome }
      : round;
  const tableName = t(`live_table_${table.code}`, { defaultValue: table.name });

  return (
    <div className={shell}>
      <div className="mx-auto grid max-w-[1200px] grid-cols-[minmax(0,1fr)] gap-3 p-2.5 sm:p-4">
        <header className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface/90 px-3 py-2.5 shadow-xl shadow-black/30">
          <BackToLobby to="/live" label={t('live_back_to_lobby')} />
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-base font-bold text-gold sm:text-lg">{tableName}</h1>
            <p className="text-xs text-muted">
              {t(`live_kind_${table.kind}`)}
              {table.decks !== null && ` · ${t('live_decks', { count: table.decks })}`}
            </p>
          </div>
          <div className="text-right">
            <p className="text-[11px] tracking-wider text-muted uppercase">{t('live_balance')}</p>
            <p className="font-bold tabular-nums" data-testid="live-balance">
              {balance === null ? '—' : `${formatMoney(balance, '')} ${currency}`.trim()}
            </p>
          </div>
        </header>

        {session.spectator && (
          <p
            className="rounded-2xl border border-line bg-surface/80 px-3 py-2 text-sm text-muted"
            data-testid="live-spectator"
          >
            {t('live_spectator')}{' '}
            <Link to="/live" className="font-semibold text-primary hover:underline">
              {t('live_open_from_lobby')}
            </Link>
          </p>
        )}
        {sessionProblem && (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-2 rounded-2xl border border-red-400/40 bg-red-500/10 px-3 py-2 text-sm text-red-200"
          >
            <p className="flex-1">{t('live_session_failed', { reason: sessionProblem })}</p>
            <button
              type="button"
              onClick={session.retry}
              className="font-semibold text-primary hover:underline"
            >
              {t('common_retry')}
            </button>
          </div>
        )}

        <div className="grid grid-cols-[minmax(0,1fr)] gap-3 lg:grid-cols-[minmax(0,1fr)_340px]">
          <main className="grid min-w-0 content-start gap-3">
            <section
              className="grid gap-3 rounded-2xl border border-line bg-surface/90 p-3 shadow-xl shadow-black/30"
              aria-label={t('live_stage')}
            >
              <PhaseBar state={state} now={now} />
              {shownRound.number !== round.number && (
                <p className="text-center text-xs font-semibold text-muted" data-testid="live-previous">
                  {t('live_previous_round', { number: shownRound.number })}
                </p>
              )}
              <Stage key={shownRound.number} table={table} round={shownRound} now={now} />
              {myBets.length > 0 ? (
                <MyOutcome bets={myBets} phase={round.phase} currency={currency} number={round.number} />
              ) : (
                lastPlayed &&
                lastPlayed.number === state.results[0]?.number && (
                  <MyOutcome
                    bets={lastPlayed.bets}
                    phase="settled"
                    currency={currency}
                    number={lastPlayed.number}
                  />
                )
              )}
            </section>
            <BetPanel
              table={table}
              round={round}
              canBet={canBet}
              myBets={myBets}
              lastBets={lastBets}
              placing={place.isPending}
              currency={currency}
              onConfirm={(bets) => place.mutateAsync(bets)}
            />
            {failure && (
              <p
                role="alert"
                className="rounded-xl border border-red-400/40 bg-red-500/10 px-3 py-2 text-sm text-red-200"
                data-testid="live-failure"
              >
                {failure}
              </p>
            )}
            {placed && !failure && (
              <p
                role="status"
                className="rounded-xl bg-emerald-500/15 px-3 py-2 text-sm text-emerald-200"
                data-testid="live-placed"
              >
                {placed}
              </p>
            )}
            {table.kind === 'baccarat' && state.roads && (
              <section
                className="grid gap-2 rounded-2xl border border-line bg-surface/90 p-3 shadow-xl shadow-black/30"
                aria-label={t('live_roads')}
              >
                <h2 className="text-xs font-bold tracking-wider text-muted uppercase">{t('live_roads')}</h2>
                <RoadMaps roads={state.roads} />
              </section>
            )}
          </main>
          <aside className="grid min-w-0 content-start gap-3">
            {myBets.length > 0 && (
              <section
                className="grid gap-2 rounded-2xl border border-line bg-surface/90 p-3 shadow-xl shadow-black/30"
                aria-label={t('live_my_bets')}
              >
                <h2 className="text-xs font-bold tracking-wider text-muted uppercase">{t('live_my_bets')}</h2>
                <MyBetsList bets={myBets} currency={currency} />
              </section>
            )}
            <LastResults results={state.results} />
            <LimitsPanel state={state} currency={currency} />
            <FairnessPanel state={state} />
          </aside>
        </div>
      </div>
    </div>
  );
};
