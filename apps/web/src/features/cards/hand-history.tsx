/**
 * The player's hand history at a card table (issue 21): their latest finished hands, newest first,
 * each opening to their cards as dealt, every seat's result, the rake, what came back, and the seed
 * the deal came from. Asked with the cards session; refreshed as the player's hands end.
 */
import type { TCardHistoryHand } from '@luckwell/contracts/provider/cards';
import { Loader } from '@luckwell/ui/loader';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format-money.ts';
import { PlayingCard } from '../live/table-pieces.tsx';
import { CARD_HISTORY_KEY, cardsApi, useCardsSession } from './cards-api.ts';
import { cardCodeOf } from './tien-len-view.ts';

/** A seat's result in a hand: + won, − lost, grey for nothing. */
export const SeatResult = ({ delta, inline = false }: { delta: string; inline?: boolean }) => {
  const negative = delta.startsWith('-');
  const zero = /^-?0\.00$/.test(delta);
  return (
    <span
      className={`${inline ? 'text-base' : 'block text-sm'} font-bold tabular-nums ${zero ? 'text-muted' : negative ? 'text-red-300' : 'text-emerald-300'}`}
    >
      {negative || zero ? formatMoney(delta, '') : `+${formatMoney(delta, '')}`}
    </span>
  );
};

const HistoryHand = ({ hand, currency }: { hand: TCardHistoryHand; currency: string }) => {
  const { t, i18n } = useTranslation();
  const name = (seat: number) => {
    const found = hand.seats.find((s) => s.seat === seat);
    return found?.me ? t('cards_you') : (found?.name ?? `#${seat + 1}`);
  };
  const money = (amount: string) => `${formatMoney(amount, '')} ${currency}`.trim();
  const at = new Date(hand.finishedAt).toLocaleString(i18n.language === 'vi' ? 'vi-VN' : 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <li className="rounded-xl border border-line/70 bg-black/20">
      <details>
        <summary className="flex cursor-pointer items-center gap-2 px-3 py-2">
          <span className="font-semibold">{t('cards_history_hand', { number: hand.number })}</span>
          <span className="text-xs text-muted">{at}</span>
          <span className="ml-auto">
            <SeatResult delta={hand.delta} inline />
          </span>
        </summary>
        <div className="grid gap-2 border-t border-line/60 px-3 py-2 text-sm">
          <p className="text-muted">
            {hand.winner === null
              ? t('cards_history_no_winner')
              : hand.winner === hand.mySeat
                ? t('cards_you_won')
                : t('cards_winner', { name: name(hand.winner) })}
            {hand.instantWin && ` · ${t(`cards_instant_${hand.instantWin.kind}`)}`}
          </p>
          <div>
            <p className="mb-1 text-xs font-semibold tracking-wider text-muted uppercase">
              {t('cards_history_dealt')}
            </p>
            <div className="flex flex-wrap gap-1">
              {hand.dealt.map((card) => (
                <PlayingCard key={card} code={cardCodeOf(card)} size="sm" />
              ))}
            </div>
          </div>
          <ul className="grid gap-0.5" aria-label={t('cards_history_seats')}>
            {hand.seats.map((seat) => (
              <li key={seat.seat} className="flex items-center gap-2">
                <span className={seat.me ? 'font-semibold text-gold' : ''}>
                  {seat.me ? t('cards_you') : seat.name}
                </span>
                {seat.kind === 'bot' && <span className="text-xs text-muted">{t('cards_bot')}</span>}
                <span className="ml-auto">
                  <SeatResult delta={seat.delta} />
                </span>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
            <dt className="text-muted">{t('cards_escrow')}</dt>
            <dd className="text-right whitespace-nowrap tabular-nums">{money(hand.escrow)}</dd>
            <dt className="text-muted">{t('cards_rake')}</dt>
            <dd className="text-right whitespace-nowrap tabular-nums">{money(hand.rake)}</dd>
            <dt className="text-muted">{t('cards_returned')}</dt>
            <dd className="text-right whitespace-nowrap tabular-nums">
              {hand.payout === null ? t('cards_history_paying') : money(hand.payout)}
            </dd>
            <dt className="text-muted">{t('cards_seed_hash')}</dt>
            <dd className="truncate text-right font-mono" title={hand.seedHash}>
              {hand.seedHash}
            </dd>
            <dt className="text-muted">{t('cards_server_seed')}</dt>
            <dd className="truncate text-right font-mono" title={hand.serverSeed}>
              {hand.serverSeed}
            </dd>
          </dl>
        </div>
      </details>
    </li>
  );
};

/** The "My hands" panel; `handKey` changes as the player's current hand moves on, to ask again. */
export const HandHistory = ({
  table,
  currency,
  handKey,
}: {
  table: string;
  currency: string;
  handKey: string;
}) => {
  const { t } = useTranslation();
  const session = useCardsSession();
  const history = useQuery({
    queryKey: [CARD_HISTORY_KEY, table, session.token, handKey],
    queryFn: ({ signal }) => session.withSession(() => cardsApi.history(table, signal)),
    enabled: session.token !== null,
    placeholderData: (previous) => previous,
  });
  if (session.token === null) return null;
  return (
    <section
      aria-label={t('cards_history')}
      className="rounded-2xl border border-line bg-surface/80 p-3 text-sm"
    >
      <h2 className="mb-2 text-xs font-semibold tracking-wider text-muted uppercase">{t('cards_history')}</h2>
      {history.isPending ? (
        <Loader label={t('cards_history_loading')} />
      ) : history.isError ? (
        <p className="flex items-center gap-2 text-muted">
          {t('cards_history_failed')}
          <button
            type="button"
            className="rounded-full border border-line px-3 py-1 text-xs font-semibold text-ink"
            onClick={() => void history.refetch()}
          >
            {t('common_retry')}
          </button>
        </p>
      ) : history.data.hands.length === 0 ? (
        <p className="text-muted">{t('cards_history_empty')}</p>
      ) : (
        <ol className="grid gap-1.5">
          {history.data.hands.map((hand) => (
            <HistoryHand key={hand.number} hand={hand} currency={currency} />
          ))}
        </ol>
      )}
    </section>
  );
};
