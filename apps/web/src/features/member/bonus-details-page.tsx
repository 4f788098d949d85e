/**
 * The personal centre's bonusDetails page (issue 17, ADR 063; GET /wps/member/bonus): the bonus in
 * play — waiting for its qualifying deposit, or wagering with its progress, bonus wallet, maximum bet,
 * expiry and game contributions — then every bonus of the member, newest first, page by page.
 */
import { type TBonus, ZBonusDetailsResponse } from '@luckwell/contracts/member/promotions';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Spinner } from '@luckwell/ui/spinner';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiGet } from '../../shared/api-client.ts';
import { ContributionTable } from '../../shared/contribution-table.tsx';
import { formatMoney } from '../../shared/format-money.ts';
import { formatWhen } from '../../shared/format-when.ts';
import { Pager } from '../../shared/pager.tsx';
import { useSessionStore } from '../../shared/session-store.ts';

const schema = async () => ZBonusDetailsResponse;

const STATUS_TONES: Record<TBonus['status'], string> = {
  joined: 'border-sky-400/30 bg-sky-400/10 text-sky-200',
  wagering: 'border-amber-300/30 bg-amber-400/10 text-amber-200',
  completed: 'border-emerald-400/30 bg-emerald-500/10 text-emerald-300',
  forfeited: 'border-red-400/30 bg-red-500/10 text-red-300',
  expired: 'border-line bg-white/5 text-muted',
  spent: 'border-line bg-white/5 text-muted',
  closed: 'border-line bg-white/5 text-muted',
};

const StatusChip = ({ status }: { status: TBonus['status'] }) => {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}
    >
      {t(`bd_status_${status}`)}
    </span>
  );
};

/** Money strings compared as whole cents (no floats): the share of the requirement met, 0–100. */
const cents = (money: string) => {
  const [whole = '0', fraction = ''] = money.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
};
const wageringPercent = (done: string, required: string) => {
  const need = cents(required);
  if (need <= 0n) return 100;
  const share = Number((cents(done) * 1000n) / need) / 10;
  return Math.min(100, Math.max(0, share));
};

const CurrentBonus = ({ bonus, money }: { bonus: TBonus; money: (amount: string) => string }) => {
  const { t, i18n } = useTranslation();
  if (bonus.status === 'joined') {
    return (
      <div
        className="grid gap-4 rounded-2xl border border-sky-400/25 bg-gradient-to-br from-sky-500/10 to-transparent p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:p-5"
        data-testid="current-bonus"
      >
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-bold text-ink">{bonus.title}</h3>
            <StatusChip status={bonus.status} />
          </div>
          <p className="mt-2 text-sm font-semibold text-sky-200">{t('bd_waiting_title')}</p>
          <p className="mt-1 text-sm text-muted">{t('bd_waiting_body')}</p>
        </div>
        <Link to="/member?page=depositv2" className={buttonClass()}>
          {t('bd_deposit')}
        </Link>
      </div>
    );
  }
  const percent = wageringPercent(bonus.wageringDone, bonus.wageringRequired);
  const stats = [
    { key: 'wallet', label: t('bd_wallet'), value: money(bonus.balance), strong: true },
    { key: 'bonus', label: t('bd_bonus'), value: money(bonus.bonus) },
    {
      key: 'maxBet',
      label: t('bd_max_bet'),
      value: bonus.maxBet === null ? t('bd_no_max_bet') : money(bonus.maxBet),
    },
    {
      key: 'expires',
      label: t('bd_expires'),
      value: bonus.expiresAt ? formatWhen(bonus.expiresAt, i18n.language) : '—',
    },
  ];
  return (
    <div
      className="grid gap-5 rounded-2xl border border-primary/25 bg-gradient-to-br from-primary/10 via-transparent to-transparent p-4 sm:p-5"
      data-testid="current-bonus"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-bold text-ink sm:text-lg">{bonus.title}</h3>
        <StatusChip status={bonus.status} />
      </div>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span className="text-sm font-semibold text-ink">{t('bd_progress_label')}</span>
          <span className="text-2xl font-extrabold text-gold tabular-nums">{Math.floor(percent)}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={t('bd_progress_label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.floor(percent)}
          aria-valuetext={t('bd_progress', {
            done: money(bonus.wageringDone),
            required: money(bonus.wageringRequired),
          })}
          className="h-3 overflow-hidden rounded-full bg-white/10 ring-1 ring-white/5"
        >
          <div
            className="h-full rounded-full bg-gold shadow-[0_0_12px] shadow-primary/50 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-muted tabular-nums">
          <span>
            {t('bd_progress', { done: money(bonus.wageringDone), required: money(bonus.wageringRequired) })}
          </span>
          <span className="font-semibold text-ink" data-testid="wagering-left">
            {cents(bonus.wageringLeft) > 0n
              ? t('bd_left', { amount: money(bonus.wageringLeft) })
              : t('bd_met')}
          </span>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.key} className="grid min-w-0 gap-1 rounded-xl border border-line bg-black/20 p-3">
            <dt className="text-xs text-muted">{stat.label}</dt>
            <dd
              className={`font-bold break-words tabular-nums ${stat.strong ? 'text-base text-gold sm:text-lg' : 'text-sm text-ink sm:text-base'}`}
            >
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      <ContributionTable
        contributions={bonus.contributions}
        title={t('bd_contributions_title')}
        otherNote={t('bd_contributions_other')}
      />
      <p className="rounded-xl border border-line/60 bg-black/20 p-3 text-xs leading-relaxed text-muted">
        {t('bd_rules_note')}
      </p>
    </div>
  );
};

const HistoryRow = ({ bonus, money }: { bonus: TBonus; money: (amount: string) => string }) => {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatWhen(iso, i18n.language, false);
  const outcome =
    bonus.status === 'completed'
      ? { text: t('bd_released', { amount: money(bonus.balance) }), tone: 'text-emerald-300' }
      : (bonus.status === 'forfeited' || bonus.status === 'expired') && cents(bonus.balance) > 0n
        ? { text: t('bd_returned', { amount: money(bonus.balance) }), tone: 'text-muted' }
        : null;
  return (
    <li className="grid gap-2 rounded-xl border border-line bg-black/20 p-3 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-semibold text-ink">{bonus.title}</span>
          <StatusChip status={bonus.status} />
        </div>
        <p className="mt-1 text-xs text-muted tabular-nums">
          {t('bd_joined_at', { date: when(bonus.joinedAt) })}
          {bonus.finishedAt && <> · {t('bd_finished_at', { date: when(bonus.finishedAt) })}</>}
        </p>
        {bonus.status !== 'joined' && bonus.status !== 'closed' && (
          <p className="mt-0.5 text-xs text-muted tabular-nums">
            {t('bd_progress', { done: money(bonus.wageringDone), required: money(bonus.wageringRequired) })}
          </p>
        )}
      </div>
      <div className="grid gap-0.5 sm:text-right">
        <span className="font-bold text-ink tabular-nums">
          {t('bd_row_bonus', { amount: money(bonus.bonus) })}
        </span>
        {outcome && <span className={`text-xs tabular-nums ${outcome.tone}`}>{outcome.text}</span>}
      </div>
    </li>
  );
};

export const BonusDetailsPage = () => {
  const { t, i18n } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const [page, setPage] = useState(1);
  const language = i18n.language === 'en' ? 'en' : 'vi';
  const bonuses = useQuery({
    queryKey: ['bonusDetails', token, page, language],
    queryFn: ({ signal }) =>
      apiGet('/wps/member/bonus', schema, { signal, query: { page: String(page), language } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
  const data = bonuses.data;
  const money = (amount: string) => formatMoney(amount, data?.currencySymbol ?? '');
  const browse = (
    <Link to="/promotions" className={buttonClass({ size: 'sm' })}>
      {t('bd_browse')}
    </Link>
  );

  const body = () => {
    if (bonuses.isPending) {
      return (
        <div className="grid min-h-64 place-items-center rounded-2xl border border-line bg-surface/60">
          <Spinner label={t('bd_loading')} size="lg" />
        </div>
      );
    }
    if (bonuses.isError || !data) {
      return (
        <EmptyState
          tone="error"
          title={t('bd_error_title')}
          description={t(errorMessageKey(bonuses.error))}
          action={
            <button
              type="button"
              className={buttonClass({ size: 'sm' })}
              onClick={() => void bonuses.refetch()}
            >
              {t('common_retry')}
            </button>
          }
        />
      );
    }
    if (data.current === null && data.content.length === 0) {
      return <EmptyState title={t('bd_empty_title')} description={t('bd_empty_body')} action={browse} />;
    }
    return (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6" aria-busy={bonuses.isFetching}>
        <section aria-labelledby="bonus-current">
          <h2 id="bonus-current" className="mb-2 text-sm font-semibold text-ink">
            {t('bd_current_title')}
          </h2>
          {data.current ? (
            <CurrentBonus bonus={data.current} money={money} />
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-dashed border-line bg-black/20 p-4">
              <div>
                <p className="font-semibold text-ink">{t('bd_none_title')}</p>
                <p className="text-sm text-muted">{t('bd_none_body')}</p>
              </div>
              {browse}
            </div>
          )}
        </section>
        <section aria-labelledby="bonus-history">
          <h2 id="bonus-history" className="mb-2 text-sm font-semibold text-ink">
            {t('bd_history_title')}
          </h2>
          <ul className="grid gap-2" data-testid="bonus-history">
            {data.content.map((bonus) => (
              <HistoryRow key={bonus.id} bonus={bonus} money={money} />
            ))}
          </ul>
          <Pager page={data.pageNum} totalPages={data.totalPages} onPage={setPage} label={t('bd_pages')} />
        </section>
      </div>
    );
  };

  return (
    <section
      className="rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30 sm:p-6"
      data-testid="bonus-details"
    >
      <header className="mb-5">
        <h1 className="text-xl font-bold text-ink sm:text-2xl">{t('mc_page_bonusDetails')}</h1>
        <p className="mt-1 text-sm text-muted">{t('bd_subtitle')}</p>
      </header>
      {body()}
    </section>
  );
};
