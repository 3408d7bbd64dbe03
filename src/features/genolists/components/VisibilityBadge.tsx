import { Badge } from '@mantine/core';
import { IconLock, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  const { t } = useTranslation('genolists');
  const Icon = isPublic ? IconWorld : IconLock;
  return (
    <Badge
      variant="light"
      color={isPublic ? 'teal' : 'gray'}
      radius="sm"
      tt="none"
      style={{ minWidth: 'max-content' }}
      leftSection={<Icon size={12} aria-hidden />}
    >
      {isPublic ? t('visibility.public') : t('visibility.private')}
    </Badge>
  );
}
