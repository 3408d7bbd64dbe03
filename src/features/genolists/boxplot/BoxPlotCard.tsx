import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../ui/ChartCard';
import type { GeneFrame } from '../gene-frame';
import { useGenolistView, useSetGenolistSearch } from '../use-genolist-search';
import { BoxPlotChart } from './BoxPlotChart';
import { GenePicker } from './GenePicker';
import { rowsBySignificance } from './gene-picker';
import { isNoExpression, isNotSavedOffline, useBoxplotData } from './get-boxplot-data';

/**
 * The box plot of the plots tab: the gene picked here (`box` in the URL), else the
 * open gene (`gene`, which clears `box` when it changes), else the most significant one. Picking
 * a gene here does not open the gene panel: the panel would cover this card.
 */
export function BoxPlotCard({ genolistId, frame }: { genolistId: number; frame: GeneFrame | undefined }) {
  const { t } = useTranslation('charts');
  const setSearch = useSetGenolistSearch(genolistId);
  const search = useGenolistView(({ box, gene }) => ({ box, gene }));
  const order = useMemo(() => (frame ? rowsBySignificance(frame) : null), [frame]);
  const first = frame && order && order.length > 0 ? (frame.geneRefId[order[0] as number] ?? null) : null;
  const gene = search.box ?? search.gene ?? first;
  const boxplot = useBoxplotData(genolistId, gene);
  const symbol = boxplot.data ? (boxplot.data.gene.symbol ?? boxplot.data.gene.gene_id) : '';
  const empty = boxplot.isError && isNoExpression(boxplot.error);
  // Offline, a gene the copy does not hold: said in the body, so that another gene can be picked.
  const notSaved = boxplot.isError && isNotSavedOffline(boxplot.error);

  return (
    <ChartCard
      title={t('boxplot.title')}
      help={t('boxplot.help')}
      exportName={`boxplot-${symbol || gene}`}
      fullscreen
      loading={!frame}
      error={boxplot.isError && !empty && !notSaved ? boxplot.error.message : null}
      skeletonHeight={360}
    >
      <Stack gap="sm">
        {frame && order && (
          <GenePicker
            frame={frame}
            order={order}
            value={gene}
            onChange={(next) => setSearch({ box: next })}
          />
        )}
        {empty || notSaved ? (
          <Text c="dimmed" ta="center" py="xl">
            {notSaved ? boxplot.error.message : t('boxplot.empty')}
          </Text>
        ) : boxplot.data ? (
          <BoxPlotChart data={boxplot.data} />
        ) : (
          <Text c="dimmed" ta="center" py="xl" aria-busy>
            {gene === null ? t('boxplot.noGene') : t('boxplot.loading')}
          </Text>
        )}
      </Stack>
    </ChartCard>
  );
}
