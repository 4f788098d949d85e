/**
 * A cockfight arena (`/cockfight/:arena`, issue 22, ADR 087), the whole screen a COCKFIGHT title
 * launches into (`?vendor&gameCode&token&lang`): the fight of the moment on a stream or a drawn pit
 * with its status and countdown on the server's clock, the board (Meron, Draw, Wala: live prices,
 * pools, the player's stakes), chips and the place button, the player's bets and what they paid,
 * the last results and trend roads, and — for an auto arena — the fairness check. The page asks for
 * the arena every second; the server applies every rule.
 */
import type {
  TCockfightArenaState,
  TCockfightMyBet,
  TCockfightSide,
} from '@luckwell/contracts/provider/cockfight';
import { ApiError } from '@luckwell/ui/api-client';
import { Loader } from '@luckwell/ui/loader';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { errorText, refusalText } from '../../shared/error-text.ts';
import { formatMoney } from '../../shared/format-money.ts';
import {
  BackToLobby,
  offsetOf,
  SessionNotices,
  TableLoadFailed,
  useServerNow,
} from '../../shared/table-shell.tsx';
import { useLaunchLanguage } from '../i18n/use-launch-language.ts';
import { minorOf, moneyOf } from '../live/chips.ts';
import {
  COCKFIGHT_ARENA_KEY,
  COCKFIGHT_LOBBY_KEY,
  cockfightApi,
  cockfightRefusalParams,
  readCockfightCurrency,
  useCockfightSession,
} from './cockfight-api.ts';
import { CockfightBoard } from './cockfight-board.tsx';
import { FairnessPanel } from './cockfight-fairness.tsx';
import { CockfightStage } from './cockfight-stage.tsx';
import { ResultsStrip, TrendRoads } from './cockfight-trend.tsx';

const LOBBY = '/cockfight';

type Cached = { state: TCockfightArenaState; offset: number };

const BET_TONE: Record<TCockfightMyBet['status'], string> = {
  placed: 'bg-slate-600/60 text-slate-100',
  won: 'bg-emerald-500 text-emerald-950',
  lost: 'bg-rose-900/70 text-rose-100',
  refunded: 'bg-amber-400/80 text-amber-950',
};
const SIDE_DOT: Record<TCockfightSide, string> = {
  meron: 'bg-red-600',
  wala: 'bg-blue-600',
  draw: 'bg-emerald-600',
};

const sumOf = (bets: readonly TCockfightMyBet[], status: TCockfightMyBet['status']) =>
  bets.filter((bet) => bet.status === status).reduce((sum, bet) => sum + minorOf(bet.payout), 0);

/** The player's bets on the fight: side, stake, how each did and what it paid. */
const MyBets = ({ bets, currency }: { bets: readonly TCockfightMyBet[]; currency: string }) => {
  const { t } = useTranslation();
  const money = (amount: string) => `${formatMoney(amount, '')} ${currency}`.trim();
  const won = sumOf(bets, 'won');
  const refunded = sumOf(bets, 'refunded');
  // One row per slip, in the order placed: its place is its identity.
  const rows = bets.map((bet, place) => ({ ...bet, key: `${place}` }));
  return (
    <section
      aria-labelledby="cockfight-my-bets-title"
      data-testid="cockfight-my-bets"
      className="grid gap-2 rounded-2xl border border-line bg-surface/80 p-3 text-sm"
    >
      <h2 id="cockfight-my-bets-title" className="font-bold text-gold">
        {t('cockfight_my_bets')}
      </h2>
      {won > 0 && (
        <p
          role="status"
          data-testid="cockfight-win"
          className="rounded-xl bg-gradient-to-r from-gold to-amber-500 px-3 py-2 text-center text-base font-black text-on-primary shadow-lg shadow-black/40"
        >
          {t('cockfight_you_won', { amount: money(moneyOf(won)) })}
        </p>
      )}
      {refunded > 0 && (
        <p className="rounded-xl bg-amber-400/15 px-3 py-1.5 text-center text-sm font-semibold text-amber-200">
          {t('cockfight_refunded_total', { amount: money(moneyOf(refunded)) })}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="text-xs text-muted">{t('cockfight_no_bets')}</p>
      ) : (
        <ul className="grid gap-1">
          {rows.map((bet) => (
            <li
              key={bet.key}
              className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-2 rounded-lg bg-black/25 px-2.5 py-1.5"
            >
              <span className={`size-3 rounded-full ${SIDE_DOT[bet.side]}`} aria-hidden="true" />
              <span className="min-w-0 truncate">
                <strong>{t(`cockfight_side_${bet.side}`)}</strong>{' '}
                <span className="tabular-nums text-muted">{money(bet.stake)}</span>
              </span>
              <span className="flex items-center gap-2">
                {bet.payout !== null && bet.status !== 'lost' && (
                  <span className="font-bold tabular-nums text-emerald-300">
                    +{formatMoney(bet.payout, '')}
                  </span>
                )}
                <span className={`rounded-full px-2 py-0.5 text-[11px] font-bold ${BET_TONE[bet.status]}`}>
                  {t(`cockfight_bet_${bet.status}`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/** The lobby's arenas as tabs; the session lives in session storage, the query string is kept. */
const ArenaSwitcher = ({ current }: { current: string }) => {
  const { t } = useTranslation();
  const { search } = useLocation();
  const lobby = useQuery({
    queryKey: [COCKFIGHT_LOBBY_KEY],
    queryFn: ({ signal }) => cockfightApi.lobby(signal),
    refetchInterval: 15_000,
  });
  const arenas = lobby.data?.arenas ?? [];
  if (arenas.length < 2) return null;
  return (
    <nav aria-label={t('cockfight_arenas')} className="flex gap-1 overflow-x-auto">
      {arenas.map(({ arena, fight }) => {
        const active = arena.code === current;
        return (
          <Link
            key={arena.code}
            to={`${LOBBY}/${encodeURIComponent(arena.code)}${search}`}
            aria-current={active ? 'page' : undefined}
            className={`grid shrink-0 rounded-xl border px-3 py-1 text-left text-xs transition ${active ? 'border-gold bg-gold/15 text-gold' : 'border-line bg-black/25 text-muted hover:border-primary hover:text-ink'}`}
          >
            <span className="font-bold">{arena.code}</span>
            <span className="text-[10px]">
              {fight ? t(`cockfight_status_${fight.status.toLowerCase()}`) : t('cockfight_status_waiting')}
            </span>
          </Link>
        );
      })}
    </nav>
  );
};

export const CockfightPage = () => {
  const { t } = useTranslation();
  const { arena: code = '' } = useParams();
  const queryClient = useQueryClient();
  const session = useCockfightSession();
  const currency = readCockfightCurrency();
  const key = useMemo(() => [COCKFIGHT_ARENA_KEY, code, session.token], [code, session.token]);
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<Cached> => {
      const state = await cockfightApi.state(code, signal);
      return { state, offset: offsetOf(state.serverTime) };
    },
    refetchInterval: 1_000,
    refetchIntervalInBackground: false,
  });
  const now = useServerNow(query.data?.offset ?? 0);
  const [failure, setFailure] = useState<string | null>(null);

  useLaunchLanguage();

  const state = query.data?.state;
  const fight = state?.fight ?? null;
  // A new fight, or another arena, clears the last refusal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the fight's identity matters.
  useEffect(() => setFailure(null), [code, fight?.number]);

  const place = useMutation({
    mutationFn: (body: { requestId: string; side: TCockfightSide; stake: string }) =>
      // A retry after a dropped session sends the same request id: the server books it once.
      session.withSession(() => cockfightApi.bet(code, body)),
    onMutate: () => setFailure(null),
    onSuccess: (value) => {
      // The bet's answer is the balance and bets until the next state says otherwise.
      queryClient.setQueryData<Cached>(key, (cached) =>
        cached && cached.state.fight?.number === value.fightNumber
          ? { ...cached, state: { ...cached.state, balance: value.balance, myBets: value.myBets } }
          : cached,
      );
      void queryClient.invalidateQueries({ queryKey: [COCKFIGHT_ARENA_KEY, code] });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) {
        setFailure(errorText(t, error));
        return;
      }
      const shown = { ...cockfightRefusalParams(error) };
      for (const name of ['min', 'max'] as const) {
        const value = shown[name];
        if (typeof value === 'string') shown[name] = `${formatMoney(value, '')} ${currency}`.trim();
      }
      setFailure(refusalText(t, error.messageKey, shown));
      void queryClient.invalidateQueries({ queryKey: [COCKFIGHT_ARENA_KEY, code] });
    },
  });

  const shell = 'min-h-dvh bg-[radial-gradient(ellipse_at_top,#3b1420,#0d0f1f_55%,#05060d)] text-ink';
  if (query.isPending) {
    return (
      <div className={`${shell} grid place-items-center`}>
        <Loader label={t('cockfight_loading')} />
      </div>
    );
  }
  if (query.isError || !state) {
    const notFound = query.error instanceof ApiError && query.error.code === 'COCKFIGHT_ARENA_NOT_FOUND';
    return (
      <TableLoadFailed
        shell={shell}
        title={notFound ? t('cockfight_arena_missing') : t('cockfight_arena_failed')}
        error={query.error}
        notFound={notFound}
        onRetry={() => void query.refetch()}
        lobby={{ to: LOBBY, label: t('cockfight_back_to_lobby') }}
      />
    );
  }

  const { arena } = state;
  const open = fight?.status === 'OPEN' || fight?.status === 'LAST_CALL';
  const canBet = open && session.token !== null;
  const balance = state.balance ?? session.openedBalance;
  const myBets = state.myBets ?? [];
  const sessionProblem = session.error ? errorText(t, session.error) : null;

  return (
    <div className={shell}>
      <div className="mx-auto grid max-w-[1240px] grid-cols-[minmax(0,1fr)] gap-3 p-2.5 sm:p-4">
        <header className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-line bg-surface/90 px-3 py-2.5 shadow-xl shadow-black/30">
          <BackToLobby to={LOBBY} label={t('cockfight_back_to_lobby')} />
          <div className="min-w-0 flex-1">
            <h1 className="text-base leading-tight font-bold text-gold sm:text-lg">{arena.name}</h1>
            <p className="text-xs text-muted">
              <span data-testid="cockfight-fight-number" data-number={fight?.number ?? ''}>
                {fight ? t('cockfight_fight_no', { number: fight.number }) : t('cockfight_no_fight')}
              </span>
              {' · '}
              {arena.mode === 'auto' ? t('cockfight_mode_auto') : t('cockfight_mode_manual')}
            </p>
          </div>
          <div className="text-right">
            <p className="text-[11px] tracking-wider text-muted uppercase">{t('cockfight_balance')}</p>
            <p className="text-sm font-bold tabular-nums sm:text-base" data-testid="cockfight-balance">
              {balance === null ? '—' : `${formatMoney(balance, '')} ${currency}`.trim()}
            </p>
          </div>
          <div className="w-full sm:w-auto">
            <ArenaSwitcher current={arena.code} />
          </div>
        </header>

        <SessionNotices
          watching={session.spectator}
          watchNote={t('cockfight_spectator')}
          lobby={{ to: LOBBY, label: t('cockfight_open_from_lobby') }}
          problem={sessionProblem ? t('cockfight_session_failed', { reason: sessionProblem }) : null}
          onRetry={session.retry}
        />

        {/* Phone: stage, board, results; desktop: stage over results, the board beside them. */}
        <div className="grid gap-3 lg:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)]">
          <div className="lg:col-start-1 lg:row-start-1">
            <CockfightStage arena={arena} fight={fight} now={now} />
          </div>
          <div className="grid content-start gap-3 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <CockfightBoard
              key={`${arena.code}:${fight?.number ?? 0}`}
              arena={arena}
              fight={fight}
              myBets={myBets}
              canBet={canBet}
              placing={place.isPending}
              currency={currency}
              onPlace={(side, stake) => place.mutate({ requestId: crypto.randomUUID(), side, stake })}
            />
            {failure && (
              <p
                role="alert"
                className="rounded-xl border border-red-400/30 bg-red-950/40 px-3 py-2 text-center text-sm text-red-100"
              >
                {failure}
              </p>
            )}
            {!open && fight && (
              <p className="text-center text-xs text-muted">{t('cockfight_betting_closed_note')}</p>
            )}
            {session.token !== null && <MyBets bets={myBets} currency={currency} />}
          </div>
          <section
            aria-label={t('cockfight_last_results')}
            className="grid content-start gap-1 self-start rounded-2xl border border-line bg-surface/80 p-2.5 lg:col-start-1 lg:row-start-2"
          >
            <h2 className="text-[11px] font-semibold tracking-wider text-muted uppercase">
              {t('cockfight_last_results')}
            </h2>
            <ResultsStrip results={state.results} />
          </section>
        </div>

        <section
          aria-labelledby="cockfight-trend-title"
          className="grid gap-2 rounded-2xl border border-line bg-surface/80 p-3"
        >
          <h2 id="cockfight-trend-title" className="text-sm font-bold text-gold">
            {t('cockfight_trend')}
          </h2>
          <TrendRoads trend={state.trend} />
        </section>

        <div className="grid gap-3 md:grid-cols-2">
          {arena.mode === 'auto' && <FairnessPanel state={state} />}
          <details
            className={`self-start rounded-2xl border border-line bg-surface/80 p-3 text-sm ${arena.mode === 'auto' ? '' : 'md:col-span-2'}`}
            open={arena.mode !== 'auto'}
          >
            <summary className="cursor-pointer font-semibold">{t('cockfight_rules_title')}</summary>
            <ul className="mt-2 grid list-disc gap-1 pl-5 text-muted">
              {['sides', 'window', 'odds', 'draw', 'cancel', 'no_cancel', 'limits'].map((rule) => (
                <li key={rule}>{t(`cockfight_rule_${rule}`)}</li>
              ))}
            </ul>
          </details>
        </div>
      </div>
    </div>
  );
};
