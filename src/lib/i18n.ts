import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAdmin from '../../locales/en/admin.json';
import enAnalytics from '../../locales/en/analytics.json';
import enAuth from '../../locales/en/auth.json';
import enCharts from '../../locales/en/charts.json';
import enCollaboration from '../../locales/en/collaboration.json';
import enCommon from '../../locales/en/common.json';
import enCompare from '../../locales/en/compare.json';
import enDashboard from '../../locales/en/dashboard.json';
import enErrors from '../../locales/en/errors.json';
import enFormats from '../../locales/en/formats.json';
import enFrame from '../../locales/en/frame.json';
import enGenolists from '../../locales/en/genolists.json';
import enHeatmap from '../../locales/en/heatmap.json';
import enHelp from '../../locales/en/help.json';
import enLocal from '../../locales/en/local.json';
import enNotifications from '../../locales/en/notifications.json';
import enOffline from '../../locales/en/offline.json';
import enPages from '../../locales/en/pages.json';
import enProfile from '../../locales/en/profile.json';
import enProjects from '../../locales/en/projects.json';
import enSearch from '../../locales/en/search.json';
import enSettings from '../../locales/en/settings.json';
import enSubscription from '../../locales/en/subscription.json';
import enVolcano from '../../locales/en/volcano.json';
import frAdmin from '../../locales/fr/admin.json';
import frAnalytics from '../../locales/fr/analytics.json';
import frAuth from '../../locales/fr/auth.json';
import frCharts from '../../locales/fr/charts.json';
import frCollaboration from '../../locales/fr/collaboration.json';
import frCommon from '../../locales/fr/common.json';
import frCompare from '../../locales/fr/compare.json';
import frDashboard from '../../locales/fr/dashboard.json';
import frErrors from '../../locales/fr/errors.json';
import frFormats from '../../locales/fr/formats.json';
import frFrame from '../../locales/fr/frame.json';
import frGenolists from '../../locales/fr/genolists.json';
import frHeatmap from '../../locales/fr/heatmap.json';
import frHelp from '../../locales/fr/help.json';
import frLocal from '../../locales/fr/local.json';
import frNotifications from '../../locales/fr/notifications.json';
import frOffline from '../../locales/fr/offline.json';
import frPages from '../../locales/fr/pages.json';
import frProfile from '../../locales/fr/profile.json';
import frProjects from '../../locales/fr/projects.json';
import frSearch from '../../locales/fr/search.json';
import frSettings from '../../locales/fr/settings.json';
import frSubscription from '../../locales/fr/subscription.json';
import frVolcano from '../../locales/fr/volcano.json';

/** English defines the keys; French must have the same ones (tests/unit/locales/translations.test.ts). */
export const resources = {
  en: {
    common: enCommon,
    frame: enFrame,
    auth: enAuth,
    errors: enErrors,
    help: enHelp,
    pages: enPages,
    admin: enAdmin,
    projects: enProjects,
    genolists: enGenolists,
    volcano: enVolcano,
    heatmap: enHeatmap,
    charts: enCharts,
    collaboration: enCollaboration,
    offline: enOffline,
    formats: enFormats,
    local: enLocal,
    settings: enSettings,
    subscription: enSubscription,
    profile: enProfile,
    analytics: enAnalytics,
    dashboard: enDashboard,
    search: enSearch,
    compare: enCompare,
    notifications: enNotifications,
  },
  fr: {
    common: frCommon,
    frame: frFrame,
    auth: frAuth,
    errors: frErrors,
    help: frHelp,
    pages: frPages,
    admin: frAdmin,
    projects: frProjects,
    genolists: frGenolists,
    volcano: frVolcano,
    heatmap: frHeatmap,
    charts: frCharts,
    collaboration: frCollaboration,
    offline: frOffline,
    formats: frFormats,
    local: frLocal,
    settings: frSettings,
    subscription: frSubscription,
    profile: frProfile,
    analytics: frAnalytics,
    dashboard: frDashboard,
    search: frSearch,
    compare: frCompare,
    notifications: frNotifications,
  },
} as const;

export const supportedLanguages = ['en', 'fr'] as const;
export type Language = (typeof supportedLanguages)[number];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}

export { i18n, initReactI18next };
