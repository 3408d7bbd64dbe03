import { Stack } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { PageHeader } from '../../ui/PageHeader';

export function SettingsPage() {
  const { t } = useTranslation('pages');
  return (
    <Stack gap="xl">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <EmptyScreen icon={IconSettings} />
    </Stack>
  );
}
