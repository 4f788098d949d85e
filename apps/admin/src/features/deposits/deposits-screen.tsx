/**
 * Cashier → Deposits at /admin/cashier/deposits: the queue of every brand, pending first by default,
 * filtered by status, method type, member and brand. A pending bank transfer is approved (credits
 * the wallet once) or rejected with a reason right in its row; a receipt opens in a dialog.
 */
import type { TAdminDepositQuery, TAdminDepositRow } from '@luckwell/contracts/admin/deposits';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { Modal } from '@luckwell/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/badge.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FilterForm } from '../../shared/filter-form.tsx';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { Pagination } from '../../shared/pagination.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { toast } from '../../shared/toasts.tsx';
import { useUrlFilters } from '../../shared/use-url-filters.ts';
import { useDepositActions, useDepositDetail, useDepositQueue } from './deposits-api.ts';
import { DEPOSIT_STATUSES, STATUS_TONES } from './labels.ts';

type Filters = { status: string; kind: string; q: string; merchantCode: string };
const NO_FILTERS: Filters = { status: '', kind: '', q: '', merchantCode: '' };
const COLUMNS = ['id', 'member', 'amount', 'method', 'status', 'actions'] as const;

const queryOf = (f: Filters, page: number): TAdminDepositQuery => ({
  ...(f.status ? { status: f.status as TAdminDepositQuery['status'] } : {}),
  ...(f.kind ? { kind: f.kind as TAdminDepositQuery['kind'] } : {}),
  ...(f.q.trim() ? { q: f.q.trim() } : {}),
  ...(f.merchantCode.trim() ? { merchantCode: f.merchantCode.trim().toUpperCase() } : {}),
  page,
  pageSize: 20,
});

const Receipt = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const { t } = useTranslation();
  const detail = useDepositDetail(id);
  return (
    <Modal open onClose={onClose} title={t('dep.receiptTitle', { id })} closeLabel={t('common.close')}>
      <div className="px-5 pb-5 sm:px-6">
        {detail.isPending ? (
          <Loader label={t('dep.receiptLoading')} className="min-h-40" />
        ) : detail.data?.receiptImage ? (
          <img
            src={detail.data.receiptImage}
            alt={t('dep.receiptTitle', { id })}
            className="mx-auto max-h-[70vh] rounded-xl border border-line"
          />
        ) : (
          <p className="text-sm text-danger">
            {detail.isError ? errorText(detail.error) : t('common.loadFailed')}
          </p>
        )}
      </div>
    </Modal>
  );
};

type Decision = { kind: 'approve' | 'reject'; deposit: TAdminDepositRow } | null;

export const DepositsScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('cashier.deposits');
  const { applied, page, draft, filtered, set, submit, reset, goToPage } = useUrlFilters(NO_FILTERS);
  const queue = useDepositQueue(queryOf(applied, page));
  const actions = useDepositActions();
  const [decision, setDecision] = useState<Decision>(null);
  const [receipt, setReceipt] = useState<number | null>(null);

  const close = () => {
    if (actions.approve.isPending || actions.reject.isPending) return;
    actions.approve.reset();
    actions.reject.reset();
    setDecision(null);
  };
  const decide = (text: string) => {
    if (!decision) return;
    const { id } = decision.deposit;
    if (decision.kind === 'approve') {
      actions.approve.mutate(
        { id, note: text },
        {
          onSuccess: () => {
            toast.success(t('dep.toast.approved', { id }));
            setDecision(null);
          },
        },
      );
    } else {
      actions.reject.mutate(
        { id, reason: text },
        {
          onSuccess: () => {
            toast.success(t('dep.toast.rejected', { id }));
            setDecision(null);
          },
        },
      );
    }
  };
  const mutation = decision?.kind === 'approve' ? actions.approve : actions.reject;

  return (
    <div className="mx-auto flex w-full max-w-6xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.deposits.title')}
        description={t('section.deposits.description')}
        crumbs={[{ label: t('section.cashier.title') }, { label: t('section.deposits.title') }]}
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : (
        <>
          <FilterForm
            label={t('dep.filterLabel')}
            submitLabel={t('dep.apply')}
            filtered={filtered}
            onSubmit={submit}
            onReset={reset}
            className="lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.6fr)_minmax(0,0.8fr)_auto]"
          >
            <SelectField label={t('dep.statusLabel')} value={draft.status} onChange={set('status')}>
              <option value="">{t('common.all')}</option>
              {DEPOSIT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`dep.status.${s}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('dep.kindLabel')} value={draft.kind} onChange={set('kind')}>
              <option value="">{t('common.all')}</option>
              <option value="bank">{t('dep.kind.bank')}</option>
              <option value="gateway">{t('dep.kind.gateway')}</option>
            </SelectField>
            <TextField
              label={t('dep.search')}
              type="search"
              icon="search"
              placeholder={t('dep.searchPlaceholder')}
              value={draft.q}
              onChange={set('q')}
            />
            <TextField
              label={t('members.brand')}
              placeholder="LW"
              value={draft.merchantCode}
              maxLength={32}
              onChange={set('merchantCode')}
            />
          </FilterForm>
          <ResultsPanel
            query={queue}
            label={t('dep.results')}
            caption={t('dep.results')}
            minWidth="min-w-[820px]"
            columns={COLUMNS.map((c) => t(`dep.col.${c}`))}
            empty={{
              when: (data) => data.content.length === 0,
              title: t('dep.empty.title'),
              description: t(filtered ? 'dep.empty.filtered' : 'dep.empty.none'),
            }}
            footer={(data) => <Pagination page={data} onPage={goToPage} />}
          >
            {(data) =>
              data.content.map((d) => (
                <tr key={d.id} className="border-b border-line/40 last:border-b-0 hover:bg-white/[0.025]">
                  <td className="px-4 py-3">
                    <span className="block font-mono font-semibold text-ink">#{d.id}</span>
                    <span className="block text-xs whitespace-nowrap text-muted tabular-nums">
                      {formatDateTime(d.createdAt)}
                    </span>
                  </td>
                  <td className="px-4 py-3">
                    <span className="block font-semibold text-ink">{d.memberAccount}</span>
                    <span className="text-xs text-muted">{d.merchantCode}</span>
                  </td>
                  <td className="px-4 py-3 font-semibold whitespace-nowrap text-gold tabular-nums">
                    {formatMoney(d.amount)} <span className="text-xs text-muted">{d.currency}</span>
                  </td>
                  <td className="max-w-56 px-4 py-3 text-xs">
                    <span className="block truncate text-ink/85">
                      {d.methodName} · {t(`dep.kind.${d.kind}`)}
                    </span>
                    <span className="block truncate font-mono text-muted">{d.reference ?? '—'}</span>
                    {d.hasReceipt && (
                      <button
                        type="button"
                        onClick={() => setReceipt(d.id)}
                        className="font-semibold text-primary hover:underline"
                      >
                        {t('dep.receipt')}
                      </button>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    <Badge tone={STATUS_TONES[d.status]} dot>
                      {t(`dep.status.${d.status}`)}
                    </Badge>
                    {d.decidedBy && (
                      <span className="mt-1 block text-xs text-muted">
                        {t('dep.decidedBy', { name: d.decidedBy })}
                      </span>
                    )}
                    {d.rejectReason && (
                      <span className="mt-1 block max-w-40 truncate text-xs text-danger">
                        {d.rejectReason}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    {d.status === 'pending' && d.kind === 'bank' ? (
                      <div className="flex flex-wrap gap-2">
                        <Button size="sm" onClick={() => setDecision({ kind: 'approve', deposit: d })}>
                          {t('dep.approve')}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setDecision({ kind: 'reject', deposit: d })}
                          className="!border-danger/60 !text-danger hover:!bg-danger/10"
                        >
                          {t('dep.reject')}
                        </Button>
                      </div>
                    ) : (
                      <span className="text-muted">—</span>
                    )}
                  </td>
                </tr>
              ))
            }
          </ResultsPanel>
        </>
      )}
      {decision && (
        <ConfirmDialog
          open
          title={t(decision.kind === 'approve' ? 'dep.approveTitle' : 'dep.rejectTitle', {
            id: decision.deposit.id,
          })}
          confirmLabel={t(decision.kind === 'approve' ? 'dep.approve' : 'dep.reject')}
          tone={decision.kind === 'approve' ? 'primary' : 'danger'}
          reason={decision.kind === 'approve' ? 'optional' : 'required'}
          pending={mutation.isPending}
          error={mutation.isError ? errorText(mutation.error) : null}
          onConfirm={decide}
          onClose={close}
        >
          {decision.kind === 'approve'
            ? t('dep.approveBody', {
                amount: `${formatMoney(decision.deposit.amount)} ${decision.deposit.currency}`,
                reference: decision.deposit.reference ?? '—',
                account: decision.deposit.memberAccount,
              })
            : t('dep.rejectBody')}
        </ConfirmDialog>
      )}
      {receipt !== null && <Receipt id={receipt} onClose={() => setReceipt(null)} />}
    </div>
  );
};
