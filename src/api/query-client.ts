import { onlineManager, QueryClient } from '@tanstack/react-query';
import { connectivity } from './client';
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

/**
 * react-query follows the connectivity state, not only the browser's flag: with no network, or a
 * server that does not answer, queries pause instead of failing, so screens keep showing what they
 * have (saved answers among them) and fetch again by themselves once the server answers. The
 * outbox follows it too (src/offline/session.ts).
 */
if (typeof window !== 'undefined') {
  addEventListener('online', () => connectivity.browserChanged(true));
  addEventListener('offline', () => connectivity.browserChanged(false));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') connectivity.retryNow();
  });
  onlineManager.setEventListener((setOnline) => {
    setOnline(connectivity.state() === 'online');
    return connectivity.subscribe(() => setOnline(connectivity.state() === 'online'));
  });
}
