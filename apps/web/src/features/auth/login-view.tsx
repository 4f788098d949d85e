/**
 * Login popup body (spec §2 "Login popup"): username and SMS tabs (SMS only when MOBILEVERCODELOGIN3
 * is on), remember-password, links to register and forgot password, and trial play when FREEPLAY3
 * is on.
 */
import { buttonClass } from '@luckwell/ui/button';
import { Tabs } from '@luckwell/ui/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { usePermission } from '../../shared/permission-store.ts';
import { playForFree } from '../../shared/sign-in.ts';
import { errorText } from './error-text.ts';
import { FormAlert } from './form-alert.tsx';
import { LoginForm, type LoginMode } from './login-form.tsx';

export const LoginView = () => {
  const { t, i18n } = useTranslation();
  const { whitelabelVal } = usePermission();
  const handoff = useOverlayStore((state) => state.loginHandoff);
  const openAuth = useOverlayStore((state) => state.openAuth);
  const modes: LoginMode[] = whitelabelVal.MOBILEVERCODELOGIN3 ? ['username', 'sms'] : ['username'];
  const [mode, setMode] = useState<LoginMode>('username');
  const [trial, setTrial] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  const onTrial = async () => {
    setTrial({ busy: true, error: null });
    try {
      await playForFree();
    } catch (error) {
      setTrial({ busy: false, error: errorText(t, error, i18n.language) });
    }
  };

  const form = (
    <LoginForm
      key={mode}
      mode={mode}
      site="member"
      remember
      handoff={mode === 'username' ? handoff : null}
      extras={
        <button
          type="button"
          onClick={() => openAuth('forgot')}
          className="font-semibold text-primary hover:underline"
        >
          {t('login_forgot')}
        </button>
      }
    />
  );

  return (
    <div className="space-y-5">
      {modes.length > 1 ? (
        <Tabs
          label={t('login_title')}
          value={mode}
          onChange={setMode}
          items={modes.map((value) => ({ value, label: t(`login_tab_${value}`) }))}
        >
          {form}
        </Tabs>
      ) : (
        form
      )}
      {whitelabelVal.FREEPLAY3 && (
        <div className="space-y-2">
          <div className="flex items-center gap-3 text-xs text-muted" aria-hidden="true">
            <span className="h-px flex-1 bg-line" />
            {t('login_or')}
            <span className="h-px flex-1 bg-line" />
          </div>
          {trial.error && <FormAlert>{trial.error}</FormAlert>}
          <button
            type="button"
            disabled={trial.busy}
            onClick={() => void onTrial()}
            className={buttonClass({ variant: 'secondary', block: true })}
          >
            {trial.busy ? t('app_loading') : t('login_trial')}
          </button>
        </div>
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
