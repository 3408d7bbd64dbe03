import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import { IconDots, IconExternalLink, IconLock, IconTrash, IconWorld } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FavoriteButton } from '../../../ui/FavoriteButton';
import { notify } from '../../../ui/notify';
import { ShareWithTeamButton } from '../../collaboration/share/ShareWithTeamButton';
import type { Genolist } from '../api/get-my-genolists';
import { useSetGenolistVisibility } from '../api/set-genolist-visibility';
import { useFavoriteToggle } from '../use-favorite-toggle';

interface GenolistRowActionsProps {
  genolist: Genolist;
  onDelete: (genolist: Genolist) => void;
  className?: string;
}

/**
 * Favourite, share with a team, open, and — only for who may — make public/private and delete.
 * Spec 2 §2.3's share action; the server decides whether this user may share this list.
 */
export function GenolistRowActions({ genolist, onDelete, className }: GenolistRowActionsProps) {
  const { t } = useTranslation(['genolists', 'offline']);
  const favorite = useFavoriteToggle(genolist);
  const visibility = useSetGenolistVisibility({
    onSuccess: (answer, queued) =>
      notify(queued ? 'queued' : 'success', {
        title: answer.public ? t('visibility.madePublic') : t('visibility.madePrivate'),
        message: queued ? t('offline:outbox.queued', { name: answer.name }) : answer.name,
      }),
    onError: () => notify('error', { title: t('visibility.errorTitle'), message: t('visibility.error') }),
  });
  const canManage = genolist.can_edit || genolist.can_delete;
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap" className={className}>
      <FavoriteButton active={genolist.is_favorite} pending={favorite.pending} onToggle={favorite.toggle} />
      <ShareWithTeamButton kind="genolist" id={genolist.id} name={genolist.name} />
      <Tooltip label={t('actions.open')} openDelay={700}>
        <ActionIcon
          aria-label={t('actions.openNamed', { name: genolist.name })}
          renderRoot={(props) => (
            <Link to="/genolists/$genolistId" params={{ genolistId: genolist.id }} {...props} />
          )}
        >
          <IconExternalLink size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {canManage && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              aria-label={t('actions.moreNamed', { name: genolist.name })}
              loading={visibility.isPending}
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {genolist.can_edit && (
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
      )}
    </Group>
  );
}
