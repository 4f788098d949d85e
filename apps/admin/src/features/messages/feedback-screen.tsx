/**
 * Players → Feedback at /admin/feedback (issue 15, ADR 048): members' feedback, newest first, by
 * status; an open one is answered (the member reads the answer in their inbox at once) or closed.
 * Both are audited; a second answer is refused by the server.
 */
import { FEEDBACK_REPLY_MAX, type TAdminFeedback } from '@luckwell/contracts/admin/messages';
import type { TFeedbackStatus } from '@luckwell/contracts/member/messages';
import { EmptyState } from '@luckwell/ui/empty-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/badge.tsx';
import { BusyButton } from '../../shared/busy-button.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FilterForm } from '../../shared/filter-form.tsx';
import { SelectField } from '../../shared/form-field.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { Pagination } from '../../shared/pagination.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { toast } from '../../shared/toasts.tsx';
import { useUrlFilters } from '../../shared/use-url-filters.ts';
import { useFeedbackDesk, useMessageActions } from './messages-api.ts';

const STATUS_TONE = { open: 'gold', replied: 'jade', closed: 'neutral' } as const;
const COLUMNS = ['when', 'member', 'feedback', 'status', 'answer', 'action'] as const;

export const FeedbackScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('feedback.reply');
  const { applied, page, draft, filtered, set, submit, reset, goToPage } = useUrlFilters({ status: 'open' });
  const desk = useFeedbackDesk(
    { ...(applied.status ? { status: applied.status as TFeedbackStatus } : {}), page, pageSize: 20 },
    allowed,
  );
  const { reply, close } = useMessageActions();
  const [answering, setAnswering] = useState<TAdminFeedback | null>(null);
  const [closing, setClosing] = useState<TAdminFeedback | null>(null);

  return (
    <div className="mx-auto flex w-full max-w-7xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.feedback.title')}
        description={t('section.feedback.description')}
        crumbs={[{ label: t('shell.group.players') }, { label: t('section.feedback.title') }]}
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : (
        <>
          <FilterForm
            label={t('fb.filter')}
            submitLabel={t('jp.hits.apply')}
            filtered={filtered}
            onSubmit={submit}
            onReset={reset}
            className="lg:grid-cols-3"
          >
            <SelectField label={t('fb.status')} value={draft.status} onChange={set('status')}>
              <option value="">{t('common.all')}</option>
              <option value="open">{t('fb.status.open')}</option>
              <option value="replied">{t('fb.status.replied')}</option>
              <option value="closed">{t('fb.status.closed')}</option>
            </SelectField>
          </FilterForm>
          <ResultsPanel
            query={desk}
            caption={t('section.feedback.title')}
            minWidth="min-w-[1000px]"
            columns={COLUMNS.map((c) => t(`fb.col.${c}`))}
            empty={{
              when: (data) => data.content.length === 0,
              title: t('fb.empty.title'),
              description: t(applied.status === 'open' ? 'fb.empty.open' : 'fb.empty.body'),
            }}
            footer={(data) => <Pagination page={data} onPage={goToPage} />}
          >
            {(data) =>
              data.content.map((feedback) => (
                <tr
                  key={feedback.id}
                  className="border-b border-line/40 align-top last:border-b-0 hover:bg-white/[0.025]"
                >
                  <td className="px-4 py-3 text-xs whitespace-nowrap text-muted tabular-nums">
                    <span className="block">{formatDateTime(feedback.createdAt)}</span>
                    <span className="block">{feedback.merchantCode}</span>
                  </td>
                  <td className="px-4 py-3">
                    <span className="block font-semibold text-ink">{feedback.account}</span>
                    <span className="block text-xs break-all text-muted">{feedback.contact || '—'}</span>
                  </td>
                  <td className="max-w-sm px-4 py-3">
                    <span className="block text-xs text-muted">{t(`fb.type.${feedback.questionType}`)}</span>
                    <span className="block break-words text-ink">{feedback.content}</span>
                  </td>
                  <td className="px-4 py-3">
                    <Badge tone={STATUS_TONE[feedback.status]} dot>
                      {t(`fb.status.${feedback.status}`)}
                    </Badge>
                  </td>
                  <td className="max-w-xs px-4 py-3 text-xs">
                    {feedback.reply ? (
                      <>
                        <span className="block break-words text-ink/90">{feedback.reply}</span>
                        <span className="block text-muted">
                          {feedback.repliedBy} ·{' '}
                          {feedback.repliedAt ? formatDateTime(feedback.repliedAt) : ''}
                        </span>
                      </>
                    ) : (
                      <span className="text-muted">—</span>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    {feedback.status === 'open' ? (
                      <span className="flex flex-wrap gap-2">
                        <BusyButton
                          size="sm"
                          busy={reply.isPending && reply.variables?.id === feedback.id}
                          onClick={() => {
                            reply.reset();
                            setAnswering(feedback);
                          }}
                        >
                          {t('fb.reply')}
                        </BusyButton>
                        <BusyButton
                          size="sm"
                          variant="ghost"
                          busy={close.isPending && close.variables === feedback.id}
                          onClick={() => {
                            close.reset();
                            setClosing(feedback);
                          }}
                        >
                          {t('fb.close')}
                        </BusyButton>
                      </span>
                    ) : (
                      <span className="text-xs text-muted">—</span>
                    )}
                  </td>
                </tr>
              ))
            }
          </ResultsPanel>
          <ConfirmDialog
            open={answering !== null}
            title={t('fb.reply.title', { member: answering?.account ?? '' })}
            confirmLabel={t('fb.reply.send')}
            reason="required"
            reasonText={{
              label: t('fb.reply.label'),
              placeholder: t('fb.reply.placeholder'),
              missing: t('fb.reply.missing'),
              maxLength: FEEDBACK_REPLY_MAX,
            }}
            pending={reply.isPending}
            error={reply.isError ? errorText(reply.error) : null}
            onClose={() => setAnswering(null)}
            onConfirm={(text) => {
              if (!answering) return;
              reply.mutate(
                { id: answering.id, reply: text },
                {
                  onSuccess: (done) => {
                    toast.success(t('fb.reply.done', { member: done.account }));
                    setAnswering(null);
                  },
                },
              );
            }}
          >
            {answering && <q className="block break-words text-ink/90">{answering.content}</q>}
          </ConfirmDialog>
          <ConfirmDialog
            open={closing !== null}
            title={t('fb.close.title')}
            confirmLabel={t('fb.close')}
            pending={close.isPending}
            error={close.isError ? errorText(close.error) : null}
            onClose={() => setClosing(null)}
            onConfirm={() => {
              if (!closing) return;
              close.mutate(closing.id, {
                onSuccess: () => {
                  toast.success(t('fb.close.done'));
                  setClosing(null);
                },
              });
            }}
          >
            {closing && t('fb.close.body', { member: closing.account })}
          </ConfirmDialog>
        </>
      )}
    </div>
  );
};
