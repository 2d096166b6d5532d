import { QueryClient } from '@tanstack/react-query';

/**
 * The browser's query client. Data prefetched by the loaders stays fresh for a minute, so
 * hydrating a server-rendered page never refetches what the server just loaded (DESIGN §3 step 6).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } },
  });
}
