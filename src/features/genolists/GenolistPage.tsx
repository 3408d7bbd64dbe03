import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft, IconChartDots3, IconSitemap, IconTable } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, describeApiError } from '../../api/errors';
import { NotSavedOffline } from '../../offline/components/NotSavedOffline';
import { notSavedOffline } from '../../offline/not-saved';
import { AccessDenied } from '../../ui/AccessDenied';
import { notify } from '../../ui/notify';
import { useAuth } from '../auth';
import { useGenolist } from './api/get-genolist';
import { useGenolistFrame } from './api/get-genolist-frame';
import { ComparisonCard } from './components/ComparisonCard';
import { GenesTab } from './components/GenesTab';
import { GenolistHeader } from './components/GenolistHeader';
import { GenolistSummary } from './components/GenolistSummary';
import { GoTab } from './components/GoTab';
import { LoadErrorAlert } from './components/LoadErrorAlert';
import { PlotsTab } from './components/PlotsTab';
import { SamplesCard } from './components/SamplesCard';
import { forgetGenolist } from './forget-genolist';
import { GenePanel } from './gene-panel/GenePanel';
import { GENOLIST_TABS, type GenolistTab, geneView } from './genolist-search';
import { useCountView } from './use-count-view';
import { useGenolistView, useSetGenolistSearch } from './use-genolist-search';
import { useVisibleGenes } from './use-visible-genes';

const TAB_ICONS = { genes: IconTable, plots: IconChartDots3, go: IconSitemap } as const;

/**
 * One genolist. Its details and its whole frame load in parallel; the tab, mode,
 * filters, sort and page live in the URL; one view is counted per visit. A change of filter
 * renders again only what depends on it: the screen reads only the table's view from the URL
 * (the same object while its values are the same), the tabs' contents are kept as elements, and
 * the cards above ignore the counted view; each chart reads its own settings.
 */
export function GenolistPage({ genolistId }: { genolistId: number }) {
  return (
    <>
      <CountView genolistId={genolistId} />
      <GenolistScreen genolistId={genolistId} />
    </>
  );
}

function GenolistScreen({ genolistId }: { genolistId: number }) {
  const { t } = useTranslation('genolists');
  const genolist = useGenolist(genolistId);
  const frame = useGenolistFrame(genolistId);
  const setSearch = useSetGenolistSearch(genolistId);
  // Only the table's view: a chart's setting in the URL renders that chart again, not the screen.
  const view = useGenolistView(geneView);
  const genes = useVisibleGenes(frame.data, view);
  const setExpert = useCallback(
    (expert: boolean) => setSearch({ mode: expert ? 'expert' : undefined }),
    [setSearch],
  );
  // Opened on its plots (a link, a reload), the screen renders the volcano with itself: the
  // screen's first render is one task anyway, and the volcano's points reach the worker a paint
  // sooner. A tab switched to later mounts the plots in stages, with no task over 50 ms.
  const [openedOnPlots, setOpenedOnPlots] = useState(view.tab === 'plots');
  const setTab = useCallback(
    (value: string | null) => {
      const tab = GENOLIST_TABS.find((candidate) => candidate === value);
      if (!tab) return;
      setOpenedOnPlots(false);
      setSearch({ tab: tab === 'genes' ? undefined : tab });
    },
    [setSearch],
  );
  // While the table shows, the plots' WebGL context is made ready for the plots tab.
  const { refetch } = frame;
  const retryFrame = useCallback(() => void refetch(), [refetch]);
  const frameError = frame.isError ? frame.error : null;
  const frameUnsaved = notSavedOffline(frame);
  const genesTab = useMemo(
    () => (
      <GenesTab
        genolistId={genolistId}
        frame={frame.data}
        error={frameError}
        unsaved={frameUnsaved}
        retrying={frame.isFetching}
        onRetry={retryFrame}
        genes={genes}
        view={view}
        onChange={setSearch}
      />
    ),
    [genolistId, frame.data, frameError, frameUnsaved, frame.isFetching, retryFrame, genes, view, setSearch],
  );
  const plotsTab = useMemo(
    () => (
      <PlotsTab
        genolistId={genolistId}
        frame={frame.data}
        genes={genes}
        unsaved={frameUnsaved}
        volcanoFirst={openedOnPlots}
      />
    ),
    [genolistId, frame.data, genes, frameUnsaved, openedOnPlots],
  );
  const goTab = useMemo(() => <GoTab genolistId={genolistId} />, [genolistId]);
  const genePanel = useMemo(
    () => <GenePanel genolistId={genolistId} frame={frame.data} />,
    [genolistId, frame.data],
  );

  const failed = genolist.isError && genolist.data === undefined;
  // A refusal wins over a saved copy: the user lost access, or the genolist is gone.
  const denied = genolist.isError && isRefusal(genolist.error);
  const userId = useAuth().user?.id;
  useEffect(() => {
    if (denied && userId !== undefined) void forgetGenolist(userId, genolistId);
  }, [denied, userId, genolistId]);
  // Any other failure shows an alert and a toast with errors.loadingGenolist.
  const failure = failed && !denied ? genolist.error : null;
  useEffect(() => {
    if (failure)
      notify('error', {
        title: t('errors.loadingGenolist'),
        message: describeApiError(failure, `/api/genolists/${genolistId}/`).message,
      });
  }, [failure, genolistId, t]);

  if (denied)
    return (
      <AccessDenied title={t('detail.deniedTitle')} message={t('detail.deniedMessage')} headingOrder={1}>
        <BackButton />
      </AccessDenied>
    );
  if (failed)
    return (
      <Stack gap="lg">
        <Group>
          <BackButton />
        </Group>
        <LoadErrorAlert
          title={t('errors.loadingGenolist')}
          error={genolist.error}
          path={`/api/genolists/${genolistId}/`}
          onRetry={() => void genolist.refetch()}
          retrying={genolist.isFetching}
        />
      </Stack>
    );
  if (!genolist.data) return notSavedOffline(genolist) ? <NotSavedOffline /> : <GenolistSkeleton />;

  return (
    <Stack gap="lg">
      <GenolistHeader genolist={genolist.data} expert={view.expert} onExpertChange={setExpert} />
      <GenolistSummary genolist={genolist.data} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ComparisonCard genolist={genolist.data} />
        <SamplesCard genolist={genolist.data} />
      </SimpleGrid>
      <Tabs value={view.tab} onChange={setTab} keepMounted={false}>
        <TabList />
        <Tabs.Panel value="genes">{genesTab}</Tabs.Panel>
        <Tabs.Panel value="plots">{plotsTab}</Tabs.Panel>
        <Tabs.Panel value="go">{goTab}</Tabs.Panel>
      </Tabs>
      {genePanel}
    </Stack>
  );
}

/**
 * Counting the view is a mutation: its state changes render this, not the screen. It reads the
 * screen's query of the genolist (no request of its own) to count only what the reader may see.
 */
function CountView({ genolistId }: { genolistId: number }) {
  const genolist = useGenolist(genolistId);
  useCountView(genolistId, genolist.data !== undefined && !isRefusal(genolist.error));
  return null;
}

/** The server's answer that the reader may not see the genolist (or that it is gone). */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

const TabList = memo(function TabList() {
  const { t } = useTranslation('genolists');
  return (
    <Tabs.List aria-label={t('tabs.label')} mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
      {GENOLIST_TABS.map((tab: GenolistTab) => {
        const TabIcon = TAB_ICONS[tab];
        return (
          <Tabs.Tab
            key={tab}
            value={tab}
            leftSection={<TabIcon size={16} aria-hidden />}
            style={{ flexShrink: 0 }}
          >
            {t(`tabs.${tab}`)}
          </Tabs.Tab>
        );
      })}
    </Tabs.List>
  );
});

function BackButton() {
  const { t } = useTranslation('genolists');
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      renderRoot={(props) => <Link to="/genolists" {...props} />}
    >
      {t('detail.back')}
    </Button>
  );
}

function GenolistSkeleton() {
  const { t } = useTranslation('genolists');
  return (
    <Stack gap="lg" aria-busy aria-label={t('detail.loading')}>
      <Skeleton height={20} width={120} />
      <Skeleton height={34} width="60%" />
      <Skeleton height={16} width="80%" />
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {[0, 1, 2, 3].map((index) => (
          <Card key={index} padding="md">
            <Skeleton height={14} width="50%" mb={10} />
            <Skeleton height={28} width="40%" />
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Skeleton height={150} radius="md" />
        <Skeleton height={150} radius="md" />
      </SimpleGrid>
      <Skeleton height={320} radius="md" />
    </Stack>
  );
}
