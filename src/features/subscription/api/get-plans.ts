import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { subscriptionKeys } from './keys';

export type Plan = components['schemas']['SubscriptionPlan'];

export function getPlans({ signal }: { signal?: AbortSignal } = {}): Promise<Plan[]> {
  return unwrap(client.GET('/api/subscription-plans/', { signal }));
}

export function usePlans() {
  return useQuery({ queryKey: subscriptionKeys.plans(), queryFn: getPlans, staleTime: 5 * 60_000 });
}
