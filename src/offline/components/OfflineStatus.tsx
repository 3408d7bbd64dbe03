import { ActionIcon, Badge, Button, Group, Indicator, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconCloudOff, IconDownload, IconSend, IconServerOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConnectivity, useOutbox } from '../hooks';
import { dismissRefused, sendAnyway } from '../outbox';
import { describeEntry, outboxHandler } from '../outbox-handlers';
import type { OutboxEntry } from '../outbox-logic';
import { promptInstall, usePwa } from '../pwa';
import classes from './OfflineStatus.module.css';

/** A change the server refused, or that conflicts with a newer change there: why, and what the user may do. */
function Settled({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation('offline');
  const seq = entry.seq;
  const handler = outboxHandler(entry.change.kind);
  if (entry.state === 'conflict')
    return (
      <Stack gap={4}>
        <Text size="xs" c="orange.8">
          {handler?.describeConflict?.(entry.conflict)}
        </Text>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => seq !== undefined && void dismissRefused(seq)}
          >
            {t('outbox.keepServer')}
          </Button>
          <Button size="compact-xs" variant="light" onClick={() => seq !== undefined && void sendAnyway(seq)}>
            {t('outbox.sendAnyway')}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="xs" c="red">
        {t('outbox.refused', { message: entry.refusal?.message ?? '' })}
      </Text>
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => seq !== undefined && void dismissRefused(seq)}
      >
        {t('outbox.dismiss')}
      </Button>
    </Group>
  );
}

/**
 * What the badge counts, said in words: every entry is waiting, in conflict or refused, so the
 * parts add up to the badge's number ("1 change waiting · 1 conflict" beside a 2).
 */
function outboxSummary(entries: OutboxEntry[], t: ReturnType<typeof useTranslation<'offline'>>['t']): string {
  const count = (state: OutboxEntry['state']) => entries.filter((entry) => entry.state === state).length;
  const parts = [
    ['pending', count('pending')],
    ['conflicts', count('conflict')],
    ['refusedCount', count('refused')],
  ] as const;
  return parts
    .filter(([, n]) => n > 0)
    .map(([key, n]) => t(`outbox.${key}`, { count: n }))
    .join(' · ');
}

function Outbox({ entries }: { entries: OutboxEntry[] }) {
  const { t } = useTranslation('offline');
  const settled = entries.filter((entry) => entry.state !== 'pending').length;
  const summary = outboxSummary(entries, t);
  return (
    <Popover width={340} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Tooltip label={summary}>
          <Indicator label={entries.length} size={16} color={settled > 0 ? 'red.8' : 'orange.9'}>
            <ActionIcon size="lg" aria-label={`${t('outbox.title')}: ${summary}`}>
              <IconSend size={20} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={600}>{t('outbox.title')}</Text>
          <Text size="xs" c="dimmed">
            {t('outbox.hint')}
          </Text>
          {entries.map((entry) => (
            <Stack key={entry.seq} gap={2}>
              <Text size="sm">{describeEntry(entry)}</Text>
              {entry.state !== 'pending' ? (
                <Settled entry={entry} />
              ) : (
                <Text size="xs" c="dimmed">
                  {t('outbox.waiting')}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The header's offline corner: the "Offline" (or "Server unreachable") badge, the outbox of changes waiting to be sent,
 * and the install button where the browser offers one. Where the header is narrow the badge
 * keeps its icon (its word stays for screen readers) and the install button is an icon, so
 * that no control of the header is cut (a French header at 1024–1280 px was).
 */
export function OfflineStatus({ userId }: { userId: number | null }) {
  const { t } = useTranslation('offline');
  const connectivity = useConnectivity();
  const entries = useOutbox(userId);
  const pwa = usePwa();
  const state = connectivity === 'unreachable' ? 'unreachable' : 'offline';
  return (
    <>
      {connectivity !== 'online' && (
        <Tooltip label={t(`status.${state}Hint`)} multiline w={280}>
          <Badge
            role="status"
            color="orange"
            variant="light"
            size="lg"
            tt="none"
            leftSection={
              state === 'unreachable' ? (
                <IconServerOff size={14} aria-hidden />
              ) : (
                <IconCloudOff size={14} aria-hidden />
              )
            }
            classNames={{ root: classes[state], label: classes.label }}
          >
            {t(`status.${state}`)}
          </Badge>
        </Tooltip>
      )}
      {entries.length > 0 && <Outbox entries={entries} />}
      {pwa.canInstall && (
        <>
          <Button
            size="compact-sm"
            variant="light"
            visibleFrom="lg"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => void promptInstall()}
          >
            {t('install.button')}
          </Button>
          <Tooltip label={t('install.button')}>
            <ActionIcon
              size="lg"
              variant="light"
              color="blue"
              visibleFrom="sm"
              hiddenFrom="lg"
              aria-label={t('install.button')}
              onClick={() => void promptInstall()}
            >
              <IconDownload size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </>
      )}
    </>
  );
}
