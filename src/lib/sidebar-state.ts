export type SidebarState = 'expanded' | 'collapsed';

/** The sidebar's state is remembered for 7 days in this cookie. */
export const SIDEBAR_COOKIE = 'sidebar:state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** Reads the sidebar state from a `document.cookie` string; anything unexpected means expanded. */
export function readSidebarState(cookies: string): SidebarState {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== SIDEBAR_COOKIE) continue;
    return pair.slice(separator + 1).trim() === 'collapsed' ? 'collapsed' : 'expanded';
  }
  return 'expanded';
}

/** The string to assign to `document.cookie` to remember the state for 7 days on every path. */
export function sidebarCookie(state: SidebarState): string {
  return `${SIDEBAR_COOKIE}=${state}; max-age=${SIDEBAR_COOKIE_MAX_AGE}; path=/; samesite=lax`;
}

/**
 * Whether a navigation entry is highlighted for the current path: the dashboard ('/') only on an
 * exact match, any other entry when the path is its route or lies below it ('/projects/12').
 */
export function isNavEntryActive(pathname: string, route: string): boolean {
  if (route === '/') return pathname === '/';
  return pathname === route || pathname.startsWith(`${route}/`);
}
