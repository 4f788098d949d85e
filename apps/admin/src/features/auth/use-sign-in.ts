/**
 * Operator sign-in: POST /admin-api/session/login with the password, and again with the TOTP code
 * when the server answers AUTH_TOTP_REQUIRED. The token goes to session storage; who signed in
 * goes straight into the query cache so the console opens without another round trip.
 */
import type {
  TOperatorLoginRequest,
  TOperatorSession,
  TTotpEnrolment,
} from '@luckwell/contracts/admin/session';
import { ApiError } from '@luckwell/ui/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, storeToken } from '../../shared/api-client.ts';
import type { TranslationKey } from '../../shared/locales/en.ts';
import { ME_QUERY_KEY, TOTP_SKIPPED_KEY, totpSkipped } from '../../shared/operator-session.ts';

export const SIGN_IN_PATH = '/admin-api/session/login';

const loadSchema = () => import('@luckwell/contracts/admin/session').then((m) => m.ZOperatorSessionResponse);

export const useSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TOperatorLoginRequest) =>
      apiRequest(SIGN_IN_PATH, loadSchema, { method: 'POST', body: request }),
    onSuccess: (session: TOperatorSession) => {
      queryClient.clear();
      storeToken(session.token);
      try {
        // Each sign-in asks again about two-step enrolment.
        sessionStorage.removeItem(TOTP_SKIPPED_KEY);
      } catch {
        // nothing stored
      }
      queryClient.setQueryData(ME_QUERY_KEY, {
        operator: session.operator,
        totpEnrolment: session.totpEnrolment,
      });
    },
  });
};

/** Where a freshly signed-in operator goes first. */
export const landingAfterSignIn = (enrolment: TTotpEnrolment, wanted: string | undefined) => {
  if (enrolment === 'required' || (enrolment === 'recommended' && !totpSkipped())) return '/two-step';
  return wanted && wanted !== '/login' ? wanted : '/dashboard';
};

export const isTotpRequired = (error: unknown) =>
  error instanceof ApiError && error.code === 'AUTH_TOTP_REQUIRED';
export const isTotpInvalid = (error: unknown) =>
  error instanceof ApiError && error.code === 'AUTH_TOTP_INVALID';

export type SignInFailure = { title: TranslationKey; body: TranslationKey };

/** What the form says about a failed sign-in; `isKnownKey` tells whether a server key is translated. */
export const describeSignInFailure = (
  error: unknown,
  isKnownKey: (key: string) => boolean,
): SignInFailure => {
  if (error instanceof ApiError && error.code === 'AUTH_ACCOUNT_LOCKED') {
    return {
      title: 'login.locked.title',
      body: isKnownKey(error.messageKey) ? (error.messageKey as TranslationKey) : 'in_account_locked',
    };
  }
  if (error instanceof ApiError && isKnownKey(error.messageKey)) {
    return { title: 'login.failed.title', body: error.messageKey as TranslationKey };
  }
  return { title: 'login.failed.title', body: 'in_system_error' };
};
