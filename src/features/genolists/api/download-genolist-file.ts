import { builtFileFetch, client } from '../../../api/client';
import { apiErrorFromResponse, isAbort, networkError } from '../../../api/errors';
import { type ExportFile, fileNameFromDisposition } from '../../../lib/export';

export type ServerFile = 'transcripto-values' | 'report';

async function fetchBlob(
  call: Promise<{ data?: Blob; error?: unknown; response: Response }>,
  fallbackName: string,
): Promise<ExportFile> {
  let result: Awaited<typeof call>;
  try {
    result = await call;
  } catch (error) {
    throw isAbort(error) ? error : networkError(error);
  }
  if (!result.response.ok || !result.data) throw apiErrorFromResponse(result.response, result.error);
  return {
    blob: result.data,
    fileName: fileNameFromDisposition(result.response.headers.get('Content-Disposition'), fallbackName),
  };
}

/**
 * A file the server makes for the genolist, with its name from Content-Disposition: every row
 * as TSV (`genolist_{id}_transcripto_values.tsv`) or the XLSX report (`genolist_{id}_report.xlsx`).
 */
export function downloadGenolistFile(id: number, file: ServerFile): Promise<ExportFile> {
  const params = { path: { id } };
  return file === 'report'
    ? fetchBlob(
        client.GET('/api/genolists/{id}/report/download/', {
          params,
          parseAs: 'blob',
          fetch: builtFileFetch,
        }),
        `genolist_${id}_report.xlsx`,
      )
    : fetchBlob(
        client.GET('/api/genolists/{id}/download-transcripto-values', {
          params,
          parseAs: 'blob',
          fetch: builtFileFetch,
        }),
        `genolist_${id}_transcripto_values.tsv`,
      );
}

/** Where a failed download's call went, for `describeApiError`. */
export function serverFilePath(id: number, file: ServerFile): string {
  return file === 'report'
    ? `/api/genolists/${id}/report/download/`
    : `/api/genolists/${id}/download-transcripto-values`;
}
