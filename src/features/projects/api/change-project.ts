import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { PROJECTS_KEY } from '../../../api/query-keys';
import { sendOrQueue } from '../../../offline/outbox';
import { withProjectPatch } from '../project-cache';
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

/** A project as a screen shows it: what a visibility change starts from. */
export type ShownProject = Pick<Project, 'id' | 'name' | 'public' | 'updated_at'>;

/**
 * With the server out of reach, the change waits in the outbox (`queued`) and every cached list
 * and detail shows it made; the replay sends it unless someone changed the project since the
 * user saw it (its `updated_at`).
 */
export function useSetProjectVisibility(options: {
  onSuccess?: (project: Pick<Project, 'name' | 'public'>, queued: boolean) => void;
  onError?: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ project, public: isPublic }: { project: ShownProject; public: boolean }) =>
      sendOrQueue(
        {
          kind: 'project-visibility',
          targetId: project.id,
          public: isPublic,
          seen: { public: project.public, updatedAt: project.updated_at },
        },
        project.name,
        () => setProjectVisibility(project.id, isPublic),
        () => ({ name: project.name, public: isPublic }),
      ),
    onSuccess: ({ answer, queued }, { project }) => {
      queryClient.setQueriesData({ queryKey: PROJECTS_KEY }, (data: unknown) =>
        withProjectPatch(data, project.id, { public: answer.public }),
      );
      options.onSuccess?.(answer, queued);
      if (!queued) return queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
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
