import { useTranslation } from 'react-i18next';
import { tokens } from '../../api/tokens';
import { useOfflineCopies, useOnline } from '../../offline/hooks';
import { notify } from '../../ui/notify';
import { ReportNotSavedError, useDownloadProjectReport } from './api/download-project-report';
import { reportErrorMessage } from './report-error';

/**
 * Downloads a project's PDF report with its toasts: 'Download successful' (saying when this device
 * drew it) or 'Download error' with what went wrong ('HTTP error! status: 500'). `pendingId` is the
 * project whose report is being made. With no server, the report of a project made available
 * offline is drawn on this device; for any other, `offlineReason(id)` says why it cannot be had,
 * for the buttons to show it (they stay hoverable, and a click does nothing).
 */
export function useReportDownload() {
  const { t } = useTranslation('projects');
  const mutation = useDownloadProjectReport();
  const online = useOnline();
  // Read only with no server: online, every report is the server's.
  const { pins } = useOfflineCopies(online ? null : tokens.getUserId());
  const offlineReason = (id: number) =>
    online || pins.some((pin) => pin.kind === 'project' && pin.targetId === id) ? null : t('report.offline');
  const download = (id: number) => {
    if (mutation.isPending || offlineReason(id)) return;
    mutation.mutate(id, {
      onSuccess: ({ here }) =>
        notify('success', {
          title: t('report.successTitle'),
          message: here ? t('report.successHere') : t('report.successMessage'),
        }),
      onError: (error) =>
        notify('error', {
          title: t('report.errorTitle'),
          message:
            error instanceof ReportNotSavedError ? t('report.offline') : reportErrorMessage(error, id, t),
        }),
    });
  };
  return {
    download,
    pendingId: mutation.isPending ? mutation.variables : undefined,
    offlineReason,
  };
}
