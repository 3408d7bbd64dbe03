import { Stack } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { PageHeader } from '../../ui/PageHeader';

export function CollaborationPage() {
  const { t } = useTranslation('pages');
  return (
    <Stack gap="xl">
      <PageHeader title={t('collaboration.title')} description={t('collaboration.description')} />
      <EmptyScreen icon={IconUsersGroup} />
    </Stack>
  );
}
