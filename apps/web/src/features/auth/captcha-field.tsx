/** The captcha answer with its image and a refresh button (spec §2 "Captcha when required"). */
import { useTranslation } from 'react-i18next';
import { CodeField } from './code-field.tsx';
import type { CaptchaState } from './use-captcha.ts';

type CaptchaFieldProps = {
  state: CaptchaState;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
};

export const CaptchaField = ({ state, value, onChange, error }: CaptchaFieldProps) => {
  const { t } = useTranslation();
  return (
    <CodeField
      label={t('field_captcha')}
      autoComplete="off"
      maxLength={16}
      value={value}
      onChange={onChange}
      error={error}
    >
      <button
        type="button"
        onClick={() => void state.refresh()}
        aria-label={t('captcha_refresh')}
        title={t('captcha_refresh')}
        className="mt-5 grid h-11 w-[8.5rem] shrink-0 place-items-center overflow-hidden rounded-xl border border-line bg-black/40 transition hover:border-primary"
      >
        {state.captcha ? (
          <img
            src={state.captcha.image}
            alt={t('captcha_image')}
            width={120}
            height={40}
            className="h-10 w-[120px]"
            data-captcha-id={state.captcha.captchaId}
          />
        ) : (
          <span className="text-xs text-muted">{state.failed ? t('captcha_retry') : t('app_loading')}</span>
        )}
      </button>
    </CodeField>
  );
};
