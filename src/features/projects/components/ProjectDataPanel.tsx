import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDatabaseImport, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError, isAbort } from '../../../api/errors';
import { PROJECTS_KEY } from '../../../api/query-keys';
import { notify } from '../../../ui/notify';
import type { Project } from '../api/get-project';
import { projectKey } from '../api/keys';
import { useUploadProjectData } from '../api/upload-project-data';
import { importStep, type ProjectDataState, projectDataState } from '../project-data-state';
import { useDataFileCheck } from '../use-data-file-check';
import { DataFileField } from './DataFileField';
import { DataUploadProgress } from './DataUploadProgress';

/**
 * A project's data while it has none to show (server/imports/data-file/README.md): the import
 * in progress (the page polls the project meanwhile), the reason an import failed, or, for a
 * project created empty, the way to send its count matrix. Nothing once the data is there.
 */
export function ProjectDataPanel({ project }: { project: Project }) {
  const state = projectDataState(project);
  useImportEnd(project, state);
  if (state === 'ready') return null;
  if (state === 'importing') return <ImportingAlert project={project} />;
  return <AwaitingData project={project} failed={state === 'failed'} />;
}

/** When an import ends, the analyses are fetched again (they were empty) and the end is told. */
function useImportEnd(project: Project, state: ProjectDataState) {
  const { t } = useTranslation('projects');
  const queryClient = useQueryClient();
  const previous = useRef(state);
  useEffect(() => {
    const was = previous.current;
    previous.current = state;
    if (was !== 'importing' || state === 'importing') return;
    void queryClient.invalidateQueries({ queryKey: projectKey(project.id) });
    void queryClient.invalidateQueries({ queryKey: PROJECTS_KEY, refetchType: 'none' });
    if (state === 'ready') {
      notify('success', {
        title: t('dataFile.panel.doneTitle'),
        message: t('dataFile.panel.doneMessage', { name: project.name }),
      });
    }
  }, [state, project.id, project.name, queryClient, t]);
}

function ImportingAlert({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const task = project.data_import;
  const step = importStep(task?.step);
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconDatabaseImport size={20} aria-hidden />}
      title={t('dataFile.panel.importingTitle', { name: task?.file_name ?? project.name })}
      role="status"
    >
      <Stack gap="xs">
        <Text size="sm">{t('dataFile.panel.importingMessage')}</Text>
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={task?.progress ?? 0}
            striped
            animated
            size="md"
            style={{ flex: 1 }}
            aria-label={t('dataFile.panel.progressLabel')}
          />
          <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {task?.progress ?? 0}%
          </Text>
        </Group>
        {step && (
          <Text size="xs" c="dimmed">
            {t(`dataFile.steps.${step}`)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

function AwaitingData({ project, failed }: { project: Project; failed: boolean }) {
  const { t } = useTranslation('projects');
  return (
    <Card withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        {failed ? (
          <Alert
            variant="light"
            color="red"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('dataFile.panel.failedTitle')}
          >
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {project.data_import?.error ?? t('dataFile.panel.failedUnknown')}
            </Text>
          </Alert>
        ) : (
          <Stack gap={4}>
            <Title order={2} fz="h4">
              {t('dataFile.panel.awaitingTitle')}
            </Title>
            {project.can_edit && <Text size="sm">{t('dataFile.panel.awaitingMessage')}</Text>}
          </Stack>
        )}
        {project.can_edit ? (
          <DataFileSender projectId={project.id} hint={failed ? t('dataFile.panel.retry') : undefined} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('dataFile.panel.readOnly')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** Choose, check and send a data file into the project; the project then turns PROCESSING. */
function DataFileSender({ projectId, hint }: { projectId: number; hint?: string }) {
  const { t } = useTranslation('projects');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { check, checking } = useDataFileCheck(file);
  const upload = useUploadProjectData();
  const ready = file !== null && check !== null && check.problem === null;

  const send = async () => {
    if (!file || !ready || upload.isUploading) return;
    setError(null);
    try {
      await upload.upload(projectId, file);
      notify('success', {
        title: t('dataFile.sentTitle'),
        message: t('dataFile.sentMessage', { name: file.name }),
      });
    } catch (caught) {
      if (isAbort(caught)) return;
      setError(describeApiError(caught, `/api/projects/${projectId}/data/`).message);
    }
  };

  return (
    <Stack gap="sm">
      {hint && <Text size="sm">{hint}</Text>}
      {error && (
        <Alert variant="light" color="red" title={t('dataFile.errorTitle')}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {error}
          </Text>
        </Alert>
      )}
      <DataFileField
        label={t('dataFile.label')}
        file={file}
        onChange={(next) => {
          setFile(next);
          setError(null);
        }}
        check={check}
        checking={checking}
        disabled={upload.isUploading}
      />
      {upload.isUploading && file && upload.progress ? (
        <DataUploadProgress fileName={file.name} progress={upload.progress} onCancel={upload.cancel} />
      ) : (
        <Group justify="flex-end">
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={!ready || checking}
            onClick={() => void send()}
          >
            {t('dataFile.panel.send')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
