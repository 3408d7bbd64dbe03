import { useTranslation } from 'react-i18next';
import { UploadProgressBar as Bar } from '../../../ui/UploadProgressBar';
import type { UploadProgress } from '../api/upload-import';
import { formatFileSize, formatPercent } from '../format';

interface UploadProgressBarProps {
  fileName: string;
  progress: UploadProgress;
}

/** The archive's bytes actually sent; once all are sent the server still checks the archive before answering. */
export function UploadProgressBar({ fileName, progress }: UploadProgressBarProps) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'en';
  const fraction = progress.total > 0 ? progress.loaded / progress.total : 0;
  return (
    <Bar
      title={t('upload.sending', { name: fileName })}
      fraction={fraction}
      percent={formatPercent(fraction, locale)}
      status={
        fraction >= 1
          ? t('upload.checking')
          : t('upload.sent', {
              sent: formatFileSize(progress.loaded, locale),
              total: formatFileSize(progress.total, locale),
            })
      }
      progressLabel={t('upload.progressLabel')}
    />
  );
}
