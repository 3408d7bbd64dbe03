import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { PROJECTS_KEY } from '../../../api/query-keys';
import type { Project } from './get-project';

export type ProjectUpdate = components['schemas']['ProjectUpdate'];

/** Changes a project's name or description (the server checks the user may edit it). */
export function updateProject(id: number, body: ProjectUpdate): Promise<Project> {
  return unwrap(client.PUT('/api/projects/{id}/', { params: { path: { id } }, body }));
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProjectUpdate }) => updateProject(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
