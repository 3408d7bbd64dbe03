import { Badge, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { teamInvitationsPath, useTeamInvitations } from '../api/get-team-invitations';
import { invitationState, invitedRole, inviteeName } from '../invitations';
import { displayName } from '../people';
import type { Team } from '../roles';
import { CancelInvitationButton } from './CancelInvitationButton';
import { LoadError } from './LoadError';
import { RoleBadge } from './RoleBadge';

/**
 * The team's invitations still waiting for an answer (owners and admins see them under the
 * members): who may still join, with what role, until when, and a button to cancel each.
 */
export function PendingInvitations({ team }: { team: Team }) {
  const { t, i18n } = useTranslation('collaboration');
  const invitations = useTeamInvitations(team.id);
  const date = (iso: string) => formatDate(iso, i18n.language);
  let body: ReactNode;
  if (invitations.isPending)
    body = <Skeleton height={52} radius="sm" aria-busy aria-label={t('pendingInvitations.loading')} />;
  else if (invitations.isError)
    body = (
      <LoadError
        title={t('pendingInvitations.loadError')}
        error={invitations.error}
        path={teamInvitationsPath(team.id)}
        onRetry={() => void invitations.refetch()}
        retrying={invitations.isFetching}
      />
    );
  else if (invitations.data.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t('pendingInvitations.empty')}
      </Text>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="sm" aria-label={t('pendingInvitations.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('pendingInvitations.columns.email')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('pendingInvitations.columns.role')}</Table.Th>
              <Table.Th visibleFrom="md">{t('pendingInvitations.columns.invitedBy')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('pendingInvitations.columns.expires')}</Table.Th>
              <Table.Th w={60} ta="right">
                <Text span size="sm" fw={700} visibleFrom="sm">
                  {t('pendingInvitations.columns.actions')}
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.data.map((invitation) => {
              const expired = invitationState(invitation) === 'EXPIRED';
              return (
                <Table.Tr key={invitation.id}>
                  <Table.Td>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {inviteeName(invitation)}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <RoleBadge role={invitedRole(invitation.permission_level)} />
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    <Text size="sm">
                      {invitation.invited_by ? displayName(invitation.invited_by) : t('none')}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    {expired ? (
                      <Badge variant="light" color="orange" radius="sm" tt="none">
                        {t('pendingInvitations.expired', { date: date(invitation.expires_date) })}
                      </Badge>
                    ) : (
                      <Text size="sm">{date(invitation.expires_date)}</Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <CancelInvitationButton invitation={invitation} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Stack gap="sm" component="section" aria-labelledby="team-pending-invitations" mt="xl">
      <Title order={2} fz="h4" id="team-pending-invitations">
        {t('pendingInvitations.title')}
      </Title>
      {body}
    </Stack>
  );
}
