import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { offlineKeys } from '../../../offline/keys';
import { useAuth } from '../../auth';
import {
  type LocalResultRecord,
  listLocalResults,
  readLocalFrame,
  readLocalResult,
  removeLocalResult,
  setLocalGo,
} from './local-results-store';

/**
 * The signed-in user's results on this device, read from IndexedDB: with or without a network,
 * again on every mount (another tab may have added one). Keyed by user: another account signing
 * in on this browser reads its own. Under the offline keys: the query cache's own persistence
 * leaves them out (they are this browser's records already).
 */
export const localResultKeys = {
  all: [...offlineKeys.all, 'local-results'] as const,
  list: (userId: number | null) => [...localResultKeys.all, 'list', userId] as const,
  one: (userId: number | null, localId: number) => [...localResultKeys.all, 'one', userId, localId] as const,
  frame: (userId: number | null, localId: number) =>
    [...localResultKeys.all, 'frame', userId, localId] as const,
  counts: (userId: number | null, localId: number) =>
    [...localResultKeys.all, 'counts', userId, localId] as const,
  expression: (userId: number | null, localId: number) =>
    [...localResultKeys.all, 'expression', userId, localId] as const,
  boxplot: (userId: number | null, localId: number) =>
    [...localResultKeys.all, 'boxplot', userId, localId] as const,
};

const LOCAL_READ = { networkMode: 'always', retry: false } as const;

export function useLocalResults() {
  const userId = useAuth().user?.id ?? null;
  return useQuery({
    ...LOCAL_READ,
    queryKey: localResultKeys.list(userId),
    queryFn: () => (userId === null ? [] : listLocalResults(userId)),
    staleTime: 0,
    enabled: userId !== null,
  });
}

export function useLocalResult(localId: number) {
  const userId = useAuth().user?.id ?? null;
  return useQuery({
    ...LOCAL_READ,
    queryKey: localResultKeys.one(userId, localId),
    queryFn: async (): Promise<LocalResultRecord | null> =>
      userId === null ? null : ((await readLocalResult(userId, localId)) ?? null),
    enabled: userId !== null,
  });
}

export function useLocalFrame(localId: number) {
  const userId = useAuth().user?.id ?? null;
  return useQuery({
    ...LOCAL_READ,
    queryKey: localResultKeys.frame(userId, localId),
    queryFn: async () => {
      const frame = userId === null ? undefined : await readLocalFrame(userId, localId);
      if (!frame) throw new Error('not on this device');
      return frame;
    },
    enabled: userId !== null,
    // Typed columns: nothing to share with a previous copy.
    structuralSharing: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Removes one of the user's results from this device; the lists read again. */
export function useRemoveLocalResult() {
  const userId = useAuth().user?.id ?? null;
  const queryClient = useQueryClient();
  return useCallback(
    async (localId: number) => {
      if (userId === null) return;
      await removeLocalResult(userId, localId);
      await queryClient.invalidateQueries({ queryKey: localResultKeys.all });
    },
    [userId, queryClient],
  );
}

/** Adds (or replaces) the GO table of one of the user's results on this device; its page reads it again. */
export function useSetLocalGo(localId: number) {
  const userId = useAuth().user?.id ?? null;
  const queryClient = useQueryClient();
  return useCallback(
    async (go: NonNullable<LocalResultRecord['go']>) => {
      if (userId === null) return;
      const record = await setLocalGo(userId, localId, go);
      queryClient.setQueryData(localResultKeys.one(userId, localId), record);
    },
    [userId, localId, queryClient],
  );
}
