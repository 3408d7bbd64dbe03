import {
  Alert,
  Button,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconInbox, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../api/errors';
import type { ImportTask } from '../api/get-import-tasks';
import { newestFirst } from '../import-status';
import { ImportTaskDrawer } from './ImportTaskDrawer';
import { ImportTaskRow } from './ImportTaskRow';

interface ImportStatusPanelProps {
  tasks: UseQueryResult<ImportTask[]>;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

/** The Status view: every recent import task, polled while one moves, and one task's details. */
export function ImportStatusPanel({ tasks, selectedId, onSelect }: ImportStatusPanelProps) {
  const { t } = useTranslation('admin');
  const [refreshing, setRefreshing] = useState(false);
  const list = tasks.data ? newestFirst(tasks.data) : undefined;

  const refresh = async () => {
    setRefreshing(true);
    try {
      await tasks.refetch();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Card p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 16rem' }}>
            <Title order={2} fz="h4">
              {t('status.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('status.description')}
            </Text>
          </Stack>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconRefresh size={16} />}
            loading={refreshing}
            onClick={() => void refresh()}
          >
            {t('status.refresh')}
          </Button>
        </Group>

        {tasks.isPending && (
          <Stack gap="sm" aria-busy>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={76} radius="md" />
            ))}
          </Stack>
        )}

        {tasks.isError && (
          <Alert
            color="red"
            variant="light"
            title={t('status.loadError')}
            icon={<IconAlertCircle size={20} />}
          >
            {describeApiError(tasks.error, '/api/imports/').message}
          </Alert>
        )}

        {list?.length === 0 && (
          <Paper withBorder p="xl" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))">
            <Stack align="center" gap="xs" ta="center">
              <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
                <IconInbox size={24} stroke={1.6} />
              </ThemeIcon>
              <Text fw={600}>{t('status.empty.title')}</Text>
              <Text size="sm" c="dimmed" maw="28rem">
                {t('status.empty.message')}
              </Text>
            </Stack>
          </Paper>
        )}

        {list && list.length > 0 && (
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="sm" highlightOnHover={false}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('status.columns.archive')}</Table.Th>
                  <Table.Th>{t('status.columns.status')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('status.columns.created')}</Table.Th>
                  <Table.Th visibleFrom="md">{t('status.columns.duration')}</Table.Th>
                  <Table.Th w={32} px={4}>
                    <VisuallyHidden>{t('status.columns.details')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((task) => (
                  <ImportTaskRow
                    key={task.id}
                    task={task}
                    selected={task.id === selectedId}
                    onOpen={onSelect}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <ImportTaskDrawer
        taskId={selectedId}
        fallback={list?.find((task) => task.id === selectedId)}
        onClose={() => onSelect(null)}
      />
    </Card>
  );
}
