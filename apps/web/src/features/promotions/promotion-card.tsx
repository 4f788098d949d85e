/**
 * One promotion (issue 17, ADR 063; spec §4 "Promotion status"): its picture, title, summary, key
 * terms as chips, the rules to open, and the action its status allows — join a deposit bonus, claim
 * a no-deposit bonus or a cashback (with last period's loss and this one's so far), apply with a
 * comment and images and follow the review (ADR 070), deposit once joined, follow the wagering, or
 * a disabled state. A visitor who
 * joins or claims gets the sign-in popup, a trial account the real-account dialog.
 */
import type { TApplication, TBonus, TPromotion, TRaffleEntry } from '@luckwell/contracts/member/promotions';
import { Button, buttonClass } from '@luckwell/ui/button';
import { SafeImage } from '@luckwell/ui/safe-image';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContributionTable, percentText } from '../../shared/contribution-table.tsx';
import { errorText } from '../../shared/error-text.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { formatWhen } from '../../shared/format-when.ts';
import { useImageUrl } from '../../shared/image-url.ts';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { ApplicationForm } from './application-form.tsx';
import { PromotionArt } from './promotion-art.tsx';
import { useTakePromotion } from './promotions-api.ts';
import { prizeCount, RaffleAction, RafflePanel, topPrize } from './raffle-panel.tsx';

const isZero = (money: string) => /^0*(\.0*)?$/.test(money);

/** The promotion's terms in a few words each, in the order a player weighs them. */
const useTermChips = (promotion: TPromotion, symbol: string) => {
  const { t } = useTranslation();
  const money = (amount: string) => formatMoney(amount, symbol, { trimCents: true });
  const percent = percentText(promotion.bonusPercent ?? '0');
  const chips: string[] = [
    promotion.kind === 'deposit_bonus' && promotion.bonusPercent !== null
      ? t('pr_chip_percent', { percent, amount: money(promotion.maxBonus) })
      : promotion.kind === 'cashback'
        ? t(`pr_chip_cashback_${promotion.cashbackPeriod}`, { percent, amount: money(promotion.maxBonus) })
        : promotion.kind === 'application'
          ? t('pr_chip_application', { amount: money(promotion.maxBonus) })
          : promotion.kind === 'raffle'
            ? t('pr_chip_raffle', { amount: money(topPrize(promotion)), count: prizeCount(promotion) })
            : t('pr_chip_amount', { amount: money(promotion.maxBonus) }),
  ];
  if (promotion.kind === 'raffle' && promotion.ticketBet) {
    chips.push(t('pr_chip_ticket', { amount: money(promotion.ticketBet) }));
  }
  if (promotion.kind === 'deposit_bonus' && !isZero(promotion.minDeposit)) {
    chips.push(t('pr_chip_min_deposit', { amount: money(promotion.minDeposit) }));
  }
  if (promotion.kind === 'cashback' && !isZero(promotion.minLoss)) {
    chips.push(t('pr_chip_min_loss', { amount: money(promotion.minLoss) }));
  }
  chips.push(
    promotion.wageringMultiplier === 0
      ? t('pr_chip_no_wagering')
      : t(promotion.wageringBase === 'bonus' ? 'pr_chip_wagering_bonus' : 'pr_chip_wagering_deposit_bonus', {
          times: promotion.wageringMultiplier,
        }),
  );
  if (promotion.maxBet !== null) chips.push(t('pr_chip_max_bet', { amount: money(promotion.maxBet) }));
  // Days to wager mean nothing when there is nothing to wager.
  if (promotion.wageringMultiplier > 0) chips.push(t('pr_chip_days', { count: promotion.expiryDays }));
  // Who may take it (ADR 069).
  if (promotion.minVipLevel > 0) chips.push(t('pr_chip_vip', { level: promotion.minVipLevel }));
  if (promotion.newMemberDays !== null)
    chips.push(t('pr_chip_new_members', { count: promotion.newMemberDays }));
  if (promotion.onePerAddress) chips.push(t('pr_chip_one_per_address'));
  if (promotion.agentCode) chips.push(t('pr_chip_team', { code: promotion.agentCode }));
  return chips;
};

const Check = () => (
  <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true">
    <path
      d="M4 10.5l4 4 8-9"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** What the card says on its picture once the member has the promotion. */
const RIBBONS: Partial<Record<TPromotion['status'], { key: string; tone: string }>> = {
  joined: { key: 'pr_ribbon_joined', tone: 'bg-emerald-500/90 text-emerald-950' },
  process: { key: 'pr_status_process', tone: 'bg-amber-400/95 text-amber-950' },
  claimed: { key: 'pr_status_claimed', tone: 'bg-white/85 text-slate-900' },
  'coming soon': { key: 'pr_status_coming_soon', tone: 'bg-sky-400/90 text-sky-950' },
};

const RIBBONS_MORE: Partial<Record<TPromotion['status'], { key: string; tone: string }>> = {
  applying: { key: 'pr_status_applying', tone: 'bg-amber-400/95 text-amber-950' },
  issued: { key: 'pr_status_issued', tone: 'bg-emerald-500/90 text-emerald-950' },
  rejected: { key: 'pr_status_rejected', tone: 'bg-red-400/90 text-red-950' },
};

/** A status line in the card's colours: ok (green), waiting (amber), refused (red). */
const Notice = ({ tone, children }: { tone: 'ok' | 'wait' | 'no'; children: ReactNode }) => (
  <p
    className={`flex items-start gap-2 rounded-xl border px-3 py-2 text-sm font-semibold ${
      tone === 'ok'
        ? 'border-emerald-400/30 bg-emerald-500/10 text-emerald-200'
        : tone === 'wait'
          ? 'border-amber-300/30 bg-amber-400/10 text-amber-200'
          : 'border-red-400/30 bg-red-500/10 text-red-200'
    }`}
  >
    {children}
  </p>
);

const DISABLED: Partial<Record<TPromotion['status'], string>> = {
  claimed: 'pr_status_claimed',
  closed: 'pr_status_closed',
  'coming soon': 'pr_status_coming_soon',
};

export const PromotionCard = ({ promotion, symbol }: { promotion: TPromotion; symbol: string }) => {
  const { t, i18n } = useTranslation();
  const imageUrl = useImageUrl();
  const isLogin = useSessionStore((state) => state.isLogin);
  const isTrial = useSessionStore((state) => state.isTrial);
  const take = useTakePromotion();
  const [taken, setTaken] = useState<TBonus | TApplication | TRaffleEntry | null>(null);
  const chips = useTermChips(promotion, symbol);
  const rules = promotion.rules.split('\n').filter((line) => line.trim() !== '');
  const money = (amount: string) => formatMoney(amount, symbol);
  const shortMoney = (amount: string) => formatMoney(amount, symbol, { trimCents: true });
  const date = (iso: string) => formatWhen(iso, i18n.language, false);
  const ribbon = RIBBONS[promotion.status] ?? RIBBONS_MORE[promotion.status];
  const [applying, setApplying] = useState(false);
  const headingId = `promotion-${promotion.id}`;

  const takenText = (result: TBonus | TApplication | TRaffleEntry) => {
    if ('comment' in result) return t('pr_applied_notice');
    if ('tickets' in result) return t('pr_raffle_entered_notice', { count: result.tickets });
    if (result.status === 'joined') return t('pr_joined_notice', { title: promotion.title });
    if (result.status === 'completed') return t('pr_paid_cash_notice', { amount: money(result.bonus) });
    return t('pr_claimed_notice', { amount: money(result.bonus), wagering: money(result.wageringRequired) });
  };

  const onTake = () => {
    const overlays = useOverlayStore.getState();
    if (!isLogin) return overlays.openAuth('login');
    if (isTrial) return overlays.openRealAccount();
    setTaken(null);
    if (promotion.kind === 'application') return setApplying(true);
    take.mutate({ promotion }, { onSuccess: setTaken });
  };

  const onApply = (application: { comment: string; images: string[] }) =>
    take.mutate(
      { promotion, ...application },
      {
        onSuccess: (result) => {
          setTaken(result);
          setApplying(false);
        },
      },
    );

  const takeLabel =
    promotion.kind === 'application'
      ? t(promotion.status === 'rejected' ? 'pr_apply_again' : 'pr_apply')
      : promotion.kind === 'cashback' && promotion.cashback
        ? t('pr_claim_cashback', { amount: shortMoney(promotion.cashback.lastAmount) })
        : t(promotion.status === 'join' ? 'pr_join' : 'pr_claim');

  const action = () => {
    if (applying) {
      return <ApplicationForm busy={take.isPending} onSubmit={onApply} onCancel={() => setApplying(false)} />;
    }
    if (promotion.raffle) {
      return (
        <RaffleAction
          promotion={promotion}
          raffle={promotion.raffle}
          symbol={symbol}
          onEnter={onTake}
          entering={take.isPending}
        />
      );
    }
    switch (promotion.status) {
      case 'join':
      case 'claim':
        return (
          <Button block size="lg" onClick={onTake} disabled={take.isPending}>
            {take.isPending ? t('pr_working') : takeLabel}
          </Button>
        );
      case 'applying':
        return (
          <Notice tone="wait">
            <span
              className="mt-1.5 size-2 shrink-0 animate-pulse rounded-full bg-amber-300"
              aria-hidden="true"
            />
            {t('pr_applying_notice')}
          </Notice>
        );
      case 'issued':
        return (
          <div className="grid gap-2">
            <Notice tone="ok">
              <Check />
              {t('pr_issued_notice', { amount: money(promotion.application?.amount ?? '0.00') })}
            </Notice>
            <Link
              to="/member?page=bonusDetails"
              className={buttonClass({ block: true, size: 'lg', variant: 'secondary' })}
            >
              {t('pr_view_bonus')}
            </Link>
          </div>
        );
      case 'rejected':
        return (
          <div className="grid gap-2">
            <Notice tone="no">
              {t('pr_rejected_notice', { reason: promotion.application?.reason ?? '' })}
            </Notice>
            <Button block size="lg" variant="secondary" onClick={onTake} disabled={take.isPending}>
              {takeLabel}
            </Button>
          </div>
        );
      case 'joined':
        return (
          <div className="grid gap-2">
            <p className="flex items-center gap-2 rounded-xl border border-emerald-400/30 bg-emerald-500/10 px-3 py-2 text-sm font-semibold text-emerald-200">
              <Check />
              {t('pr_status_joined')}
            </p>
            <Link to="/member?page=depositv2" className={buttonClass({ block: true, size: 'lg' })}>
              {t('pr_deposit_now')}
            </Link>
          </div>
        );
      case 'process':
        if (promotion.kind === 'cashback' && promotion.cashback) {
          return (
            <Button block size="lg" variant="secondary" disabled>
              {t('pr_cashback_nothing')}
            </Button>
          );
        }
        return (
          <div className="grid gap-2">
            <p className="flex items-center gap-2 rounded-xl border border-amber-300/30 bg-amber-400/10 px-3 py-2 text-sm font-semibold text-amber-200">
              <span className="size-2 shrink-0 animate-pulse rounded-full bg-amber-300" aria-hidden="true" />
              {t('pr_status_process')}
            </p>
            <Link
              to="/member?page=bonusDetails"
              className={buttonClass({ block: true, size: 'lg', variant: 'secondary' })}
            >
              {t('pr_view_progress')}
            </Link>
          </div>
        );
      default:
        return (
          <Button block size="lg" variant="secondary" disabled>
            {t(DISABLED[promotion.status] ?? 'pr_status_closed')}
          </Button>
        );
    }
  };

  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface/90 shadow-xl shadow-black/40"
      data-testid={`promotion-${promotion.id}`}
      data-status={promotion.status}
    >
      <div className="relative">
        {promotion.bannerUrl ? (
          <SafeImage
            src={imageUrl(promotion.bannerUrl)}
            alt=""
            fallbackLabel={promotion.title}
            width={800}
            height={400}
            loading="lazy"
            className="aspect-[2/1] w-full object-cover"
          />
        ) : (
          <PromotionArt promotion={promotion} symbol={symbol} />
        )}
        {ribbon && (
          <span
            aria-hidden="true"
            className={`absolute top-3 right-3 max-w-[55%] truncate rounded-full px-2.5 py-1 text-[11px] font-bold shadow-lg shadow-black/30 ${ribbon.tone}`}
          >
            {t(ribbon.key)}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-4 p-4 sm:p-5">
        <div>
          <h2 id={headingId} className="text-lg leading-snug font-bold text-ink">
            {promotion.title}
          </h2>
          {promotion.summary && (
            <p className="mt-1.5 text-sm leading-relaxed text-muted">{promotion.summary}</p>
          )}
        </div>
        <ul aria-label={t('pr_terms_label')} className="flex flex-wrap gap-1.5" data-testid="terms">
          {chips.map((chip, index) => (
            <li
              key={chip}
              className={`rounded-full border px-2.5 py-1 text-xs font-semibold ${
                index === 0
                  ? 'border-primary/40 bg-primary/15 text-primary'
                  : 'border-line bg-white/[0.04] text-ink/85'
              }`}
            >
              {chip}
            </li>
          ))}
        </ul>
        <details className="group rounded-xl border border-line/70 bg-black/20">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-3 py-2.5 text-sm font-semibold text-primary hover:bg-white/[0.03] [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">{t('pr_rules_show')}</span>
            <span className="hidden group-open:inline">{t('pr_rules_hide')}</span>
            <svg
              viewBox="0 0 20 20"
              className="size-4 transition group-open:rotate-180"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <div className="grid gap-4 border-t border-line/60 px-3 py-3">
            {rules.length > 0 && (
              <ul className="grid gap-1.5 text-sm leading-relaxed text-ink/85">
                {rules.map((rule) => (
                  <li key={rule} className="flex gap-2">
                    <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary/70" aria-hidden="true" />
                    {rule}
                  </li>
                ))}
              </ul>
            )}
            <ContributionTable
              contributions={promotion.contributions}
              title={t('pr_contributions_title')}
              otherNote={t('pr_contributions_other')}
            />
          </div>
        </details>
        <div className="mt-auto grid gap-3">
          {(promotion.status === 'coming soon' || promotion.endsAt) && (
            <p className="text-xs text-muted">
              {promotion.status === 'coming soon'
                ? t('pr_starts', { date: date(promotion.startsAt) })
                : t('pr_ends', { date: date(promotion.endsAt ?? '') })}
            </p>
          )}
          {promotion.raffle && <RafflePanel raffle={promotion.raffle} symbol={symbol} />}
          {promotion.cashback && (
            <dl className="grid grid-cols-2 gap-2 text-sm" data-testid="cashback">
              <div className="rounded-xl border border-line bg-black/20 px-3 py-2">
                <dt className="text-xs text-muted">
                  {t(`pr_cashback_last_${promotion.cashbackPeriod}`, {
                    date: date(promotion.cashback.lastPeriod),
                  })}
                </dt>
                <dd className="mt-0.5 font-semibold text-ink tabular-nums">
                  {t('pr_cashback_loss', { amount: shortMoney(promotion.cashback.lastLoss) })}
                </dd>
                <dd className="font-bold text-gold tabular-nums">
                  {t('pr_cashback_pays', { amount: shortMoney(promotion.cashback.lastAmount) })}
                </dd>
              </div>
              <div className="rounded-xl border border-line bg-black/20 px-3 py-2">
                <dt className="text-xs text-muted">{t(`pr_cashback_current_${promotion.cashbackPeriod}`)}</dt>
                <dd className="mt-0.5 font-semibold text-ink tabular-nums">
                  {t('pr_cashback_loss', { amount: shortMoney(promotion.cashback.currentLoss) })}
                </dd>
              </div>
            </dl>
          )}
          {taken && (
            <p
              role="status"
              className="rounded-xl border border-emerald-400/30 bg-emerald-500/10 px-3 py-2 text-sm text-emerald-200"
            >
              {takenText(taken)}
            </p>
          )}
          {promotion.ineligible && (
            <p
              className="rounded-xl border border-line bg-black/20 px-3 py-2 text-sm text-muted"
              data-testid="ineligible"
            >
              {promotion.ineligible === 'vip'
                ? t('pr_ineligible_vip', { level: promotion.minVipLevel })
                : promotion.ineligible === 'team'
                  ? t('pr_ineligible_team', { code: promotion.agentCode ?? '' })
                  : promotion.ineligible === 'bonus_active'
                    ? t('pr_ineligible_bonus_active')
                    : t('pr_ineligible_new_members', { count: promotion.newMemberDays ?? 0 })}
            </p>
          )}
          {take.isError && (
            <p role="alert" className="text-sm text-red-300">
              {errorText(t, take.error)}
            </p>
          )}
          {action()}
        </div>
      </div>
    </article>
  );
};
