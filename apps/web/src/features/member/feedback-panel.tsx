/**
 * Feedback (spec §3 "Feedback: question type, content, contact info"; §5 "limited to 140
 * characters"; §7 `PUT /wps/feedback`): the form, then the member's feedback with its status and
 * the operator's answer. The server takes one a minute and says how long to wait.
 */
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FeedbackQuestionType,
  type TFeedback,
  type TFeedbackQuestionType,
} from '@luckwell/contracts/member/messages';
import { ApiError } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { formatWhen } from '../../shared/format-when.ts';
import { Panel } from '../../shared/panel.tsx';
import { PanelState } from './account-parts.tsx';
import { useMyFeedback, useSendFeedback } from './messages-api.ts';

const fieldClass =
  'w-full min-w-0 rounded-xl border bg-black/30 px-3 text-sm text-ink outline-none transition focus:border-primary [color-scheme:dark]';

type Field = 'questionType' | 'content' | 'contact' | 'form';

const STATUS_TONE: Record<TFeedback['status'], string> = {
  open: 'bg-sky-500/15 text-sky-300',
  replied: 'bg-emerald-500/15 text-emerald-300',
  closed: 'bg-white/10 text-muted',
};

const FeedbackForm = () => {
  const { t } = useTranslation();
  const ids = useId();
  const send = useSendFeedback();
  const [questionType, setQuestionType] = useState<TFeedbackQuestionType | ''>('');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [problem, setProblem] = useState<{ field: Field; text: string } | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    if (!questionType) return setProblem({ field: 'questionType', text: t('fb_type_required') });
    if (!content.trim()) return setProblem({ field: 'content', text: t('fb_content_required') });
    setProblem(null);
    try {
      await send.mutateAsync({ questionType, content: content.trim(), contact: contact.trim() });
      setContent('');
      setSent(true);
    } catch (error) {
      const field = error instanceof ApiError ? error.field?.replace(/^body\./, '') : undefined;
      const known: Field[] = ['questionType', 'content', 'contact'];
      setProblem({
        field: known.includes(field as Field) ? (field as Field) : 'form',
        text: errorText(t, error),
      });
    }
  };

  const border = (field: Field) => (problem?.field === field ? 'border-red-400/80' : 'border-line');
  const note = (field: Field) =>
    problem?.field === field ? (
      <p role="alert" className="mt-1.5 text-xs text-red-300">
        {problem.text}
      </p>
    ) : null;

  return (
    <Panel title={t('fb_title')}>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${ids}-type`} className="mb-1.5 block text-xs font-semibold text-ink/90">
              {t('fb_type')}
            </label>
            <select
              id={`${ids}-type`}
              value={questionType}
              onChange={(event) => setQuestionType(event.target.value as TFeedbackQuestionType | '')}
              className={`h-11 ${fieldClass} ${border('questionType')}`}
              aria-invalid={problem?.field === 'questionType' ? true : undefined}
            >
              <option value="">{t('fb_type_choose')}</option>
              {FeedbackQuestionType.options.map((value) => (
                <option key={value} value={value}>
                  {t(`fb_type_${value}`)}
                </option>
              ))}
            </select>
            {note('questionType')}
          </div>
          <div>
            <label htmlFor={`${ids}-contact`} className="mb-1.5 block text-xs font-semibold text-ink/90">
              {t('fb_contact')}
            </label>
            <input
              id={`${ids}-contact`}
              value={contact}
              maxLength={FEEDBACK_CONTACT_MAX}
              onChange={(event) => setContact(event.target.value)}
              placeholder={t('fb_contact_placeholder')}
              className={`h-11 ${fieldClass} ${border('contact')}`}
            />
            {note('contact')}
          </div>
        </div>
        <div>
          <label htmlFor={`${ids}-content`} className="mb-1.5 block text-xs font-semibold text-ink/90">
            {t('fb_content')}
          </label>
          <textarea
            id={`${ids}-content`}
            value={content}
            rows={4}
            maxLength={FEEDBACK_CONTENT_MAX}
            onChange={(event) => setContent(event.target.value)}
            placeholder={t('fb_content_placeholder')}
            aria-describedby={`${ids}-count`}
            aria-invalid={problem?.field === 'content' ? true : undefined}
            className={`resize-y py-2.5 ${fieldClass} ${border('content')}`}
          />
          <div className="mt-1 flex items-start justify-between gap-3">
            <div className="min-w-0">{note('content')}</div>
            <p id={`${ids}-count`} className="shrink-0 text-xs text-muted tabular-nums">
              {content.length}/{FEEDBACK_CONTENT_MAX}
            </p>
          </div>
        </div>
        {note('form')}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass({ size: 'sm' })} disabled={send.isPending}>
            {send.isPending ? t('fb_sending') : t('fb_send')}
          </button>
          {sent && (
            <p role="status" className="text-sm font-semibold text-emerald-300">
              {t('fb_received')}
            </p>
          )}
        </div>
      </form>
    </Panel>
  );
};

const MyFeedback = () => {
  const { t, i18n } = useTranslation();
  const mine = useMyFeedback();
  if (!mine.data) {
    return (
      <Panel title={t('fb_mine')}>
        <PanelState query={mine} loadingLabel={t('msg_loading')} errorTitle={t('msg_load_error')} />
      </Panel>
    );
  }
  return (
    <Panel title={t('fb_mine')}>
      {mine.data.list.length === 0 ? (
        <EmptyState title={t('fb_empty_title')} description={t('fb_empty_body')} />
      ) : (
        <ul className="grid gap-2" aria-label={t('fb_mine')}>
          {mine.data.list.map((feedback) => (
            <li key={feedback.id} className="rounded-xl border border-line bg-black/20 p-3 sm:p-4">
              <div className="flex flex-wrap items-center gap-2 text-xs">
                <span className="font-semibold text-ink/90">{t(`fb_type_${feedback.questionType}`)}</span>
                <span className={`rounded-full px-2 py-0.5 font-bold ${STATUS_TONE[feedback.status]}`}>
                  {t(`fb_status_${feedback.status}`)}
                </span>
                <time dateTime={feedback.createdAt} className="ml-auto text-muted">
                  {formatWhen(feedback.createdAt, i18n.language)}
                </time>
              </div>
              <p className="mt-2 text-sm break-words text-ink">{feedback.content}</p>
              {feedback.reply && (
                <div className="mt-3 rounded-lg border-l-2 border-primary bg-primary/[0.07] px-3 py-2">
                  <p className="text-xs font-semibold text-primary">{t('fb_answer')}</p>
                  <p className="mt-1 text-sm break-words whitespace-pre-line text-ink/90">{feedback.reply}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
};

export const FeedbackPanel = () => (
  <div className="grid gap-4">
    <FeedbackForm />
    <MyFeedback />
  </div>
);
