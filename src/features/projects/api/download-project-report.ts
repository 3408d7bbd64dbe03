import { useMutation } from '@tanstack/react-query';
import { builtFileFetch, client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { downloadBlob, type ExportFile, fileNameFromDisposition } from '../../../lib/export';

/**
 * The project's PDF report, in the interface language, named as the server says
 * (rapport_{title}_{date}.pdf), else project-{id}-report.pdf.
 */
export async function downloadProjectReport(id: number): Promise<ExportFile> {
  let disposition: string | null = null;
  const blob = await unwrap(
    client
      .GET('/api/projects/{id}/download_report/', {
        params: { path: { id } },
        parseAs: 'blob',
        fetch: builtFileFetch,
      })
      .then((result) => {
        disposition = result.response.headers.get('content-disposition');
        return result;
      }),
  );
  return { blob, fileName: fileNameFromDisposition(disposition, `project-${id}-report.pdf`) };
}

/** Downloads and saves the report; `isPending` while it is being made. */
export function useDownloadProjectReport() {
  return useMutation({
    mutationFn: async (id: number) => {
      const file = await downloadProjectReport(id);
      downloadBlob(file.fileName, file.blob);
      return file;
    },
  });
}
