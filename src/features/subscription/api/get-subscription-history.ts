import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { subscriptionKeys } from './keys';

export type SubscriptionChange = components['schemas']['SubscriptionChange'];

/** Every change of the user's subscription, newest first. */
export function getSubscriptionHistory({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<SubscriptionChange[]> {
  return unwrap(client.GET('/api/user-subscriptions/history/', { signal }));
}

export function useSubscriptionHistory() {
  return useQuery({ queryKey: subscriptionKeys.history(), queryFn: getSubscriptionHistory });
}
