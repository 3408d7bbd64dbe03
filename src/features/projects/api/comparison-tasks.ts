import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { projectKey } from './keys';

export type ComparisonOptions = components['schemas']['ComparisonOptions'];
export type NewComparison = components['schemas']['NewComparison'];
export type ComparisonTask = components['schemas']['ComparisonTask'];

/** How often a running task's progress is asked for. */
const POLL_MS = 1000;

export function comparisonOptionsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...projectKey(projectId), 'comparison-options'],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/projects/{id}/comparisons/options/', {
          params: { path: { id: projectId } },
          signal,
        }),
      ),
  });
}

/** Whether the user may compute a comparison on the server, and the factors it may use. */
export function useComparisonOptions(projectId: number) {
  return useQuery(comparisonOptionsQueryOptions(projectId));
}

/** Queues a limma-voom comparison; answers its task id. */
export function useCreateComparison(projectId: number) {
  return useMutation({
    mutationFn: (body: NewComparison) =>
      unwrap(client.POST('/api/projects/{id}/comparisons/', { params: { path: { id: projectId } }, body })),
  });
}

/** A comparison task, asked for again every second until it ends; the project's genolists are refreshed then. */
export function useComparisonTask(projectId: number, taskId: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...projectKey(projectId), 'comparison-task', taskId],
    enabled: taskId !== null,
    queryFn: async ({ signal }) => {
      const task = await unwrap(
        client.GET('/api/projects/{id}/comparisons/tasks/{taskId}/', {
          params: { path: { id: projectId, taskId: taskId as number } },
          signal,
        }),
      );
      // Not awaited, and not this query: refetching the task from inside its own fetch would wait on itself.
      if (task.status === 'SUCCESS')
        void queryClient.invalidateQueries({
          queryKey: projectKey(projectId),
          predicate: (query) => !query.queryKey.includes('comparison-task'),
        });
      return task;
    },
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'SUCCESS' || status === 'FAILURE' ? false : POLL_MS;
    },
  });
}
