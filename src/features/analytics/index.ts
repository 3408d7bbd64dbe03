export { AnalyticsPage } from './AnalyticsPage';
export { parseAnalyticsSearch } from './analytics-search';
export { type Dashboard, type Trend, useDashboard } from './api/get-dashboard';
export { type Recommendation, useRecommendations } from './api/get-recommendations';
export { useSystemHealth } from './api/get-system-health';
export { ActivityChart } from './components/ActivityChart';
export { TrendingExplanation } from './components/TrendingExplanation';
export { TrendingGenesTable } from './components/TrendingGenesTable';
