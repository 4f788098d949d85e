/**
 * What wraps the console's routes in the browser and in tests alike: the query client wired to the
 * router (an ended session goes back to sign-in), and the toasts.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { type createMemoryRouter, RouterProvider } from 'react-router';
import { clearToken } from '../shared/api-client.ts';
import { ME_QUERY_KEY, TOTP_SKIPPED_KEY } from '../shared/operator-session.ts';
import { Toaster } from '../shared/toasts.tsx';
import { createQueryClient } from './query-client.ts';

/** A data router: `createBrowserRouter` in the app, `createMemoryRouter` in tests. */
type Router = ReturnType<typeof createMemoryRouter>;

export const createConsoleQueryClient = (router: Router) => {
  const queryClient = createQueryClient({
    onUnauthorized: () => {
      clearToken();
      try {
        sessionStorage.removeItem(TOTP_SKIPPED_KEY);
      } catch {
        // nothing stored
      }
      queryClient.clear();
      if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
    },
    onTotpRequired: () => {
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      void router.navigate('/two-step', { replace: true });
    },
  });
  return queryClient;
};

export const ConsoleProviders = ({ router }: { router: Router }) => {
  const [queryClient] = useState(() => createConsoleQueryClient(router));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
};
