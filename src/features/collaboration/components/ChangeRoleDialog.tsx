import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconUserCog } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify';
import { memberActionPath, useChangeMemberRole } from '../api/change-member';
import { notifyFailure } from '../notify';
import { displayName } from '../people';
import type { Team, TeamMember, TeamRole } from '../roles';

interface ChangeRoleDialogProps {
  team: Team;
  /** The member whose role changes; null: the dialog is closed. */
  member: TeamMember | null;
  /** The roles the user may give this member (roles.ts › memberActions). */
  roles: TeamRole[];
  onClose: () => void;
}

/** 'Modifier le rôle': the roles the user may give, each with what it allows; the current one preselected. */
export function ChangeRoleDialog({ team, member, roles, onClose }: ChangeRoleDialogProps) {
  const { t } = useTranslation('collaboration');
  // The last member asked about stays named while the dialog fades out.
  const [shown, setShown] = useState(member);
  const [role, setRole] = useState<TeamRole | null>(member?.role ?? null);
  if (member && member !== shown) {
    setShown(member);
    setRole(member.role);
  }
  const change = useChangeMemberRole(team.id);
  const name = shown ? displayName(shown.user) : '';
  const close = () => {
    if (!change.isPending) onClose();
  };
  return (
    <Modal
      opened={member !== null}
      onClose={close}
      title={t('members.roleTitle', { name })}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!member || !role || role === member.role) return;
          change.mutate(
            { userId: member.user.id, role },
            {
              onSuccess: (changed) => {
                notify('success', {
                  title: t('members.roleChanged'),
                  message: t('members.roleChangedMessage', { name, role: t(`roles.${changed.role}`) }),
                });
                onClose();
              },
              onError: (error) =>
                notifyFailure(t('members.roleError'), error, memberActionPath(team.id, 'change_role')),
            },
          );
        }}
      >
        <Stack gap="lg">
          <Radio.Group value={role} onChange={(value) => setRole(value as TeamRole)} label={t('invite.role')}>
            <Stack gap="sm" mt="xs">
              {roles.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={t(`roles.${option}`)}
                  description={
                    <Text span size="xs" c="dimmed">
                      {t(`roleHints.${option}`)}
                    </Text>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={change.isPending}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              leftSection={<IconUserCog size={16} aria-hidden />}
              disabled={!role || role === shown?.role}
              loading={change.isPending}
            >
              {t('members.roleSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
