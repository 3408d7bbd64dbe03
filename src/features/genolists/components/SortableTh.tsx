import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './SortableTh.module.css';

type Direction = 'asc' | 'desc';

interface SortableThProps<K extends string> {
  /** The column this header sorts by. */
  sortKey: K;
  label: string;
  /** The table's sort column and direction. */
  view: { sort: K; dir: Direction };
  /** Another column sorts in its natural direction; the sort column turns over. */
  onChange: (change: { sort: K; dir?: Direction }) => void;
  align?: 'left' | 'right';
  visibleFrom?: 'xs' | 'sm' | 'md' | 'lg';
  w?: number | string;
}

/**
 * A column header that sorts its table: a button inside the header cell, `aria-sort` on the cell,
 * and after the label, for screen readers, how the column sorts now.
 */
export function SortableTh<K extends string>({
  sortKey,
  label,
  view,
  onChange,
  align = 'left',
  visibleFrom,
  w,
}: SortableThProps<K>) {
  const { t } = useTranslation('genolists');
  const sorted = view.sort === sortKey ? view.dir : null;
  const SortIcon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      visibleFrom={visibleFrom}
      w={w}
      ta={align}
    >
      <UnstyledButton
        className={classes.button}
        onClick={() =>
          onChange(sorted ? { sort: sortKey, dir: sorted === 'asc' ? 'desc' : 'asc' } : { sort: sortKey })
        }
        data-sorted={sorted !== null || undefined}
      >
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          <span>{label}</span>
          <SortIcon size={14} aria-hidden className={classes.icon} />
          <span className={classes.hidden}>
            {sorted === 'asc'
              ? t('sort.ascending')
              : sorted === 'desc'
                ? t('sort.descending')
                : t('sort.sortable')}
          </span>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
