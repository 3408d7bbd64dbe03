import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Genolist } from '../api/get-my-genolists';
import type { GenolistSortKey, GenolistsSearchChange, GenolistsView } from '../genolists-search';
import { GenolistRow } from './GenolistRow';
import { SortableTh } from './SortableTh';

interface GenolistsTableProps {
  genolists: Genolist[];
  view: GenolistsView;
  onChange: (change: GenolistsSearchChange) => void;
  onDelete: (genolist: Genolist) => void;
}

/** The page of lists shown, with sortable headers (name, project, genes, views, date). */
export function GenolistsTable({ genolists, view, onChange, onDelete }: GenolistsTableProps) {
  const { t } = useTranslation('genolists');
  const header = (
    key: GenolistSortKey,
    props: { align?: 'right'; visibleFrom?: 'sm' | 'md' | 'lg' } = {},
  ) => <SortableTh sortKey={key} label={t(`columns.${key}`)} view={view} onChange={onChange} {...props} />;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="sm" highlightOnHover={false} aria-label={t('list.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            {header('name')}
            {header('project', { visibleFrom: 'md' })}
            <Table.Th visibleFrom="lg">{t('columns.type')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('columns.visibility')}</Table.Th>
            {header('gene_count', { align: 'right' })}
            {header('view_count', { align: 'right', visibleFrom: 'sm' })}
            {header('creation_date', { visibleFrom: 'md' })}
            <Table.Th ta="right">{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {genolists.map((genolist) => (
            <GenolistRow key={genolist.id} genolist={genolist} onDelete={onDelete} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
