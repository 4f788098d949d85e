import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './query-client.ts';
import { ADMIN_BASENAME, routes } from './routes.tsx';

const router = createBrowserRouter(routes, { basename: ADMIN_BASENAME });

/** Keeps the tab title in the console's language. */
const DocumentTitle = () => {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('app.name')} · ${t('app.backOffice')}`;
  }, [t]);
  return null;
};

export const App = () => {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <DocumentTitle />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
};
