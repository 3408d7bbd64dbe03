import { Stack } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { PageHeader } from '../../ui/PageHeader';

export function GenolistPage({ genolistId }: { genolistId: number }) {
  const { t } = useTranslation('pages');
  return (
    <Stack gap="xl">
      <PageHeader title={t('genolist.title', { id: genolistId })} description={t('genolist.description')} />
      <EmptyScreen icon={IconListDetails} />
    </Stack>
  );
}
