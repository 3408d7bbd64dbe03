import { Stack } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { PageHeader } from '../../ui/PageHeader';

export function TeamPage({ teamId }: { teamId: number }) {
  const { t } = useTranslation('pages');
  return (
    <Stack gap="xl">
      <PageHeader title={t('team.title', { id: teamId })} description={t('team.description')} />
      <EmptyScreen icon={IconUsersGroup} />
    </Stack>
  );
}
