import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';

export type AuditEntry = components['schemas']['AuditEntry'];

export const AUDIT_PAGE_SIZE = 20;

/** A page of what staff changed, newest first (superusers only). */
export function useAuditLog(page: number) {
  return useQuery({
    queryKey: ['admin', 'audit', page],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/admin/audit-log/', {
          params: { query: { page, page_size: AUDIT_PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
