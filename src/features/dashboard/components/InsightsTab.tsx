import { Grid, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/links';
import { type Dashboard, TrendingExplanation, TrendingGenesTable } from '../../analytics';
import { DashCard } from './DashCard';
import { SystemHealthCard } from './SystemHealthCard';

/** Trending genes across the user's genolists, and the server's health. */
export function InsightsTab({ dashboard, active }: { dashboard: Dashboard | undefined; active: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <DashCard
          title={t('trending.title')}
          aside={
            <Group gap={4} wrap="nowrap">
              <TrendingExplanation />
              <ButtonLink to="/analytics" size="compact-xs" variant="subtle">
                {t('viewAll')}
              </ButtonLink>
            </Group>
          }
        >
          <TrendingGenesTable genes={dashboard?.top_genes} loading={!dashboard} />
          {dashboard && dashboard.top_genes.length === 0 && (
            <ButtonLink to="/genolists" size="xs" variant="subtle">
              {t('trending.none')}
            </ButtonLink>
          )}
        </DashCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <SystemHealthCard enabled={active} />
      </Grid.Col>
    </Grid>
  );
}
