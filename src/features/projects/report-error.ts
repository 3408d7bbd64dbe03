import type { TFunction } from 'i18next';
import { ApiError, describeApiError } from '../../api/errors';

/**
 * The message of the 'Download error' toast of a project report: a response that
 * is not OK gives 'HTTP error! status: {code}' (with the server's own words when it sent any),
 * an unreachable server says so, anything else the default 'Error while downloading'.
 * `tErrors` defaults to the app's language.
 */
export function reportErrorMessage(
  error: unknown,
  projectId: number,
  t: TFunction<'projects'>,
  tErrors?: TFunction<'errors'>,
): string {
  if (error instanceof ApiError && error.status > 0) {
    const http = t('report.httpError', { status: error.status });
    return error.serverMessage ? `${http} — ${error.serverMessage}` : http;
  }
  if (error instanceof ApiError)
    return describeApiError(error, `/api/projects/${projectId}/download_report/`, tErrors).message;
  return t('report.errorMessage');
}
