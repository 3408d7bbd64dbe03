import { SimpleGrid, Stack } from '@mantine/core';
import { BoxPlotCard } from '../boxplot/BoxPlotCard';
import { DistributionCard } from '../distribution/DistributionCard';
import type { GeneFrame } from '../gene-frame';
import { HeatmapCard } from '../heatmap/HeatmapCard';
import { VolcanoCard } from '../volcano/VolcanoCard';

/**
 * The plots of a result on this device: the volcano and MA plot and the distribution, and when
 * its counts are kept the heatmap beside the box plot, laid out as an imported genolist's plots
 * tab. The page provides the expression source that reads the counts kept here.
 */
export function LocalPlotsTab({
  genolistId,
  frame,
  withCounts,
}: {
  genolistId: number;
  frame: GeneFrame | undefined;
  withCounts: boolean;
}) {
  if (!withCounts)
    return (
      <Stack gap="lg">
        <VolcanoCard genolistId={genolistId} frame={frame} />
        <DistributionCard frame={frame} />
      </Stack>
    );
  return (
    <Stack gap="lg">
      <VolcanoCard genolistId={genolistId} frame={frame} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <HeatmapCard genolistId={genolistId} frame={frame} />
        <Stack gap="lg">
          <BoxPlotCard genolistId={genolistId} frame={frame} />
          <DistributionCard frame={frame} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
