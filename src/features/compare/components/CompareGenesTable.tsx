import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLog2FC, formatPValue } from '../../../lib/format';
import { AnchorLink } from '../../../ui/links';
import type { ComparedGene, ComparedGenolist } from '../api/get-comparison';

interface CompareGenesTableProps {
  genolists: readonly ComparedGenolist[];
  genes: readonly ComparedGene[];
}

/**
 * A row per gene with each genolist's log2FC, adjusted p and call. The symbol opens the first
 * genolist that calls the gene on that gene, as the gene search's table does.
 */
export function CompareGenesTable({ genolists, genes }: CompareGenesTableProps) {
  const { t } = useTranslation('compare');
  return (
    <Table.ScrollContainer minWidth={260 + genolists.length * 230}>
      <Table striped highlightOnHover aria-label={t('genes.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2}>{t('genes.gene')}</Table.Th>
            <Table.Th rowSpan={2} ta="right">
              {t('genes.calls')}
            </Table.Th>
            {genolists.map((g, index) => (
              <Table.Th
                key={g.id}
                colSpan={3}
                ta="center"
                style={{ borderLeft: '1px solid var(--table-border-color)' }}
              >
                <Text size="sm" fw={600} truncate maw={220} mx="auto" title={g.name}>
                  {index + 1}. {g.name}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
          <Table.Tr>
            {genolists.map((g) => [
              <Table.Th
                key={`${g.id}-fc`}
                ta="right"
                style={{ borderLeft: '1px solid var(--table-border-color)' }}
              >
                {t('genes.log2fc')}
              </Table.Th>,
              <Table.Th key={`${g.id}-padj`} ta="right">
                {t('genes.padj')}
              </Table.Th>,
              <Table.Th key={`${g.id}-called`}>{t('genes.called')}</Table.Th>,
            ])}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {genes.map((gene) => {
            const symbol = gene.symbol ?? gene.gene_id;
            const home = gene.values.find((v) => v.called) ?? gene.values[0];
            const homeName = genolists.find((g) => g.id === home?.genolist_id)?.name ?? '';
            return (
              <Table.Tr key={gene.id}>
                <Table.Td>
                  {home ? (
                    <AnchorLink
                      to="/genolists/$genolistId"
                      params={{ genolistId: home.genolist_id }}
                      search={{ gene: gene.id }}
                      fw={500}
                      size="sm"
                      aria-label={t('genes.open', { symbol, name: homeName })}
                    >
                      {symbol}
                    </AnchorLink>
                  ) : (
                    symbol
                  )}
                  {gene.symbol && (
                    <Text size="xs" c="dimmed">
                      {gene.gene_id}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{gene.calls}</Table.Td>
                {gene.values.map((v) => {
                  const absent = v.log2_fold_change === null && v.padj === null && !v.called;
                  const direction = (v.log2_fold_change ?? 0) > 0 ? 'up' : 'down';
                  return [
                    <Table.Td
                      key={`${v.genolist_id}-fc`}
                      ta="right"
                      ff="monospace"
                      style={{ borderLeft: '1px solid var(--table-border-color)' }}
                    >
                      {formatLog2FC(v.log2_fold_change)}
                    </Table.Td>,
                    <Table.Td key={`${v.genolist_id}-padj`} ta="right" ff="monospace">
                      {formatPValue(v.padj)}
                    </Table.Td>,
                    <Table.Td key={`${v.genolist_id}-called`}>
                      {absent ? (
                        <Text size="xs" c="dimmed">
                          {t('genes.absent')}
                        </Text>
                      ) : v.called ? (
                        <Badge variant="light" color={direction === 'up' ? 'red' : 'blue'}>
                          {t('genes.called')}
                        </Badge>
                      ) : (
                        <Text size="xs" c="dimmed">
                          {t('genes.notCalled')}
                        </Text>
                      )}
                    </Table.Td>,
                  ];
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
