import { onlineManager, queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { type Invitation, pendingInvitationCount } from '../invitations';
import { COLLABORATION_STALE_TIME, collaborationKeys } from './keys';

export const INVITATIONS_PATH = '/api/collaboration/invitations/';

/**
 * The invitations the user sent and those they received, every status, newest first (each says
 * its `direction`). One list feeds the invitations tab and the sidebar badge, so answering an
 * invitation refreshes both.
 */
export function getInvitations({ signal }: { signal?: AbortSignal } = {}): Promise<Invitation[]> {
  return unwrap(client.GET(INVITATIONS_PATH, { signal }));
}

/** Invitations arrive from other people: looked for again every few minutes while the app is open. */
const REFRESH_MS = 3 * 60_000;

export function getInvitationsQueryOptions() {
  return queryOptions({
    queryKey: collaborationKeys.invitations(),
    queryFn: ({ signal }) => getInvitations({ signal }),
    staleTime: COLLABORATION_STALE_TIME,
    refetchInterval: () => (onlineManager.isOnline() ? REFRESH_MS : false),
  });
}

export function useInvitations() {
  return useQuery(getInvitationsQueryOptions());
}

/**
 * The sidebar badge: received invitations still PENDING, of TEAM type and not expired.
 * Zero while unknown or when the list cannot be read: a badge is no place for an error.
 */
export function usePendingInvitationCount({ enabled = true }: { enabled?: boolean } = {}): number {
  const { data } = useQuery({ ...getInvitationsQueryOptions(), enabled });
  return data ? pendingInvitationCount(data) : 0;
}
