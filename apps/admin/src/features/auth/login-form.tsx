/**
 * Operator sign-in form in two steps: username and password, then — for operators with two-step
 * sign-in on — the 6-digit code from their authenticator app. Checked here first, then POSTed.
 */
import { Button } from '@luckwell/ui/button';
import { Spinner } from '@luckwell/ui/spinner';
import i18next from 'i18next';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TextField } from '../../shared/form-field.tsx';
import { Icon } from '../../shared/icons.tsx';
import type { TranslationKey } from '../../shared/locales/en.ts';
import { TotpCodeField } from './totp-code-field.tsx';
import {
  describeSignInFailure,
  isTotpInvalid,
  isTotpRequired,
  landingAfterSignIn,
  useSignIn,
} from './use-sign-in.ts';
import {
  type LoginErrors,
  type LoginFields,
  normalizeTotp,
  validateLogin,
  validateTotp,
} from './validate-login.ts';

type Step = 'credentials' | 'totp';

const SubmitButton = ({ pending, label }: { pending: boolean; label: string }) => {
  const { t } = useTranslation();
  return (
    <Button type="submit" size="lg" block disabled={pending} aria-busy={pending || undefined}>
      {pending ? (
        <>
          <Spinner label={t('login.submitting')} size="sm" />
          <span aria-hidden="true">{t('login.submitting')}</span>
        </>
      ) : (
        label
      )}
    </Button>
  );
};

export const LoginForm = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const [step, setStep] = useState<Step>('credentials');
  const [fields, setFields] = useState<LoginFields>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<TranslationKey | undefined>();
  const [showPassword, setShowPassword] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const wanted = (location.state as { from?: string } | null)?.from;

  const update = (name: keyof LoginFields) => (value: string) => {
    setFields((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
    if (signIn.isError) signIn.reset();
  };

  const send = (totp?: string) =>
    signIn.mutate(
      { username: fields.username.trim(), password: fields.password, ...(totp ? { totp } : {}) },
      {
        onSuccess: (session) =>
          navigate(landingAfterSignIn(session.totpEnrolment, wanted), { replace: true }),
        onError: (error) => {
          if (isTotpRequired(error)) {
            signIn.reset();
            setStep('totp');
            setCodeError(undefined);
          } else if (isTotpInvalid(error)) {
            signIn.reset();
            setCodeError('in_totp_invalid');
            setCode('');
          }
        },
      },
    );

  const submitCredentials = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const found = validateLogin(fields);
    setErrors(found);
    if (found.username || found.password) {
      const first = found.username ? 'username' : 'password';
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    send();
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const problem = validateTotp(code);
    setCodeError(problem);
    if (problem) return;
    send(normalizeTotp(code));
  };

  const backToPassword = () => {
    signIn.reset();
    setStep('credentials');
    setCode('');
    setCodeError(undefined);
    setFields((previous) => ({ ...previous, password: '' }));
  };

  const failure = signIn.isError ? describeSignInFailure(signIn.error, (key) => i18next.exists(key)) : null;
  const alert = failure && (
    <div
      role="alert"
      className="flex animate-fade-in gap-3 rounded-xl border border-danger/50 bg-danger/10 p-3.5 text-sm"
    >
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-danger/20 text-danger">
        <Icon name="alert" className="size-[18px]" />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-ink">{t(failure.title)}</p>
        <p className="leading-relaxed text-muted">{t(failure.body)}</p>
      </div>
    </div>
  );

  if (step === 'totp') {
    return (
      <form ref={formRef} noValidate onSubmit={submitCode} className="flex animate-fade-in flex-col gap-5">
        <div className="flex items-start gap-3 rounded-2xl border border-primary/30 bg-primary/[0.07] p-4">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/15 text-primary">
            <Icon name="shieldCheck" className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-semibold text-ink">{t('login.totp.title')}</p>
            <p className="text-sm leading-relaxed text-muted">
              {t('login.totp.body', { username: fields.username.trim() })}
            </p>
          </div>
        </div>
        <TotpCodeField
          name="totp"
          label={t('login.totp.code')}
          value={code}
          autoFocus
          error={codeError ? t(codeError) : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setCodeError(undefined);
            if (signIn.isError) signIn.reset();
          }}
        />
        {alert}
        <SubmitButton pending={signIn.isPending} label={t('login.totp.submit')} />
        <button
          type="button"
          onClick={backToPassword}
          className="inline-flex items-center justify-center gap-1.5 self-center text-sm font-semibold text-muted transition hover:text-primary"
        >
          <Icon name="arrowLeft" className="size-4" />
          {t('login.totp.back')}
        </button>
      </form>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={submitCredentials} className="flex flex-col gap-5">
      <TextField
        name="username"
        label={t('login.username')}
        icon="user"
        value={fields.username}
        placeholder={t('login.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username ? t(errors.username) : undefined}
        onChange={(event) => update('username')(event.target.value)}
      />
      <TextField
        name="password"
        label={t('login.password')}
        icon="lock"
        type={showPassword ? 'text' : 'password'}
        value={fields.password}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        error={errors.password ? t(errors.password) : undefined}
        onChange={(event) => update('password')(event.target.value)}
        trailing={
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
            aria-pressed={showPassword}
            className="mr-1.5 grid size-9 shrink-0 place-items-center rounded-lg text-muted transition hover:bg-white/5 hover:text-ink"
          >
            <Icon name={showPassword ? 'eyeOff' : 'eye'} className="size-[18px]" />
          </button>
        }
      />
      {alert}
      <SubmitButton pending={signIn.isPending} label={t('login.submit')} />
    </form>
  );
};
