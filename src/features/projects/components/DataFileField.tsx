import { FileInput, Stack, Text } from '@mantine/core';
import { IconCheck, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DATA_FILE_ACCEPT, type DataFileCheck, MIN_DATA_FILE_SAMPLES } from '../data-file';
import { nameList } from '../project-data-state';

interface DataFileFieldProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  check: DataFileCheck | null;
  checking: boolean;
  disabled?: boolean;
}

/** A count matrix to send: the file chooser, the expected format, and what the browser's checks found. */
export function DataFileField({ label, file, onChange, check, checking, disabled }: DataFileFieldProps) {
  const { t } = useTranslation('projects');
  const problem = check?.problem;
  const error = problem
    ? t(`dataFile.problems.${problem}`, {
        column: check.column ?? '',
        count: check.samples.length,
        min: MIN_DATA_FILE_SAMPLES,
        limit: Math.round(check.limit / 1024 ** 2),
      })
    : undefined;
  return (
    <Stack gap={6}>
      <FileInput
        label={label}
        description={t('dataFile.format')}
        placeholder={t('create.filePlaceholder')}
        accept={DATA_FILE_ACCEPT}
        value={file}
        onChange={onChange}
        clearable
        disabled={disabled}
        error={error}
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      />
      {file && checking && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('dataFile.checking')}
        </Text>
      )}
      {file && check && !problem && (
        <Text size="sm" c="teal.8" aria-live="polite" style={{ overflowWrap: 'anywhere' }}>
          <IconCheck size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
          {check.format === 'xlsx'
            ? t('dataFile.workbook')
            : t('dataFile.samples', { count: check.samples.length, names: nameList(check.samples) })}
        </Text>
      )}
    </Stack>
  );
}
