/**
 * What the token list shows of a token, decided apart from React: whether it still works and
 * the lifetimes offered at creation.
 */

/** Days a new token lives, `null` for never; the server accepts 1 to 366. */
export const EXPIRY_CHOICES = [30, 90, 365, null] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

export const DEFAULT_EXPIRY: ExpiryChoice = 90;

export function isExpired(token: { expires_at: string | null }, now: Date = new Date()): boolean {
  return token.expires_at !== null && new Date(token.expires_at).getTime() <= now.getTime();
}

/** The address scripts call: the page's own origin (the API is served beside the app). */
export function serverOrigin(location: { origin: string } = window.location): string {
  return location.origin.replace(/\/+$/, '');
}

/** What the panel offers: creation, an invitation to upgrade, or nothing yet. */
export type ApiAccess = 'open' | 'upgrade' | 'checking';

/**
 * Creating a token needs the plan's API access flag, as the server does; staff and superusers
 * (`unlimited`) are never limited. When the plan cannot be read the form shows and the server
 * decides.
 */
export function apiAccess(
  features: { api_access: boolean; unlimited: boolean } | undefined,
  pending: boolean,
): ApiAccess {
  if (features) return features.unlimited || features.api_access ? 'open' : 'upgrade';
  return pending ? 'checking' : 'open';
}
