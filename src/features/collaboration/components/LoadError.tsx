import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../api/errors';
import { LoadErrorAlert } from '../../../ui/LoadErrorAlert';

interface LoadErrorProps {
  title: string;
  error: unknown;
  /** The call that failed, for the catalogue's wording. */
  path: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A collaboration load that failed: a title, the catalogue's explanation, and a retry button. */
export function LoadError({ error, path, ...props }: LoadErrorProps) {
  const { t } = useTranslation('collaboration');
  return (
    <LoadErrorAlert {...props} message={describeApiError(error, path).message} retryLabel={t('retry')} />
  );
}
