import { Button, SimpleGrid, Skeleton } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TEAMS_PATH, useTeams } from '../api/get-teams';
import { EmptyState } from './EmptyState';
import { LoadError } from './LoadError';
import { TeamCard } from './TeamCard';

/** The user's teams as cards, with loading, empty and error states. */
export function TeamsTab({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('collaboration');
  const teams = useTeams();
  if (teams.isPending)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy aria-label={t('teams.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={188} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (teams.isError)
    return (
      <LoadError
        title={t('teams.loadError')}
        error={teams.error}
        path={TEAMS_PATH}
        onRetry={() => void teams.refetch()}
        retrying={teams.isFetching}
      />
    );
  if (teams.data.length === 0)
    return (
      <EmptyState icon={IconUsersGroup} title={t('teams.emptyTitle')} hint={t('teams.emptyMessage')}>
        <Button mt="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
          {t('teams.create')}
        </Button>
      </EmptyState>
    );
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, lg: 3 }}
      aria-label={t('teams.listLabel')}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {teams.data.map((team) => (
        <li key={team.id}>
          <TeamCard team={team} />
        </li>
      ))}
    </SimpleGrid>
  );
}
