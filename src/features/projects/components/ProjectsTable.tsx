import { Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { useFavoriteToggle } from '../../../offline/use-favorite-toggle';
import { FavoriteButton } from '../../../ui/FavoriteButton';
import type { Project } from '../api/get-project';
import { PROJECT_FAVORITE } from '../api/toggle-project-favorite';
import { useReportDownload } from '../use-report-download';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { AnchorLink } from './links';
import { ProjectManageMenu } from './ProjectManageMenu';
import { ProjectRowActions } from './ProjectRowActions';
import { ProjectStatusBadge } from './ProjectStatusBadge';

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

export function ProjectsTable({ projects }: { projects: readonly Project[] }) {
  const { t, i18n } = useTranslation('projects');
  const favorite = useFavoriteToggle(PROJECT_FAVORITE, 'projects');
  const report = useReportDownload();
  const language = i18n.language;
  const [toDelete, setToDelete] = useState<Project | null>(null);
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('list.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="30%">{t('list.columns.name')}</Table.Th>
            <Table.Th w="28%">{t('list.columns.description')}</Table.Th>
            <Table.Th>{t('list.columns.status')}</Table.Th>
            <Table.Th style={numeric}>{t('list.columns.samples')}</Table.Th>
            <Table.Th style={numeric}>{t('list.columns.comparisons')}</Table.Th>
            <Table.Th>{t('list.columns.date')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('list.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => (
            <Table.Tr key={project.id}>
              <Table.Td miw={200} maw={340}>
                <AnchorLink
                  to="/projects/$projectId"
                  params={{ projectId: project.id }}
                  fw={600}
                  size="sm"
                  lineClamp={3}
                  title={project.name}
                >
                  {project.name}
                </AnchorLink>
                {project.library?.name && (
                  <Text size="xs" c="dimmed" ff="monospace">
                    {project.library.name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td maw={360}>
                <Text size="sm" c="dimmed" lineClamp={2} title={project.description || undefined}>
                  {project.description || t('detail.noDescription')}
                </Text>
              </Table.Td>
              <Table.Td>
                <ProjectStatusBadge status={project.status} />
              </Table.Td>
              <Table.Td style={numeric}>{formatNumber(project.samples_count, language)}</Table.Td>
              <Table.Td style={numeric}>{formatNumber(project.comparisons_count, language)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={project.creation_date}>{formatDate(project.creation_date, language)}</time>
              </Table.Td>
              <Table.Td>
                <ProjectRowActions
                  project={project}
                  report={report}
                  leading={
                    <FavoriteButton
                      active={project.is_favorite}
                      pending={favorite.pending.has(project.id)}
                      onToggle={() => favorite.toggle(project)}
                    />
                  }
                  trailing={
                    <ProjectManageMenu project={project} onDelete={() => setToDelete(project)} withShare />
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <DeleteProjectDialog project={toDelete} onClose={() => setToDelete(null)} />
    </Table.ScrollContainer>
  );
}
