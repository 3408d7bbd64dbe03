import { useTranslation } from 'react-i18next';
import { ApiError, describeApiError } from '../../api/errors';
import { useDownloadProjectReport } from './api/download-project-report';
import { notify } from './notify';

/**
 * Downloads a project's PDF report with the spec's toasts (spec 2 §8): 'Download successful' or
 * 'Download error' with what went wrong. `pendingId` is the project whose report is being made.
 */
export function useReportDownload() {
  const { t } = useTranslation('projects');
  const mutation = useDownloadProjectReport();
  const download = (id: number) => {
    if (mutation.isPending) return;
    mutation.mutate(id, {
      onSuccess: () =>
        notify('success', { title: t('report.successTitle'), message: t('report.successMessage') }),
      onError: (error) =>
        notify('error', {
          title: t('report.errorTitle'),
          message:
            error instanceof ApiError
              ? describeApiError(error, `/api/projects/${id}/download_report/`).message
              : t('report.errorMessage'),
        }),
    });
  };
  return { download, pendingId: mutation.isPending ? mutation.variables : undefined };
}
