import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { components } from '../../../../openapi/schema';
import { type UploadProgress, uploadFile } from '../../../api/upload';
import { IMPORTS_KEY } from './get-import-tasks';

export type ImportAccepted = components['schemas']['ImportAccepted'];
export type { UploadProgress };

const UPLOAD_PATH = '/api/imports/' as const;

/** Sends an archive (multipart field `file`); the server answers 202 with the new task's id. */
export function uploadImportArchive(
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<ImportAccepted> {
  return uploadFile<ImportAccepted>(UPLOAD_PATH, file, options);
}

interface UploadVariables {
  archive: File;
  signal: AbortSignal;
}

/**
 * One upload at a time: its bytes-sent progress, its answer or error, and `reset`, which cancels
 * the request in flight (xhr.abort) or clears the answer. An upload asked for while one runs is
 * ignored.
 */
export function useUploadImport() {
  const queryClient = useQueryClient();
  const inFlight = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [file, setFile] = useState<File | null>(null);

  const mutation = useMutation({
    mutationFn: ({ archive, signal }: UploadVariables) =>
      uploadImportArchive(archive, {
        signal,
        onProgress: (next) => {
          if (!signal.aborted) setProgress(next);
        },
      }),
    onSettled: (_data, _error, { signal }) => {
      if (inFlight.current?.signal === signal) inFlight.current = null;
      return queryClient.invalidateQueries({ queryKey: IMPORTS_KEY });
    },
  });
  const { mutate, reset: resetMutation } = mutation;

  const upload = useCallback(
    (archive: File, callbacks?: Parameters<typeof mutate>[1]) => {
      if (inFlight.current) return;
      const abort = new AbortController();
      inFlight.current = abort;
      setFile(archive);
      setProgress({ loaded: 0, total: archive.size });
      mutate({ archive, signal: abort.signal }, callbacks);
    },
    [mutate],
  );

  const reset = useCallback(() => {
    const abort = inFlight.current;
    inFlight.current = null;
    abort?.abort();
    resetMutation();
    setProgress(null);
    setFile(null);
  }, [resetMutation]);

  return {
    upload,
    /** Cancels the upload in flight or clears its answer; the server keeps nothing of a cancelled upload. */
    reset,
    file,
    progress,
    isUploading: mutation.isPending,
    taskId: mutation.data?.task_id ?? null,
    error: mutation.error,
  };
}

export type UploadImport = ReturnType<typeof useUploadImport>;
