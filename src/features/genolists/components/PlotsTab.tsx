import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { NotSavedOfflineNote } from '../../../offline/components/NotSavedOffline';
import { BoxPlotCard } from '../boxplot/BoxPlotCard';
import { DistributionCard } from '../distribution/DistributionCard';
import type { GeneFrame } from '../gene-frame';
import { GoChartCard } from '../go/GoChartCard';
import { HeatmapCard } from '../heatmap/HeatmapCard';
import { useStages } from '../use-stages';
import type { VisibleGenes } from '../use-visible-genes';
import { VolcanoCard } from '../volcano/VolcanoCard';
import { DataDownloadCard } from './DataDownloadCard';

interface PlotsTabProps {
  genolistId: number;
  frame: GeneFrame | undefined;
  genes: VisibleGenes | null;
  /** No frame saved on this device, and the server cannot be reached: every chart needs it. */
  unsaved?: boolean;
  /** The volcano renders with the tab, not a stage after (the genolist opened on its plots). */
  volcanoFirst?: boolean;
}

/** The volcano, the heatmap, the box plot, the distribution, the GO chart: one card a stage. */
const STAGES = 5;
/** The other charts wait this long at most for the volcano (it may have no points to draw). */
const VOLCANO_WAIT_MS = 1000;

/**
 * The data downloads, the volcano, the heatmap beside the box plot and the
 * distribution (the heatmap is as tall as the two), then the GO chart across the width, where
 * its term names have room.
 *
 * The charts mount in stages (use-stages.ts), the volcano first, once the frame is loaded: the
 * tab shows at once with placeholders of the cards' size, and no one task builds every chart.
 * Each card also renders again only for what it shows (its own settings in the URL).
 */
export function PlotsTab({ genolistId, frame, genes, unsaved = false, volcanoFirst = false }: PlotsTabProps) {
  // Every chart computes from the frame: they start once it is here, not all in the task that
  // brings it; the others once the volcano is drawn, so that nothing delays it.
  const [volcanoDrawn, setVolcanoDrawn] = useState(false);
  const onVolcanoDrawn = useCallback(() => setVolcanoDrawn(true), []);
  const stage = useStages(frame ? (volcanoDrawn ? STAGES : 1) : 0, volcanoFirst ? 1 : 0);
  useEffect(() => {
    if (stage < 1 || volcanoDrawn) return;
    const timer = setTimeout(onVolcanoDrawn, VOLCANO_WAIT_MS);
    return () => clearTimeout(timer);
  }, [stage, volcanoDrawn, onVolcanoDrawn]);
  if (unsaved)
    return (
      <Card>
        <NotSavedOfflineNote />
      </Card>
    );
  return (
    <Stack gap="lg">
      <DataDownloadCard genolistId={genolistId} frame={frame} genes={genes} />
      {stage >= 1 ? (
        <VolcanoCard genolistId={genolistId} frame={frame} onDrawn={onVolcanoDrawn} />
      ) : (
        <Placeholder height={640} />
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {stage >= 2 ? <HeatmapCard genolistId={genolistId} frame={frame} /> : <Placeholder height={560} />}
        <Stack gap="lg">
          {stage >= 3 ? <BoxPlotCard genolistId={genolistId} frame={frame} /> : <Placeholder height={440} />}
          {stage >= 4 ? <DistributionCard frame={frame} /> : <Placeholder height={320} />}
        </Stack>
      </SimpleGrid>
      {stage >= 5 ? <GoChartCard genolistId={genolistId} /> : <Placeholder height={360} />}
    </Stack>
  );
}

/** Still: an animated skeleton repaints every frame, which a software GPU pays for in full. */
function Placeholder({ height }: { height: number }) {
  return <Skeleton height={height} radius="md" animate={false} aria-hidden />;
}
