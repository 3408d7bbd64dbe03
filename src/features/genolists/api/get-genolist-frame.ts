import { onlineManager, queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { ApiError, apiErrorFromResponse, isAbort, networkError } from '../../../api/errors';
import { tokens } from '../../../api/tokens';
import { readFrame, saveFrame, touchFrame } from '../../../offline/frame-mirror';
import { type GeneFrame, toGeneFrame } from '../gene-frame';
import { whenIdle } from '../when-idle';
import { genolistKeys } from './keys';

async function fetchFrame(
  id: number,
  etag: string | null,
  signal: AbortSignal | undefined,
): Promise<{ frame: GeneFrame; etag: string | null } | 'not-modified'> {
  const call = () =>
    client.GET('/api/genolists/{id}/frame', {
      params: { path: { id } },
      signal,
      headers: etag ? { 'If-None-Match': etag } : {},
    });
  let result: Awaited<ReturnType<typeof call>>;
  try {
    result = await call();
  } catch (error) {
    throw error instanceof ApiError || isAbort(error) ? error : networkError(error);
  }
  const { data, error, response } = result;
  if (response.status === 304) return 'not-modified';
  if (!response.ok || !data) throw apiErrorFromResponse(response, error);
  return { frame: toGeneFrame(data), etag: response.headers.get('etag') };
}

/**
 * The whole genolist column by column (server/genolists/FRAME.md), as typed columns. Every frame
 * opened is mirrored in IndexedDB for the signed-in user: offline it is read from there (one
 * record), online it is revalidated with its ETag (a 304 costs no transfer). 49,506 genes are
 * ≈ 660 kB compressed.
 */
export async function getGenolistFrame(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GeneFrame> {
  const userId = tokens.getUserId();
  // A browser refusing IndexedDB (private mode) still shows the genolist, online.
  const mirrored = userId === null ? undefined : await readFrame(userId, id).catch(() => undefined);
  if (mirrored && !onlineManager.isOnline()) return mirrored.frame;
  let answer: Awaited<ReturnType<typeof fetchFrame>>;
  try {
    answer = await fetchFrame(id, mirrored?.etag ?? null, signal);
  } catch (error) {
    if (mirrored && error instanceof ApiError && error.status === 0) return mirrored.frame;
    throw error;
  }
  if (answer === 'not-modified' && mirrored) {
    if (userId !== null) void touchFrame(userId, id).catch(() => undefined);
    return mirrored.frame;
  }
  if (answer === 'not-modified') throw new ApiError('Not Modified', 304, undefined);
  if (userId !== null) {
    const { etag, frame } = answer;
    // Storing clones the whole frame on the main thread: after the screen has shown it.
    whenIdle(() => void saveFrame(userId, id, etag, frame).catch(() => undefined));
  }
  return answer.frame;
}

export function getGenolistFrameQueryOptions(id: number) {
  return queryOptions({
    queryKey: genolistKeys.frame(id),
    queryFn: ({ signal }) => getGenolistFrame(id, { signal }),
    // The mirror answers with no network: the query must run offline instead of pausing.
    networkMode: 'offlineFirst',
    // Loaded once a visit: a genolist's values change only when it is imported again.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
    // Typed columns: nothing to share with a previous copy, and comparing 50,000 items is waste.
    structuralSharing: false,
  });
}

export function useGenolistFrame(id: number, enabled = true) {
  return useQuery({ ...getGenolistFrameQueryOptions(id), enabled });
}
