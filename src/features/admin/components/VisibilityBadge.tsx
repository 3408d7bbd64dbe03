import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Public or private, the same badge in both console lists. */
export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={isPublic ? 'teal' : 'gray'} variant="light">
      {isPublic ? t('console.publicBadge') : t('console.privateBadge')}
    </Badge>
  );
}
