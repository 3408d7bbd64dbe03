import { Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../api/errors';
import { ConfirmDialog, useLastSubject } from '../../../ui/ConfirmDialog';
import { notify } from '../../../ui/notify';
import { useDeleteGenolist } from '../api/delete-genolist';
import type { Genolist } from '../api/get-my-genolists';

interface DeleteGenolistDialogProps {
  /** The list to delete; null: the dialog is closed. */
  genolist: Genolist | null;
  onClose: () => void;
  onDeleted?: (id: number) => void;
}

/** Asks before deleting a genolist with its values and GO terms; toasts the outcome. */
export function DeleteGenolistDialog({ genolist, onClose, onDeleted }: DeleteGenolistDialogProps) {
  const { t } = useTranslation('genolists');
  const shown = useLastSubject(genolist);
  const deletion = useDeleteGenolist({
    onSuccess: (id) => {
      notify('success', { title: t('delete.success'), message: shown?.name ?? '' });
      onClose();
      onDeleted?.(id);
    },
    onError: (error) =>
      notify('error', { title: t('delete.errorTitle'), message: failureMessage(error, t('delete.error')) }),
  });
  return (
    <ConfirmDialog
      opened={genolist !== null}
      title={t('delete.title')}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      confirmIcon={<IconTrash size={16} aria-hidden />}
      pending={deletion.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (genolist) deletion.mutate(genolist.id);
      }}
    >
      <Text size="sm">{t('delete.message', { name: shown?.name ?? '' })}</Text>
    </ConfirmDialog>
  );
}
