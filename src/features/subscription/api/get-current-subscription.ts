import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { subscriptionKeys } from './keys';

export type CurrentSubscription = components['schemas']['CurrentSubscription'];

export function getCurrentSubscription({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<CurrentSubscription> {
  return unwrap(client.GET('/api/user-subscriptions/current/', { signal }));
}

export function useCurrentSubscription() {
  return useQuery({ queryKey: subscriptionKeys.current(), queryFn: getCurrentSubscription });
}
