/**
 * The visitor's inline login form in the header (spec §2). Login itself arrives with a later
 * release: a valid submit opens the login popup, which says so honestly.
 */
import { buttonClass } from '@luckwell/ui/button';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlayStore } from '../../shared/overlay-store.ts';

const inputClass =
  'h-9 w-36 rounded-full border border-line bg-black/30 px-4 text-sm text-ink placeholder:text-muted/80 transition focus:border-primary focus:outline-none xl:w-40 aria-[invalid=true]:border-red-400';

export const HeaderLoginForm = () => {
  const { t } = useTranslation();
  const openAuth = useOverlayStore((state) => state.openAuth);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<{ username: boolean; password: boolean } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = { username: username.trim() === '', password: password.trim() === '' };
    if (check.username || check.password) {
      setInvalid(check);
      return;
    }
    setInvalid(null);
    setPassword('');
    openAuth('login', { username: username.trim(), submitted: true });
  };

  return (
    <form onSubmit={onSubmit} className="relative hidden items-center gap-2 lg:flex" noValidate>
      <label className="sr-only" htmlFor="header-username">
        {t('field_username')}
      </label>
      <input
        id="header-username"
        autoComplete="username"
        className={inputClass}
        placeholder={t('field_username')}
        value={username}
        aria-invalid={invalid?.username ?? false}
        onChange={(event) => setUsername(event.target.value)}
      />
      <label className="sr-only" htmlFor="header-password">
        {t('field_password')}
      </label>
      <input
        id="header-password"
        type="password"
        autoComplete="current-password"
        className={inputClass}
        placeholder={t('field_password')}
        value={password}
        aria-invalid={invalid?.password ?? false}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" className={buttonClass({ size: 'sm' })}>
        {t('header_login')}
      </button>
      <button
        type="button"
        className={buttonClass({ size: 'sm', variant: 'secondary' })}
        onClick={() => openAuth('register')}
      >
        {t('header_register')}
      </button>
      {invalid && (
        <p role="alert" className="absolute top-full left-4 mt-1 text-xs text-red-300">
          {t('val_login_required')}
        </p>
      )}
    </form>
  );
};
