import { ActionIcon, Popover, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** There is no notifications service yet, so the bell says so instead of showing a made-up count. */
export function NotificationsButton() {
  const { t } = useTranslation('frame');
  return (
    <Popover position="bottom-end" width={260} shadow="md" withArrow>
      <Popover.Target>
        <ActionIcon size="lg" aria-label={t('notifications.label')}>
          <IconBell size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('notifications.label')}>
        <Stack align="center" gap="xs" py="sm" ta="center">
          <ThemeIcon variant="light" color="gray" radius="xl" size="lg">
            <IconBellOff size={18} aria-hidden />
          </ThemeIcon>
          <Text fw={500} size="sm">
            {t('notifications.empty')}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
