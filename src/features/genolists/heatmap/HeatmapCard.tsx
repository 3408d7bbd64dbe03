import {
  Box,
  Center,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Slider,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HCLUST_MAX_ROWS } from '../../../../workers/kernels/hclust';
import { formatNumber } from '../../../lib/format';
import { ChartCard } from '../../../ui/ChartCard';
import { useGenolistExpression } from '../api/get-expression';
import type { GeneFrame } from '../gene-frame';
import { parseSelection } from '../genolist-search';
import { useGenolistView, useSetGenolistSearch } from '../use-genolist-search';
import { HeatmapChart } from './HeatmapChart';
import { heatmapGeneIds } from './heatmap-genes';
import { heatmapLayout } from './heatmap-layout';
import {
  HEATMAP_ALL_GENES,
  HEATMAP_CLUSTERINGS,
  HEATMAP_GENES,
  HEATMAP_HEIGHT,
  HEATMAP_SCALES,
  heatmapView,
} from './heatmap-search';
import { useClusteredHeatmap } from './use-clustered-heatmap';

/**
 * The heatmap of the plots tab: the top DEGs or the genes selected on the
 * volcano, their expression from the project, z-scored and clustered in the worker; every
 * setting lives in the URL (heatmap-search.ts). Expert mode adds z-score, height and every DEG.
 */
export function HeatmapCard({ genolistId, frame }: { genolistId: number; frame: GeneFrame | undefined }) {
  const { t, i18n } = useTranslation('heatmap');
  const setSearch = useSetGenolistSearch(genolistId);
  const { expert, view, sel } = useGenolistView((search) => ({
    expert: search.mode === 'expert',
    view: heatmapView(search),
    sel: search.sel,
  }));
  const selected = useMemo(() => parseSelection(sel), [sel]);
  const { source, maxGenes } = view;
  const ids = useMemo(
    () => (frame ? heatmapGeneIds(frame, { source, maxGenes }, selected) : null),
    [frame, source, maxGenes, selected],
  );
  const expression = useGenolistExpression(genolistId, ids && ids.length > 0 ? ids : null);
  const clustered = useClusteredHeatmap(expression.data, view);
  const { ref, width } = useElementSize();

  const empty =
    source === 'selected' && selected.length === 0
      ? t('empty.select')
      : ids && ids.length === 0
        ? t('empty.noGenes')
        : expression.data && expression.data.genes.length === 0
          ? t('empty.noData')
          : null;
  // The controls stay usable while the expression loads or the worker clusters: only the drawing waits.
  const computing = !empty && (expression.isPending || clustered.pending);
  const missing = expression.data?.missing_gene_ref_ids.length ?? 0;
  const rows = expression.data?.genes.length ?? 0;
  const labelsHidden =
    rows > 0 &&
    !heatmapLayout({
      width,
      height: view.height,
      rows,
      cols: 1,
      geneTree: false,
      sampleTree: false,
      clusters: false,
    }).geneLabels;

  return (
    <ChartCard
      title={t('title')}
      help={t('help')}
      exportName={t('title')}
      fullscreen
      loading={!frame}
      error={expression.error ? expression.error.message : clustered.error}
      skeletonHeight={view.height}
    >
      <Stack gap="sm">
        <Group gap="md" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="xs" fw={500}>
              {t('source.label')}
            </Text>
            <SegmentedControl
              size="xs"
              value={source}
              onChange={(value) => setSearch({ hsrc: value === 'selected' ? 'selected' : undefined })}
              data={[
                { value: 'all_degs', label: t('source.allDegs') },
                {
                  value: 'selected',
                  label:
                    selected.length > 0
                      ? t('source.selected', { count: selected.length })
                      : t('source.selectedNone'),
                  disabled: selected.length === 0 && source !== 'selected',
                },
              ]}
            />
          </Stack>
          <Select
            size="xs"
            w={170}
            label={t('clustering.label')}
            value={view.clustering}
            allowDeselect={false}
            onChange={(value) => {
              const clustering = HEATMAP_CLUSTERINGS.find((candidate) => candidate === value);
              setSearch({ hclust: clustering === 'hierarchical' ? undefined : clustering });
            }}
            data={HEATMAP_CLUSTERINGS.map((value) => ({ value, label: t(`clustering.${value}`) }))}
          />
          <Select
            size="xs"
            w={170}
            label={t('scale.label')}
            value={view.scale}
            allowDeselect={false}
            onChange={(value) => {
              const scale = HEATMAP_SCALES.find((candidate) => candidate === value);
              setSearch({ hscale: scale === 'RdBu' ? undefined : scale });
            }}
            data={HEATMAP_SCALES.map((value) => ({ value, label: t(`scale.${value}`) }))}
          />
        </Group>
        <Group gap="lg" align="flex-end" wrap="wrap">
          <Box w={220}>
            <Text size="xs" fw={500} id={`heatmap-max-${genolistId}`}>
              {t('maxGenes.label', {
                count: formatNumber(maxGenes === 'all' ? HEATMAP_ALL_GENES : maxGenes, i18n.language),
              })}
            </Text>
            <SettingSlider
              range={HEATMAP_GENES}
              value={maxGenes === 'all' ? HEATMAP_GENES.max : maxGenes}
              disabled={maxGenes === 'all'}
              labelledBy={`heatmap-max-${genolistId}`}
              onChange={(value) => setSearch({ hmax: value === HEATMAP_GENES.default ? undefined : value })}
            />
          </Box>
          {expert && (
            <>
              <Switch
                size="sm"
                label={t('maxGenes.all', { max: formatNumber(HEATMAP_ALL_GENES, i18n.language) })}
                checked={maxGenes === 'all'}
                onChange={(event) => setSearch({ hmax: event.currentTarget.checked ? 'all' : undefined })}
              />
              <Switch
                size="sm"
                label={t('zScore')}
                checked={view.zScore}
                onChange={(event) => setSearch({ hz: event.currentTarget.checked ? undefined : 'off' })}
              />
              <Box w={180}>
                <Text size="xs" fw={500} id={`heatmap-height-${genolistId}`}>
                  {t('height', { value: view.height })}
                </Text>
                <SettingSlider
                  range={HEATMAP_HEIGHT}
                  value={view.height}
                  labelledBy={`heatmap-height-${genolistId}`}
                  onChange={(value) =>
                    setSearch({ hh: value === HEATMAP_HEIGHT.default ? undefined : value })
                  }
                />
              </Box>
            </>
          )}
        </Group>
        {selected.length === 0 && source === 'all_degs' && (
          <Text size="xs" c="dimmed">
            {t('source.hint')}
          </Text>
        )}
        <Box ref={ref}>
          {computing ? (
            <Box pos="relative">
              <Skeleton height={view.height} radius="md" />
              <Center pos="absolute" inset={0}>
                <Text size="sm" c="dimmed" aria-live="polite">
                  {expression.isPending ? t('note.loading') : t('note.clustering', { count: rows })}
                </Text>
              </Center>
            </Box>
          ) : empty ? (
            <Text c="dimmed" ta="center" py="xl" data-heatmap-empty>
              {empty}
            </Text>
          ) : (
            expression.data &&
            clustered.result &&
            width > 0 && (
              <HeatmapChart data={expression.data} clustered={clustered.result} view={view} width={width} />
            )
          )}
        </Box>
        {!empty && missing > 0 && (
          <Text size="xs" c="dimmed">
            {t('note.missing', { count: missing })}
          </Text>
        )}
        {!empty && !computing && clustered.result?.centroids && (
          <Text size="xs" c="dimmed" data-heatmap-centroids>
            {t('note.centroids', {
              max: formatNumber(HCLUST_MAX_ROWS, i18n.language),
              centroids: formatNumber(clustered.result.centroids.count, i18n.language),
            })}
          </Text>
        )}
        {!empty && labelsHidden && (
          <Text size="xs" c="dimmed">
            {t('note.labelsHidden')}
          </Text>
        )}
      </Stack>
    </ChartCard>
  );
}

/** A slider that moves freely while dragged and writes the URL once, when released. */
function SettingSlider({
  range,
  value,
  disabled,
  labelledBy,
  onChange,
}: {
  range: { min: number; max: number; step: number };
  value: number;
  disabled?: boolean;
  labelledBy: string;
  onChange: (value: number) => void;
}) {
  const [dragged, setDragged] = useState(value);
  useEffect(() => setDragged(value), [value]);
  return (
    <Slider
      size="sm"
      min={range.min}
      max={range.max}
      step={range.step}
      value={dragged}
      disabled={disabled}
      onChange={setDragged}
      onChangeEnd={onChange}
      thumbProps={{ 'aria-labelledby': labelledBy }}
    />
  );
}
