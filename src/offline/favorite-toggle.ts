import type { MutationOptions, QueryClient, QueryFilters, QueryKey } from '@tanstack/react-query';
import type { NotifyTone } from '../ui/notify';

/**
 * The star of a project or a genolist, one rule for both: a click shows the state asked for at
 * once in every cached answer that shows the star (optimistic), the server's answer then settles
 * it, a failure puts the cached answers back as they were, and whatever happens the lists that
 * depend on the stars (a favourites-only list) are refreshed. What differs between the two is
 * the feature's recipe: its endpoint, its outbox change and the shape of its cached answers.
 */
export interface FavoriteTarget {
  id: number;
  name: string;
  is_favorite: boolean;
}

/** The server's answer, or the state asked for while the change waits in the outbox (`message` empty). */
export interface FavoriteAnswer {
  is_favorite: boolean;
  message: string;
}

/** The state after a change, and whether it waits in the outbox for the server (offline). */
export interface FavoriteSent {
  answer: FavoriteAnswer;
  queued: boolean;
}

export interface FavoriteRecipe {
  /** Names the feature's toggles, so every star of one item knows when a toggle is in flight. */
  mutationKey: QueryKey;
  /** The outbox change kind the feature registered for a star set offline. */
  outboxKind: string;
  /** Asks the server to flip the star of `id`. */
  request: (id: number) => Promise<FavoriteAnswer>;
  /** The cached queries that show the star: patched at once, put back on failure. */
  shown: QueryFilters;
  /** One cached answer with the star of `id` set to `favorite`; the same object when nothing changes. */
  withStar: (data: unknown, id: number, favorite: boolean) => unknown;
  /** What else depends on the stars, refreshed once the change settles. */
  refresh: (queryClient: QueryClient) => Promise<void>;
}

/** The outbox change of a star: what `sendOrQueue` sends now or keeps for later. */
export interface FavoriteChange {
  kind: string;
  targetId: number;
  favorite: boolean;
}

/** How a change reaches the server: `sendOrQueue` in the app, a fake in tests. */
export type FavoriteTransport = (
  change: FavoriteChange,
  label: string,
  send: () => Promise<FavoriteAnswer>,
  queued: () => FavoriteAnswer,
) => Promise<FavoriteSent>;

export interface FavoriteVariables {
  target: FavoriteTarget;
  /** The state asked for: the opposite of the star the user saw. */
  favorite: boolean;
}

type Snapshot = [QueryKey, unknown][];

/** The mutation of a feature's star, with its optimistic update and rollback. */
export function favoriteMutationOptions(
  queryClient: QueryClient,
  recipe: FavoriteRecipe,
  transport: FavoriteTransport,
): MutationOptions<FavoriteSent, unknown, FavoriteVariables, Snapshot> {
  const setStar = (id: number, favorite: boolean) =>
    queryClient.setQueriesData(recipe.shown, (data: unknown) => recipe.withStar(data, id, favorite));
  return {
    mutationKey: recipe.mutationKey,
    mutationFn: ({ target, favorite }) =>
      transport(
        { kind: recipe.outboxKind, targetId: target.id, favorite },
        target.name,
        () => recipe.request(target.id),
        () => ({ is_favorite: favorite, message: '' }),
      ),
    onMutate: async ({ target, favorite }) => {
      await queryClient.cancelQueries(recipe.shown);
      const snapshot = queryClient.getQueriesData(recipe.shown);
      setStar(target.id, favorite);
      return snapshot;
    },
    onSuccess: ({ answer }, { target }) => setStar(target.id, answer.is_favorite),
    onError: (_error, _variables, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => recipe.refresh(queryClient),
  };
}

/** A toast as translation keys of the feature's `favorite` block, with the item's name. */
export interface FavoriteNotice {
  tone: NotifyTone;
  title: string;
  message: string;
}

/** What the user is told once the change is made, or waits in the outbox. */
export function favoriteNotice({ answer, queued }: FavoriteSent): FavoriteNotice {
  return {
    tone: queued ? 'queued' : 'success',
    title: answer.is_favorite ? 'favorite.added' : 'favorite.removed',
    message: queued
      ? 'offline:outbox.queued'
      : answer.is_favorite
        ? 'favorite.addedMessage'
        : 'favorite.removedMessage',
  };
}

export const FAVORITE_FAILED: FavoriteNotice = {
  tone: 'error',
  title: 'favorite.errorTitle',
  message: 'favorite.errorMessage',
};
