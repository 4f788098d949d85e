/**
 * What the agent centre's reports share: the period — a preset the server resolves in business days
 * (today, this week, last month …), or two days of the agent's choosing, at most
 * REPORT_RANGE_MAX_DAYS apart, with the days the answer covered shown beneath (a range that cannot be
 * asked for says why instead) — and the waiting and failed states of a report.
 */
import { REPORT_RANGE_MAX_DAYS, type TReportPeriod } from '@luckwell/contracts/agent/team-reports';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Spinner } from '@luckwell/ui/spinner';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type RangeChoice = { period: TReportPeriod } | { custom: true; from: string; to: string };

const DAY_MS = 86_400_000;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** Why a custom range cannot be asked for, as an i18n key; undefined when it can. */
export const rangeProblem = (from: string, to: string) => {
  if (!isDay(from) || !isDay(to)) return 'rp_invalid_day';
  if (from > to) return 'rp_invalid_order';
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= REPORT_RANGE_MAX_DAYS) return 'rp_invalid_length';
  return undefined;
};

/** The query fields of a choice; undefined when the custom range cannot be asked for. */
export const rangeQuery = (choice: RangeChoice) => {
  if (!('custom' in choice)) return { period: choice.period };
  return rangeProblem(choice.from, choice.to) ? undefined : { from: choice.from, to: choice.to };
};

/** Today in the agent's own calendar, for a custom range's first values. */
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export const chipClass = (on: boolean) =>
  `rounded-full border px-3 py-1.5 text-xs font-semibold whitespace-nowrap transition sm:text-sm ${
    on ? 'border-primary bg-primary/15 text-primary' : 'border-line bg-black/20 text-muted hover:text-ink'
  }`;

const fieldClass =
  'h-10 w-full min-w-0 rounded-xl border border-line bg-black/30 px-3 text-sm text-ink outline-none transition focus:border-primary [color-scheme:dark]';

export const ReportRange = ({
  presets,
  value,
  onChange,
  shown,
}: {
  presets: readonly TReportPeriod[];
  value: RangeChoice;
  onChange: (next: RangeChoice) => void;
  /** The days the last answer covered. */
  shown?: { from: string; to: string } | undefined;
}) => {
  const { t } = useTranslation();
  const ids = useId();
  const custom = 'custom' in value;
  const problem = custom ? rangeProblem(value.from, value.to) : undefined;
  const openCustom = () => {
    if (custom) return;
    const today = localToday();
    onChange({ custom: true, from: shown?.from ?? today, to: shown?.to ?? today });
  };

  return (
    <div className="grid gap-3">
      <fieldset className="flex flex-wrap gap-1.5">
        <legend className="sr-only">{t('team_period')}</legend>
        {presets.map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={!custom && value.period === period}
            className={chipClass(!custom && value.period === period)}
            onClick={() => onChange({ period })}
          >
            {t(`team_period_${period}`)}
          </button>
        ))}
        <button type="button" aria-pressed={custom} className={chipClass(custom)} onClick={openCustom}>
          {t('rp_custom')}
        </button>
      </fieldset>
      {custom && (
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <label className="grid min-w-0 gap-1.5 text-xs font-semibold text-muted" htmlFor={`${ids}-from`}>
            {t('rp_from')}
            <input
              id={`${ids}-from`}
              type="date"
              className={fieldClass}
              value={value.from}
              max={value.to}
              onChange={(event) => onChange({ ...value, from: event.target.value })}
            />
          </label>
          <label className="grid min-w-0 gap-1.5 text-xs font-semibold text-muted" htmlFor={`${ids}-to`}>
            {t('rp_to')}
            <input
              id={`${ids}-to`}
              type="date"
              className={fieldClass}
              value={value.to}
              min={value.from}
              onChange={(event) => onChange({ ...value, to: event.target.value })}
            />
          </label>
        </div>
      )}
      {problem ? (
        <p role="alert" className="text-sm text-red-300">
          {t(problem, { days: REPORT_RANGE_MAX_DAYS })}
        </p>
      ) : (
        shown && (
          <p className="text-xs text-muted tabular-nums" data-testid="report-range">
            {shown.from === shown.to ? shown.from : t('team_range', { from: shown.from, to: shown.to })}
          </p>
        )
      )}
    </div>
  );
};

/** A report with no answer yet: a spinner while it loads, or why it failed with a retry. */
export const ReportPending = ({
  query,
  loading,
  failed,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  loading: string;
  failed: string;
}) => {
  const { t } = useTranslation();
  return query.isError ? (
    <EmptyState
      tone="error"
      title={failed}
      description={t(errorMessageKey(query.error))}
      action={
        <button type="button" className={buttonClass({ size: 'sm' })} onClick={() => void query.refetch()}>
          {t('common_retry')}
        </button>
      }
    />
  ) : (
    <div className="grid min-h-48 place-items-center">
      <Spinner label={loading} size="lg" />
    </div>
  );
};

/** A figure of a report's summary: a label over an amount or a count. */
export const ReportFigure = ({
  label,
  value,
  tone = 'text-ink',
  testId,
}: {
  label: string;
  value: string;
  tone?: string;
  testId?: string;
}) => (
  <div className="min-w-0 rounded-xl border border-line/70 bg-surface/70 px-3.5 py-3" data-testid={testId}>
    <dt className="text-[11px] leading-tight text-muted sm:text-xs">{label}</dt>
    <dd className={`mt-1 text-sm font-bold break-all tabular-nums sm:text-lg ${tone}`}>{value}</dd>
  </div>
);
