export type { Project } from './api/get-project';
export { MY_PROJECTS_KEY, useMyProjects } from './api/get-projects';
export { EditProjectDialog } from './components/EditProjectDialog';
export { ProjectStatusBadge } from './components/ProjectStatusBadge';
export { useReportDownload } from './use-report-download';
