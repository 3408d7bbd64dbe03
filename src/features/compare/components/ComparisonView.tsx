import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { downloadBlob } from '../../../lib/export';
import { formatNumber } from '../../../lib/format';
import { SavedOfflineNote } from '../../../offline/components/SavedOfflineNote';
import { LoadErrorAlert } from '../../../ui/LoadErrorAlert';
import { notify } from '../../../ui/notify';
import { Pagination } from '../../../ui/Pagination';
import { downloadComparisonCsv } from '../api/download-comparison-csv';
import { useComparison } from '../api/get-comparison';
import { type ComparisonQuery, compareKeys } from '../api/keys';
import { type CompareSearch, idsOf, listOf } from '../compare-search';
import { ComparedGenolists } from './ComparedGenolists';
import { CompareGenesTable } from './CompareGenesTable';
import { CompareOffline, CompareUpgrade } from './CompareNotices';
import { ConcordanceTable } from './ConcordanceTable';
import { IntersectionsChart } from './IntersectionsChart';

const PAGE_SIZE = 25;

/** The server's comparison of `ids`: the genolists, the UpSet chart, the concordance, the genes. */
export function ComparisonView({ ids, search }: { ids: readonly number[]; search: CompareSearch }) {
  const { t, i18n } = useTranslation('compare');
  const navigate = useNavigate({ from: '/compare' });
  const selected = search.in ? idsOf(search.in) : undefined;
  const query: ComparisonQuery = {
    ids: ids.join(','),
    in: search.in,
    q: search.q,
    ordering: search.ordering,
    page: search.page ?? 1,
    page_size: PAGE_SIZE,
  };
  const comparison = useComparison(query);
  const setSearch = (change: Partial<CompareSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...change }), resetScroll: false });
  const [text, setText] = useState(search.q ?? '');
  const commitText = useDebouncedCallback(
    (next: string) => setSearch({ q: next.trim() || undefined, page: undefined }),
    300,
  );
  const [downloading, setDownloading] = useState(false);
  const downloadCsv = async () => {
    setDownloading(true);
    try {
      const file = await downloadComparisonCsv({
        ids: query.ids,
        in: query.in,
        q: query.q,
        ordering: query.ordering,
      });
      downloadBlob(file.fileName, file.blob);
    } catch (error) {
      notify('error', {
        title: t('loadError'),
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setDownloading(false);
    }
  };

  if (comparison.isPending) return <Skeleton h={320} />;
  if (comparison.isError) {
    const error = comparison.error;
    if (error instanceof ApiError && error.status === 403) return <CompareUpgrade />;
    if (error instanceof ApiError && error.status === 0) return <CompareOffline />;
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <LoadErrorAlert
        title={t('loadError')}
        message={missing ? t('notFound') : error.message}
        onRetry={missing ? undefined : () => void comparison.refetch()}
        retryLabel={t('retry')}
        retrying={comparison.isFetching}
      />
    );
  }
  const data = comparison.data;
  const nameOf = (id: number) => data.genolists.find((g) => g.id === id)?.name ?? String(id);
  const count = data.genes.count;
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <SavedOfflineNote queryKeys={[compareKeys.comparison(query)]} />
      </Group>
      <ComparedGenolists genolists={data.genolists} />
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('upset.title')}>
        <Title order={2} fz="h4" mb={4}>
          {t('upset.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('upset.help')}
        </Text>
        <IntersectionsChart
          genolists={data.genolists}
          intersections={data.intersections}
          selected={selected}
          onSelect={(combination) => {
            const same = selected && listOf(selected) === listOf(combination);
            setSearch({ in: same ? undefined : listOf(combination), page: undefined });
          }}
        />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('concordance.title')}>
        <Title order={2} fz="h4" mb={4}>
          {t('concordance.title')}
        </Title>
        <ConcordanceTable genolists={data.genolists} concordance={data.concordance} />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('genes.title')}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Stack gap={2}>
              <Title order={2} fz="h4">
                {t('genes.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {selected ? t('genes.filtered', { names: selected.map(nameOf).join(' ∩ ') }) : t('genes.all')}
                {comparison.isPlaceholderData
                  ? ' · …'
                  : ` · ${t('genes.count', { count, formatted: formatNumber(count, i18n.language) })}`}
              </Text>
            </Stack>
            <Group gap="sm" align="flex-end" wrap="wrap">
              {selected && (
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => setSearch({ in: undefined, page: undefined })}
                >
                  {t('genes.clear')}
                </Button>
              )}
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={downloading}
                disabled={count === 0}
                onClick={() => void downloadCsv()}
              >
                {t('genes.csv')}
              </Button>
            </Group>
          </Group>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('genes.search')}
              placeholder={t('genes.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                commitText(event.currentTarget.value);
              }}
              w={{ base: '100%', sm: 260 }}
            />
            <SegmentedControl
              aria-label={t('genes.ordering')}
              value={search.ordering ?? '-calls'}
              data={[
                { value: '-calls', label: t('genes.byCalls') },
                { value: 'padj', label: t('genes.byPadj') },
              ]}
              onChange={(value) =>
                setSearch({ ordering: value === 'padj' ? 'padj' : undefined, page: undefined })
              }
            />
          </Group>
          {/* The previous answer stays on screen, faded, until the new page or filter arrives. */}
          {data.genes.results.length === 0 ? (
            <Text c="dimmed">{t('genes.none')}</Text>
          ) : (
            <div
              aria-busy={comparison.isPlaceholderData}
              style={{ opacity: comparison.isPlaceholderData ? 0.5 : 1, transition: 'opacity 120ms' }}
            >
              <CompareGenesTable genolists={data.genolists} genes={data.genes.results} />
            </div>
          )}
          <Pagination
            page={data.genes.page}
            pageSize={data.genes.page_size}
            total={count}
            onChange={(page) => setSearch({ page: page === 1 ? undefined : page })}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
