import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ImportStatus, STATUS_COLOR } from '../import-status';

export function ImportStatusBadge({ status, ...props }: { status: ImportStatus } & BadgeProps) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" {...props}>
      {t(`status.states.${status}`)}
    </Badge>
  );
}
