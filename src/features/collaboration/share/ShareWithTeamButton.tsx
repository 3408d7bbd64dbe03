import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/AuthProvider';
import type { ItemKind } from '../api/get-team-items';
import { ShareWithTeamDialog } from './ShareWithTeamDialog';

interface ShareWithTeamButtonProps {
  kind: ItemKind;
  id: number;
  name: string;
  /** `icon` in a table row's actions; `button` in a detail page's header. */
  variant?: 'icon' | 'button';
  className?: string;
}

/**
 * The share-with-team action of the genolists list, a genolist's page and a project's page
 * (spec 1 §2 "shared controls", spec 2 §2.3, §2.4). Shown to anyone signed in: who may share
 * which item depends on rights the lists do not carry, so the server decides and its refusal is
 * shown. The dialog (and its call for the teams) exists only while open.
 */
export function ShareWithTeamButton({
  kind,
  id,
  name,
  variant = 'icon',
  className,
}: ShareWithTeamButtonProps) {
  const { t } = useTranslation('collaboration');
  const { user } = useAuth();
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (!user) return null;
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
          opened={opened}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
