import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth';
import type { ItemKind } from '../api/get-team-items';
import type { SharePermission } from '../roles';
import { ShareWithTeamDialog } from './ShareWithTeamDialog';

interface ShareWithTeamButtonProps {
  kind: ItemKind;
  id: number;
  name: string;
  /** The permissions the user may give a team (the item's `share_permissions`): none, no button. */
  permissions: readonly SharePermission[];
  /** `icon` in a table row's actions; `button` in a detail page's header. */
  variant?: 'icon' | 'button';
  className?: string;
}

/**
 * The share-with-team action of the lists and detail pages of projects and genolists.
 * Shown only to who may share the item, as the API says
 * in its `share_permissions`, so nobody is offered what the server would refuse. The dialog
 * (and its call for the teams) exists only while open.
 */
export function ShareWithTeamButton({
  kind,
  id,
  name,
  permissions,
  variant = 'icon',
  className,
}: ShareWithTeamButtonProps) {
  const { t } = useTranslation('collaboration');
  const { user } = useAuth();
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  // An answer saved for offline use by an older version carries no rights: nothing is offered.
  if (!user || !permissions?.length) return null;
  const open = () => {
    setMounted(true);
    setOpened(true);
  };
  const label = t('share.label', { name });
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip label={t('share.button')} openDelay={700}>
          <ActionIcon aria-label={label} className={className} onClick={open} aria-haspopup="dialog">
            <IconShare size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          variant="default"
          leftSection={<IconShare size={16} aria-hidden />}
          className={className}
          onClick={open}
          aria-haspopup="dialog"
        >
          {kind === 'project' ? t('share.buttonProject') : t('share.button')}
        </Button>
      )}
      {mounted && (
        <ShareWithTeamDialog
          kind={kind}
          id={id}
          name={name}
          permissions={permissions}
          opened={opened}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
