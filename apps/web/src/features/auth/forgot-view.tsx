/** Forgot-password popup body (spec §2): by email or by mobile, with a customer-service link. */
import { buttonClass } from '@luckwell/ui/button';
import { Tabs } from '@luckwell/ui/tabs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { SoonNotice } from './soon-notice.tsx';
import { TextField } from './text-field.tsx';

type Mode = 'email' | 'mobile';

export const ForgotView = () => {
  const { t } = useTranslation();
  const openAuth = useOverlayStore((state) => state.openAuth);
  const [mode, setMode] = useState<Mode>('email');
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [soon, setSoon] = useState(false);

  const bind = (field: string) => ({
    value: values[field] ?? '',
    error: errors[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = (field: string) => (values[field] ?? '').trim();
    const next: Record<string, string> = {};
    if (mode === 'email') {
      if (!value('username')) next.username = t('val_required');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value('email'))) next.email = t('val_email');
    } else {
      if (!/^\+?\d{8,15}$/.test(value('mobile'))) next.mobile = t('val_mobile');
      if (!value('code')) next.code = t('val_code');
      if (value('newPassword').length < 6) next.newPassword = t('val_password_len', { min: 6, max: 20 });
    }
    setErrors(next);
    setSoon(Object.keys(next).length === 0);
  };

  return (
    <div className="space-y-5">
      <p className="text-sm leading-relaxed text-muted">{t('forgot_text')}</p>
      <Tabs
        label={t('forgot_title')}
        value={mode}
        onChange={(value) => {
          setMode(value);
          setErrors({});
          setSoon(false);
        }}
        items={[
          { value: 'email', label: t('forgot_tab_email') },
          { value: 'mobile', label: t('forgot_tab_mobile') },
        ]}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {mode === 'email' ? (
            <>
              <TextField label={t('field_username')} autoComplete="username" required {...bind('username')} />
              <TextField
                label={t('field_email')}
                type="email"
                autoComplete="email"
                required
                {...bind('email')}
              />
            </>
          ) : (
            <>
              <TextField
                label={t('field_mobileNum')}
                inputMode="tel"
                autoComplete="tel"
                required
                {...bind('mobile')}
              />
              <TextField
                label={t('field_code')}
                inputMode="numeric"
                maxLength={255}
                required
                {...bind('code')}
              />
              <TextField
                label={t('field_newPassword')}
                secret
                autoComplete="new-password"
                required
                {...bind('newPassword')}
              />
            </>
          )}
          {soon && <SoonNotice messageKey="auth_soon_forgot" />}
          <button type="submit" className={buttonClass({ block: true, size: 'lg' })}>
            {t('forgot_submit')}
          </button>
        </form>
      </Tabs>
      <p className="text-center text-sm text-muted">
        <button
          type="button"
          onClick={() => openAuth('login')}
          className="font-semibold text-primary hover:underline"
        >
          {t('forgot_back')}
        </button>
      </p>
    </div>
  );
};
