/**
 * "Are you sure?" before every change the console makes: what will happen, an optional or
 * required reason (it goes to the audit log), and the server's refusal shown in place.
 */
import { Button, buttonClass } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { Spinner } from '@luckwell/ui/spinner';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from './form-alert.tsx';
import { TextAreaField } from './form-field.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  /** Ask for a reason: `required` refuses to confirm without one. */
  reason?: 'required' | 'optional';
  /** What the text is when it is not a reason (an answer to a member, say): its label and length. */
  reasonText?: { label: string; placeholder: string; missing: string; maxLength: number };
  pending?: boolean;
  /** The failure to show, already translated. */
  error?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** The primary button's shape in red, for actions that lock someone out or take something away. */
export const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-danger px-5 text-sm font-semibold whitespace-nowrap text-white shadow-lg shadow-danger/20 transition hover:brightness-110 focus-visible:ring-2 focus-visible:ring-danger focus-visible:ring-offset-2 focus-visible:ring-offset-page focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';

export const ConfirmDialog = (props: ConfirmDialogProps) =>
  props.open ? <OpenConfirmDialog {...props} /> : null;

const OpenConfirmDialog = ({
  title,
  children,
  confirmLabel,
  tone = 'primary',
  reason,
  reasonText,
  pending = false,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (reason === 'required' && !text.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(text.trim());
  };

  return (
    <Modal
      open
      onClose={pending ? () => undefined : onClose}
      title={title}
      closeLabel={t('common.close')}
      size="sm"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-5 pt-3 pb-5 sm:px-6 sm:pb-6">
        <div className="text-sm leading-relaxed text-ink/80">{children}</div>
        {reason && (
          <TextAreaField
            label={
              reasonText?.label ?? t(reason === 'required' ? 'confirm.reason' : 'confirm.reasonOptional')
            }
            placeholder={reasonText?.placeholder ?? t('confirm.reasonPlaceholder')}
            value={text}
            maxLength={reasonText?.maxLength ?? 200}
            rows={3}
            data-autofocus
            error={missing ? (reasonText?.missing ?? t('confirm.reasonRequired')) : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setMissing(false);
            }}
          />
        )}
        {error && <FormAlert>{error}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <button
            type="submit"
            disabled={pending}
            aria-busy={pending || undefined}
            className={tone === 'danger' ? DANGER_BUTTON : buttonClass()}
          >
            {pending && <Spinner label={t('common.working')} size="sm" />}
            {confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
};
