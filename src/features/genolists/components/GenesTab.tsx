import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { pageOf } from '../../../../workers/kernels/page';
import { formatNumber } from '../../../lib/format';
import { NotSavedOfflineNote } from '../../../offline/components/NotSavedOffline';
import { Pagination } from '../../../ui/Pagination';
import { exportGenes } from '../gene-exports';
import type { GeneFrame } from '../gene-frame';
import { type GeneView, type GenolistSearchChange, geneCriteria } from '../genolist-search';
import { useFileDownload } from '../use-file-download';
import type { VisibleGenes } from '../use-visible-genes';
import { ExportMenu } from './ExportMenu';
import { GeneFilters } from './GeneFilters';
import { GeneTable } from './GeneTable';
import { LoadErrorAlert } from './LoadErrorAlert';

interface GenesTabProps {
  genolistId: number;
  frame: GeneFrame | undefined;
  /** Why the frame could not be loaded, if it could not. */
  error: Error | null;
  /** No frame saved on this device, and the server cannot be reached. */
  unsaved: boolean;
  retrying: boolean;
  onRetry: () => void;
  genes: VisibleGenes | null;
  view: GeneView;
  onChange: (change: GenolistSearchChange) => void;
}

/**
 * The genes table: filter and search in the URL, one page of the matching genes shown, download
 * of all of them. Its props are values, not the query's result object, so that the screen
 * rendering again for something else leaves it alone.
 */
export const GenesTab = memo(function GenesTab({
  genolistId,
  frame: data,
  error,
  unsaved,
  retrying,
  onRetry,
  genes,
  view,
  onChange,
}: GenesTabProps) {
  const { t, i18n } = useTranslation('genolists');
  const language = i18n.language;
  const download = useFileDownload<'genes'>();
  const count = genes ? formatNumber(genes.rows.length, language) : '';

  return (
    <Card p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <GeneFilters
          view={view}
          onChange={onChange}
          actions={
            <ExportMenu
              label={t('download.genesLabel', { count: genes?.rows.length ?? 0, formatted: count })}
              disabled={!data || !genes || genes.rows.length === 0}
              loading={download.busy === 'genes'}
              onExport={(format) => {
                if (data && genes) void download.run('genes', () => exportGenes(format, data, genes.rows));
              }}
            />
          }
        />
        {error ? (
          <LoadErrorAlert
            title={t('genes.loadError')}
            error={error}
            path={`/api/genolists/${genolistId}/frame`}
            onRetry={onRetry}
            retrying={retrying}
          />
        ) : unsaved ? (
          <NotSavedOfflineNote />
        ) : !data || !genes ? (
          <Stack gap={6} aria-busy aria-label={t('genes.loading')}>
            <Skeleton height={20} width={220} />
            {Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
              <Skeleton key={index} height={34} radius="sm" />
            ))}
          </Stack>
        ) : (
          <>
            <MatchSummary genes={genes} view={view} />
            {genes.rows.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {view.q.trim() ? t('genes.noMatchSearch', { search: view.q.trim() }) : t('genes.noMatch')}
              </Text>
            ) : (
              <GeneTable
                frame={data}
                rows={pageOf(genes.rows, view.page, view.size)}
                view={view}
                onChange={onChange}
              />
            )}
            <Pagination
              page={view.page}
              pageSize={view.size}
              total={genes.rows.length}
              onChange={(page) => onChange({ page })}
            />
          </>
        )}
      </Stack>
    </Card>
  );
});

function MatchSummary({ genes, view }: { genes: VisibleGenes; view: GeneView }) {
  const { t, i18n } = useTranslation('genolists');
  const language = i18n.language;
  const criteria = geneCriteria(view);
  const rules: string[] = [];
  if (criteria.maxPadj !== null)
    rules.push(t('genes.rules.padj', { value: formatNumber(criteria.maxPadj, language, 2) }));
  if (criteria.minAbsLog2fc !== null)
    rules.push(t('genes.rules.fc', { value: formatNumber(2 ** criteria.minAbsLog2fc, language, 1) }));
  if (criteria.regulation !== 'all') rules.push(t(`genes.regulations.${criteria.regulation}`));
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" aria-live="polite" data-testid="gene-match-count">
        <Text span fw={700}>
          {t('genes.match', {
            count: genes.rows.length,
            formatted: formatNumber(genes.rows.length, language),
          })}
        </Text>
        <Text span c="dimmed">
          {' · '}
          {t('genes.upCount', { count: genes.up, formatted: formatNumber(genes.up, language) })}
          {' · '}
          {t('genes.downCount', { count: genes.down, formatted: formatNumber(genes.down, language) })}
        </Text>
      </Text>
      <Text size="xs" c="dimmed">
        {rules.length ? rules.join(' · ') : t('genes.rules.none')}
      </Text>
    </Group>
  );
}
