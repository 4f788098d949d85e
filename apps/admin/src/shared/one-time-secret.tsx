/**
 * A secret handed over once (an operator's initial password, a member's temporary one): what
 * happened, the secret to copy, the warning that it will not be shown again, and Done.
 */
import { Button } from '@luckwell/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';
import { SecretField } from './secret-field.tsx';

export const OneTimeSecret = ({
  intro,
  label,
  value,
  copyLabel,
  once,
  onDone,
}: {
  intro: ReactNode;
  label: string;
  value: string;
  copyLabel: string;
  /** "Shown this once": already translated. */
  once: string;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 px-5 pt-3 pb-5 sm:px-6 sm:pb-6">
      {intro}
      <div className="flex flex-col gap-2">
        <SecretField label={label} value={value} copyLabel={copyLabel} />
        <p className="flex items-start gap-2 text-xs leading-relaxed text-muted">
          <Icon name="info" className="mt-0.5 size-3.5 shrink-0" />
          {once}
        </p>
      </div>
      <Button onClick={onDone} className="self-end">
        {t('common.done')}
      </Button>
    </div>
  );
};
