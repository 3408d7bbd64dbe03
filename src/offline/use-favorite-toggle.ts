import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../ui/notify';
import {
  FAVORITE_FAILED,
  type FavoriteNotice,
  type FavoriteRecipe,
  type FavoriteTarget,
  type FavoriteVariables,
  favoriteMutationOptions,
  favoriteNotice,
} from './favorite-toggle';
import { sendOrQueue } from './outbox';

/**
 * The stars of one feature's items (see favorite-toggle.ts): `toggle` flips one and tells the
 * user; `pending` holds the items whose toggle is in flight, whose stars ignore clicks until it
 * settles. `namespace` holds the feature's `favorite` messages.
 */
export function useFavoriteToggle(recipe: FavoriteRecipe, namespace: 'projects' | 'genolists') {
  const { t } = useTranslation([namespace, 'offline']);
  // The keys are the same in every feature's `favorite` block, so they are named at run time.
  const translate = t as unknown as (key: string, options?: { name: string }) => string;
  const queryClient = useQueryClient();
  const mutation = useMutation(favoriteMutationOptions(queryClient, recipe, sendOrQueue));
  const pending = usePendingFavorites(recipe);
  const tell = ({ tone, title, message }: FavoriteNotice, name: string) =>
    notify(tone, { title: translate(title), message: translate(message, { name }) });
  const toggle = (target: FavoriteTarget) => {
    if (pending.has(target.id)) return;
    mutation.mutate(
      { target, favorite: !target.is_favorite },
      {
        onSuccess: (sent) => tell(favoriteNotice(sent), target.name),
        onError: () => tell(FAVORITE_FAILED, target.name),
      },
    );
  };
  return { toggle, pending };
}

function usePendingFavorites(recipe: FavoriteRecipe): Set<number> {
  const pending = useMutationState({
    filters: { mutationKey: recipe.mutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as FavoriteVariables | undefined)?.target.id,
  });
  return new Set(pending.filter((id): id is number => typeof id === 'number'));
}
