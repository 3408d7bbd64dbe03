/** The subscription screen's open tab in the URL: `/subscription?tab=plans`; status is the default. */
export const SUBSCRIPTION_TABS = ['status', 'plans', 'billing'] as const;
export type SubscriptionTab = (typeof SUBSCRIPTION_TABS)[number];

export interface SubscriptionSearch {
  tab?: Exclude<SubscriptionTab, 'status'>;
}

export function parseSubscriptionSearch(raw: Record<string, unknown>): SubscriptionSearch {
  return raw.tab === 'plans' || raw.tab === 'billing' ? { tab: raw.tab } : {};
}
