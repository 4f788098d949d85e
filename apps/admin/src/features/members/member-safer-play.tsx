/**
 * A member's safer play and messages on the member detail (issue 15, ADR 048, 051): the limits they
 * set (with what each window used and a raise waiting out its cooling-off), their time-out or
 * self-exclusion, which an operator can only lengthen (with an audited reason), and the messages
 * their inbox holds from the back office.
 */
import {
  SELF_EXCLUSION_MONTHS,
  type TExclusionRequest,
  TIMEOUT_DAYS,
  type TLimitState,
} from '@luckwell/contracts/member/safer-play';
import { Button } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, apiRequest } from '../../shared/api-client.ts';
import { Badge } from '../../shared/badge.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { errorText } from '../../shared/error-text.ts';
import { SelectField } from '../../shared/form-field.tsx';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { LoadError } from '../../shared/load-error.tsx';
import { toast } from '../../shared/toasts.tsx';

const saferPlayContracts = () => import('@luckwell/contracts/member/safer-play');
const messageContracts = () => import('@luckwell/contracts/admin/messages');
const saferPlayKey = (id: number) => ['admin', 'member', id, 'saferPlay'] as const;

const useSaferPlay = (id: number) =>
  useQuery({
    queryKey: saferPlayKey(id),
    queryFn: ({ signal }) =>
      apiGet(
        `/admin-api/members/${id}/safer-play`,
        () => saferPlayContracts().then((m) => m.ZSaferPlayResponse),
        {
          signal,
        },
      ),
  });

const shown = (limit: TLimitState, value: string | null, currency: string) =>
  value === null
    ? null
    : limit.kind === 'sessionMinutes'
      ? `${value} min`
      : `${formatMoney(value)} ${currency}`;

/** "timeout:7" / "selfExclusion:6" / "selfExclusion:permanent" → the request. */
const requestOf = (choice: string): TExclusionRequest => {
  const [kind, length] = choice.split(':');
  if (kind === 'timeout') return { kind: 'timeout', days: Number(length) };
  return { kind: 'selfExclusion', months: length === 'permanent' ? null : Number(length) };
};

export const MemberSaferPlay = ({ memberId, canLengthen }: { memberId: number; canLengthen: boolean }) => {
  const { t } = useTranslation();
  const query = useSaferPlay(memberId);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState('selfExclusion:6');
  const lengthen = useMutation({
    mutationFn: (reason: string) =>
      apiRequest(
        `/admin-api/members/${memberId}/exclusion`,
        () => saferPlayContracts().then((m) => m.ZSaferPlayResponse),
        { method: 'POST', body: { exclusion: requestOf(choice), reason } },
      ),
    onSuccess: (state) => {
      queryClient.setQueryData(saferPlayKey(memberId), state);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'member', memberId, 'audit'] });
      toast.success(t('sp.lengthened'));
      setOpen(false);
    },
  });

  if (query.isPending) return <Loader label={t('common.loading')} className="min-h-24" />;
  if (query.isError)
    return <LoadError className="m-4" error={query.error} onRetry={() => void query.refetch()} />;
  const state = query.data;
  const exclusion = state.exclusion;

  return (
    <div className="flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {exclusion ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
            <Badge tone="danger" dot>
              {t(`sp.exclusion.${exclusion.kind}`)}
            </Badge>
            {exclusion.until ? t('sp.until', { until: formatDateTime(exclusion.until) }) : t('sp.permanent')}
          </p>
        ) : (
          <p className="text-sm text-muted">{t('sp.noExclusion')}</p>
        )}
        {canLengthen && (
          <Button
            variant="secondary"
            onClick={() => {
              lengthen.reset();
              setOpen(true);
            }}
          >
            {t(exclusion ? 'sp.lengthen' : 'sp.exclude')}
          </Button>
        )}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[560px] text-sm">
          <caption className="sr-only">{t('sp.limits')}</caption>
          <thead>
            <tr className="border-b border-line/60 text-left text-xs tracking-wide text-muted uppercase">
              <th className="py-2 pr-4 font-semibold">{t('sp.col.limit')}</th>
              <th className="py-2 pr-4 font-semibold">{t('sp.col.value')}</th>
              <th className="py-2 pr-4 font-semibold">{t('sp.col.used')}</th>
              <th className="py-2 font-semibold">{t('sp.col.pending')}</th>
            </tr>
          </thead>
          <tbody>
            {state.limits.map((limit) => (
              <tr key={limit.kind} className="border-b border-line/30 last:border-b-0">
                <td className="py-2 pr-4 text-ink">{t(`sp.kind.${limit.kind}`)}</td>
                <td className="py-2 pr-4 font-semibold text-ink tabular-nums">
                  {shown(limit, limit.value, state.currency) ?? (
                    <span className="text-muted">{t('sp.none')}</span>
                  )}
                </td>
                <td className="py-2 pr-4 text-muted tabular-nums">
                  {shown(limit, limit.used, state.currency)}
                </td>
                <td className="py-2 text-xs text-muted">
                  {limit.pending
                    ? t('sp.pendingAt', {
                        value: shown(limit, limit.pending.value, state.currency) ?? t('sp.none'),
                        at: formatDateTime(limit.pending.effectiveAt),
                      })
                    : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted">
        {state.realityCheckMinutes
          ? t('sp.realityCheck', { minutes: state.realityCheckMinutes })
          : t('sp.realityCheckOff')}
      </p>
      <ConfirmDialog
        open={open}
        title={t(exclusion ? 'sp.lengthen' : 'sp.exclude')}
        confirmLabel={t('sp.confirm')}
        tone="danger"
        reason="required"
        pending={lengthen.isPending}
        error={lengthen.isError ? errorText(lengthen.error) : null}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => lengthen.mutate(reason)}
      >
        <div className="flex flex-col gap-3">
          <p>{t('sp.confirmBody')}</p>
          <SelectField
            label={t('sp.length')}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            {TIMEOUT_DAYS.map((days) => (
              <option key={`t${days}`} value={`timeout:${days}`}>
                {t('sp.timeoutDays', { days })}
              </option>
            ))}
            {SELF_EXCLUSION_MONTHS.map((months) => (
              <option key={`s${months}`} value={`selfExclusion:${months}`}>
                {t('sp.selfExclusionMonths', { months })}
              </option>
            ))}
            <option value="selfExclusion:permanent">{t('sp.selfExclusionPermanent')}</option>
          </SelectField>
        </div>
      </ConfirmDialog>
    </div>
  );
};

/** The messages this member's inbox holds from the back office (brand, team and their own). */
export const MemberMessages = ({ memberId }: { memberId: number }) => {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['admin', 'messages', 'member', memberId],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/messages', () => messageContracts().then((m) => m.ZAdminMessagePageResponse), {
        signal,
        query: { memberId, pageSize: 10 },
      }),
  });
  if (query.isPending) return <Loader label={t('common.loading')} className="min-h-24" />;
  if (query.isError)
    return <LoadError className="m-4" error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.content.length === 0) {
    return <p className="px-5 py-8 text-center text-sm text-muted">{t('msg.empty.title')}</p>;
  }
  return (
    <ul className="divide-y divide-line/40">
      {query.data.content.map((message) => (
        <li key={message.id} className="flex flex-col gap-0.5 px-5 py-3 text-sm">
          <span className="flex flex-wrap items-center gap-2 text-xs text-muted">
            {formatDateTime(message.sentAt)} · {t(`msg.audience.${message.audience}`)} ·{' '}
            {t(`msg.category.${message.category}`)}
          </span>
          <span className="font-semibold break-words text-ink">{message.title}</span>
        </li>
      ))}
      {query.data.total > query.data.content.length && (
        <li className="px-5 py-2.5 text-xs text-muted">
          {t('sp.moreMessages', { count: query.data.total - query.data.content.length })}
        </li>
      )}
    </ul>
  );
};
