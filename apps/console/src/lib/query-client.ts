import { QueryClient } from '@tanstack/react-query';

// Console data changes under the user's hands (orders arrive, colleagues ship): short freshness, no retry of
// refusals (the request helper has already shown them).
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 10_000, retry: false, refetchOnWindowFocus: true },
  },
});
