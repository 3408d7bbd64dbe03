import type { TFunction } from 'i18next';
import type { components } from '../../openapi/schema';
import { i18n } from '../lib/i18n';

/** What a failed call may answer. GenoApp's server always sends `Error`; proxies and older
 * servers may send `message` instead, or nothing parseable at all. */
export type ApiErrorBody = Partial<components['schemas']['Error']> & { message?: string };

/**
 * Every failure of a call, whatever its cause: `message` from the body's `detail`,
 * else its `message`, else the status text; `status` 0 when the server could not be reached.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly details: ApiErrorBody | undefined,
  ) {
    super(message);
  }

  get code(): string | undefined {
    return this.details?.code;
  }

  /** The server's own words, if it sent any. */
  get serverMessage(): string | undefined {
    return this.details?.detail || this.details?.message || undefined;
  }
}

export function apiErrorFromResponse(response: Response, body: unknown): ApiError {
  const details = body !== null && typeof body === 'object' ? (body as ApiErrorBody) : undefined;
  const message =
    details?.detail || details?.message || response.statusText || `HTTP ${String(response.status)}`;
  return new ApiError(message, response.status, details);
}

export function networkError(cause: unknown): ApiError {
  const message = cause instanceof Error ? cause.message : String(cause);
  return new ApiError(message, 0, undefined);
}

/** Aborts are the caller's own decision (react-query cancelling a query), not failures to report. */
export function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** openapi-fetch answers `{data}` or `{error}`; callers want the data or a thrown `ApiError`. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch (error) {
    throw error instanceof ApiError || isAbort(error) ? error : networkError(error);
  }
  if (!result.response.ok) throw apiErrorFromResponse(result.response, result.error);
  return result.data as T;
}

export interface ErrorDescription {
  title: string;
  message: string;
}

/** A path whose last segment is a number names one resource (`/api/projects/12/`). */
const ENDS_WITH_ID = /\/\d+\/?$/;
/** The server explains a refusal in terms of rights (fr "droits", en "rights"). */
const MENTIONS_RIGHTS = /droits|rights/i;

/**
 * The error catalogue: what to tell the user about a failed call to `path`. `t` defaults to
 * the app's current language.
 */
export function describeApiError(
  error: unknown,
  path: string,
  t: TFunction<'errors'> = i18n.getFixedT(null, 'errors'),
): ErrorDescription {
  const status = error instanceof ApiError ? error.status : -1;
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  switch (status) {
    case 0:
      return { title: t('network.title'), message: t('network.message') };
    case 401:
      return { title: t('unauthorized.title'), message: t('unauthorized.message') };
    case 403:
      return {
        title: t('forbidden.title'),
        message:
          serverMessage && MENTIONS_RIGHTS.test(serverMessage) ? serverMessage : t('forbidden.message'),
      };
    case 404:
      return ENDS_WITH_ID.test(path.split('?')[0] ?? '')
        ? { title: t('notAccessible.title'), message: t('notAccessible.message') }
        : { title: t('notFound.title'), message: t('notFound.message') };
    default:
      return { title: t('generic.title'), message: serverMessage ?? t('generic.message') };
  }
}

/**
 * What a failed change says: that the server could not be reached (no network, or the server
 * does not answer), when so, rather than a vague failure; otherwise `fallback`.
 */
export function failureMessage(
  error: unknown,
  fallback: string,
  t: TFunction<'errors'> = i18n.getFixedT(null, 'errors'),
): string {
  return error instanceof ApiError && error.status === 0 ? t('network.message') : fallback;
}
