import { Anchor, Badge, Group, Progress, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconFolderOpen } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ImportTask } from '../api/get-import-tasks';
import { formatDateTime, formatDuration, formatFileSize, formatPercent } from '../format';
import { isActive, taskDurationMs } from '../import-status';
import { useStepLabel } from '../use-import-labels';
import { FileName } from './FileName';
import { ImportStatusBadge } from './ImportStatusBadge';
import classes from './ImportTaskRow.module.css';

interface ImportTaskRowProps {
  task: ImportTask;
  selected: boolean;
  onOpen: (id: number) => void;
}

/** One import task in the Status table; the whole row opens its details. */
export function ImportTaskRow({ task, selected, onOpen }: ImportTaskRowProps) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'en';
  const stepLabel = useStepLabel();
  const duration = taskDurationMs(task);
  const created = formatDateTime(task.created_at, locale);

  return (
    <Table.Tr className={classes.row} data-selected={selected || undefined}>
      <Table.Td>
        <Stack gap={4}>
          <UnstyledButton className={classes.open} onClick={() => onOpen(task.id)} aria-haspopup="dialog">
            <FileName name={task.file_name} />
          </UnstyledButton>
          <Group gap={6} wrap="wrap">
            {/* A project's data file has no library code. */}
            {task.library && (
              <Badge variant="outline" color="gray" radius="sm" size="sm">
                {task.library}
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {formatFileSize(task.file_size, locale)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {created}
          </Text>
          {task.status === 'FAILURE' && task.error && (
            <Text size="xs" c="red.8" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {task.error}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={6} align="flex-start">
          <ImportStatusBadge status={task.status} />
          {isActive(task) && (
            <Stack gap={2} w="100%" miw="7rem">
              <Text size="xs" c="dimmed">
                {stepLabel(task.step)} · {formatPercent(task.progress / 100, locale)}
              </Text>
              <Progress
                value={task.progress}
                size="sm"
                striped
                animated={task.status === 'RUNNING'}
                aria-label={t('status.progressLabel', { name: task.file_name })}
              />
            </Stack>
          )}
          {task.status === 'SUCCESS' && task.project_id !== null && (
            <Anchor
              className={classes.above}
              size="sm"
              fw={500}
              renderRoot={(props) => (
                <Link
                  to="/projects/$projectId"
                  params={{ projectId: task.project_id as number }}
                  {...props}
                />
              )}
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconFolderOpen size={14} aria-hidden />
                {t('status.openProject')}
              </Group>
            </Anchor>
          )}
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm">{created}</Text>
      </Table.Td>
      <Table.Td visibleFrom="md" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Text size="sm">{duration === null ? '—' : formatDuration(duration, locale)}</Text>
      </Table.Td>
      <Table.Td w={32} px={4}>
        <IconChevronRight size={18} color="var(--mantine-color-gray-5)" aria-hidden />
      </Table.Td>
    </Table.Tr>
  );
}
