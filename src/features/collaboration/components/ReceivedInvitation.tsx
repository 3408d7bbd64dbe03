import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../ui/notify';
import { answerPath, type InvitationAnswer, useAnswerInvitation } from '../api/answer-invitation';
import { type Invitation, invitedRole } from '../invitations';
import { notifyFailure } from '../notify';
import { displayName } from '../people';

/** An invitation received and still to answer: the team, the role, who sent it, accept and decline. */
export function ReceivedInvitation({ invitation }: { invitation: Invitation }) {
  const { t, i18n } = useTranslation('collaboration');
  const answer = useAnswerInvitation();
  const team = invitation.team_name ?? '';
  const role = t(`roles.${invitedRole(invitation.permission_level)}`);
  const answering = answer.isPending ? answer.variables.answer : null;
  // Answered: the card stays until the list is read again, with nothing left to click.
  const answered = answer.isSuccess;
  const respond = (choice: InvitationAnswer) =>
    answer.mutate(
      { invitation, answer: choice },
      {
        onSuccess: () =>
          notify(
            'success',
            choice === 'accept'
              ? { title: t('invitations.accepted'), message: t('invitations.acceptedMessage', { team }) }
              : { title: t('invitations.declined'), message: t('invitations.declinedMessage', { team }) },
          ),
        onError: (error) =>
          notifyFailure(t('invitations.answerError'), error, answerPath(invitation.id, choice)),
      },
    );
  return (
    <Card padding="md" aria-label={t('invitations.toTeam', { team })}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: '1 1 18rem', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={650} style={{ overflowWrap: 'anywhere' }}>
              {t('invitations.toTeam', { team })}
            </Text>
            <Badge variant="light" color="blue" radius="sm" tt="none">
              {t('invitations.asRole', { role })}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {[
              invitation.invited_by &&
                t('invitations.invitedBy', { name: displayName(invitation.invited_by) }),
              t('invitations.sentOn', { date: formatDate(invitation.created_date, i18n.language) }),
              t('invitations.expiresOn', { date: formatDate(invitation.expires_date, i18n.language) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {invitation.message && (
            <Text
              size="sm"
              mt={4}
              pl="sm"
              fs="italic"
              style={{ borderLeft: '3px solid var(--mantine-color-gray-3)', whiteSpace: 'pre-line' }}
            >
              {invitation.message}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            leftSection={<IconX size={16} aria-hidden />}
            aria-label={t('invitations.declineNamed', { team })}
            loading={answering === 'decline'}
            disabled={answering === 'accept' || answered}
            onClick={() => respond('decline')}
          >
            {t('invitations.decline')}
          </Button>
          <Button
            leftSection={<IconCheck size={16} aria-hidden />}
            aria-label={t('invitations.acceptNamed', { team })}
            loading={answering === 'accept'}
            disabled={answering === 'decline' || answered}
            onClick={() => respond('accept')}
          >
            {t('invitations.accept')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
