import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';

type Project = components['schemas']['Project'];

const key = (id: number) => ['admin', 'imported-project', id] as const;

/** The project an import made, as the console shows it (its visibility). */
export function getImportedProject(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<Project> {
  return unwrap(client.GET('/api/projects/{id}/', { params: { path: { id } }, signal }));
}

export function useImportedProject(id: number) {
  return useQuery(
    queryOptions({ queryKey: key(id), queryFn: ({ signal }) => getImportedProject(id, { signal }) }),
  );
}

/**
 * Publishes or withdraws an imported project with the gene lists its comparisons made (expert
 * lists that users made stay as their owners set them): a public project whose lists stay private
 * would show researchers an empty project.
 */
export async function setImportedProjectVisibility(id: number, isPublic: boolean): Promise<Project> {
  const project = await unwrap(
    client.PUT('/api/projects/{id}/', { params: { path: { id } }, body: { public: isPublic } }),
  );
  const lists = await unwrap(client.GET('/api/genolists/', { params: { query: { project: id } } }));
  for (const list of lists) {
    if (list.type_genolist === 'EXPERT' || list.public === isPublic) continue;
    await unwrap(
      client.PATCH('/api/genolists/{id}/', { params: { path: { id: list.id } }, body: { public: isPublic } }),
    );
  }
  return project;
}

export function useSetProjectVisibility(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isPublic: boolean) => setImportedProjectVisibility(id, isPublic),
    onSuccess: (project) => {
      queryClient.setQueryData(key(id), project);
      // The projects screens list it, or stop listing it, for others: their answers are stale.
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
      void queryClient.invalidateQueries({ queryKey: ['genolists'] });
    },
  });
}
