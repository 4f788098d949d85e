/**
 * A raffle on its promotion card (ADR 071): before the draw the member's tickets and how many have
 * entered; after it the winners (masked) and the member's own prize, which they claim
 * (POST /relay/MCS2_claimRafflePromotion). The draw itself is the server's, once, at the end.
 */
import type { TBonus, TPromotion, TRaffle } from '@luckwell/contracts/member/promotions';
import { Button } from '@luckwell/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { useClaimRaffle } from './promotions-api.ts';

const RANK_TONES = ['text-gold', 'text-slate-200', 'text-amber-600'];

/** A raffle's largest prize, and how many prizes it has. */
export const topPrize = (promotion: Pick<TPromotion, 'prizes' | 'maxBonus'>) =>
  promotion.prizes.reduce(
    (top, prize) => (Number(prize.amount) > Number(top) ? prize.amount : top),
    promotion.prizes[0]?.amount ?? promotion.maxBonus,
  );
export const prizeCount = (promotion: Pick<TPromotion, 'prizes'>) =>
  promotion.prizes.reduce((sum, prize) => sum + prize.count, 0);

export const RafflePanel = ({ raffle, symbol }: { raffle: TRaffle; symbol: string }) => {
  const { t } = useTranslation();
  const money = (amount: string) => formatMoney(amount, symbol, { trimCents: true });
  if (!raffle.drawn) {
    return (
      <dl className="grid grid-cols-2 gap-2 text-sm" data-testid="raffle">
        <div className="rounded-xl border border-line bg-black/20 px-3 py-2">
          <dt className="text-xs text-muted">{t('pr_raffle_my_tickets')}</dt>
          <dd className="mt-0.5 text-lg font-bold text-gold tabular-nums">
            {raffle.entered ? raffle.tickets : '—'}
          </dd>
        </div>
        <div className="rounded-xl border border-line bg-black/20 px-3 py-2">
          <dt className="text-xs text-muted">{t('pr_raffle_entrants')}</dt>
          <dd className="mt-0.5 text-lg font-bold text-ink tabular-nums">{raffle.entrants}</dd>
        </div>
      </dl>
    );
  }
  return (
    <section className="rounded-xl border border-line bg-black/20 px-3 py-2" data-testid="raffle">
      <h3 className="text-xs font-semibold text-muted">
        {t('pr_raffle_winners', { entrants: raffle.entrants, tickets: raffle.totalTickets })}
      </h3>
      {raffle.winners.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t('pr_raffle_no_winners')}</p>
      ) : (
        <ol className="mt-1.5 grid gap-1 text-sm">
          {raffle.winners.map((winner) => (
            <li key={winner.rank} className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-2">
                <span
                  className={`w-5 font-black tabular-nums ${RANK_TONES[winner.rank - 1] ?? 'text-muted'}`}
                >
                  {winner.rank}
                </span>
                <span className="text-ink">{winner.account}</span>
              </span>
              <span className="font-semibold text-gold tabular-nums">{money(winner.prize)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};

/** What a raffle's card lets the member do for its status. */
export const RaffleAction = ({
  promotion,
  raffle,
  symbol,
  onEnter,
  entering,
}: {
  promotion: TPromotion;
  raffle: TRaffle;
  symbol: string;
  onEnter: () => void;
  entering: boolean;
}) => {
  const { t } = useTranslation();
  const claim = useClaimRaffle();
  const [paid, setPaid] = useState<TBonus | null>(null);
  const money = (amount: string) => formatMoney(amount, symbol, { trimCents: true });
  const note = (tone: string, text: string) => (
    <p className={`rounded-xl border px-3 py-2 text-sm font-semibold ${tone}`}>{text}</p>
  );
  switch (promotion.status) {
    case 'join':
      return (
        <Button block size="lg" onClick={onEnter} disabled={entering}>
          {entering ? t('pr_working') : t('pr_raffle_enter')}
        </Button>
      );
    case 'joined':
      return note(
        'border-emerald-400/30 bg-emerald-500/10 text-emerald-200',
        t('pr_raffle_entered', { count: raffle.tickets }),
      );
    case 'process':
      return note('border-amber-300/30 bg-amber-400/10 text-amber-200', t('pr_raffle_drawing'));
    case 'claim':
      return (
        <div className="grid gap-2">
          {note(
            'border-emerald-400/30 bg-emerald-500/10 text-emerald-200',
            t('pr_raffle_won', { amount: money(raffle.prize ?? '0.00') }),
          )}
          {claim.isError && (
            <p role="alert" className="text-sm text-red-300">
              {errorText(t, claim.error)}
            </p>
          )}
          <Button
            block
            size="lg"
            disabled={claim.isPending}
            onClick={() => claim.mutate(promotion.id, { onSuccess: setPaid })}
          >
            {claim.isPending
              ? t('pr_working')
              : t('pr_raffle_claim', { amount: money(raffle.prize ?? '0.00') })}
          </Button>
        </div>
      );
    case 'claimed':
      return note(
        'border-emerald-400/30 bg-emerald-500/10 text-emerald-200',
        paid?.status === 'wagering'
          ? t('pr_claimed_notice', { amount: money(paid.bonus), wagering: money(paid.wageringRequired) })
          : t('pr_raffle_claimed', { amount: money(raffle.prize ?? '0.00') }),
      );
    default:
      return (
        <Button block size="lg" variant="secondary" disabled>
          {t(raffle.drawn && raffle.entered ? 'pr_raffle_not_won' : 'pr_status_closed')}
        </Button>
      );
  }
};
