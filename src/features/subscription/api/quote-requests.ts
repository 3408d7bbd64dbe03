import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { subscriptionKeys } from './keys';

export type QuoteRequest = components['schemas']['QuoteRequest'];
export type QuoteRequestCreate = components['schemas']['QuoteRequestCreate'];

/** The user's own quote requests, newest first, with the staff's reply once given. */
export function getMyQuoteRequests({ signal }: { signal?: AbortSignal } = {}): Promise<QuoteRequest[]> {
  return unwrap(client.GET('/api/subscription-upgrade-requests/', { signal }));
}

export function useMyQuoteRequests() {
  return useQuery({ queryKey: subscriptionKeys.quotes(), queryFn: getMyQuoteRequests });
}

export function requestQuote(payload: QuoteRequestCreate): Promise<QuoteRequest> {
  return unwrap(client.POST('/api/subscription-upgrade-requests/', { body: payload }));
}

export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.quotes() }),
  });
}
