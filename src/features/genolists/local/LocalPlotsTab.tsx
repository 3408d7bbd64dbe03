import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectAnalysisSourceContext, ResultsTab } from '../../projects';
import { BoxPlotCard } from '../boxplot/BoxPlotCard';
import { DistributionCard } from '../distribution/DistributionCard';
import type { GeneFrame } from '../gene-frame';
import { HeatmapCard } from '../heatmap/HeatmapCard';
import { VolcanoCard } from '../volcano/VolcanoCard';
import { useLocalAnalysisSource } from './local-analysis-source';

/**
 * The plots of a result on this device: the volcano and MA plot and the distribution, and when
 * its counts are kept the heatmap beside the box plot, laid out as an imported genolist's plots
 * tab, then its samples as a project's results tab shows them (quality, PCA, correlation). The
 * page provides the expression source that reads the counts kept here; this tab the analysis
 * source.
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
  const { t } = useTranslation('local');
  const analysis = useLocalAnalysisSource(-genolistId);
  const [pca, setPca] = useState<{ pcaX?: number; pcaY?: number; pcaFactor?: string }>({});
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
      <Title order={2} fz="h3" mt="md">
        {t('samplesTitle')}
      </Title>
      <ProjectAnalysisSourceContext.Provider value={analysis}>
        <ResultsTab projectId={genolistId} pca={pca} onPca={setPca} />
      </ProjectAnalysisSourceContext.Provider>
    </Stack>
  );
}
