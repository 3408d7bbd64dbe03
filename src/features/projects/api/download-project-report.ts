import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { builtFileFetch, client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { tokens } from '../../../api/tokens';
import { downloadBlob, type ExportFile, fileNameFromDisposition } from '../../../lib/export';
import { serverOrHere } from '../../../offline/server-or-here';
import { readSavedProject } from '../saved-project';

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

/** The server could not be reached and the project is not saved on this device for offline use. */
export class ReportNotSavedError extends Error {
  constructor(readonly projectId: number) {
    super(`Project ${projectId} is not available offline on this device`);
    this.name = 'ReportNotSavedError';
  }
}

/** The report drawn on this device from the project's offline copy. */
export async function projectReportHere(
  queryClient: QueryClient,
  id: number,
  language: string,
): Promise<ExportFile> {
  const userId = tokens.getUserId();
  const saved = userId === null ? null : await readSavedProject(queryClient, userId, id);
  if (!saved) throw new ReportNotSavedError(id);
  // The layout and pdfkit load only now: most reports are the server's.
  const { localReportFile } = await import('../local-report');
  return localReportFile(saved, language);
}

/**
 * Downloads and saves the report; `isPending` while it is being made. The server draws it; with
 * no server (offline, unreachable, or found so by this very call) this device draws it from the
 * project's offline copy; `here` says which did.
 */
export function useDownloadProjectReport() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: async (id: number) => {
      let here = false;
      const file = await serverOrHere(
        () => downloadProjectReport(id),
        () => {
          here = true;
          return projectReportHere(queryClient, id, i18n.language);
        },
      );
      downloadBlob(file.fileName, file.blob);
      return { ...file, here };
    },
  });
}
