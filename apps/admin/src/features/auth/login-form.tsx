/** Operator sign-in form: username and password, checked here first, then POSTed to the admin API. */
import { Button } from '@luckwell/ui/button';
import { Spinner } from '@luckwell/ui/spinner';
import i18next from 'i18next';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../../shared/icons.tsx';
import type { TranslationKey } from '../../shared/locales/en.ts';
import { describeSignInFailure, useSignIn } from './use-sign-in.ts';
import { type LoginErrors, type LoginFields, validateLogin } from './validate-login.ts';

type FieldProps = {
  name: keyof LoginFields;
  label: string;
  type: 'text' | 'password';
  value: string;
  placeholder: string;
  autoComplete: string;
  error?: TranslationKey;
  onChange: (value: string) => void;
  trailing?: ReactNode;
};

const Field = ({
  name,
  label,
  type,
  value,
  placeholder,
  autoComplete,
  error,
  onChange,
  trailing,
}: FieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink/90">
        {label}
      </label>
      <div
        className={`flex items-center rounded-xl border bg-page/80 transition focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/25 ${
          error ? 'border-danger/80' : 'border-line'
        }`}
      >
        <span className="pl-3.5 text-muted" aria-hidden="true">
          <Icon name={name === 'username' ? 'user' : 'lock'} className="size-[18px]" />
        </span>
        <input
          id={id}
          name={name}
          type={type}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-12 w-full min-w-0 flex-1 bg-transparent px-3 text-[15px] text-ink placeholder:text-muted/60 focus:outline-none"
        />
        {trailing}
      </div>
      {error && (
        <p id={errorId} className="flex items-center gap-1.5 text-[13px] text-danger">
          <Icon name="alert" className="size-4 shrink-0" />
          {t(error)}
        </p>
      )}
    </div>
  );
};

export const LoginForm = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [fields, setFields] = useState<LoginFields>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [showPassword, setShowPassword] = useState(false);

  const update = (name: keyof LoginFields) => (value: string) => {
    setFields((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
    if (signIn.isError) signIn.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const found = validateLogin(fields);
    setErrors(found);
    if (found.username || found.password) {
      const first = found.username ? 'username' : 'password';
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    signIn.mutate(fields, { onSuccess: () => navigate('/preview') });
  };

  const failure = signIn.isError ? describeSignInFailure(signIn.error, (key) => i18next.exists(key)) : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <Field
        name="username"
        label={t('login.username')}
        type="text"
        value={fields.username}
        placeholder={t('login.usernamePlaceholder')}
        autoComplete="username"
        error={errors.username}
        onChange={update('username')}
      />
      <Field
        name="password"
        label={t('login.password')}
        type={showPassword ? 'text' : 'password'}
        value={fields.password}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        error={errors.password}
        onChange={update('password')}
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

      {failure && (
        <div
          role="alert"
          className={`flex gap-3 rounded-xl border p-3.5 text-sm animate-fade-in ${
            failure.tone === 'info' ? 'border-primary/40 bg-primary/10' : 'border-danger/50 bg-danger/10'
          }`}
        >
          <span
            className={`grid size-8 shrink-0 place-items-center rounded-full ${
              failure.tone === 'info' ? 'bg-primary/20 text-primary' : 'bg-danger/20 text-danger'
            }`}
          >
            <Icon name={failure.tone === 'info' ? 'clock' : 'alert'} className="size-[18px]" />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-semibold text-ink">{t(failure.title)}</p>
            <p className="leading-relaxed text-muted">{t(failure.body)}</p>
            {failure.tone === 'info' && (
              <Link
                to="/preview"
                className="mt-1 inline-flex items-center gap-1 self-start font-semibold text-primary hover:underline"
              >
                {t('login.previewLink')}
                <Icon name="chevronRight" className="size-4" />
              </Link>
            )}
          </div>
        </div>
      )}

      <Button
        type="submit"
        size="lg"
        block
        disabled={signIn.isPending}
        aria-busy={signIn.isPending || undefined}
      >
        {signIn.isPending ? (
          <>
            <Spinner label={t('login.submitting')} size="sm" />
            <span aria-hidden="true">{t('login.submitting')}</span>
          </>
        ) : (
          t('login.submit')
        )}
      </Button>
    </form>
  );
};
