import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify';
import { useDeleteTeam } from '../api/delete-team';
import { teamPath } from '../api/get-team';
import { notifyFailure } from '../notify';
import type { Team } from '../roles';
import { ConfirmDialog } from './ConfirmDialog';

interface DeleteTeamDialogProps {
  team: Team;
  opened: boolean;
  onClose: () => void;
}

/** The owner confirms, is warned it is irreversible, and lands on the dashboard afterwards. */
export function DeleteTeamDialog({ team, opened, onClose }: DeleteTeamDialogProps) {
  const { t } = useTranslation('collaboration');
  const navigate = useNavigate();
  const deletion = useDeleteTeam();
  return (
    <ConfirmDialog
      opened={opened}
      title={t('deleteTeam.title', { name: team.name })}
      confirmLabel={t('deleteTeam.confirm')}
      confirmIcon={<IconTrash size={16} aria-hidden />}
      pending={deletion.isPending}
      onClose={onClose}
      onConfirm={() =>
        deletion.mutate(team.id, {
          onSuccess: () => {
            notify('success', {
              title: t('deleteTeam.deleted'),
              message: t('deleteTeam.deletedMessage', { name: team.name }),
            });
            onClose();
            void navigate({ to: '/' });
          },
          // The server says why (its message), e.g. a right the user lacks.
          onError: (error) => notifyFailure(t('deleteTeam.error'), error, teamPath(team.id)),
        })
      }
    >
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={t('deleteTeam.irreversible')}
      >
        <Text size="sm">{t('deleteTeam.message')}</Text>
      </Alert>
    </ConfirmDialog>
  );
}
