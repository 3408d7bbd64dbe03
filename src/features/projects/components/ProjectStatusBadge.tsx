import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOR, toProjectStatus } from '../project-status';

export function ProjectStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('projects');
  const known = toProjectStatus(status);
  return (
    <Badge color={STATUS_COLOR[known]} variant="light" radius="sm" miw="max-content">
      {t(`status.${known}`)}
    </Badge>
  );
}
