import { Badge, Group, Stack, Tabs } from '@mantine/core';
import { IconBulb, IconChartLine, IconLayoutDashboard, IconLoader } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_KEY } from '../../api/query-keys';
import { SavedOfflineNote } from '../../offline/components/SavedOfflineNote';
import { LoadErrorAlert } from '../../ui/LoadErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { useDashboard } from '../analytics';
import { LocalResultsCard } from '../genolists';
import { MY_PROJECTS_KEY } from '../projects';
import { FAVORITES_KEY } from './api/get-favorites';
import { InsightsTab } from './components/InsightsTab';
import { OverviewTab } from './components/OverviewTab';
import { RecentDiscoveries } from './components/RecentDiscoveries';
import { RecentProjects } from './components/RecentProjects';
import { RecommendationsTab } from './components/RecommendationsTab';
import { StatCards } from './components/StatCards';
import type { DashboardSearch, DashboardTab, StatusFilter } from './dashboard-search';

/** The home screen: figures with their trends, activity, trending genes, suggestions, recent projects. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const search: DashboardSearch = useSearch({ from: '/' });
  const navigate = useNavigate({ from: '/' });
  const tab: DashboardTab = search.tab ?? 'overview';
  const dashboard = useDashboard();
  const setSearch = (change: Partial<DashboardSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true, resetScroll: false });
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeader title={t('title')} description={t('description')} />
        <Group gap="xs">
          {(dashboard.data?.basic_metrics.active_analyses ?? 0) > 0 && (
            <Badge
              variant="light"
              color="blue"
              size="lg"
              tt="none"
              leftSection={<IconLoader size={14} aria-hidden />}
            >
              {t('activeImports', { count: dashboard.data?.basic_metrics.active_analyses ?? 0 })}
            </Badge>
          )}
          <SavedOfflineNote queryKeys={[ANALYTICS_KEY, FAVORITES_KEY, MY_PROJECTS_KEY]} />
        </Group>
      </Group>
      {dashboard.isError && !dashboard.data && (
        <LoadErrorAlert
          title={t('loadError')}
          message={dashboard.error.message}
          onRetry={() => void dashboard.refetch()}
          retryLabel={t('retry')}
          retrying={dashboard.isFetching}
        />
      )}
      <StatCards metrics={dashboard.data?.basic_metrics} />
      <LocalResultsCard />
      <Tabs
        value={tab}
        onChange={(value) =>
          setSearch({ tab: value === 'overview' || !value ? undefined : (value as DashboardSearch['tab']) })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="overview" leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
            {t('tabs.overview')}
          </Tabs.Tab>
          <Tabs.Tab value="insights" leftSection={<IconChartLine size={16} aria-hidden />}>
            {t('tabs.insights')}
          </Tabs.Tab>
          <Tabs.Tab value="recommendations" leftSection={<IconBulb size={16} aria-hidden />}>
            {t('tabs.recommendations')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <OverviewTab dashboard={dashboard.data} />
        </Tabs.Panel>
        <Tabs.Panel value="insights">
          <InsightsTab dashboard={dashboard.data} active={tab === 'insights'} />
        </Tabs.Panel>
        <Tabs.Panel value="recommendations">
          <RecommendationsTab enabled={tab === 'recommendations'} />
        </Tabs.Panel>
      </Tabs>
      {dashboard.data && <RecentDiscoveries discoveries={dashboard.data.recent_discoveries} />}
      <RecentProjects
        q={search.q ?? ''}
        status={search.status ?? 'all'}
        onChange={({ q, status }: { q?: string; status?: StatusFilter }) =>
          setSearch({
            ...(q !== undefined ? { q: q || undefined } : {}),
            ...(status !== undefined ? { status: status === 'all' ? undefined : status } : {}),
          })
        }
      />
    </Stack>
  );
}
