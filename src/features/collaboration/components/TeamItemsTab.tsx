import { ActionIcon, Anchor, Badge, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconFolders, IconListDetails, IconShareOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify';
import {
  type ItemKind,
  type TeamGenolist,
  type TeamProject,
  teamItemsPath,
  useTeamGenolists,
  useTeamProjects,
} from '../api/get-team-items';
import { teamItemPath, useRemoveTeamItem } from '../api/remove-team-item';
import { notifyFailure } from '../notify';
import { isTeamManager, type Team } from '../roles';
import { ConfirmDialog } from './ConfirmDialog';
import { EmptyState } from './EmptyState';
import { LoadError } from './LoadError';
import { ItemsLoading, ShareCells, ShareHeaders } from './ShareCells';

type Item = TeamProject | TeamGenolist;

const STATUS_COLORS: Record<string, string> = {
  SUCCESS: 'teal',
  PROCESSING: 'blue',
  RUNNING: 'blue',
  ERROR: 'red',
  PENDING: 'gray',
};

/** The projects or gene lists shared with the team; owners and admins may stop sharing each one. */
export function TeamItemsTab({ team, kind }: { team: Team; kind: ItemKind }) {
  const { t } = useTranslation('collaboration');
  const projects = useTeamProjects(team.id, { enabled: kind === 'project' });
  const genolists = useTeamGenolists(team.id, { enabled: kind === 'genolist' });
  const query = kind === 'project' ? projects : genolists;
  const removal = useRemoveTeamItem(team.id);
  const [removing, setRemoving] = useState<Item | null>(null);
  const manager = isTeamManager(team.user_role);
  const labels =
    kind === 'project'
      ? {
          table: t('items.projectsLabel'),
          error: t('items.projectsLoadError'),
          empty: t('items.projectsEmpty'),
          removeTitle: t('items.removeProjectTitle'),
          column: t('shared.columns.project'),
        }
      : {
          table: t('items.genolistsLabel'),
          error: t('items.genolistsLoadError'),
          empty: t('items.genolistsEmpty'),
          removeTitle: t('items.removeGenolistTitle'),
          column: t('shared.columns.genolist'),
        };

  if (query.isPending) return <ItemsLoading label={labels.table} />;
  if (query.isError)
    return (
      <LoadError
        title={labels.error}
        error={query.error}
        path={teamItemsPath(team.id, kind)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const items: Item[] = query.data;
  if (items.length === 0)
    return (
      <EmptyState
        icon={kind === 'project' ? IconFolders : IconListDetails}
        title={labels.empty}
        hint={t('items.emptyHint')}
      />
    );

  const link = (item: Item) =>
    kind === 'project'
      ? (props: Record<string, unknown>) => (
          <Link to="/projects/$projectId" params={{ projectId: item.id }} {...props} />
        )
      : (props: Record<string, unknown>) => (
          <Link to="/genolists/$genolistId" params={{ genolistId: item.id }} {...props} />
        );
  return (
    <>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="sm" aria-label={labels.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{labels.column}</Table.Th>
              <ShareHeaders />
              {manager && <Table.Th w={60} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td maw={420}>
                  <Stack gap={2}>
                    <Anchor size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} renderRoot={link(item)}>
                      {item.name}
                    </Anchor>
                    {'project' in item ? (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {item.project.name}
                      </Text>
                    ) : (
                      <Badge
                        size="xs"
                        variant="light"
                        radius="sm"
                        tt="none"
                        color={STATUS_COLORS[item.status] ?? 'gray'}
                        style={{ alignSelf: 'flex-start' }}
                      >
                        {t(`status.${statusKey(item.status)}`)}
                      </Badge>
                    )}
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {t(`permissions.${item.permission}`)}
                    </Text>
                  </Stack>
                </Table.Td>
                <ShareCells share={item} />
                {manager && (
                  <Table.Td ta="right">
                    <Tooltip label={t('items.remove')} openDelay={700}>
                      <ActionIcon
                        color="red"
                        aria-label={t('items.removeNamed', { name: item.name })}
                        onClick={() => setRemoving(item)}
                      >
                        <IconShareOff size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={removing !== null}
        title={labels.removeTitle}
        confirmLabel={t('items.removeConfirm')}
        confirmIcon={<IconShareOff size={16} aria-hidden />}
        pending={removal.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const { id, name } = removing;
          removal.mutate(
            { kind, itemId: id },
            {
              onSuccess: () => {
                notify('success', {
                  title: t('items.removed'),
                  message: t('items.removedMessage', { name, team: team.name }),
                });
                setRemoving(null);
              },
              onError: (error) =>
                notifyFailure(t('items.removeError'), error, teamItemPath(team.id, kind, id)),
            },
          );
        }}
      >
        <Text size="sm">{t('items.removeMessage', { name: removing?.name ?? '', team: team.name })}</Text>
      </ConfirmDialog>
    </>
  );
}

/** The project's status as the contract types it (a string): an unknown value reads as PENDING. */
function statusKey(status: string): 'SUCCESS' | 'PROCESSING' | 'RUNNING' | 'ERROR' | 'PENDING' {
  return status === 'SUCCESS' || status === 'PROCESSING' || status === 'RUNNING' || status === 'ERROR'
    ? status
    : 'PENDING';
}
