import { SimpleGrid, Stack } from '@mantine/core';
import { BoxPlotCard } from '../boxplot/BoxPlotCard';
import { DistributionCard } from '../distribution/DistributionCard';
import type { GeneFrame } from '../gene-frame';
import { GoChartCard } from '../go/GoChartCard';
import { HeatmapCard } from '../heatmap/HeatmapCard';
import type { VisibleGenes } from '../use-visible-genes';
import { VolcanoCard } from '../volcano/VolcanoCard';
import { DataDownloadCard } from './DataDownloadCard';

interface PlotsTabProps {
  genolistId: number;
  frame: GeneFrame | undefined;
  genes: VisibleGenes | null;
}

/**
 * Spec 2 §2.4: the data downloads, the volcano, the heatmap beside the box plot and the
 * distribution (the heatmap is as tall as the two), then the GO chart across the width, where
 * its term names have room.
 */
export function PlotsTab({ genolistId, frame, genes }: PlotsTabProps) {
  return (
    <Stack gap="lg">
      <DataDownloadCard genolistId={genolistId} frame={frame} genes={genes} />
      <VolcanoCard genolistId={genolistId} frame={frame} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <HeatmapCard genolistId={genolistId} frame={frame} />
        <Stack gap="lg">
          <BoxPlotCard genolistId={genolistId} frame={frame} />
          <DistributionCard frame={frame} />
        </Stack>
      </SimpleGrid>
      <GoChartCard genolistId={genolistId} />
    </Stack>
  );
}
