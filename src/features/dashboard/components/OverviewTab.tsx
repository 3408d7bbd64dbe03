import { Grid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/links';
import { ActivityChart, type Dashboard } from '../../analytics';
import { CollaborationCard } from './CollaborationCard';
import { DashCard } from './DashCard';
import { FavoritesCard } from './FavoritesCard';
import { RecentGenolistsCard } from './RecentGenolistsCard';

/** Activity over the last 30 days, the newest genolists, favourites and collaboration. */
export function OverviewTab({ dashboard }: { dashboard: Dashboard | undefined }) {
  const { t } = useTranslation('dashboard');
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <DashCard
          title={t('activity.title', { count: dashboard?.period_days ?? 30 })}
          aside={
            <ButtonLink to="/analytics" size="compact-xs" variant="subtle">
              {t('activity.more')}
            </ButtonLink>
          }
        >
          {dashboard ? <ActivityChart days={dashboard.activity_timeline} /> : <Skeleton h={240} />}
        </DashCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        {dashboard ? (
          <RecentGenolistsCard genolists={dashboard.recent_genolists} />
        ) : (
          <Skeleton h={280} radius="md" />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <FavoritesCard />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <CollaborationCard stats={dashboard?.collaboration_stats} />
      </Grid.Col>
    </Grid>
  );
}
