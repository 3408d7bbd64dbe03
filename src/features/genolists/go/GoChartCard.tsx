import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotSavedOfflineNote } from '../../../offline/components/NotSavedOffline';
import { notSavedOffline } from '../../../offline/not-saved';
import { ChartCard } from '../../../ui/ChartCard';
import { useGoValues } from '../api/get-go-values';
import { GoBarChart } from './GoBarChart';

/** The GO chart of the plots tab; the same query as the GO tab, so switching tabs asks nothing again. */
export function GoChartCard({ genolistId }: { genolistId: number }) {
  const { t } = useTranslation('charts');
  const go = useGoValues(genolistId);
  return (
    <ChartCard
      title={t('goBar.title')}
      help={t('goBar.help')}
      exportName={`go-${genolistId}`}
      fullscreen
      loading={go.isPending}
      unavailable={notSavedOffline(go) && <NotSavedOfflineNote />}
      error={go.isError ? go.error.message : null}
    >
      {go.data && go.data.length > 0 ? (
        <GoBarChart terms={go.data} />
      ) : (
        <Text c="dimmed" ta="center" py="xl">
          {t('go.empty')}
        </Text>
      )}
    </ChartCard>
  );
}
