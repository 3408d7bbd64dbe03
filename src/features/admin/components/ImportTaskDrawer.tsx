import { Alert, Drawer, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../api/errors';
import { useImportTask } from '../api/get-import-task';
import type { ImportTask } from '../api/get-import-tasks';
import { isActive } from '../import-status';
import { useStepLabel } from '../use-import-labels';
import { FileName } from './FileName';
import { ImportedProjectVisibility } from './ImportedProjectVisibility';
import { ImportStatusBadge } from './ImportStatusBadge';
import { ImportTaskFacts } from './ImportTaskFacts';
import { ImportTaskLog } from './ImportTaskLog';
import { ImportTaskTimings } from './ImportTaskTimings';

interface ImportTaskDrawerProps {
  taskId: number | null;
  /** The task as the list last saw it, shown until its own answer arrives. */
  fallback: ImportTask | undefined;
  onClose: () => void;
}

/** One import task: state, facts, error, time per step and the server's log. */
export function ImportTaskDrawer({ taskId, fallback, onClose }: ImportTaskDrawerProps) {
  const { t } = useTranslation('admin');
  const isPhone = useMediaQuery('(max-width: 48em)');
  const stepLabel = useStepLabel();
  const detail = useImportTask(taskId);
  const task = detail.data ?? fallback;

  return (
    <Drawer
      opened={taskId !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'lg'}
      title={
        <Title order={2} fz="h4">
          {t('detail.title', { id: taskId ?? '' })}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {detail.isError && !task && (
        <Alert color="red" variant="light" title={t('detail.loadError')} icon={<IconAlertCircle size={20} />}>
          {describeApiError(detail.error, `/api/imports/${String(taskId)}/`).message}
        </Alert>
      )}
      {task && (
        <Stack gap="lg">
          <Stack gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              <FileName name={task.file_name} />
            </Text>
            <Group gap="xs">
              <ImportStatusBadge status={task.status} size="lg" />
              {isActive(task) && <Text size="sm">{stepLabel(task.step)}</Text>}
            </Group>
            {isActive(task) && (
              <Progress
                value={task.progress}
                striped
                animated={task.status === 'RUNNING'}
                aria-label={t('status.progressLabel', { name: task.file_name })}
              />
            )}
          </Stack>

          {task.status === 'FAILURE' && task.error && (
            <Alert color="red" variant="light" title={t('detail.error')} icon={<IconAlertCircle size={20} />}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {task.error}
              </Text>
            </Alert>
          )}

          {task.status === 'SUCCESS' && task.project_id !== null && (
            <ImportedProjectVisibility projectId={task.project_id} />
          )}
          <ImportTaskFacts task={task} />
          <ImportTaskTimings timings={task.timings} finished={!isActive(task)} />
          <ImportTaskLog messages={task.messages} />
        </Stack>
      )}
    </Drawer>
  );
}
