/**
 * Operator sign-in: POST /admin-api/session/login. Operator accounts come with a later release;
 * until then the server answers the missing route with a NOT_FOUND envelope, which the form
 * explains instead of showing an error code.
 */
import { ApiError } from '@luckwell/ui/api-client';
import { useMutation } from '@tanstack/react-query';
import { ADMIN_TOKEN_KEY, apiRequest } from '../../shared/api-client.ts';
import type { TranslationKey } from '../../shared/locales/en.ts';
import type { LoginFields } from './validate-login.ts';

export const SIGN_IN_PATH = '/admin-api/session/login';

const tokenOf = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { token?: unknown }).token === 'string'
    ? (value as { token: string }).token
    : null;

const signIn = async ({ username, password }: LoginFields) => {
  // No contract yet (operator accounts come later): the value is read by `tokenOf`.
  const value = await apiRequest(SIGN_IN_PATH, null, {
    method: 'POST',
    body: { username: username.trim(), password },
  });
  const token = tokenOf(value);
  if (token) {
    try {
      sessionStorage.setItem(ADMIN_TOKEN_KEY, token);
    } catch {
      // Private mode: the session lasts for this page only.
    }
  }
  return value;
};

export const useSignIn = () => useMutation({ mutationFn: signIn });

export type SignInFailure = { tone: 'info' | 'error'; title: TranslationKey; body: TranslationKey };

/** What the form says about a failed sign-in; `isKnownKey` tells whether a server key is translated. */
export const describeSignInFailure = (
  error: unknown,
  isKnownKey: (key: string) => boolean,
): SignInFailure => {
  if (error instanceof ApiError && error.code === 'NOT_FOUND') {
    return { tone: 'info', title: 'login.unavailable.title', body: 'login.unavailable.body' };
  }
  if (error instanceof ApiError && isKnownKey(error.messageKey)) {
    return { tone: 'error', title: 'login.failed.title', body: error.messageKey as TranslationKey };
  }
  return { tone: 'error', title: 'login.failed.title', body: 'in_system_error' };
};
