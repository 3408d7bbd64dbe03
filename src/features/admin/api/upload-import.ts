import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { tokens } from '../../../api/tokens';
import { i18n } from '../../../lib/i18n';
import { IMPORTS_KEY } from './get-import-tasks';
import { type UploadProgress, xhrUpload } from './xhr-upload';

export type ImportAccepted = components['schemas']['ImportAccepted'];
export type { UploadProgress };

const UPLOAD_PATH = '/api/imports/' as const;

/**
 * Renews the access token through the shared client, so the renewal is the middleware's own:
 * shared with concurrent calls, and ending the session when the server refuses the refresh token.
 * Any authenticated call does it; the current user's is the lightest.
 */
async function renewAccess(refused: string | null): Promise<string | null> {
  const current = tokens.getAccessToken();
  if (current && current !== refused) return current;
  try {
    await unwrap(client.GET('/api/users/me/'));
  } catch {
    // Refused or unreachable: whatever the middleware kept is what there is.
  }
  return tokens.getAccessToken();
}

/** Sends an archive (multipart field `file`); the server answers 202 with the new task's id. */
export function uploadImportArchive(
  file: File,
  { onProgress, signal }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<ImportAccepted> {
  return xhrUpload<ImportAccepted>(
    { url: UPLOAD_PATH, field: 'file', file, fileName: file.name, onProgress, signal },
    {
      createXhr: () => new XMLHttpRequest(),
      accessToken: () => tokens.getAccessToken(),
      language: () => i18n.resolvedLanguage ?? i18n.language ?? 'en',
      renewAccess,
    },
  );
}

interface UploadVariables {
  archive: File;
  signal: AbortSignal;
}

/**
 * One upload at a time: its bytes-sent progress, its answer or error, and `reset`, which cancels
 * the request in flight (xhr.abort) or clears the answer. An upload asked for while one runs is
 * ignored (spec 3 §5).
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
