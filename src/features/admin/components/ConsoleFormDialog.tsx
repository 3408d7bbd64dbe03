import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConsoleFormDialogProps {
  opened: boolean;
  title: string;
  size?: 'lg';
  /** The saving request is on its way. */
  pending: boolean;
  /** Keeps Save disabled, e.g. while a required name is empty. */
  invalid?: boolean;
  onSave: () => void;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/** A console dialog editing one row: its fields, then Cancel and Save (Enter saves too). */
export function ConsoleFormDialog({
  opened,
  title,
  size,
  pending,
  invalid = false,
  onSave,
  onClose,
  children,
}: ConsoleFormDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('console.cancel')}
            </Button>
            <Button type="submit" loading={pending} disabled={invalid}>
              {t('console.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
