import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { analyticsKeys } from './keys';

export type Recommendation = components['schemas']['Recommendation'];

/** What the dashboard suggests from the user's state, most pressing first. */
export function getRecommendations({ signal }: { signal?: AbortSignal } = {}): Promise<Recommendation[]> {
  return unwrap(client.GET('/api/analytics/recommendations', { signal }));
}

export function useRecommendations({ enabled }: { enabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: analyticsKeys.recommendations(),
      queryFn: ({ signal }) => getRecommendations({ signal }),
      staleTime: 0,
      enabled,
    }),
  );
}
