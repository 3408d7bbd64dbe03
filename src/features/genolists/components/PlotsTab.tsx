import { Stack } from '@mantine/core';
import { IconChartDots3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../../ui/EmptyScreen';
import type { GeneFrame } from '../gene-frame';
import type { VisibleGenes } from '../use-visible-genes';
import { DataDownloadCard } from './DataDownloadCard';

interface PlotsTabProps {
  genolistId: number;
  frame: GeneFrame | undefined;
  genes: VisibleGenes | null;
}

/** The data downloads now; the volcano, MA, heatmap, box plot and GO chart arrive with the WebGL plots. */
export function PlotsTab({ genolistId, frame, genes }: PlotsTabProps) {
  const { t } = useTranslation('genolists');
  return (
    <Stack gap="lg">
      <DataDownloadCard genolistId={genolistId} frame={frame} genes={genes} />
      <EmptyScreen icon={IconChartDots3} title={t('plots.laterTitle')} message={t('plots.laterMessage')} />
    </Stack>
  );
}
