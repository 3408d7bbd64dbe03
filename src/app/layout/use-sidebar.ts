import { useDisclosure, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { readSidebarState, type SidebarState, sidebarCookie } from '../../lib/sidebar-state';

/** Under 768 px (the mobile breakpoint, Mantine's `sm`) the navigation is an off-canvas drawer. */
const MOBILE_QUERY = '(max-width: 47.99em)';

export interface Sidebar {
  isMobile: boolean;
  collapsed: boolean;
  toggleCollapsed: () => void;
  drawerOpened: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
}

export function useSidebar(): Sidebar {
  const [state, setState] = useState<SidebarState>(() => readSidebarState(document.cookie));
  const [drawerOpened, drawer] = useDisclosure(false);
  const isMobile = useMediaQuery(MOBILE_QUERY) ?? false;

  const toggleCollapsed = () => {
    const next = state === 'collapsed' ? 'expanded' : 'collapsed';
    setState(next);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox; sidebarCookie builds the string.
    document.cookie = sidebarCookie(next);
  };

  // No ignored tags: the shortcut also works while typing in the header's search box.
  useHotkeys([['mod+b', isMobile ? drawer.toggle : toggleCollapsed]], []);

  return {
    isMobile,
    collapsed: state === 'collapsed',
    toggleCollapsed,
    drawerOpened: isMobile && drawerOpened,
    openDrawer: drawer.open,
    closeDrawer: drawer.close,
  };
}
