import { IconLock, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainBadge } from '../../../ui/PlainBadge';

/** In a narrow table cell the badge keeps its text on one line. */
const KEEP_WIDTH = { minWidth: 'max-content' };

export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  const { t } = useTranslation('genolists');
  const Icon = isPublic ? IconWorld : IconLock;
  return (
    <PlainBadge
      color={isPublic ? 'teal' : 'gray'}
      leftSection={<Icon size={12} aria-hidden />}
      style={KEEP_WIDTH}
    >
      {isPublic ? t('visibility.public') : t('visibility.private')}
    </PlainBadge>
  );
}
