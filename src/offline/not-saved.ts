import type { FetchStatus, QueryStatus } from '@tanstack/react-query';

/**
 * A query with nothing to show that waits for the server (no network, or the server does not
 * answer): this device holds no saved answer for it. react-query pauses such a query instead of
 * failing it (src/api/query-client.ts), so the screen can say so at once rather than show a
 * placeholder until the server is back; it fetches by itself when the server answers again.
 */
export function notSavedOffline(query: { status: QueryStatus; fetchStatus: FetchStatus }): boolean {
  return query.status === 'pending' && query.fetchStatus === 'paused';
}
