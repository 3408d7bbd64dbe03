import { Group, Paper, Stack, Text } from '@mantine/core';
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

/** The projects list on a phone: one card per project, with the same facts and actions as the table. */
export function ProjectCards({ projects }: { projects: readonly Project[] }) {
  const { t, i18n } = useTranslation('projects');
  const favorite = useFavoriteToggle(PROJECT_FAVORITE, 'projects');
  const report = useReportDownload();
  const language = i18n.language;
  const [toDelete, setToDelete] = useState<Project | null>(null);
  return (
    <>
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        aria-label={t('list.tableLabel')}
        style={{ listStyle: 'none' }}
      >
        {projects.map((project) => (
          <Paper component="li" key={project.id} withBorder p="sm" radius="md">
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <AnchorLink
                  to="/projects/$projectId"
                  params={{ projectId: project.id }}
                  fw={600}
                  size="sm"
                  lineClamp={2}
                >
                  {project.name}
                </AnchorLink>
                <FavoriteButton
                  active={project.is_favorite}
                  pending={favorite.pending.has(project.id)}
                  onToggle={() => favorite.toggle(project)}
                />
              </Group>
              <Group justify="space-between" gap={6}>
                <Group gap={6}>
                  <ProjectStatusBadge status={project.status} />
                  {project.library?.name && (
                    <Text size="xs" c="dimmed" ff="monospace">
                      {project.library.name}
                    </Text>
                  )}
                </Group>
                <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  <time dateTime={project.creation_date}>{formatDate(project.creation_date, language)}</time>
                </Text>
              </Group>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {project.description || t('detail.noDescription')}
              </Text>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {t('list.columns.samples')} {formatNumber(project.samples_count, language)} ·{' '}
                  {t('list.columns.comparisons')} {formatNumber(project.comparisons_count, language)}
                </Text>
                <ProjectRowActions
                  project={project}
                  report={report}
                  leading={
                    <ProjectManageMenu project={project} onDelete={() => setToDelete(project)} withShare />
                  }
                />
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <DeleteProjectDialog project={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
