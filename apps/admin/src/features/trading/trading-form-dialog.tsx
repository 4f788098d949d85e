/**
 * The trading desk's dialogs alike: a modal form whose every change carries a reason for the audit
 * log (asked for before anything is sent), the server's refusal shown at its field when the form
 * has it and above the buttons otherwise.
 */
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import i18next from 'i18next';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorKey, errorText, failedField } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { TextAreaField } from '../../shared/form-field.tsx';
import type { TranslationKey } from '../../shared/locales/en.ts';

/**
 * A refusal's words at a field: the server's own sentence when it is the desk's (`trading_err_*`),
 * else what the field expects; and the refusal that names none of the form's fields, for the alert.
 */
export const refusalOf = (error: unknown, fields: readonly string[]) => {
  const failed = error ? failedField(error) : '';
  const at = (field: string, fallback: TranslationKey) => {
    if (!error || failed !== field) return undefined;
    return errorKey(error).startsWith('trading_err_') ? errorText(error) : i18next.t(fallback);
  };
  const alert = error && !fields.includes(failed) ? errorText(error) : undefined;
  return { at, alert };
};

export const TradingFormDialog = ({
  title,
  subtitle,
  submitLabel,
  busy,
  alert,
  note,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  submitLabel: string;
  busy: boolean;
  /** A refusal that names no field of the form, already translated. */
  alert?: string | undefined;
  /** What confirming does, shown just above the buttons. */
  note?: ReactNode;
  onClose: () => void;
  /** Called with the trimmed reason, only when there is one. */
  onSubmit: (reason: string) => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (reason.trim()) onSubmit(reason.trim());
    else setReasonMissing(true);
  };
  return (
    <Modal
      open
      onClose={busy ? () => undefined : onClose}
      title={title}
      closeLabel={t('common.close')}
      size="md"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-5 pt-2 pb-5 sm:px-6 sm:pb-6">
        {subtitle && <p className="text-xs text-muted">{subtitle}</p>}
        {children}
        <TextAreaField
          label={t('confirm.reason')}
          placeholder={t('confirm.reasonPlaceholder')}
          value={reason}
          maxLength={200}
          rows={2}
          error={reasonMissing ? t('trading.form.reasonMissing') : undefined}
          onChange={(event) => {
            setReasonMissing(false);
            setReason(event.target.value);
          }}
        />
        {note}
        {alert && <FormAlert>{alert}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={busy} icon="check">
            {submitLabel}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
};

/** A choice of a few, as pressed buttons in a row (a sport, an outcome). */
export const Choice = <T extends string>({
  legend,
  options,
  value,
  labelOf,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  value: T;
  labelOf: (option: T) => string;
  onChange: (option: T) => void;
}) => (
  <fieldset className="m-0 flex min-w-0 flex-col gap-1.5">
    <legend className="mb-1.5 text-sm font-semibold text-ink/90">{legend}</legend>
    <div className="flex w-full min-w-0 gap-1 rounded-xl border border-line bg-page/60 p-1">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={`min-h-9 flex-1 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none ${
            value === option
              ? 'bg-gold text-on-primary shadow shadow-primary/20'
              : 'text-muted hover:text-ink'
          }`}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  </fieldset>
);
