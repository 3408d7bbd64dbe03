import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notify';
import { usePendingFavorites, useToggleProjectFavorite } from './api/toggle-project-favorite';

/** Toggles a project's star with its toasts: 'Favourite added' / 'removed', or an error. */
export function useFavoriteToggle() {
  const { t } = useTranslation(['projects', 'offline']);
  const mutation = useToggleProjectFavorite();
  const pending = usePendingFavorites();
  const toggle = (project: { id: number; name: string; is_favorite: boolean }) => {
    if (pending.has(project.id)) return;
    mutation.mutate(
      { id: project.id, favorite: !project.is_favorite, name: project.name },
      {
        onSuccess: ({ answer, queued }) =>
          notify(queued ? 'queued' : 'success', {
            title: answer.message || (answer.is_favorite ? t('favorite.added') : t('favorite.removed')),
            message: queued
              ? t('offline:outbox.queued', { name: project.name })
              : answer.is_favorite
                ? t('favorite.addedMessage', { name: project.name })
                : t('favorite.removedMessage', { name: project.name }),
          }),
        onError: () =>
          notify('error', { title: t('favorite.errorTitle'), message: t('favorite.errorMessage') }),
      },
    );
  };
  return { toggle, pending };
}
