import { ActionIcon, Badge, Group, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatLog2FC, formatPValue } from '../../../lib/format';
import { geneCardUrl } from '../../../lib/gene-links';
import { AnchorLink } from '../../../ui/links';
import type { TrendingGene } from '../api/get-trending-genes';

/** Projects named in a row; the others are counted ('+N more'). */
const PROJECTS_SHOWN = 2;
/** Placeholder rows while loading. */
export const SKELETON_ROWS = 5;

const STARS_COLOR = { '***': 'red', '**': 'orange', '*': 'yellow', ns: 'gray' } as const;

interface TrendingGenesTableProps {
  genes: readonly TrendingGene[] | undefined;
  loading: boolean;
  /** The analytics page adds the up/down split and the mean adjusted p. */
  detailed?: boolean;
}

/** Trending genes: rank, symbol (its page here, and GeneCards), significance, frequency, mean log2FC, projects. */
export function TrendingGenesTable({ genes, loading, detailed = false }: TrendingGenesTableProps) {
  const { t } = useTranslation('analytics');
  const columns = detailed ? 9 : 7;
  return (
    <Table.ScrollContainer minWidth={detailed ? 820 : 560}>
      <Table
        highlightOnHover
        verticalSpacing={6}
        aria-label={t('trending.label')}
        aria-busy={loading || undefined}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>{t('trending.rank')}</Table.Th>
            <Table.Th>{t('trending.symbol')}</Table.Th>
            <Table.Th>{t('trending.significance')}</Table.Th>
            <Table.Th ta="right">{t('trending.frequency')}</Table.Th>
            {detailed && <Table.Th ta="right">{t('trending.upDown')}</Table.Th>}
            <Table.Th ta="right">{t('trending.avgFoldChange')}</Table.Th>
            {detailed && <Table.Th ta="right">{t('trending.avgPadj')}</Table.Th>}
            <Table.Th>{t('trending.projects')}</Table.Th>
            <Table.Th w={40}>
              <VisuallyHidden>{t('trending.external')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !genes
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
                <Table.Tr key={i} data-testid="trending-skeleton">
                  <Table.Td colSpan={columns}>
                    <Skeleton h={20} />
                  </Table.Td>
                </Table.Tr>
              ))
            : genes?.map((gene) => <TrendingRow key={gene.id} gene={gene} detailed={detailed} />)}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TrendingRow({ gene, detailed }: { gene: TrendingGene; detailed: boolean }) {
  const { t } = useTranslation('analytics');
  const symbol = gene.symbol ?? gene.gene_id;
  const cards = geneCardUrl(gene.symbol);
  const more = gene.project_count - Math.min(PROJECTS_SHOWN, gene.projects.length);
  const sign = gene.avg_fold_change > 0 ? '+' : '';
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" c="dimmed">
          {gene.rank}
        </Text>
      </Table.Td>
      <Table.Td>
        <AnchorLink to="/genes/$geneId" params={{ geneId: gene.id }} fw={600} size="sm">
          {symbol}
        </AnchorLink>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={STARS_COLOR[gene.significance]} size="sm">
          {gene.significance}
        </Badge>
      </Table.Td>
      <Table.Td ta="right">{gene.frequency}</Table.Td>
      {detailed && (
        <Table.Td ta="right">
          <Text size="sm" span c="red">
            ↑{gene.up}
          </Text>{' '}
          <Text size="sm" span c="blue">
            ↓{gene.down}
          </Text>
        </Table.Td>
      )}
      <Table.Td ta="right" ff="monospace" c={gene.avg_fold_change > 0 ? 'red' : 'blue'}>
        {sign}
        {formatLog2FC(gene.avg_fold_change)}
      </Table.Td>
      {detailed && (
        <Table.Td ta="right" ff="monospace">
          {formatPValue(gene.avg_pvalue)}
        </Table.Td>
      )}
      <Table.Td>
        <Group gap={4} wrap="wrap">
          {gene.projects.slice(0, PROJECTS_SHOWN).map((p) => (
            <AnchorLink key={p.id} to="/projects/$projectId" params={{ projectId: p.id }} size="xs">
              <Badge variant="outline" size="sm" tt="none" style={{ cursor: 'pointer' }}>
                {p.name}
              </Badge>
            </AnchorLink>
          ))}
          {more > 0 && (
            <Text size="xs" c="dimmed">
              {t('trending.more', { count: more })}
            </Text>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        {cards && (
          <ActionIcon
            component="a"
            href={cards}
            target="_blank"
            rel="noreferrer"
            variant="subtle"
            size="sm"
            aria-label={t('trending.geneCards', { symbol })}
          >
            <IconExternalLink size={14} aria-hidden />
          </ActionIcon>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
