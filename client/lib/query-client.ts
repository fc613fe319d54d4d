import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Teachers switch screens quickly; a minute of freshness avoids refetching on every tap.
      staleTime: 60_000,
      retry: 1,
    },
  },
});
