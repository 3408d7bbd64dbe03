import { ThemeIcon } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../ui/FileDropZone';

/** What the readers take: text tables, workbooks, and either gzip-compressed. */
export const TABLE_ACCEPT = '.csv,.tsv,.txt,.tab,.xlsx,.gz,text/csv,text/tab-separated-values,text/plain';

interface FileDropProps {
  /** The file's role, which names the zone ("Results table") and its file input. */
  label: string;
  hint: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** A drop zone for one of a result's tables, named after the file's role. */
export function FileDrop({ label, hint, disabled = false, onFile }: FileDropProps) {
  const { t } = useTranslation('local');
  return (
    <FileDropZone
      accept={TABLE_ACCEPT}
      label={t('drop.zone', { role: label })}
      inputLabel={label}
      title={t('drop.title')}
      activeTitle={t('drop.active')}
      hint={hint}
      icon={
        <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
          <IconFileSpreadsheet size={22} stroke={1.6} />
        </ThemeIcon>
      }
      minHeight="8rem"
      hintWidth="30rem"
      disabled={disabled}
      onFile={onFile}
    />
  );
}
