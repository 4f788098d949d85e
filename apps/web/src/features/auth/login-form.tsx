/**
 * The login form (spec §2 "Login popup", §4 "Login", §5 "Login"): by username and password, or by
 * mobile number and SMS code. Submit validates (trimmed), runs the human check (not for SMS), then
 * the login call. A failure whose answer carries the captcha flag brings up the captcha; a login from
 * a new address asks for the one-time code the server just sent and is repeated with it.
 *
 * The popup variant offers remember-password; the agent variant (site `agent`) does not.
 */
import { DEFAULT_RULES } from '@luckwell/contracts/auth/pattern-families';
import { ApiError } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { Spinner } from '@luckwell/ui/spinner';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../../shared/api-call.ts';
import { login } from '../../shared/auth-api.ts';
import { HumanCheck, type HumanCheckHandle, solveFrom } from '../../shared/human-check-loader.tsx';
import type { LoginHandoff } from '../../shared/overlay-store.ts';
import { usePermission } from '../../shared/permission-store.ts';
import { completeSignIn } from '../../shared/sign-in.ts';
import { CaptchaField } from './captcha-field.tsx';
import { errorField, errorText } from './error-text.ts';
import { FormAlert } from './form-alert.tsx';
import { DEFAULT_DIALING_CODE, MobileCodeFields } from './mobile-fields.tsx';
import { rulesByField, validateByRule } from './register-rules.ts';
import { forgetLogin, readRememberedLogin, rememberLogin } from './remember-login.ts';
import { TextField } from './text-field.tsx';
import { useCaptcha } from './use-captcha.ts';
import { useFormSubmit } from './use-form-submit.ts';
import { useSmsSender } from './use-sms-sender.ts';

export type LoginMode = 'username' | 'sms';

type LoginFormProps = {
  mode: LoginMode;
  site: 'member' | 'agent';
  /** Offer remember-password (the popup only). */
  remember?: boolean;
  handoff?: LoginHandoff | null;
  /** Called once the session counts (no forced password change pending). */
  onSignedIn?: () => void;
  /** Extra row under the password (the popup's forgot-password link). */
  extras?: ReactNode;
};

type Values = {
  username: string;
  password: string;
  mobile: string;
  dialingCode: string;
  code: string;
  captcha: string;
  verificationCode: string;
};

export const LoginForm = ({
  mode,
  site,
  remember: offerRemember = false,
  handoff,
  onSignedIn,
  extras,
}: LoginFormProps) => {
  const { t, i18n } = useTranslation();
  const { register } = usePermission();
  const remembered = useMemo(() => (offerRemember ? readRememberedLogin() : null), [offerRemember]);
  const [values, setValues] = useState<Values>({
    username: handoff?.username ?? remembered?.username ?? '',
    password: handoff ? '' : (remembered?.password ?? ''),
    mobile: remembered?.mobile ?? '',
    dialingCode: DEFAULT_DIALING_CODE,
    code: '',
    captcha: '',
    verificationCode: '',
  });
  const [remember, setRemember] = useState(remembered !== null);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [alert, setAlert] = useState<{ tone: 'error' | 'info'; text: string } | null>(
    handoff?.message
      ? { tone: handoff.message.tone ?? 'error', text: t(handoff.message.key, handoff.message.params ?? {}) }
      : null,
  );
  const { busy, submit } = useFormSubmit({ setErrors, setAlert });
  const [verification, setVerification] = useState<{ destination: string } | null>(null);
  const captcha = useCaptcha(handoff?.captcha ?? false);
  const humanCheck = useRef<HumanCheckHandle>(null);
  const sms = useSmsSender('login');
  const mobileRule = rulesByField(register).get('mobileNum') ?? DEFAULT_RULES.mobileNum;

  // The handoff from the header says the server wants the captcha: load its image at once.
  const wantsCaptcha = handoff?.captcha ?? false;
  const showCaptcha = captcha.show;
  useEffect(() => {
    if (wantsCaptcha) showCaptcha();
  }, [wantsCaptcha, showCaptcha]);

  const set = (key: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const validate = () => {
    const next: Partial<Record<keyof Values, string>> = {};
    if (mode === 'username') {
      if (!values.username.trim()) next.username = t('val_required');
      if (!values.password.trim()) next.password = t('val_required');
    } else {
      const mobile = validateByRule(values.mobile, mobileRule, true);
      if (mobile) next.mobile = mobile.key === 'val_required' ? t('val_required') : t('val_mobile');
      if (!values.code.trim()) next.code = t('val_code');
    }
    if (captcha.shown && !values.captcha.trim()) next.captcha = t('in_please_enter_captcha');
    if (verification && !values.verificationCode.trim()) next.verificationCode = t('val_code');
    return next;
  };

  const onFailure = (error: unknown) => {
    const detail = errorDetail(error);
    if (detail?.verification) {
      setVerification({ destination: detail.verification.destination });
      setAlert({ tone: 'info', text: errorText(t, error, i18n.language) });
    } else {
      setAlert({ tone: 'error', text: errorText(t, error, i18n.language) });
    }
    const field = errorField(error);
    const code = error instanceof ApiError ? error.code : '';
    if (detail?.captcha || code === 'AUTH_CAPTCHA_REQUIRED' || code === 'AUTH_CAPTCHA_INVALID')
      captcha.show();
    else if (captcha.shown) captcha.show();
    if (field === 'captcha')
      setErrors((current) => ({ ...current, captcha: errorText(t, error, i18n.language) }));
    setValues((current) => ({ ...current, captcha: '' }));
    humanCheck.current?.reset();
  };

  const onSubmit = submit({
    validate,
    send: async () => {
      const username = mode === 'username' ? values.username.trim() : values.mobile.trim();
      const humanCheckPayload = mode === 'username' ? await solveFrom(humanCheck.current) : undefined;
      const info = await login({
        username,
        password: mode === 'username' ? values.password : values.code.trim(),
        type: mode,
        site,
        ...(mode === 'sms' ? { countryDialingCode: values.dialingCode } : {}),
        ...(captcha.shown && captcha.captcha
          ? { captcha: values.captcha.trim(), captchaId: captcha.captcha.captchaId }
          : {}),
        ...(humanCheckPayload ? { humanCheck: humanCheckPayload } : {}),
        ...(verification ? { verificationCode: values.verificationCode.trim() } : {}),
      });
      if (offerRemember) {
        if (remember) {
          rememberLogin(mode === 'username' ? { username, password: values.password } : { mobile: username });
        } else {
          forgetLogin();
        }
      }
      const complete = completeSignIn(info, {
        via: mode,
        site,
        username,
        ...(mode === 'username' ? { typedPassword: values.password } : {}),
      });
      if (complete) onSignedIn?.();
    },
    fail: onFailure,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={busy}>
      {alert && <FormAlert tone={alert.tone}>{alert.text}</FormAlert>}
      {mode === 'username' ? (
        <>
          <TextField
            label={t('field_username')}
            autoComplete="username"
            value={values.username}
            onChange={(event) => set('username')(event.target.value)}
            error={errors.username}
            required
            data-autofocus
          />
          <TextField
            label={t('field_password')}
            secret
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => set('password')(event.target.value)}
            error={errors.password}
            required
          />
        </>
      ) : (
        <MobileCodeFields
          dialingCode={values.dialingCode}
          onDialingCode={set('dialingCode')}
          mobileRule={mobileRule}
          mobile={values.mobile}
          onMobile={set('mobile')}
          code={values.code}
          onCode={set('code')}
          errors={errors}
          onMobileError={(error) => setErrors((current) => ({ ...current, mobile: error }))}
          onAlert={setAlert}
          sms={sms}
        />
      )}
      {captcha.shown && (
        <CaptchaField
          state={captcha}
          value={values.captcha}
          onChange={set('captcha')}
          error={errors.captcha}
        />
      )}
      {verification && (
        <TextField
          label={t('field_verificationCode')}
          hint={t('login_verification_hint', { destination: verification.destination })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={16}
          required
          value={values.verificationCode}
          onChange={(event) => set('verificationCode')(event.target.value)}
          error={errors.verificationCode}
        />
      )}
      {mode === 'username' && <HumanCheck ref={humanCheck} />}
      {(offerRemember || extras) && (
        <div className="flex items-center justify-between gap-3 text-sm">
          {offerRemember ? (
            <label className="flex cursor-pointer items-center gap-2 text-muted">
              <input
                type="checkbox"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
                className="size-4 accent-[var(--brand-primary)]"
              />
              {t('login_remember')}
            </label>
          ) : (
            <span />
          )}
          {extras}
        </div>
      )}
      <button type="submit" disabled={busy} className={buttonClass({ block: true, size: 'lg' })}>
        {busy && <Spinner label={t('app_loading')} size="sm" />}
        {t('header_login')}
      </button>
    </form>
  );
};
