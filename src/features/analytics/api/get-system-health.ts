import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { analyticsKeys } from './keys';

export type SystemHealth = components['schemas']['SystemHealth'];

/** The server's own measurements: uptime, median response time, imports that succeeded, database size. */
export function getSystemHealth({ signal }: { signal?: AbortSignal } = {}): Promise<SystemHealth> {
  return unwrap(client.GET('/api/analytics/system-health', { signal }));
}

export function useSystemHealth({ enabled }: { enabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: analyticsKeys.systemHealth(),
      queryFn: ({ signal }) => getSystemHealth({ signal }),
      staleTime: 0,
      enabled,
    }),
  );
}
