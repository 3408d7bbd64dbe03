import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { components, paths } from '../../../../openapi/schema';
import { PROJECTS_KEY } from '../../../api/query-keys';
import { type UploadProgress, uploadFile } from '../../../api/upload';

export type ProjectDataAccepted = components['schemas']['ProjectDataAccepted'];
export type { UploadProgress };

const DATA_PATH = '/api/projects/{id}/data/' satisfies keyof paths;

/**
 * Sends a project's data file (multipart field `file`, with the bytes sent reported); the server
 * checks its header, answers 202 and imports it in the background: the project is PROCESSING.
 */
export function uploadProjectData(
  projectId: number,
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<ProjectDataAccepted> {
  return uploadFile<ProjectDataAccepted>(DATA_PATH.replace('{id}', String(projectId)), file, options);
}

interface UploadVariables {
  projectId: number;
  file: File;
  signal: AbortSignal;
}

/**
 * One data file upload at a time: its progress, its answer or error, and `cancel`, which stops
 * the request in flight (the server keeps nothing of a cancelled upload).
 */
export function useUploadProjectData() {
  const queryClient = useQueryClient();
  const inFlight = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const mutation = useMutation({
    mutationFn: ({ projectId, file, signal }: UploadVariables) =>
      uploadProjectData(projectId, file, {
        signal,
        onProgress: (next) => {
          if (!signal.aborted) setProgress(next);
        },
      }),
    onSettled: (_data, _error, { signal }) => {
      if (inFlight.current?.signal === signal) inFlight.current = null;
      // The project's status changed (PROCESSING), in its page and in the lists.
      return queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
    },
  });
  const { mutateAsync, reset: resetMutation } = mutation;

  /** Resolves with the server's answer; rejects with its error, or an AbortError when cancelled. */
  const upload = useCallback(
    (projectId: number, file: File) => {
      inFlight.current?.abort();
      const abort = new AbortController();
      inFlight.current = abort;
      setProgress({ loaded: 0, total: file.size });
      return mutateAsync({ projectId, file, signal: abort.signal });
    },
    [mutateAsync],
  );

  const cancel = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    resetMutation();
    setProgress(null);
  }, [resetMutation]);

  return { upload, cancel, progress, isUploading: mutation.isPending, error: mutation.error };
}
