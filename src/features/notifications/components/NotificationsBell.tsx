import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconBell, IconBellOff, IconChecks } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SavedOfflineNote } from '../../../offline/components/SavedOfflineNote';
import { useOnline } from '../../../offline/hooks';
import { useNotificationCount } from '../api/get-notification-count';
import { useNotifications } from '../api/get-notifications';
import { notificationKeys } from '../api/keys';
import { useMarkRead } from '../api/mark-read';
import { NotificationItem } from './NotificationItem';

/** Counts above this read "99+": the badge keeps its size. */
const MAX_SHOWN = 99;

/**
 * The header's bell: the unread count, polled cheaply (304 while nothing changed); opening it shows
 * the newest notifications, each leading to its subject and marked read when opened.
 */
export function NotificationsBell() {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const online = useOnline();
  const queryClient = useQueryClient();
  const count = useNotificationCount();
  const list = useNotifications({ enabled: opened });
  const mark = useMarkRead();
  const unread = count.data?.count ?? list.data?.unread ?? 0;

  // A change of the count means new or newly read notifications: the open list follows.
  const stamp = count.data ? `${count.data.count}/${count.data.total}` : '';
  useEffect(() => {
    if (stamp) void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
  }, [stamp, queryClient]);

  const label = unread > 0 ? t('labelUnread', { count: unread }) : t('label');
  const items = list.data?.results ?? [];
  return (
    <Popover position="bottom-end" width={340} shadow="md" withArrow opened={opened} onChange={setOpened}>
      <Popover.Target>
        <Indicator
          label={unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}
          size={16}
          color="red.8"
          offset={6}
          disabled={unread === 0}
          inline
        >
          <ActionIcon size="lg" aria-label={label} onClick={() => setOpened((o) => !o)}>
            <IconBell size={20} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p="xs" aria-label={t('label')} role="dialog">
        <Group justify="space-between" px="xs" pb="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {t('label')}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconChecks size={14} aria-hidden />}
            disabled={unread === 0 || !online}
            loading={mark.isPending && mark.variables === null}
            onClick={() => mark.mutate(null)}
          >
            {t('markAllRead')}
          </Button>
        </Group>
        <SavedOfflineNote queryKeys={[notificationKeys.list()]} />
        {list.isPending && opened ? (
          <Group justify="center" py="md">
            <Loader size="sm" aria-label={t('loading')} />
          </Group>
        ) : list.isError && items.length === 0 ? (
          <Text size="sm" c="red" ta="center" py="sm">
            {t('loadError')}
          </Text>
        ) : items.length === 0 ? (
          <Stack align="center" gap="xs" py="sm" ta="center">
            <ThemeIcon variant="light" color="gray" radius="xl" size="lg">
              <IconBellOff size={18} aria-hidden />
            </ThemeIcon>
            <Text fw={500} size="sm">
              {t('empty')}
            </Text>
          </Stack>
        ) : (
          <ScrollArea.Autosize mah={420} type="auto">
            <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('label')}>
              {items.map((n) => (
                <li key={n.id}>
                  <NotificationItem
                    notification={n}
                    onOpen={(opening) => {
                      setOpened(false);
                      if (!opening.read && online) mark.mutate(opening.id);
                    }}
                  />
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
