import * as Type from 'typebox/type';
import { type SearchOf, searchValidator } from '../../lib/search-params';

/** The subscription screen's open tab in the URL: `/subscription?tab=plans`; status is the default. */
export const SUBSCRIPTION_TABS = ['status', 'plans', 'billing'] as const;
export type SubscriptionTab = (typeof SUBSCRIPTION_TABS)[number];

const SubscriptionSearchSchema = Type.Object({
  tab: Type.Enum(SUBSCRIPTION_TABS, { default: 'status' }),
});

export type SubscriptionSearch = SearchOf<typeof SubscriptionSearchSchema>;

/** The route's `validateSearch`. */
export const parseSubscriptionSearch = searchValidator(SubscriptionSearchSchema);
