import { QueryClient } from '@tanstack/react-query';

/**
 * The server-state cache of the pages behind the login (TanStack Query). Not part of the first load: the
 * login page reaches it with a dynamic import after a successful login, the /main guard when it runs.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The HTTP client retries requests without a response itself; business errors are not retried.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
