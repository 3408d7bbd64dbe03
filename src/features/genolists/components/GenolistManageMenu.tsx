import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconLock, IconTrash, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../api/errors';
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
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          aria-label={t('actions.moreNamed', { name: genolist.name })}
          loading={visibility.isPending}
          {...(framed ? { variant: 'default', size: 'input-sm' } : {})}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {genolist.can_change_visibility && (
          <Menu.Item
            leftSection={
              genolist.public ? <IconLock size={16} aria-hidden /> : <IconWorld size={16} aria-hidden />
            }
            onClick={() => visibility.mutate({ id: genolist.id, public: !genolist.public })}
            disabled={visibility.isPending}
          >
            {genolist.public ? t('actions.makePrivate') : t('actions.makePublic')}
          </Menu.Item>
        )}
        {genolist.can_delete && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onDelete(genolist)}
          >
            {t('actions.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
