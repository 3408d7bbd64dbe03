import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { PROJECTS_KEY } from '../../../api/query-keys';
import type { Project } from './get-project';
import { projectKey } from './keys';

/** Makes the project public or private (who may: its `can_change_visibility`). */
export function setProjectVisibility(id: number, isPublic: boolean): Promise<Project> {
  return unwrap(client.PUT('/api/projects/{id}/', { params: { path: { id } }, body: { public: isPublic } }));
}

/** Deletes the project with everything in it (who may: its `can_delete`). */
export async function deleteProject(id: number): Promise<void> {
  await unwrap(client.DELETE('/api/projects/{id}/', { params: { path: { id } } }));
}

export function useSetProjectVisibility(options: {
  onSuccess?: (project: Project) => void;
  onError?: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, public: isPublic }: { id: number; public: boolean }) =>
      setProjectVisibility(id, isPublic),
    onSuccess: (project) => {
      options.onSuccess?.(project);
      return queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
    },
    onError: (error) => options.onError?.(error),
  });
}

export function useDeleteProject(options: {
  onSuccess?: (id: number) => void;
  onError?: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_answer, id) => {
      // Its own queries would only answer 404 now.
      queryClient.removeQueries({ queryKey: projectKey(id) });
      options.onSuccess?.(id);
      return queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
    },
    onError: (error) => options.onError?.(error),
  });
}
