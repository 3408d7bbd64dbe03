import { IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../api/get-project';
import type { useReportDownload } from '../use-report-download';
import { RowActions } from './RowActions';

interface ProjectRowActionsProps {
  project: Project;
  /** The list's report download: one report at a time across its rows. */
  report: ReturnType<typeof useReportDownload>;
  leading?: ReactNode;
  trailing?: ReactNode;
}

/** A project row's report and View link, in the projects table and in its phone cards. */
export function ProjectRowActions({ project, report, leading, trailing }: ProjectRowActionsProps) {
  const { t } = useTranslation('projects');
  return (
    <RowActions
      file={{
        label: t('list.downloadReportOf', { name: project.name }),
        tooltip: t('report.download'),
        icon: IconFileTypePdf,
        pending: report.pendingId === project.id,
        otherPending: report.pendingId !== undefined && report.pendingId !== project.id,
        offlineReason: report.offlineReason(project.id),
        onDownload: () => report.download(project.id),
      }}
      view={{
        to: '/projects/$projectId',
        params: { projectId: project.id },
        label: t('list.viewProject', { name: project.name }),
        text: t('list.view'),
      }}
      leading={leading}
      trailing={trailing}
    />
  );
}
