import { describe, expect, it } from 'vitest';
import { isNavEntryActive, readSidebarState, sidebarCookie } from '../../../src/lib/sidebar-state';

describe('readSidebarState', () => {
  it('is expanded when there is no cookie', () => {
    expect(readSidebarState('')).toBe('expanded');
    expect(readSidebarState('theme=dark; other=1')).toBe('expanded');
  });

  it('reads the cookie among others', () => {
    expect(readSidebarState('theme=dark; sidebar:state=collapsed; x=1')).toBe('collapsed');
    expect(readSidebarState('sidebar:state=expanded')).toBe('expanded');
  });

  it('treats an unknown value as expanded', () => {
    expect(readSidebarState('sidebar:state=true')).toBe('expanded');
    expect(readSidebarState('sidebar:state=')).toBe('expanded');
  });

  it('does not confuse a cookie whose name only contains the key', () => {
    expect(readSidebarState('old-sidebar:state=collapsed')).toBe('expanded');
  });
});

describe('sidebarCookie', () => {
  it('keeps the state for 7 days on every path', () => {
    expect(sidebarCookie('collapsed')).toBe('sidebar:state=collapsed; max-age=604800; path=/; samesite=lax');
  });

  it('round-trips through readSidebarState', () => {
    for (const state of ['expanded', 'collapsed'] as const) {
      const pair = sidebarCookie(state).split(';')[0] ?? '';
      expect(readSidebarState(`a=b; ${pair}`)).toBe(state);
    }
  });
});

describe('isNavEntryActive', () => {
  it('highlights the dashboard only on an exact match', () => {
    expect(isNavEntryActive('/', '/')).toBe(true);
    expect(isNavEntryActive('/projects', '/')).toBe(false);
  });

  it('highlights other entries on their route and below it', () => {
    expect(isNavEntryActive('/projects', '/projects')).toBe(true);
    expect(isNavEntryActive('/projects/12', '/projects')).toBe(true);
    expect(isNavEntryActive('/projects/create', '/projects')).toBe(true);
  });

  it('does not highlight a route that merely shares a prefix', () => {
    expect(isNavEntryActive('/projects-archive', '/projects')).toBe(false);
    expect(isNavEntryActive('/genolists', '/projects')).toBe(false);
  });
});
