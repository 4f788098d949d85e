/**
 * What the agent centre's reports share: the period — a preset the server resolves in business days
 * (today, this week, last month …), or two days of the agent's choosing, at most
 * REPORT_RANGE_MAX_DAYS apart, with the days the answer covered shown beneath (a range that cannot be
 * asked for says why instead) — the search by account, the rows as a table on a desktop and cards on
 * a phone, a summary's figures, the colour of a signed amount, and the waiting and failed states of a
 * report.
 */
import { REPORT_RANGE_MAX_DAYS, type TReportPeriod } from '@luckwell/contracts/agent/team-reports';
import { buttonClass } from '@luckwell/ui/button';
import { Spinner } from '@luckwell/ui/spinner';
import type { TFunction } from 'i18next';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNegativeMoney } from '../../shared/format-money.ts';
import { LoadFailed } from '../../shared/load-failed.tsx';

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

/**
 * A paged report's period and page, from a preset: choosing another period goes back to the first
 * page. `range` is undefined while the custom range cannot be asked for.
 */
export const useReportPeriod = (first: TReportPeriod) => {
  const [choice, setChoice] = useState<RangeChoice>({ period: first });
  const [page, setPage] = useState(1);
  const choose = (next: RangeChoice) => {
    setChoice(next);
    setPage(1);
  };
  return { choice, choose, range: rangeQuery(choice), page, setPage };
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

/** A report's form field (a day, a type, an account), all of one height and look. */
export const reportFieldClass =
  'h-10 w-full min-w-0 rounded-xl border border-line bg-black/30 px-3 text-sm text-ink outline-none transition focus:border-primary';

// The date pickers' calendars drawn dark, as the page is.
const dayFieldClass = `${reportFieldClass} [color-scheme:dark]`;

/** The days a figure covers: the one day, or "from … to …". */
export const daysText = (t: TFunction, days: { from: string; to: string }) =>
  days.from === days.to ? days.from : t('team_range', { from: days.from, to: days.to });

/** A signed amount's colour: red below zero, green otherwise. */
export const signTone = (amount: string) => (isNegativeMoney(amount) ? 'text-red-400' : 'text-emerald-400');

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
              className={dayFieldClass}
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
              className={dayFieldClass}
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
            {daysText(t, shown)}
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
}) =>
  query.isError ? (
    <LoadFailed query={query} title={failed} />
  ) : (
    <div className="grid min-h-48 place-items-center">
      <Spinner label={loading} size="lg" />
    </div>
  );

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

/**
 * The search by the start of an account: typed freely, asked for when sent, trimmed. On its own row
 * by default; `besideFields` draws it as the report's other fields, beside them.
 */
export const AccountSearch = ({
  onSearch,
  besideFields = false,
}: {
  onSearch: (account: string) => void;
  besideFields?: boolean;
}) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search.trim());
  };
  return (
    <form
      onSubmit={submit}
      className={besideFields ? 'flex items-end gap-2' : 'flex flex-wrap items-end gap-2'}
    >
      <label
        className={`grid min-w-0 flex-1 gap-1.5 text-xs font-semibold ${besideFields ? 'text-muted' : 'text-ink/90'}`}
      >
        {t('dl_search')}
        <input
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={64}
          autoComplete="off"
          className={
            besideFields
              ? reportFieldClass
              : 'h-10 w-full min-w-40 rounded-xl border border-line bg-black/30 px-3.5 text-sm text-ink focus:border-primary focus:outline-none'
          }
        />
      </label>
      <button type="submit" className={buttonClass({ size: 'sm' })}>
        {t('dl_search_go')}
      </button>
    </form>
  );
};

/** A column of a report's table; `end` aligns it right (amounts and counts). */
export type ReportColumn = { key: string; label: string; end?: boolean };

/** A report's rows: a table on a desktop, a card for each row on a phone. */
export const ReportRows = <Row extends { id: number }>({
  rows,
  columns,
  caption,
  minWidth,
  tableTestId,
  cardsTestId,
  cells,
  card,
}: {
  rows: readonly Row[];
  columns: readonly ReportColumn[];
  /** The table's name for screen readers. */
  caption: string;
  /** The table's least width, a class ("min-w-[760px]"): narrower, it scrolls. */
  minWidth: string;
  tableTestId: string;
  cardsTestId: string;
  /** A row's cells in the table. */
  cells: (row: Row) => ReactNode;
  /** What a row's card holds. */
  card: (row: Row) => ReactNode;
}) => (
  <>
    <div className="hidden overflow-x-auto lg:block">
      <table className={`w-full ${minWidth} text-left text-sm`} data-testid={tableTestId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`border-b border-line px-3 py-2 font-semibold ${column.end ? 'text-right' : ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-line/50 last:border-0">
              {cells(row)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    <ul className="grid gap-2.5 lg:hidden" data-testid={cardsTestId}>
      {rows.map((row) => (
        <li key={row.id} className="rounded-xl border border-line/70 bg-black/20 p-3.5">
          {card(row)}
        </li>
      ))}
    </ul>
  </>
);
