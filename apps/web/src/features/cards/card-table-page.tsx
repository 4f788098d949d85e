/**
 * A Tiến Lên table (`/cardTable/:table`, issue 21, ADR 084): the player sits for a hand by putting
 * up the escrow, waits for the others (bots take the empty seats), and plays the hand: their cards
 * to pick from, the combination to beat, the others' card counts, whose turn it is with its
 * countdown, Play, Pass and the engine's hint. The server applies every rule and every deadline; the
 * page asks for the table whenever its feed pulses (every second while the feed is down, and after
 * each move) and resumes a seat after a reload. A finished hand shows who paid whom and why, what
 * came back, and the seed the deal came from; "My hands" lists the player's past hands.
 */
import type { TCardHand, TCardTableState } from '@luckwell/contracts/provider/cards';
import { cardLabel } from '@luckwell/games/cards/deck';
import { startHand } from '@luckwell/games/cards/tien-len';
import { ApiError } from '@luckwell/ui/api-client';
import { Loader } from '@luckwell/ui/loader';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText } from '../../shared/error-text.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { BackToLobby, offsetOf, TableLoadFailed, useServerNow } from '../../shared/table-shell.tsx';
import { useLaunchLanguage } from '../i18n/use-launch-language.ts';
import { sha256Hex } from '../jackpot-fairness/fair-draw.ts';
import { CardBack, PlayingCard } from '../live/table-pieces.tsx';
import { CARD_TABLE_KEY, cardsApi, openCardsFeed, readCardsCurrency, useCardsSession } from './cards-api.ts';
import { HandHistory, SeatResult } from './hand-history.tsx';
import { cardCodeOf, hintFor, seatsAround } from './tien-len-view.ts';

type Cached = { state: TCardTableState; offset: number };

const secondsLeft = (until: string | null, now: number) =>
  until ? Math.max(0, Math.ceil((Date.parse(until) - now) / 1000)) : 0;

const Money = ({ amount, currency }: { amount: string; currency: string }) => (
  <span className="tabular-nums">{`${formatMoney(amount, '')} ${currency}`.trim()}</span>
);

/** One opponent around the table: name (bots marked), cards left, passed, their turn's countdown. */
const SeatBadge = ({
  hand,
  seat,
  now,
  place,
}: {
  hand: TCardHand;
  seat: TCardHand['seats'][number];
  now: number;
  place: string;
}) => {
  const { t } = useTranslation();
  const turn = hand.status === 'playing' && hand.turn === seat.seat;
  return (
    <div
      data-testid={`cards-seat-${seat.seat}`}
      className={`${place} grid min-w-20 justify-items-center gap-1 rounded-2xl border px-2 py-1.5 sm:min-w-28 sm:px-3 sm:py-2 text-center shadow-lg shadow-black/30 ${turn ? 'border-gold bg-gold/15' : 'border-white/10 bg-black/35'}`}
    >
      <p className="flex items-center gap-1.5 text-sm font-semibold text-ink">
        <span className="max-w-16 truncate sm:max-w-24">{seat.name}</span>
        {seat.kind === 'bot' && (
          <span className="rounded bg-sky-500/25 px-1 text-[10px] font-bold tracking-wide text-sky-200 uppercase">
            {t('cards_bot')}
          </span>
        )}
      </p>
      <div className="flex items-center gap-1.5">
        <CardBack size="sm" />
        <span className="text-lg font-bold tabular-nums text-ink" aria-hidden="true">
          {seat.cardsLeft}
        </span>
        <span className="sr-only">{t('cards_cards_left', { count: seat.cardsLeft })}</span>
      </div>
      {turn && (
        <p className="text-xs font-semibold text-gold">
          {t('cards_thinking', { seconds: secondsLeft(hand.turnDeadline, now) })}
        </p>
      )}
      {!turn && seat.passed && <p className="text-xs text-muted">{t('cards_passed')}</p>}
      {seat.result && <SeatResult delta={seat.result.delta} />}
    </div>
  );
};

/** What the player may do before a hand: the table's stakes and the button to sit. */
const SitPanel = ({
  state,
  currency,
  canSit,
  sitting,
  onSit,
  again,
}: {
  state: TCardTableState;
  currency: string;
  canSit: boolean;
  sitting: boolean;
  onSit: () => void;
  again: boolean;
}) => {
  const { t } = useTranslation();
  const { table } = state;
  return (
    <section
      aria-labelledby="cards-sit-title"
      className="mx-auto grid w-full max-w-md gap-3 rounded-2xl border border-line bg-surface/90 p-4 text-sm shadow-xl shadow-black/30"
    >
      <h2 id="cards-sit-title" className="text-base font-bold text-gold">
        {again ? t('cards_next_hand') : t('cards_sit_title')}
      </h2>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5">
        <dt className="text-muted">{t('cards_base')}</dt>
        <dd className="text-right font-semibold">
          <Money amount={table.base} currency={currency} />
        </dd>
        <dt className="text-muted">{t('cards_escrow')}</dt>
        <dd className="text-right font-semibold">
          <Money amount={table.escrow} currency={currency} />
        </dd>
        <dt className="text-muted">{t('cards_rake')}</dt>
        <dd className="text-right font-semibold">
          {t('cards_rake_value', {
            percent: table.rakePercent,
            cap: `${formatMoney(table.rakeCap, '')} ${currency}`.trim(),
          })}
        </dd>
        <dt className="text-muted">{t('cards_turn_time')}</dt>
        <dd className="text-right font-semibold">
          {t('cards_seconds', { count: Math.round(table.turnMs / 1000) })}
        </dd>
      </dl>
      <p className="text-xs leading-relaxed text-muted">{t('cards_escrow_note')}</p>
      <button
        type="button"
        disabled={!canSit || sitting}
        onClick={onSit}
        className="rounded-full bg-gold px-5 py-2.5 font-bold text-on-primary transition hover:brightness-110 disabled:opacity-50"
      >
        {sitting ? t('cards_sitting') : again ? t('cards_play_again') : t('cards_sit')}
      </button>
    </section>
  );
};

/** The finished hand: who won, every payment and why, what came back, and the deal's seed checked. */
const ResultPanel = ({ hand, currency }: { hand: TCardHand; currency: string }) => {
  const { t } = useTranslation();
  const name = (seat: number) => {
    const found = hand.seats.find((s) => s.seat === seat);
    return found?.me ? t('cards_you') : (found?.name ?? `#${seat + 1}`);
  };
  const [verified, setVerified] = useState<boolean | null>(null);
  const verify = async () => {
    if (!hand.serverSeed || !hand.dealt) return;
    const dealt = startHand({
      seeds: { serverSeed: hand.serverSeed, clientSeed: hand.clientSeed, nonce: 0 },
      seats: hand.seats.length,
    }).dealt;
    const hash = await sha256Hex(hand.serverSeed);
    setVerified(hash === hand.seedHash && JSON.stringify(dealt) === JSON.stringify(hand.dealt));
  };
  const me = hand.seats.find((s) => s.me);
  // The engine lists each payment once, in a fixed order: its place is its identity.
  const lines = (hand.lines ?? []).map((line, place) => ({ ...line, key: `${place}` }));
  return (
    <section
      aria-labelledby="cards-result-title"
      data-testid="cards-result"
      className="grid gap-3 rounded-2xl border border-gold/40 bg-surface/95 p-4 text-sm shadow-xl shadow-black/40"
    >
      <h2 id="cards-result-title" className="text-lg font-bold text-gold">
        {hand.winner === hand.mySeat
          ? t('cards_you_won')
          : t('cards_winner', { name: name(hand.winner ?? 0) })}
        {hand.instantWin && ` · ${t(`cards_instant_${hand.instantWin.kind}`)}`}
      </h2>
      {me?.result && (
        <p className="text-base">
          {t('cards_your_result')} <SeatResult delta={me.result.delta} inline />
          {me.result.rake !== '0.00' && (
            <span className="text-xs text-muted">
              {' '}
              {t('cards_rake_taken', { amount: `${formatMoney(me.result.rake, '')} ${currency}`.trim() })}
            </span>
          )}
        </p>
      )}
      {hand.payout !== null && (
        <p className="text-muted">
          {t('cards_returned')} <Money amount={hand.payout} currency={currency} />
        </p>
      )}
      <ul className="grid gap-1" aria-label={t('cards_payments')}>
        {lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-2 rounded-lg bg-black/25 px-2.5 py-1.5">
            <span>
              {t('cards_line', { payer: name(line.payer), payee: name(line.payee) })}
              <span className="text-muted"> · {t(`cards_reason_${line.reason}`)}</span>
            </span>
            <span className="font-semibold tabular-nums">{t('cards_units', { count: line.units })}</span>
          </li>
        ))}
      </ul>
      <details className="rounded-lg bg-black/25 px-2.5 py-1.5 text-xs">
        <summary className="cursor-pointer font-semibold text-ink">{t('cards_fairness')}</summary>
        <dl className="mt-2 grid gap-1 break-all">
          <dt className="text-muted">{t('cards_seed_hash')}</dt>
          <dd className="font-mono">{hand.seedHash}</dd>
          <dt className="text-muted">{t('cards_server_seed')}</dt>
          <dd className="font-mono">{hand.serverSeed}</dd>
          <dt className="text-muted">{t('cards_client_seed')}</dt>
          <dd className="font-mono">{hand.clientSeed}</dd>
        </dl>
        <button
          type="button"
          onClick={() => void verify()}
          className="mt-2 rounded-full border border-line px-3 py-1 font-semibold text-primary hover:border-primary"
        >
          {t('cards_verify')}
        </button>
        {verified !== null && (
          <p role="status" className={`mt-1 font-semibold ${verified ? 'text-emerald-300' : 'text-red-300'}`}>
            {verified ? t('cards_verified') : t('cards_not_verified')}
          </p>
        )}
      </details>
    </section>
  );
};

export const CardTablePage = () => {
  const { t } = useTranslation();
  const { table: code = '' } = useParams();
  const queryClient = useQueryClient();
  const session = useCardsSession();
  const currency = readCardsCurrency();
  const key = useMemo(() => [CARD_TABLE_KEY, code, session.token], [code, session.token]);
  const [feedUp, setFeedUp] = useState(false);
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<Cached> => {
      const state = await cardsApi.state(code, signal);
      return { state, offset: offsetOf(state.serverTime) };
    },
    // The feed says when to ask again; without it, every second while a hand of the player's moves.
    refetchInterval: (q) => {
      const status = q.state.data?.state.hand?.status;
      if (feedUp) return 5_000;
      return status === 'waiting' || status === 'playing' || status === 'finished' ? 1_000 : 5_000;
    },
    refetchIntervalInBackground: false,
  });
  // The table's feed pulses whenever a hand there changes (a seat, a move, a deal, an end): the
  // player's own view of it is asked for then, with the session.
  useEffect(
    () =>
      openCardsFeed(
        code,
        () => {
          setFeedUp(true);
          void queryClient.invalidateQueries({ queryKey: [CARD_TABLE_KEY, code] });
        },
        () => setFeedUp(false),
        () => setFeedUp(true),
      ),
    [code, queryClient],
  );
  const now = useServerNow(query.data?.offset ?? 0);
  const [selected, setSelected] = useState<number[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  useLaunchLanguage();

  const state = query.data?.state;
  const hand = state?.hand ?? null;
  const turnKey = hand ? `${hand.number}:${hand.actions.length}:${hand.status}` : '';
  // A move (anyone's) clears the player's pick and the last refusal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the hand's progress matters.
  useEffect(() => {
    setSelected([]);
    setFailure(null);
  }, [turnKey]);

  const adopt = (next: TCardTableState) =>
    queryClient.setQueryData<Cached>(key, { state: next, offset: offsetOf(next.serverTime) });
  const onError = (error: unknown) => {
    setFailure(errorText(t, error));
    void queryClient.invalidateQueries({ queryKey: [CARD_TABLE_KEY, code] });
  };
  const sit = useMutation({
    mutationFn: () => session.withSession(() => cardsApi.sit(code)),
    onMutate: () => setFailure(null),
    onSuccess: adopt,
    onError,
  });
  const act = useMutation({
    mutationFn: (body: { type: 'play'; cards: number[] } | { type: 'pass' }) =>
      session.withSession(() => cardsApi.act(code, body)),
    onMutate: () => setFailure(null),
    onSuccess: adopt,
    onError,
  });

  const shell = 'min-h-dvh bg-[radial-gradient(circle_at_top,#14532d,#052e16_55%,#020a06)] text-ink';
  if (query.isPending) {
    return (
      <div className={`${shell} grid place-items-center`}>
        <Loader label={t('cards_loading')} />
      </div>
    );
  }
  if (query.isError || !state) {
    const notFound = query.error instanceof ApiError && query.error.code === 'CARD_TABLE_NOT_FOUND';
    return (
      <TableLoadFailed
        shell={shell}
        title={notFound ? t('cards_table_missing') : t('cards_table_failed')}
        error={query.error}
        notFound={notFound}
        onRetry={() => void query.refetch()}
        lobby={{ to: '/pvp', label: t('cards_back_to_lobby') }}
      />
    );
  }

  const { table } = state;
  const over = hand?.status === 'finished' || hand?.status === 'settled';
  const myTurn = hand?.status === 'playing' && hand.turn === hand.mySeat;
  const around = hand ? seatsAround(hand) : [];
  const places = [
    '',
    'col-start-1 row-start-2 self-center',
    'col-start-2 row-start-1 justify-self-center',
    'col-start-3 row-start-2 self-center',
  ];
  const seatName = (seat: number) => {
    const found = hand?.seats.find((s) => s.seat === seat);
    return found?.me ? t('cards_you') : (found?.name ?? '');
  };
  const toggle = (card: number) =>
    setSelected((current) =>
      current.includes(card) ? current.filter((c) => c !== card) : [...current, card],
    );
  const hint = () => {
    if (!hand) return;
    const cards = hintFor(hand);
    if (cards) setSelected(cards);
    else setFailure(t('cards_hint_pass'));
  };
  const busy = act.isPending || sit.isPending;
  const lastActions = (hand?.actions ?? [])
    .map((action, move) => ({ ...action, move }))
    .slice(-6)
    .reverse();
  const sessionProblem = session.error ? errorText(t, session.error) : null;

  return (
    <div className={shell}>
      <div className="mx-auto grid max-w-[1100px] grid-cols-[minmax(0,1fr)] gap-3 p-2.5 sm:p-4">
        <header className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface/90 px-3 py-2.5 shadow-xl shadow-black/30">
          <BackToLobby to="/pvp" label={t('cards_back_to_lobby')} />
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-base font-bold text-gold sm:text-lg">{t('cards_title')}</h1>
            <p className="text-xs text-muted">
              {t('cards_subtitle', {
                base: `${formatMoney(table.base, '')} ${currency}`.trim(),
                count: state.handsInPlay,
              })}
            </p>
          </div>
          <div className="text-right">
            <p className="text-[11px] tracking-wider text-muted uppercase">{t('cards_balance')}</p>
            <p className="font-bold tabular-nums" data-testid="cards-balance">
              {state.balance === null
                ? session.openedBalance === null
                  ? '—'
                  : `${formatMoney(session.openedBalance, '')} ${currency}`.trim()
                : `${formatMoney(state.balance, '')} ${currency}`.trim()}
            </p>
          </div>
        </header>

        {session.spectator && (
          <p
            className="rounded-2xl border border-line bg-surface/80 px-3 py-2 text-sm text-muted"
            data-testid="cards-spectator"
          >
            {t('cards_spectator')}{' '}
            <Link to="/pvp" className="font-semibold text-primary hover:underline">
              {t('cards_open_from_lobby')}
            </Link>
          </p>
        )}
        {sessionProblem && (
          <p
            role="alert"
            className="rounded-2xl border border-red-400/30 bg-surface px-3 py-2 text-sm text-red-200"
          >
            {sessionProblem}{' '}
            <button
              type="button"
              onClick={session.retry}
              className="font-semibold text-primary hover:underline"
            >
              {t('common_retry')}
            </button>
          </p>
        )}

        {!hand && (
          <SitPanel
            state={state}
            currency={currency}
            canSit={session.token !== null}
            sitting={sit.isPending}
            onSit={() => sit.mutate()}
            again={hand !== null}
          />
        )}

        {hand && (
          <section aria-label={t('cards_table_label')} className="grid gap-3">
            <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] grid-rows-[auto_minmax(9rem,auto)] items-start gap-2 rounded-[2rem] border-4 border-amber-900/60 bg-[radial-gradient(ellipse_at_center,#166534,#14532d_60%,#0f3d21)] p-2 shadow-2xl shadow-black/50 sm:gap-4 sm:p-5">
              {around.slice(1).map((seat, i) => (
                <SeatBadge key={seat.seat} hand={hand} seat={seat} now={now} place={places[i + 1] ?? ''} />
              ))}
              <div
                className="col-start-2 row-start-2 grid min-h-36 place-items-center gap-2 text-center"
                aria-live="polite"
                data-testid="cards-trick"
              >
                {hand.status === 'waiting' && (
                  <p className="font-semibold text-ink">
                    {t('cards_waiting', { seconds: secondsLeft(hand.startsAt, now) })}
                  </p>
                )}
                {hand.status === 'playing' && hand.top && (
                  <>
                    <div className="flex flex-wrap justify-center gap-1">
                      {hand.top.cards.map((card) => (
                        <PlayingCard
                          key={`${hand.actions.length}-${card}`}
                          code={cardCodeOf(card)}
                          size="sm"
                        />
                      ))}
                    </div>
                    <p className="text-xs text-ink/80">
                      {t('cards_played_by', {
                        name: seatName(hand.top.seat),
                        combo: t(`cards_combo_${hand.top.type}`),
                      })}
                    </p>
                  </>
                )}
                {hand.status === 'playing' && !hand.top && (
                  <p className="text-sm text-ink/80">
                    {hand.turn === hand.mySeat
                      ? t('cards_you_lead')
                      : t('cards_leads', { name: seatName(hand.turn ?? 0) })}
                  </p>
                )}
                {over && <p className="text-sm font-semibold text-gold">{t('cards_hand_over')}</p>}
              </div>
            </div>

            {over && <ResultPanel hand={hand} currency={currency} />}
            {hand.status === 'settled' && (
              <SitPanel
                state={state}
                currency={currency}
                canSit={session.token !== null}
                sitting={sit.isPending}
                onSit={() => sit.mutate()}
                again
              />
            )}

            {!over && (
              <section
                aria-label={t('cards_my_hand')}
                className={`grid gap-2 rounded-2xl border p-3 ${myTurn ? 'border-gold bg-gold/10' : 'border-line bg-surface/85'}`}
              >
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <p className="font-semibold">
                    {hand.status === 'waiting'
                      ? t('cards_seated', { seat: hand.mySeat + 1 })
                      : myTurn
                        ? t('cards_your_turn', { seconds: secondsLeft(hand.turnDeadline, now) })
                        : t('cards_wait_turn', { name: seatName(hand.turn ?? 0) })}
                  </p>
                  {hand.openingCard !== null && hand.status === 'playing' && (
                    <p className="text-xs text-muted">{t('cards_opening_rule')}</p>
                  )}
                  {hand.leader !== null && hand.status === 'playing' && hand.actions.length === 0 && (
                    <p className="text-xs text-muted">
                      {t('cards_winner_leads', { name: seatName(hand.leader) })}
                    </p>
                  )}
                </div>
                <ul
                  className="flex flex-wrap justify-center gap-1 pb-1 sm:gap-1.5"
                  aria-label={t('cards_my_cards')}
                >
                  {hand.hand.map((card) => {
                    const picked = selected.includes(card);
                    return (
                      <li key={card}>
                        <button
                          type="button"
                          aria-pressed={picked}
                          disabled={!myTurn || busy}
                          onClick={() => toggle(card)}
                          data-card={card}
                          className={`rounded-md transition-transform motion-reduce:transition-none ${picked ? '-translate-y-3 ring-2 ring-gold' : ''} disabled:cursor-default`}
                        >
                          <PlayingCard code={cardCodeOf(card)} size="sm" />
                        </button>
                      </li>
                    );
                  })}
                </ul>
                {hand.status === 'playing' && (
                  <div className="flex flex-wrap justify-center gap-2">
                    <button
                      type="button"
                      disabled={!myTurn || busy || selected.length === 0}
                      onClick={() => act.mutate({ type: 'play', cards: selected })}
                      className="rounded-full bg-gold px-6 py-2 font-bold text-on-primary transition hover:brightness-110 disabled:opacity-40"
                    >
                      {t('cards_play')}
                    </button>
                    <button
                      type="button"
                      disabled={!myTurn || busy || hand.top === null}
                      onClick={() => act.mutate({ type: 'pass' })}
                      className="rounded-full border border-line bg-black/30 px-6 py-2 font-semibold text-ink transition hover:border-primary disabled:opacity-40"
                    >
                      {t('cards_pass')}
                    </button>
                    <button
                      type="button"
                      disabled={!myTurn || busy}
                      onClick={hint}
                      className="rounded-full border border-line bg-black/30 px-4 py-2 font-semibold text-muted transition hover:border-primary hover:text-primary disabled:opacity-40"
                    >
                      {t('cards_hint')}
                    </button>
                  </div>
                )}
              </section>
            )}
            {failure && (
              <p
                role="alert"
                className="rounded-xl border border-red-400/30 bg-red-950/40 px-3 py-2 text-center text-sm text-red-100"
              >
                {failure}
              </p>
            )}
            {lastActions.length > 0 && (
              <section
                aria-label={t('cards_log')}
                className="rounded-2xl border border-line bg-surface/80 p-3 text-sm"
              >
                <h2 className="mb-1 text-xs font-semibold tracking-wider text-muted uppercase">
                  {t('cards_log')}
                </h2>
                <ol className="grid gap-0.5">
                  {lastActions.map((action) => (
                    <li key={action.move} className="flex flex-wrap items-center gap-1.5">
                      <span className="font-semibold">{seatName(action.seat)}</span>
                      {action.type === 'pass' ? (
                        <span className="text-muted">{t('cards_log_pass')}</span>
                      ) : (
                        <span className="text-muted">
                          {t('cards_log_play', { cards: action.cards.map(cardLabel).join(' ') })}
                        </span>
                      )}
                    </li>
                  ))}
                </ol>
              </section>
            )}
          </section>
        )}

        <HandHistory
          table={code}
          currency={currency}
          handKey={hand ? `${hand.number}:${hand.status === 'settled' ? 'settled' : 'open'}` : ''}
        />

        <details className="rounded-2xl border border-line bg-surface/80 p-3 text-sm">
          <summary className="cursor-pointer font-semibold">{t('cards_rules_title')}</summary>
          <ul className="mt-2 grid list-disc gap-1 pl-5 text-muted">
            {['order', 'combos', 'beat', 'chop', 'pay', 'instant', 'timer', 'bots'].map((rule) => (
              <li key={rule}>{t(`cards_rule_${rule}`)}</li>
            ))}
          </ul>
        </details>
      </div>
    </div>
  );
};
