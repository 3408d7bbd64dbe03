import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';

export type AdminProject = components['schemas']['Project'];
export type ProjectUpdate = components['schemas']['ProjectUpdate'];

const projectsKey = ['admin', 'projects'] as const;

/** Every project of the installation, for the console's projects tab (filtered and paged here). */
export function useAllProjects() {
  return useQuery({
    queryKey: projectsKey,
    queryFn: ({ signal }) => unwrap(client.GET('/api/projects/', { signal })),
  });
}

/**
 * A staff change of owner, visibility or name shows on every screen (lists, dashboard, search),
 * so every cached answer is asked again, not only the console's.
 */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProjectUpdate }) =>
      unwrap(client.PUT('/api/projects/{id}/', { params: { path: { id } }, body })),
    onSuccess: (project) => {
      queryClient.setQueryData<AdminProject[]>(projectsKey, (rows) =>
        rows?.map((row) => (row.id === project.id ? project : row)),
      );
      void queryClient.invalidateQueries();
    },
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(client.DELETE('/api/projects/{id}/', { params: { path: { id } } })),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<AdminProject[]>(projectsKey, (rows) => rows?.filter((row) => row.id !== id));
      void queryClient.invalidateQueries();
    },
  });
}
