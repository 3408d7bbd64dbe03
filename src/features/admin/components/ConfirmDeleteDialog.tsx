import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify';
import { notifyFailure } from './console-feedback';

/** The console lists whose items are edited and deleted the same way. */
export type ItemList = 'projects' | 'genolists';

interface Item {
  id: number;
  name: string;
}

/** A row's edit and delete buttons, named after the item. */
export function RowActions({
  list,
  item,
  onEdit,
  onDelete,
}: {
  list: ItemList;
  item: Item;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon aria-label={t(`${list}.edit`, { name: item.name })} onClick={onEdit}>
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon color="red" aria-label={t(`${list}.delete`, { name: item.name })} onClick={onDelete}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

interface ConfirmDeleteDialogProps {
  list: ItemList;
  /** What is deleted; null keeps the dialog closed. */
  item: Item | null;
  remove: UseMutationResult<unknown, Error, number>;
  onClose: () => void;
}

/** A deletion in the console asks first, as it cannot be undone, then says how it went. */
export function ConfirmDeleteDialog({ list, item, remove, onClose }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('admin');
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        notify('success', { title: t(`${list}.deleted`), message: item.name });
        onClose();
      },
      onError: (error) => notifyFailure(t(`${list}.deleteFailed`), error, t('console.genericError')),
    });
  };
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={t(`${list}.deleteTitle`, { name: item?.name ?? '' })}
    >
      <Stack gap="md">
        <Text>{t(`${list}.deleteMessage`)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('console.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            {t(`${list}.confirmDelete`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
