import {
  onlineManager,
  type Query,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useContext } from 'react';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { ApiError, unwrap } from '../../../api/errors';
import { GENOLISTS_KEY } from '../../../api/query-keys';
import { i18n } from '../../../lib/i18n';
import { type ExpressionSource, ExpressionSourceContext } from '../expression-source';
import { boxplotFromSavedAnswers } from './saved-boxplot';

export type BoxplotData = components['schemas']['GenolistBoxplot'];

/** One gene's log2 expression in each sample of the genolist's project; 404 when the project has none for it. */
export function getBoxplotData(
  genolist: number,
  genoref: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BoxplotData> {
  return unwrap(
    client.GET('/api/genolists/{id}/boxplot-data', {
      params: { path: { id: genolist }, query: { genoref } },
      signal,
    }),
  );
}

/** True when the answer says the gene has no expression values (shown as an empty state, not an error). */
export function isNoExpression(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * With no network, a gene whose box plot the offline copy does not hold, nor its expression: the
 * message says so (the download keeps the box plots of the most significant genes and the
 * expression of every significant one), rather than a failed request.
 */
export class NotSavedOfflineError extends Error {
  override readonly name = 'NotSavedOfflineError';

  constructor(readonly genoref: number) {
    super(i18n.t('offline:boxplot.notSaved'));
  }
}

export function isNotSavedOffline(error: unknown): error is NotSavedOfflineError {
  return error instanceof NotSavedOfflineError;
}

const boxplotKey = (genolist: number, genoref: number) =>
  [...GENOLISTS_KEY, 'boxplot', genolist, genoref] as const;

/** Unreachable server: the request never got an answer. */
const unreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Online, the server's answer. With no network (or an unreachable server), the answer saved for
 * the gene, else one cut from the saved expression of the project, else `NotSavedOfflineError`.
 * `queryClient` is where saved answers are looked for (the app's, restored from IndexedDB).
 */
export function getBoxplotDataQueryOptions(genolist: number, genoref: number, queryClient?: QueryClient) {
  const key = boxplotKey(genolist, genoref);
  const saved = (): BoxplotData => {
    const answer =
      queryClient?.getQueryData<BoxplotData>(key) ??
      (queryClient && boxplotFromSavedAnswers(queryClient, genolist, genoref));
    if (!answer) throw new NotSavedOfflineError(genoref);
    return answer;
  };
  // Offline, a saved answer stays as it is (its date too): nothing to fetch again.
  const refetch = (query: Query<BoxplotData, Error, BoxplotData, typeof key>) =>
    onlineManager.isOnline() || query.state.data === undefined;
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => {
      if (!onlineManager.isOnline()) return saved();
      try {
        return await getBoxplotData(genolist, genoref, { signal });
      } catch (error) {
        // Without the app's cache (a download fetching afresh), the network error is the answer.
        if (queryClient && unreachable(error)) return saved();
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    // Runs with no network too: the answer may be cut from saved ones.
    networkMode: 'offlineFirst',
    refetchOnMount: refetch,
    refetchOnWindowFocus: refetch,
    retry: (failures, error) => !isNoExpression(error) && !isNotSavedOffline(error) && failures < 2,
  });
}

/**
 * Asked only once both the genolist and the gene are known. From the page's expression source
 * when it provides one, else the server.
 */
export function useBoxplotData(genolist: number, genoref: number | null) {
  const queryClient = useQueryClient();
  const source = useContext(ExpressionSourceContext);
  // The server's options, typed as any source's: their key is a tuple where a source's is any array.
  const options =
    source?.boxplot(queryClient, genolist, genoref ?? 0) ??
    (getBoxplotDataQueryOptions(genolist, genoref ?? 0, queryClient) as ReturnType<
      ExpressionSource['boxplot']
    >);
  return useQuery({
    ...options,
    enabled: genoref !== null,
  });
}
