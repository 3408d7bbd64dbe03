import { ApiError, apiErrorFromResponse, networkError } from './errors';

/**
 * A multipart upload with real progress. `fetch` cannot report the bytes sent of a request body,
 * so this one call goes through XMLHttpRequest, with what the shared client's middleware adds to
 * every call: `Authorization: JWT <access>`, `Accept-Language`, and on a 401 one renewal of the
 * access token and one replay.
 */

/** The part of XMLHttpRequest used here, so tests can stand in for it. */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  onabort: ((event: ProgressEvent) => void) | null;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface XhrUploadDeps {
  createXhr: () => XhrLike;
  accessToken: () => string | null;
  language: () => string;
  /** Called after a 401 with the token that was refused; answers the token to retry with, or null. */
  renewAccess: (refused: string | null) => Promise<string | null>;
}

export interface XhrUploadRequest {
  url: string;
  field: string;
  file: Blob;
  fileName: string;
  /** Text fields, sent before the file so the server reads them first. */
  fields?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

interface RawAnswer {
  status: number;
  statusText: string;
  body: unknown;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function sendOnce(request: XhrUploadRequest, token: string | null, deps: XhrUploadDeps): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = deps.createXhr();
    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);
    xhr.open('POST', request.url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', deps.language());
    if (token) xhr.setRequestHeader('Authorization', `JWT ${token}`);
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : request.file.size;
      request.onProgress?.({ loaded: Math.min(event.loaded, total), total });
    };
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, statusText: xhr.statusText, body: parseBody(xhr.responseText) });
    };
    xhr.onerror = () => {
      settle();
      reject(networkError(new Error('The upload could not reach the server')));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    const form = new FormData();
    for (const [name, value] of Object.entries(request.fields ?? {})) form.append(name, value);
    form.append(request.field, request.file, request.fileName);
    request.onProgress?.({ loaded: 0, total: request.file.size });
    xhr.send(form);
  });
}

function toError({ status, statusText, body }: RawAnswer): ApiError {
  // An XHR status of 0 after `load` never happens in browsers; kept as "unreachable" all the same.
  if (status < 200 || status > 599) return new ApiError(statusText || 'No answer', 0, undefined);
  return apiErrorFromResponse(new Response(null, { status, statusText }), body);
}

/** Resolves with the parsed JSON answer of a 2xx; rejects with an `ApiError`, or an `AbortError` when cancelled. */
export async function xhrUpload<T>(request: XhrUploadRequest, deps: XhrUploadDeps): Promise<T> {
  const token = deps.accessToken();
  let answer = await sendOnce(request, token, deps);
  if (answer.status === 401) {
    const renewed = await deps.renewAccess(token);
    if (request.signal?.aborted) throw abortError();
    if (renewed && renewed !== token) answer = await sendOnce(request, renewed, deps);
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body as T;
  throw toError(answer);
}
