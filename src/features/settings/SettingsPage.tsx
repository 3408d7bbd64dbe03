import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { LocalResultsStorage } from './LocalResultsStorage';
import { StoragePanel } from './StoragePanel';

export function SettingsPage() {
  const { t } = useTranslation('pages');
  return (
    <Stack gap="xl">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <StoragePanel />
      <LocalResultsStorage />
    </Stack>
  );
}
