import { Button, Card, Group, Popover, Stack, Table, Text, Title } from '@mantine/core';
import { IconDatabase, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storedSize } from '../../offline/db';
import { copyKindLabel, removeAllOffline, removeOffline } from '../../offline/download';
import { formatBytes, formatSavedAt } from '../../offline/format';
import { useOfflineCopies } from '../../offline/hooks';
import { useAuth } from '../auth';

interface Totals {
  frames: number;
  frameBytes: number;
  answers: number;
  answerBytes: number;
}

/** What the user's records take on disk, sealed: nothing is decrypted to count it. */
async function readTotals(userId: number): Promise<Totals> {
  const [frames, answers] = await Promise.all([storedSize(userId, 'frames'), storedSize(userId, 'queries')]);
  return {
    frames: frames.count,
    frameBytes: frames.bytes,
    answers: answers.count,
    answerBytes: answers.bytes,
  };
}

/**
 * Settings › Offline storage: what is kept for the signed-in user, its size, and removal. Only
 * theirs: other people's copies on this browser are sealed with their own keys and are neither
 * listed nor removed here (the browser's own "clear site data" removes everything).
 */
export function StoragePanel() {
  const { t, i18n } = useTranslation('offline');
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const { pins, storage, reload } = useOfflineCopies(userId);
  const [totals, setTotals] = useState<Totals | null>(null);
  const language = i18n.language;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `pins` changes after every removal or download.
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    void readTotals(userId).then((read) => live && setTotals(read));
    return () => {
      live = false;
    };
  }, [userId, pins]);

  if (userId === null) return null;

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Group gap="xs">
              <IconDatabase size={20} aria-hidden />
              <Title order={2} fz="h4">
                {t('storage.title')}
              </Title>
            </Group>
            <Text size="sm" c="dimmed" maw="40rem">
              {t('storage.description')}
            </Text>
          </Stack>
          <Popover width={300} position="bottom-end" withArrow shadow="md">
            <Popover.Target>
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} aria-hidden />}
                disabled={pins.length === 0 && (totals?.frames ?? 0) + (totals?.answers ?? 0) === 0}
              >
                {t('storage.removeAll')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t('storage.removeAllConfirm', { email: user?.email ?? '' })}</Text>
                <Button color="red" size="xs" onClick={() => void removeAllOffline(userId).then(reload)}>
                  {t('storage.removeAll')}
                </Button>
              </Stack>
            </Popover.Dropdown>
          </Popover>
        </Group>
        {storage && (
          <Text size="sm">
            {t('storage.used', {
              used: formatBytes(storage.used, language),
              quota: formatBytes(storage.quota, language),
            })}
            {' · '}
            {storage.persisted ? t('storage.persisted') : t('storage.notPersisted')}
          </Text>
        )}
        {pins.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('storage.empty')}
          </Text>
        ) : (
          // On phones the kind and the date go under the name, so that the sizes and the remove
          // buttons stay in view without scrolling the table sideways.
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('storage.name')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('storage.kind')}</Table.Th>
                <Table.Th ta="right">{t('storage.size')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('storage.savedAt')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pins.map((pin) => {
                const kind = copyKindLabel(pin.kind);
                const savedAt = formatSavedAt(pin.savedAt, language);
                return (
                  <Table.Tr key={`${pin.kind}-${pin.targetId}`}>
                    <Table.Td>
                      {pin.name}
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {kind} · {savedAt}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{kind}</Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                      {formatBytes(pin.bytes, language)}
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{savedAt}</Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={`${t('storage.remove')} ${pin.name}`}
                        onClick={() => void removeOffline(userId, pin.kind, pin.targetId).then(reload)}
                      >
                        {t('storage.remove')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {totals && (
          <Stack gap={2}>
            <Text size="sm">
              {t('storage.frames')}:{' '}
              {t('storage.framesValue', {
                count: totals.frames,
                size: formatBytes(totals.frameBytes, language),
              })}
            </Text>
            <Text size="sm">
              {t('storage.answers')}:{' '}
              {t('storage.answersValue', {
                count: totals.answers,
                size: formatBytes(totals.answerBytes, language),
              })}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
