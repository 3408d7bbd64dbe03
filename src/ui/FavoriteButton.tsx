import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IdleTooltip } from './IdleTooltip';

interface FavoriteButtonProps {
  active: boolean;
  /** A toggle is in flight: clicks are ignored until it settles. */
  pending: boolean;
  onToggle: () => void;
}

/** The star of a project or genolist; a toggle button (aria-pressed) named for what a click does. */
export function FavoriteButton({ active, pending, onToggle }: FavoriteButtonProps) {
  const { t } = useTranslation('projects');
  const label = active ? t('ui.favorite.remove') : t('ui.favorite.add');
  return (
    <IdleTooltip label={label} openDelay={700}>
      <ActionIcon
        variant="subtle"
        color={active ? 'yellow' : 'gray'}
        aria-label={label}
        aria-pressed={active}
        aria-busy={pending || undefined}
        data-pending={pending || undefined}
        style={{ opacity: pending ? 0.6 : 1 }}
        onClick={(event) => {
          event.stopPropagation();
          if (!pending) onToggle();
        }}
      >
        {active ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
      </ActionIcon>
    </IdleTooltip>
  );
}
