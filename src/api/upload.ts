import { i18n } from '../lib/i18n';
import { client } from './client';
import { unwrap } from './errors';
import { tokens } from './tokens';
import { type UploadProgress, xhrUpload } from './xhr-upload';

export type { UploadProgress };

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

/**
 * Sends one file as multipart/form-data (field `file`, after the text `fields` if any) to a path of the contract, with the bytes
 * sent reported as they go (`xhr-upload.ts` says why this is not the openapi-fetch client).
 * Resolves with the parsed JSON answer; rejects with an `ApiError`, or an `AbortError`.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  {
    onProgress,
    signal,
    fields,
  }: {
    onProgress?: (progress: UploadProgress) => void;
    signal?: AbortSignal;
    fields?: Record<string, string>;
  } = {},
): Promise<T> {
  return xhrUpload<T>(
    { url, field: 'file', file, fileName: file.name, fields, onProgress, signal },
    {
      createXhr: () => new XMLHttpRequest(),
      accessToken: () => tokens.getAccessToken(),
      language: () => i18n.resolvedLanguage ?? i18n.language ?? 'en',
      renewAccess,
    },
  );
}
