export { type ProjectAnalysisSource, ProjectAnalysisSourceContext } from './analysis-source';
export type { Project } from './api/get-project';
export { MY_PROJECTS_KEY, useMyProjects } from './api/get-projects';
export { EditProjectDialog } from './components/EditProjectDialog';
export { ProjectStatusBadge } from './components/ProjectStatusBadge';
export { ResultsTab } from './components/ResultsTab';
export { useReportDownload } from './use-report-download';
