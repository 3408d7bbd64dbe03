import { Stack, Table, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { Pagination } from '../../../ui/Pagination';
import { ADMIN_PAGE_SIZE, personName, useListView } from '../use-list-view';
import { ConfirmDeleteDialog, type ItemList, RowActions } from './ConfirmDeleteDialog';
import { ConsoleListToolbar } from './ConsoleListToolbar';

interface ConsoleItem {
  id: number;
  name: string;
  description: string;
  owner?: { first_name: string; last_name: string; username?: string } | null;
  creation_date: string;
}

export interface ConsoleColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** The cell's widest, where a long text wraps. */
  maw?: string;
}

interface ConsoleItemsTabProps<T extends ConsoleItem> {
  list: ItemList;
  items: { data?: T[]; isError: boolean };
  remove: UseMutationResult<unknown, Error, number>;
  /** Whether the item holds the search text. */
  matches: (item: T, query: string) => boolean;
  /** The columns before the creation date and the row's actions. */
  columns: ConsoleColumn<T>[];
  /** The dialog editing `item` (null: closed). */
  editor: (item: T | null, onClose: () => void) => ReactNode;
}

/** The owner's name as the console lists show it, or "unknown" for an item whose owner is gone. */
export function useOwnerName() {
  const { t } = useTranslation('admin');
  return (item: Pick<ConsoleItem, 'owner'>) =>
    item.owner ? personName(item.owner) : t('console.unknownUser');
}

/**
 * A console list of items staff edit and delete (projects, gene lists): search and counts, a page
 * of rows ending with the creation date and the edit and delete buttons, pages, and the dialogs.
 */
export function ConsoleItemsTab<T extends ConsoleItem>({
  list,
  items,
  remove,
  matches,
  columns,
  editor,
}: ConsoleItemsTabProps<T>) {
  const { t, i18n } = useTranslation('admin');
  const { query, page, setQuery, setPage } = useListView();
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const all = items.data ?? [];
  const rows = all.filter((item) => matches(item, query));
  const shown = rows.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE);

  return (
    <Stack gap="md">
      <ConsoleListToolbar
        label={t(`${list}.search`)}
        query={query}
        onQuery={setQuery}
        shown={rows.length}
        total={all.length}
      />
      {items.isError ? (
        <Text c="red" role="alert">
          {t(`${list}.loadFailed`)}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={960}>
          <Table aria-label={t(`tabs.${list}`)} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.header}>{column.header}</Table.Th>
                ))}
                <Table.Th>{t('console.created')}</Table.Th>
                <Table.Th>{t('console.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((item) => (
                <Table.Tr key={item.id}>
                  {columns.map((column) => (
                    <Table.Td key={column.header} maw={column.maw}>
                      {column.cell(item)}
                    </Table.Td>
                  ))}
                  <Table.Td>{formatDate(item.creation_date, i18n.language)}</Table.Td>
                  <Table.Td>
                    <RowActions
                      list={list}
                      item={item}
                      onEdit={() => setEditing(item)}
                      onDelete={() => setDeleting(item)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pagination page={page} pageSize={ADMIN_PAGE_SIZE} total={rows.length} onChange={setPage} />
      {editor(editing, () => setEditing(null))}
      <ConfirmDeleteDialog list={list} item={deleting} remove={remove} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

/** An item's name, linking to its page, over its description cut to two lines. */
export function ItemNameCell({ link, description }: { link: ReactNode; description: string }) {
  return (
    <>
      {link}
      {description && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {description}
        </Text>
      )}
    </>
  );
}
