import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QC_COLOR, type QcStatus } from '../quality';

export function QcStatusBadge({ status }: { status: QcStatus }) {
  const { t } = useTranslation('projects');
  return (
    <Badge color={QC_COLOR[status]} variant="light" radius="sm" miw="max-content">
      {t(`qcStatus.${status}`)}
    </Badge>
  );
}
