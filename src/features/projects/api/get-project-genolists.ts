import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { projectKey } from './keys';

export type ProjectGenolist = components['schemas']['Genolist'];

/** The project's genolists the user may see, newest first. */
export function getProjectGenolists(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProjectGenolist[]> {
  return unwrap(
    client.GET('/api/genolists/', { params: { query: { project: id, ordering: '-creation_date' } }, signal }),
  );
}

export function getProjectGenolistsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...projectKey(id), 'genolists'],
    queryFn: ({ signal }) => getProjectGenolists(id, { signal }),
  });
}

export function useProjectGenolists(id: number) {
  return useQuery(getProjectGenolistsQueryOptions(id));
}
