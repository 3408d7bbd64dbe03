import { ANALYTICS_FEATURE } from '../../../genomics/plans';

/** What the Analytics page shows: its figures, an invitation to upgrade, or nothing yet. */
export type AnalyticsAccess = 'open' | 'upgrade' | 'checking';

/**
 * The page's figures need the plan's analytics flag, as the server's answers do (a plan without
 * it gets 403); staff and superusers are never limited. While the plan is being read nothing is
 * shown; when it cannot be read (offline, say) the page opens and the server decides.
 */
export function analyticsAccess(
  staff: boolean,
  plan: { readonly [ANALYTICS_FEATURE]: boolean } | undefined,
  pending: boolean,
): AnalyticsAccess {
  if (staff) return 'open';
  if (plan) return plan[ANALYTICS_FEATURE] ? 'open' : 'upgrade';
  return pending ? 'checking' : 'open';
}
