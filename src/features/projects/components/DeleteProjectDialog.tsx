import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../api/errors';
import { notify } from '../../../ui/notify';
import { useDeleteProject } from '../api/change-project';

interface DeleteProjectDialogProps {
  /** The project to delete; null: the dialog is closed. */
  project: { id: number; name: string } | null;
  onClose: () => void;
  onDeleted?: (id: number) => void;
}

/** Asks before deleting a project with its samples, analyses and gene lists; toasts the outcome. */
export function DeleteProjectDialog({ project, onClose, onDeleted }: DeleteProjectDialogProps) {
  const { t } = useTranslation('projects');
  // The last project asked about stays named while the dialog fades out.
  const [shown, setShown] = useState(project);
  if (project && project !== shown) setShown(project);
  const deletion = useDeleteProject({
    onSuccess: (id) => {
      notify('success', { title: t('manage.deleted'), message: shown?.name ?? '' });
      onClose();
      onDeleted?.(id);
    },
    onError: (error) =>
      notify('error', {
        title: t('manage.errorTitle'),
        message: failureMessage(error, t('manage.deleteError')),
      }),
  });
  return (
    <Modal
      opened={project !== null}
      onClose={() => {
        if (!deletion.isPending) onClose();
      }}
      title={t('manage.deleteTitle')}
      centered
    >
      <Stack gap="lg">
        <Text size="sm">{t('manage.deleteMessage', { name: shown?.name ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deletion.isPending}>
            {t('manage.cancel')}
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={deletion.isPending}
            onClick={() => {
              if (project) deletion.mutate(project.id);
            }}
          >
            {t('manage.confirmDelete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
