import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { notify } from '../../../ui/notify';
import { teamPath } from '../api/get-team';
import { useUpdateTeam } from '../api/update-team';
import { notifyFailure } from '../notify';
import type { Team } from '../roles';
import { TeamFormFields, type TeamFormValues } from './TeamFormFields';

interface TeamSettingsDialogProps {
  team: Team;
  opened: boolean;
  onClose: () => void;
}

const valuesOf = (team: Team): TeamFormValues => ({
  name: team.name,
  description: team.description,
  public: team.public,
  auto_add_projects: team.auto_add_projects,
});

/** Name, description, public and auto-add of a team (OWNER or ADMIN); sends only what changed. */
export function TeamSettingsDialog({ team, opened, onClose }: TeamSettingsDialogProps) {
  const { t } = useTranslation('collaboration');
  const [values, setValues] = useState<TeamFormValues>(() => valuesOf(team));
  // Each opening starts from the team as it is now, not from an abandoned edit.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setValues(valuesOf(team));
  }
  const update = useUpdateTeam(team.id);
  const nameError = update.error instanceof ApiError ? update.error.details?.fields?.name : undefined;
  const initial = valuesOf(team);
  const changes = {
    ...(values.name.trim() !== initial.name ? { name: values.name.trim() } : {}),
    ...(values.description.trim() !== initial.description ? { description: values.description.trim() } : {}),
    ...(values.public !== initial.public ? { public: values.public } : {}),
    ...(values.auto_add_projects !== initial.auto_add_projects
      ? { auto_add_projects: values.auto_add_projects }
      : {}),
  };
  const changed = Object.keys(changes).length > 0;
  const close = () => {
    if (update.isPending) return;
    onClose();
    update.reset();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('settings.title')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!changed || values.name.trim() === '' || update.isPending) return;
          update.mutate(changes, {
            onSuccess: (saved) => {
              notify('success', {
                title: t('settings.saved'),
                message: t('settings.savedMessage', { name: saved.name }),
              });
              onClose();
            },
            onError: (error) => notifyFailure(t('settings.error'), error, teamPath(team.id)),
          });
        }}
      >
        <Stack gap="lg">
          <TeamFormFields values={values} onChange={setValues} nameError={nameError} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={update.isPending}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              disabled={!changed || values.name.trim() === ''}
              loading={update.isPending}
            >
              {t('settings.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
