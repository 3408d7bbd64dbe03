import { Badge, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { AnchorLink } from '../../../ui/links';
import { Pagination } from '../../../ui/Pagination';
import { type AdminGenolist, useAllGenolists, useDeleteGenolist } from '../api/admin-genolists';
import { ADMIN_PAGE_SIZE, matchesQuery, personName, useListView } from '../use-list-view';
import { ConfirmDeleteDialog, RowActions } from './ConfirmDeleteDialog';
import { ConsoleListToolbar } from './ConsoleListToolbar';
import { GenolistDialog } from './GenolistDialog';
import { VisibilityBadge } from './VisibilityBadge';

/** Console › Gene lists: every gene list with its project, owner, type, visibility and size; edit and delete. */
export function GenolistsTab() {
  const { t, i18n } = useTranslation('admin');
  const { t: tLists } = useTranslation('genolists');
  const genolists = useAllGenolists();
  const remove = useDeleteGenolist();
  const { query, page, setQuery, setPage } = useListView();
  const [editing, setEditing] = useState<AdminGenolist | null>(null);
  const [deleting, setDeleting] = useState<AdminGenolist | null>(null);
  const all = genolists.data ?? [];
  const owner = (genolist: AdminGenolist) =>
    genolist.owner ? personName(genolist.owner) : t('console.unknownUser');
  const rows = all.filter((genolist) =>
    matchesQuery(query, genolist.name, genolist.description, genolist.project_name, owner(genolist)),
  );
  const shown = rows.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE);

  return (
    <Stack gap="md">
      <ConsoleListToolbar
        label={t('genolists.search')}
        query={query}
        onQuery={setQuery}
        shown={rows.length}
        total={all.length}
      />
      {genolists.isError ? (
        <Text c="red" role="alert">
          {t('genolists.loadFailed')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={960}>
          <Table aria-label={t('tabs.genolists')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('genolists.name')}</Table.Th>
                <Table.Th>{t('genolists.project')}</Table.Th>
                <Table.Th>{t('console.owner')}</Table.Th>
                <Table.Th>{t('genolists.type')}</Table.Th>
                <Table.Th>{t('console.visibility')}</Table.Th>
                <Table.Th>{t('genolists.genes')}</Table.Th>
                <Table.Th>{t('console.created')}</Table.Th>
                <Table.Th>{t('console.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((genolist) => (
                <Table.Tr key={genolist.id}>
                  <Table.Td maw="22rem">
                    <AnchorLink to="/genolists/$genolistId" params={{ genolistId: genolist.id }} fw={500}>
                      {genolist.name}
                    </AnchorLink>
                    {genolist.description && (
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {genolist.description}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <AnchorLink
                      to="/projects/$projectId"
                      params={{ projectId: genolist.project_id }}
                      size="sm"
                    >
                      {genolist.project_name}
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td>{owner(genolist)}</Table.Td>
                  <Table.Td>
                    <Badge variant="outline" color="gray">
                      {tLists(`types.${genolist.type_genolist}`, { defaultValue: genolist.type_genolist })}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <VisibilityBadge isPublic={genolist.public} />
                  </Table.Td>
                  <Table.Td>
                    {t('genolists.size', {
                      genes: formatNumber(genolist.gene_count, i18n.language),
                      called: formatNumber(genolist.deg.total, i18n.language),
                    })}
                  </Table.Td>
                  <Table.Td>{formatDate(genolist.creation_date, i18n.language)}</Table.Td>
                  <Table.Td>
                    <RowActions
                      list="genolists"
                      item={genolist}
                      onEdit={() => setEditing(genolist)}
                      onDelete={() => setDeleting(genolist)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pagination page={page} pageSize={ADMIN_PAGE_SIZE} total={rows.length} onChange={setPage} />
      <GenolistDialog genolist={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        list="genolists"
        item={deleting}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
