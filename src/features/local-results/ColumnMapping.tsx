import { Button, Group, ScrollArea, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeColumnMapping, DeInspection, DeRole } from '../../../genomics/formats/de-columns';

const REQUIRED: readonly DeRole[] = ['gene', 'log2fc'];
const OPTIONAL: readonly DeRole[] = ['symbol', 'pvalue', 'padj', 'expression', 'statistic'];
const NONE = 'none';
const PREVIEW_ROWS = 5;
/** Select values cannot be empty, and R's row names are the column named "". */
const optionOf = (column: string | null) => (column === null ? NONE : `column:${column}`);
const columnOf = (value: string | null) =>
  value === null || value === NONE ? null : value.slice('column:'.length);

interface ColumnMappingProps {
  inspection: DeInspection;
  busy: boolean;
  onApply: (mapping: DeColumnMapping) => void;
}

/**
 * When the reader is unsure which column is which (renamed columns, no p-value, several fold
 * changes): why, the file's first rows, and a choice of column for each role, starting from the
 * reader's suggestion. The same reader then reads the file with the user's mapping.
 */
export function ColumnMapping({ inspection, busy, onApply }: ColumnMappingProps) {
  const { t } = useTranslation('local');
  const { t: tf } = useTranslation('formats');
  const [mapping, setMapping] = useState<DeColumnMapping>(inspection.suggested);
  // Columns and rows keyed by their place in the file: names may repeat or be empty.
  const columns = inspection.columns.map((column, at) => ({ ...column, at, key: `${at}:${column.name}` }));
  const rows = inspection.preview.slice(0, PREVIEW_ROWS).map((cells, line) => ({ line, cells }));
  const columnName = (name: string) => (name === '' ? tf('rowNames') : name);
  const data = inspection.columns.map((column) => ({
    value: optionOf(column.name),
    label: columnName(column.name),
  }));
  const select = (role: DeRole, required: boolean) => (
    <Select
      key={role}
      label={tf(`roles.${role}`)}
      data={required ? data : [{ value: NONE, label: t('mapping.none') }, ...data]}
      value={optionOf(mapping[role])}
      allowDeselect={false}
      onChange={(value) => {
        const column = columnOf(value);
        setMapping((previous) => ({ ...previous, [role]: required ? (column ?? previous[role]) : column }));
      }}
    />
  );

  return (
    <Stack gap="md">
      <Title order={3} fz="h5">
        {t('mapping.title')}
      </Title>
      {inspection.doubts.map((doubt) => (
        <Text key={doubt} size="sm">
          {tf(`doubts.${doubt}`)}
        </Text>
      ))}
      <ScrollArea type="auto" offsetScrollbars>
        <Table withTableBorder withColumnBorders fz="xs" aria-label={t('mapping.preview')}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} style={{ whiteSpace: 'nowrap' }}>
                  {columnName(column.name)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.line}>
                {columns.map((column) => (
                  <Table.Td key={column.key} style={{ whiteSpace: 'nowrap' }}>
                    {row.cells[column.at] ?? ''}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {REQUIRED.map((role) => select(role, true))}
        {OPTIONAL.map((role) => select(role, false))}
        <Select
          label={t('mapping.scale')}
          data={[
            { value: 'linear', label: t('mapping.linear') },
            { value: 'log2', label: t('mapping.log2') },
          ]}
          value={mapping.expressionScale}
          allowDeselect={false}
          disabled={mapping.expression === null}
          onChange={(value) =>
            setMapping((previous) => ({ ...previous, expressionScale: value === 'log2' ? 'log2' : 'linear' }))
          }
        />
      </SimpleGrid>
      <Group>
        <Button loading={busy} onClick={() => onApply(mapping)}>
          {t('mapping.apply')}
        </Button>
      </Group>
    </Stack>
  );
}
