/**
 * Catalogue & marketing → Promotions → Rebates at /admin/promotions/rebates (issue 17, ADR 062): one
 * brand's rebate rates per game category, changed with a reason by `promotions.manage` (a category
 * switched off pays nothing), and the rebates paid per business day over the last 30, with each
 * day's share drawn as a bar.
 */
import { Rate } from '@luckwell/contracts/agent/agent-contracts';
import type { TRebateRate } from '@luckwell/contracts/member/rebates';
import { Button } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { LoadError } from '../../shared/load-error.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { ReasonField, reasonTooShort } from '../../shared/reason-field.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { Switch } from '../../shared/switch.tsx';
import { toast } from '../../shared/toasts.tsx';
import { useRebateDays, useRebateRates, useSaveRebateRates } from './promotions-api.ts';
import { usePromotionsBrand } from './promotions-screen.tsx';

/** A rate as typed: on with its text, or off. */
type Draft = { category: TRebateRate['category']; on: boolean; rate: string };

const toDraft = (rates: TRebateRate[]): Draft[] =>
  rates.map((rate) => ({ category: rate.category, on: rate.rate !== null, rate: rate.rate ?? '' }));

const rateValid = (draft: Draft) =>
  !draft.on || (Rate.safeParse(draft.rate).success && Number(draft.rate) > 0);

const RatesEditor = ({ brand }: { brand: string }) => {
  const { t } = useTranslation();
  const canManage = useCan('promotions.manage');
  const rates = useRebateRates(brand);
  const save = useSaveRebateRates();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (rates.data) setDrafts(toDraft(rates.data.rates));
  }, [rates.data]);

  if (rates.isPending) return <Loader label={t('common.loading')} className="min-h-40" />;
  if (rates.isError) return <LoadError error={rates.error} onRetry={() => void rates.refetch()} />;

  const change = (category: Draft['category'], next: Partial<Draft>) =>
    setDrafts((list) => list.map((draft) => (draft.category === category ? { ...draft, ...next } : draft)));
  const invalid = drafts.some((draft) => !rateValid(draft));

  return (
    <form
      noValidate
      aria-labelledby="rebate-rates"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (invalid || reasonTooShort(reason)) return;
        save.mutate(
          {
            merchantCode: brand,
            rates: drafts.map((draft) => ({ category: draft.category, rate: draft.on ? draft.rate : null })),
            reason,
          },
          {
            onSuccess: () => {
              toast.success(t('rebates.rates.saved', { brand }));
              setReason('');
              setChecked(false);
            },
          },
        );
      }}
      className="flex flex-col gap-4 rounded-2xl border border-line/80 bg-surface/60 p-4 sm:p-5"
    >
      <div>
        <h2 id="rebate-rates" className="text-lg font-bold text-ink">
          {t('rebates.rates.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('rebates.rates.body')}</p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {drafts.map((draft) => {
          const name = t(`rebates.category.${draft.category}`);
          const error = checked && !rateValid(draft) ? t('rebates.rates.invalid') : undefined;
          return (
            <li
              key={draft.category}
              className="flex flex-col gap-1 rounded-xl border border-line/60 bg-page/40 px-3 py-2"
            >
              <div className="flex items-center gap-3">
                <Switch
                  checked={draft.on}
                  label={`${name}: ${t('rebates.rates.pays')}`}
                  disabled={!canManage}
                  onChange={(on) =>
                    change(draft.category, { on, rate: on && !draft.rate ? '1.00' : draft.rate })
                  }
                />
                <label htmlFor={`rate-${draft.category}`} className="min-w-0 flex-1 font-semibold text-ink">
                  {name}
                  <span className="ml-2 text-xs font-normal text-muted">{draft.category}</span>
                </label>
                {draft.on ? (
                  <span className="flex items-center gap-1">
                    <input
                      id={`rate-${draft.category}`}
                      inputMode="decimal"
                      aria-label={`${name}: ${t('rebates.rates.rate')}`}
                      aria-invalid={error ? true : undefined}
                      readOnly={!canManage}
                      value={draft.rate}
                      onChange={(event) => change(draft.category, { rate: event.target.value })}
                      className={`h-9 w-20 rounded-lg border bg-black/30 px-2 text-right text-sm text-ink tabular-nums focus:border-primary focus:outline-none ${
                        error ? 'border-danger' : 'border-line'
                      }`}
                    />
                    <span className="text-sm text-muted">%</span>
                  </span>
                ) : (
                  <span className="text-sm text-muted">{t('rebates.rates.none')}</span>
                )}
              </div>
              {error && <p className="text-xs text-danger">{error}</p>}
            </li>
          );
        })}
      </ul>
      {canManage ? (
        <>
          <ReasonField
            value={reason}
            error={checked && reasonTooShort(reason) ? t('rebates.reason.invalid') : undefined}
            onChange={setReason}
          />
          {save.isError && <FormAlert>{errorText(save.error)}</FormAlert>}
          <div>
            <Button type="submit" disabled={save.isPending}>
              {t('rebates.rates.save')}
            </Button>
          </div>
        </>
      ) : (
        <p className="rounded-xl border border-line/70 bg-page/50 px-3 py-2 text-sm text-muted">
          {t('rebates.rates.readOnly')}
        </p>
      )}
    </form>
  );
};

const PaidDays = ({ brand }: { brand: string }) => {
  const { t } = useTranslation();
  const days = useRebateDays(brand);
  const most = Math.max(1, ...(days.data?.days ?? []).map((day) => Number(day.amount)));
  return (
    <section aria-labelledby="rebate-days" className="flex flex-col gap-3">
      <div>
        <h2 id="rebate-days" className="text-lg font-bold text-ink">
          {t('rebates.days.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('rebates.days.body')}</p>
      </div>
      <ResultsPanel
        query={days}
        caption={t('rebates.days.title')}
        minWidth="min-w-[640px]"
        columns={[
          t('rebates.days.col.day'),
          { label: t('rebates.days.col.members'), align: 'right' },
          { label: t('rebates.days.col.amount'), align: 'right' },
          t('rebates.days.col.share'),
          t('rebates.days.col.settledAt'),
        ]}
        empty={{
          when: (data) => data.days.length === 0,
          title: t('rebates.days.empty.title'),
          description: t('rebates.days.empty.body'),
        }}
        footer={(data) => (
          <p className="px-4 py-3 text-sm text-muted">
            {t('rebates.days.total', { amount: `${data.currencySymbol}${formatMoney(data.total)}` })}
          </p>
        )}
      >
        {(data) =>
          data.days.map((day) => (
            <tr key={day.day} className="border-b border-line/30 last:border-0">
              <td className="px-4 py-3 font-semibold whitespace-nowrap text-ink tabular-nums">{day.day}</td>
              <td className="px-4 py-3 text-right tabular-nums">{day.members.toLocaleString('en')}</td>
              <td className="px-4 py-3 text-right font-semibold text-gold tabular-nums">
                {formatMoney(day.amount)}
              </td>
              <td className="px-4 py-3">
                {/* SVG attributes, not a style attribute: the console's CSP allows no inline styles. */}
                <svg viewBox="0 0 100 8" preserveAspectRatio="none" className="h-2 w-40" aria-hidden="true">
                  <rect width="100" height="8" rx="4" className="fill-white/[0.06]" />
                  <rect
                    width={Math.max(2, Math.round((Number(day.amount) / most) * 100))}
                    height="8"
                    rx="4"
                    className="fill-primary"
                  />
                </svg>
              </td>
              <td className="px-4 py-3 text-muted tabular-nums">{formatDateTime(day.settledAt)}</td>
            </tr>
          ))
        }
      </ResultsPanel>
    </section>
  );
};

/** Promotions → Rebates (/promotions/rebates): the rates of the brand the section shows, and the days paid. */
export const RebatesView = () => {
  const brand = usePromotionsBrand();
  return (
    <>
      <RatesEditor key={brand} brand={brand} />
      <PaidDays brand={brand} />
    </>
  );
};
