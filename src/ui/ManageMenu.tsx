import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconLock, IconTrash, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ManageMenuProps {
  /** The menu button's name ("More actions for Liver"). */
  label: string;
  /** A visibility change on its way: the button spins and the change cannot be asked again. */
  pending: boolean;
  /** Offered to who may change the item's visibility: the item's state and the entry's words. */
  visibility?: { isPublic: boolean; label: string; onToggle: () => void };
  /** Offered to who may delete the item. */
  deletion?: { label: string; onDelete: () => void };
  /** In a page's header: framed, as tall as the buttons beside it. */
  framed: boolean;
  /** Entries before the visibility's, such as sharing. */
  children?: ReactNode;
}

/** An item's "…" menu: the entries given, then make public or private, then delete (in red). */
export function ManageMenu({ label, pending, visibility, deletion, framed, children }: ManageMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          aria-label={label}
          loading={pending}
          {...(framed ? { variant: 'default', size: 'input-sm' } : {})}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {children}
        {visibility && (
          <Menu.Item
            leftSection={
              visibility.isPublic ? <IconLock size={16} aria-hidden /> : <IconWorld size={16} aria-hidden />
            }
            onClick={visibility.onToggle}
            disabled={pending}
          >
            {visibility.label}
          </Menu.Item>
        )}
        {deletion && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={deletion.onDelete}
          >
            {deletion.label}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
