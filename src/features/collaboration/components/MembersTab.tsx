import { ActionIcon, Avatar, Group, Menu, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconDots, IconUserCog, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../ui/notify';
import { useAuth } from '../../auth';
import { memberActionPath, useRemoveMember } from '../api/change-member';
import { membersPath, useTeamMembers } from '../api/get-team-members';
import { notifyFailure } from '../notify';
import { displayName, initials } from '../people';
import { isTeamManager, memberActions, type Team, type TeamMember } from '../roles';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { EmptyState } from './EmptyState';
import { LoadError } from './LoadError';
import { PendingInvitations } from './PendingInvitations';
import { RoleBadge } from './RoleBadge';

/**
 * The team's members, owners first. The action menu (change role, remove) shows where the
 * user's role allows it (owners on everyone, admins on non-owners).
 */
export function MembersTab({ team }: { team: Team }) {
  const { t, i18n } = useTranslation('collaboration');
  const { user } = useAuth();
  const members = useTeamMembers(team.id);
  const [roleOf, setRoleOf] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const removal = useRemoveMember(team.id);

  if (members.isPending)
    return (
      <Stack gap="xs" aria-busy aria-label={t('members.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={52} radius="sm" />
        ))}
      </Stack>
    );
  if (members.isError)
    return (
      <LoadError
        title={t('members.loadError')}
        error={members.error}
        path={membersPath(team.id)}
        onRetry={() => void members.refetch()}
        retrying={members.isFetching}
      />
    );
  if (members.data.length === 0) return <EmptyState icon={IconUserCog} title={t('members.empty')} />;

  const viewer = { role: team.user_role, userId: user?.id };
  const removeName = removing ? displayName(removing.user) : '';
  return (
    <>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="sm" aria-label={t('members.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('members.columns.member')}</Table.Th>
              <Table.Th>{t('members.columns.role')}</Table.Th>
              <Table.Th visibleFrom="md">{t('members.columns.joined')}</Table.Th>
              <Table.Th visibleFrom="lg">{t('members.columns.invitedBy')}</Table.Th>
              <Table.Th w={60} ta="right">
                <Text span size="sm" fw={700} visibleFrom="sm">
                  {t('members.columns.actions')}
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.data.map((member) => {
              const name = displayName(member.user);
              const actions = memberActions(viewer, member);
              const self = member.user.id === user?.id;
              return (
                <Table.Tr key={member.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar size={36} radius="xl" color="initials" name={name} visibleFrom="xs">
                        {initials(member.user)}
                      </Avatar>
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {name}
                          {self && (
                            <Text span size="sm" c="dimmed" fw={400}>
                              {` (${t('you')})`}
                            </Text>
                          )}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {member.user.email}
                        </Text>
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <RoleBadge role={member.role} />
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(member.joined_date, i18n.language)}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="lg">
                    <Text size="sm">{member.invited_by ? displayName(member.invited_by) : t('none')}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {actions && (
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon aria-label={t('members.actionsNamed', { name })}>
                            <IconDots size={18} aria-hidden />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item
                            leftSection={<IconUserCog size={16} aria-hidden />}
                            onClick={() => setRoleOf(member)}
                          >
                            {t('members.changeRole')}
                          </Menu.Item>
                          {actions.remove && (
                            <Menu.Item
                              color="red"
                              leftSection={<IconUserMinus size={16} aria-hidden />}
                              onClick={() => setRemoving(member)}
                            >
                              {t('members.remove')}
                            </Menu.Item>
                          )}
                        </Menu.Dropdown>
                      </Menu>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ChangeRoleDialog
        team={team}
        member={roleOf}
        roles={roleOf ? (memberActions(viewer, roleOf)?.roles ?? []) : []}
        onClose={() => setRoleOf(null)}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('members.removeTitle', { name: removeName })}
        confirmLabel={t('members.removeConfirm')}
        confirmIcon={<IconUserMinus size={16} aria-hidden />}
        pending={removal.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          removal.mutate(removing.user.id, {
            onSuccess: () => {
              notify('success', {
                title: t('members.removed'),
                message: t('members.removedMessage', { name: removeName, team: team.name }),
              });
              setRemoving(null);
            },
            onError: (error) =>
              notifyFailure(t('members.removeError'), error, memberActionPath(team.id, 'remove_member')),
          });
        }}
      >
        <Text size="sm">{t('members.removeMessage', { name: removeName, team: team.name })}</Text>
      </ConfirmDialog>
      {isTeamManager(team.user_role) && <PendingInvitations team={team} />}
    </>
  );
}
