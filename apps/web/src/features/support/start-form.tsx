/**
 * Before a conversation (issue 19): a visitor gives a name (≤ 40) and a contact (≤ 80: phone, email
 * or Telegram); a signed-in member gives nothing. Outside office hours the form also takes the
 * first message (a member only writes that), and the desk answers when it opens.
 */
import { CHAT_MESSAGE_MAX, type TStartChatRequest } from '@luckwell/contracts/support/chat';
import { Button } from '@luckwell/ui/button';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { Field } from '../../shared/field.tsx';
import { HeadsetMicIcon } from '../../shared/icons.tsx';

const NAME_MAX = 40;
const CONTACT_MAX = 80;

export type VisitorDetails = { name: string; contact: string };

type Problems = { name?: string | undefined; contact?: string | undefined; message?: string | undefined };

export const StartForm = ({
  visitor,
  outOfHours,
  hours,
  initial,
  onStart,
}: {
  /** A visitor gives a name and a contact; a member does not. */
  visitor: boolean;
  /** The desk is closed: the first message is asked for too. */
  outOfHours: boolean;
  /** The office hours as text, when known. */
  hours: string | null;
  /** A visitor's details from their last conversation in this window. */
  initial: VisitorDetails | null;
  /** Starts the conversation; rejects with the server's refusal. */
  onStart: (request: TStartChatRequest) => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [contact, setContact] = useState(initial?.contact ?? '');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Problems = {};
    if (visitor && !name.trim()) found.name = t('sup_name_required');
    if (visitor && !contact.trim()) found.contact = t('sup_contact_required');
    if (outOfHours && !message.trim()) found.message = t('sup_message_required');
    else if (message.trim().length > CHAT_MESSAGE_MAX) found.message = t('in_support_too_long');
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onStart({
        ...(visitor ? { name: name.trim(), contact: contact.trim() } : {}),
        ...(outOfHours ? { message: message.trim() } : {}),
      });
    } catch (error) {
      setRefusal(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const title = outOfHours ? t('sup_offline_title') : t('sup_start_title');
  const intro = outOfHours
    ? t('sup_offline_intro', { hours: hours ?? '' })
    : visitor
      ? t('sup_start_intro')
      : null;

  return (
    <div className="min-h-0 flex-1 overflow-y-auto px-5 py-6">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby={`${id}-title`}
        className="mx-auto grid w-full max-w-sm gap-4"
      >
        <div className="grid justify-items-center gap-2 text-center">
          <span
            className={`grid size-16 place-items-center rounded-full shadow-[0_0_40px] ${
              outOfHours
                ? 'bg-white/5 text-muted shadow-black/20'
                : 'bg-gold text-on-primary shadow-primary/25'
            }`}
          >
            <HeadsetMicIcon className="size-8" />
          </span>
          <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
            {title}
          </h2>
          {intro && <p className="text-sm leading-relaxed text-muted">{intro}</p>}
        </div>
        {visitor && (
          <>
            <Field
              label={t('sup_name')}
              value={name}
              maxLength={NAME_MAX}
              autoComplete="name"
              error={problems.name}
              onChange={(event) => {
                setName(event.target.value);
                setProblems((current) => ({ ...current, name: undefined }));
              }}
            />
            <Field
              label={t('sup_contact')}
              value={contact}
              maxLength={CONTACT_MAX}
              autoComplete="email"
              hint={t('sup_contact_hint')}
              error={problems.contact}
              onChange={(event) => {
                setContact(event.target.value);
                setProblems((current) => ({ ...current, contact: undefined }));
              }}
            />
          </>
        )}
        {outOfHours && (
          <div>
            <label htmlFor={`${id}-message`} className="mb-1.5 block text-xs font-semibold text-ink/90">
              {t('sup_message_label')}
            </label>
            <textarea
              id={`${id}-message`}
              value={message}
              rows={4}
              placeholder={t('sup_placeholder')}
              aria-invalid={problems.message ? true : undefined}
              aria-describedby={problems.message ? `${id}-message-error` : undefined}
              onChange={(event) => {
                setMessage(event.target.value);
                setProblems((current) => ({ ...current, message: undefined }));
              }}
              className={`block w-full resize-none rounded-xl border bg-page/70 px-3.5 py-2.5 text-sm text-ink placeholder:text-muted/70 focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none ${
                problems.message ? 'border-red-400' : 'border-line'
              }`}
            />
            {problems.message && (
              <p id={`${id}-message-error`} role="alert" className="mt-1 text-xs text-red-400">
                {problems.message}
              </p>
            )}
          </div>
        )}
        {refusal && (
          <p role="alert" className="rounded-lg bg-red-500/10 px-3 py-2 text-sm text-red-300">
            {refusal}
          </p>
        )}
        <Button type="submit" block size="lg" disabled={busy} aria-busy={busy || undefined}>
          {outOfHours ? t('sup_leave_message') : t('sup_start')}
        </Button>
      </form>
    </div>
  );
};
