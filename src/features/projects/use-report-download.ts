import { useTranslation } from 'react-i18next';
import { useOnline } from '../../offline/hooks';
import { notify } from '../../ui/notify';
import { useDownloadProjectReport } from './api/download-project-report';
import { reportErrorMessage } from './report-error';

/**
 * Downloads a project's PDF report with its toasts: 'Download successful' or
 * 'Download error' with what went wrong ('HTTP error! status: 500'). `pendingId` is the project whose report is being made.
 * The server makes the report: with no server, `offlineReason` says why it cannot be had, for the
 * buttons to show it (they stay hoverable, and a click does nothing).
 */
export function useReportDownload() {
  const { t } = useTranslation('projects');
  const mutation = useDownloadProjectReport();
  const online = useOnline();
  const download = (id: number) => {
    if (mutation.isPending || !online) return;
    mutation.mutate(id, {
      onSuccess: () =>
        notify('success', { title: t('report.successTitle'), message: t('report.successMessage') }),
      onError: (error) =>
        notify('error', { title: t('report.errorTitle'), message: reportErrorMessage(error, id, t) }),
    });
  };
  return {
    download,
    pendingId: mutation.isPending ? mutation.variables : undefined,
    offlineReason: online ? null : t('report.offline'),
  };
}
