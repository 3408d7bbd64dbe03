import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouteComponent,
} from '@tanstack/react-router';
import { queryClient } from '../api/query-client';
import { parseAdminSearch } from '../features/admin/admin-search';
import { parseAnalyticsSearch } from '../features/analytics/analytics-search';
import { parseCollaborationSearch, parseTeamSearch } from '../features/collaboration/collaboration-search';
import { parseCompareSearch } from '../features/compare/compare-search';
import { parseDashboardSearch } from '../features/dashboard/dashboard-search';
import { getGenolistQueryOptions } from '../features/genolists/api/get-genolist';
import { getGenolistFrameQueryOptions } from '../features/genolists/api/get-genolist-frame';
import { parseGenolistSearch, withGenolistDefaults } from '../features/genolists/genolist-search';
import { parseGenolistsSearch, withGenolistsDefaults } from '../features/genolists/genolists-search';
import { DEFAULT_DOCUMENT, parseDocumentationSearch } from '../features/help/documents';
import { parseOpenSearch } from '../features/local-results/open-search';
import { parseProjectSearch } from '../features/projects/project-search';
import { parseProjectsSearch } from '../features/projects/projects-search';
import { currentUserSettings } from '../features/settings/settings-store';
import { parseSubscriptionSearch } from '../features/subscription/subscription-search';
import { whenIdle } from '../lib/when-idle';
import { loadAllTranslations, loadTranslations } from './i18n-init';
import { AppFrame } from './layout/AppFrame';
import { NotFoundPage } from './NotFoundPage';
import { parseRouteId } from './route-params';
import { SCREEN_NAMESPACES, type ScreenPath } from './screen-texts';

/**
 * Every screen is its own chunk, loaded when its route is entered (the router waits for it before
 * it shows the screen): a first visit downloads the frame and one screen, not the whole app. The
 * service worker precaches every chunk, so each screen opens offline all the same.
 */
const DashboardPage = lazyRouteComponent(
  () => import('../features/dashboard/DashboardPage'),
  'DashboardPage',
);
const AnalyticsPage = lazyRouteComponent(
  () => import('../features/analytics/AnalyticsPage'),
  'AnalyticsPage',
);
const ProjectsScreen = lazyRouteComponent(() => import('./ProjectsScreen'), 'ProjectsScreen');
const ProjectCreatePage = lazyRouteComponent(
  () => import('../features/projects/ProjectCreatePage'),
  'ProjectCreatePage',
);
const ProjectPage = lazyRouteComponent(() => import('../features/projects/ProjectPage'), 'ProjectPage');
const GenolistsPage = lazyRouteComponent(
  () => import('../features/genolists/GenolistsPage'),
  'GenolistsPage',
);
const GenolistPage = lazyRouteComponent(() => import('../features/genolists/GenolistPage'), 'GenolistPage');
const OpenResultsPage = lazyRouteComponent(
  () => import('../features/local-results/OpenResultsPage'),
  'OpenResultsPage',
);
const LocalGenolistPage = lazyRouteComponent(
  () => import('../features/genolists/local/LocalGenolistPage'),
  'LocalGenolistPage',
);
const GenePage = lazyRouteComponent(() => import('../features/search/GenePage'), 'GenePage');
const ComparePage = lazyRouteComponent(() => import('../features/compare/ComparePage'), 'ComparePage');
const CollaborationPage = lazyRouteComponent(
  () => import('../features/collaboration/CollaborationPage'),
  'CollaborationPage',
);
const TeamPage = lazyRouteComponent(() => import('../features/collaboration/TeamPage'), 'TeamPage');
const AdminPage = lazyRouteComponent(() => import('../features/admin/AdminPage'), 'AdminPage');
const SubscriptionPage = lazyRouteComponent(
  () => import('../features/subscription/SubscriptionPage'),
  'SubscriptionPage',
);
const ProfilePage = lazyRouteComponent(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const SettingsPage = lazyRouteComponent(() => import('../features/settings/SettingsPage'), 'SettingsPage');
const HelpPage = lazyRouteComponent(() => import('../features/help/HelpPage'), 'HelpPage');
const DocumentationPage = lazyRouteComponent(
  () => import('../features/help/DocumentationPage'),
  'DocumentationPage',
);

const rootRoute = createRootRoute({ component: AppFrame, notFoundComponent: NotFoundPage });

/** A route's loader: its screen waits for its translations as it waits for its chunk. */
function screenTexts(path: ScreenPath) {
  return () => loadTranslations(SCREEN_NAMESPACES[path]);
}

function page<TPath extends ScreenPath>(path: TPath, component: RouteComponent) {
  return createRoute({ getParentRoute: () => rootRoute, path, loader: screenTexts(path), component });
}

/** Typed numeric path param; false makes '/projects/abc' match no route, so the 404 page answers. */
function idParam<TKey extends string>(key: TKey) {
  return {
    parse: (raw: Record<TKey, string>): Record<TKey, number> | false => {
      const id = parseRouteId(raw[key]);
      return id === null ? false : ({ [key]: id } as Record<TKey, number>);
    },
    stringify: (params: Record<TKey, number>) => ({ [key]: String(params[key]) }) as Record<TKey, string>,
  };
}

/** The open tab and the recent projects' search and status filter live in the URL (dashboard-search.ts). */
const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: screenTexts('/'),
  validateSearch: parseDashboardSearch,
  component: DashboardPage,
});

/** The period and the trending genes' filters live in the URL (analytics-search.ts). */
const analyticsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/analytics',
  loader: screenTexts('/analytics'),
  validateSearch: parseAnalyticsSearch,
  component: AnalyticsPage,
});

/** Search, favourites filter and page of the list live in the URL (projects-search.ts). */
const projectsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/projects',
  loader: screenTexts('/projects'),
  validateSearch: parseProjectsSearch,
  component: ProjectsScreen,
});

/** The open tab and table pages live in the URL (project-search.ts). */
const projectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/projects/$projectId',
  loader: screenTexts('/projects/$projectId'),
  params: idParam('projectId'),
  validateSearch: parseProjectSearch,
  component: function ProjectRoute() {
    return <ProjectPage projectId={projectRoute.useParams().projectId} />;
  },
});

/** Filters, sort and page of the list live in the URL (genolists-search.ts); the page size the user chose in their settings when the link names none. */
const genolistsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/genolists',
  loader: screenTexts('/genolists'),
  validateSearch: (raw: Record<string, unknown>) =>
    parseGenolistsSearch(withGenolistsDefaults(raw, currentUserSettings())),
  component: GenolistsPage,
});

/**
 * Tab, thresholds, search, sort, page and selected gene live in the URL (genolist-search.ts);
 * thresholds and page size the link does not name are the user's (Settings › Gene lists).
 * Entering the route starts reading the genolist and its frame (from the offline mirror or the
 * network) while the screen renders, and waits for the screen's chunk when it is not loaded yet:
 * a route component that suspends makes React hold the new screen back 300 ms (its fallback
 * throttle). A change of the search params is the same visit: nothing to load again.
 */
const genolistRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/genolists/$genolistId',
  params: idParam('genolistId'),
  validateSearch: (raw: Record<string, unknown>) =>
    parseGenolistSearch(withGenolistDefaults(raw, currentUserSettings())),
  loader: async ({ params }) => {
    void queryClient.prefetchQuery(getGenolistQueryOptions(params.genolistId));
    void queryClient.prefetchQuery(getGenolistFrameQueryOptions(params.genolistId));
    await Promise.all([GenolistPage.preload?.(), screenTexts('/genolists/$genolistId')()]);
  },
  shouldReload: false,
  component: function GenolistRoute() {
    return <GenolistPage genolistId={genolistRoute.useParams().genolistId} />;
  },
});

/** Open your results: a results table, or (`?source=counts`) counts and samples for limma-voom. */
const openResultsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/local/open',
  loader: screenTexts('/local/open'),
  validateSearch: parseOpenSearch,
  component: OpenResultsPage,
});

/** A result on this device: the same view in the URL as a genolist's (genolist-search.ts). */
const localResultRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/local/$localId',
  loader: screenTexts('/local/$localId'),
  params: idParam('localId'),
  validateSearch: parseGenolistSearch,
  component: function LocalResultRoute() {
    return <LocalGenolistPage localId={localResultRoute.useParams().localId} />;
  },
});

/** The compared genolists, the combination listed, the gene search and page live in the URL (compare-search.ts). */
const compareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/compare',
  loader: screenTexts('/compare'),
  validateSearch: parseCompareSearch,
  component: ComparePage,
});

/** A gene across the user's genolists, reached from the header's search. */
const geneRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/genes/$geneId',
  loader: screenTexts('/genes/$geneId'),
  params: idParam('geneId'),
  component: function GeneRoute() {
    return <GenePage geneId={geneRoute.useParams().geneId} />;
  },
});

/** The console's tab, import view and open task live in the URL (src/features/admin/admin-search.ts). */
const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/upload',
  loader: screenTexts('/upload'),
  validateSearch: parseAdminSearch,
  component: AdminPage,
});

/** The open tab lives in the URL (collaboration-search.ts). */
const collaborationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/collaboration',
  loader: screenTexts('/collaboration'),
  validateSearch: parseCollaborationSearch,
  component: CollaborationPage,
});

/** The open tab (members, projects, gene lists) lives in the URL (collaboration-search.ts). */
const teamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/teams/$teamId',
  loader: screenTexts('/teams/$teamId'),
  params: idParam('teamId'),
  validateSearch: parseTeamSearch,
  component: function TeamRoute() {
    return <TeamPage teamId={teamRoute.useParams().teamId} />;
  },
});

/** Help › Documentation: the user guides of this version (`?doc=volcano`, …); the page brings their text. */
const documentationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/help/documentation',
  loader: screenTexts('/help/documentation'),
  validateSearch: parseDocumentationSearch,
  component: function DocumentationRoute() {
    return <DocumentationPage doc={documentationRoute.useSearch().doc ?? DEFAULT_DOCUMENT} />;
  },
});

/** The open tab (status, plans, billing) lives in the URL (subscription-search.ts). */
const subscriptionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/subscription',
  loader: screenTexts('/subscription'),
  validateSearch: parseSubscriptionSearch,
  component: SubscriptionPage,
});

const profileOfUserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile/$userId',
  loader: screenTexts('/profile/$userId'),
  params: idParam('userId'),
  component: function ProfileOfUserRoute() {
    return <ProfilePage userId={profileOfUserRoute.useParams().userId} />;
  },
});

/** Another user's profile, read only; the same screen as /profile/$userId. */
const userRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/users/$userId',
  loader: screenTexts('/users/$userId'),
  params: idParam('userId'),
  component: function UserRoute() {
    return <ProfilePage userId={userRoute.useParams().userId} />;
  },
});

const routeTree = rootRoute.addChildren([
  dashboardRoute,
  projectsRoute,
  page('/projects/create', ProjectCreatePage),
  projectRoute,
  genolistsRoute,
  genolistRoute,
  openResultsRoute,
  localResultRoute,
  geneRoute,
  compareRoute,
  collaborationRoute,
  teamRoute,
  adminRoute,
  analyticsRoute,
  subscriptionRoute,
  page('/profile', ProfilePage),
  profileOfUserRoute,
  userRoute,
  page('/settings', SettingsPage),
  page('/help', HelpPage),
  documentationRoute,
]);

export const router = createRouter({ routeTree, scrollRestoration: true });

/**
 * Once the first screen is shown, when the browser is idle: every translation of the language and
 * the project and genolist screens' chunks are loaded, the genes worker started and the plots'
 * WebGL made ready in the scatter worker, so opening a genolist and its volcano waits for none of them (nor for a context and
 * the GPU process starting).
 */
const stopWarming = router.subscribe('onResolved', () => {
  stopWarming();
  whenIdle(() => {
    void loadAllTranslations();
    void ProjectPage.preload?.();
    void GenolistPage.preload?.();
    void import('../features/genolists/gene-worker').then(({ warmGenesWorker }) => warmGenesWorker());
    void import('../gl/scatter-plot').then(({ prepareScatterPlot }) => prepareScatterPlot());
  });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
