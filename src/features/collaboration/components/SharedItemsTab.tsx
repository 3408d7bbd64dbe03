import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { IconExternalLink, IconFolders, IconListDetails, IconUsersGroup } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ItemKind,
  type TeamGenolist,
  type TeamProject,
  teamItemsPath,
  useGenolistsOfTeams,
  useProjectsOfTeams,
} from '../api/get-team-items';
import { TEAMS_PATH, useTeams } from '../api/get-teams';
import { type SharedRow, sharedRows } from '../shared-items';
import { EmptyState } from './EmptyState';
import { LoadError } from './LoadError';
import { ItemsLoading, ShareCells, ShareHeaders } from './ShareCells';

/**
 * The projects (or gene lists) shared with any of the user's teams (a real list, where a
 * "coming soon" placeholder once stood): each with its team, the team's permission, when and by
 * whom it was shared, and a link to open it.
 */
export function SharedItemsTab({ kind }: { kind: ItemKind }) {
  const { t } = useTranslation('collaboration');
  const teams = useTeams();
  const memberOf = useMemo(() => (teams.data ?? []).filter((team) => team.user_role !== null), [teams.data]);
  const ids = useMemo(() => memberOf.map((team) => team.id), [memberOf]);
  const projects = useProjectsOfTeams(kind === 'project' ? ids : []);
  const genolists = useGenolistsOfTeams(kind === 'genolist' ? ids : []);
  const results = kind === 'project' ? projects : genolists;
  const labels =
    kind === 'project'
      ? {
          table: t('shared.projectsLabel'),
          loading: t('shared.projectsLoading'),
          error: t('shared.projectsLoadError'),
          empty: t('shared.projectsEmpty'),
        }
      : {
          table: t('shared.genolistsLabel'),
          loading: t('shared.genolistsLoading'),
          error: t('shared.genolistsLoadError'),
          empty: t('shared.genolistsEmpty'),
        };

  if (teams.isPending || results.some((result) => result.isPending))
    return <ItemsLoading label={labels.loading} />;
  if (teams.isError)
    return (
      <LoadError
        title={labels.error}
        error={teams.error}
        path={TEAMS_PATH}
        onRetry={() => void teams.refetch()}
        retrying={teams.isFetching}
      />
    );
  const failedAt = results.findIndex((result) => result.isError);
  if (failedAt >= 0)
    return (
      <LoadError
        title={labels.error}
        error={results[failedAt]?.error}
        path={teamItemsPath(ids[failedAt] ?? 0, kind)}
        onRetry={() => {
          for (const result of results) if (result.isError) void result.refetch();
        }}
        retrying={results.some((result) => result.isFetching)}
      />
    );
  if (memberOf.length === 0)
    return <EmptyState icon={IconUsersGroup} title={labels.empty} hint={t('shared.noTeams')} />;

  if (kind === 'project') {
    const rows = sharedRows(memberOf.map((team, index) => ({ team, items: projects[index]?.data })));
    if (rows.length === 0)
      return <EmptyState icon={IconFolders} title={labels.empty} hint={t('shared.emptyHint')} />;
    return <SharedTable kind="project" label={labels.table} rows={rows} />;
  }
  const rows = sharedRows(memberOf.map((team, index) => ({ team, items: genolists[index]?.data })));
  if (rows.length === 0)
    return <EmptyState icon={IconListDetails} title={labels.empty} hint={t('shared.emptyHint')} />;
  return <SharedTable kind="genolist" label={labels.table} rows={rows} />;
}

type SharedTableProps =
  | { kind: 'project'; label: string; rows: SharedRow<TeamProject>[] }
  | { kind: 'genolist'; label: string; rows: SharedRow<TeamGenolist>[] };

function SharedTable(props: SharedTableProps) {
  const { t } = useTranslation('collaboration');
  const rows: SharedRow<TeamProject | TeamGenolist>[] = props.rows;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="sm" aria-label={props.label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              {props.kind === 'project' ? t('shared.columns.project') : t('shared.columns.genolist')}
            </Table.Th>
            <Table.Th visibleFrom="sm">{t('shared.columns.team')}</Table.Th>
            <ShareHeaders />
            <Table.Th ta="right">{t('shared.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ team, item }) => {
            const link =
              props.kind === 'project'
                ? ({ to: '/projects/$projectId', params: { projectId: item.id } } as const)
                : ({ to: '/genolists/$genolistId', params: { genolistId: item.id } } as const);
            const teamLink = (
              <Anchor
                size="sm"
                renderRoot={(rootProps) => (
                  <Link to="/teams/$teamId" params={{ teamId: team.id }} {...rootProps} />
                )}
              >
                {team.name}
              </Anchor>
            );
            return (
              <Table.Tr key={`${team.id}-${item.id}`}>
                <Table.Td maw={380}>
                  <Stack gap={2}>
                    <Anchor
                      size="sm"
                      fw={600}
                      style={{ overflowWrap: 'anywhere' }}
                      renderRoot={(rootProps) => <Link {...link} {...rootProps} />}
                    >
                      {item.name}
                    </Anchor>
                    {'project' in item ? (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {item.project.name}
                      </Text>
                    ) : (
                      item.description && (
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {item.description}
                        </Text>
                      )
                    )}
                    <Text size="xs" c="dimmed" hiddenFrom="sm" component="div">
                      {teamLink} · {t(`permissions.${item.permission}`)}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td visibleFrom="sm">{teamLink}</Table.Td>
                <ShareCells share={item} />
                <Table.Td ta="right">
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconExternalLink size={14} aria-hidden />}
                    aria-label={t('shared.openNamed', { name: item.name })}
                    renderRoot={(rootProps) => <Link {...link} {...rootProps} />}
                  >
                    {t('shared.open')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
