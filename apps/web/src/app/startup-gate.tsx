/**
 * The startup gate (spec §4): nothing renders until the permission call has answered and the
 * analytics tag is on its way. Then status decides: 1 maintenance, 2 region blocked, 0 the site.
 * The server has already resolved which wins; the gate only switches on it.
 */

import { errorMessageKey } from '@luckwell/ui/api-client';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { bootstrap } from '../features/system/bootstrap.ts';
import { StartupError, StartupLoader } from '../features/system/startup-screens.tsx';

/** Rarely shown, so they load only when the status asks for them, not with every first visit. */
const MaintenancePage = lazy(() =>
  import('../features/system/maintenance-page.tsx').then((m) => ({ default: m.MaintenancePage })),
);
const RegionBlockedPage = lazy(() =>
  import('../features/system/region-blocked-page.tsx').then((m) => ({ default: m.RegionBlockedPage })),
);

export const StartupGate = ({ children }: { children: ReactNode }) => {
  const permission = useQuery({
    queryKey: ['permission'],
    queryFn: ({ signal }) => bootstrap(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  if (permission.isPending) return <StartupLoader />;
  if (permission.isError) {
    return (
      <StartupError
        messageKey={errorMessageKey(permission.error)}
        onRetry={() => void permission.refetch()}
        retrying={permission.isFetching}
      />
    );
  }
  const { status } = permission.data;
  if (status !== 1 && status !== 2) return children;
  return (
    <Suspense fallback={<StartupLoader />}>
      {status === 1 ? (
        <MaintenancePage permission={permission.data} />
      ) : (
        <RegionBlockedPage permission={permission.data} />
      )}
    </Suspense>
  );
};
