import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmIcon?: ReactNode;
  /** The button that closes the dialog with nothing done; "Cancel" unless that reads as the action. */
  dismissLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a change that takes something away (a member, a share); red confirm, cancel first. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  confirmIcon,
  dismissLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('collaboration');
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="lg">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {dismissLabel ?? t('cancel')}
          </Button>
          <Button color="red" leftSection={confirmIcon} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
