import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../api/errors';
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
  // The last list asked about stays named while the dialog fades out.
  const [shown, setShown] = useState(genolist);
  if (genolist && genolist !== shown) setShown(genolist);
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
    <Modal
      opened={genolist !== null}
      onClose={() => {
        if (!deletion.isPending) onClose();
      }}
      title={t('delete.title')}
      centered
    >
      <Stack gap="lg">
        <Text size="sm">{t('delete.message', { name: shown?.name ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deletion.isPending}>
            {t('delete.cancel')}
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={deletion.isPending}
            onClick={() => {
              if (genolist) deletion.mutate(genolist.id);
            }}
          >
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
