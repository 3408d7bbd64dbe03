import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { AnchorLink } from '../../../ui/links';
import { ProjectStatusBadge } from '../../projects';
import { type AdminProject, useAllProjects, useDeleteProject } from '../api/admin-projects';
import { matchesQuery } from '../use-list-view';
import { ConsoleItemsTab, ItemNameCell, useOwnerName } from './ConsoleItemsTab';
import { ProjectDialog } from './ProjectDialog';
import { VisibilityBadge } from './VisibilityBadge';

/** Console › Projects: every project with its owner, status, visibility, library and size; edit and delete. */
export function ProjectsTab() {
  const { t, i18n } = useTranslation('admin');
  const projects = useAllProjects();
  const remove = useDeleteProject();
  const owner = useOwnerName();
  return (
    <ConsoleItemsTab<AdminProject>
      list="projects"
      items={projects}
      remove={remove}
      matches={(project, query) =>
        matchesQuery(
          query,
          project.name,
          project.description,
          owner(project),
          project.owner?.username,
          project.library?.name,
        )
      }
      columns={[
        {
          header: t('projects.name'),
          maw: '22rem',
          cell: (project) => (
            <ItemNameCell
              link={
                <AnchorLink to="/projects/$projectId" params={{ projectId: project.id }} fw={500}>
                  {project.name}
                </AnchorLink>
              }
              description={project.description}
            />
          ),
        },
        { header: t('console.owner'), cell: owner },
        { header: t('projects.status'), cell: (project) => <ProjectStatusBadge status={project.status} /> },
        { header: t('console.visibility'), cell: (project) => <VisibilityBadge isPublic={project.public} /> },
        { header: t('projects.library'), cell: (project) => project.library?.name ?? '-' },
        {
          header: t('projects.samples'),
          cell: (project) => formatNumber(project.samples_count, i18n.language),
        },
      ]}
      editor={(project, onClose) => <ProjectDialog project={project} onClose={onClose} />}
    />
  );
}
