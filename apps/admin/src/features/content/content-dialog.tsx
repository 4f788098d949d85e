/**
 * The frame of a content dialog (announcements, help categories and articles): the modal, its form,
 * the reason the change carries to the audit log, the refusal that names no field, and Cancel and
 * the dialog's own submit. Closing waits while a save is under way.
 */
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/busy-button.tsx';
import { FormAlert } from '../../shared/form-alert.tsx';
import { ReasonField } from '../../shared/reason-field.tsx';

export const ContentDialog = ({
  title,
  size = 'xl',
  pending,
  reason,
  errors,
  submitLabel,
  onReasonChange,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  size?: 'md' | 'lg' | 'xl';
  pending: boolean;
  reason: string;
  /** The draft's errors: `reason` under the reason, `form` above the buttons. */
  errors: Record<string, string>;
  submitLabel: string;
  onReasonChange: (reason: string) => void;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={pending ? () => undefined : onClose}
      title={title}
      closeLabel={t('common.close')}
      size={size}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5 px-5 pt-2 pb-6 sm:px-6">
        {children}
        <ReasonField value={reason} error={errors.reason} onChange={onReasonChange} />
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={pending}>
            {submitLabel}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
};
