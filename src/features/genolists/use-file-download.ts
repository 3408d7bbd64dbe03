import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../api/errors';
import { downloadBlob, type ExportFile } from '../../lib/export';
import { notify } from '../../ui/notify';

/**
 * Saves a file and toasts the outcome (success with the file name, failure with the
 * reason). `busy` names the download in progress, so its button can show it.
 */
export function useFileDownload<Key extends string>() {
  const { t } = useTranslation('genolists');
  const [busy, setBusy] = useState<Key | null>(null);
  const run = async (key: Key, make: () => ExportFile | Promise<ExportFile>, path = '') => {
    if (busy) return;
    setBusy(key);
    try {
      const { fileName, blob } = await make();
      downloadBlob(fileName, blob);
      notify('success', { title: t('download.success'), message: fileName });
    } catch (error) {
      notify('error', { title: t('download.errorTitle'), message: describeApiError(error, path).message });
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
