import type { Project } from './api/get-project';

/**
 * Project statuses. SUCCESS is completed; PROCESSING and RUNNING are in
 * progress; PENDING is a project created and awaiting its data; ERROR a failed import. Any other
 * value is shown as PENDING.
 */
export const PROJECT_STATUSES = ['SUCCESS', 'PROCESSING', 'RUNNING', 'PENDING', 'ERROR'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const STATUS_COLOR: Record<ProjectStatus, string> = {
  SUCCESS: 'teal',
  PROCESSING: 'blue',
  RUNNING: 'indigo',
  PENDING: 'gray',
  ERROR: 'red',
};

export function toProjectStatus(raw: string | null | undefined): ProjectStatus {
  const upper = (raw ?? '').toUpperCase();
  return PROJECT_STATUSES.find((status) => status === upper) ?? 'PENDING';
}

export interface ProjectsSummary {
  total: number;
  completed: number;
  inProgress: number;
  comparisons: number;
}

/** The four cards above the projects table. */
export function summarizeProjects(
  projects: readonly Pick<Project, 'status' | 'comparisons_count'>[],
): ProjectsSummary {
  let completed = 0;
  let inProgress = 0;
  let comparisons = 0;
  for (const project of projects) {
    const status = toProjectStatus(project.status);
    if (status === 'SUCCESS') completed += 1;
    if (status === 'PROCESSING' || status === 'RUNNING') inProgress += 1;
    comparisons += project.comparisons_count;
  }
  return { total: projects.length, completed, inProgress, comparisons };
}
