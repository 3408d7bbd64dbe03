import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notify';
import type { Genolist } from './api/get-my-genolists';
import { useToggleGenolistFavorite } from './api/toggle-genolist-favorite';

/** The star of one genolist: a click is ignored while the previous one is in flight. */
export function useFavoriteToggle(genolist: Pick<Genolist, 'id' | 'name'>) {
  const { t } = useTranslation(['genolists', 'offline']);
  const mutation = useToggleGenolistFavorite({
    onSuccess: ({ is_favorite }, _id, queued) =>
      notify(queued ? 'queued' : 'success', {
        title: is_favorite ? t('favorite.added') : t('favorite.removed'),
        message: queued
          ? t('offline:outbox.queued', { name: genolist.name })
          : t(is_favorite ? 'favorite.addedMessage' : 'favorite.removedMessage', { name: genolist.name }),
      }),
    onError: () => notify('error', { title: t('favorite.errorTitle'), message: t('favorite.error') }),
  });
  return {
    pending: mutation.isPending,
    toggle: () => {
      if (!mutation.isPending) mutation.mutate(genolist.id);
    },
  };
}
