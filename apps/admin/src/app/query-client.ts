import { QueryClient } from '@tanstack/react-query';

/** One client for the console; mutations (sign-in) never retry on their own. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
