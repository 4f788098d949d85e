/**
 * The frame of the agent pages (/agent, /agentHome): their own header, no site navigation or
 * announcement popups, the same session overlays (change password, dialogs).
 */
import { Loader } from '@luckwell/ui/loader';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../features/system/route-error.tsx';
import { Overlays } from './root-layout.tsx';

export const AgentLayout = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<Loader label={t('app_loading')} className="min-h-dvh" />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <Overlays announcements={false} />
    </div>
  );
};
