import { Badge, Button, Group, Menu, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconCloudDownload, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IdleTooltip } from '../../ui/IdleTooltip';
import { type DownloadProgress, makeAvailableOffline, offlineCopyRecipe, removeOffline } from '../download';
import { formatBytes, formatSavedAt } from '../format';
import { useOfflineCopies, useOnline } from '../hooks';
import { OfflineCopyBadge } from './SavedOfflineNote';

interface AvailableOfflineProps {
  /** The kind of item, whose feature registered how to copy it ('project', 'genolist'). */
  kind: string;
  id: number;
  name: string;
  /** The signed-in user, whose copy it is (null: signed out). */
  userId: number | null;
}

/**
 * "Available offline" on a project or a genolist: downloads what its screens need, with a
 * progress bar; once saved, tells when and how much, and can update or remove the copy. With no
 * network it says from when the shown data dates.
 */
export function AvailableOffline({ kind, id, name, userId }: AvailableOfflineProps) {
  const { t, i18n } = useTranslation('offline');
  const queryClient = useQueryClient();
  const online = useOnline();
  const { pins, storage, reload } = useOfflineCopies(userId);
  const pin = pins.find((candidate) => candidate.kind === kind && candidate.targetId === id);
  // A genolist saved with its project is available offline already; its own copy is not needed.
  const viaProject =
    kind === 'genolist'
      ? pins.find((candidate) => candidate.kind === 'project' && candidate.genolistIds.includes(id))
      : undefined;
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const shownSince = queryClient.getQueryState(offlineCopyRecipe(kind).detailKey(id))?.dataUpdatedAt;

  async function download() {
    if (userId === null) return;
    setProgress({ done: 0, total: 1 });
    // Asked on a user's click, as browsers expect; a refusal only means the copy may be evicted.
    await navigator.storage?.persist?.().catch(() => false);
    try {
      await makeAvailableOffline(queryClient, userId, { kind, id, name }, setProgress);
      notifications.show({
        color: 'teal',
        title: t('pin.doneTitle'),
        message: t('pin.doneMessage', { name }),
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('pin.failedTitle'),
        message: t('pin.failedMessage', { message: error instanceof Error ? error.message : String(error) }),
      });
    } finally {
      setProgress(null);
      reload();
    }
  }

  async function remove() {
    if (userId === null) return;
    await removeOffline(userId, kind, id);
    reload();
  }

  const since = !online && shownSince ? <OfflineCopyBadge since={shownSince} /> : null;

  if (progress) {
    const percent = progress.total > 0 ? (100 * progress.done) / progress.total : 0;
    return (
      <Stack gap={4} w={240}>
        <Text size="xs" c="dimmed" aria-live="polite">
          {t('pin.downloading', { done: progress.done, total: progress.total })}
        </Text>
        <Progress value={percent} aria-label={t('pin.make')} animated />
      </Stack>
    );
  }

  if (!pin && viaProject)
    return (
      <Group gap="xs">
        {since}
        <IdleTooltip
          label={t('pin.viaProject', {
            name: viaProject.name,
            date: formatSavedAt(viaProject.savedAt, i18n.language),
          })}
          multiline
          w={260}
        >
          <Badge
            variant="light"
            color="teal"
            size="lg"
            tt="none"
            leftSection={<IconCircleCheck size={14} aria-hidden />}
          >
            {t('pin.saved')}
          </Badge>
        </IdleTooltip>
      </Group>
    );

  if (!pin)
    return (
      <Group gap="xs">
        {since}
        <IdleTooltip label={t('pin.makeHint')} multiline w={260}>
          <Button
            variant="light"
            size="sm"
            disabled={!online}
            leftSection={<IconCloudDownload size={16} aria-hidden />}
            onClick={() => void download()}
          >
            {t('pin.make')}
          </Button>
        </IdleTooltip>
      </Group>
    );

  return (
    <Group gap="xs">
      {since}
      <Menu position="bottom-end" width={300} withArrow>
        <Menu.Target>
          <Button
            variant="light"
            color="teal"
            size="sm"
            leftSection={<IconCircleCheck size={16} aria-hidden />}
          >
            {t('pin.saved')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            {t('pin.savedAt', {
              date: formatSavedAt(pin.savedAt, i18n.language),
              size: formatBytes(pin.bytes, i18n.language),
            })}
          </Menu.Label>
          {storage && (
            <Text size="xs" c="dimmed" px="sm" pb="xs">
              {t('pin.storage', {
                used: formatBytes(storage.used, i18n.language),
                quota: formatBytes(storage.quota, i18n.language),
              })}{' '}
              {storage.persisted ? t('pin.persisted') : t('pin.notPersisted')}
            </Text>
          )}
          <Menu.Item
            leftSection={<IconRefresh size={16} aria-hidden />}
            disabled={!online}
            onClick={() => void download()}
          >
            {t('pin.update')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => void remove()}
          >
            {t('pin.remove')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
