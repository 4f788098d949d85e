/**
 * A lottery game's page (/lottery, /vnLottery, /seaLottery with ?gameCode): the issue on sale (a
 * province picker for a Vietnamese daily game) and its countdown on the server's clock, the seed
 * hash committed before sales, the last result; the bet builder and the slip; "My bets"; the results
 * history with the in-browser verifier; hot and cold numbers of a fast game. The game's state is
 * asked every two seconds (and the moment a countdown runs out), so the member watches the issue
 * close, "Drawing…", the new result arrive and their tickets of it turn won or lost.
 */
import type { TLotteryDraw, TLotteryGameState, TLotteryTicket } from '@luckwell/contracts/provider/lottery';
import { ApiError } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { Spinner } from '@luckwell/ui/spinner';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText, refusalText } from '../../shared/error-text.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { LoadFailed } from '../../shared/load-failed.tsx';
import { MEMBER_INFO_KEY } from '../../shared/member-info.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import {
  BALANCE_MASK,
  useBalanceVisibility,
  useWalletBalance,
  WALLET_BALANCE_KEY,
} from '../../shared/wallet-balance.ts';
import { BetBuilder } from './bet-builder.tsx';
import { BetSlip, type SlipFailure } from './bet-slip.tsx';
import { cadenceText, GameEmblem } from './game-emblem.tsx';
import { HotCold, isFastFamily } from './hot-cold.tsx';
import { LOTTERY_STATE_KEY, LOTTERY_TICKETS_KEY, lotteryApi, lotteryRefusalParams } from './lottery-api.ts';
import { drawLabel, issueShort, type LotteryVariant, provinceName } from './lottery-games.ts';
import { storedPrizeModeOf, useLotterySession } from './lottery-session.ts';
import { MyBets } from './my-bets.tsx';
import { ResultView } from './result-view.tsx';
import { ResultsHistory } from './results-history.tsx';
import { RulesDialog } from './rules-dialog.tsx';
import { clockOffset, countdownText, secondsUntil, useServerNow } from './server-clock.ts';
import { failingLine, type SlipLine } from './slip.ts';

/** How long a newly drawn result stays marked new. */
const FRESH_MS = 20_000;

const dayOf = (iso: string, language: string) =>
  new Date(iso).toLocaleDateString(language === 'en' ? 'en-GB' : 'vi-VN', {
    day: '2-digit',
    month: '2-digit',
  });

/** How long past its draw time an in-house issue may stay unannounced before the page stops waiting (a cancel). */
const HOUSE_DRAW_GRACE_MS = 60_000;
/** An operator's result may take hours; after a day the page stops waiting. */
const OPERATOR_DRAW_GRACE_MS = 86_400_000;

/** The issues that closed and wait for their result: seen on sale, past their close, not yet drawn. */
const useClosedIssues = (state: TLotteryGameState | undefined, now: number) => {
  const seen = useRef(new Map<string, TLotteryDraw>());
  if (state) {
    for (const draw of state.selling) seen.current.set(draw.issue, draw);
    for (const draw of state.recent) seen.current.delete(draw.issue);
    const grace = state.game.drawnBy === 'house' ? HOUSE_DRAW_GRACE_MS : OPERATOR_DRAW_GRACE_MS;
    for (const [issue, draw] of seen.current) {
      if (Date.parse(draw.drawAt) + grace < now) seen.current.delete(issue);
    }
  }
  return [...seen.current.values()].filter((draw) => Date.parse(draw.closesAt) <= now);
};

/** The latest result's issue, marked fresh for a while when it arrives while the page is open. */
const useFreshIssue = (latest: string | undefined, now: number) => {
  const first = useRef<string | undefined | null>(null);
  const [fresh, setFresh] = useState<{ issue: string; until: number } | null>(null);
  useEffect(() => {
    if (latest === undefined) return;
    if (first.current === null) {
      first.current = latest;
      return;
    }
    if (latest !== first.current) {
      first.current = latest;
      setFresh({ issue: latest, until: Date.now() + FRESH_MS });
    }
  }, [latest]);
  // `now` ticks every second, so the mark goes when its time is up.
  return fresh && now > 0 && Date.now() <= fresh.until ? fresh.issue : null;
};

const Countdown = ({
  draw,
  now,
  intervalSeconds,
}: {
  draw: TLotteryDraw;
  now: number;
  intervalSeconds: number | null;
}) => {
  const { t } = useTranslation();
  const left = secondsUntil(draw.closesAt, now);
  const { days, clock } = countdownText(left);
  const total = intervalSeconds ?? Math.max(1, (Date.parse(draw.closesAt) - Date.parse(draw.opensAt)) / 1000);
  const share = Math.min(100, Math.max(0, (left / total) * 100));
  return (
    <div className="grid gap-1.5">
      <p className="text-[11px] font-semibold tracking-wider text-muted uppercase">
        {t('lottery_closes_in')}
      </p>
      <p
        className={`font-mono text-4xl font-extrabold tabular-nums sm:text-5xl ${left <= 10 ? 'text-red-400' : 'text-gold'}`}
        data-testid="issue-countdown"
        data-seconds={left}
        role="timer"
        aria-live="off"
      >
        {days > 0 ? <span className="mr-1 text-2xl">{t('lottery_days', { days })}</span> : null}
        {clock}
      </p>
      <div className="h-1.5 overflow-hidden rounded-full bg-black/40" aria-hidden="true">
        <div
          className={`h-full rounded-full transition-[width] duration-1000 ease-linear ${left <= 10 ? 'bg-red-500' : 'bg-gold'}`}
          style={{ width: `${share}%` }}
        />
      </div>
    </div>
  );
};

const Fairness = ({ draw }: { draw: TLotteryDraw }) => {
  const { t } = useTranslation();
  if (!draw.seedHash) {
    return <p className="text-xs leading-relaxed text-muted">{t('lottery_operator_draw')}</p>;
  }
  return (
    <div className="grid gap-1 rounded-xl bg-black/30 px-3 py-2">
      <p className="flex items-center gap-1.5 text-[11px] font-semibold text-emerald-300">
        <svg viewBox="0 0 24 24" className="size-3.5" aria-hidden="true">
          <path
            d="M12 3l7 3v6c0 4.5-3 7.7-7 9-4-1.3-7-4.5-7-9V6z M9 12l2 2 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        {t('lottery_fairness')}
      </p>
      <p
        className="font-mono text-[11px] break-all text-ink/80"
        data-testid="seed-hash"
        title={draw.seedHash}
      >
        {draw.seedHash}
      </p>
    </div>
  );
};

/** The member's tickets of the latest drawn issue: how they did. */
const IssueOutcome = ({ tickets, symbol }: { tickets: readonly TLotteryTicket[]; symbol: string }) => {
  const { t } = useTranslation();
  if (tickets.length === 0) return null;
  const open = tickets.some((ticket) => ticket.status === 'open');
  const won = tickets.filter((ticket) => ticket.status === 'won');
  const payout = won.reduce((sum, ticket) => sum + Math.round(Number(ticket.payout ?? '0') * 100), 0);
  return (
    <p
      data-testid="issue-outcome"
      role="status"
      className={`rounded-xl px-3 py-2 text-sm font-semibold ${
        open
          ? 'bg-amber-400/10 text-amber-200'
          : won.length > 0
            ? 'bg-emerald-500/15 text-emerald-200'
            : 'bg-white/5 text-muted'
      }`}
    >
      {open
        ? t('lottery_outcome_settling')
        : won.length > 0
          ? t('lottery_outcome_won', {
              count: won.length,
              payout: formatMoney(
                `${Math.floor(payout / 100)}.${String(payout % 100).padStart(2, '0')}`,
                symbol,
              ),
            })
          : t('lottery_outcome_lost', { count: tickets.length })}
    </p>
  );
};

export const LotteryGame = ({
  variant,
  vendor,
  gameCode,
  gameKey,
}: {
  variant: LotteryVariant;
  vendor: string;
  gameCode: string;
  gameKey: string;
}) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const session = useLotterySession({ vendor, gameCode });
  const symbol = useSessionStore((state) => state.member?.currencySymbol) ?? '';
  const wallet = useWalletBalance();
  const hidden = useBalanceVisibility((state) => state.hidden);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [failure, setFailure] = useState<SlipFailure | null>(null);
  const [placed, setPlaced] = useState<string | null>(null);

  // The rates are the brand's prize mode's, which the session tells; until then the default's.
  const prizeMode = session.token ? storedPrizeModeOf(gameCode) : null;
  const state = useQuery({
    queryKey: [LOTTERY_STATE_KEY, gameKey, prizeMode],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const value = await lotteryApi.state(gameKey, prizeMode, signal);
      return { value, offset: clockOffset(value.serverTime) };
    },
    refetchInterval: 2_000,
    refetchIntervalInBackground: false,
  });
  const data = state.data?.value;
  const now = useServerNow(state.data?.offset ?? 0);
  const selling = data?.selling ?? [];
  const draw = selling.find((d) => d.issue === chosen) ?? selling[0] ?? null;
  const latest = data?.recent[0];
  const closed = useClosedIssues(data, now);
  const fresh = useFreshIssue(latest?.issue, now);
  const game = data?.game;

  // The moment the countdown runs out, ask again (the next issue opens, the closed one draws).
  const due = draw !== null && now >= Date.parse(draw.closesAt);
  useEffect(() => {
    if (due) void queryClient.invalidateQueries({ queryKey: [LOTTERY_STATE_KEY, gameKey] });
  }, [due, gameKey, queryClient]);

  const fastGame = Boolean(game?.intervalSeconds);
  const tickets = useQuery({
    queryKey: [LOTTERY_TICKETS_KEY, gameCode],
    queryFn: ({ signal }) => session.withSession(() => lotteryApi.mine(gameCode, gameKey, signal)),
    enabled: session.token !== null,
    refetchInterval: (query) => {
      const open = query.state.data?.tickets.some(
        (ticket) => ticket.game === gameKey && ticket.status === 'open',
      );
      return open ? (fastGame ? 2_000 : 10_000) : 30_000;
    },
  });
  const mine = useMemo(
    () => (tickets.data?.tickets ?? []).filter((ticket) => ticket.game === gameKey),
    [tickets.data, gameKey],
  );

  // A new result settles tickets: read them again at once.
  useEffect(() => {
    if (fresh) void queryClient.invalidateQueries({ queryKey: [LOTTERY_TICKETS_KEY, gameCode] });
  }, [fresh, gameCode, queryClient]);

  // A ticket that settled paid (or not) into the wallet: the header's balance reads it again.
  const openRounds = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!tickets.data) return;
    const open = new Set(mine.filter((ticket) => ticket.status === 'open').map((ticket) => ticket.roundId));
    const before = openRounds.current;
    openRounds.current = open;
    if (before && [...before].some((round) => !open.has(round))) {
      void queryClient.invalidateQueries({ queryKey: [WALLET_BALANCE_KEY] });
      void queryClient.invalidateQueries({ queryKey: [MEMBER_INFO_KEY] });
    }
  }, [tickets.data, mine, queryClient]);

  const place = useMutation({
    mutationFn: (input: { issue: string; bets: SlipLine[] }) =>
      session.withSession(() =>
        lotteryApi.place(gameCode, {
          issue: input.issue,
          bets: input.bets.map(({ product, selection, unitStake, multiplier }) => ({
            product,
            selection,
            unitStake,
            multiplier,
          })),
        }),
      ),
    onMutate: () => {
      setFailure(null);
      setPlaced(null);
    },
    onSuccess: (value, input) => {
      setLines([]);
      setPlaced(
        t('lottery_placed', {
          count: value.tickets.length,
          issue: drawLabel(t, { issue: input.issue, province: draw?.province ?? null }),
        }),
      );
      void queryClient.invalidateQueries({ queryKey: [WALLET_BALANCE_KEY] });
      void queryClient.invalidateQueries({ queryKey: [MEMBER_INFO_KEY] });
      void queryClient.invalidateQueries({ queryKey: [LOTTERY_TICKETS_KEY, gameCode] });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) {
        setFailure({ line: null, message: errorText(t, error) });
        return;
      }
      const params = { ...lotteryRefusalParams(error) };
      if (typeof params.min === 'string') params.min = formatMoney(params.min, symbol);
      setFailure({ line: failingLine(error.field), message: refusalText(t, error.messageKey, params) });
      if (error.code === 'LOTTERY_SALES_CLOSED')
        void queryClient.invalidateQueries({ queryKey: [LOTTERY_STATE_KEY, gameKey] });
    },
  });

  if (state.isPending) return <Loader label={t('lottery_loading')} className="min-h-[60vh]" />;
  if (state.isError || !data || !game) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadFailed query={state} title={t('lottery_game_failed')} />
      </div>
    );
  }

  const name = t(`lottery_game_${game.key}`);
  const lobbyPath = `/${variant}`;
  const balance = wallet.data?.balance;
  const sessionProblem = session.error ? errorText(t, session.error) : null;
  const blocked = !draw
    ? t('lottery_no_issue_selling')
    : session.token === null
      ? (sessionProblem ?? t('lottery_session_opening'))
      : null;

  const removeLine = (id: string) => {
    setLines((current) => current.filter((line) => line.id !== id));
    setFailure(null);
  };

  return (
    <div className="mx-auto grid max-w-[1160px] grid-cols-[minmax(0,1fr)] gap-4 px-3 py-4 sm:px-4 sm:py-6">
      <header className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface/90 px-3 py-3 shadow-xl shadow-black/30 sm:px-4">
        <Link
          to={lobbyPath}
          aria-label={t('lottery_back_to_lobby')}
          title={t('lottery_back_to_lobby')}
          className="grid size-9 shrink-0 place-items-center rounded-full border border-line text-muted transition hover:border-primary hover:text-primary"
        >
          <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            />
          </svg>
        </Link>
        <GameEmblem game={game} className="size-10 sm:size-12" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg font-bold text-ink sm:text-xl">{name}</h1>
          <p className="text-xs text-muted">{cadenceText(t, game)}</p>
        </div>
        <div className="order-last flex w-full items-baseline justify-between gap-2 border-t border-line/60 pt-2 sm:order-none sm:block sm:w-auto sm:border-0 sm:pt-0 sm:text-right">
          <p className="text-[11px] tracking-wider text-muted uppercase">{t('lottery_balance')}</p>
          <p className="font-bold text-gold tabular-nums" data-testid="lottery-balance">
            {balance === undefined ? '…' : hidden ? BALANCE_MASK : formatMoney(balance, symbol)}
          </p>
        </div>
        <button
          type="button"
          onClick={() => setRulesOpen(true)}
          className="rounded-full border border-line px-3 py-1.5 text-xs font-semibold text-muted transition hover:border-primary hover:text-primary"
        >
          {t('lottery_rules')}
        </button>
      </header>

      {!game.enabled ? (
        <EmptyState
          title={t('lottery_game_paused')}
          description={t('lottery_game_paused_body')}
          action={
            <Link to={lobbyPath} className={buttonClass()}>
              {t('lottery_back_to_lobby')}
            </Link>
          }
        />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-flow-dense lg:grid-cols-[minmax(0,1fr)_380px]">
          <section
            aria-label={t('lottery_draw_panel')}
            className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl border border-line bg-surface/90 p-3 shadow-xl shadow-black/30 sm:p-4 md:grid-cols-[minmax(0,17rem)_minmax(0,1fr)] lg:col-start-1"
          >
            <div className="grid min-w-0 content-start gap-3">
              {selling.length > 1 && (
                <fieldset>
                  <legend className="mb-1.5 text-xs font-semibold text-muted">
                    {t('lottery_pick_province')}
                  </legend>
                  <div className="flex flex-wrap gap-1.5">
                    {selling.map((d) => (
                      <button
                        key={d.issue}
                        type="button"
                        aria-pressed={d.issue === draw?.issue}
                        onClick={() => {
                          setChosen(d.issue);
                          setFailure(null);
                        }}
                        className="rounded-full border border-line px-3 py-1 text-xs font-semibold text-muted transition hover:text-ink aria-pressed:border-transparent aria-pressed:bg-gold aria-pressed:text-on-primary"
                      >
                        {provinceName(d.province) || issueShort(d.issue)} · {dayOf(d.drawAt, i18n.language)}
                      </button>
                    ))}
                  </div>
                </fieldset>
              )}
              {draw ? (
                <>
                  <p className="text-sm text-ink">
                    <span className="text-muted">{t('lottery_on_sale')} </span>
                    <strong data-testid="selling-issue" data-issue={draw.issue}>
                      {drawLabel(t, draw)}
                    </strong>
                  </p>
                  <Countdown draw={draw} now={now} intervalSeconds={game.intervalSeconds} />
                  <Fairness draw={draw} />
                </>
              ) : (
                <p className="rounded-xl bg-black/30 px-3 py-4 text-sm text-muted">
                  {t('lottery_no_issue_selling_body')}
                </p>
              )}
            </div>

            <div
              className={`grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-2 rounded-xl p-2 transition sm:p-3 ${fresh ? 'bg-primary/10 ring-2 ring-primary/70' : 'bg-black/20'}`}
              data-testid="last-result"
              data-issue={latest?.issue ?? ''}
            >
              {closed.map((d) => (
                <p
                  key={d.issue}
                  role="status"
                  className="flex items-center gap-2 rounded-lg bg-amber-400/10 px-3 py-2 text-sm font-semibold text-amber-200"
                  data-testid="drawing"
                >
                  <Spinner label="" size="sm" />
                  {game.drawnBy === 'house'
                    ? t('lottery_drawing', { issue: drawLabel(t, d) })
                    : t('lottery_awaiting_result', { issue: drawLabel(t, d) })}
                </p>
              ))}
              {latest?.result ? (
                <>
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="text-muted">{t('lottery_result_of')}</span>
                    <strong className="text-ink">{drawLabel(t, latest)}</strong>
                    {fresh === latest.issue && (
                      <span className="rounded-full bg-accent px-2 py-0.5 text-[10px] font-bold text-white uppercase motion-safe:animate-pulse">
                        {t('lottery_new')}
                      </span>
                    )}
                  </p>
                  <ResultView key={latest.issue} family={game.family} tiers={latest.result} />
                  <IssueOutcome
                    tickets={mine.filter((ticket) => ticket.issue === latest.issue)}
                    symbol={symbol}
                  />
                </>
              ) : (
                closed.length === 0 && (
                  <p className="px-2 py-6 text-center text-sm text-muted">
                    {t('lottery_no_results_yet_body')}
                  </p>
                )
              )}
            </div>
          </section>

          <div className="lg:col-start-1">
            <BetBuilder
              key={game.key}
              game={game}
              symbol={symbol}
              slipLines={lines.length}
              onAdd={(line) => {
                setLines((current) => [...current, line]);
                setFailure(null);
                setPlaced(null);
              }}
            />
          </div>

          <aside className="grid content-start gap-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-4 lg:row-start-1">
            {sessionProblem && (
              <div
                role="alert"
                className="grid gap-2 rounded-2xl border border-red-400/40 bg-red-500/10 p-3 text-sm text-red-200"
              >
                <p>{t('lottery_session_failed', { reason: sessionProblem })}</p>
                <button
                  type="button"
                  onClick={session.retry}
                  className="justify-self-start font-semibold text-primary hover:underline"
                >
                  {t('common_retry')}
                </button>
              </div>
            )}
            <BetSlip
              lines={lines}
              symbol={symbol}
              issueLabel={draw ? drawLabel(t, draw) : null}
              canPlace={Boolean(draw) && session.token !== null}
              placing={place.isPending}
              failure={failure}
              placed={placed}
              blocked={blocked}
              onRemove={removeLine}
              onClear={() => {
                setLines([]);
                setFailure(null);
              }}
              onPlace={() => draw && place.mutate({ issue: draw.issue, bets: lines })}
            />
            <MyBets
              tickets={mine}
              pending={session.token !== null && tickets.isPending}
              failed={tickets.isError}
              symbol={symbol}
              onRetry={() => void tickets.refetch()}
            />
          </aside>

          <div className="lg:col-start-1">
            <ResultsHistory family={game.family} recent={data.recent} fresh={fresh} />
          </div>
          {isFastFamily(game.family) && (
            <div className="lg:col-start-1">
              <HotCold family={game.family} recent={data.recent} />
            </div>
          )}
        </div>
      )}
      <RulesDialog game={game} open={rulesOpen} onClose={() => setRulesOpen(false)} />
    </div>
  );
};
