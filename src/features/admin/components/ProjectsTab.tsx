import { Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { AnchorLink } from '../../../ui/links';
import { Pagination } from '../../../ui/Pagination';
import { ProjectStatusBadge } from '../../projects';
import { type AdminProject, useAllProjects, useDeleteProject } from '../api/admin-projects';
import { ADMIN_PAGE_SIZE, matchesQuery, personName, useListView } from '../use-list-view';
import { ConfirmDeleteDialog, RowActions } from './ConfirmDeleteDialog';
import { ConsoleListToolbar } from './ConsoleListToolbar';
import { ProjectDialog } from './ProjectDialog';
import { VisibilityBadge } from './VisibilityBadge';

/** Console › Projects: every project with its owner, status, visibility, library and size; edit and delete. */
export function ProjectsTab() {
  const { t, i18n } = useTranslation('admin');
  const projects = useAllProjects();
  const remove = useDeleteProject();
  const { query, page, setQuery, setPage } = useListView();
  const [editing, setEditing] = useState<AdminProject | null>(null);
  const [deleting, setDeleting] = useState<AdminProject | null>(null);
  const all = projects.data ?? [];
  const owner = (project: AdminProject) =>
    project.owner ? personName(project.owner) : t('console.unknownUser');
  const rows = all.filter((project) =>
    matchesQuery(
      query,
      project.name,
      project.description,
      owner(project),
      project.owner?.username,
      project.library?.name,
    ),
  );
  const shown = rows.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE);

  return (
    <Stack gap="md">
      <ConsoleListToolbar
        label={t('projects.search')}
        query={query}
        onQuery={setQuery}
        shown={rows.length}
        total={all.length}
      />
      {projects.isError ? (
        <Text c="red" role="alert">
          {t('projects.loadFailed')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={960}>
          <Table aria-label={t('tabs.projects')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('projects.name')}</Table.Th>
                <Table.Th>{t('console.owner')}</Table.Th>
                <Table.Th>{t('projects.status')}</Table.Th>
                <Table.Th>{t('console.visibility')}</Table.Th>
                <Table.Th>{t('projects.library')}</Table.Th>
                <Table.Th>{t('projects.samples')}</Table.Th>
                <Table.Th>{t('console.created')}</Table.Th>
                <Table.Th>{t('console.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((project) => (
                <Table.Tr key={project.id}>
                  <Table.Td maw="22rem">
                    <AnchorLink to="/projects/$projectId" params={{ projectId: project.id }} fw={500}>
                      {project.name}
                    </AnchorLink>
                    {project.description && (
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {project.description}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{owner(project)}</Table.Td>
                  <Table.Td>
                    <ProjectStatusBadge status={project.status} />
                  </Table.Td>
                  <Table.Td>
                    <VisibilityBadge isPublic={project.public} />
                  </Table.Td>
                  <Table.Td>{project.library?.name ?? '-'}</Table.Td>
                  <Table.Td>{formatNumber(project.samples_count, i18n.language)}</Table.Td>
                  <Table.Td>{formatDate(project.creation_date, i18n.language)}</Table.Td>
                  <Table.Td>
                    <RowActions
                      list="projects"
                      item={project}
                      onEdit={() => setEditing(project)}
                      onDelete={() => setDeleting(project)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pagination page={page} pageSize={ADMIN_PAGE_SIZE} total={rows.length} onChange={setPage} />
      <ProjectDialog project={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        list="projects"
        item={deleting}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
