import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../api/errors';
import { notify } from '../../../ui/notify';
import { useImportedProject, useSetProjectVisibility } from '../api/imported-project';

/**
 * Who sees the project an import made. An upload is private to its uploader (and staff) until
 * published here; a re-import keeps whatever was chosen.
 */
export function ImportedProjectVisibility({ projectId }: { projectId: number }) {
  const { t } = useTranslation('admin');
  const project = useImportedProject(projectId);
  const change = useSetProjectVisibility(projectId);
  if (project.isPending) return <Skeleton height={64} />;
  if (project.isError) return null;
  const isPublic = project.data.public;
  const Icon = isPublic ? IconWorld : IconLock;
  const publish = (next: boolean) =>
    change.mutate(next, {
      onSuccess: () =>
        notify('success', {
          title: next ? t('visibility.publishedTitle') : t('visibility.withdrawnTitle'),
          message: t(next ? 'visibility.published' : 'visibility.withdrawn', { name: project.data.name }),
        }),
      onError: (error) =>
        notify('error', {
          title: t('visibility.failed'),
          message: describeApiError(error, `/api/projects/${projectId}/`).message,
        }),
    });
  return (
    <Paper withBorder p="sm">
      {/* The button keeps its whole label: the explanation wraps, then the button goes below it. */}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Icon size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {isPublic ? t('visibility.public') : t('visibility.private')}
            </Text>
            <Text size="xs" c="dimmed">
              {isPublic ? t('visibility.publicHint') : t('visibility.privateHint')}
            </Text>
          </Stack>
        </Group>
        <Button
          size="xs"
          style={{ flexShrink: 0 }}
          variant={isPublic ? 'default' : 'filled'}
          loading={change.isPending}
          onClick={() => publish(!isPublic)}
        >
          {isPublic ? t('visibility.makePrivate') : t('visibility.makePublic')}
        </Button>
      </Group>
    </Paper>
  );
}
