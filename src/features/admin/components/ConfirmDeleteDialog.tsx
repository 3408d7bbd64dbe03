import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteDialogProps {
  /** The name of what is deleted; null keeps the dialog closed. */
  name: string | null;
  title: string;
  message: string;
  confirm: string;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A deletion in the console asks first: it cannot be undone. */
export function ConfirmDeleteDialog({
  name,
  title,
  message,
  confirm,
  deleting,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Modal opened={name !== null} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('console.cancel')}
          </Button>
          <Button color="red" loading={deleting} onClick={onConfirm}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
