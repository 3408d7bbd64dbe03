import { useMutation } from '@tanstack/react-query';
import { builtFileFetch, client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { downloadBlob, type ExportFile } from '../../../lib/export';

/** One genolist's genes as CSV, saved as genolist_{id}.csv. */
export async function downloadGenolistCsv(id: number): Promise<ExportFile> {
  const blob = await unwrap(
    client.GET('/api/genolists/{id}/download', {
      params: { path: { id }, query: { format: 'csv' } },
      parseAs: 'blob',
      fetch: builtFileFetch,
    }),
  );
  return { blob, fileName: `genolist_${id}.csv` };
}

export function useDownloadGenolistCsv() {
  return useMutation({
    mutationFn: async (id: number) => {
      const file = await downloadGenolistCsv(id);
      downloadBlob(file.fileName, file.blob);
      return file;
    },
  });
}
