/**
 * Agents → Settlements at /admin/agents/settlements: pick a kind and a day (and for hourly and
 * real-time salary a time), preview what the period around it pays each contracted agent (each line
 * of their pay opens below their row) — or, once settled, what it paid — and pay a period that has
 * ended (`agents.settle`, with a reason). Below, the periods of the kind already settled. The kind,
 * day and time previewed are kept in the address.
 */
import type { TAdminSettlementPreview, TAdminSettlementRow } from '@luckwell/contracts/admin/agents';
import {
  CONTRACT_KINDS,
  fixedCycleOf,
  isSubDayCycle,
  SUB_DAY_MINUTES,
  subDayPeriodTimes,
  type TContractKind,
} from '@luckwell/contracts/agent/agent-contracts';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import type { TFunction } from 'i18next';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '../../shared/badge.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { DataTable } from '../../shared/data-table.tsx';
import { errorText } from '../../shared/error-text.ts';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import { LoadError } from '../../shared/load-error.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { toast } from '../../shared/toasts.tsx';
import { failedField, hasProfitTier, percent, SETTLEMENT_STATUS_TONES, yesterday } from './agent-labels.ts';
import {
  useAgentActions,
  useContractSettings,
  useSettlementPeriods,
  useSettlementPreview,
} from './agents-api.ts';
import { useAgentsBrand } from './agents-screen.tsx';

const isKind = (value: string | null): value is TContractKind =>
  (CONTRACT_KINDS as readonly string[]).includes(value ?? '');

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** Hourly and real-time salary settle parts of a day: a period of theirs is picked by its time too. */
const subDayCycleOf = (kind: TContractKind) => {
  const cycle = fixedCycleOf(kind);
  return cycle && isSubDayCycle(cycle) ? cycle : undefined;
};

/** What a period covers: "2026-11-25 14:00–15:00" for an hour, else its first and last day. */
const periodSpan = (t: TFunction, period: { periodKey: string; from: string; to: string }) => {
  const times = subDayPeriodTimes(period.periodKey);
  return times
    ? `${period.from} ${times.start}–${times.end}`
    : t('agents.settle.days', { from: period.from, to: period.to });
};

const Lines = ({ row, kind }: { row: TAdminSettlementRow; kind: TContractKind }) => {
  const { t } = useTranslation();
  if (row.lines.length === 0) return <p className="text-xs text-muted">{t('agents.settle.noLines')}</p>;
  return (
    <table className="w-full text-left text-xs">
      <caption className="sr-only">{t('agents.settle.linesOf', { account: row.account })}</caption>
      <thead className="text-muted">
        <tr>
          {(['account', 'role', 'basis', 'rate', 'downlineRate', 'amount'] as const).map((column) => (
            <th
              key={column}
              scope="col"
              className={`px-2 py-1 font-semibold ${column === 'account' || column === 'role' ? '' : 'text-right'}`}
            >
              {column === 'basis'
                ? t(kind === 'dividend' ? 'agents.line.basisProfit' : 'agents.line.basisBet')
                : t(`agents.line.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {row.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line's place in the row is its identity
          <tr key={index} className="border-t border-line/30">
            <td className="px-2 py-1 font-semibold text-ink">{line.account}</td>
            <td className="px-2 py-1 text-ink/80">{t(`agents.line.role.${line.role}`)}</td>
            <td className="px-2 py-1 text-right text-ink tabular-nums">{formatMoney(line.basis)}</td>
            <td className="px-2 py-1 text-right text-ink tabular-nums">{percent(line.rate)}</td>
            <td className="px-2 py-1 text-right text-muted tabular-nums">
              {line.downlineRate ? percent(line.downlineRate) : '—'}
            </td>
            <td className="px-2 py-1 text-right font-semibold text-gold tabular-nums">
              {formatMoney(line.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

const Rows = ({ preview }: { preview: TAdminSettlementPreview }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Set<number>>(new Set());
  const profit = hasProfitTier(preview.kind);
  const columns = [
    'account',
    'status',
    'validBet',
    ...(profit ? (['profitLoss'] as const) : []),
    'activeMembers',
    'rate',
    'amount',
    'payer',
  ] as const;
  const right = new Set<string>(['validBet', 'profitLoss', 'activeMembers', 'rate', 'amount']);
  const toggle = (id: number) =>
    setOpen((shown) => {
      const next = new Set(shown);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <DataTable
      caption={t('agents.settle.rows')}
      minWidth="min-w-[960px]"
      columns={columns.map((column) =>
        right.has(column)
          ? { label: t(`agents.settle.col.${column}`), align: 'right' as const }
          : t(`agents.settle.col.${column}`),
      )}
    >
      {preview.rows.map((row) => {
        const expanded = open.has(row.id);
        return (
          <Fragment key={row.id}>
            <tr className="border-b border-line/40 hover:bg-white/[0.025]">
              <td className="px-4 py-3">
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-label={t(expanded ? 'agents.settle.hideLines' : 'agents.settle.showLines', {
                    account: row.account,
                  })}
                  onClick={() => toggle(row.id)}
                  className="flex items-center gap-1.5 font-semibold text-ink hover:text-primary"
                >
                  <Icon
                    name="chevronRight"
                    className={`size-4 text-muted transition-transform ${expanded ? 'rotate-90' : ''}`}
                  />
                  {row.account}
                </button>
              </td>
              <td className="px-4 py-3">
                <Badge tone={SETTLEMENT_STATUS_TONES[row.status]} dot>
                  {t(`agents.settle.status.${row.status}`)}
                </Badge>
              </td>
              <td className="px-4 py-3 text-right text-ink tabular-nums">{formatMoney(row.validBet)}</td>
              {profit && (
                <td className="px-4 py-3 text-right text-ink tabular-nums">{formatMoney(row.profitLoss)}</td>
              )}
              <td className="px-4 py-3 text-right text-ink tabular-nums">
                {row.activeMembers.toLocaleString('en')}
              </td>
              <td className="px-4 py-3 text-right text-ink tabular-nums">{percent(row.rate)}</td>
              <td className="px-4 py-3 text-right font-semibold text-gold tabular-nums">
                {formatMoney(row.amount)}
              </td>
              <td className="px-4 py-3 text-ink/85">{row.payer ?? t('agents.settle.brandPays')}</td>
            </tr>
            {expanded && (
              <tr className="border-b border-line/40 bg-page/40">
                <td colSpan={columns.length} className="px-6 py-3">
                  <Lines row={row} kind={preview.kind} />
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
      <tr className="bg-white/[0.02]">
        <th scope="row" colSpan={columns.length - 2} className="px-4 py-3 text-right font-semibold text-ink">
          {t('agents.settle.total')}
        </th>
        <td className="px-4 py-3 text-right font-bold text-gold tabular-nums">
          {formatMoney(preview.total)}
        </td>
        <td />
      </tr>
    </DataTable>
  );
};

const PreviewPanel = ({
  brand,
  kind,
  day,
  time,
}: {
  brand: string;
  kind: TContractKind;
  day: string;
  time: string | undefined;
}) => {
  const { t } = useTranslation();
  const request = { merchantCode: brand, kind, day, ...(time ? { time } : {}) };
  const preview = useSettlementPreview(request);
  const { run } = useAgentActions();
  const [confirming, setConfirming] = useState(false);
  const runError = run.isError
    ? failedField(run.error) === 'reason'
      ? t('agents.reason.invalid')
      : errorText(run.error)
    : null;

  if (preview.isPending) return <Loader label={t('common.loading')} className="min-h-40" />;
  if (preview.isError) return <LoadError error={preview.error} onRetry={() => void preview.refetch()} />;
  const period = preview.data;
  const state = period.settled ? 'settled' : period.closed ? 'ready' : 'open';
  // A settled period whose payer was short of funds is paid again for those rows only (ADR 056).
  const unpaid = period.rows.filter((row) => row.status === 'insufficientBalance').length;
  const retry = state === 'settled' && unpaid > 0;
  const payLabel = retry ? t('agents.settle.retry', { rows: unpaid }) : t('agents.settle.pay');
  return (
    <section
      aria-label={t('agents.settle.previewOf', { period: period.periodKey })}
      className="flex flex-col gap-4 overflow-hidden rounded-2xl border border-line/80 bg-surface/60"
    >
      <header className="flex flex-col gap-3 px-4 pt-4 sm:flex-row sm:items-start sm:justify-between sm:px-6 sm:pt-5">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-bold text-ink">
              {t('agents.settle.period', {
                kind: t(`agents.kind.${period.kind}`),
                period: period.periodKey,
              })}
            </h3>
            <Badge tone={state === 'settled' ? 'jade' : state === 'ready' ? 'gold' : 'neutral'} dot>
              {t(`agents.settle.state.${state}`)}
            </Badge>
          </div>
          <p className="mt-1 text-xs text-muted tabular-nums">{periodSpan(t, period)}</p>
          <p className="mt-2 text-sm text-ink/80">
            {t(`agents.settle.state.${state}.body`, { to: period.to })}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
          <Button
            disabled={!(retry || (state === 'ready' && period.rows.length > 0))}
            onClick={() => {
              run.reset();
              setConfirming(true);
            }}
          >
            {payLabel}
          </Button>
          <p className="text-xs text-muted">
            {t('agents.settle.totalOf', { amount: formatMoney(period.total), agents: period.rows.length })}
          </p>
        </div>
      </header>
      {period.rows.length === 0 ? (
        <EmptyState
          className="m-4 mt-0 border-dashed"
          title={t('agents.settle.empty.title')}
          description={t('agents.settle.empty.body')}
        />
      ) : (
        <div className="border-t border-line/60">
          <Rows key={`${period.kind}:${period.periodKey}`} preview={period} />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('agents.settle.confirm.title', { period: period.periodKey })}
        confirmLabel={payLabel}
        reason="required"
        pending={run.isPending}
        error={runError}
        onClose={() => setConfirming(false)}
        onConfirm={(reason) =>
          run.mutate(
            { ...request, reason },
            {
              onSuccess: (paid) => {
                toast.success(
                  t('agents.settle.done', { period: paid.periodKey, amount: formatMoney(paid.total) }),
                );
                setConfirming(false);
              },
            },
          )
        }
      >
        {t('agents.settle.confirm.body', {
          kind: t(`agents.kind.${period.kind}`),
          period: period.periodKey,
          from: period.from,
          to: period.to,
          amount: formatMoney(period.total),
          agents: period.rows.length,
        })}
      </ConfirmDialog>
    </section>
  );
};

const HISTORY_COLUMNS = [
  'period',
  'days',
  'settledAt',
  'agents',
  'paid',
  'insufficient',
  'amount',
  'action',
] as const;
const HISTORY_RIGHT = new Set<string>(['agents', 'paid', 'insufficient', 'amount']);

const History = ({
  brand,
  kind,
  onOpen,
}: {
  brand: string;
  kind: TContractKind;
  /** Preview a listed period again; absent without `agents.settle`. */
  onOpen?: ((when: { day: string; time?: string | undefined }) => void) | undefined;
}) => {
  const { t } = useTranslation();
  const periods = useSettlementPeriods(brand, kind);
  return (
    <section aria-labelledby="agents-history" className="flex flex-col gap-3">
      <h3 id="agents-history" className="text-base font-bold text-ink">
        {t('agents.settle.history', { kind: t(`agents.kind.${kind}`) })}
      </h3>
      <ResultsPanel
        query={periods}
        caption={t('agents.settle.history', { kind: t(`agents.kind.${kind}`) })}
        minWidth="min-w-[900px]"
        columns={HISTORY_COLUMNS.map((column) =>
          HISTORY_RIGHT.has(column)
            ? { label: t(`agents.history.col.${column}`), align: 'right' as const }
            : t(`agents.history.col.${column}`),
        )}
        empty={{
          when: (list) => list.length === 0,
          title: t('agents.history.empty.title'),
          description: t('agents.history.empty.body'),
        }}
      >
        {(list) =>
          list.map((period) => {
            const day = period.from ?? (isDay(period.periodKey) ? period.periodKey : null);
            const when = day ? { day, time: subDayPeriodTimes(period.periodKey)?.start } : null;
            return (
              <tr
                key={period.periodKey}
                className="border-b border-line/40 last:border-b-0 hover:bg-white/[0.025]"
              >
                <td className="px-4 py-3 font-semibold text-ink tabular-nums">{period.periodKey}</td>
                <td className="px-4 py-3 text-xs text-ink/80 tabular-nums">
                  {period.from && period.to
                    ? periodSpan(t, { periodKey: period.periodKey, from: period.from, to: period.to })
                    : '—'}
                </td>
                <td className="px-4 py-3 text-xs whitespace-nowrap text-ink/80 tabular-nums">
                  {period.settledAt ? formatDateTime(period.settledAt) : t('agents.history.notSettled')}
                </td>
                <td className="px-4 py-3 text-right text-ink tabular-nums">{period.agents}</td>
                <td className="px-4 py-3 text-right text-ink tabular-nums">{period.paid}</td>
                <td
                  className={`px-4 py-3 text-right tabular-nums ${period.insufficientBalance > 0 ? 'font-semibold text-danger' : 'text-ink'}`}
                >
                  {period.insufficientBalance}
                </td>
                <td className="px-4 py-3 text-right font-semibold text-gold tabular-nums">
                  {formatMoney(period.amount)}
                </td>
                <td className="px-4 py-3">
                  {onOpen && when ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => onOpen(when)}
                      aria-label={t('agents.history.openLabel', { period: period.periodKey })}
                    >
                      {t('agents.history.open')}
                    </Button>
                  ) : (
                    <span className="text-xs text-muted">—</span>
                  )}
                </td>
              </tr>
            );
          })
        }
      </ResultsPanel>
    </section>
  );
};

export const SettlementsView = () => {
  const { t } = useTranslation();
  const brand = useAgentsBrand();
  const canSettle = useCan('agents.settle');
  const settings = useContractSettings(brand);
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind: TContractKind = isKind(kindParam) ? kindParam : 'dailyWage';
  const dayParam = params.get('day') ?? '';
  const day = isDay(dayParam) ? dayParam : '';
  const subDayCycle = subDayCycleOf(kind);
  const subDay = subDayCycle !== undefined;
  const timeParam = params.get('time') ?? '';
  const time = subDay && isTime(timeParam) ? timeParam : undefined;
  const [draftDay, setDraftDay] = useState(day || yesterday());
  const [draftTime, setDraftTime] = useState(time ?? '00:00');
  const off = new Set((settings.data ?? []).filter((rules) => !rules.enabled).map((rules) => rules.kind));

  // Back and forward change the day and time in the address: the pickers follow.
  useEffect(() => {
    if (day) setDraftDay(day);
  }, [day]);
  useEffect(() => {
    if (time) setDraftTime(time);
  }, [time]);

  const show = (next: { kind: TContractKind; day?: string; time?: string | undefined }) => {
    const search = new URLSearchParams({ brand, kind: next.kind });
    if (next.day) search.set('day', next.day);
    if (next.day && next.time && subDayCycleOf(next.kind)) search.set('time', next.time);
    setParams(search);
  };
  const ready = isDay(draftDay) && (!subDay || isTime(draftTime));

  return (
    <section aria-labelledby="agents-settlements" className="flex flex-col gap-5">
      <div>
        <h2 id="agents-settlements" className="text-lg font-bold text-ink">
          {t('agents.view.settlements')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('agents.settle.body')}</p>
      </div>
      <form
        aria-label={t('agents.settle.form')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) show({ kind, day: draftDay, time: draftTime });
        }}
        className={`grid gap-3 rounded-2xl border border-line/80 bg-surface/60 p-4 sm:grid-cols-2 ${
          subDay && canSettle
            ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]'
            : 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]'
        }`}
      >
        <SelectField
          label={t('agents.settle.kind')}
          value={kind}
          // Another kind is another period: its preview starts over.
          onChange={(event) => show({ kind: event.target.value as TContractKind })}
        >
          {CONTRACT_KINDS.map((option) => (
            <option key={option} value={option}>
              {off.has(option)
                ? t('agents.settle.kindOff', { kind: t(`agents.kind.${option}`) })
                : t(`agents.kind.${option}`)}
            </option>
          ))}
        </SelectField>
        {canSettle && (
          <>
            <TextField
              label={t('agents.settle.day')}
              hint={t('agents.settle.dayHint')}
              type="date"
              value={draftDay}
              onChange={(event) => setDraftDay(event.target.value)}
            />
            {subDay && (
              <TextField
                label={t('agents.settle.time')}
                hint={t(
                  subDayCycle === 'hourly' ? 'agents.settle.timeHintHour' : 'agents.settle.timeHintSlice',
                )}
                type="time"
                step={subDayCycle ? SUB_DAY_MINUTES[subDayCycle] * 60 : undefined}
                value={draftTime}
                onChange={(event) => setDraftTime(event.target.value)}
              />
            )}
            <div className="flex items-start sm:col-span-2 lg:col-span-1 lg:pt-7">
              <Button type="submit" disabled={!ready} className="flex-1 lg:flex-none">
                <Icon name="search" className="size-4" />
                {t('agents.settle.preview')}
              </Button>
            </div>
          </>
        )}
      </form>
      {!canSettle ? (
        <p className="rounded-xl border border-line/70 bg-page/50 px-3 py-2 text-sm text-muted">
          {t('agents.settle.readOnly')}
        </p>
      ) : day ? (
        <PreviewPanel brand={brand} kind={kind} day={day} time={time} />
      ) : (
        <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">
          {t('agents.settle.pick')}
        </p>
      )}
      <History brand={brand} kind={kind} onOpen={canSettle ? (next) => show({ kind, ...next }) : undefined} />
    </section>
  );
};
