import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { type GeneFrame, toGeneFrame } from '../gene-frame';
import { genolistKeys } from './keys';

/**
 * The whole genolist column by column (server/genolists/FRAME.md), as typed columns. 49,506
 * genes are ≈ 660 kB compressed; the browser revalidates with the frame's ETag.
 */
export async function getGenolistFrame(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GeneFrame> {
  return toGeneFrame(
    await unwrap(client.GET('/api/genolists/{id}/frame', { params: { path: { id } }, signal })),
  );
}

export function getGenolistFrameQueryOptions(id: number) {
  return queryOptions({
    queryKey: genolistKeys.frame(id),
    queryFn: ({ signal }) => getGenolistFrame(id, { signal }),
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
