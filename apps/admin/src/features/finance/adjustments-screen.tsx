/**
 * Manual adjustments at /admin/adjustments: pending ones first (the approval queue), or posted and
 * rejected ones. An operator with the permission approves or rejects another operator's request;
 * their own shows "Waiting for another operator".
 */
import type { TAdjustment, TAdjustmentStatus } from '@luckwell/contracts/admin/wallet';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge, type BadgeTone } from '../../shared/badge.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FilterChips } from '../../shared/filter-chips.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import { useCan, useMe } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { Pagination } from '../../shared/pagination.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { toast } from '../../shared/toasts.tsx';
import { type Decision, useAdjustments, useDecideAdjustment } from './finance-api.ts';

const PAGE_SIZE = 20;
const STATUSES: readonly (TAdjustmentStatus | 'all')[] = ['pending', 'posted', 'rejected', 'all'];
const TONES: Record<TAdjustmentStatus, BadgeTone> = { pending: 'accent', posted: 'jade', rejected: 'danger' };
const COLUMNS = ['requested', 'member', 'amount', 'reason', 'requestedBy', 'status', 'actions'] as const;

export const AdjustmentsScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('adjustments.request');
  const canApprove = useCan('adjustments.approve');
  const me = useMe().data;
  const [params, setParams] = useSearchParams();
  const status = (STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as TAdjustmentStatus | 'all')
    : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAdjustments({ ...(status === 'all' ? {} : { status }), page, pageSize: PAGE_SIZE });
  const decide = useDecideAdjustment();
  const [deciding, setDeciding] = useState<{ adjustment: TAdjustment; approve: boolean } | null>(null);

  const go = (next: { status?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'pending') search.set('status', nextStatus);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };

  if (!allowed) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
        <PageHeader title={t('section.adjustments.title')} />
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      </div>
    );
  }

  const confirm = (note: string) => {
    if (!deciding) return;
    const { adjustment, approve } = deciding;
    const decision: Decision = { id: adjustment.id, approve, note };
    decide.mutate(decision, {
      onSuccess: (result) => {
        setDeciding(null);
        toast.success(
          t(approve ? 'adjustments.toast.approved' : 'adjustments.toast.rejected', {
            account: result.memberAccount,
            amount: formatMoney(result.amount),
          }),
        );
      },
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl animate-fade-in flex-col gap-6">
      <PageHeader title={t('section.adjustments.title')} description={t('section.adjustments.description')} />
      <FilterChips
        label={t('adjustments.statusFilter')}
        values={STATUSES}
        value={status}
        onChange={(next) => go({ status: next })}
        text={(s) => t(`adjustments.status.${s}`)}
      />
      <ResultsPanel
        query={list}
        caption={t('section.adjustments.title')}
        minWidth="min-w-[960px]"
        columns={COLUMNS.map((c) =>
          c === 'amount' ? { label: t('adjustments.col.amount'), align: 'right' } : t(`adjustments.col.${c}`),
        )}
        empty={{
          when: (data) => data.content.length === 0,
          title: t(status === 'pending' ? 'adjustments.emptyPending' : 'adjustments.empty'),
          description: t('adjustments.emptyBody'),
        }}
        footer={(data) => <Pagination page={data} onPage={(next) => go({ page: next })} />}
      >
        {(data) =>
          data.content.map((a) => {
            const own = a.requestedBy === me?.operator.username;
            return (
              <tr key={a.id} className="border-b border-line/40 align-top last:border-b-0">
                <td className="px-4 py-3 text-xs whitespace-nowrap text-muted tabular-nums">
                  {formatDateTime(a.createdAt)}
                  <span className="block font-mono">#{a.id}</span>
                </td>
                <td className="px-4 py-3">
                  <Link to={`/members/${a.memberId}`} className="font-semibold text-primary hover:underline">
                    {a.memberAccount}
                  </Link>
                  <span className="block text-xs text-muted">{a.merchantCode}</span>
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap">
                  <span
                    className={`font-bold tabular-nums ${a.direction === 'debit' ? 'text-danger' : 'text-jade'}`}
                  >
                    {a.direction === 'debit' ? '−' : '+'}
                    {formatMoney(a.amount)}
                  </span>
                  <span className="block text-xs text-muted">{a.currency}</span>
                </td>
                <td className="max-w-72 px-4 py-3 text-ink/85">
                  <p className="line-clamp-2" title={a.reason}>
                    {a.reason}
                  </p>
                  {a.decisionNote && <p className="mt-1 text-xs text-muted">“{a.decisionNote}”</p>}
                </td>
                <td className="px-4 py-3 text-sm">
                  {a.requestedBy}
                  {a.decidedBy && (
                    <span className="block text-xs text-muted">
                      {t('adjustments.decidedBy', { operator: a.decidedBy })}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3">
                  <Badge tone={TONES[a.status]} dot>
                    {t(`adjustments.status.${a.status}`)}
                  </Badge>
                </td>
                <td className="px-4 py-3">
                  {a.status === 'pending' && canApprove && !own && (
                    <div className="flex gap-2">
                      <Button
                        onClick={() => setDeciding({ adjustment: a, approve: true })}
                        className="!min-h-9 !px-4"
                      >
                        <Icon name="check" className="size-4" />
                        {t('adjustments.approve')}
                      </Button>
                      <Button
                        variant="ghost"
                        onClick={() => setDeciding({ adjustment: a, approve: false })}
                        className="!min-h-9 border border-line !px-4"
                      >
                        {t('adjustments.reject')}
                      </Button>
                    </div>
                  )}
                  {a.status === 'pending' && own && (
                    <span className="text-xs text-muted">{t('adjustments.waitingForOther')}</span>
                  )}
                </td>
              </tr>
            );
          })
        }
      </ResultsPanel>

      <ConfirmDialog
        open={deciding !== null}
        title={
          deciding
            ? t(deciding.approve ? 'adjustments.confirm.approveTitle' : 'adjustments.confirm.rejectTitle', {
                account: deciding.adjustment.memberAccount,
              })
            : ''
        }
        confirmLabel={deciding ? t(deciding.approve ? 'adjustments.approve' : 'adjustments.reject') : ''}
        tone={deciding?.approve ? 'primary' : 'danger'}
        reason={deciding?.approve ? 'optional' : 'required'}
        pending={decide.isPending}
        error={decide.isError ? errorText(decide.error) : null}
        onConfirm={confirm}
        onClose={() => {
          if (decide.isPending) return;
          decide.reset();
          setDeciding(null);
        }}
      >
        {deciding &&
          t(deciding.approve ? 'adjustments.confirm.approveBody' : 'adjustments.confirm.rejectBody', {
            account: deciding.adjustment.memberAccount,
            amount: `${deciding.adjustment.direction === 'debit' ? '−' : '+'}${formatMoney(deciding.adjustment.amount)} ${deciding.adjustment.currency}`,
            requester: deciding.adjustment.requestedBy,
          })}
      </ConfirmDialog>
    </div>
  );
};
