/**
 * Sets fields of one project (its star, its visibility) in any cached answer of the projects
 * queries: a page (`{results}`), a list, or one project. Anything else, and a cache without that
 * project or where it already has those values, is returned as it was (same object), so
 * unrelated queries do not re-render.
 */
export interface ProjectPatch {
  is_favorite?: boolean;
  public?: boolean;
}

interface ProjectLike extends ProjectPatch {
  id: number;
  is_favorite: boolean;
}

function isProject(value: unknown): value is ProjectLike {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as ProjectLike).id === 'number' &&
    typeof (value as ProjectLike).is_favorite === 'boolean'
  );
}

function differs(item: ProjectLike, patch: ProjectPatch): boolean {
  return (Object.keys(patch) as (keyof ProjectPatch)[]).some((field) => item[field] !== patch[field]);
}

function updateList<T>(list: readonly T[], id: number, patch: ProjectPatch): readonly T[] {
  if (!list.some((item) => isProject(item) && item.id === id && differs(item, patch))) return list;
  return list.map((item) => (isProject(item) && item.id === id ? { ...item, ...patch } : item));
}

export function withProjectPatch<T>(data: T, id: number, patch: ProjectPatch): T {
  if (Array.isArray(data)) return updateList(data, id, patch) as T;
  if (data === null || typeof data !== 'object') return data;
  const results = (data as { results?: unknown }).results;
  if (Array.isArray(results)) {
    const next = updateList(results, id, patch);
    return next === results ? data : ({ ...data, results: next } as T);
  }
  // Only a project answer has `samples_count`; a genolist has an id and a star as well.
  if (isProject(data) && 'samples_count' in data && data.id === id && differs(data, patch)) {
    return { ...data, ...patch };
  }
  return data;
}
