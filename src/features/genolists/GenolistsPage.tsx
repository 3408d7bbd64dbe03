import { Stack } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { PageHeader } from '../../ui/PageHeader';

export function GenolistsPage() {
  const { t } = useTranslation('pages');
  return (
    <Stack gap="xl">
      <PageHeader title={t('genolists.title')} description={t('genolists.description')} />
      <EmptyScreen icon={IconListDetails} />
    </Stack>
  );
}
