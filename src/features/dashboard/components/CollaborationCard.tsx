import { Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { LoadErrorAlert } from '../../../ui/LoadErrorAlert';
import { ButtonLink } from '../../../ui/links';
import type { Dashboard } from '../../analytics';
import { pendingReceived, ReceivedInvitation, useInvitations } from '../../collaboration';
import { DashCard } from './DashCard';

/** Received invitations the card shows; the others are on the collaboration screen. */
const SHOWN = 3;

const COUNTS = [
  'teams_count',
  'project_collaborations',
  'genolist_collaborations',
  'pending_invitations',
] as const;

/** Collaboration at a glance: the counts, and the 3 newest invitations to answer, with accept and decline. */
export function CollaborationCard({ stats }: { stats: Dashboard['collaboration_stats'] | undefined }) {
  const { t, i18n } = useTranslation('dashboard');
  const invitations = useInvitations();
  const pending = invitations.data ? pendingReceived(invitations.data) : [];
  return (
    <DashCard
      title={t('collaboration.title')}
      aside={
        <ButtonLink to="/collaboration" size="compact-xs" variant="subtle">
          {t('collaboration.open')}
        </ButtonLink>
      }
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {COUNTS.map((key) => (
          <Stack key={key} gap={0} align="center" ta="center">
            <Text fw={700} fz="lg">
              {stats ? formatNumber(stats[key], i18n.language) : '—'}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`collaboration.${key}`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {invitations.isPending ? (
        <Skeleton h={60} />
      ) : invitations.isError ? (
        <LoadErrorAlert
          title={t('collaboration.loadError')}
          message={t('collaboration.loadErrorMessage')}
          onRetry={() => void invitations.refetch()}
          retryLabel={t('retry')}
          retrying={invitations.isFetching}
        />
      ) : pending.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('collaboration.noInvitations')}
        </Text>
      ) : (
        <Stack gap="xs">
          {pending.slice(0, SHOWN).map((invitation) => (
            <ReceivedInvitation key={invitation.id} invitation={invitation} />
          ))}
          {pending.length > SHOWN && (
            <Group justify="flex-end">
              <ButtonLink
                to="/collaboration"
                search={{ tab: 'invitations' }}
                size="compact-xs"
                variant="subtle"
              >
                {t('collaboration.moreInvitations', { count: pending.length - SHOWN })}
              </ButtonLink>
            </Group>
          )}
        </Stack>
      )}
    </DashCard>
  );
}
