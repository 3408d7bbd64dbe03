import { Stack } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { PageHeader } from '../../ui/PageHeader';
import { LocalResultsCard } from '../genolists';

export function DashboardPage() {
  const { t } = useTranslation('pages');
  return (
    <Stack gap="xl">
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      <LocalResultsCard />
      <EmptyScreen icon={IconLayoutDashboard} />
    </Stack>
  );
}
