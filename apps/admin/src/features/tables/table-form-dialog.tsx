/**
 * The tables desk's settings dialogs (and the arenas' and trading desk's) alike: a modal form whose every change carries a reason for the
 * audit log (asked for before anything is sent), a refusal not shown at a field above the buttons,
 * and the on/off rows the dialogs share.
 */
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/busy-button.tsx';
import { FormAlert } from '../../shared/form-alert.tsx';
import { TextAreaField } from '../../shared/form-field.tsx';
import { Switch } from '../../shared/switch.tsx';

export const TableFormDialog = ({
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
  /** The table's code and game (or what the change is about), under the title. */
  subtitle?: ReactNode;
  /** The submit button's words: "Save" unless given. */
  submitLabel?: string;
  busy: boolean;
  /** A refusal that names no field of the form. */
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
          error={reasonMissing ? t('tables.invalid.reason') : undefined}
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
            {submitLabel ?? t('tables.form.save')}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
};

/** A setting that is on or off, with what it means beneath its name. */
export const SwitchRow = ({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (next: boolean) => void;
}) => (
  <div className="flex items-center justify-between gap-4 rounded-xl border border-line bg-page/60 px-4 py-3">
    <div className="min-w-0">
      <p className="text-sm font-semibold text-ink">{label}</p>
      <p className="text-xs text-muted">{hint}</p>
    </div>
    <Switch checked={checked} label={label} onChange={onChange} />
  </div>
);
