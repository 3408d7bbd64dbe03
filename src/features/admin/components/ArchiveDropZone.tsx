import { ThemeIcon } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../../ui/FileDropZone';
import { ARCHIVE_ACCEPT } from '../upload-checks';

interface ArchiveDropZoneProps {
  /** While an upload runs, clicks and drops are ignored. */
  disabled: boolean;
  onFile: (file: File) => void;
}

/** The console's drop zone for one archive: a large target, its hint saying when it is busy. */
export function ArchiveDropZone({ disabled, onFile }: ArchiveDropZoneProps) {
  const { t } = useTranslation('admin');
  return (
    <FileDropZone
      accept={ARCHIVE_ACCEPT}
      label={t('dropzone.title')}
      inputLabel={t('dropzone.label')}
      title={t('dropzone.title')}
      activeTitle={t('dropzone.active')}
      hint={disabled ? t('dropzone.busy') : t('dropzone.hint')}
      icon={
        <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
          <IconFileZip size={28} stroke={1.6} />
        </ThemeIcon>
      }
      minHeight="13rem"
      hintWidth="26rem"
      disabled={disabled}
      onFile={onFile}
    />
  );
}
