/**
 * The audit log at /admin/audit-log: every operator action, newest first, filtered by operator,
 * action and dates, with before and after of each change; and a check of the hash chain that says
 * whether any row was altered and which one first.
 */
import {
  AuditAction,
  type TAuditEntry,
  type TAuditQuery,
  type TAuditVerification,
} from '@luckwell/contracts/admin/audit';
import { EmptyState } from '@luckwell/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FilterForm } from '../../shared/filter-form.tsx';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { endOfLocalDay, formatDateTime, startOfLocalDay } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import type { TranslationKey } from '../../shared/locales/en.ts';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { Pagination } from '../../shared/pagination.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { toast } from '../../shared/toasts.tsx';
import { useUrlFilters } from '../../shared/use-url-filters.ts';
import { useAuditPage, useVerifyChain } from './audit-api.ts';

const PAGE_SIZE = 25;

export type AuditFilters = { operator: string; action: string; from: string; to: string };

/** The API query for the form's filters: calendar days become the instants that bound them locally. */
export const auditQueryOf = (filters: AuditFilters, page: number): TAuditQuery => {
  const from = filters.from ? startOfLocalDay(filters.from) : undefined;
  const to = filters.to ? endOfLocalDay(filters.to) : undefined;
  return {
    ...(filters.operator.trim() ? { operator: filters.operator.trim() } : {}),
    ...(filters.action ? { action: filters.action as TAuditQuery['action'] } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page,
    pageSize: PAGE_SIZE,
  };
};

export const actionLabelKey = (action: string) => `audit.action.${action}` as TranslationKey;

/** Fields that name the target rather than describe the change. */
const IDENTITY_KEYS = new Set(['account', 'username']);

/** The member's account or the operator's username the entry recorded, if any. */
export const targetName = (entry: TAuditEntry) => {
  for (const side of [entry.after, entry.before]) {
    const record = (side ?? {}) as Record<string, unknown>;
    const name = record.account ?? record.username;
    if (typeof name === 'string') return name;
  }
  return null;
};

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** "status: active → locked · reason: Chargeback": the fields an action changed, in one line. */
const Changes = ({ entry }: { entry: TAuditEntry }) => {
  const { t } = useTranslation();
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  // Who the target is shows in its own column; fields that did not change are not changes.
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter(
    (key) =>
      !IDENTITY_KEYS.has(key) &&
      !(key in before && key in after && JSON.stringify(before[key]) === JSON.stringify(after[key])),
  );
  if (keys.length === 0) return <span className="text-muted">—</span>;
  return (
    <details className="group">
      <summary className="cursor-pointer list-none text-xs leading-relaxed text-ink/80 [&::-webkit-details-marker]:hidden">
        <span className="line-clamp-2">
          {keys.map((key, index) => (
            <span key={key}>
              {index > 0 && <span className="text-muted"> · </span>}
              <span className="text-muted">{key}: </span>
              {key in before && key in after ? (
                <>
                  <span className="text-danger/90 line-through decoration-danger/50">
                    {show(before[key])}
                  </span>
                  <span className="text-muted"> → </span>
                  <span className="text-jade">{show(after[key])}</span>
                </>
              ) : (
                <span>{show(key in after ? after[key] : before[key])}</span>
              )}
            </span>
          ))}
        </span>
        <span className="mt-1 inline-flex items-center gap-1 text-[11px] font-semibold text-primary group-open:hidden">
          {t('audit.showDetails')}
        </span>
      </summary>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {(['before', 'after'] as const).map((side) => (
          <div key={side} className="min-w-0 rounded-lg border border-line/70 bg-page/70 p-2">
            <p className="mb-1 text-[10px] font-bold tracking-[0.14em] text-muted uppercase">
              {t(`audit.${side}`)}
            </p>
            <pre className="overflow-x-auto text-[11px] leading-relaxed text-ink/85">
              {entry[side] === null ? '—' : JSON.stringify(entry[side], null, 2)}
            </pre>
          </div>
        ))}
      </div>
    </details>
  );
};

const Target = ({ entry }: { entry: TAuditEntry }) => {
  const { t } = useTranslation();
  if (!entry.targetType || !entry.targetId) return <span className="text-muted">—</span>;
  const kind = t(`audit.target.${entry.targetType}` as TranslationKey, {
    id: entry.targetId,
    defaultValue: `${entry.targetType} #${entry.targetId}`,
  });
  const name = targetName(entry);
  const label = (
    <>
      <span className="block font-semibold">{name ?? kind}</span>
      {name && <span className="block text-[11px] font-normal text-muted">{kind}</span>}
    </>
  );
  if (entry.targetType === 'member') {
    return (
      <Link to={`/members/${entry.targetId}`} className="text-primary hover:underline">
        {label}
      </Link>
    );
  }
  return <span className="text-ink/85">{label}</span>;
};

const VerifyResult = ({ result }: { result: TAuditVerification }) => {
  const { t } = useTranslation();
  const ok = result.intact;
  return (
    <div
      role="status"
      className={`flex animate-fade-in items-start gap-3 rounded-2xl border p-4 ${
        ok ? 'border-jade/40 bg-jade/10' : 'border-danger/50 bg-danger/10'
      }`}
    >
      <span
        className={`grid size-10 shrink-0 place-items-center rounded-xl ${ok ? 'bg-jade/15 text-jade' : 'bg-danger/15 text-danger'}`}
      >
        <Icon name={ok ? 'shieldCheck' : 'alert'} className="size-5" />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-ink">
          {t(ok ? 'audit.verify.intact' : 'audit.verify.broken', { id: result.firstBrokenId ?? '' })}
        </p>
        <p className="text-sm text-muted">
          {t(ok ? 'audit.verify.intactBody' : 'audit.verify.brokenBody', {
            count: result.checked,
            at: formatDateTime(result.verifiedAt),
            id: result.firstBrokenId ?? '',
          })}
        </p>
      </div>
    </div>
  );
};

const NO_FILTERS: AuditFilters = { operator: '', action: '', from: '', to: '' };
const COLUMNS = ['time', 'operator', 'action', 'target', 'changes', 'ip'] as const;

export const AuditScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('audit.read');
  const { applied, page, draft, filtered, set, submit, reset, goToPage } = useUrlFilters(NO_FILTERS);
  const audit = useAuditPage(auditQueryOf(applied, page), allowed);
  const verify = useVerifyChain();

  const runVerify = () =>
    verify.mutate(undefined, {
      onSuccess: (result) =>
        result.intact
          ? toast.success(t('audit.verify.intact'))
          : toast.error(t('audit.verify.broken', { id: result.firstBrokenId ?? '' })),
      onError: (error) => toast.error(errorText(error)),
    });

  const broken = verify.data && !verify.data.intact ? verify.data.firstBrokenId : null;

  return (
    <div className="mx-auto flex w-full max-w-6xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.audit.title')}
        description={t('audit.description')}
        crumbs={[{ label: t('section.audit.title') }]}
        actions={
          allowed && (
            <BusyButton variant="secondary" onClick={runVerify} busy={verify.isPending} icon="shieldCheck">
              {t('audit.verify.button')}
            </BusyButton>
          )
        }
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.audit')} />
      ) : (
        <>
          {verify.data && <VerifyResult result={verify.data} />}
          <FilterForm
            label={t('audit.filters')}
            submitLabel={t('audit.apply')}
            filtered={filtered}
            onSubmit={submit}
            onReset={reset}
            className="lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
          >
            <TextField
              label={t('audit.operator')}
              icon="user"
              value={draft.operator}
              placeholder={t('audit.operatorPlaceholder')}
              autoCapitalize="none"
              spellCheck={false}
              onChange={set('operator')}
            />
            <SelectField label={t('audit.action')} value={draft.action} onChange={set('action')}>
              <option value="">{t('audit.allActions')}</option>
              {AuditAction.options.map((action) => (
                <option key={action} value={action}>
                  {t(actionLabelKey(action))}
                </option>
              ))}
            </SelectField>
            {(['from', 'to'] as const).map((end) => (
              <TextField
                key={end}
                label={t(`audit.${end}`)}
                type="date"
                value={draft[end]}
                // Neither end of the range may pass the other.
                min={end === 'to' ? draft.from || undefined : undefined}
                max={end === 'from' ? draft.to || undefined : undefined}
                onChange={set(end)}
              />
            ))}
          </FilterForm>

          <ResultsPanel
            query={audit}
            label={t('audit.entries')}
            caption={t('audit.entries')}
            minWidth="min-w-[900px]"
            columns={COLUMNS.map((column) => t(`audit.col.${column}`))}
            empty={{
              when: (data) => data.content.length === 0,
              title: t('audit.empty.title'),
              description: t(filtered ? 'audit.empty.filtered' : 'audit.empty.none'),
            }}
            footer={(data) => <Pagination page={data} onPage={goToPage} />}
          >
            {(data) =>
              data.content.map((entry) => (
                <tr
                  key={entry.id}
                  className={`border-b border-line/40 align-top last:border-b-0 ${
                    entry.id === broken
                      ? 'bg-danger/10 outline outline-1 -outline-offset-1 outline-danger/60'
                      : 'hover:bg-white/[0.02]'
                  }`}
                >
                  <td className="px-4 py-3 whitespace-nowrap">
                    <span className="block tabular-nums text-ink/85">{formatDateTime(entry.createdAt)}</span>
                    <span className="block text-[11px] text-muted">#{entry.id}</span>
                  </td>
                  <td className="px-4 py-3 font-semibold text-ink">
                    {entry.operatorName ?? t('audit.system')}
                  </td>
                  <td className="px-4 py-3">
                    <span className="inline-flex rounded-md border border-line bg-page/60 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-ink/90">
                      {t(actionLabelKey(entry.action), { defaultValue: entry.action })}
                    </span>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <Target entry={entry} />
                  </td>
                  <td className="max-w-80 px-4 py-3">
                    <Changes entry={entry} />
                  </td>
                  <td className="px-4 py-3 font-mono text-xs text-ink/75">{entry.ip ?? '—'}</td>
                </tr>
              ))
            }
          </ResultsPanel>
        </>
      )}
    </div>
  );
};
