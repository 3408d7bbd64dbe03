import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { CurrentSubscription } from './get-current-subscription';
import { subscriptionKeys } from './keys';

/** Starts a plan that needs no quote (the server accepts only FREE). */
export function selectPlan(plan: number): Promise<CurrentSubscription> {
  return unwrap(client.POST('/api/user-subscriptions/upgrade/', { body: { plan } }));
}

export function useSelectPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectPlan,
    onSuccess: (current) => {
      queryClient.setQueryData(subscriptionKeys.current(), current);
      return queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
}
