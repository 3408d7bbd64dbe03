import { IconLock, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainBadge } from '../../../ui/PlainBadge';

export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  const { t } = useTranslation('genolists');
  const Icon = isPublic ? IconWorld : IconLock;
  return (
    <PlainBadge
      color={isPublic ? 'teal' : 'gray'}
      leftSection={<Icon size={12} aria-hidden />}
      style={{ minWidth: 'max-content' }}
    >
      {isPublic ? t('visibility.public') : t('visibility.private')}
    </PlainBadge>
  );
}
