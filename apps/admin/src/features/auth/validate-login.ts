/** Client-side checks of the operator sign-in form; the server checks again. */
import type { TranslationKey } from '../../shared/locales/en.ts';

export type LoginFields = { username: string; password: string };
export type LoginErrors = Partial<Record<keyof LoginFields, TranslationKey>>;

const USERNAME = /^[A-Za-z][A-Za-z0-9._-]{2,31}$/;

export const validateLogin = ({ username, password }: LoginFields): LoginErrors => {
  const errors: LoginErrors = {};
  const name = username.trim();
  if (!name) errors.username = 'login.error.usernameRequired';
  else if (!USERNAME.test(name)) errors.username = 'login.error.usernameFormat';
  if (!password) errors.password = 'login.error.passwordRequired';
  else if (password.length > 128) errors.password = 'login.error.passwordLength';
  return errors;
};

/** A code from an authenticator app: six digits; spaces people type from the app are dropped. */
export const normalizeTotp = (code: string) => code.replace(/\s+/g, '');

export const validateTotp = (code: string): TranslationKey | undefined => {
  const digits = normalizeTotp(code);
  if (!digits) return 'login.error.codeRequired';
  if (!/^\d{6}$/.test(digits)) return 'login.error.codeFormat';
  return undefined;
};
