import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFavoriteToggle } from '../../../offline/use-favorite-toggle';
import { FavoriteButton } from '../../../ui/FavoriteButton';
import { ShareWithTeamButton } from '../../collaboration';
import type { Genolist } from '../api/get-my-genolists';
import { GENOLIST_FAVORITE } from '../api/toggle-genolist-favorite';
import { GenolistManageMenu } from './GenolistManageMenu';

interface GenolistRowActionsProps {
  genolist: Genolist;
  onDelete: (genolist: Genolist) => void;
  className?: string;
}

/**
 * Favourite and open for everyone; share with a team, make public/private and delete only for
 * who may (the rights come with the list from the server).
 */
export function GenolistRowActions({ genolist, onDelete, className }: GenolistRowActionsProps) {
  const { t } = useTranslation('genolists');
  const favorite = useFavoriteToggle(GENOLIST_FAVORITE, 'genolists');
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap" className={className}>
      <FavoriteButton
        active={genolist.is_favorite}
        pending={favorite.pending.has(genolist.id)}
        onToggle={() => favorite.toggle(genolist)}
      />
      <ShareWithTeamButton
        kind="genolist"
        id={genolist.id}
        name={genolist.name}
        permissions={genolist.share_permissions}
      />
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
      <GenolistManageMenu genolist={genolist} onDelete={onDelete} />
    </Group>
  );
}
