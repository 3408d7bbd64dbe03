import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconLock,
  IconSettings,
  IconTrash,
  IconUserPlus,
  IconWorld,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { canDeleteTeam, isTeamManager, type Team } from '../roles';
import { LeaveTeamButton } from './LeaveTeamButton';
import { RoleBadge } from './RoleBadge';

interface TeamHeaderProps {
  team: Team;
  onInvite: () => void;
  onSettings: () => void;
  onDelete: () => void;
}

/**
 * Back to /collaboration, the name with the user's role, the description, and what the role
 * allows: invite, settings and delete for managers, leave for every member.
 */
export function TeamHeader({ team, onInvite, onSettings, onDelete }: TeamHeaderProps) {
  const { t } = useTranslation('collaboration');
  const manager = isTeamManager(team.user_role);
  return (
    <Stack gap="md">
      <div>
        <BackLink />
      </div>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={6} style={{ flex: '1 1 26rem', minWidth: 0 }}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
            {team.name}
          </Title>
          <Group gap={6} wrap="wrap">
            {team.user_role ? (
              <RoleBadge role={team.user_role} />
            ) : (
              <Badge variant="light" color="gray" radius="sm" tt="none">
                {t('team.notMember')}
              </Badge>
            )}
            <Badge
              variant="outline"
              color="gray"
              radius="sm"
              tt="none"
              leftSection={
                team.public ? <IconWorld size={12} aria-hidden /> : <IconLock size={12} aria-hidden />
              }
            >
              {team.public ? t('visibility.public') : t('visibility.private')}
            </Badge>
          </Group>
          <Text
            c={team.description ? undefined : 'dimmed'}
            size="sm"
            maw="60rem"
            mt={4}
            style={{ whiteSpace: 'pre-line' }}
          >
            {team.description || t('team.noDescription')}
          </Text>
        </Stack>
        {team.user_role && (
          <Group gap="sm" wrap="wrap">
            {manager && (
              <>
                <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={onInvite}>
                  {t('team.invite')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconSettings size={16} aria-hidden />}
                  onClick={onSettings}
                >
                  {t('team.settings')}
                </Button>
              </>
            )}
            <LeaveTeamButton team={team} />
            {canDeleteTeam(team.user_role) && (
              <Button
                variant="outline"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={onDelete}
              >
                {t('team.delete')}
              </Button>
            )}
          </Group>
        )}
      </Group>
    </Stack>
  );
}

export function BackLink() {
  const { t } = useTranslation('collaboration');
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      ml={-8}
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      renderRoot={(props) => <Link to="/collaboration" {...props} />}
    >
      {t('team.back')}
    </Button>
  );
}
