import type { QueryClient } from '@tanstack/react-query';
import type { Genolist } from './api/get-my-genolists';
import { genolistKeys } from './api/keys';

/** The genolist as the screen shows it (detail, else the user's list): the state a change offline starts from. */
export function cachedGenolist(queryClient: QueryClient, id: number): Genolist | undefined {
  return (
    queryClient.getQueryData<Genolist>(genolistKeys.detail(id)) ??
    queryClient.getQueryData<Genolist[]>(genolistKeys.mine())?.find((genolist) => genolist.id === id)
  );
}
