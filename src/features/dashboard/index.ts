export { DashboardPage } from './DashboardPage';
export { parseDashboardSearch } from './dashboard-search';
