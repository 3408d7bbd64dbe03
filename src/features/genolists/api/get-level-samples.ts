import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { ProjectSample } from './get-genolist-project';
import { genolistKeys } from './keys';

/**
 * The samples having a factor level (GET /samples/?factors=). The server answers
 * them to whoever may see the project or a genolist comparing the level: the samples card of a
 * public genolist in a project the reader may not open comes from here.
 */
export function getLevelSamples(levelId: number, { signal }: { signal?: AbortSignal } = {}) {
  return unwrap(client.GET('/api/samples/', { params: { query: { factors: levelId } }, signal }));
}

/** The samples of every level, once each, in the order of the levels. */
export async function getLevelsSamples(
  levelIds: readonly number[],
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProjectSample[]> {
  const lists = await Promise.all(levelIds.map((id) => getLevelSamples(id, { signal })));
  const seen = new Set<number>();
  return lists.flat().filter((sample) => !seen.has(sample.id) && Boolean(seen.add(sample.id)));
}

export function getLevelsSamplesQueryOptions(levelIds: readonly number[]) {
  return queryOptions({
    queryKey: genolistKeys.levelSamples(levelIds),
    queryFn: ({ signal }) => getLevelsSamples(levelIds, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `levelIds` null: nothing is fetched (the project's own samples are used). */
export function useLevelsSamples(levelIds: readonly number[] | null) {
  return useQuery({ ...getLevelsSamplesQueryOptions(levelIds ?? []), enabled: levelIds !== null });
}
