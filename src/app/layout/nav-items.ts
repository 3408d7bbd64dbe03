import {
  type Icon,
  IconArrowsJoin,
  IconChartBar,
  IconCreditCard,
  IconDatabaseImport,
  IconFolders,
  IconHelp,
  IconLayoutDashboard,
  IconListDetails,
  IconUserCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { LinkProps } from '@tanstack/react-router';

export interface NavItem {
  to: NonNullable<LinkProps['to']>;
  label:
    | 'dashboard'
    | 'projects'
    | 'genolists'
    | 'compare'
    | 'collaboration'
    | 'analytics'
    | 'dataImport'
    | 'profile'
    | 'subscription'
    | 'help';
  icon: Icon;
  badge?: 'pro';
  /** A live count beside the entry: the pending team invitations on Collaboration. */
  counter?: 'pendingInvitations';
  /** Further routes under which the entry stays highlighted (a team belongs to Collaboration). */
  alsoActiveUnder?: string[];
}

export interface NavSection {
  id: 'workspace' | 'administration' | 'account';
  items: NavItem[];
  /** Only staff and superusers see it; the server enforces the rights anyway. */
  adminOnly?: boolean;
}

export const navSections: NavSection[] = [
  {
    id: 'workspace',
    items: [
      { to: '/', label: 'dashboard', icon: IconLayoutDashboard },
      { to: '/projects', label: 'projects', icon: IconFolders },
      { to: '/genolists', label: 'genolists', icon: IconListDetails },
      { to: '/compare', label: 'compare', icon: IconArrowsJoin },
      {
        to: '/collaboration',
        label: 'collaboration',
        icon: IconUsersGroup,
        alsoActiveUnder: ['/teams'],
        counter: 'pendingInvitations',
      },
      { to: '/analytics', label: 'analytics', icon: IconChartBar, badge: 'pro' },
    ],
  },
  {
    // The section heading is what labels the entry as admin; a badge beside it overflows in French.
    id: 'administration',
    adminOnly: true,
    items: [{ to: '/upload', label: 'dataImport', icon: IconDatabaseImport }],
  },
  {
    id: 'account',
    items: [
      { to: '/profile', label: 'profile', icon: IconUserCircle },
      { to: '/subscription', label: 'subscription', icon: IconCreditCard },
      { to: '/help', label: 'help', icon: IconHelp },
    ],
  },
];
