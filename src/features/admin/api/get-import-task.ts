import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { ACTIVE_POLL_MS, isActive } from '../import-status';
import { IMPORTS_KEY, type ImportTask } from './get-import-tasks';

/** One import task: state, progress, step, messages, timings and project (staff only). */
export function getImportTask(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<ImportTask> {
  return unwrap(client.GET('/api/imports/{id}/', { params: { path: { id } }, signal }));
}

export function getImportTaskQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...IMPORTS_KEY, 'detail', id],
    queryFn: ({ signal }) => getImportTask(id, { signal }),
    // A finished task no longer changes: polled only while it moves.
    refetchInterval: (query) => {
      const task = query.state.data;
      if (query.state.status === 'error' || (task && !isActive(task))) return false;
      return ACTIVE_POLL_MS;
    },
    staleTime: 0,
  });
}

/** `id` null: nothing is fetched (no task selected). */
export function useImportTask(id: number | null) {
  return useQuery({ ...getImportTaskQueryOptions(id ?? 0), enabled: id !== null });
}
