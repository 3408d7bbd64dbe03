/**
 * Sets one project's `is_favorite` in any cached answer of the projects queries: a page
 * (`{results}`), a list, or one project. Anything else, and a cache without that project, is
 * returned as it was (same object), so unrelated queries do not re-render.
 */
interface WithFavorite {
  id: number;
  is_favorite: boolean;
}

function isProject(value: unknown): value is WithFavorite {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as WithFavorite).id === 'number' &&
    typeof (value as WithFavorite).is_favorite === 'boolean'
  );
}

function updateList<T>(list: readonly T[], id: number, favorite: boolean): readonly T[] {
  if (!list.some((item) => isProject(item) && item.id === id && item.is_favorite !== favorite)) return list;
  return list.map((item) => (isProject(item) && item.id === id ? { ...item, is_favorite: favorite } : item));
}

export function withFavorite<T>(data: T, id: number, favorite: boolean): T {
  if (Array.isArray(data)) return updateList(data, id, favorite) as T;
  if (data === null || typeof data !== 'object') return data;
  const results = (data as { results?: unknown }).results;
  if (Array.isArray(results)) {
    const next = updateList(results, id, favorite);
    return next === results ? data : ({ ...data, results: next } as T);
  }
  // Only a project answer has `samples_count`; a genolist has an id and a star as well.
  if (isProject(data) && 'samples_count' in data && data.id === id && data.is_favorite !== favorite) {
    return { ...data, is_favorite: favorite };
  }
  return data;
}
