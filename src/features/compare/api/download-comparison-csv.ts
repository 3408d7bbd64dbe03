import { builtFileFetch, client } from '../../../api/client';
import { apiErrorFromResponse, isAbort, networkError } from '../../../api/errors';
import { type ExportFile, fileNameFromDisposition } from '../../../lib/export';
import type { ComparisonQuery } from './keys';

/** Every gene of the comparison that passes the combination and the search, as the server's CSV. */
export async function downloadComparisonCsv(
  query: Omit<ComparisonQuery, 'page' | 'page_size'>,
): Promise<ExportFile> {
  let result: Awaited<ReturnType<typeof request>>;
  const request = () =>
    client.GET('/api/genolists/compare/csv/', { params: { query }, parseAs: 'blob', fetch: builtFileFetch });
  try {
    result = await request();
  } catch (error) {
    throw isAbort(error) ? error : networkError(error);
  }
  if (!result.response.ok || !result.data) throw apiErrorFromResponse(result.response, result.error);
  return {
    blob: result.data as Blob,
    fileName: fileNameFromDisposition(
      result.response.headers.get('Content-Disposition'),
      `genolists_${query.ids.replaceAll(',', '_')}_comparison.csv`,
    ),
  };
}
