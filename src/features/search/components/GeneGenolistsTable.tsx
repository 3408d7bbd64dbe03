import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLog2FC, formatNumber, formatPValue } from '../../../lib/format';
import { AnchorLink } from '../../../ui/links';
import type { GeneInGenolist } from '../api/get-gene';

interface GeneGenolistsTableProps {
  geneId: number;
  symbol: string;
  rows: readonly GeneInGenolist[];
}

/** Each genolist holding the gene; its name opens the genolist on that gene (`?gene=` in the URL). */
export function GeneGenolistsTable({ geneId, symbol, rows }: GeneGenolistsTableProps) {
  const { t, i18n } = useTranslation('search');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label={t('gene.table.label', { symbol })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('gene.table.genolist')}</Table.Th>
            <Table.Th>{t('gene.table.project')}</Table.Th>
            <Table.Th>{t('gene.table.comparison')}</Table.Th>
            <Table.Th ta="right">{t('gene.table.log2fc')}</Table.Th>
            <Table.Th ta="right">{t('gene.table.padj')}</Table.Th>
            <Table.Th>{t('gene.table.called')}</Table.Th>
            <Table.Th>{t('gene.table.cutoffs')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.genolist.id}>
              <Table.Td>
                <AnchorLink
                  to="/genolists/$genolistId"
                  params={{ genolistId: row.genolist.id }}
                  search={{ gene: geneId }}
                  fw={500}
                  size="sm"
                  aria-label={t('gene.table.open', { name: row.genolist.name, symbol })}
                >
                  {row.genolist.name}
                </AnchorLink>
              </Table.Td>
              <Table.Td>
                <AnchorLink to="/projects/$projectId" params={{ projectId: row.project.id }} size="sm">
                  {row.project.name}
                </AnchorLink>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {row.comparison ? `${row.comparison.condition_1} vs ${row.comparison.condition_2}` : '—'}
                </Text>
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatLog2FC(row.log2_fold_change)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatPValue(row.padj)}
              </Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={row.direction === 'up' ? 'red' : row.direction === 'down' ? 'blue' : 'gray'}
                >
                  {row.direction ? t(`gene.table.${row.direction}`) : t('gene.table.notCalled')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {t('gene.table.cutoffsValue', {
                    padj: formatNumber(row.genolist.pvalue_cutoff, i18n.language),
                    fc: formatNumber(row.genolist.fold_change_cutoff, i18n.language),
                  })}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
