import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enAdmin from '../../locales/en/admin.json';
import type enAnalytics from '../../locales/en/analytics.json';
import type enAuth from '../../locales/en/auth.json';
import type enCharts from '../../locales/en/charts.json';
import type enCollaboration from '../../locales/en/collaboration.json';
import type enCommon from '../../locales/en/common.json';
import type enCompare from '../../locales/en/compare.json';
import type enDashboard from '../../locales/en/dashboard.json';
import type enErrors from '../../locales/en/errors.json';
import type enFormats from '../../locales/en/formats.json';
import type enFrame from '../../locales/en/frame.json';
import type enGenolists from '../../locales/en/genolists.json';
import type enHeatmap from '../../locales/en/heatmap.json';
import type enHelp from '../../locales/en/help.json';
import type enLocal from '../../locales/en/local.json';
import type enNotifications from '../../locales/en/notifications.json';
import type enOffline from '../../locales/en/offline.json';
import type enPages from '../../locales/en/pages.json';
import type enProfile from '../../locales/en/profile.json';
import type enProjects from '../../locales/en/projects.json';
import type enSearch from '../../locales/en/search.json';
import type enSettings from '../../locales/en/settings.json';
import type enSubscription from '../../locales/en/subscription.json';
import type enVolcano from '../../locales/en/volcano.json';

/**
 * The translations' namespaces, one JSON file each under `locales/<language>/`. English defines
 * the keys; French must have the same ones (tests/unit/locales/translations.test.ts).
 */
export const namespaces = [
  'common',
  'frame',
  'auth',
  'errors',
  'help',
  'pages',
  'admin',
  'projects',
  'genolists',
  'volcano',
  'heatmap',
  'charts',
  'collaboration',
  'offline',
  'formats',
  'local',
  'settings',
  'subscription',
  'profile',
  'analytics',
  'dashboard',
  'search',
  'compare',
  'notifications',
] as const;
export type Namespace = (typeof namespaces)[number];

/** The English texts' shape, which types every `t()` call. */
interface Resources {
  common: typeof enCommon;
  frame: typeof enFrame;
  auth: typeof enAuth;
  errors: typeof enErrors;
  help: typeof enHelp;
  pages: typeof enPages;
  admin: typeof enAdmin;
  projects: typeof enProjects;
  genolists: typeof enGenolists;
  volcano: typeof enVolcano;
  heatmap: typeof enHeatmap;
  charts: typeof enCharts;
  collaboration: typeof enCollaboration;
  offline: typeof enOffline;
  formats: typeof enFormats;
  local: typeof enLocal;
  settings: typeof enSettings;
  subscription: typeof enSubscription;
  profile: typeof enProfile;
  analytics: typeof enAnalytics;
  dashboard: typeof enDashboard;
  search: typeof enSearch;
  compare: typeof enCompare;
  notifications: typeof enNotifications;
}

export const supportedLanguages = ['en', 'fr'] as const;
export type Language = (typeof supportedLanguages)[number];

/**
 * One namespace of one language. Each file is a chunk of its own (Vite splits an `import()` with a
 * variable part into one chunk per matching file), loaded when first needed, so a visit downloads
 * one language and, before sign-in, only the sign-in screen's texts.
 */
export async function loadNamespace(
  language: Language,
  namespace: Namespace,
): Promise<Record<string, unknown>> {
  const module: { default: Record<string, unknown> } = await import(
    `../../locales/${language}/${namespace}.json`
  );
  return module.default;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

export { i18n, initReactI18next };
