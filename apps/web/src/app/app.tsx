/** The player app: server-data provider, the startup gate, then the router. */
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { createQueryClient } from './query-client.ts';
import { routes } from './routes.tsx';
import { StartupGate } from './startup-gate.tsx';

/** The route table, rendered by the declarative router (a third of the size of the data router). */
export const AppRoutes = () => useRoutes(routes);

export const App = () => {
  const [queryClient] = useState(createQueryClient);
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
