/** A confirm step that needs typed values (a payment reference; an amount and a note), refusals shown in place. */
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../shared/form-alert.tsx';
import { TextField } from '../../shared/form-field.tsx';

export type InputSpec = {
  name: string;
  label: string;
  placeholder?: string;
  initial?: string;
  valid: (v: string) => boolean;
  invalid: string;
};

export const InputDialog = ({
  title,
  children,
  inputs,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  inputs: InputSpec[];
  confirmLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: (values: Record<string, string>) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>(
    Object.fromEntries(inputs.map((i) => [i.name, i.initial ?? ''])),
  );
  const [shown, setShown] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (pending || inputs.some((i) => !i.valid((values[i.name] ?? '').trim()))) return;
    onConfirm(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])));
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
        {inputs.map((input, index) => (
          <TextField
            key={input.name}
            label={input.label}
            placeholder={input.placeholder}
            value={values[input.name] ?? ''}
            autoFocus={index === 0}
            error={shown && !input.valid((values[input.name] ?? '').trim()) ? input.invalid : undefined}
            onChange={(event) => setValues((v) => ({ ...v, [input.name]: event.target.value }))}
          />
        ))}
        {error && <FormAlert>{error}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
