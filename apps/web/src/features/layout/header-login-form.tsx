/**
 * The visitor's inline login form in the header (spec §2 "Header login"): username and password, no
 * captcha or remember-password. Wrong credentials warn in_incorrect_password under the form; when the
 * server wants the captcha the login popup takes over. The sign-in code loads on the first submit.
 */
import { buttonClass } from '@luckwell/ui/button';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { usePermission } from '../../shared/permission-store.ts';
import { ensureBundle } from '../i18n/i18n.ts';

const inputClass =
  'h-9 w-36 rounded-full border border-line bg-black/30 px-4 text-sm text-ink placeholder:text-muted/80 transition focus:border-primary focus:outline-none xl:w-40 aria-[invalid=true]:border-red-400';

export const HeaderLoginForm = () => {
  const { t } = useTranslation();
  const { whitelabelVal } = usePermission();
  const openAuth = useOverlayStore((state) => state.openAuth);
  const [invalid, setInvalid] = useState<{ username: boolean; password: boolean } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // The fields are the browser's (uncontrolled): what was typed into the server's form before the
    // app took it over (ADR 092) is still there and is what is sent.
    const typedName = usernameInput.current?.value ?? '';
    const typedPassword = passwordInput.current?.value ?? '';
    const check = { username: typedName.trim() === '', password: typedPassword.trim() === '' };
    if (check.username || check.password) {
      setInvalid(check);
      setMessage('val_login_required');
      return;
    }
    setInvalid(null);
    setMessage(null);
    setBusy(true);
    try {
      const [{ quickLogin }] = await Promise.all([
        import('../../shared/quick-login.ts'),
        ensureBundle('auth'),
      ]);
      const problem = await quickLogin(typedName.trim(), typedPassword);
      if (problem) {
        setMessage(problem);
        setInvalid({ username: false, password: problem === 'in_incorrect_password' });
      }
      if (passwordInput.current) passwordInput.current.value = '';
    } catch {
      setMessage('in_network_abnormal');
    } finally {
      setBusy(false);
    }
  };

  /** Trial play (FREEPLAY3): a trial account at once, no form. */
  const onTrial = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const [{ playForFree }] = await Promise.all([import('../../shared/sign-in.ts'), ensureBundle('auth')]);
      await playForFree();
    } catch (error) {
      setMessage((error as { messageKey?: string }).messageKey ?? 'in_system_error');
    } finally {
      setBusy(false);
    }
  };

  /** The sign-in code and the human check start loading while the player types. */
  const onFocus = () => {
    void import('../../shared/quick-login.ts').then((m) => m.prepareQuickLogin());
  };

  return (
    <form
      onFocus={onFocus}
      onSubmit={onSubmit}
      className="relative hidden items-center gap-2 lg:flex"
      noValidate
      // Never sent by the browser itself (the fields have no names, a click is held till the app
      // owns the form); were it ever, nothing typed would reach an address bar.
      method="post"
      aria-label={t('header_login')}
      aria-busy={busy}
    >
      <label className="sr-only" htmlFor="header-username">
        {t('field_username')}
      </label>
      <input
        id="header-username"
        ref={usernameInput}
        autoComplete="username"
        className={inputClass}
        placeholder={t('field_username')}
        aria-invalid={invalid?.username ?? false}
      />
      <label className="sr-only" htmlFor="header-password">
        {t('field_password')}
      </label>
      <input
        id="header-password"
        ref={passwordInput}
        type="password"
        autoComplete="current-password"
        className={inputClass}
        placeholder={t('field_password')}
        aria-invalid={invalid?.password ?? false}
      />
      {/* data-app-click: pressed (or Enter typed) before the app has taken the server's form over, the
          sign-in waits for it instead of the browser submitting the form itself (index.html). */}
      <button type="submit" disabled={busy} className={buttonClass({ size: 'sm' })} data-app-click="">
        {t('header_login')}
      </button>
      <button
        type="button"
        data-app-click=""
        className={buttonClass({ size: 'sm', variant: 'secondary' })}
        onClick={() => openAuth('register')}
      >
        {t('header_register')}
      </button>
      {whitelabelVal.FREEPLAY3 && (
        <button
          type="button"
          data-app-click=""
          className={`${buttonClass({ size: 'sm', variant: 'ghost' })} hidden xl:inline-flex`}
          disabled={busy}
          onClick={() => void onTrial()}
        >
          {t('header_trial')}
        </button>
      )}
      {message && (
        <p role="alert" className="absolute top-full left-4 mt-1 text-xs text-red-300">
          {t(message, { defaultValue: t('in_system_error') })}
        </p>
      )}
    </form>
  );
};
