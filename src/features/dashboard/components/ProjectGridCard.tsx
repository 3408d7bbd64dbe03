import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileTypePdf, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatRelativeDate } from '../../../lib/format';
import { ButtonLink } from '../../../ui/links';
import { EditProjectDialog, type Project, ProjectStatusBadge } from '../../projects';

interface ProjectGridCardProps {
  project: Project;
  onReport: (id: number) => void;
  reporting: boolean;
}

/** A project of the dashboard's grid: status, counts, date; view details, the PDF report, and its settings for those who may edit it. */
export function ProjectGridCard({ project, onReport, reporting }: ProjectGridCardProps) {
  const { t, i18n } = useTranslation('dashboard');
  const [editing, { open, close }] = useDisclosure(false);
  const language = i18n.language;
  return (
    <Paper withBorder p="md" radius="md" h="100%" component="article" aria-label={project.name}>
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text fw={600} lineClamp={2}>
              {project.name}
            </Text>
            <ProjectStatusBadge status={project.status} />
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {project.description || t('projects.noDescription')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('projects.facts', {
              samples: formatNumber(project.samples_count, language),
              comparisons: formatNumber(project.comparisons_count, language),
              date: formatRelativeDate(project.creation_date, language),
            })}
          </Text>
        </Stack>
        <Group justify="space-between" wrap="nowrap">
          <ButtonLink to="/projects/$projectId" params={{ projectId: project.id }} size="xs" variant="light">
            {t('projects.viewDetails')}
          </ButtonLink>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('projects.downloadReport')} openDelay={700}>
              <ActionIcon
                variant="subtle"
                aria-label={t('projects.downloadReportNamed', { name: project.name })}
                loading={reporting}
                onClick={() => onReport(project.id)}
              >
                <IconFileTypePdf size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            {project.can_edit && (
              <Tooltip label={t('projects.settings')} openDelay={700}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('projects.settingsNamed', { name: project.name })}
                  onClick={open}
                >
                  <IconSettings size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
      </Stack>
      {editing && <EditProjectDialog project={project} opened={editing} onClose={close} />}
    </Paper>
  );
}
