import { ApiError } from '@luckwell/ui/api-client';
import { QueryClient } from '@tanstack/react-query';

/** Server data defaults: one retry for network trouble, never for an answer the server gave on purpose. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
      },
    },
  });
