/**
 * Login popup body (spec §2 "Login popup"): username and SMS tabs (SMS only when its flag is on),
 * remember-password, links to register and forgot password. Sign-in goes live with a later release:
 * a valid submit says so honestly instead of pretending.
 */
import { buttonClass } from '@luckwell/ui/button';
import { Tabs } from '@luckwell/ui/tabs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { usePermission } from '../../shared/permission-store.ts';
import { SoonNotice } from './soon-notice.tsx';
import { TextField } from './text-field.tsx';

type Mode = 'username' | 'sms';

export const LoginView = () => {
  const { t } = useTranslation();
  const { whitelabelVal } = usePermission();
  const { loginPrefill, loginSubmitted, openAuth } = useOverlayStore();
  const modes: Mode[] = whitelabelVal.MOBILEVERCODELOGIN3 ? ['username', 'sms'] : ['username'];
  const [mode, setMode] = useState<Mode>('username');
  const [values, setValues] = useState({
    username: loginPrefill?.username ?? '',
    password: '',
    mobile: '',
    code: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [soon, setSoon] = useState(loginSubmitted);
  const [remember, setRemember] = useState(false);

  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (mode === 'username') {
      if (!values.username.trim()) next.username = t('val_required');
      if (!values.password.trim()) next.password = t('val_required');
    } else {
      if (!/^\+?\d{8,15}$/.test(values.mobile.trim())) next.mobile = t('val_mobile');
      if (!values.code.trim()) next.code = t('val_code');
    }
    setErrors(next);
    setSoon(Object.keys(next).length === 0);
  };

  const form = (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {mode === 'username' ? (
        <>
          <TextField
            label={t('field_username')}
            autoComplete="username"
            value={values.username}
            onChange={set('username')}
            error={errors.username}
            required
            data-autofocus
          />
          <TextField
            label={t('field_password')}
            secret
            autoComplete="current-password"
            value={values.password}
            onChange={set('password')}
            error={errors.password}
            required
          />
          <div className="flex items-center justify-between gap-3 text-sm">
            <label className="flex cursor-pointer items-center gap-2 text-muted">
              <input
                type="checkbox"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
                className="size-4 accent-[var(--brand-primary)]"
              />
              {t('login_remember')}
            </label>
            <button
              type="button"
              onClick={() => openAuth('forgot')}
              className="font-semibold text-primary hover:underline"
            >
              {t('login_forgot')}
            </button>
          </div>
        </>
      ) : (
        <>
          <TextField
            label={t('field_mobileNum')}
            inputMode="tel"
            autoComplete="tel"
            value={values.mobile}
            onChange={set('mobile')}
            error={errors.mobile}
            required
          />
          <div className="flex items-end gap-2">
            <TextField
              className="flex-1"
              label={t('field_code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={255}
              value={values.code}
              onChange={set('code')}
              error={errors.code}
              required
            />
            <button
              type="button"
              onClick={() => setSoon(true)}
              className={`${buttonClass({ variant: 'secondary', size: 'sm' })} mb-0.5 h-11`}
            >
              {t('login_send_code')}
            </button>
          </div>
        </>
      )}
      {soon && <SoonNotice messageKey="auth_soon_login" />}
      <button type="submit" className={buttonClass({ block: true, size: 'lg' })}>
        {t('header_login')}
      </button>
    </form>
  );

  return (
    <div className="space-y-5">
      {modes.length > 1 ? (
        <Tabs
          label={t('login_title')}
          value={mode}
          onChange={(value) => {
            setMode(value);
            setErrors({});
            setSoon(false);
          }}
          items={modes.map((value) => ({ value, label: t(`login_tab_${value}`) }))}
        >
          {form}
        </Tabs>
      ) : (
        form
      )}
      <p className="text-center text-sm text-muted">
        {t('login_no_account')}{' '}
        <button
          type="button"
          onClick={() => openAuth('register')}
          className="font-semibold text-primary hover:underline"
        >
          {t('login_to_register')}
        </button>
      </p>
    </div>
  );
};
