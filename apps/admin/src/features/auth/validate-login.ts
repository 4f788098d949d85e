/** Client-side checks of the operator sign-in form; the server checks again. */
import type { TranslationKey } from '../../shared/locales/en.ts';

export type LoginFields = { username: string; password: string };
export type LoginErrors = Partial<Record<keyof LoginFields, TranslationKey>>;

const USERNAME = /^[A-Za-z0-9._-]{3,32}$/;

export const validateLogin = ({ username, password }: LoginFields): LoginErrors => {
  const errors: LoginErrors = {};
  const name = username.trim();
  if (!name) errors.username = 'login.error.usernameRequired';
  else if (!USERNAME.test(name)) errors.username = 'login.error.usernameFormat';
  if (!password) errors.password = 'login.error.passwordRequired';
  else if (password.length < 6 || password.length > 64) errors.password = 'login.error.passwordLength';
  return errors;
};
