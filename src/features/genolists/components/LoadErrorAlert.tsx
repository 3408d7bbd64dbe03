import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../api/errors';

interface LoadErrorAlertProps {
  title: string;
  error: unknown;
  /** The call that failed, for the catalogue's wording (spec 1 §8). */
  path: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A destructive alert for a load that failed, with the catalogue's explanation and a retry. */
export function LoadErrorAlert({ title, error, path, onRetry, retrying }: LoadErrorAlertProps) {
  const { t } = useTranslation('genolists');
  const { message } = describeApiError(error, path);
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle size={20} />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={retrying}
            onClick={onRetry}
          >
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
