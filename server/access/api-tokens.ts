import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { featureRefusal, type QuotaRefusal } from './quotas';

/**
 * Who may script GenoApp with a personal access token — the one place that decides.
 *
 * A token acts with its owner's rights, exactly: it adds none (a staff member's token is staff,
 * anyone else's is not). Using one and creating one need the plan's `api_access` flag (staff are
 * not limited), checked at every call, so a plan that loses the flag stops its tokens at once.
 * Listing and revoking one's tokens need no flag: a user who downgraded can still clean up.
 * Creating or revoking tokens, changing the password and deleting the account need a signed-in
 * session: a leaked token cannot make itself permanent nor lock its owner out.
 */

export const API_ACCESS_FEATURE = 'api_access' as const;

export function apiAccessRefusal(db: Db, user: UserRow): Promise<QuotaRefusal | null> {
  return featureRefusal(db, user, API_ACCESS_FEATURE);
}

export type SessionRefusal = 'session_required';

/** Why a request authenticated by an API token (`apiTokenId` set) may not do a session-only thing, or null. */
export function sessionOnlyRefusal(apiTokenId: number | null): SessionRefusal | null {
  return apiTokenId === null ? null : 'session_required';
}
