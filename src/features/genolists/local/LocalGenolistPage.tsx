import { Alert, Button, Group, Popover, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconArrowDownRight,
  IconArrowLeft,
  IconArrowUpRight,
  IconChartDots3,
  IconDna,
  IconSitemap,
  IconTable,
  IconTrash,
} from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { StatCard } from '../../../ui/StatCard';
import { GenesTab } from '../components/GenesTab';
import { ExpressionSourceContext } from '../expression-source';
import { GenePanel } from '../gene-panel/GenePanel';
import { DEFAULT_FOLD_CHANGE, DEFAULT_PADJ, geneView } from '../genolist-search';
import { useGenolistView, useSetGenolistSearch } from '../use-genolist-search';
import { useVisibleGenes } from '../use-visible-genes';
import { LocalGoTab } from './LocalGoTab';
import { LocalPlotsTab } from './LocalPlotsTab';
import { useLocalExpressionSource } from './local-expression-source';
import { originText, regulatedCounts } from './local-result-text';
import { OnThisDeviceBadge } from './OnThisDeviceBadge';
import { ShareToGenoAppButton } from './ShareToGenoAppButton';
import { useLocalFrame, useLocalResult, useRemoveLocalResult } from './use-local-results';

/**
 * A result opened from the user's own files, read from this browser only: the genolist's genes
 * table, volcano and MA plot and distribution, and from its counts when they are kept the heatmap
 * and box plot: the same components as an imported genolist's, given what is held on this
 * device, and the gene panel with its box plot. Its id in their caches and the URL's view is
 * `-localId`. GO terms come from a GO table the user adds to it. What needs the server (reports,
 * favourites) is not offered: "Share to GenoApp" makes it a server gene list first.
 */
export function LocalGenolistPage({ localId }: { localId: number }) {
  const { t, i18n } = useTranslation('genolists');
  const { t: tl } = useTranslation('local');
  const language = i18n.language;
  const genolistId = -localId;
  const result = useLocalResult(localId);
  const frame = useLocalFrame(localId);
  const setSearch = useSetGenolistSearch(genolistId);
  const view = useGenolistView(geneView);
  const genes = useVisibleGenes(frame.data, view);
  const remove = useRemoveLocalResult();
  const navigate = useNavigate();
  const tab = view.tab;
  const setTab = useCallback(
    (value: string | null) => setSearch({ tab: value === 'plots' || value === 'go' ? value : undefined }),
    [setSearch],
  );
  const source = useLocalExpressionSource(result.data, frame.data);
  const { refetch } = frame;
  const retry = useCallback(() => void refetch(), [refetch]);
  const counts = useMemo(
    () => (frame.data ? regulatedCounts(frame.data, DEFAULT_PADJ, DEFAULT_FOLD_CHANGE) : null),
    [frame.data],
  );

  if (result.isPending)
    return <Skeleton height={320} radius="md" aria-busy aria-label={t('detail.loading')} />;
  if (!result.data)
    return (
      <Stack gap="lg">
        <BackButton />
        <Alert color="orange" title={tl('missingTitle')}>
          {tl('missingMessage')}
        </Alert>
      </Stack>
    );
  const record = result.data;
  const formatted = (n: number) => formatNumber(n, language);
  const cutoffs = t('summary.cutoffs', {
    padj: formatNumber(DEFAULT_PADJ, language, 2),
    fc: formatNumber(DEFAULT_FOLD_CHANGE, language, 1),
  });

  return (
    <Stack gap="lg">
      <BackButton />
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 18rem' }}>
          <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
            {record.name}
          </Title>
          <Text size="sm" c="dimmed">
            {originText(record.origin, tl, formatted)}
          </Text>
          <Group gap="xs">
            <OnThisDeviceBadge />
            <Text size="xs" c="dimmed">
              {tl('savedOn', { date: formatDate(new Date(record.savedAt).toISOString(), language) })}
            </Text>
          </Group>
        </Stack>
        <Group gap="sm">
          <ShareToGenoAppButton localId={localId} />
          <Popover width={300} position="bottom-end" withArrow shadow="md">
            <Popover.Target>
              <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />}>
                {tl('remove')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{tl('removeConfirm', { name: record.name })}</Text>
                <Button
                  color="red"
                  size="xs"
                  onClick={() => void remove(localId).then(() => navigate({ to: '/genolists' }))}
                >
                  {tl('remove')}
                </Button>
              </Stack>
            </Popover.Dropdown>
          </Popover>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <StatCard
          icon={IconDna}
          label={t('summary.total')}
          value={formatted(record.geneCount)}
          hint={t('summary.totalHint')}
        />
        <StatCard
          icon={IconArrowUpRight}
          color="red"
          label={t('summary.up')}
          value={counts ? formatted(counts.up) : '…'}
          hint={cutoffs}
          loading={!counts}
        />
        <StatCard
          icon={IconArrowDownRight}
          color="blue"
          label={t('summary.down')}
          value={counts ? formatted(counts.down) : '…'}
          hint={cutoffs}
          loading={!counts}
        />
      </SimpleGrid>
      <ExpressionSourceContext.Provider value={source}>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List aria-label={t('tabs.label')} mb="md">
            <Tabs.Tab value="genes" leftSection={<IconTable size={16} aria-hidden />}>
              {t('tabs.genes')}
            </Tabs.Tab>
            <Tabs.Tab value="plots" leftSection={<IconChartDots3 size={16} aria-hidden />}>
              {t('tabs.plots')}
            </Tabs.Tab>
            <Tabs.Tab value="go" leftSection={<IconSitemap size={16} aria-hidden />}>
              {t('tabs.go')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="genes">
            <GenesTab
              genolistId={genolistId}
              frame={frame.data}
              error={frame.isError ? frame.error : null}
              unsaved={false}
              retrying={frame.isFetching}
              onRetry={retry}
              genes={genes}
              view={view}
              onChange={setSearch}
            />
          </Tabs.Panel>
          <Tabs.Panel value="plots">
            <LocalPlotsTab genolistId={genolistId} frame={frame.data} withCounts={source !== null} />
          </Tabs.Panel>
          <Tabs.Panel value="go">
            <LocalGoTab localId={localId} record={record} />
          </Tabs.Panel>
        </Tabs>
        {source && <GenePanel genolistId={genolistId} frame={frame.data} />}
      </ExpressionSourceContext.Provider>
    </Stack>
  );
}

function BackButton() {
  const { t } = useTranslation('genolists');
  return (
    <Group>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        renderRoot={(props) => <Link to="/genolists" {...props} />}
      >
        {t('detail.back')}
      </Button>
    </Group>
  );
}
