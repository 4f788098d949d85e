/**
 * One query client for the console. Client errors (4xx) are answers, not glitches: they are never
 * retried. A call refused because the session ended sends the operator back to sign-in; one refused
 * because two-step sign-in must be set up first sends them to enrolment.
 */
import { ApiError } from '@luckwell/ui/api-client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

export type SessionHandlers = {
  onUnauthorized?: () => void;
  onTotpRequired?: () => void;
};

const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export const createQueryClient = ({ onUnauthorized, onTotpRequired }: SessionHandlers = {}) => {
  const handle = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (error.code === 'UNAUTHORIZED') onUnauthorized?.();
    else if (error.code === 'AUTH_TOTP_REQUIRED' && error.status === 403) onTotpRequired?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => !isClientError(error) && failures < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
};
