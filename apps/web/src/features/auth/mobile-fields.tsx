/**
 * The mobile number with its country dialing code, and the SMS code with its send button and
 * countdown (spec §2 SMS login, §4 "SMS send", §5 "SMS code field up to 255 characters").
 */
import { type FieldRule, hintOf } from '@luckwell/contracts/auth/pattern-families';
import { buttonClass } from '@luckwell/ui/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from './code-field.tsx';
import { errorText } from './error-text.ts';
import { validateByRule } from './register-rules.ts';
import { TextField } from './text-field.tsx';
import type { SmsSender } from './use-sms-sender.ts';

/** Dialing codes offered; the brand's own market first (spec §3 "Country": countryDialingCode). */
export const DIALING_CODES = [
  { code: '84', country: 'VN' },
  { code: '66', country: 'TH' },
  { code: '63', country: 'PH' },
  { code: '62', country: 'ID' },
  { code: '60', country: 'MY' },
  { code: '855', country: 'KH' },
  { code: '856', country: 'LA' },
  { code: '95', country: 'MM' },
  { code: '65', country: 'SG' },
  { code: '86', country: 'CN' },
  { code: '82', country: 'KR' },
  { code: '91', country: 'IN' },
] as const;
export const DEFAULT_DIALING_CODE = '84';

type MobileFieldProps = {
  dialingCode: string;
  onDialingCode: (code: string) => void;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string | undefined;
  autoFocus?: boolean;
  /** Required unless the registration rules make the number optional (the username tab). */
  required?: boolean | undefined;
};

export const MobileField = ({
  dialingCode,
  onDialingCode,
  value,
  onChange,
  error,
  hint,
  autoFocus,
  required = true,
}: MobileFieldProps) => {
  const { t } = useTranslation();
  const selectId = useId();
  return (
    <div className="flex items-start gap-2">
      <div className="w-[5.75rem] shrink-0">
        <label htmlFor={selectId} className="mb-1.5 block text-xs font-semibold text-ink/90">
          {t('field_dialingCode')}
        </label>
        <select
          id={selectId}
          value={dialingCode}
          onChange={(event) => onDialingCode(event.target.value)}
          className="h-11 w-full rounded-xl border border-line bg-black/30 px-2 text-sm text-ink focus:border-primary focus:outline-none"
        >
          {DIALING_CODES.map(({ code, country }) => (
            <option key={code} value={code} className="bg-surface">
              +{code} {country}
            </option>
          ))}
        </select>
      </div>
      <TextField
        className="min-w-0 flex-1"
        label={t('field_mobileNum')}
        inputMode="tel"
        autoComplete="tel-national"
        required={required}
        value={value}
        error={error}
        hint={hint}
        data-autofocus={autoFocus || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
};

type SmsCodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Seconds left before another code may be asked for. */
  countdown: number;
  sending: boolean;
  onSend: () => void;
};

export const SmsCodeField = ({ value, onChange, error, countdown, sending, onSend }: SmsCodeFieldProps) => {
  const { t } = useTranslation();
  return (
    <CodeField
      label={t('field_code')}
      autoComplete="one-time-code"
      maxLength={255}
      value={value}
      onChange={onChange}
      error={error}
    >
      <button
        type="button"
        onClick={onSend}
        disabled={countdown > 0 || sending}
        className={`${buttonClass({ variant: 'secondary', size: 'sm' })} mt-[1.625rem] h-11 min-w-[7.5rem]`}
      >
        {countdown > 0
          ? t('sms_resend_in', { seconds: countdown })
          : sending
            ? t('sms_sending')
            : t('login_send_code')}
      </button>
    </CodeField>
  );
};

type MobileCodeFieldsProps = {
  dialingCode: string;
  onDialingCode: (code: string) => void;
  /** The rule the number must follow: checked before a code is asked for, its hint under the field. */
  mobileRule: FieldRule;
  mobile: string;
  onMobile: (value: string) => void;
  code: string;
  onCode: (value: string) => void;
  errors: { mobile?: string | undefined; code?: string | undefined };
  onMobileError: (error: string | undefined) => void;
  onAlert: (alert: { tone: 'error' | 'info'; text: string }) => void;
  /** The form's sender, kept by the form so the countdown outlives a switch of tabs. */
  sms: SmsSender;
};

/** The number and the SMS code sent to it, as SMS login and forgot-by-phone ask for them. */
export const MobileCodeFields = ({
  dialingCode,
  onDialingCode,
  mobileRule,
  mobile,
  onMobile,
  code,
  onCode,
  errors,
  onMobileError,
  onAlert,
  sms,
}: MobileCodeFieldsProps) => {
  const { t, i18n } = useTranslation();
  const hint = hintOf(mobileRule);

  const onSend = async () => {
    if (validateByRule(mobile, mobileRule, true)) {
      onMobileError(t('val_mobile'));
      return;
    }
    onMobileError(undefined);
    try {
      if (await sms.send(mobile.trim(), dialingCode)) onAlert({ tone: 'info', text: t('sms_sent') });
    } catch (error) {
      onAlert({ tone: 'error', text: errorText(t, error, i18n.language) });
    }
  };

  return (
    <>
      <MobileField
        dialingCode={dialingCode}
        onDialingCode={onDialingCode}
        value={mobile}
        onChange={onMobile}
        error={errors.mobile}
        hint={t(hint.key, hint.params ?? {})}
        autoFocus
      />
      <SmsCodeField
        value={code}
        onChange={onCode}
        error={errors.code}
        countdown={sms.seconds}
        sending={sms.sending}
        onSend={() => void onSend()}
      />
    </>
  );
};
