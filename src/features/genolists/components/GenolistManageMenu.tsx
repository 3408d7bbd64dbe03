import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../api/errors';
import { ManageMenu } from '../../../ui/ManageMenu';
import { notify } from '../../../ui/notify';
import type { Genolist } from '../api/get-my-genolists';
import { useSetGenolistVisibility } from '../api/set-genolist-visibility';

interface GenolistManageMenuProps {
  genolist: Genolist;
  onDelete: (genolist: Genolist) => void;
  /** In a page's header: framed, as tall as the buttons beside it. */
  framed?: boolean;
}

/**
 * Make public or private, and delete, each only for who may (the genolist's
 * `can_change_visibility` and `can_delete`, the server's own rule); no menu when neither.
 */
export function GenolistManageMenu({ genolist, onDelete, framed = false }: GenolistManageMenuProps) {
  const { t } = useTranslation(['genolists', 'offline']);
  const visibility = useSetGenolistVisibility({
    onSuccess: (answer, queued) =>
      notify(queued ? 'queued' : 'success', {
        title: answer.public ? t('visibility.madePublic') : t('visibility.madePrivate'),
        message: queued ? t('offline:outbox.queued', { name: answer.name }) : answer.name,
      }),
    onError: (error) =>
      notify('error', {
        title: t('visibility.errorTitle'),
        message: failureMessage(error, t('visibility.error')),
      }),
  });
  if (!genolist.can_change_visibility && !genolist.can_delete) return null;
  return (
    <ManageMenu
      label={t('actions.moreNamed', { name: genolist.name })}
      pending={visibility.isPending}
      framed={framed}
      visibility={
        genolist.can_change_visibility
          ? {
              isPublic: genolist.public,
              label: genolist.public ? t('actions.makePrivate') : t('actions.makePublic'),
              onToggle: () => visibility.mutate({ id: genolist.id, public: !genolist.public }),
            }
          : undefined
      }
      deletion={
        genolist.can_delete ? { label: t('actions.delete'), onDelete: () => onDelete(genolist) } : undefined
      }
    />
  );
}
