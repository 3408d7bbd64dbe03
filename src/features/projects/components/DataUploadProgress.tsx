import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/format';
import { UploadProgressBar } from '../../../ui/UploadProgressBar';
import type { UploadProgress } from '../api/upload-project-data';

interface DataUploadProgressProps {
  fileName: string;
  progress: UploadProgress;
  onCancel?: () => void;
}

const megabytes = (bytes: number) => bytes / 1024 ** 2;

/** The bytes of the data file actually sent; once all are sent the server checks the header before answering. */
export function DataUploadProgress({ fileName, progress, onCancel }: DataUploadProgressProps) {
  const { t, i18n } = useTranslation('projects');
  const language = i18n.language;
  const fraction = progress.total > 0 ? Math.min(1, progress.loaded / progress.total) : 0;
  return (
    <UploadProgressBar
      title={t('dataFile.upload.sending', { name: fileName })}
      fraction={fraction}
      percent={formatPercent(fraction * 100, language, 0)}
      status={
        fraction >= 1
          ? t('dataFile.upload.checking')
          : t('dataFile.upload.sent', {
              sent: formatNumber(megabytes(progress.loaded), language, 1),
              total: formatNumber(megabytes(progress.total), language, 1),
            })
      }
      progressLabel={t('dataFile.upload.progressLabel')}
      action={
        onCancel && (
          <Button size="compact-xs" variant="subtle" color="gray" onClick={onCancel}>
            {t('dataFile.upload.cancel')}
          </Button>
        )
      }
    />
  );
}
