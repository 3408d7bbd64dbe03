import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { pollInterval } from '../import-status';

export type ImportTask = components['schemas']['ImportTask'];

/** Every import query starts with this key, so one invalidation refreshes the list and the details. */
export const IMPORTS_KEY = ['imports'] as const;

/** The latest import tasks (staff only), newest first. */
export function getImportTasks({ signal }: { signal?: AbortSignal } = {}): Promise<ImportTask[]> {
  return unwrap(client.GET('/api/imports/', { signal }));
}

export function getImportTasksQueryOptions() {
  return queryOptions({
    queryKey: [...IMPORTS_KEY, 'list'],
    queryFn: ({ signal }) => getImportTasks({ signal }),
    // Every second while a task is queued or running, else every 10 s.
    refetchInterval: (query) => pollInterval(query.state.data),
    staleTime: 0,
  });
}

export function useImportTasks() {
  return useQuery(getImportTasksQueryOptions());
}
