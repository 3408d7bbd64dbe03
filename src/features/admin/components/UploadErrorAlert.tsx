import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UploadErrorDescription } from '../upload-errors';

export function UploadErrorAlert({ error }: { error: UploadErrorDescription }) {
  return (
    <Alert color="red" variant="light" title={error.title} icon={<IconAlertCircle size={20} />}>
      <Text size="sm">{error.message}</Text>
      {error.detail && (
        <Text size="sm" mt={4} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {error.detail}
        </Text>
      )}
    </Alert>
  );
}
