import { Button, Menu } from '@mantine/core';
import {
  IconBraces,
  IconChevronDown,
  IconDownload,
  IconFileSpreadsheet,
  IconFileText,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../../lib/export';

interface ExportMenuProps {
  onExport: (format: ExportFormat) => void;
  disabled?: boolean;
  loading?: boolean;
  /** The menu button's accessible name, e.g. "Download the 2,308 genes shown". */
  label: string;
}

/** CSV, TSV (for spreadsheets) or JSON of what the table shows. */
export function ExportMenu({ onExport, disabled, loading, label }: ExportMenuProps) {
  const { t } = useTranslation('genolists');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          disabled={disabled}
          loading={loading}
          aria-label={label}
        >
          {t('download.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileText size={16} aria-hidden />} onClick={() => onExport('csv')}>
          {t('download.csv')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={() => onExport('tsv')}
        >
          {t('download.tsv')}
        </Menu.Item>
        <Menu.Item leftSection={<IconBraces size={16} aria-hidden />} onClick={() => onExport('json')}>
          {t('download.json')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
