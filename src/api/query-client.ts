import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';

/** A 4xx will answer the same again (the middleware already renewed the token once on a 401);
 * network failures and 5xx may pass, so they get the usual few retries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry },
    // A mutation repeated behind the user's back could apply twice. Mutations run offline too:
    // those the outbox can hold are queued there (src/offline/outbox.ts) instead of pausing in memory.
    mutations: { retry: false, networkMode: 'always' },
  },
});

// react-query assumes it starts online; a reload with no network must start offline, so that
// screens read the saved answers instead of waiting for failed calls.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
