import { Button, Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { GeneFrame } from '../gene-frame';
import { SEARCH_DEBOUNCE_MS } from '../use-debounced-text';
import { PICKER_FIRST, PICKER_MORE, PICKER_SEARCH, pickGenes } from './gene-picker';

interface GenePickerProps {
  frame: GeneFrame;
  /** Rows by significance (rowsBySignificance), made once per frame. */
  order: Uint32Array;
  /** The gene shown, by gene reference id. */
  value: number | null;
  onChange: (geneRefId: number) => void;
}

function geneLabel(frame: GeneFrame, row: number): string {
  const symbol = frame.symbol[row];
  return symbol ? `${symbol} · ${frame.geneId[row]}` : (frame.geneId[row] as string);
}

/** The 100 most significant genes, a search (300 ms, 200 answers) and 'Show 100 more'. */
export function GenePicker({ frame, order, value, onChange }: GenePickerProps) {
  const { t, i18n } = useTranslation('charts');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [extra, setExtra] = useState({ query: '', count: 0 });
  const valueRow = useMemo(() => {
    if (value === null) return -1;
    return frame.geneRefId.indexOf(value);
  }, [frame, value]);
  const selectedLabel = valueRow >= 0 ? geneLabel(frame, valueRow) : '';
  // The box shows the picked gene's label as its search text: that is not a search.
  const typed = query === selectedLabel ? '' : query;
  const more = extra.query === typed ? extra.count : 0;
  const limit = (typed ? PICKER_SEARCH : PICKER_FIRST) + more;
  // A search scans every gene of the frame: once per debounced text, not once per keystroke.
  const picked = useMemo(() => pickGenes(frame, order, typed, limit), [frame, order, typed, limit]);
  const offered = new Set(picked.rows.map((row) => String(frame.geneRefId[row])));
  // The shown gene stays among the options so the box keeps its label, but a search lists only its matches.
  const rows = valueRow >= 0 && !picked.rows.includes(valueRow) ? [valueRow, ...picked.rows] : picked.rows;
  const data = rows.map((row) => ({ value: String(frame.geneRefId[row]), label: geneLabel(frame, row) }));

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={t('picker.label')}
        placeholder={t('picker.placeholder')}
        leftSection={<IconSearch size={14} aria-hidden />}
        searchable
        data={data}
        value={value === null ? null : String(value)}
        onChange={(next) => {
          if (next) onChange(Number(next));
        }}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) =>
          typed ? options.filter((option) => 'value' in option && offered.has(option.value)) : options
        }
        nothingFoundMessage={t('picker.nothingFound')}
        maxDropdownHeight={280}
        allowDeselect={false}
        w={{ base: '100%', xs: 300 }}
      />
      <Text size="xs" c="dimmed" pb={8} aria-live="polite">
        {t('picker.shown', {
          count: picked.total,
          shown: formatNumber(picked.rows.length, i18n.language),
          total: formatNumber(picked.total, i18n.language),
        })}
      </Text>
      {picked.total > picked.rows.length && (
        <Button
          variant="subtle"
          size="compact-sm"
          mb={6}
          onClick={() => setExtra({ query: typed, count: more + PICKER_MORE })}
        >
          {t('picker.more', { count: PICKER_MORE })}
        </Button>
      )}
    </Group>
  );
}
