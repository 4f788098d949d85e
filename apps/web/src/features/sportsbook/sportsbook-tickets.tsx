/**
 * My bets: open and settled tickets, each with its kind, stake, price, return or payout, status
 * and legs (selection, price, the fixture's score, the leg's outcome); an open ticket the house
 * offers to buy back has a cash-out button, confirmed in a dialog (a lower offer now is shown and
 * may be accepted). Open tickets are asked for every 5 s, and every second while one is pending.
 */
import type {
  TSportsbookLeg,
  TSportsbookOddsFormat,
  TSportsbookTicket,
  TSportsbookTickets,
  TSportsbookTicketValue,
} from '@luckwell/contracts/provider/sportsbook';
import { ApiError } from '@luckwell/ui/api-client';
import { Loader } from '@luckwell/ui/loader';
import { Modal } from '@luckwell/ui/modal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { SPORTSBOOK_TICKETS_KEY, sportsbookApi, sportsbookRefusalParams } from './sportsbook-api.ts';
import {
  combinedText,
  kickOffText,
  LEG_OUTCOME_TONE,
  marketName,
  moneyText,
  priceText,
  selectionText,
  TICKET_STATUS_TONE,
} from './sportsbook-format.ts';
import { refusalWords, ticketRefusalWords } from './sportsbook-words.ts';

type Tab = 'open' | 'settled';
type Offer = { ticket: TSportsbookTicket; offer: string; changed: boolean };

const LegRow = ({ leg, format }: { leg: TSportsbookLeg; format: TSportsbookOddsFormat }) => {
  const { t, i18n } = useTranslation();
  const played = leg.fixtureStatus === 'live' || leg.fixtureStatus === 'finished';
  return (
    <li className="grid grid-cols-[minmax(0,1fr)] gap-0.5 rounded-lg bg-black/25 px-2.5 py-1.5 text-xs">
      <div className="flex items-center justify-between gap-2">
        <span className="min-w-0 truncate font-semibold">
          {leg.home} – {leg.away}
        </span>
        <span className="shrink-0 text-muted tabular-nums">
          {played
            ? `${leg.score.home} – ${leg.score.away}${leg.fixtureStatus === 'live' ? ` · ${t('sportsbook_live_badge')}` : ''}`
            : leg.fixtureStatus === 'prematch'
              ? kickOffText(leg.startsAt, i18n.language)
              : t(`sportsbook_fixture_${leg.fixtureStatus}`)}
        </span>
      </div>
      <div className="flex items-center justify-between gap-2">
        <span className="min-w-0 truncate text-muted">
          {marketName(t, leg)} ·{' '}
          <strong className="text-ink">{selectionText(t, leg.kind, leg.line, leg.selection, leg)}</strong> @{' '}
          <strong className="text-gold tabular-nums">{priceText(leg.oddsMilli, format)}</strong>
        </span>
        {leg.outcome && (
          <span
            className={`shrink-0 rounded-full px-2 py-0.5 text-[10px] font-bold ${LEG_OUTCOME_TONE[leg.outcome]}`}
          >
            {t(`sportsbook_outcome_${leg.outcome}`)}
          </span>
        )}
      </div>
    </li>
  );
};

const TicketCard = ({
  ticket,
  format,
  currency,
  onCashOut,
}: {
  ticket: TSportsbookTicket;
  format: TSportsbookOddsFormat;
  currency: string;
  onCashOut: (ticket: TSportsbookTicket) => void;
}) => {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => moneyText(amount, currency);
  return (
    <li
      data-testid={`sb-ticket-${ticket.id}`}
      className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-xl border border-line bg-surface/80 p-2.5 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-bold">
          {ticket.kind === 'single'
            ? t('sportsbook_kind_single')
            : t('sportsbook_kind_parlay', { count: ticket.legs.length })}
          <span className="ml-2 text-[11px] font-normal text-muted">
            {kickOffText(ticket.placedAt, i18n.language)}
          </span>
        </p>
        <span
          className={`rounded-full px-2 py-0.5 text-[11px] font-bold ${TICKET_STATUS_TONE[ticket.status]}`}
        >
          {t(`sportsbook_status_${ticket.status}`)}
        </span>
      </div>
      {ticket.status === 'pending' && (
        <p className="text-xs text-amber-200">{t('sportsbook_pending_note')}</p>
      )}
      {ticket.status === 'refused' && (
        <p className="text-xs text-rose-200">{ticketRefusalWords(t, ticket.refusal)}</p>
      )}
      {ticket.correctedAt && (
        <p data-testid="sb-ticket-corrected" className="text-xs text-sky-200">
          {t('sportsbook_corrected_note', { time: kickOffText(ticket.correctedAt, i18n.language) })}
        </p>
      )}
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-1">
        {ticket.legs.map((leg) => (
          <LegRow key={`${leg.marketId}:${leg.selection}`} leg={leg} format={format} />
        ))}
      </ul>
      <dl className="grid grid-cols-3 gap-2 text-xs">
        <div>
          <dt className="text-muted">{t('sportsbook_stake')}</dt>
          <dd className="font-semibold tabular-nums">{money(ticket.stake)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('sportsbook_odds')}</dt>
          <dd className="font-semibold text-gold tabular-nums">{combinedText(ticket.oddsMilli, format)}</dd>
        </div>
        <div className="text-right">
          <dt className="text-muted">
            {ticket.payout === null ? t('sportsbook_return') : t('sportsbook_payout')}
          </dt>
          <dd className="font-bold tabular-nums">{money(ticket.payout ?? ticket.potentialReturn)}</dd>
        </div>
      </dl>
      {ticket.status === 'open' && ticket.cashOut !== null && (
        <button
          type="button"
          data-testid={`sb-cash-out-${ticket.id}`}
          onClick={() => onCashOut(ticket)}
          className="rounded-xl bg-gradient-to-b from-emerald-400 to-emerald-600 px-3 py-2 text-sm font-extrabold text-emerald-950 shadow-md shadow-black/40 hover:brightness-110"
        >
          {t('sportsbook_cash_out', { amount: money(ticket.cashOut) })}
        </button>
      )}
    </li>
  );
};

export const MyBets = ({
  token,
  format,
  currency,
  withSession,
  onBalance,
}: {
  token: string;
  format: TSportsbookOddsFormat;
  currency: string;
  withSession: <T>(call: () => Promise<T>) => Promise<T>;
  onBalance: (balance: string) => void;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('open');
  const [offer, setOffer] = useState<Offer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const query = useQuery({
    queryKey: [SPORTSBOOK_TICKETS_KEY, tab, token],
    queryFn: ({ signal }): Promise<TSportsbookTickets> => sportsbookApi.tickets(tab, signal),
    refetchInterval: (current) =>
      tab === 'settled'
        ? false
        : current.state.data?.tickets.some((ticket) => ticket.status === 'pending')
          ? 1_000
          : 5_000,
  });
  const cashOut = useMutation({
    mutationFn: ({ ticket, offer: amount }: Offer) =>
      withSession(() => sportsbookApi.cashOut(ticket.id, amount)),
    onMutate: () => {
      setFailure(null);
      setDone(null);
    },
    onSuccess: (value: TSportsbookTicketValue) => {
      setOffer(null);
      onBalance(value.balance);
      setDone(t('sportsbook_cashed_out', { amount: moneyText(value.ticket.payout ?? '0.00', currency) }));
      void queryClient.invalidateQueries({ queryKey: [SPORTSBOOK_TICKETS_KEY] });
    },
    onError: (error, asked) => {
      const params = sportsbookRefusalParams(error);
      if (
        error instanceof ApiError &&
        error.code === 'SPORTSBOOK_CASH_OUT_CHANGED' &&
        typeof params.offer === 'string'
      ) {
        setOffer({ ticket: asked.ticket, offer: params.offer, changed: true });
        return;
      }
      setOffer(null);
      setFailure(
        error instanceof ApiError
          ? refusalWords(t, error.messageKey, params, { format, currency })
          : errorText(t, error),
      );
      void queryClient.invalidateQueries({ queryKey: [SPORTSBOOK_TICKETS_KEY] });
    },
  });
  const tickets = query.data?.tickets ?? [];
  const seenBalance = query.data?.balance ?? null;
  // The book's latest balance (a settlement credited since) reaches the header.
  useEffect(() => {
    if (seenBalance !== null) onBalance(seenBalance);
  }, [seenBalance, onBalance]);

  return (
    <section
      aria-labelledby="sb-my-bets-title"
      data-testid="sb-my-bets"
      className="grid content-start gap-2.5"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="sb-my-bets-title" className="font-bold text-gold">
          {t('sportsbook_my_bets')}
        </h2>
        <div
          role="tablist"
          aria-label={t('sportsbook_my_bets')}
          className="flex gap-1 rounded-xl bg-black/30 p-1"
        >
          {(['open', 'settled'] as const).map((each) => (
            <button
              key={each}
              type="button"
              role="tab"
              aria-selected={tab === each}
              onClick={() => setTab(each)}
              className={`rounded-lg px-3 py-1 text-xs font-bold transition ${tab === each ? 'bg-gold text-on-primary' : 'text-muted hover:text-ink'}`}
            >
              {t(`sportsbook_tab_${each}`)}
            </button>
          ))}
        </div>
      </div>
      {done && (
        <p
          role="status"
          className="rounded-xl bg-emerald-500/15 px-3 py-2 text-center text-sm font-semibold text-emerald-200"
        >
          {done}
        </p>
      )}
      {failure && (
        <p
          role="alert"
          className="rounded-xl border border-red-400/30 bg-red-950/40 px-3 py-2 text-center text-sm text-red-100"
        >
          {failure}
        </p>
      )}
      {query.isPending ? (
        <Loader label={t('sportsbook_tickets_loading')} />
      ) : query.isError ? (
        <div
          role="alert"
          className="grid justify-items-center gap-2 rounded-xl border border-line p-3 text-center text-xs text-muted"
        >
          <p>{errorText(t, query.error)}</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="rounded-full bg-gold px-3 py-1 font-bold text-on-primary"
          >
            {t('common_retry')}
          </button>
        </div>
      ) : tickets.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface/60 px-3 py-6 text-center text-xs text-muted">
          {tab === 'open' ? t('sportsbook_no_open_tickets') : t('sportsbook_no_settled_tickets')}
        </p>
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
          {tickets.map((ticket) => (
            <TicketCard
              key={ticket.id}
              ticket={ticket}
              format={format}
              currency={currency}
              onCashOut={(chosen) =>
                chosen.cashOut && setOffer({ ticket: chosen, offer: chosen.cashOut, changed: false })
              }
            />
          ))}
        </ul>
      )}
      <Modal
        open={offer !== null}
        onClose={() => setOffer(null)}
        title={t('sportsbook_cash_out_title')}
        closeLabel={t('common_close')}
        size="sm"
      >
        {offer && (
          <div className="grid gap-3 p-4 text-sm">
            {offer.changed && (
              <p role="alert" className="rounded-lg bg-amber-400/15 px-3 py-2 text-amber-100">
                {t('sportsbook_cash_out_changed', { offer: moneyText(offer.offer, currency) })}
              </p>
            )}
            <p>
              {t('sportsbook_cash_out_confirm', {
                amount: moneyText(offer.offer, currency),
                stake: moneyText(offer.ticket.stake, currency),
              })}
            </p>
            <div className="flex justify-end gap-2">
              <button
                type="button"
                onClick={() => setOffer(null)}
                className="rounded-full border border-line px-4 py-1.5 font-semibold text-muted hover:text-ink"
              >
                {t('sportsbook_cancel')}
              </button>
              <button
                type="button"
                data-testid="sb-cash-out-confirm"
                disabled={cashOut.isPending}
                onClick={() => cashOut.mutate(offer)}
                className="rounded-full bg-gold px-4 py-1.5 font-bold text-on-primary disabled:opacity-60"
              >
                {t('sportsbook_cash_out_accept', { amount: moneyText(offer.offer, currency) })}
              </button>
            </div>
          </div>
        )}
      </Modal>
    </section>
  );
};
