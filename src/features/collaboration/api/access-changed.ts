import type { QueryClient } from '@tanstack/react-query';
import { ANALYTICS_KEY, GENOLISTS_KEY, PROJECTS_KEY } from '../../../api/query-keys';
import { COLLABORATION_KEY } from './keys';

/**
 * After the user joins or leaves a team, or a team goes, what they may open changes: the teams,
 * invitations and shared items, and the project and genolist lists (a team's items now appear
 * there, or no longer), and the dashboard's figures. Genolist frames and GO values are left alone: they depend on the
 * genolist, not on who reads it. `gone` is a team that no longer exists: its queries are not
 * asked again (each would answer 404 on the screen being left).
 */
export function refreshAfterMembershipChange(
  queryClient: QueryClient,
  { gone }: { gone?: number } = {},
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [root, kind, id] }) =>
        root === COLLABORATION_KEY[0] && !(kind === 'team' && id === gone),
    }),
    queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
    // The dashboard's counts and figures cover what the user may see.
    queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY }),
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [root, kind] }) =>
        root === GENOLISTS_KEY[0] && kind !== 'frame' && kind !== 'go',
    }),
  ]);
}
