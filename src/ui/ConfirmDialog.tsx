import { Button, Group, Modal, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmIcon?: ReactNode;
  /** The button that closes the dialog with nothing done. */
  cancelLabel: string;
  /** The close button's accessible name, where the caller's words have one. */
  closeLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before a change that takes something away (a deletion, a member, a share): red confirm,
 * cancel first; neither closing nor cancelling while the change is on its way.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  confirmIcon,
  cancelLabel,
  closeLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={title}
      centered
      closeButtonProps={closeLabel === undefined ? undefined : { 'aria-label': closeLabel }}
    >
      <Stack gap="lg">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button color="red" leftSection={confirmIcon} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The last non-null value a dialog was opened with: a dialog closed by setting its subject to
 * null keeps naming that subject while it fades out.
 */
export function useLastSubject<T>(subject: T | null): T | null {
  const [shown, setShown] = useState(subject);
  if (subject !== null && subject !== shown) setShown(subject);
  return shown;
}
