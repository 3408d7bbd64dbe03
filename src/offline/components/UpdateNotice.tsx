import { Affix, Button, Notification, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, usePwa } from '../pwa';

/**
 * "A new version is available": shown on every screen, the sign-in screen included, since a
 * waiting version only takes over when the user chooses to reload.
 */
export function UpdateNotice() {
  const { t } = useTranslation('offline');
  const { updateWaiting } = usePwa();
  if (!updateWaiting) return null;
  return (
    <Affix position={{ bottom: 20, left: 20 }} zIndex={400}>
      <Notification title={t('update.title')} withCloseButton={false} icon={<IconRefresh size={18} />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('update.message')}</Text>
          <Button size="compact-sm" onClick={applyUpdate}>
            {t('update.reload')}
          </Button>
        </Stack>
      </Notification>
    </Affix>
  );
}
