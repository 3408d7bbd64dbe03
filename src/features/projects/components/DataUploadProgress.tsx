import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/format';
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
  const allSent = fraction >= 1;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={500} truncate="end">
          {t('dataFile.upload.sending', { name: fileName })}
        </Text>
        <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatPercent(fraction * 100, language, 0)}
        </Text>
      </Group>
      <Progress
        value={Math.round(fraction * 1000) / 10}
        size="lg"
        striped={allSent}
        animated={allSent}
        aria-label={t('dataFile.upload.progressLabel')}
      />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="xs" c="dimmed">
          {allSent
            ? t('dataFile.upload.checking')
            : t('dataFile.upload.sent', {
                sent: formatNumber(megabytes(progress.loaded), language, 1),
                total: formatNumber(megabytes(progress.total), language, 1),
              })}
        </Text>
        {onCancel && (
          <Button size="compact-xs" variant="subtle" color="gray" onClick={onCancel}>
            {t('dataFile.upload.cancel')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
