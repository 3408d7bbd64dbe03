import { Badge, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconFileTypePdf } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvailableOffline } from '../../../offline/components/AvailableOffline';
import { useFavoriteToggle } from '../../../offline/use-favorite-toggle';
import { FavoriteButton } from '../../../ui/FavoriteButton';
import { useAuth } from '../../auth';
import { ShareWithTeamButton } from '../../collaboration';
import type { Project } from '../api/get-project';
import { PROJECT_FAVORITE } from '../api/toggle-project-favorite';
import { useReportDownload } from '../use-report-download';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { ButtonLink } from './links';
import { ProjectManageMenu } from './ProjectManageMenu';
import { ProjectStatusBadge } from './ProjectStatusBadge';

/**
 * Back button, name, description, facts, star, the offline copy, the report download,
 * and for who may, share with a team, visibility and deletion (which goes
 * back to the list).
 */
export function ProjectHeader({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const favorite = useFavoriteToggle(PROJECT_FAVORITE, 'projects');
  const { user } = useAuth();
  const report = useReportDownload();
  const downloading = report.pendingId === project.id;
  const reportOffline = report.offlineReason(project.id);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const organism = [project.organism?.genus, project.organism?.species].filter(Boolean).join(' ');
  return (
    <Stack gap="md">
      <div>
        <ButtonLink
          to="/projects"
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          aria-label={t('detail.backLabel')}
          ml={-8}
        >
          {t('detail.back')}
        </ButtonLink>
      </div>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={6} style={{ flex: '1 1 28rem', minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
              {project.name}
            </Title>
            <FavoriteButton
              active={project.is_favorite}
              pending={favorite.pending.has(project.id)}
              onToggle={() => favorite.toggle(project)}
            />
          </Group>
          <Group gap={6} wrap="wrap">
            <ProjectStatusBadge status={project.status} />
            {project.library?.name && (
              <Badge variant="outline" color="gray" radius="sm" ff="monospace" tt="none">
                {t('detail.library', { name: project.library.name })}
              </Badge>
            )}
            {organism && (
              <Badge variant="outline" color="gray" radius="sm" tt="none" fs="italic">
                {organism}
              </Badge>
            )}
            <Badge variant="outline" color="gray" radius="sm" tt="none">
              {project.public ? t('detail.visibility.public') : t('detail.visibility.private')}
            </Badge>
          </Group>
          <Text c={project.description ? undefined : 'dimmed'} maw="60rem" size="sm" mt={4}>
            {project.description || t('detail.noDescription')}
          </Text>
        </Stack>
        <Group gap="sm" align="flex-start">
          <AvailableOffline kind="project" id={project.id} name={project.name} userId={user?.id ?? null} />
          <ShareWithTeamButton
            kind="project"
            id={project.id}
            name={project.name}
            permissions={project.share_permissions}
            variant="button"
          />
          <Tooltip label={reportOffline} disabled={!reportOffline} multiline maw={280}>
            <Button
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
              disabled={report.pendingId !== undefined && !downloading}
              data-disabled={reportOffline ? true : undefined}
              aria-disabled={reportOffline ? true : undefined}
              aria-description={reportOffline ?? undefined}
              aria-busy={downloading || undefined}
              onClick={() => report.download(project.id)}
            >
              {downloading ? t('report.downloading') : t('report.download')}
            </Button>
          </Tooltip>
          <ProjectManageMenu project={project} onDelete={() => setDeleting(true)} framed />
        </Group>
      </Group>
      <DeleteProjectDialog
        project={deleting ? project : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate({ to: '/projects' })}
      />
    </Stack>
  );
}
