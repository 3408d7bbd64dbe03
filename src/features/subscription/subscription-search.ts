import { Key, type SearchOf, searchSchema, searchValidator } from '../../lib/search-params';

/** The subscription screen's open tab in the URL: `/subscription?tab=plans`; status is the default. */
export const SUBSCRIPTION_TABS = ['status', 'plans', 'billing'] as const;
export type SubscriptionTab = (typeof SUBSCRIPTION_TABS)[number];

const SubscriptionSearchSchema = searchSchema({
  tab: Key.Enum(SUBSCRIPTION_TABS, { default: 'status' }),
});

export type SubscriptionSearch = SearchOf<typeof SubscriptionSearchSchema>;

/** The route's `validateSearch`. */
export const parseSubscriptionSearch = searchValidator(SubscriptionSearchSchema);
