import { Stack } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { PageHeader } from '../../ui/PageHeader';

export function AnalyticsPage() {
  const { t } = useTranslation('pages');
  return (
    <Stack gap="xl">
      <PageHeader title={t('analytics.title')} description={t('analytics.description')} />
      <EmptyScreen icon={IconChartBar} />
    </Stack>
  );
}
