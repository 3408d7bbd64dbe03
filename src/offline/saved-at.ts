import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * When the oldest answer a screen shows was fetched: among the queries under `queryKeys` (prefixes,
 * as react-query matches keys) that a mounted component observes and that hold data. With no
 * network, that is how old what the screen shows may be. Undefined when it shows none.
 */
export function oldestShownAt(queryClient: QueryClient, queryKeys: readonly QueryKey[]): number | undefined {
  let oldest: number | undefined;
  for (const queryKey of queryKeys)
    for (const query of queryClient.getQueryCache().findAll({ queryKey })) {
      const { data, dataUpdatedAt } = query.state;
      if (query.getObserversCount() === 0 || data === undefined || dataUpdatedAt <= 0) continue;
      if (oldest === undefined || dataUpdatedAt < oldest) oldest = dataUpdatedAt;
    }
  return oldest;
}
