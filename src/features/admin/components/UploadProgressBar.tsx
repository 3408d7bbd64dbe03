import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '../api/upload-import';
import { formatFileSize, formatPercent } from '../format';

interface UploadProgressBarProps {
  fileName: string;
  progress: UploadProgress;
}

/** The bytes actually sent; once all are sent the server still checks the archive before answering. */
export function UploadProgressBar({ fileName, progress }: UploadProgressBarProps) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'en';
  const fraction = progress.total > 0 ? progress.loaded / progress.total : 0;
  const allSent = fraction >= 1;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={500} truncate="end">
          {t('upload.sending', { name: fileName })}
        </Text>
        <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatPercent(fraction, locale)}
        </Text>
      </Group>
      <Progress
        value={Math.round(fraction * 1000) / 10}
        size="lg"
        striped={allSent}
        animated={allSent}
        aria-label={t('upload.progressLabel')}
      />
      <Text size="xs" c="dimmed">
        {allSent
          ? t('upload.checking')
          : t('upload.sent', {
              sent: formatFileSize(progress.loaded, locale),
              total: formatFileSize(progress.total, locale),
            })}
      </Text>
    </Stack>
  );
}
