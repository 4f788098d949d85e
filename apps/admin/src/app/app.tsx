import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { ConsoleProviders } from './console-providers.tsx';
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

export const App = () => (
  <>
    <DocumentTitle />
    <ConsoleProviders router={router} />
  </>
);
