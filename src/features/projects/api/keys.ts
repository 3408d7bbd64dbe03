import { PROJECTS_KEY } from '../../../api/query-keys';

/** The keys of one project's queries (detail, analyses, genolists). */
export function projectKey(id: number) {
  return [...PROJECTS_KEY, 'project', id] as const;
}
