import { Button, Card, Group, Popover, Stack, Table, Text, Title } from '@mantine/core';
import { IconDeviceLaptop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatSavedAt } from '../../offline/format';
import { useLocalResults, useRemoveLocalResult } from '../genolists';

/**
 * Settings › Offline storage: the results the user opened from their own files, which this
 * browser alone holds, each with its size and its removal (asked once: it cannot be undone).
 */
export function LocalResultsStorage() {
  const { t, i18n } = useTranslation('local');
  const language = i18n.language;
  const results = useLocalResults();
  const remove = useRemoveLocalResult();
  const list = results.data ?? [];
  if (list.length === 0) return null;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="local-storage-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="xs">
            <IconDeviceLaptop size={20} aria-hidden />
            <Title order={2} fz="h4" id="local-storage-title">
              {t('storage.title')}
            </Title>
          </Group>
          <Text size="sm" c="dimmed" maw="40rem">
            {t('storage.description')}
          </Text>
        </Stack>
        <Table verticalSpacing="xs">
          <Table.Tbody>
            {list.map((result) => (
              <Table.Tr key={result.localId}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {result.name}
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {formatSavedAt(result.savedAt, language)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatBytes(result.bytes, language)}
                </Table.Td>
                <Table.Td visibleFrom="sm">{formatSavedAt(result.savedAt, language)}</Table.Td>
                <Table.Td ta="right">
                  <Popover width={300} position="bottom-end" withArrow shadow="md">
                    <Popover.Target>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={`${t('remove')} ${result.name}`}
                      >
                        {t('remove')}
                      </Button>
                    </Popover.Target>
                    <Popover.Dropdown>
                      <Stack gap="sm" align="flex-start">
                        <Text size="sm">{t('removeConfirm', { name: result.name })}</Text>
                        <Button color="red" size="xs" onClick={() => void remove(result.localId)}>
                          {t('remove')}
                        </Button>
                      </Stack>
                    </Popover.Dropdown>
                  </Popover>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}
