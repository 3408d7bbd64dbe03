import { Anchor, Badge, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NOT_AVAILABLE, significanceStars } from '../../../lib/format';
import { geneCardUrl } from '../../../lib/gene-links';
import { BoxPlotChart } from '../boxplot/BoxPlotChart';
import { isNoExpression, useBoxplotData } from '../boxplot/get-boxplot-data';
import { measureText, pValueText } from '../cell-format';
import { type GeneFrame, valueAt } from '../gene-frame';
import { useGenolistView, useSetGenolistSearch } from '../use-genolist-search';

/** Up and down in red and blue dark enough on white, light enough on the dark scheme's cards. */
const UP_TEXT = 'light-dark(var(--mantine-color-red-8), var(--mantine-color-red-4))';
const DOWN_TEXT = 'light-dark(var(--mantine-color-blue-8), var(--mantine-color-blue-4))';

/**
 * The open gene (`gene` in the URL), over whichever tab is shown: its names, its results in
 * this comparison, its external pages and its box plot. Closing it (button or Escape) removes
 * `gene` from the URL.
 */
export function GenePanel({ genolistId, frame }: { genolistId: number; frame: GeneFrame | undefined }) {
  const { t } = useTranslation('charts');
  const setSearch = useSetGenolistSearch(genolistId);
  const gene = useGenolistView((search) => search.gene ?? null);
  const row = useMemo(() => (frame && gene !== null ? frame.geneRefId.indexOf(gene) : -1), [frame, gene]);
  const boxplot = useBoxplotData(genolistId, gene);
  const symbol = row >= 0 ? (frame?.symbol[row] ?? null) : (boxplot.data?.gene.symbol ?? null);
  const geneId = row >= 0 ? frame?.geneId[row] : boxplot.data?.gene.gene_id;
  const name = symbol ?? geneId ?? String(gene ?? '');

  return (
    <Drawer
      opened={gene !== null}
      onClose={() => setSearch({ gene: undefined })}
      position="right"
      size="md"
      // Non-modal: the tab behind stays usable, so picking another gene (table, volcano, box
      // plot) just changes what the panel shows.
      withOverlay={false}
      lockScroll={false}
      trapFocus={false}
      shadow="xl"
      closeButtonProps={{ 'aria-label': t('panel.close') }}
      title={
        <Title order={2} fz="h4">
          {t('panel.title', { name })}
        </Title>
      }
    >
      {gene !== null && (
        <Stack gap="md">
          {geneId && (
            <Text size="sm" ff="monospace" c="dimmed">
              {geneId}
            </Text>
          )}
          {frame && row >= 0 ? (
            <GeneResults frame={frame} row={row} />
          ) : (
            frame && <Text c="dimmed">{t('panel.notInList')}</Text>
          )}
          <GeneLinks symbol={symbol} />
          <Title order={3} fz="h5">
            {t('panel.expression')}
          </Title>
          {boxplot.data ? (
            <BoxPlotChart data={boxplot.data} height={280} />
          ) : (
            <Text c={boxplot.isError && !isNoExpression(boxplot.error) ? 'red' : 'dimmed'} size="sm">
              {boxplot.isError
                ? isNoExpression(boxplot.error)
                  ? t('boxplot.empty')
                  : t('panel.boxplotError', { message: boxplot.error.message })
                : t('boxplot.loading')}
            </Text>
          )}
        </Stack>
      )}
    </Drawer>
  );
}

function GeneResults({ frame, row }: { frame: GeneFrame; row: number }) {
  const { t } = useTranslation('charts');
  const fold = valueAt(frame.log2fc, row);
  const padj = valueAt(frame.padj, row);
  const stars = significanceStars(padj);
  const items = [
    {
      label: t('panel.log2fc'),
      value: measureText(fold),
      color: fold === null ? undefined : fold > 0 ? UP_TEXT : DOWN_TEXT,
    },
    { label: t('panel.pvalue'), value: pValueText(valueAt(frame.pvalue, row)) },
    { label: t('panel.padj'), value: pValueText(padj) },
  ];
  return (
    <SimpleGrid cols={3} spacing="sm" aria-label={t('panel.results')}>
      {items.map((item) => (
        <Stack key={item.label} gap={2}>
          <Text size="xs" c="dimmed">
            {item.label}
          </Text>
          <Group gap={6}>
            <Text fw={600} c={item.color} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {item.value === NOT_AVAILABLE ? t('panel.missing') : item.value}
            </Text>
            {item.label === t('panel.padj') && (
              <Badge size="xs" variant={stars === 'ns' ? 'outline' : 'light'} radius="sm">
                {stars}
              </Badge>
            )}
          </Group>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function GeneLinks({ symbol }: { symbol: string | null }) {
  const { t } = useTranslation('charts');
  const card = geneCardUrl(symbol);
  if (!card)
    return (
      <Text size="sm" c="dimmed">
        {t('panel.noLinks')}
      </Text>
    );
  return (
    <Group gap="md">
      <Anchor href={card} target="_blank" rel="noopener noreferrer" size="sm">
        <Group gap={4} wrap="nowrap" component="span">
          {t('panel.geneCards', { symbol })}
          <IconExternalLink size={12} aria-hidden />
        </Group>
      </Anchor>
    </Group>
  );
}
