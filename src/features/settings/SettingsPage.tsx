import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { ApiAccessPanel } from '../api-tokens';
import { useAuth } from '../auth';
import { NotificationPreferencesPanel } from '../notifications';
import { AppearancePanel } from './AppearancePanel';
import { GenolistDefaultsPanel } from './GenolistDefaultsPanel';
import { LocalResultsStorage } from './LocalResultsStorage';
import { StoragePanel } from './StoragePanel';
import { saveUserSettings, useUserSettings } from './settings-store';
import type { UserSettings } from './user-settings';

/** Settings: each choice applies at once and is kept for the signed-in user on this browser. */
export function SettingsPage() {
  const { t } = useTranslation('pages');
  const { t: tSettings } = useTranslation('settings');
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const settings = useUserSettings(userId);
  const change = (patch: Partial<UserSettings>) => {
    if (userId !== null) saveUserSettings(userId, patch);
  };
  return (
    <Stack gap="xl">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <Text size="sm" c="dimmed" mt={-12}>
        {tSettings('savedHere')}
      </Text>
      <AppearancePanel
        colorScheme={settings.colorScheme}
        onColorSchemeChange={(colorScheme) => change({ colorScheme })}
      />
      <GenolistDefaultsPanel settings={settings} onChange={change} />
      <NotificationPreferencesPanel />
      <StoragePanel />
      <LocalResultsStorage />
      <ApiAccessPanel />
    </Stack>
  );
}
