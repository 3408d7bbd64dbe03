export { SubscriptionPage } from './SubscriptionPage';
export { parseSubscriptionSearch } from './subscription-search';
