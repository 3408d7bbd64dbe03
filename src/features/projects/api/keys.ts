/** Every projects query starts with this key, so one invalidation refreshes lists and details. */
export const PROJECTS_KEY = ['projects'] as const;

/** The keys of one project's queries (detail, analyses, genolists). */
export function projectKey(id: number) {
  return [...PROJECTS_KEY, 'project', id] as const;
}
