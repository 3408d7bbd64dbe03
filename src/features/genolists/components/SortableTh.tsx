import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import classes from './SortableTh.module.css';

interface SortableThProps {
  label: string;
  /** The column's sort direction, or null when the table is sorted by another column. */
  sorted: 'asc' | 'desc' | null;
  onSort: () => void;
  /** Read after the label by screen readers, e.g. "sort ascending". */
  hint: string;
  align?: 'left' | 'right';
  visibleFrom?: 'xs' | 'sm' | 'md' | 'lg';
  w?: number | string;
}

/** A column header that sorts its table: a button inside the header cell, `aria-sort` on the cell. */
export function SortableTh({ label, sorted, onSort, hint, align = 'left', visibleFrom, w }: SortableThProps) {
  const SortIcon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      visibleFrom={visibleFrom}
      w={w}
      ta={align}
    >
      <UnstyledButton className={classes.button} onClick={onSort} data-sorted={sorted !== null || undefined}>
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          <span>{label}</span>
          <SortIcon size={14} aria-hidden className={classes.icon} />
          <span className={classes.hidden}>{hint}</span>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
