import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { subscriptionKeys } from './keys';

export type SubscriptionFeatures = components['schemas']['SubscriptionFeatures'];

/** The plan's limits and flags with what the user holds now (storage measured by the server). */
export function getSubscriptionFeatures({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<SubscriptionFeatures> {
  return unwrap(client.GET('/api/user-subscriptions/features/', { signal }));
}

export function useSubscriptionFeatures() {
  return useQuery({ queryKey: subscriptionKeys.features(), queryFn: getSubscriptionFeatures });
}
