import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { PROJECTS_KEY } from '../../../api/query-keys';
import type { Project } from './get-project';

export type ProjectCreate = components['schemas']['ProjectCreate'];

/** A new, empty, private project owned by the creator, status PENDING (staff only). */
export function createProject(payload: ProjectCreate): Promise<Project> {
  return unwrap(client.POST('/api/projects/', { body: payload }));
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
