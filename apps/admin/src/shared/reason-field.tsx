/**
 * The reason a change carries to the audit log (agents, rebate rates), as the server wants it: 3 to
 * 500 characters once trimmed.
 */
import { useTranslation } from 'react-i18next';
import { TextAreaField } from './form-field.tsx';

/** True when a reason is too short to send (agents.reason.invalid says so). */
export const reasonTooShort = (reason: string) => reason.trim().length < 3;

export const ReasonField = ({
  value,
  error,
  onChange,
}: {
  value: string;
  /** Already translated. */
  error: string | undefined;
  onChange: (value: string) => void;
}) => {
  const { t } = useTranslation();
  return (
    <TextAreaField
      label={t('confirm.reason')}
      placeholder={t('confirm.reasonPlaceholder')}
      value={value}
      maxLength={500}
      rows={2}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
};
