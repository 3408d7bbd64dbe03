import { Group, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

interface ConsoleListToolbarProps {
  label: string;
  query: string;
  onQuery: (query: string) => void;
  /** Rows matching the search, and all rows. */
  shown: number;
  total: number;
}

/** A console list's search box and its counts ("3 of 12"). */
export function ConsoleListToolbar({ label, query, onQuery, shown, total }: ConsoleListToolbarProps) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Group justify="space-between" align="flex-end">
      <TextInput
        label={label}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => onQuery(event.currentTarget.value)}
        type="search"
        w={{ base: '100%', sm: '24rem' }}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('console.counts', {
          shown: formatNumber(shown, i18n.language),
          total: formatNumber(total, i18n.language),
          count: total,
        })}
      </Text>
    </Group>
  );
}
