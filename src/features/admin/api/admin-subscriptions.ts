import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';

export type AdminSubscription = components['schemas']['AdminSubscription'];
export type AdminSubscriptionPatch = components['schemas']['AdminSubscriptionPatch'];
export type AdminQuoteRequest = components['schemas']['AdminQuoteRequest'];
export type AdminQuotePatch = components['schemas']['AdminQuotePatch'];

export const adminSubscriptionKeys = {
  subscriptions: ['admin', 'subscriptions'] as const,
  quotes: ['admin', 'quotes'] as const,
};

export function useAdminSubscriptions() {
  return useQuery({
    queryKey: adminSubscriptionKeys.subscriptions,
    queryFn: ({ signal }) => unwrap(client.GET('/api/admin/user-subscriptions/', { signal })),
  });
}

export function useAdminQuoteRequests() {
  return useQuery({
    queryKey: adminSubscriptionKeys.quotes,
    queryFn: ({ signal }) => unwrap(client.GET('/api/admin/subscription-upgrade-requests/', { signal })),
  });
}

/** A subscription changed by staff: its row is replaced by the server's answer. */
export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: AdminSubscriptionPatch }) =>
      unwrap(client.PATCH('/api/admin/user-subscriptions/{id}/', { params: { path: { id } }, body: patch })),
    onSuccess: (updated) =>
      queryClient.setQueryData<AdminSubscription[]>(adminSubscriptionKeys.subscriptions, (rows) =>
        rows?.map((row) => (row.id === updated.id ? updated : row)),
      ),
  });
}

export function useUpdateQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: AdminQuotePatch }) =>
      unwrap(
        client.PATCH('/api/admin/subscription-upgrade-requests/{id}/', {
          params: { path: { id } },
          body: patch,
        }),
      ),
    onSuccess: (updated) =>
      queryClient.setQueryData<AdminQuoteRequest[]>(adminSubscriptionKeys.quotes, (rows) =>
        rows?.map((row) => (row.id === updated.id ? updated : row)),
      ),
  });
}
