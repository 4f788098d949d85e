/**
 * The startup gate (spec §4): nothing renders until the permission call has answered and the
 * analytics tag is on its way. Then status decides: 1 maintenance, 2 region blocked, 0 the site.
 * The server has already resolved which wins; the gate only switches on it.
 */

import { errorMessageKey } from '@luckwell/ui/api-client';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { bootstrap } from '../features/system/bootstrap.ts';
import { MaintenancePage } from '../features/system/maintenance-page.tsx';
import { RegionBlockedPage } from '../features/system/region-blocked-page.tsx';
import { StartupError, StartupLoader } from '../features/system/startup-screens.tsx';

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
  if (permission.data.status === 1) return <MaintenancePage permission={permission.data} />;
  if (permission.data.status === 2) return <RegionBlockedPage permission={permission.data} />;
  return children;
};
