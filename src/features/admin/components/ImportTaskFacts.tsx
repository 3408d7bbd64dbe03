import { Anchor, DataList } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportTask } from '../api/get-import-tasks';
import { useImportedProject } from '../api/imported-project';
import { formatDateTime, formatDuration, formatFileSize } from '../format';
import { taskDurationMs } from '../import-status';
import { useStepLabel } from '../use-import-labels';

type FactKey = 'library' | 'size' | 'step' | 'created' | 'started' | 'finished' | 'duration' | 'project';

/** The task's facts as a definition list: library, size, step, times, duration, project. */
export function ImportTaskFacts({ task }: { task: ImportTask }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'en';
  const stepLabel = useStepLabel();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale, true) : t('detail.notYet'));
  const duration = taskDurationMs(task);
  const projectId = task.project_id;
  const facts: Record<FactKey, ReactNode> = {
    // A project's data file has no library code.
    library: task.library || '—',
    size: formatFileSize(task.file_size, locale),
    step: stepLabel(task.step),
    created: when(task.created_at),
    started: when(task.started_at),
    finished: when(task.finished_at),
    duration: duration === null ? t('detail.notYet') : formatDuration(duration, locale),
    project: projectId === null ? '—' : <ProjectLink projectId={projectId} />,
  };
  return (
    <DataList size="sm" withDivider labelWidth="7rem">
      {Object.entries(facts).map(([key, value]) => (
        <DataList.Item key={key}>
          <DataList.ItemLabel>{t(`detail.fields.${key as FactKey}`)}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}

/** The project by its name, read with the visibility panel's query; its number until then. */
function ProjectLink({ projectId }: { projectId: number }) {
  const { t } = useTranslation('admin');
  const project = useImportedProject(projectId);
  return (
    <Anchor
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
      renderRoot={(props) => <Link to="/projects/$projectId" params={{ projectId }} {...props} />}
    >
      {project.data?.name ?? t('detail.projectLink', { id: projectId })}
    </Anchor>
  );
}
