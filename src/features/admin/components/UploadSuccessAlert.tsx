import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowRight, IconCircleCheck, IconFolderOpen } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useImportTask } from '../api/get-import-task';
import { isActive } from '../import-status';
import { useStepLabel } from '../use-import-labels';
import { ImportStatusBadge } from './ImportStatusBadge';

interface UploadSuccessAlertProps {
  taskId: number;
  fileName: string;
  onShowTask: (taskId: number) => void;
}

/**
 * The archive was accepted ("Import successful" with the task ID); then the task's own
 * progress, until it ends. If the background import fails after all, the alert says so.
 */
export function UploadSuccessAlert({ taskId, fileName, onShowTask }: UploadSuccessAlertProps) {
  const { t } = useTranslation('admin');
  const stepLabel = useStepLabel();
  const { data: task } = useImportTask(taskId);
  const failed = task?.status === 'FAILURE';
  const message = failed
    ? t('upload.success.failed', { name: fileName })
    : task?.status === 'SUCCESS'
      ? t('upload.success.imported', { name: fileName })
      : t('upload.success.message', { name: fileName });
  return (
    <Alert
      color={failed ? 'red' : 'teal'}
      variant="light"
      title={failed ? t('upload.errors.title') : t('upload.success.title')}
      icon={failed ? <IconAlertCircle size={20} /> : <IconCircleCheck size={20} />}
    >
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        {failed && task.error && (
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {task.error}
          </Text>
        )}
        {/* Kept quiet: the alert is announced once, not at every step of the task. */}
        <Stack gap={6} aria-live="off">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {t('upload.success.taskId', { id: taskId })}
            </Text>
            {task && <ImportStatusBadge status={task.status} variant="white" />}
            {task && isActive(task) && (
              <Text size="sm" c="dimmed">
                {stepLabel(task.step)}
              </Text>
            )}
          </Group>
          {task && isActive(task) && (
            <Progress
              value={task.progress}
              size="sm"
              color="teal"
              aria-label={t('status.progressLabel', { name: fileName })}
            />
          )}
        </Stack>
        <Group gap="sm">
          <Button
            size="xs"
            variant="default"
            rightSection={<IconArrowRight size={14} />}
            onClick={() => onShowTask(taskId)}
          >
            {t('upload.success.follow')}
          </Button>
          {task?.status === 'SUCCESS' && task.project_id !== null && (
            <Button
              size="xs"
              color="teal"
              leftSection={<IconFolderOpen size={14} />}
              renderRoot={(props) => (
                <Link
                  to="/projects/$projectId"
                  params={{ projectId: task.project_id as number }}
                  {...props}
                />
              )}
            >
              {t('upload.success.openProject')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
