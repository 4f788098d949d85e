/** The player app: server-data provider, the startup gate, then the router. */

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { DEFAULT_LANGUAGE, readStoredLanguage } from '../features/i18n/i18n.ts';
import { announcementsQuery } from '../shared/announcements.ts';
import { createQueryClient } from './query-client.ts';
import { routes } from './routes.tsx';
import { StartupGate } from './startup-gate.tsx';

/** The route table, rendered by the declarative router (a third of the size of the data router). */
export const AppRoutes = () => useRoutes(routes);

/**
 * The home banners come from the announcements call; asking for it alongside the permission call,
 * rather than after the gate opens, takes a round trip off the home page's largest paint.
 */
const startQueryClient = () => {
  const client = createQueryClient();
  void client.prefetchQuery(announcementsQuery(readStoredLanguage() ?? DEFAULT_LANGUAGE));
  return client;
};

/** `client`: the one the server's render filled (ADR 075), when the page hydrates. */
export const App = ({ client }: { client?: QueryClient }) => {
  const [queryClient] = useState(() => client ?? startQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <StartupGate>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StartupGate>
    </QueryClientProvider>
  );
};
