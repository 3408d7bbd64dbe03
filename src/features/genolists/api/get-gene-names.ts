import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { GeneFrame } from '../gene-frame';
import { frameEtagOf } from './get-genolist-frame';
import { genolistKeys } from './keys';

export type ApiGeneNames = components['schemas']['GenolistGeneNames'];

/**
 * The names of a frame's genes as the search reads them: one line a row in frame order, '' for
 * no name, in their own case. One string persists, hydrates and crosses to the genes worker as one
 * copy, where 50,000 small strings would cost tens of milliseconds each way.
 */
export interface GeneNames {
  genolistId: number;
  n: number;
  lines: string;
}

/**
 * The genes table asks for the names once its search has this many characters: they weigh ≈ 40 %
 * of the frame, and shorter searches are symbols or ids, which the frame already has.
 */
export const NAME_SEARCH_MIN_LENGTH = 3;

/** A name holding one of these would shift the rows after it, or its own key's fields. */
const SEPARATORS = /[\t\n\r]/g;

export function joinGeneNames(answer: ApiGeneNames): GeneNames {
  const lines = answer.name.map((name) => (name ? name.replace(SEPARATORS, ' ') : '')).join('\n');
  return { genolistId: answer.genolist_id, n: answer.n, lines };
}

export async function getGeneNames(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GeneNames> {
  return joinGeneNames(
    await unwrap(client.GET('/api/genolists/{id}/gene-names', { params: { path: { id } }, signal })),
  );
}

function namesQuery(id: number, frameEtag: string | null) {
  return queryOptions({
    queryKey: genolistKeys.geneNames(id, frameEtag),
    queryFn: ({ signal }) => getGeneNames(id, { signal }),
    // Fixed for a frame version, which the key names.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
    structuralSharing: false,
  });
}

/** The names of `frame`'s version of its genolist (server/genolists/FRAME.md, "Gene names"). */
export function getGeneNamesQueryOptions(frame: GeneFrame) {
  return namesQuery(frame.genolistId, frameEtagOf(frame));
}

/**
 * The names of `frame`'s genes, fetched the first time `search` (normalised) is long enough and
 * kept after: a disabled query still answers from the cache. Undefined until they arrive, or when
 * they do not fit the frame; the search then matches symbols and ids only.
 */
export function useGeneNames(frame: GeneFrame | undefined, search: string): GeneNames | undefined {
  const { data } = useQuery({
    ...(frame ? getGeneNamesQueryOptions(frame) : namesQuery(0, null)),
    // Results opened from the user's own files (negative ids) have no names on the server.
    enabled: frame !== undefined && frame.genolistId > 0 && search.length >= NAME_SEARCH_MIN_LENGTH,
  });
  return frame && data?.genolistId === frame.genolistId && data.n === frame.n ? data : undefined;
}
