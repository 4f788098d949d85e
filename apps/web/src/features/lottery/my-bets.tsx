/**
 * "My bets": the member's latest ticket lines of this game (GET /provider/lottery/tickets), each with
 * its issue, picks, cost, status chip and payout. Lines of an issue being drawn wait as "open" and
 * turn won or lost when the result settles them.
 */
import type { TLotteryTicket } from '@luckwell/contracts/provider/lottery';
import { Spinner } from '@luckwell/ui/spinner';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format-money.ts';
import { issueShort } from './lottery-games.ts';

const CHIP: Record<TLotteryTicket['status'], string> = {
  open: 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
  won: 'bg-emerald-500/20 text-emerald-200 ring-emerald-300/40',
  lost: 'bg-white/5 text-muted ring-white/10',
  refunded: 'bg-sky-500/15 text-sky-200 ring-sky-300/30',
};

export const StatusChip = ({ status }: { status: TLotteryTicket['status'] }) => {
  const { t } = useTranslation();
  return (
    <span
      data-testid="ticket-status"
      data-status={status}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-bold ring-1 ${CHIP[status]}`}
    >
      {status === 'open' && (
        <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-amber-300" />
      )}
      {t(`lottery_status_${status}`)}
    </span>
  );
};

export const MyBets = ({
  tickets,
  pending,
  failed,
  symbol,
  onRetry,
}: {
  tickets: readonly TLotteryTicket[];
  pending: boolean;
  failed: boolean;
  symbol: string;
  onRetry: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(i18n.language === 'en' ? 'en-GB' : 'vi-VN', {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  return (
    <section
      className="rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30"
      aria-labelledby="lottery-my-bets-title"
      data-testid="my-bets"
    >
      <h2 id="lottery-my-bets-title" className="mb-3 text-base font-bold text-ink">
        {t('lottery_my_bets')}
      </h2>
      {pending ? (
        <div className="grid place-items-center py-6">
          <Spinner label={t('lottery_loading')} />
        </div>
      ) : failed ? (
        <div className="grid justify-items-center gap-2 py-4 text-center text-sm text-muted">
          <p>{t('lottery_my_bets_failed')}</p>
          <button
            type="button"
            onClick={onRetry}
            className="text-sm font-semibold text-primary hover:underline"
          >
            {t('common_retry')}
          </button>
        </div>
      ) : tickets.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
          {t('lottery_my_bets_empty')}
        </p>
      ) : (
        <ul className="grid max-h-[28rem] gap-2 overflow-y-auto overscroll-contain pr-1">
          {tickets.map((ticket, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a slip may hold the same line twice; the list is newest first and only grows at the top.
              key={`${ticket.roundId}-${ticket.product}-${ticket.selection}-${index}`}
              data-testid="my-ticket"
              data-issue={ticket.issue}
              className={`rounded-xl border px-3 py-2 ${ticket.status === 'won' ? 'border-emerald-400/40 bg-emerald-500/10' : 'border-line bg-black/25'}`}
            >
              <div className="flex items-center justify-between gap-2 text-xs text-muted">
                <span>
                  {t('lottery_issue_short', { issue: issueShort(ticket.issue) })} · {time(ticket.createdAt)}
                </span>
                <StatusChip status={ticket.status} />
              </div>
              <p className="mt-1 text-sm font-semibold text-ink">
                {t(`lottery_product_${ticket.product}`)}{' '}
                <span className="font-mono text-xs font-normal break-all text-primary">
                  {ticket.selection}
                </span>
              </p>
              {ticket.reducedPercent !== null && ticket.reducedPercent !== undefined && (
                <p className="mt-0.5 text-[11px] text-amber-300" data-testid="ticket-reduced">
                  {t('lottery_ticket_reduced', { percent: ticket.reducedPercent })}
                </p>
              )}
              <p className="mt-0.5 flex flex-wrap justify-between gap-x-2 text-xs text-muted">
                <span>
                  {t('lottery_ticket_cost', {
                    cost: formatMoney(ticket.cost, symbol),
                    count: ticket.betCount,
                  })}
                </span>
                {ticket.status === 'won' && ticket.payout ? (
                  <strong className="text-emerald-300 tabular-nums" data-testid="ticket-payout">
                    {t('lottery_ticket_won', {
                      payout: formatMoney(ticket.payout, symbol),
                      hits: ticket.hits ?? 0,
                    })}
                  </strong>
                ) : ticket.status === 'refunded' ? (
                  <span>{t('lottery_ticket_refunded')}</span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
