import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { genolistKeys } from './keys';

export type ReportAvailability = components['schemas']['GenolistReportAvailability'];

/** Whether the spreadsheet report can be made, and why not. */
export function getReportAvailability(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ReportAvailability> {
  return unwrap(client.GET('/api/genolists/{id}/report/availability/', { params: { path: { id } }, signal }));
}

export function getReportAvailabilityQueryOptions(id: number) {
  return queryOptions({
    queryKey: genolistKeys.reportAvailability(id),
    queryFn: ({ signal }) => getReportAvailability(id, { signal }),
  });
}

export function useReportAvailability(id: number, enabled = true) {
  return useQuery({ ...getReportAvailabilityQueryOptions(id), enabled });
}
