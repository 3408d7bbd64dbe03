import { Grid, Stack } from '@mantine/core';
import type { ProjectSearch } from '../project-search';
import { CorrelationCard } from './CorrelationCard';
import { PcaCard } from './PcaCard';
import { QualityCard } from './QualityCard';

type PcaChoice = Pick<ProjectSearch, 'pcaX' | 'pcaY' | 'pcaFactor'>;

/** Results overview: quality control, then PCA and correlation side by side on wide screens. */
export function ResultsTab({
  projectId,
  pca,
  onPca,
}: {
  projectId: number;
  pca: PcaChoice;
  onPca: (choice: PcaChoice) => void;
}) {
  return (
    <Stack gap="lg">
      <QualityCard projectId={projectId} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <PcaCard projectId={projectId} choice={pca} onChoice={onPca} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <CorrelationCard projectId={projectId} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
