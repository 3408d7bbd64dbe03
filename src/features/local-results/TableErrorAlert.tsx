import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  describeTableError,
  type FormatsTexts,
  type TableErrorInfo,
} from '../../../genomics/formats/table-error';

/**
 * A file refused by a reader, or data refused by limma-voom: what is wrong, with its file, line
 * and column when it has them, in the interface's language. `title` defaults to the file refusal's.
 */
export function TableErrorAlert({ error, title }: { error: TableErrorInfo; title?: string }) {
  const { t, i18n } = useTranslation('local');
  const texts = i18n.getResourceBundle(i18n.language, 'formats') as FormatsTexts | undefined;
  return (
    <Alert
      color="red"
      title={title ?? t('refused')}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
    >
      {describeTableError(error, texts)}
    </Alert>
  );
}
