import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../api/errors';
import { LoadErrorAlert as Alert } from '../../../ui/LoadErrorAlert';

interface LoadErrorAlertProps {
  title: string;
  error: unknown;
  /** The call that failed, for the catalogue's wording. */
  path: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A genolist screen's failed load, explained as the catalogue says, with a retry. */
export function LoadErrorAlert({ error, path, ...props }: LoadErrorAlertProps) {
  const { t } = useTranslation('genolists');
  return <Alert {...props} message={describeApiError(error, path).message} retryLabel={t('common.retry')} />;
}
