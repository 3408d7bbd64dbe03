import { Badge, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMailOpened, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { INVITATIONS_PATH, useInvitations } from '../api/get-invitations';
import {
  type Invitation,
  type InvitationState,
  invitationState,
  invitedRole,
  inviteeName,
  pendingReceived,
  sentInvitations,
} from '../invitations';
import { CancelInvitationButton } from './CancelInvitationButton';
import { EmptyState } from './EmptyState';
import { LoadError } from './LoadError';
import { ReceivedInvitation } from './ReceivedInvitation';

/**
 * Invitations: those received and still to answer (PENDING, TEAM, not expired),
 * with accept and decline; then those the user sent, whatever became of them.
 */
export function InvitationsTab() {
  const { t } = useTranslation('collaboration');
  const invitations = useInvitations();
  if (invitations.isPending)
    return (
      <Stack gap="sm" aria-busy aria-label={t('invitations.loading')}>
        <Skeleton height={110} radius="md" />
        <Skeleton height={110} radius="md" />
      </Stack>
    );
  if (invitations.isError)
    return (
      <LoadError
        title={t('invitations.loadError')}
        error={invitations.error}
        path={INVITATIONS_PATH}
        onRetry={() => void invitations.refetch()}
        retrying={invitations.isFetching}
      />
    );
  const received = pendingReceived(invitations.data);
  const sent = sentInvitations(invitations.data);
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="invitations-received">
        <Title order={2} fz="h4" id="invitations-received">
          {t('invitations.received')}
        </Title>
        {received.length === 0 ? (
          <EmptyState
            icon={IconMailOpened}
            title={t('invitations.emptyReceived')}
            hint={t('invitations.emptyReceivedHint')}
          />
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {received.map((invitation) => (
              <li key={invitation.id}>
                <ReceivedInvitation invitation={invitation} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="invitations-sent">
        <Title order={2} fz="h4" id="invitations-sent">
          {t('invitations.sent')}
        </Title>
        {sent.length === 0 ? (
          <EmptyState
            icon={IconSend}
            title={t('invitations.emptySent')}
            hint={t('invitations.emptySentHint')}
          />
        ) : (
          <SentInvitations invitations={sent} />
        )}
      </Stack>
    </Stack>
  );
}

const STATE_COLORS: Record<InvitationState, string> = {
  PENDING: 'blue',
  ACCEPTED: 'teal',
  DECLINED: 'red',
  CANCELLED: 'gray',
  EXPIRED: 'orange',
};

function SentInvitations({ invitations }: { invitations: Invitation[] }) {
  const { t, i18n } = useTranslation('collaboration');
  const date = (iso: string) => formatDate(iso, i18n.language);
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="sm" aria-label={t('invitations.sentLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invitations.columns.email')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('invitations.columns.team')}</Table.Th>
            <Table.Th visibleFrom="md">{t('invitations.columns.role')}</Table.Th>
            <Table.Th visibleFrom="md">{t('invitations.columns.sent')}</Table.Th>
            <Table.Th visibleFrom="lg">{t('invitations.columns.expires')}</Table.Th>
            <Table.Th ta="right">{t('invitations.columns.status')}</Table.Th>
            <Table.Th w={52}>
              <VisuallyHidden>{t('invitations.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.map((invitation) => {
            const state = invitationState(invitation);
            return (
              <Table.Tr key={invitation.id}>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {inviteeName(invitation)}
                  </Text>
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {invitation.team_name}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text size="sm">{invitation.team_name ?? t('none')}</Text>
                </Table.Td>
                <Table.Td visibleFrom="md">
                  <Text size="sm">{t(`roles.${invitedRole(invitation.permission_level)}`)}</Text>
                </Table.Td>
                <Table.Td visibleFrom="md">
                  <Text size="sm">{date(invitation.created_date)}</Text>
                </Table.Td>
                <Table.Td visibleFrom="lg">
                  <Text size="sm">{date(invitation.expires_date)}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Badge
                    variant="light"
                    color={STATE_COLORS[state]}
                    radius="sm"
                    tt="none"
                    style={{ minWidth: 'max-content' }}
                  >
                    {t(`invitations.states.${state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">
                  {invitation.status === 'PENDING' && <CancelInvitationButton invitation={invitation} />}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
