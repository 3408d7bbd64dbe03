import type { TFunction } from 'i18next';
import { ApiError } from '../../api/errors';
import type { ArchiveProblem } from './upload-checks';

export interface UploadErrorDescription {
  title: string;
  message: string;
  /** The server's own explanation when it adds to the message (which file, line, column). */
  detail?: string;
}

/**
 * The upload error messages, by status: 400 the server's message or "invalid file
 * format"; 401; 403; 413; 422 "invalid data" with the server's detail; 500 (and any 5xx, which a
 * proxy may answer); a server that cannot be reached; otherwise the error's own message or the
 * generic "error during import".
 */
export function describeUploadError(error: unknown, t: TFunction<'admin'>): UploadErrorDescription {
  const title = t('upload.errors.title');
  if (!(error instanceof ApiError)) {
    const own = error instanceof Error && error.message ? error.message : undefined;
    return { title, message: own ?? t('upload.errors.generic') };
  }
  const server = error.serverMessage;
  switch (error.status) {
    case 0:
      return { title, message: t('upload.errors.network') };
    case 400:
      return { title, message: server ?? t('upload.errors.invalidFormat') };
    case 401:
      return { title, message: t('upload.errors.unauthenticated') };
    case 403:
      return { title, message: t('upload.errors.forbidden') };
    case 413:
      return { title, message: t('upload.errors.tooLarge') };
    case 422:
      return server
        ? { title, message: t('upload.errors.invalidData'), detail: server }
        : { title, message: t('upload.errors.invalidData') };
    default:
      if (error.status >= 500) return { title, message: t('upload.errors.server') };
      return { title, message: error.message || t('upload.errors.generic') };
  }
}

/** A file refused before sending: a toast titled as an error. */
export function describeArchiveProblem(
  problem: ArchiveProblem,
  t: TFunction<'admin'>,
): UploadErrorDescription {
  return { title: t('upload.checks.title'), message: t(`upload.checks.${problem}`) };
}
