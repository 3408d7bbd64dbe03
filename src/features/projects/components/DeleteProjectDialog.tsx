import { Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../api/errors';
import { ConfirmDialog, useLastSubject } from '../../../ui/ConfirmDialog';
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
  const shown = useLastSubject(project);
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
    <ConfirmDialog
      opened={project !== null}
      title={t('manage.deleteTitle')}
      cancelLabel={t('manage.cancel')}
      confirmLabel={t('manage.confirmDelete')}
      confirmIcon={<IconTrash size={16} aria-hidden />}
      pending={deletion.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (project) deletion.mutate(project.id);
      }}
    >
      <Text size="sm">{t('manage.deleteMessage', { name: shown?.name ?? '' })}</Text>
    </ConfirmDialog>
  );
}
