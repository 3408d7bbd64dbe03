import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../ui/ChartCard';
import type { GoValue } from '../api/get-go-values';
import { GoDotPlot } from './GoDotPlot';
import { goDotTerms } from './go-chart-terms';

/** The GO tab's dot plot; its terms come from the tab's query (loading and errors shown by the tab). */
export function GoDotPlotCard({
  genolistId,
  terms,
  loading,
}: {
  genolistId: number;
  terms: readonly GoValue[];
  loading: boolean;
}) {
  const { t } = useTranslation('charts');
  const drawable = goDotTerms(terms).length > 0;
  return (
    <ChartCard
      title={t('goDot.title')}
      help={t('goDot.help')}
      exportName={`go-dotplot-${genolistId}`}
      fullscreen
      loading={loading}
      skeletonHeight={360}
    >
      {drawable ? (
        <GoDotPlot terms={terms} />
      ) : (
        <Text c="dimmed" ta="center" py="xl">
          {t('go.empty')}
        </Text>
      )}
    </ChartCard>
  );
}
