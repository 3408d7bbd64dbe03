/** Query keys of the subscription screens: a plan choice or a quote request refreshes them together. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  current: () => [...subscriptionKeys.all, 'current'] as const,
  features: () => [...subscriptionKeys.all, 'features'] as const,
  history: () => [...subscriptionKeys.all, 'history'] as const,
  quotes: () => [...subscriptionKeys.all, 'quotes'] as const,
};
