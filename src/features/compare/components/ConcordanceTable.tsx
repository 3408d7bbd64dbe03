import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { Comparison } from '../api/get-comparison';

interface ConcordanceTableProps {
  genolists: Comparison['genolists'];
  concordance: Comparison['concordance'];
}

/** Pearson's r and Spearman's ρ of log2FC for each pair, over the genes every genolist measures. */
export function ConcordanceTable({ genolists, concordance }: ConcordanceTableProps) {
  const { t, i18n } = useTranslation('compare');
  const n = concordance[0]?.n ?? 0;
  const nameOf = (id: number) => genolists.find((g) => g.id === id)?.name ?? String(id);
  const value = (r: number | null) =>
    r === null ? t('concordance.undefined') : formatNumber(r, i18n.language, 3);
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {t('concordance.help', { count: n, formatted: formatNumber(n, i18n.language) })}
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table striped aria-label={t('concordance.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('concordance.pair')}</Table.Th>
              <Table.Th ta="right">{t('concordance.pearson')}</Table.Th>
              <Table.Th ta="right">{t('concordance.spearman')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {concordance.map((pair) => (
              <Table.Tr key={pair.genolists.join('-')}>
                <Table.Td>
                  <Text size="sm">{pair.genolists.map(nameOf).join(' × ')}</Text>
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {value(pair.pearson)}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {value(pair.spearman)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
