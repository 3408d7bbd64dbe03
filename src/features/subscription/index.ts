export { useCurrentSubscription } from './api/get-current-subscription';
export { usePlans } from './api/get-plans';
export { useSubscriptionFeatures } from './api/get-subscription-features';
export { planName, QUOTE_STATUS_COLORS, STATUS_COLORS } from './components/labels';
export { SubscriptionPage } from './SubscriptionPage';
export { parseSubscriptionSearch } from './subscription-search';
