import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../api/errors';

interface LoadErrorProps {
  title: string;
  error: unknown;
  /** The call that failed, for the catalogue's wording (spec 1 §8). */
  path: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A load that failed: the spec's title, the catalogue's explanation, and a retry button. */
export function LoadError({ title, error, path, onRetry, retrying }: LoadErrorProps) {
  const { t } = useTranslation('collaboration');
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle size={20} aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{describeApiError(error, path).message}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={retrying}
          onClick={onRetry}
        >
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
