import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { notify } from '../../../ui/notify';
import { useCreateTeam } from '../api/create-team';
import { TEAMS_PATH } from '../api/get-teams';
import { notifyFailure } from '../notify';
import { NEW_TEAM, TeamFormFields, type TeamFormValues } from './TeamFormFields';

interface CreateTeamDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Name required (submit disabled while blank); private and auto-add by default. Opens the new team. */
export function CreateTeamDialog({ opened, onClose }: CreateTeamDialogProps) {
  const { t } = useTranslation('collaboration');
  const navigate = useNavigate();
  const [values, setValues] = useState<TeamFormValues>(NEW_TEAM);
  const creation = useCreateTeam();
  const nameError = creation.error instanceof ApiError ? creation.error.details?.fields?.name : undefined;
  const close = () => {
    if (creation.isPending) return;
    onClose();
    setValues(NEW_TEAM);
    creation.reset();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('create.title')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (values.name.trim() === '' || creation.isPending) return;
          creation.mutate(
            { ...values, name: values.name.trim(), description: values.description.trim() },
            {
              onSuccess: (team) => {
                notify('success', {
                  title: t('create.success'),
                  message: t('create.successMessage', { name: team.name }),
                });
                close();
                void navigate({ to: '/teams/$teamId', params: { teamId: team.id } });
              },
              onError: (error) => notifyFailure(t('create.error'), error, TEAMS_PATH),
            },
          );
        }}
      >
        <Stack gap="lg">
          <TeamFormFields values={values} onChange={setValues} nameError={nameError} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={creation.isPending}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              leftSection={<IconUsersPlus size={16} aria-hidden />}
              disabled={values.name.trim() === ''}
              loading={creation.isPending}
            >
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
