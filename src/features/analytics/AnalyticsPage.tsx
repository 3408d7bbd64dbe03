import { Badge, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_KEY } from '../../api/query-keys';
import { downloadBlob, makeExport } from '../../lib/export';
import { formatNumber } from '../../lib/format';
import { SavedOfflineNote } from '../../offline/components/SavedOfflineNote';
import { LoadErrorAlert } from '../../ui/LoadErrorAlert';
import { useAuth } from '../auth';
import { useSubscriptionFeatures } from '../subscription';
import { analyticsAccess } from './analytics-access';
import { type AnalyticsSearch, DEFAULT_LIMIT } from './analytics-search';
import { ACTIVITY_PERIODS, type ActivityPeriod, DEFAULT_PERIOD, useDashboard } from './api/get-dashboard';
import { useTopGenolists } from './api/get-top-genolists';
import { useTrendingGenes } from './api/get-trending-genes';
import { ActivityChart } from './components/ActivityChart';
import { AnalyticsUpgrade } from './components/AnalyticsUpgrade';
import { TopGenolistsTable } from './components/TopGenolistsTable';
import { TrendingExplanation } from './components/TrendingExplanation';
import { TrendingFilters } from './components/TrendingFilters';
import { TrendingGenesTable } from './components/TrendingGenesTable';
import { TRENDING_COLUMNS } from './trending-export';

/**
 * Analytics (Pro): activity over 7, 30 or 90 days, the trending genes with filters and their
 * CSV, the genolists by views, for plans with the analytics flag and staff; other plans are told
 * what the page holds and where to upgrade.
 */
export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const { user } = useAuth();
  const features = useSubscriptionFeatures();
  const access = analyticsAccess(
    Boolean(user?.is_staff || user?.is_superuser),
    features.data,
    features.isLoading,
  );
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz="h2">
              {t('title')}
            </Title>
            <Badge variant="gradient" gradient={{ from: 'violet', to: 'blue' }}>
              {t('pro')}
            </Badge>
          </Group>
          <Text c="dimmed" maw="48rem">
            {t('description')}
          </Text>
        </Stack>
        {access === 'open' && <SavedOfflineNote queryKeys={[ANALYTICS_KEY]} />}
      </Group>
      {access === 'open' ? (
        <AnalyticsFigures />
      ) : access === 'upgrade' ? (
        <AnalyticsUpgrade />
      ) : (
        <Skeleton h={280} />
      )}
    </Stack>
  );
}

function AnalyticsFigures() {
  const { t, i18n } = useTranslation('analytics');
  const search: AnalyticsSearch = useSearch({ from: '/analytics' });
  const navigate = useNavigate({ from: '/analytics' });
  const days: ActivityPeriod = search.days ?? DEFAULT_PERIOD;
  const dashboard = useDashboard(days);
  const trending = useTrendingGenes({
    limit: search.limit ?? DEFAULT_LIMIT,
    project: search.project,
    direction: search.direction,
    minFrequency: search.min,
  });
  const top = useTopGenolists(days);
  const setSearch = (change: Partial<AnalyticsSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true, resetScroll: false });
  const exportCsv = () => {
    if (!trending.data) return;
    const date = new Date().toISOString().slice(0, 10);
    const file = makeExport('csv', `trending_genes_${date}`, trending.data.results, TRENDING_COLUMNS);
    downloadBlob(file.fileName, file.blob);
  };
  return (
    <>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('activity.section')}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} fz="h4">
              {t('activity.section')}
            </Title>
            <SegmentedControl
              aria-label={t('activity.period')}
              value={String(days)}
              onChange={(value) => {
                const next = ACTIVITY_PERIODS.find((d) => String(d) === value) ?? DEFAULT_PERIOD;
                setSearch({ days: next === DEFAULT_PERIOD ? undefined : (next as AnalyticsSearch['days']) });
              }}
              data={ACTIVITY_PERIODS.map((d) => ({
                value: String(d),
                label: t('activity.days', { count: d }),
              }))}
              size="xs"
            />
          </Group>
          {dashboard.isError && !dashboard.data ? (
            <LoadErrorAlert
              title={t('loadError')}
              message={dashboard.error.message}
              onRetry={() => void dashboard.refetch()}
              retryLabel={t('retry')}
              retrying={dashboard.isFetching}
            />
          ) : dashboard.data ? (
            <ActivityChart days={dashboard.data.activity_timeline} height={260} />
          ) : (
            <Skeleton h={280} />
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-label={t('trending.title')}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Title order={2} fz="h4">
                {t('trending.title')}
              </Title>
              {trending.data && (
                <Text size="xs" c="dimmed">
                  {t('trending.count', {
                    shown: formatNumber(trending.data.results.length, i18n.language),
                    count: trending.data.count,
                    total: formatNumber(trending.data.count, i18n.language),
                  })}
                </Text>
              )}
            </Stack>
            <TrendingExplanation />
          </Group>
          <TrendingFilters
            search={search}
            onChange={setSearch}
            onExport={exportCsv}
            canExport={(trending.data?.results.length ?? 0) > 0}
          />
          {trending.isError && !trending.data ? (
            <LoadErrorAlert
              title={t('loadError')}
              message={trending.error.message}
              onRetry={() => void trending.refetch()}
              retryLabel={t('retry')}
              retrying={trending.isFetching}
            />
          ) : (
            <TrendingGenesTable genes={trending.data?.results} loading={trending.isPending} detailed />
          )}
          {trending.data && trending.data.results.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('trending.empty')}
            </Text>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-label={t('top.title')}>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('top.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('top.subtitle', { count: days })}
          </Text>
          <TopGenolistsTable rows={top.data} loading={top.isPending} />
        </Stack>
      </Paper>
    </>
  );
}
