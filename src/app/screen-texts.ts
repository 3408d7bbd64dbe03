import type { Namespace } from '../lib/i18n';

/**
 * Which translation namespaces each screen waits for before it shows, so a first visit downloads
 * its screen's texts and not every namespace of the language. The rest are loaded once the first
 * screen is shown, when the browser is idle (router.tsx). A namespace missing here would not show
 * a key: `useTranslation` suspends until it is loaded, and the screen shows a moment later.
 * tests/unit/app/screen-texts.test.ts checks each list against what the screen's modules use.
 */

/** What the sign-in screen and the session's toasts need; loaded before the first render. */
export const SIGN_IN_NAMESPACES: Namespace[] = ['common', 'auth', 'errors', 'offline'];

/** The frame around every screen (header, navigation, search, notifications) and the 404 page. */
export const FRAME_NAMESPACES: Namespace[] = [
  ...SIGN_IN_NAMESPACES,
  'frame',
  'collaboration',
  'search',
  'notifications',
  'pages',
];

/** Beyond the frame's, by route path. */
export const SCREEN_NAMESPACES = {
  '/': ['dashboard', 'analytics', 'local', 'projects'],
  '/analytics': ['analytics'],
  '/projects': ['projects', 'local'],
  '/projects/create': ['projects'],
  '/projects/$projectId': ['projects', 'charts'],
  '/genolists': ['genolists', 'projects', 'local'],
  '/genolists/$genolistId': ['genolists', 'projects', 'charts', 'volcano', 'heatmap'],
  '/local/open': ['local', 'formats'],
  '/local/$localId': ['local', 'genolists', 'projects', 'charts', 'volcano', 'heatmap'],
  '/genes/$geneId': [],
  '/compare': ['compare', 'projects'],
  '/collaboration': [],
  '/teams/$teamId': ['projects'],
  '/upload': ['admin', 'genolists', 'projects', 'subscription'],
  '/subscription': ['subscription'],
  '/profile': ['profile', 'subscription'],
  '/profile/$userId': ['profile', 'subscription'],
  '/users/$userId': ['profile', 'subscription'],
  '/settings': ['settings', 'local'],
  '/help': ['help'],
  '/help/documentation': ['help'],
} as const satisfies Record<string, readonly Namespace[]>;

export type ScreenPath = keyof typeof SCREEN_NAMESPACES;
