import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../ui/ChartCard';
import type { GeneFrame } from '../gene-frame';
import { DistributionChart } from './DistributionChart';
import { foldDistribution } from './distribution';

/** The expression distribution bars of the plots tab, counted from the frame already loaded. */
export function DistributionCard({ frame }: { frame: GeneFrame | undefined }) {
  const { t } = useTranslation('charts');
  const bands = useMemo(() => (frame ? foldDistribution(frame) : null), [frame]);
  const total = bands?.reduce((sum, band) => sum + band.up + band.down, 0) ?? 0;
  return (
    <ChartCard
      title={t('distribution.title')}
      help={t('distribution.help')}
      exportName={`distribution-${frame?.genolistId ?? ''}`}
      fullscreen
      loading={!bands}
    >
      {bands && total > 0 ? (
        <DistributionChart bands={bands} />
      ) : (
        <Text c="dimmed" ta="center" py="xl">
          {t('distribution.empty')}
        </Text>
      )}
    </ChartCard>
  );
}
