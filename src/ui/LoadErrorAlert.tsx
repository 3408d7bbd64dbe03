import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

interface LoadErrorAlertProps {
  title: string;
  /** What went wrong, in the catalogue's words. */
  message: string;
  onRetry?: () => void;
  retryLabel: string;
  retrying?: boolean;
}

/** A destructive alert for a load that failed, with a retry button when the caller can retry. */
export function LoadErrorAlert({ title, message, onRetry, retryLabel, retrying }: LoadErrorAlertProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle size={20} aria-hidden />}>
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
            {retryLabel}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
